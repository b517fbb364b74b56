package companiontest

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/talon-games/talon/companion"
)

// Spellings are every name a term is given in a list: its id, label and aliases, and
// the names printed on each edition (Names.HU, Names.DE), which a table types too.
func Spellings(term companion.Term) []string {
	var out []string
	for _, s := range append([]string{term.ID, term.Label, term.Names.HU, term.Names.DE}, term.Aliases...) {
		if s != "" && s != "UNKNOWN" && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// Variants are the ways a table types one spelling: as written, in upper and lower
// case, without its accents (case kept and lower), with '_' for its spaces and spaces
// for its '_'.
func Variants(s string) []string {
	bare := stripAccents(s)
	out := []string{s, strings.ToUpper(s), strings.ToLower(s), bare, strings.ToLower(bare),
		strings.ReplaceAll(s, " ", "_"), strings.ReplaceAll(s, "_", " ")}
	seen := map[string]bool{}
	var uniq []string
	for _, v := range out {
		if !seen[v] {
			seen[v] = true
			uniq = append(uniq, v)
		}
	}
	return uniq
}

func stripAccents(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	return norm.NFC.String(b.String())
}

// WalkNames checks a closed list of names exhaustively: every spelling of every term
// (Spellings), in every variant (Variants), is read by resolve as the term's id, and
// no spelling (folded as talon compares names) names two ids, unless shared lists it
// with why (folded spelling → reason): an alias for two ids is refused at the table as
// ambiguous. resolve is the game's own reader of the list; nil reads with terms.Find.
// It returns the number of spellings read, for the caller's floor.
func WalkNames(t testing.TB, list string, terms *companion.Terms, resolve func(typed string) (string, error), shared map[string]string) int {
	t.Helper()
	if resolve == nil {
		resolve = func(typed string) (string, error) {
			i, err := terms.Find(typed)
			if err != nil {
				return "", err
			}
			return terms.Terms[i].ID, nil
		}
	}
	if terms.Len() == 0 {
		t.Errorf("%s: no names to walk", list)
	}
	owners := map[string]map[string]bool{} // folded spelling → ids
	read := 0
	for _, term := range terms.Terms {
		for _, s := range Spellings(term) {
			f := companion.Fold(s)
			if owners[f] == nil {
				owners[f] = map[string]bool{}
			}
			owners[f][term.ID] = true
			if shared[f] != "" {
				continue // read as the list decides: checked by the caller
			}
			for _, v := range Variants(s) {
				read++
				got, err := resolve(v)
				if err != nil || got != term.ID {
					t.Errorf("%s: %q (a spelling of %q, typed %q) reads as %q, %v; want %q", list, s, term.ID, v, got, err, term.ID)
				}
			}
		}
	}
	var clashes []string
	for f, ids := range owners {
		if len(ids) > 1 && shared[f] == "" {
			var list []string
			for id := range ids {
				list = append(list, id)
			}
			sort.Strings(list)
			clashes = append(clashes, f+" → "+strings.Join(list, ", "))
		}
	}
	sort.Strings(clashes)
	for _, c := range clashes {
		t.Errorf("%s: one spelling names two terms (ambiguous at the table; list it as shared with why, or rename): %s", list, c)
	}
	for f := range shared {
		if len(owners[f]) < 2 {
			t.Errorf("%s: %q is listed as shared but names %d term(s): take it off", list, f, len(owners[f]))
		}
	}
	return read
}

// WalkFixables walks the values a game lets the table correct: each one's id and its
// printed names (Fixable.Names), read after `fix` by companion.ReadFix, the reader
// every game's `fix` goes through.
func WalkFixables(t testing.TB, list string, fixables []companion.Fixable) int {
	t.Helper()
	terms := make([]companion.Term, len(fixables))
	for i, f := range fixables {
		terms[i] = companion.Term{ID: f.Name, Names: f.Names}
		for _, n := range []string{f.Names.HU, f.Names.DE} {
			if n != "" {
				terms[i].Aliases = append(terms[i].Aliases, n)
			}
		}
	}
	players := companion.PlayerTerms([]string{"Ann", "Ben"})
	return WalkNames(t, list, companion.NewTerms("value to fix", terms...), func(typed string) (string, error) {
		i := slices.IndexFunc(fixables, func(f companion.Fixable) bool {
			return f.Name == typed || companion.Fold(f.Name) == companion.Fold(typed)
		})
		args := []string{typed}
		// The player and value as the spelling's own fixable takes them, or as the
		// first one does when the spelling is no id (a printed name).
		spec := fixables[0]
		if i >= 0 {
			spec = fixables[i]
		}
		for _, f := range fixables {
			if slices.ContainsFunc([]string{f.Names.HU, f.Names.DE}, func(n string) bool { return n != "" && companion.Fold(n) == companion.Fold(typed) }) {
				spec = f
			}
		}
		if spec.PerPlayer {
			args = append(args, "Ann")
		}
		args = append(args, strconv.Itoa(spec.Min))
		fix, ok, err := companion.ReadFix(companion.Do(companion.VerbFix, args...), fixables, players)
		if !ok && err == nil {
			err = companion.Bad("not read as a correction")
		}
		return fix.Name, err
	}, nil)
}

package genoa

import (
	_ "embed"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/names"
)

// The names the table may type are data, not code: names.txt (embedded) holds every
// building, commodity, special tile, card kind and the two other board words in
// English, German and Hungarian, with UNKNOWN where the rules digest gives no name. The
// table corrects it from its own box with a names file of the same shape (only the
// lines it changes are needed), kept beside the database and copied into a session's
// setup record like the board.

//go:embed names.txt
var defaultNamesText string

// Unknown is what a names file writes for a name the digest does not give.
const Unknown = "UNKNOWN"

// Bounds on a names file.
const (
	MaxNamesBytes = 32 << 10
	maxNamesPer   = 8 // names in one column
)

// The kinds of line a names file has, and the kind of each.
var nameKinds = []string{"building", "commodity", "tile", "card", "space"}

// NameEntry is one line of a names file.
type NameEntry struct {
	Kind      string   `json:"kind"`
	ID        string   `json:"id"`
	English   string   `json:"english"`
	German    []string `json:"german"`    // nil: UNKNOWN
	Hungarian []string `json:"hungarian"` // nil: UNKNOWN
	Also      []string `json:"also,omitempty"`
}

// Missing names the languages whose names are UNKNOWN.
func (e NameEntry) Missing() []string {
	var out []string
	if e.German == nil {
		out = append(out, "German")
	}
	if e.Hungarian == nil {
		out = append(out, "Hungarian")
	}
	return out
}

// term is the entry in a matcher: its id, English label and every other name; a "did
// you mean" names it as printed in the table's language (the id where UNKNOWN).
func (e NameEntry) term() companion.Term {
	aliases := append(append(slices.Clone(e.German), e.Hungarian...), e.Also...)
	return companion.Term{ID: e.ID, Label: e.English, Aliases: aliases, Names: e.printed()}
}

// Names is a complete set of names and the matchers built from it.
type Names struct {
	Entries []NameEntry
	// One matcher per closed list (companion.Terms: exact, folded, unique prefix, "did
	// you mean").
	Buildings, Commodities, Tiles, Decks *companion.Terms
	// Spaces is what a board cell may be called (buildings, market, street); SpaceIDs
	// the spaces an action names (buildings and the market); Items what a Trade 1:1
	// tile swaps (commodities, tiles, card kinds, a marker).
	Spaces, SpaceIDs, Items *companion.Terms
}

// DefaultNames are the names talon ships (names.txt).
var DefaultNames = mustNames(defaultNamesText)

func mustNames(text string) *Names {
	entries, err := readNameLines(text, nil)
	if err != nil {
		panic("genoa names.txt: " + err.Error()) // the shipped file; its test keeps it valid
	}
	return newNames(entries)
}

// ParseNames reads a names file from the table: its lines replace talon's for the same
// thing; every problem is reported at once, by line.
func ParseNames(data []byte) (*Names, error) {
	if len(data) > MaxNamesBytes {
		return nil, i18n.Errorf("the names file is %d bytes; at most %d", len(data), MaxNamesBytes)
	}
	entries, err := readNameLines(string(data), DefaultNames.Entries)
	if err != nil {
		return nil, err
	}
	return newNames(entries), nil
}

func newNames(entries []NameEntry) *Names {
	n := &Names{Entries: entries}
	of := func(kind string) []companion.Term {
		var out []companion.Term
		for _, e := range entries {
			if e.Kind == kind {
				out = append(out, e.term())
			}
		}
		return out
	}
	buildings := of("building")
	n.Buildings = companion.NewTerms("building", buildings...)
	n.Commodities = companion.NewTerms("commodity", of("commodity")...)
	n.Tiles = companion.NewTerms(i18n.Term{EN: "special tile", HU: "speciális lapka"}, of("tile")...)
	n.Decks = companion.NewTerms(i18n.Term{EN: "card kind", HU: "kártyafajta"}, of("card")...)
	n.Spaces = companion.NewTerms(argSpace, append(slices.Clone(buildings), of("space")...)...)
	var market []companion.Term
	for _, t := range of("space") {
		if t.ID == string(Market) {
			market = append(market, t)
		}
	}
	n.SpaceIDs = companion.NewTerms(argSpace, append(slices.Clone(buildings), market...)...)
	items := append(append(of("commodity"), of("tile")...), of("card")...)
	n.Items = companion.NewTerms("item", append(items, markerTerm)...)
	return n
}

// markerTerm is an ownership marker as a Trade 1:1 tile names it; the seed's component
// list calls the markers "tulajdon jelző".
var markerTerm = companion.Term{ID: markerItem, Label: "ownership marker", Aliases: []string{"marker", "tulajdon jelző"},
	Names: i18n.Term{HU: "tulajdon jelző"}}

// readNameLines reads a names file's lines over base (nil: the file must name every
// thing, as the shipped one does).
func readNameLines(text string, base []NameEntry) ([]NameEntry, error) {
	out := slices.Clone(base)
	var problems []i18n.Message
	bad := func(line int, format string, args ...any) {
		problems = append(problems, i18n.M("line %s: %s", strconv.Itoa(line), i18n.M(format, args...)))
	}
	seen := map[string]int{}
	for i, line := range strings.Split(text, "\n") {
		n := i + 1
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		e, err := readNameLine(line)
		if err != nil {
			bad(n, "%v", err)
			continue
		}
		key := e.Kind + " " + e.ID
		if first, dup := seen[key]; dup {
			bad(n, "%s %s is already on line %d", e.Kind, e.ID, first)
			continue
		}
		seen[key] = n
		at := slices.IndexFunc(out, func(o NameEntry) bool { return o.Kind == e.Kind && o.ID == e.ID })
		switch {
		case base == nil:
			out = append(out, e)
		case at < 0:
			bad(n, "%s %q is not one of Genoa's; the ids are those of talon genoa names template", e.Kind, e.ID)
		case !strings.EqualFold(out[at].English, e.English):
			bad(n, "the English name of %s is %q (the rulebook's); put other spellings in the last column", e.ID, out[at].English)
		default:
			e.English = out[at].English
			out[at] = e
		}
	}
	if len(problems) == 0 {
		problems = clashes(out)
	}
	if len(problems) > 0 {
		return nil, i18n.Errorf("the names file has %d problem(s):\n  %s", len(problems), lines(problems))
	}
	return out, nil
}

// readNameLine reads "kind | id | English | German | Hungarian | other spellings".
func readNameLine(line string) (NameEntry, error) {
	cols := strings.Split(line, "|")
	if len(cols) != 6 {
		return NameEntry{}, i18n.Errorf("%d columns; write kind | id | English | German | Hungarian | other spellings", len(cols))
	}
	for i := range cols {
		cols[i] = strings.TrimSpace(cols[i])
	}
	e := NameEntry{Kind: cols[0], ID: cols[1], English: cols[2]}
	if !slices.Contains(nameKinds, e.Kind) {
		return e, i18n.Errorf("kind %q is not one of %s", clip(e.Kind), strings.Join(nameKinds, ", "))
	}
	if e.English == "" || e.English == Unknown {
		return e, i18n.Errorf("%s needs its English name", e.ID)
	}
	var err error
	if e.German, err = nameColumn("German", cols[3], true); err == nil {
		if e.Hungarian, err = nameColumn("Hungarian", cols[4], true); err == nil {
			e.Also, err = nameColumn("other spellings", cols[5], false)
		}
	}
	if _, cerr := names.Clean("English name", e.English); err == nil && cerr != nil {
		err = cerr
	}
	return e, err
}

// nameColumn reads a column's comma-separated names; UNKNOWN (where allowed) is nil.
func nameColumn(what, col string, unknownAllowed bool) ([]string, error) {
	if col == Unknown && unknownAllowed {
		return nil, nil
	}
	out := []string{}
	for _, part := range strings.Split(col, ",") {
		if strings.TrimSpace(part) == "" {
			continue
		}
		name, err := names.Clean(what+" name", part)
		if err != nil {
			return nil, err
		}
		if name == Unknown {
			return nil, i18n.Errorf("%s: UNKNOWN stands alone in its column", what)
		}
		out = append(out, name)
	}
	if len(out) > maxNamesPer {
		return nil, i18n.Errorf("%s: %d names; at most %d", what, len(out), maxNamesPer)
	}
	return out, nil
}

// clashes refuses a name two things of one list would share: typing it could not say
// which is meant.
func clashes(entries []NameEntry) []i18n.Message {
	var problems []i18n.Message
	owner := map[string]NameEntry{}
	group := func(kind string) string { // buildings and board words share the cells
		if kind == "space" {
			return "building"
		}
		return kind
	}
	for _, e := range entries {
		t := e.term()
		for _, name := range append([]string{t.ID, t.Label}, t.Aliases...) {
			key := group(e.Kind) + " " + companion.Fold(name)
			if o, ok := owner[key]; ok && o.ID != e.ID {
				problems = append(problems, i18n.M("%q names both %s and %s", name, o.ID, e.ID))
				continue
			}
			owner[key] = e
		}
	}
	return problems
}

// Text writes the names as a names file (the template the table edits): names.txt's
// lines in its order, each column as wide as its longest name (in letters, so "Céhház"
// lines up with "Postahivatal") and no space at the end of a line, so that a name
// written over another keeps the columns easy to read. names.txt is itself in this shape.
func (n *Names) Text() string {
	var rows [][]string
	var kept []string // per line of names.txt: a comment, or "" for the next row
	for _, line := range strings.Split(defaultNamesText, "\n") {
		if strings.HasPrefix(line, "#") {
			kept = append(kept, line)
			continue
		}
		kind, rest, _ := strings.Cut(line, "|")
		id, _, _ := strings.Cut(rest, "|")
		if e, ok := n.entry(strings.TrimSpace(kind), strings.TrimSpace(id)); ok {
			rows = append(rows, []string{e.Kind, e.ID, e.English, column(e.German), column(e.Hungarian), strings.Join(e.Also, ", ")})
			kept = append(kept, "")
		}
	}
	width := make([]int, 5)
	for _, r := range rows {
		for c := range width {
			width[c] = max(width[c], utf8.RuneCountInString(r[c]))
		}
	}
	var sb strings.Builder
	next := 0
	for _, line := range kept {
		if line != "" {
			sb.WriteString(line + "\n")
			continue
		}
		r := rows[next]
		next++
		for c := range width {
			sb.WriteString(r[c] + strings.Repeat(" ", width[c]-utf8.RuneCountInString(r[c])) + " | ")
		}
		sb.WriteString(r[5] + "\n")
	}
	return strings.ReplaceAll(sb.String(), " \n", "\n")
}

func column(names []string) string {
	if names == nil {
		return Unknown
	}
	return strings.Join(names, ", ")
}

func (n *Names) entry(kind, id string) (NameEntry, bool) {
	i := slices.IndexFunc(n.Entries, func(e NameEntry) bool { return e.Kind == kind && e.ID == id })
	if i < 0 {
		return NameEntry{}, false
	}
	return n.Entries[i], true
}

// Unknowns lists, per kind, the things with a name the table has not given:
// "German names of buildings: Palace, Villa Colini, …" (in English).
func (n *Names) Unknowns() []string { return n.UnknownsIn(i18n.NewPrinter(i18n.English)) }

// UnknownsIn is Unknowns in the table's language, of the kinds given (all when none).
func (n *Names) UnknownsIn(p *i18n.Printer, kinds ...string) []string {
	if len(kinds) == 0 {
		kinds = nameKinds
	}
	var out []string
	for _, lang := range []string{"German", "Hungarian"} {
		for _, kind := range kinds {
			var things []string
			for _, e := range n.Entries {
				if e.Kind == kind && slices.Contains(e.Missing(), lang) {
					things = append(things, p.Text(shown(e.Kind, e.ID)))
				}
			}
			if len(things) > 0 {
				out = append(out, p.Sprintf("%s names of %s: %s", langTexts([]string{lang})[0], KindText(kind), strings.Join(things, ", ")))
			}
		}
	}
	return out
}

// unknownHint is the message for a name a list does not know: the matcher's own ("did
// you mean"), or, with no near name and some names of that kind UNKNOWN, that talon may
// simply not know the table's word.
func (n *Names) unknownHint(p *i18n.Printer, err error, kind string) string {
	msg := p.Error(err)
	if text := err.Error(); strings.Contains(text, "did you mean") || strings.Contains(text, "could be") {
		return msg
	}
	var langs []string
	for _, e := range n.Entries {
		for _, lang := range e.Missing() {
			if e.Kind == kind && !slices.Contains(langs, lang) {
				langs = append(langs, lang)
			}
		}
	}
	if len(langs) == 0 {
		return msg
	}
	return p.Sprintf("%s; some %s names are UNKNOWN to talon (talon genoa names)", msg, listText(langTexts(langs)))
}

// spaceNames are every name of a space, for a pick list: the id and each name.
func (n *Names) spaceNames(s SpaceID) []string {
	id := string(s)
	if KindOf(s) == KindStreet {
		id = streetWord
	}
	i := n.Spaces.Index(id)
	if i < 0 {
		return []string{string(s)}
	}
	t := n.Spaces.Terms[i]
	return append([]string{t.ID, t.Label}, t.Aliases...)
}

// langTexts are language names as the table reads them.
func langTexts(langs []string) []any {
	out := make([]any, len(langs))
	for i, l := range langs {
		if l == "German" {
			out[i] = i18n.M("German")
		} else {
			out[i] = i18n.M("Hungarian")
		}
	}
	return out
}

// lines joins messages one per line, indented as a list.
func lines(ms []i18n.Message) i18n.Message {
	if len(ms) == 1 {
		return ms[0]
	}
	return i18n.M("%s\n  %s", ms[0], lines(ms[1:]))
}

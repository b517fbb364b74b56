package main

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// lineWith is the line of out that starts with prefix ("" when none does).
func lineWith(out, prefix string) string {
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, prefix) {
			return l
		}
	}
	return ""
}

// A Marco Polo result whose players are "Best; Ann" (a name holding "; " and, before
// it, a catalog key) and Ben, tied and decided by camels, with the house rule's note:
// read back by `history show --lang hu` the tie-break and the note print the live
// Hungarian, the name untouched.
func TestMarcoPoloResultReadsBackInHungarian(t *testing.T) {
	e := newEnv(t)
	e.stdin = strings.Replace(mpNobodyCompleted, `"name": "Ann"`, `"name": "Best; Ann"`, 1)
	live := e.ok("--lang", "hu", "score", "marco-polo", "--input", "-")
	shown := e.ok("--lang", "hu", "history", "show", "1")
	for _, prefix := range []string{"Holtverseny: ", "Megjegyzés: "} {
		want := lineWith(live, prefix)
		if want == "" {
			t.Fatalf("no %q line in the live result:\n%s", prefix, live)
		}
		if got := lineWith(shown, prefix); got != want {
			t.Errorf("read back %q, live %q", got, want)
		}
	}
	mustContain(t, shown, "Holtverseny: Best; Ann, Ben: 31 pont, döntött: teve (3 – 1)",
		"Megjegyzés: most_contracts_needs_one: senki sem teljesített szerződést")
	if strings.Contains(shown, "Legjobb") {
		t.Errorf("a name was translated:\n%s", shown)
	}
}

// A --input file that does not exist is bad input, said in the table's language.
func TestScoreInputMissingFile(t *testing.T) {
	e := newEnv(t)
	missing := filepath.Join(t.TempDir(), "end.json")
	for lang, want := range map[string]string{"en": "does not exist; nothing was scored", "hu": "nem létezik; semmit sem pontoztam"} {
		_, errOut, code := e.run("--lang", lang, "score", "san-juan", "--input", missing)
		if code != 2 || !strings.Contains(errOut, missing+" "+want) || strings.Contains(errOut, "no such file") {
			t.Errorf("%s: exit %d, %q; want exit 2 and %q", lang, code, errOut, want)
		}
	}
}

// The stats scores table counts scores: its column is not the history list's "Scores"
// (Hungarian "Pontok", which reads as points).
func TestStatsScoresCountColumn(t *testing.T) {
	e := newEnv(t)
	e.stdin = mpNobodyCompleted
	e.ok("score", "marco-polo", "--input", "-")
	mustContain(t, e.ok("--lang", "hu", "stats", "scores"), "| Játék      | Darab |")
	mustContain(t, e.ok("stats", "scores"), "| Count |")
}

// Every stored text a game registers (its tie-break lines and notes, kept as English in
// the history) has Hungarian, and reads back a sample of itself (registration panics
// otherwise, so this test also lists that every game's package was loaded).
func TestEveryStoredTextHasHungarian(t *testing.T) {
	formats := scoring.StoredFormats()
	for _, want := range []string{"%s wins with %d: the game ended on %s's turn (%s)", "6-cost buildings scored %d VP each of their own (setting six_cost_vp, default %d)"} {
		if !slices.Contains(formats, want) {
			t.Errorf("%q is not registered", want)
		}
	}
	for _, f := range formats {
		if !i18n.Has(i18n.Hungarian, f) {
			t.Errorf("stored text %q has no Hungarian", f)
		}
	}
}

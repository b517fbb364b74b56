package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/kittest"
)

// marcoPoloTable starts the two-player script's table (ledger on) in English and plays
// its opening: the roll, Ann's pepper, Ann's turn done. Ben acts next, with five 5s and
// Matteo Polo's white 5.
func marcoPoloTable(t *testing.T) *env {
	e := newEnv(t)
	e.vars["NO_COLOR"] = "1"
	e.ok("new", "marco-polo", "--players", "Ann,Ben", "--option", "ledger=on", "--seed", "marco-polo-two")
	for _, a := range []string{"roll - 5,5,5,5,5,5", "bazaar Ann pepper 4 row=2", "done Ann"} {
		e.ok(append([]string{"do"}, strings.Fields(a)...)...)
	}
	return e
}

// marcoPoloRefusals are what a table may try on Ben's turn that talon turns down: the
// turn order, a rule's numbers, a cost, a destination out of reach, a misread word.
var marcoPoloRefusals = [][]string{
	{"do", "coins", "Ann", "3"},
	{"do", "bazaar", "Ben", "gold", "5"},
	{"do", "black", "Ben"},
	{"do", "travel", "Ben", "5,5", "to=beijing"},
	{"do", "bazaar", "Ben", "khan", "5"},
	{"do", "goods", "Ben", "gold"},
	{"do", "bazaar", "Ben", "peper", "5"},
}

// marcoPoloPlay is what play is answered on Ben's turn: contracts with a 5, slots 5 and
// 1 (slot 5 pays a coin or a camel more), then the older contract to discard and the
// extra coin, and quit.
var marcoPoloPlay = []string{"contracts", "5", "5", "1", "discard", "C39", "C23", "take", "1", "0", "quit"}

// marcoPoloScreens are the Marco Polo screens in one language: the status in the middle
// of a round, the refusals, then play's questions and menus on Ben's turn.
func marcoPoloRulesScreens(t *testing.T, lang string) string {
	e := marcoPoloTable(t)
	e.vars["TALON_LANG"] = lang
	var screen strings.Builder
	screen.WriteString("$ talon status\n" + e.ok("status"))
	for _, args := range marcoPoloRefusals {
		out, errOut, code := e.run(args...)
		if code != exitRefused && code != exitUsage {
			t.Fatalf("%s %v: exit %d, want a refusal:\n%s%s", lang, args, code, out, errOut)
		}
		screen.WriteString("$ talon " + strings.Join(args, " ") + "\n" + out + errOut)
	}
	e.tty = true
	e.prompt.answers = slices.Clone(marcoPoloPlay)
	screen.WriteString("$ talon play\n" + e.ok("play"))
	screen.WriteString("(play's lists, each with its label:)\n")
	for i, items := range e.prompt.offered {
		screen.WriteString(e.prompt.labels[i] + "\n")
		for _, item := range items {
			screen.WriteString("  " + item + "\n")
		}
	}
	return screen.String()
}

// The Marco Polo screens in English and Hungarian, each line within 80 columns.
func TestMarcoPoloRulesScreensInBothLanguages(t *testing.T) {
	en, hu := marcoPoloRulesScreens(t, "en"), marcoPoloRulesScreens(t, "hu")
	golden(t, "marcopolo_rules_en", en)
	golden(t, "marcopolo_rules_hu", hu)
	for _, screen := range []string{en, hu} {
		for _, line := range strings.Split(screen, "\n") {
			if n := len([]rune(line)); n > 80 {
				t.Errorf("a line is %d columns wide: %q", n, line)
			}
		}
	}
	mustContain(t, hu, "The Voyages of Marco Polo — ", "Következik: ", "R2 kockák száma: ", "költség: ", "R8 legkisebb kocka: ",
		"nem a Nagy Bazár mezője", "most nincs mit választani", "erre gondoltál", "szerződésmezők", "5. mező: ")
}

// The same screens in the pseudo language: every word outside the catalog is a name the
// table typed, an id or the board's own print.
func TestMarcoPoloRulesScreensGoThroughCatalog(t *testing.T) {
	screen := marcoPoloRulesScreens(t, "x-pseudo")
	data := append([]string{"Ann", "Ben", "talon", "do", "play", "fix", "Marco", "Polo"}, marcoPoloBoardWords()...)
	for _, a := range marcoPoloRefusals {
		data = append(data, a...)
	}
	data = append(data, marcoPoloPlay...)
	data = append(data, "coins", "camels", "pepper", "silk", "gold", "vp", "take", "to", "via", "row", "figure", "times", "trade",
		"goods", "cities", "to2", "via2", "card", "complete", "reroll", "adjust", "done", "bag", "khan", "travel", "contracts",
		"bazaar", "black", "discard", "undo", "status", "quit")
	if bad := bypassedWords(mapApart(screen), data); len(bad) > 0 {
		t.Errorf("words outside the catalog: %q in:\n%s", bad, screen)
	}
}

// A session started in English is played on in Hungarian (and German) with the names
// printed on those editions' pieces; the log keeps the English ids, and the English
// status reads the same session back in English.
func TestMarcoPoloResumedInHungarian(t *testing.T) {
	e := marcoPoloTable(t)
	for _, step := range []struct{ lang, typed, stored string }{
		{"hu", "bazaar Ben bors 5", "bazaar Ben pepper 5"},
		{"hu", "done Ben", "done Ben"},
		{"hu", "travel Ann 3,3 to=Moszkva", "travel Ann 3,3 to=moscow via=oasis_a"},
		{"hu", "done Ann", "done Ann"},
		{"de", "bazaar Ben Seide 5,5", "bazaar Ben silk 5,5"},
		{"hu", "done Ben", "done Ben"},
		{"hu", "khan Ann 2", "khan Ann 2"},
		{"hu", "goods Ann arany", "goods Ann gold"},
	} {
		out := e.ok(append([]string{"--lang", step.lang, "do"}, strings.Fields(step.typed)...)...)
		var st statusJSON
		if err := json.Unmarshal([]byte(e.ok("status", "--json")), &st); err != nil {
			t.Fatal(err)
		}
		if st.Last == nil || st.Last.Action != step.stored {
			t.Fatalf("%q stored as %+v, want %q (output %s)", step.typed, st.Last, step.stored, out)
		}
	}
	mustContain(t, e.ok("--lang", "hu", "status"), "Ann kap: 1 arany (Kán kegye)", "Moscow", "The Voyages of Marco Polo — ")
	mustContain(t, e.ok("--lang", "en", "status"), "Ann gains 1 gold (Khan's favor)", "Moscow", "The Voyages of Marco Polo")
}

// A whole four-player game with the expert variants (draft, goals kept, random city
// bonuses), every step of the script typed through `talon do` in the pseudo language:
// what each action did, what comes next and every refusal go through the catalog. The
// echoed action ("#12 travel Ann …") is the log's canonical text and is not read.
func TestMarcoPoloWholeGameGoesThroughCatalog(t *testing.T) {
	sc, err := kittest.ReadScript("../../companion/marcopolo/testdata/four_player_expert.txtar")
	if err != nil {
		t.Fatal(err)
	}
	e := newEnv(t)
	startScript(t, e, "marco-polo", sc)
	e.vars["TALON_LANG"] = "x-pseudo"
	data := append([]string{"talon", "Marco", "Polo", "b", "w", "n", "x"}, sc.Players...)
	var bad []string
	refused := 0
	for _, st := range sc.Steps {
		out, errOut, code := e.run(append([]string{"do"}, strings.Fields(st.Action)...)...)
		if code == exitRefused && strings.Contains(errOut, "⟦") {
			refused++
		}
		var read []string
		for _, line := range strings.Split(out+errOut, "\n") {
			if !strings.HasPrefix(line, "#") {
				read = append(read, line)
			}
		}
		for _, w := range bypassedWords(strings.Join(read, "\n"), data) {
			if !slices.Contains(bad, w) {
				bad = append(bad, w)
				t.Errorf("%q outside the catalog after %q:\n%s%s", w, st.Action, out, errOut)
			}
		}
	}
	if refused < 5 {
		t.Errorf("only %d refusals read in the pseudo language: the script did not run as written", refused)
	}
	if w := bypassedWords(mapApart(e.ok("status", "1")), append(data, marcoPoloBoardWords()...)); len(w) > 0 { // the game's end, read through the catalog too
		t.Errorf("words outside the catalog at the game's end: %q", w)
	}
}

// marcoPoloBoardWords are the map's own print: the oases' marks (the places are names
// in the table's language, bracketed like every text) and the route costs' unit.
func marcoPoloBoardWords() []string {
	return []string{"oA", "oB", "oC", "oD", "oE", "oF", "oG", "oH", "oI", "oJ", "c"}
}

// mapApart reads the map's lines apart: they join places and route costs with dashes
// ("oG-3c-Ormuz"), which a word would otherwise keep. Dashes inside a bracketed text
// are its own and stay.
func mapApart(screen string) string {
	var b strings.Builder
	depth := 0
	for _, r := range screen {
		switch {
		case r == '⟦':
			depth++
		case r == '⟧':
			depth--
		case r == '-' && depth == 0:
			r = ' '
		}
		b.WriteRune(r)
	}
	return b.String()
}

package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/kittest"
	"github.com/talon-games/talon/history"
)

// neptunScript reads the accepted actions of the Neptun companion's whole-game script.
func neptunScript(t testing.TB) []string {
	return acceptedActions(t, "../../companion/neptun/testdata/three_player_game.txtar")
}

// acceptedActions reads the actions of a kit script that must be accepted.
func acceptedActions(t testing.TB, path string) []string {
	sc, err := kittest.ReadScript(path)
	if err != nil {
		t.Fatal(err)
	}
	var actions []string
	for _, st := range sc.Steps {
		if st.Expect != kittest.Refused && st.Expect != kittest.BadInput {
			actions = append(actions, st.Action)
		}
	}
	return actions
}

// neptunScriptSeed is the seed the script was written for (its header says so).
const neptunScriptSeed = "DJGE-WWDD-PEV5-2"

func TestNeptunWholeGameThroughTalonDo(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "neptun", "--players", "Ann,Ben,Cid", "--seed", neptunScriptSeed)
	actions := neptunScript(t)
	for i, a := range actions {
		out := e.ok(append([]string{"do"}, strings.Fields(a)...)...)
		if i == len(actions)-1 {
			mustContain(t, out, "Final score", "Point tiles")
		}
	}
	out := e.ok("history")
	mustContain(t, out, "Neptun")
	out = e.ok("neptun", "rounds", "1")
	mustContain(t, out, "Round 1", "Round 3", "Bonus tile: ", "Gold temple", "3 rounds kept with session 1.")
	mustContain(t, e.ok("status", "1"), "Tiles, best first")
	// The rounds kept in English read in the table's language, temples by their names.
	hu := e.ok("--lang", "hu", "neptun", "rounds", "1")
	mustContain(t, hu, "1. kör", "3. kör", "Templom", "Lapkák, a legjobb elöl", "Arany templom", "Bónusz lapka: ")
	for _, en := range []string{"Round", "Temple", "takes", "Bonus tile"} {
		if strings.Contains(hu, en) {
			t.Errorf("neptun rounds in Hungarian keeps %q:\n%s", en, hu)
		}
	}
}

// A round is kept with the session by the action that scores it, in that action's
// transaction, and an undo takes it back: no command has to ask for it.
func TestNeptunRoundsKeptAsScored(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "neptun", "--players", "Ann,Ben,Cid", "--seed", neptunScriptSeed)
	kept := func() int {
		t.Helper()
		s, err := history.Open(e.db)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		rounds, err := s.Rounds(context.Background(), 1)
		if err != nil {
			t.Fatal(err)
		}
		return len(rounds)
	}
	for _, a := range neptunScript(t) {
		e.ok(append([]string{"do"}, strings.Fields(a)...)...)
		if n := kept(); n > 0 {
			if n != 1 {
				t.Fatalf("%q: %d rounds kept after the first scored", a, n)
			}
			e.ok("undo")
			if n := kept(); n != 0 {
				t.Fatalf("undo of %q left %d round(s) kept", a, n)
			}
			return
		}
	}
	t.Fatal("no action of the script kept a round with the session")
}

func TestNeptunRefusalsThroughTalonDo(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "neptun", "--players", "Ann,Ben,Cid", "--seed", neptunScriptSeed)
	// Cid is first in this seed's order.
	_, errOut, code := e.run("do", "reveal", "Ann", "city=tyros", "region=graecia", "good=salt", "reward=gold", "amount=4", "wind=0", "oar=3")
	if code != exitRefused || !strings.Contains(errOut, "turn order: it is Cid's turn") {
		t.Errorf("out of turn: exit %d %q", code, errOut)
	}
	_, errOut, code = e.run("do", "reveal", "Cid", "city=Alexandira", "good=olive", "reward=temple", "amount=2", "wind=0", "oar=3")
	if code != exitUsage || !strings.Contains(errOut, "did you mean alexandria?") {
		t.Errorf("misspelt city: exit %d %q", code, errOut)
	}
	// A name talon does not know is never made a city by a card: it is refused, and
	// only `add city` names a new harbour.
	_, errOut, code = e.run("do", "reveal", "Cid", "city=Massilia", "region=graecia", "good=olive", "reward=temple", "amount=2", "wind=0", "oar=3")
	if code != exitUsage || !strings.Contains(errOut, `"Massilia" is not a city`) || !strings.Contains(errOut, "add city NAME") {
		t.Errorf("unknown city: exit %d %q", code, errOut)
	}
	out := e.ok("do", "add", "city", "Massilia")
	mustContain(t, out, "add city massilia")
	out = e.ok("do", "reveal", "Cid", "city=massil", "region=Griechenland", "good=szőlő", "reward=arany", "amount=2", "wind=+1", "oar=3")
	mustContain(t, out, "#2 reveal Cid city=massilia region=graecia good=grape reward=gold amount=2\n    wind=1 oar=3\n", "not checked") // wrapped at 80
	_, errOut, code = e.run("do", "take", "Cid", "2", "slot=1")
	if code != exitRefused || !strings.Contains(errOut, "after turning up set 1 you may only take it") {
		t.Errorf("take another set: exit %d %q", code, errOut)
	}
}

func TestNeptunDataTemplateImportShow(t *testing.T) {
	e := newEnv(t)
	dir := t.TempDir()
	template := filepath.Join(dir, "box.yaml")
	if err := os.WriteFile(template, []byte(e.ok("neptun", "data", "template")), 0o644); err != nil {
		t.Fatal(err)
	}
	out := e.ok("neptun", "data", "import", template)
	mustContain(t, out, "Neptun data file", "(not yet) tokens dealt", "Kept as")
	broken := filepath.Join(dir, "broken.yaml")
	if err := os.WriteFile(broken, []byte("distance_tokens:\n  coastal: [3, 9]\nbonus_tiles: [1]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errOut, code := e.run("neptun", "data", "import", broken)
	if code != exitUsage || !strings.Contains(errOut, "15 values, got 2") || !strings.Contains(errOut, "bonus_tiles: line 3: 15 values, got 1") {
		t.Errorf("broken file: exit %d %q", code, errOut)
	}
	out = e.ok("neptun", "data", "show", "../../companion/neptun/testdata/data/filled.yaml")
	if strings.Contains(out, "(not yet)") {
		t.Errorf("a filled file unlocks everything:\n%s", out)
	}
	out = e.ok("new", "neptun", "--players", "Ann,Ben,Cid", "--data", "box=../../companion/neptun/testdata/data/filled.yaml")
	mustContain(t, out, "Box data", "routes", "oar cards")
	out = e.ok("status")
	mustContain(t, out, "city=CITY")
}

// Neptun's main screens in English and Hungarian (issue 16): a session begun in English
// is played on in Hungarian with Hungarian and German names typed; its log keeps the
// canonical ids; the status (with its board) and a refusal are golden.
func TestNeptunInBothLanguages(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "neptun", "--players", "Ann,Ben,Cid", "--seed", neptunScriptSeed)
	e.ok("do", "reveal", "Cid", "city=alexandria", "good=olive", "reward=temple", "amount=2", "wind=0", "oar=3")
	e.ok("--lang", "hu", "do", "take", "Cid", "1", "slot=1")
	typed := e.ok("--lang", "hu", "do", "reveal", "Ben", "city=Kréta", "region=Griechenland", "good=szőlő", "reward=arany", "amount=3", "wind=1", "oar=4")
	mustContain(t, typed, "#3 reveal Ben city=crete region=graecia good=grape reward=gold amount=3 wind=1\n    oar=4\n") // wrapped at 80
	e.ok("--lang", "de", "do", "take", "Ben", "2", "slot=2")
	_, refusal, code := e.run("--lang", "hu", "do", "take", "Ann", "1", "slot=1")
	if code != exitRefused {
		t.Fatalf("refusal: exit %d %s", code, refusal)
	}
	mustContain(t, refusal, "szerződés választása: az 1. szettet már elvitte: Cid")
	mustContain(t, e.ok("status", "1", "--json"), `"action": "take Ben 2 slot=2"`)
	for _, lang := range []string{"en", "hu"} {
		golden(t, "neptun_status_"+lang, e.ok("--lang", lang, "status", "1"))
	}
	// Sailing in the contract phase: the refusal names the phase in Hungarian too.
	_, phase, _ := e.run("--lang", "hu", "do", "sail", "Ann", "tyros")
	golden(t, "neptun_refusal_hu", refusal+phase)
}

package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
)

// catanSetUp starts a beginner Catan for Ann, Ben and Cid with set-up done through
// `talon do`, colour off, a terminal to play on.
func catanSetUp(t *testing.T) *env { return catanSetUpFor(t, "Ann,Ben,Cid") }

// catanSetUpFor is catanSetUp with the players given, in seat order.
func catanSetUpFor(t *testing.T, players string) *env {
	e := newEnv(t)
	e.tty = true
	e.vars["NO_COLOR"] = "1"
	e.ok("new", "catan", "--players", players, "--option", "layout=beginner", "--seed", "table-one")
	for _, s := range []string{"place settlement 23", "place road 23-29", "place settlement 25", "place road 25-31",
		"place settlement 40", "place road 40-45", "place settlement 42", "place road 42-47",
		"place settlement 10", "place road 10-15", "place settlement 36", "place road 36-41"} {
		e.ok(append([]string{"do"}, strings.Fields(s)...)...)
	}
	return e
}

// actions are the live actions of session 1, as stored.
func actions(t *testing.T, e *env) []string {
	t.Helper()
	var st struct {
		Last *companion.Event `json:"last_event"`
	}
	var out []string
	for {
		if err := json.Unmarshal([]byte(e.ok("status", "1", "--json")), &st); err != nil {
			t.Fatal(err)
		}
		break
	}
	if st.Last != nil {
		out = append(out, st.Last.Action)
	}
	return out
}

// A typed answer is what is recorded: typing 4 places on 4, not on the first entry of
// the list; a typed position the rules forbid is explained as it is typed, and nothing
// is recorded until an entry the player chose is taken.
func TestPlayRecordsWhatWasTyped(t *testing.T) {
	e := newEnv(t)
	e.tty = true
	e.vars["NO_COLOR"] = "1"
	e.ok("new", "catan", "--players", "Ann,Ben,Cid", "--option", "layout=beginner", "--seed", "table-one")
	e.prompt.answers = []string{
		"place settlement", "4",
		"place road", "4-8",
		"place settlement", "8", "13", // 8 is next to Ann's 4
		"quit",
	}
	out := e.ok("play")
	mustContain(t, out, "✓ #1 place settlement 4 ", "✓ #2 place road 4-8 ", "✓ #3 place settlement 13 ")
	if len(e.prompt.noMatches) != 1 || !strings.Contains(e.prompt.noMatches[0], "distance rule") {
		t.Errorf("typing 8 next to Ann's 4 should say the distance rule, said %q", e.prompt.noMatches)
	}
	// The board is drawn once before each question answered on it, compact at 80
	// columns, and not at the start of play.
	if n := strings.Count(out, "A1 10"); n != 3 {
		t.Errorf("board drawn %d times, want once before each of the 3 placements:\n%s", n, out)
	}
	mustFit(t, "play", out, 80)
}

// Esc backs out of a question to the action menu; nothing is recorded. After undo,
// play says what happens next.
func TestPlayEscBacksOutAndUndoSaysWhatIsNext(t *testing.T) {
	e := catanSetUp(t)
	e.prompt.answers = []string{
		"roll", "<esc>", // back out of the dice question
		"roll", "3,5",
		"undo",
		"quit",
	}
	out := e.ok("play")
	mustContain(t, out, "Back to the menu; nothing recorded.", "✓ #13 roll 3,5", "Undid #13 roll 3,5\nNext: Ann rolls")
	if n := eventsIn(t, e); n != 12 {
		t.Errorf("%d live events, want the 12 of set-up", n)
	}
}

// The discard talon worked out from the hand sizes is filled in, not asked.
func TestPlayFillsInTheDiscardTalonKnows(t *testing.T) {
	e := catanSetUp(t)
	e.ok("do", "roll", "3,4")
	e.ok("do", "hands", "Ann=9", "Ben=3", "Cid=2")
	e.prompt.answers = []string{"discard", "quit"}
	out := e.ok("play")
	mustContain(t, out, "player: Ann\n", "count: 4\n", "✓ #15 discard Ann 4")
}

// A pick list shows a building held twice once, with its count, and takes it twice.
func TestPickListsShowCounts(t *testing.T) {
	items := optionItems(groupOptions([]companion.Option{
		{Value: "indigo_plant", Label: "Indigo Plant"}, {Value: "sugar_mill", Label: "Sugar Mill", Aliases: []string{"Zuckermühle"}}, {Value: "indigo_plant", Label: "Indigo Plant"},
	}))
	if got := strings.Join(texts(items), " | "); got != "Indigo Plant ×2 | Sugar Mill" {
		t.Errorf("items %q", got)
	}
	for typed, want := range map[string][]int{
		"sugar": {1}, "zuckermuhle": {1}, "sugar_mill": {1}, "plant": {0}, "": {0, 1}, "smithy": nil, "i": {0}, "mill": {1},
	} {
		if got := matchItems(items, typed); !equalInts(got, want) {
			t.Errorf("typed %q leaves %v, want %v", typed, got, want)
		}
	}
	// Nothing typed leaves every entry, the "(none)" of an optional question too (its
	// value is empty, which used to match nothing typed exactly and hide the others).
	optional := append([]Item{{Text: "(none)", Names: []string{"", "(none)", "none"}}}, items...)
	if got := matchItems(optional, ""); !equalInts(got, []int{0, 1, 2}) {
		t.Errorf("nothing typed leaves %v of an optional list", got)
	}
	// An exact name wins over the entries that merely contain it: 4 is 4, not 14.
	numbers := optionItems(groupOptions(companion.Range(1, 20)))
	if got := matchItems(numbers, "4"); !equalInts(got, []int{3}) {
		t.Errorf("typed 4 leaves %v", got)
	}
	// A sign is part of a number: typing 1 in a list of wind modifiers is 1, never -1.
	winds := optionItems(groupOptions(companion.Range(-2, 2)))
	for typed, want := range map[string][]int{"1": {3}, "-1": {1}, "-2": {0}} {
		got := matchItems(winds, typed)
		if !equalInts(got, want) {
			t.Errorf("winds: typed %q leaves %v, want %v", typed, got, want)
		}
		if len(want) == 1 && !takes(winds, typed, false, got[0]) {
			t.Errorf("winds: Enter after %q does not take %s", typed, texts(winds)[got[0]])
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// A bank trade with counts is entered in play as the table says it.
func TestPlayTradeWithCounts(t *testing.T) {
	e := catanSetUp(t)
	e.ok("do", "roll", "3,5")
	e.prompt.answers = []string{"trade", "bank", "4 lumber", "1 grain", "quit"}
	out := e.ok("play")
	mustContain(t, out, "✓ #14 trade bank 4 lumber for 1 grain", "trades 4 lumber with the bank for 1 grain")
}

// A number typed out of range at a line question is refused in the table's language,
// naming the number as the rulebook does ("kék kocka", not "blue die").
func TestPlayNumberRefusalInHungarian(t *testing.T) {
	e := newEnv(t)
	e.tty = true
	e.vars["NO_COLOR"] = "1"
	e.vars["TALON_LANG"] = "hu"
	e.ok("new", "genoa", "--players", "Ann,Ben", "--option", "first=Ben")
	e.prompt.answers = []string{"roll", "9,1", "3,5", "quit"}
	out := e.ok("play")
	mustContain(t, out, `✗ kék kocka: "9" nem egész szám 1 és 8 között`)
}

// A typed answer a line question refuses (a hand size out of range) is said in the
// table's language: the prompter prints the validator's error as it is.
func TestPlayLineRefusalInHungarian(t *testing.T) {
	e := catanSetUp(t)
	e.vars["TALON_LANG"] = "hu"
	e.ok("do", "roll", "3,4")
	e.prompt.answers = []string{"hands", "öt", "9", "3", "2", "quit"}
	e.ok("play")
	if len(e.prompt.refused) != 1 || !strings.Contains(e.prompt.refused[0], `Ann: "öt" nem egész szám 0 és`) {
		t.Errorf("refusal of öt: %q", e.prompt.refused)
	}
}

package catan_test

import (
	"slices"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/catan"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/kittest"
)

// The robber's steal list used to offer every opponent, so `robber A3 steal=Ben` was
// offered and then refused. It now depends on the hex chosen.
func TestRobberVictimsDependOnTheHex(t *testing.T) {
	st := do(t, setupABC(t), "roll 3,4", "hands Ann=3 Ben=3 Cid=3")
	var robber companion.Choice
	for _, c := range st.Legal() {
		if c.Verb == "robber" {
			robber = c
		}
	}
	if len(robber.Args) != 2 || robber.Args[1].Depends == nil {
		t.Fatalf("robber choice %+v: the victims must depend on the hex", robber)
	}
	for _, hex := range robber.Args[0].Options {
		victims := kittest.Values(robber.Args[1].After([]string{hex.Value}).Options)
		h, err := catan.ParseHex(hex.Value)
		if err != nil {
			t.Fatal(err)
		}
		// Every victim offered is accepted; every other opponent is refused by the rule.
		for _, name := range []string{"Ben", "Cid"} {
			_, err := kittest.Apply(st, "robber "+hex.Value+" steal="+name)
			if offered := slices.Contains(victims, name); offered != (err == nil) {
				t.Errorf("hex %s (%d): %s offered=%v, applying gave %v", hex.Value, h, name, offered, err)
			}
		}
	}
	// B4 touches only Ben's settlement 26 (see TestProductionRobberAndCities).
	if got := kittest.Values(robber.Args[1].After([]string{"B4"}).Options); !slices.Equal(got, []string{"Ben"}) {
		t.Errorf("victims on B4: %v, want [Ben]", got)
	}
}

// A path written by its intersections' coordinates, the first with a negative number,
// used to be read as the intersection "N(1," and refused.
func TestPathWithNegativeCoordinates(t *testing.T) {
	for e := range catan.NumEdges {
		label := catan.EdgeLabel(e)
		got, err := catan.ParseEdge(label)
		if err != nil || got != e {
			t.Fatalf("ParseEdge(%q) = %d, %v; want %d", label, got, err, e)
		}
	}
	e, err := catan.ParseEdge("N(1,-1)-S(1,-2)")
	if err != nil {
		t.Fatalf("N(1,-1)-S(1,-2): %v", err)
	}
	again, err := catan.ParseEdge("S(1,-2)-N(1,-1)")
	if err != nil || again != e {
		t.Errorf("the same path backwards: %d, %v; want %d", again, err, e)
	}
	if _, err := catan.ParseEdge("N(1,-1)-N(5,5)"); err == nil {
		t.Error("a corner off the island was read")
	}
	a, err := companion.Parse("place road N(1,-1)-S(1,-2)")
	if err != nil || len(a.Args) != 2 {
		t.Fatalf("the action grammar splits the path: %#v, %v", a, err)
	}
}

// A bank trade as the play prompt builds it from the trade choice's answers (the cards
// given as one answer, the cards taken as for=) is read like the typed line.
func TestTradeFromPromptAnswers(t *testing.T) {
	st := do(t, setupABC(t), "roll 2,3")
	var trade companion.Choice
	for _, c := range st.Legal() {
		if c.Verb == "trade" {
			trade = c
		}
	}
	a := trade.Action([]string{"bank", "4 ore", "1 grain"})
	text, err := kittest.Resolve(st, a.String(), nil)
	if err != nil || text != "trade bank 4 ore for 1 grain" {
		t.Fatalf("%q resolved to %q, %v", a.String(), text, err)
	}
}

// On a 7 the hand sizes' usage shows what each value is in the table's words: "hands
// Ann=KÁRTYÁK …" in Hungarian, "Ann=CARDS" in English; it read "Ann=ANN" (hu-games
// item 3).
func TestHandsUsageSaysCards(t *testing.T) {
	st := do(t, setupABC(t), "roll 3,4")
	for lang, want := range map[i18n.Lang]string{i18n.Hungarian: "hands Ann=KÁRTYÁK [Ben=KÁRTYÁK] [Cid=KÁRTYÁK]", i18n.English: "hands Ann=CARDS [Ben=CARDS] [Cid=CARDS]"} {
		var got []string
		for _, c := range companion.LegalIn(st, i18n.NewPrinter(lang)) {
			if c.Verb == "hands" {
				got = append(got, c.Usage())
			}
		}
		if !slices.Contains(got, want) {
			t.Errorf("%s: hands usage %q, want %q", lang, got, want)
		}
	}
}

package marcopolo

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// With the ledger off, what a travel leaves unchecked tells the table how talon would
// count it, in a sentence of its language (it read "(--option ledger=on: a talon)").
func TestLedgerOffNoteReadsAsASentence(t *testing.T) {
	s := sessionOf(threePlain(t, DefaultSettings()))
	_, out, err := s.Apply(s.write(Place{Seat: 0, Space: space(Travel), Dice: own(4, 5), Legs: leg(OasisA, Moscow)}))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		lang      i18n.Lang
		want, not string
	}{
		{i18n.English, "accepted, not checked: ledger off: coins, camels and goods stay on the table (with --option ledger=on, talon keeps and checks them)", ""},
		{i18n.Hungarian, ": könyvelés nélkül az érmét, tevét és árut az asztal tartja számon; --option ledger=be mellett a talon vezeti és ellenőrzi", ": a talon)"},
	} {
		got := strings.Join(out.Lines(i18n.NewPrinter(c.lang)), "\n")
		if !strings.Contains(got, c.want) || c.not != "" && strings.Contains(got, c.not) {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
	}
}

// A list of dice names the black, white and neutral dice by their colour in the table's
// language; the typed notation (b4, w2, n1) is for the action line only.
func TestDiceListsReadPlainly(t *testing.T) {
	dice := diceShown{{Value: 4}, {Value: 3}, {Kind: BlackDie, Value: 5}, {Kind: WhiteDie, Value: 2}}
	for _, c := range []struct {
		lang i18n.Lang
		want string
	}{{i18n.English, "4 3, black 5, white 2"}, {i18n.Hungarian, "4 3, fekete 5, fehér 2"}} {
		if got := dice.Local(i18n.NewPrinter(c.lang)); got != c.want {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
	}
	for _, c := range []struct {
		dice diceShown
		want string
	}{
		{nil, "nincs"},
		{diceShown{{Kind: NeutralDie, Value: 1}}, "semleges 1"},
		{diceShown{{}, {}}, "? ?"},
		{diceShown{{Kind: WhiteDie}}, "fehér ?"},
	} {
		if got := c.dice.Local(i18n.NewPrinter(i18n.Hungarian)); got != c.want {
			t.Errorf("%v: %q, want %q", c.dice, got, c.want)
		}
	}
	// Matteo Polo's white die in the players' table and in the roll's note.
	s := newTestState(t, DefaultSettings(), []Character{Matteo, Berke}, []int{4, 4, 3, 2, 3, 2}, []int{1, 2, 3, 4, 5})
	hu := i18n.NewPrinter(i18n.Hungarian)
	view := sessionOf(s).LocalView(hu)
	all := strings.Join(view.Last, "\n")
	for _, tb := range view.Tables {
		for _, r := range tb.Rows {
			all += "\n" + strings.Join(r, "|")
		}
	}
	if !strings.Contains(all, "4 4 3 2 3, fehér 2") || strings.Contains(all, "w2") {
		t.Errorf("Matteo's dice do not read plainly:\n%s", all)
	}
}

// Marco Polo's final score row of goods is its own ("Megmaradt áru", as the seed
// counts "minden megmaradt 2 áruja"), not Genoa's goods (Árucikk).
func TestGoodsRowIsMarcoPolos(t *testing.T) {
	hu := i18n.NewPrinter(i18n.Hungarian)
	if got := hu.Sprintf(CatGoods); got != "Megmaradt áru" {
		t.Errorf("Marco Polo's goods row reads %q", got)
	}
	if CatGoods == "Goods" { // Genoa's key (its Hungarian is Árucikk): one key, one text
		t.Errorf("Marco Polo's goods row shares Genoa's key %q", CatGoods)
	}
}

// A black or white die is typed by b/w or by its colour's word in the table's language;
// "f" alone (fekete or fehér?) is refused.
func TestDiceTypedInEveryLanguage(t *testing.T) {
	got, err := parseDice("3, fekete4, FEHÉR2, schwarz1, weiß5, feher6, black2, w1")
	if err != nil {
		t.Fatal(err)
	}
	want := []DieRef{{Value: 3}, {Kind: BlackDie, Value: 4}, {Kind: WhiteDie, Value: 2}, {Kind: BlackDie, Value: 1},
		{Kind: WhiteDie, Value: 5}, {Kind: WhiteDie, Value: 6}, {Kind: BlackDie, Value: 2}, {Kind: WhiteDie, Value: 1}}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("die %d: %v, want %v", i+1, got[i], want[i])
		}
	}
	if _, err := parseDice("f3"); err == nil {
		t.Error("f3 accepted")
	}
}

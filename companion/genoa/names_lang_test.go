package genoa

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/kittest"
)

// A misspelt or ambiguous name is answered with the names printed on the table's
// components: Hungarian in Hungarian, the digest's German building names in German,
// the id in English and where the edition's name is UNKNOWN (a Hungarian table was told
// "did you mean cathedral?" and "could be coach_house or tavern").
func TestNamesInTheTablesLanguage(t *testing.T) {
	st, err := kittest.Apply(kittest.Opening(t, Entry(), "testdata/five_player_game.txtar"), "roll 4,4") // the market: the tower moves next
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		action string
		says   map[i18n.Lang]string
	}{
		{"move Katedrlis", map[i18n.Lang]string{
			i18n.Hungarian: `"Katedrlis": nincs ilyen (mező); erre gondoltál: Katedrális?`,
			i18n.German:    "did you mean Kathedrale?",
			i18n.English:   `"Katedrlis" is not a space; did you mean cathedral?`}},
		{"move Kocs", map[i18n.Lang]string{
			i18n.Hungarian: `"Kocs" lehet Kocsiszín vagy Kocsma is: írj be többet a nevéből (mező)`,
			i18n.German:    `"Kocs" could be Kocsiszín or Kocsma: type more of the space's name`,
			i18n.English:   `"Kocs" could be Kocsiszín or Kocsma: type more of the space's name`}},
		{"move pa", map[i18n.Lang]string{
			i18n.Hungarian: `"pa" lehet Palota vagy Park is: írj be többet a nevéből (mező)`,
			i18n.German:    `"pa" could be palace or Park: type more`, // the Palace's German name is UNKNOWN
			i18n.English:   `"pa" could be palace or park: type more`}},
		{"move vi", map[i18n.Lang]string{ // the villas' German names are UNKNOWN: their ids
			i18n.Hungarian: `"vi" lehet Villa Colini, Villa Monetti, Villa Ricci vagy Villa Zasteri is`,
			i18n.German:    `"vi" could be villa_colini, villa_monetti, villa_ricci or villa_zasteri`}},
		{"move drinks_warehose", map[i18n.Lang]string{ // its Hungarian name is UNKNOWN
			i18n.Hungarian: "erre gondoltál: drinks_warehouse?",
			i18n.German:    "did you mean Getreidelager?",
			i18n.English:   "did you mean drinks_warehouse?"}},
		{"tile commodity Cid borr", map[i18n.Lang]string{ // the German goods are INFERRED: not shown
			i18n.Hungarian: "erre gondoltál: bors vagy bor?",
			i18n.German:    "did you mean pepper or wine?",
			i18n.English:   "did you mean pepper or wine?"}},
		{"tile trade Cid give=pepper get=markr", map[i18n.Lang]string{
			i18n.Hungarian: "erre gondoltál: tulajdon jelző?",
			i18n.English:   "did you mean marker?"}},
		{"fix borss Cid 2", map[i18n.Lang]string{ // a correction's field by its printed name
			i18n.Hungarian: "nincs ilyen (javítandó érték); erre gondoltál: bors?",
			i18n.English:   "did you mean pepper?"}},
		{"tile x Cid", map[i18n.Lang]string{
			i18n.Hungarian: "Lehetőségek: startmező, 1:1 kereskedés, választható árucikk, épület akció, extra akció",
			i18n.English:   "(starting_space, trade, commodity_of_choice, building_action, extra_action)"}},
	} {
		kittest.RefusedIn(t, st, tc.action, tc.says)
	}
}

// A names file from the table gives a name talon did not know: a "did you mean" then
// names the thing by it.
func TestNamesFileNamesAreSuggested(t *testing.T) {
	words, err := ParseNames([]byte("building | drinks_warehouse | Drinks warehouse | Getreidelager | Italraktár |\n"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = words.Buildings.Find("Italraktr")
	if got := i18n.NewPrinter(i18n.Hungarian).Error(err); !strings.HasSuffix(got, "erre gondoltál: Italraktár?") {
		t.Errorf("in Hungarian: %q", got)
	}
	_, err = DefaultNames.Buildings.Find("drinks_warehose")
	if got := i18n.NewPrinter(i18n.Hungarian).Error(err); !strings.HasSuffix(got, "erre gondoltál: drinks_warehouse?") {
		t.Errorf("talon's own names, in Hungarian: %q", got)
	}
}

// A correction takes a field by the names on the table's components and keeps the id
// in the action; what it did reads by those names ("Cid · bors javítva: 0 → 2").
func TestFixByPrintedNames(t *testing.T) {
	st := kittest.Opening(t, Entry(), "testdata/five_player_game.txtar")
	for typed, stored := range map[string]string{
		"fix bors Cid 2":           "fix pepper Cid 2",
		"fix dukát Cid 100":        "fix ducats Cid 100",
		"fix tulajdon_jelzo Cid 1": "fix markers Cid 1",
		"fix szerződés Cid 2":      "fix contract Cid 2",
		"fix startmező Cid 1":      "fix starting_space Cid 1",
		"fix deck_contract 5":      "fix deck_contract 5",
	} {
		if got, err := kittest.Resolve(st, typed, nil); err != nil || got != stored {
			t.Errorf("%q: %q, %v; want %q", typed, got, err, stored)
		}
	}
	next, err := kittest.Apply(st, "fix pepper Cid 2")
	if err != nil {
		t.Fatal(err)
	}
	hu := strings.Join(companion.ViewIn(next, i18n.NewPrinter(i18n.Hungarian)).Last, "\n")
	en := strings.Join(companion.ViewIn(next, i18n.NewPrinter(i18n.English)).Last, "\n")
	if !strings.Contains(hu, "Cid · bors javítva: 0 → 2") || !strings.Contains(en, "Cid's pepper corrected from 0 to 2") {
		t.Errorf("the correction reads:\n%s\n%s", hu, en)
	}
}

// Corrections are one choice, `fix WHAT [PLAYER] COUNT`, not a row per count (25 rows
// pushed the turn's moves off an 80x24 status): what is offered by its help in the
// table's language and taken by its printed name, the player asked only for a
// player's count, the count bounded by what is corrected (hu-trial F21).
func TestFixIsOneChoice(t *testing.T) {
	st := kittest.Opening(t, Entry(), "testdata/five_player_game.txtar")
	var fixes []companion.Choice
	for _, c := range companion.LegalIn(st, i18n.NewPrinter(i18n.Hungarian)) {
		if strings.HasPrefix(c.Verb, companion.VerbFix) {
			fixes = append(fixes, c)
		}
	}
	if len(fixes) != 1 || fixes[0].Usage() != "fix MIT [JÁTÉKOS] DARAB" {
		t.Fatalf("corrections offered: %+v", fixes)
	}
	c := fixes[0]
	what, err := c.Args[0].Check("bors")
	if err != nil || what != "pepper" {
		t.Fatalf("what: bors → %q, %v", what, err)
	}
	if p := c.Args[1].After([]string{what}); p.Skip || len(p.Options) != 5 {
		t.Errorf("pepper is a player's: player asked %+v", p)
	}
	if n := c.Args[2].After([]string{what, "Cid"}); !n.Number || n.Max == 0 {
		t.Errorf("count for pepper: %+v", n)
	}
	if p := c.Args[1].After([]string{"rounds_left"}); !p.Skip {
		t.Errorf("rounds_left is nobody's, yet the player is asked: %+v", p)
	}
	for answers, want := range map[[3]string]string{{"pepper", "Cid", "2"}: "fix pepper Cid 2", {"rounds_left", "", "3"}: "fix rounds_left 3"} {
		a := c.Action(answers[:])
		if a.String() != want {
			t.Errorf("%v → %q, want %q", answers, a, want)
		}
		if _, err := kittest.Apply(st, a.String()); err != nil {
			t.Errorf("%s: %v", a, err)
		}
	}
}

// The names file the table edits has every comment in its language, not only the
// header: each comment of names.txt has its Hungarian text, and the Hungarian file
// shows none of the English ones.
func TestNamesFileCommentsInHungarian(t *testing.T) {
	hu := DefaultNames.TextIn(i18n.NewPrinter(i18n.Hungarian))
	for _, line := range strings.Split(defaultNamesText, "\n") {
		if !strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "#" {
			continue
		}
		if strings.Contains(hu, line+"\n") {
			t.Errorf("the Hungarian names file keeps the English comment %q", line)
		}
	}
	if !strings.Contains(hu, "# A villák neve") {
		t.Errorf("the Hungarian names file lacks a translated comment:\n%s", hu)
	}
	if en := DefaultNames.TextIn(i18n.NewPrinter(i18n.English)); en != DefaultNames.Text() {
		t.Error("the English names file differs from Text()")
	}
}

// The round track and the decks are corrected by Hungarian words too, and a Hungarian
// refusal names them so, not by the ids rounds_left and deck_contract (hu-games item 1).
// A deck's word is not the card kind's: in ledger mode "szerződés" stays a player's
// Contract cards, "szerződés pakli" the deck.
func TestFixDecksAndRoundsInHungarian(t *testing.T) {
	st := kittest.Opening(t, Entry(), "testdata/five_player_game.txtar")
	for typed, stored := range map[string]string{
		"fix szerződés Cid 2":              "fix contract Cid 2",
		"fix szerződés_pakli 5":            "fix deck_contract 5",
		"fix kis megrendelés pakli 3":      "fix deck_small_order 3",
		"fix hatralevo_fordulok 2":         "fix rounds_left 2",
		"fix rounds_left 2":                "fix rounds_left 2",
		"fix deck_large_order 1":           "fix deck_large_order 1",
		"fix nagy megrendelés Cid 1":       "fix large_order Cid 1",
		"fix \"nagy megrendelés pakli\" 1": "fix deck_large_order 1",
	} {
		if got, err := kittest.Resolve(st, typed, nil); err != nil || got != stored {
			t.Errorf("%q: %q, %v; want %q", typed, got, err, stored)
		}
	}
	for action, says := range map[string]map[i18n.Lang]string{
		"fix uzenet_paki 1": {
			i18n.Hungarian: "erre gondoltál: üzenet pakli?",
			i18n.English:   "did you mean deck_message?",
		},
		"fix deck_contract 99": {
			i18n.Hungarian: `szerződés pakli (képpel lefelé): "99" nem egész szám 0 és 14 között`,
			i18n.English:   `Contract deck, face down "99" is not a whole number from 0 to 14`,
		},
		"fix rounds_left x": {
			i18n.Hungarian: `hátralévő fordulók (ezzel a fordulóval együtt): "x" nem egész szám`,
		},
	} {
		kittest.RefusedIn(t, st, action, says)
		_, err := kittest.Apply(st, action)
		if got := i18n.NewPrinter(i18n.Hungarian).Error(err); strings.Contains(got, "rounds_left") || strings.Contains(got, "deck_") || strings.Contains(got, "Contract") {
			t.Errorf("%q in Hungarian shows an English id: %q", action, got)
		}
	}
}

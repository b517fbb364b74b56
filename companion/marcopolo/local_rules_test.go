package marcopolo

import (
	"errors"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Refusals read in the table's language, the rule's name and the reason alike; English
// counts "1 die" and "2 dice".
func TestRefusalsInHungarian(t *testing.T) {
	s := threePlain(t, ledger())
	hu, en := i18n.NewPrinter(i18n.Hungarian), i18n.NewPrinter(i18n.English)
	for _, tc := range []struct {
		a      Action
		en, hu string
	}{
		{Place{Seat: 0, Space: space(Khan), Dice: own(4, 5)},
			"R2 dice count: Khan's favor takes exactly 1 die, got 2", "R2 kockák száma: Kán kegye: pontosan 1 kocka kell, nem 2"},
		{Place{Seat: 0, Space: space(SilkSpace), Dice: own(4)},
			"R2 dice count: silk takes exactly 2 dice, got 1", "R2 kockák száma: selyem: pontosan 2 kocka kell, nem 1"},
		{Place{Seat: 0, Space: space(PepperSpace), Dice: []DieRef{{Kind: BlackDie, Value: 3}}},
			"R1 own dice: Ann has no black die showing 3 (dice: 1 2 3 4 5)", "R1 saját kockák: Ann: nincs fekete kockája ezzel az értékkel: 3 (kockák: 1 2 3 4 5)"},
		{Place{Seat: 0, Space: space(Travel), Dice: own(1, 2), Legs: leg(Beijing)},
			"R8 lowest die: Beijing is 3 steps from Venezia (lowest die: 1)", "R8 legkisebb kocka: Velence → Peking: 3 lépés, a legkisebb kocka 1"},
		{BuyBlackDie{Seat: 0, Value: 3},
			"cost: black die costs 3 camels; Ann has 2 camels", "költség: fekete kocka ára: 3 teve; Ann készlete: 2 teve"},
		{Place{Seat: 1, Space: space(PepperSpace), Dice: own(2)},
			"turn order: it is Ann's turn, not Ben's", "sorrend: Ann következik, nem Ben"},
	} {
		_, err := s.Apply(tc.a)
		var r *companion.Refusal
		if !errors.As(err, &r) {
			t.Fatalf("%#v: %v, want a refusal", tc.a, err)
		}
		if got := r.Local(en); got != tc.en {
			t.Errorf("English %q, want %q", got, tc.en)
		}
		if got := r.Local(hu); got != tc.hu {
			t.Errorf("Hungarian %q, want %q", got, tc.hu)
		}
	}
}

// What an action did names the spaces in the table's language, also Mercator's share.
func TestMercatorsShareInHungarian(t *testing.T) {
	s := mustApply(t, threePlain(t, ledger()), Place{Seat: 0, Space: space(PepperSpace), Dice: own(2)})
	lines := strings.Join(s.LocalLines(i18n.NewPrinter(i18n.Hungarian)), "\n")
	for _, want := range []string{"Ann kap: 2 bors (bors, 2. sor)", "Cid kap: 1 bors (Mercator ex Tabriz, bors)"} {
		if !strings.Contains(lines, want) {
			t.Errorf("no %q in:\n%s", want, lines)
		}
	}
}

// Play's pick lists in Hungarian: the bazaar's dice, its rows, the contract slots with
// their extra, the destinations with their steps and price; the values stay ids.
func TestPickListsInHungarian(t *testing.T) {
	s := threePlain(t, ledger())
	hu := i18n.NewPrinter(i18n.Hungarian)
	var labels []string
	for _, c := range sessionOf(s).LocalLegal(hu) {
		switch c.Verb {
		case verbBazaar:
			for _, o := range c.Args[1].Options {
				labels = append(labels, o.Value+"="+o.Label)
			}
			for _, o := range c.Args[3].After([]string{"Ann", "silk", "4,5"}).Options {
				labels = append(labels, o.Value+"="+o.Label)
			}
		case verbContracts:
			for _, o := range c.Args[2].After([]string{"Ann", "5"}).Options {
				labels = append(labels, o.Value+"="+o.Label)
			}
		case verbTravel:
			for _, o := range c.Args[2].After([]string{"Ann", "4,5"}).Options {
				labels = append(labels, o.Value+"="+o.Label)
			}
		}
	}
	all := strings.Join(labels, "\n")
	for _, want := range []string{"silk=selyem (2 kocka)", "gold=arany (3 kocka)", "4=4. sor: 3 selyem", "1=1. sor: 1 selyem",
		"(+1 érme/teve)", "5=5. mező: C", "moscow=Moscow: 2 lépés, 7 érme", "alexandria=Alexandria: 1 lépés, 3 érme"} {
		if !strings.Contains(all, want) {
			t.Errorf("no %q in the Hungarian lists:\n%s", want, all)
		}
	}
	if got := RoutesTo(locs(Venezia)[0], locs(Moscow)[0], 3, false)[0].Local(hu); got != "Oázis A → Moscow (2 lépés, 7 érme)" {
		t.Errorf("route %q", got)
	}
	if strings.Contains(all, "step") || strings.Contains(all, "slot") || strings.Contains(all, "dice") {
		t.Errorf("English words in the Hungarian lists:\n%s", all)
	}
}

// Every rule a refusal names has its Hungarian name.
func TestRuleNamesHaveHungarian(t *testing.T) {
	for _, rule := range []string{RuleOwnDice, RuleDiceCount, RuleOneAction, RuleColourOnce, RuleOccupied, RuleKhan, RuleCityCard,
		RuleValueGate, RuleContracts, RuleTravel, RuleBlackDie, RuleTurn, RulePending, RuleCost, RuleSetup, RuleBonusAction} {
		if !i18n.Has(i18n.Hungarian, rule) {
			t.Errorf("rule %q has no Hungarian name", rule)
		}
	}
}

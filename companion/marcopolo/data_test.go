package marcopolo

import (
	"errors"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
)

func TestMapShape(t *testing.T) {
	if len(Locations) != numLocs {
		t.Errorf("locations = %d, want 25", len(Locations))
	}
	if len(Routes) != 30 {
		t.Errorf("routes = %d, want 30", len(Routes))
	}
	if n := len(LargeCities()); n != 7 {
		t.Errorf("large cities = %d, want 7", n)
	}
	if n := len(SmallCities()); n != 6 {
		t.Errorf("small cities = %d, want 6", n)
	}
	// Neighbours as the digest's §7.2 table lists them.
	want := map[string][]string{
		Venezia:    {OasisA, OasisE, Alexandria},
		Kochi:      {OasisH, Adana, Sumatra},
		Beijing:    {OasisC, OasisD, OasisJ, Xian},
		OasisB:     {Karakorum, OasisC, OasisD},
		Sumatra:    {OasisJ, Kochi},
		LanZhou:    {Kashgar, OasisD},
		Karachi:    {Ormuz, OasisH},
		Moscow:     {OasisA, Anxi},
		Adana:      {OasisI, Kochi},
		OasisG:     {OasisE, Alexandria, Ormuz},
		Xian:       {Beijing, OasisH},
		Kashgar:    {OasisF, LanZhou},
		OasisH:     {Karachi, Xian, Kochi},
		Ormuz:      {OasisG, Karachi},
		OasisJ:     {Beijing, Sumatra},
		Anxi:       {Moscow, Karakorum},
		OasisI:     {Alexandria, Adana},
		OasisF:     {Samarcanda, Kashgar},
		OasisE:     {Venezia, Samarcanda, OasisG},
		OasisD:     {OasisB, Beijing, LanZhou},
		OasisC:     {OasisB, Beijing},
		OasisA:     {Venezia, Moscow},
		Karakorum:  {Anxi, OasisB},
		Samarcanda: {OasisE, OasisF},
		Alexandria: {Venezia, OasisG, OasisI},
	}
	for name, ns := range want {
		got := map[string]bool{}
		for _, n := range MustLoc(name).Neighbors() {
			got[n.String()] = true
		}
		if len(got) != len(ns) {
			t.Errorf("%s neighbours = %v, want %v", name, got, ns)
		}
		for _, n := range ns {
			if !got[n] {
				t.Errorf("%s: %s is not a neighbour", name, n)
			}
		}
	}
}

// TestMinStepsFromVenezia checks the digest's computed table of fewest steps.
func TestMinStepsFromVenezia(t *testing.T) {
	want := map[int][]string{
		1: {OasisA, OasisE, Alexandria},
		2: {Moscow, Samarcanda, OasisG, OasisI},
		3: {Anxi, OasisF, Ormuz, Adana},
		4: {Karakorum, Kashgar, Karachi, Kochi},
		5: {OasisB, OasisH, LanZhou, Sumatra},
		6: {OasisC, OasisD, OasisJ, Xian},
		7: {Beijing},
	}
	for steps, names := range want {
		for _, n := range names {
			if got := MinSteps(MustLoc(Venezia), MustLoc(n), false); got != steps {
				t.Errorf("Venezia to %s: %d steps, want %d", n, got, steps)
			}
		}
	}
}

func TestLookupNames(t *testing.T) {
	for typed, want := range map[string]string{
		"velence": Venezia, "Venedig": Venezia, "peking": Beijing, "lan zhou": LanZhou,
		"SAMARKAND": Samarcanda, "oasis f": OasisF, "Oázis F": OasisF, "Moskau": Moscow,
	} {
		l, err := LookupLoc(typed)
		if err != nil || l.String() != want {
			t.Errorf("LookupLoc(%q) = %v, %v; want %s", typed, l, err, want)
		}
	}
	_, err := LookupLoc("Kashgr")
	var bad *companion.BadInput
	if !errors.As(err, &bad) || !strings.Contains(err.Error(), "did you mean kashgar?") {
		t.Errorf("Kashgr: %v", err)
	}
	if _, err := LookupLoc("Atlantis"); err == nil || strings.Contains(err.Error(), "did you mean") {
		t.Errorf("Atlantis: %v", err)
	}
	for typed, want := range map[string]Good{"bors": Pepper, "Seide": Silk, "ARANY": Gold} {
		if g, err := LookupGood(typed); err != nil || g != want {
			t.Errorf("LookupGood(%q) = %v, %v", typed, g, err)
		}
	}
	for typed, want := range map[string]SpaceKind{"Kán kegye": Khan, "Reisen": Travel, "utazas": Travel, "5 érme elvétele": FiveCoins, "szerződések": Contracts, "Aufträge": Contracts} {
		if k, err := LookupSpace(typed); err != nil || k != want {
			t.Errorf("LookupSpace(%q) = %v, %v", typed, k, err)
		}
	}
	for typed, want := range map[string]Character{"Rashid ad-Din Sinan": Raschid, "niccolo und marco polo": Niccolo, "Kublai": Kubilai, "William of Rubruck": Wilhelm} {
		if c, err := LookupCharacter(typed); err != nil || c != want {
			t.Errorf("LookupCharacter(%q) = %v, %v", typed, c, err)
		}
	}
	if _, err := LookupCharacter("Merkator"); err == nil || !strings.Contains(err.Error(), "mercator_ex_tabriz") {
		t.Errorf("Merkator: %v", err)
	}
}

// TestContractDistribution checks the 44 contracts against the digest's counts.
func TestContractDistribution(t *testing.T) {
	if len(AllContracts) != ContractsInGame {
		t.Fatalf("%d contracts, want %d", len(AllContracts), ContractsInGame)
	}
	if n := len(StartingContracts()); n != 6 {
		t.Errorf("starting contracts = %d, want 6", n)
	}
	byVP, byGoods := map[int]int{}, map[int]int{}
	for i, c := range AllContracts {
		if c.ID != i {
			t.Errorf("contract at %d has id %d", i, c.ID)
		}
		if c.Starting {
			continue
		}
		byVP[c.Reward.VP]++
		byGoods[c.Cost.Goods()]++
	}
	wantVP := map[int]int{2: 1, 3: 4, 4: 4, 5: 10, 6: 7, 7: 6, 8: 3, 9: 3}
	for v, n := range wantVP {
		if byVP[v] != n {
			t.Errorf("%d VP contracts: %d, want %d", v, byVP[v], n)
		}
	}
	wantGoods := map[int]int{3: 18, 4: 9, 5: 11}
	for g, n := range wantGoods {
		if byGoods[g] != n {
			t.Errorf("contracts needing %d goods: %d, want %d", g, byGoods[g], n)
		}
	}
	c2, _ := ContractFor(2, Settings{Contract2Silk: 2})
	if c2.Cost.Silk != 2 || AllContracts[2].Cost.Silk != 1 {
		t.Errorf("contract 2 setting: %v / %v", c2.Cost, AllContracts[2].Cost)
	}
	if got := AllContracts[39].String(); got != "C39: 2 camels + 1 pepper + 1 silk → 5 VP + 1 contract" {
		t.Errorf("C39 reads %q", got)
	}
}

func TestCityCardsAndTiles(t *testing.T) {
	if len(AllCityCards) != 31 {
		t.Errorf("%d city cards, want 31", len(AllCityCards))
	}
	for i, c := range AllCityCards {
		if c.ID != i {
			t.Errorf("card at %d has id %d", i, c.ID)
		}
		if c.String() == "unknown card" {
			t.Errorf("card %d has no description", i)
		}
	}
	if len(OutpostBonuses) != 10 || len(CityBonuses) != 6 || len(Characters) != 8 || len(GoalCards) != 18 {
		t.Errorf("outposts %d, city tiles %d, characters %d, goals %d", len(OutpostBonuses), len(CityBonuses), len(Characters), len(GoalCards))
	}
	for _, b := range CityBonuses {
		if !MustLoc(b.Standard).IsSmall() {
			t.Errorf("tile %s lies on %s, not a small city", b.Letter, b.Standard)
		}
	}
	if got := AllCityCards[3].String(); got != "×v: 2 gold → 4 VP" {
		t.Errorf("card 3 reads %q", got)
	}
	if got := AllCityCards[27].String(); got != "×v: 1 good → 2 camels, or 2 camels → 1 good of choice" {
		t.Errorf("card 27 reads %q", got)
	}
}

// TestPayoutRows checks every row of the bazaar against the digest's §4 table.
func TestPayoutRows(t *testing.T) {
	set := DefaultSettings()
	want := map[SpaceKind][6]string{
		Camels:      {"1 camel", "2 camels", "3 camels", "4 camels", "5 camels", "6 camels"},
		PepperSpace: {"1 pepper", "2 pepper", "1 coin + 2 pepper", "3 pepper", "2 coins + 3 pepper", "4 pepper"},
		SilkSpace:   {"1 silk", "2 silk", "1 camel + 2 silk", "3 silk", "1 coin + 1 camel + 3 silk", "4 silk"},
		GoldSpace:   {"1 gold", "2 gold", "2 camels + 2 gold", "3 gold", "3 gold + 1 free move", "4 gold"},
	}
	for k, rows := range want {
		for r, w := range rows {
			g, err := BazaarRow(k, r+1, set)
			if err != nil || g.String() != w {
				t.Errorf("%s row %d = %q, %v; want %q", k, r+1, g, err, w)
			}
		}
	}
	g, _ := BazaarRow(GoldSpace, 3, Settings{GoldRow3Gold: 3})
	if g.Gold != 3 {
		t.Errorf("gold row 3 with the C# setting: %v", g)
	}
	if _, err := BazaarRow(GoldSpace, 7, set); err == nil {
		t.Error("row 7 accepted")
	}
	if _, err := BazaarRow(Khan, 1, set); err == nil {
		t.Error("Khan's favor has no rows")
	}
	if Spaces[SilkSpace].Dice != 2 || Spaces[GoldSpace].Dice != 3 || Spaces[Travel].Dice != 2 || Spaces[Khan].Dice != 1 {
		t.Error("dice counts differ from the digest")
	}
}

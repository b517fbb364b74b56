package marcopolo

import (
	"slices"
	"testing"
)

func locs(names ...string) []Loc {
	out := make([]Loc, len(names))
	for i, n := range names {
		out[i] = MustLoc(n)
	}
	return out
}

// TestSeedTravelExample is the rulebook's example: from Samarkand through an oasis and
// Kashgar to Lan-Zhou is 3 steps, 12 coins and 8 camels.
func TestSeedTravelExample(t *testing.T) {
	path := locs(OasisF, Kashgar, LanZhou)
	extra, err := PathExtra(MustLoc(Samarcanda), path, false)
	if err != nil {
		t.Fatal(err)
	}
	if got := TravelPrice(len(path), extra); got != (Stock{Coins: 12, Camels: 8}) {
		t.Errorf("price %v, want 12 coins + 8 camels", got)
	}
	opts := RoutesTo(MustLoc(Samarcanda), MustLoc(LanZhou), 3, false)
	if len(opts) != 1 || !slices.Equal(opts[0].Path, path) {
		t.Errorf("routes to Lan-Zhou within 3: %v", opts)
	}
	if opts := RoutesTo(MustLoc(Samarcanda), MustLoc(LanZhou), 2, false); len(opts) != 0 {
		t.Errorf("Lan-Zhou is 3 steps away, found %v", opts)
	}
}

func TestTravelCosts(t *testing.T) {
	for steps, coins := range map[int]int{1: 3, 2: 7, 3: 12, 4: 12, 5: 18, 6: 18} {
		if TravelCost[steps] != coins {
			t.Errorf("%d steps cost %d, want %d", steps, TravelCost[steps], coins)
		}
	}
	cases := []struct {
		from string
		path []string
		want Stock
	}{
		{Venezia, []string{Alexandria}, Stock{Coins: 3}},
		{Venezia, []string{OasisE}, Stock{Coins: 3, Camels: 3}},
		{Venezia, []string{Alexandria, OasisG, Ormuz}, Stock{Coins: 12 + 7, Camels: 3}},
		{Venezia, []string{OasisA, Venezia, OasisA}, Stock{Coins: 12}}, // back and forth
		{Moscow, []string{Anxi, Moscow}, Stock{Coins: 7, Camels: 6}},   // each traversal pays
		{Adana, []string{Kochi, Sumatra}, Stock{Coins: 7 + 15 + 10}},
		{Karakorum, []string{OasisB, OasisC, Beijing}, Stock{Coins: 12 + 5}},
	}
	for _, c := range cases {
		extra, err := PathExtra(MustLoc(c.from), locs(c.path...), false)
		if err != nil {
			t.Errorf("%s %v: %v", c.from, c.path, err)
			continue
		}
		if got := TravelPrice(len(c.path), extra); got != c.want {
			t.Errorf("%s %v: %v, want %v", c.from, c.path, got, c.want)
		}
	}
	if _, err := PathExtra(MustLoc(Venezia), locs(Moscow), false); err == nil {
		t.Error("Venezia to Moscow in one step accepted")
	}
}

func TestCheapestRoute(t *testing.T) {
	// Karakorum to Beijing: through Oasis C (5 coins) or Oasis D (3 camels), 3 steps each.
	opts := RoutesTo(MustLoc(Karakorum), MustLoc(Beijing), 6, false)
	if len(opts) != 2 {
		t.Fatalf("options %v", opts)
	}
	if !slices.Equal(opts[0].Path, locs(OasisB, OasisD, Beijing)) || opts[0].Price != (Stock{Coins: 12, Camels: 3}) {
		t.Errorf("cheapest %v", opts[0])
	}
	if opts[1].Price != (Stock{Coins: 17}) {
		t.Errorf("second %v", opts[1])
	}
	// Venezia to Oasis G: via Oasis E (3 camels) or Alexandria (7 coins), both 2 steps.
	opts = RoutesTo(MustLoc(Venezia), MustLoc(OasisG), 2, false)
	if len(opts) != 2 || opts[0].Price != (Stock{Coins: 7, Camels: 3}) {
		t.Errorf("Venezia to Oasis G: %v", opts)
	}
	// From Venezia with a 1: three places.
	if r := Reachable(MustLoc(Venezia), 1, false); len(r) != 3 {
		t.Errorf("reachable with 1: %v", r)
	}
}

func TestCarpiniOasisJump(t *testing.T) {
	// Oasis A to Oasis J is one step for Johannes Carpini, at no route cost.
	extra, err := PathExtra(MustLoc(OasisA), locs(OasisJ, Beijing), true)
	if err != nil || !extra.IsZero() {
		t.Errorf("Carpini: %v %v", extra, err)
	}
	if _, err := PathExtra(MustLoc(OasisA), locs(OasisJ), false); err == nil {
		t.Error("oasis jump without Carpini")
	}
	if n := MinSteps(MustLoc(Venezia), MustLoc(Beijing), true); n != 3 {
		t.Errorf("Carpini Venezia to Beijing: %d steps, want 3", n)
	}
	// Oasis B to Oasis C costs 5 coins on the route, nothing for Carpini.
	opts := RoutesTo(MustLoc(OasisB), MustLoc(OasisC), 1, true)
	if len(opts) != 1 || opts[0].Price != (Stock{Coins: 3}) {
		t.Errorf("Carpini B to C: %v", opts)
	}
}

func BenchmarkReachable6(b *testing.B) {
	for range b.N {
		Reachable(MustLoc(Venezia), 6, true)
	}
}

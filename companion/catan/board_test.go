package catan

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/talon-games/talon/companion"
)

func TestTopologyCounts(t *testing.T) {
	degrees := map[int]int{}
	for v := range NumVertices {
		degrees[len(topo.vertexNext[v])]++
	}
	// 54 land intersections: 30 coastal ones with 2 or 3 paths, 24 inland with 3.
	if degrees[2]+degrees[3] != NumVertices || degrees[2] != 18 {
		t.Errorf("vertex degrees = %v, want 18 of degree 2 and 36 of degree 3", degrees)
	}
	// N-vertices touch only S-vertices (digest §2: the graph is bipartite).
	for _, e := range topo.edges {
		if topo.vertices[e[0]].South == topo.vertices[e[1]].South {
			t.Errorf("edge %v joins two %v corners", e, topo.vertices[e[0]].South)
		}
	}
}

func TestCanonicalCorners(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{"1", "N(0,-2)"},
		{"N(0,-2)", "N(0,-2)"},
		{"s(1,-1)", "S(1,-1)"},
		{"54", "S(0,2)"},
	}
	for _, tc := range tests {
		v, err := ParseVertex(tc.in)
		if err != nil {
			t.Fatalf("ParseVertex(%q): %v", tc.in, err)
		}
		if got := topo.vertices[v].String(); got != tc.want {
			t.Errorf("ParseVertex(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
	for _, bad := range []string{"0", "55", "N(5,5)", "x"} {
		if _, err := ParseVertex(bad); err == nil {
			t.Errorf("ParseVertex(%q) accepted", bad)
		}
	}
}

func TestParseEdgeAndHex(t *testing.T) {
	e, err := ParseEdge("N(0,0)-S(1,-1)")
	if err != nil {
		t.Fatal(err)
	}
	if back, _ := ParseEdge(EdgeLabel(e)); back != e {
		t.Errorf("edge label %s does not read back", EdgeLabel(e))
	}
	if _, err := ParseEdge("1-54"); err == nil {
		t.Error("1-54 accepted as a path")
	}
	for in, want := range map[string]Hex{"D4": {1, 1}, "c3": {0, 0}, "(2,-2)": {2, -2}, "A1": {0, -2}} {
		h, err := ParseHex(in)
		if err != nil || topo.hexes[h] != want {
			t.Errorf("ParseHex(%q) = %v, %v; want %v", in, topo.hexes[h], err, want)
		}
	}
}

// catanatron's node ids for some corners (digest §2 mapping) and edges its tests assert.
func TestCatanatronEdges(t *testing.T) {
	ids := map[int]string{0: "N(0,0)", 1: "S(1,-1)", 5: "S(0,-1)", 6: "N(1,0)", 16: "N(-1,0)", 20: "S(1,-2)", 21: "S(0,-2)", 19: "N(0,-1)"}
	edges := [][2]int{{0, 1}, {0, 5}, {1, 6}, {5, 16}, {19, 21}, {19, 20}}
	for _, e := range edges {
		a, _ := ParseVertex(ids[e[0]])
		b, _ := ParseVertex(ids[e[1]])
		if _, err := ParseEdge(VertexLabel(a) + "-" + VertexLabel(b)); err != nil {
			t.Errorf("catanatron edge %v: %v", e, err)
		}
	}
}

func TestHarborSlots(t *testing.T) {
	want := [9][2]string{
		{"N(2,-1)", "S(3,-2)"}, {"S(3,-1)", "N(2,1)"}, {"N(1,2)", "S(1,1)"},
		{"N(-1,3)", "S(-1,2)"}, {"S(-2,2)", "N(-3,3)"}, {"N(-3,2)", "S(-2,0)"},
		{"N(-2,0)", "S(-1,-2)"}, {"S(0,-3)", "N(0,-2)"}, {"N(1,-2)", "S(2,-3)"},
	}
	waters := [9]Hex{{3, -2}, {3, 0}, {1, 2}, {-1, 3}, {-3, 3}, {-3, 1}, {-2, -1}, {0, -3}, {2, -3}}
	for i, s := range harborSlots {
		got := map[string]bool{}
		for _, v := range slotVertices(s) {
			got[topo.vertices[v].String()] = true
		}
		if !got[want[i][0]] || !got[want[i][1]] {
			t.Errorf("slot %d serves %v, want %v", i+1, got, want[i])
		}
		if w := s.Land.add(sideWater[s.Side]); w != waters[i] {
			t.Errorf("slot %d faces water %v, want %v", i+1, w, waters[i])
		}
	}
}

func TestBeginnerBoard(t *testing.T) {
	b := BeginnerBoard()
	if err := b.Validate(); err != nil {
		t.Fatal(err)
	}
	if got := topo.hexes[b.Robber]; got != (Hex{0, 0}) {
		t.Errorf("robber on %v, want the desert (0,0)", got)
	}
	if rep := b.Fairness(); rep.RedNeighbours != 0 {
		t.Errorf("beginner board has %d touching 6/8 pairs", rep.RedNeighbours)
	}
	// digest §3.1: S(2,-1) touches hills 10, forest 3, mountains 8.
	v, _ := ParseVertex("S(2,-1)")
	var got []Terrain
	for _, h := range topo.vertexHexes[v] {
		got = append(got, b.Tiles[h].Terrain)
	}
	if len(got) != 3 {
		t.Fatalf("S(2,-1) touches %v", got)
	}
}

func TestOfficialSpiral(t *testing.T) {
	// digest §3.2: from the east corner, counter-clockwise, the outer ring then inward.
	want := []Hex{{2, 0}, {2, -1}, {2, -2}, {1, -2}, {0, -2}, {-1, -1}, {-2, 0}, {-2, 1}, {-2, 2}, {-1, 2}, {0, 2}, {1, 1},
		{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}, {0, 0}}
	path := SpiralPath("e", false)
	for i, h := range path {
		if topo.hexes[h] != want[i] {
			t.Fatalf("spiral step %d = %v, want %v", i, topo.hexes[h], want[i])
		}
	}
	// Every corner, both directions, every desert position: tokens A–R are all laid and
	// no red numbers touch (digest §3.2, INFERRED exhaustive property).
	for _, c := range cornerNames {
		for _, cw := range []bool{false, true} {
			p := SpiralPath(c, cw)
			seen := map[int]bool{}
			for _, h := range p {
				seen[h] = true
			}
			if len(seen) != NumHexes {
				t.Fatalf("spiral %s cw=%v visits %d hexes", c, cw, len(seen))
			}
			if topo.hexes[p[0]].ring() != 2 || len(topo.hexNeighbor[p[0]]) != 3 {
				t.Errorf("spiral %s starts on %v, not a corner", c, topo.hexes[p[0]])
			}
			for d := range NumHexes {
				nums, letters := spiralNumbers(p, d)
				if !(numberRules{}).holds(&nums) {
					t.Errorf("spiral %s cw=%v desert %s puts red numbers together", c, cw, HexLabel(d))
				}
				if letters[p[len(p)-1]] == "" && p[len(p)-1] != d {
					t.Errorf("spiral %s: last hex has no letter", c)
				}
			}
		}
	}
	// Starting A at the east corner of the default desert-centre board: A=5 there.
	nums, letters := spiralNumbers(path, topo.hexIndex[Hex{0, 0}])
	if e := topo.hexIndex[Hex{2, 0}]; nums[e] != 5 || letters[e] != "A" {
		t.Errorf("east corner got %s=%d, want A=5", letters[e], nums[e])
	}
}

func TestGenerateBalanceRules(t *testing.T) {
	cases := []struct {
		name string
		opts map[string]string
	}{
		{"spiral", map[string]string{}},
		{"spiral fixed corner cw", map[string]string{"corner": "sw", "direction": "cw"}},
		{"spiral balanced", map[string]string{"no_2_12_adjacent": "on", "no_equal_terrain_adjacent": "on", "max_pips": "12"}},
		{"random", map[string]string{"tokens": "random"}},
		{"random all rules", map[string]string{"tokens": "random", "no_2_12_adjacent": "on", "no_equal_numbers_adjacent": "on", "no_equal_terrain_adjacent": "on", "max_pips": "11"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			opts, err := ParseBoardOptions(tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			for seed := range uint64(200) {
				b, err := GenerateBoard(opts, rand.New(rand.NewPCG(seed, 7)))
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				checkBoard(t, b, opts)
			}
		})
	}
}

func checkBoard(t *testing.T, b Board, o BoardOptions) {
	t.Helper()
	if err := b.Validate(); err != nil {
		t.Fatal(err)
	}
	if b.Tiles[b.Robber].Terrain != Desert {
		t.Fatalf("robber starts on %s", b.Tiles[b.Robber].Terrain)
	}
	for h, tile := range b.Tiles {
		for _, n := range topo.hexNeighbor[h] {
			other := b.Tiles[n]
			switch {
			case isRed(tile.Number) && isRed(other.Number):
				t.Fatalf("%s %d touches %s %d", tile.Label, tile.Number, other.Label, other.Number)
			case o.No2And12Adjacent && tile.Number+other.Number == 14 && tile.Number*other.Number == 24:
				t.Fatalf("2 and 12 touch at %s/%s", tile.Label, other.Label)
			case o.NoEqualNumbersAdjacent && tile.Number != 0 && tile.Number == other.Number:
				t.Fatalf("equal numbers %d at %s/%s", tile.Number, tile.Label, other.Label)
			case o.NoEqualTerrainAdjacent && tile.Terrain == other.Terrain:
				t.Fatalf("equal terrain %s at %s/%s", tile.Terrain, tile.Label, other.Label)
			}
		}
	}
	if rep := b.Fairness(); o.MaxPips > 0 && rep.MaxPips > o.MaxPips {
		t.Fatalf("an intersection has %d pips, cap %d", rep.MaxPips, o.MaxPips)
	}
}

func TestGenerateReproducible(t *testing.T) {
	for _, tokens := range []string{"spiral", "random"} {
		opts, _ := ParseBoardOptions(map[string]string{"tokens": tokens, "no_equal_terrain_adjacent": "on"})
		a, err1 := GenerateBoard(opts, rand.New(rand.NewPCG(42, 1)))
		b, err2 := GenerateBoard(opts, rand.New(rand.NewPCG(42, 1)))
		c, _ := GenerateBoard(opts, rand.New(rand.NewPCG(43, 1)))
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s: same seed gave different boards", tokens)
		}
		if reflect.DeepEqual(a, c) {
			t.Errorf("%s: different seeds gave the same board", tokens)
		}
	}
}

func TestGenerateRefusesImpossible(t *testing.T) {
	cases := []map[string]string{
		{"max_pips": "4"},
		{"tokens": "random", "max_pips": "7"},
		{"max_pips": "8"}, // the spiral cannot meet it anywhere
		{"layout": "beginner", "max_pips": "12"},
	}
	for _, m := range cases {
		opts, err := ParseBoardOptions(m)
		if err == nil {
			_, err = GenerateBoard(opts, rand.New(rand.NewPCG(1, 2)))
		}
		if err == nil {
			t.Errorf("%v: no error for an impossible rule set", m)
		}
	}
}

// Board options are read as `talon new catan` and `talon catan board` read them: the
// kit checks the names and closed lists (Entry.CheckOptions), the typed readers the rest.
func TestParseBoardOptionsErrors(t *testing.T) {
	for _, m := range []map[string]string{{"layout": "hexagon"}, {"max_pips": "-1"}, {"max_pips": "16"}, {"max_pips": "many"},
		{"colour": "red"}, {"no_2_12_adjacent": "maybe"}, {"layout": "beginner", "max_pips": "12"}} {
		opts, err := Entry().CheckOptions(m)
		if err == nil {
			_, err = ParseBoardOptions(opts)
		}
		var bad *companion.BadInput
		if !errors.As(err, &bad) {
			t.Errorf("%v: %v, want bad input", m, err)
		}
	}
	opts, err := Entry().CheckOptions(companion.Options{"Layout": "Variable", "tokens": "RANDOM", "max_pips": "11", "no_equal_terrain_adjacent": "ON"})
	if err != nil {
		t.Fatal(err)
	}
	bo, err := ParseBoardOptions(opts)
	want := BoardOptions{Layout: "variable", Tokens: "random", Corner: "random", Direction: "ccw", NoEqualTerrainAdjacent: true, MaxPips: 11}
	if err != nil || bo != want {
		t.Errorf("ParseBoardOptions = %+v, %v; want %+v", bo, err, want)
	}
}

func BenchmarkGenerateBoardAllRules(b *testing.B) {
	opts, err := ParseBoardOptions(map[string]string{"tokens": "random", "no_2_12_adjacent": "on", "no_equal_numbers_adjacent": "on", "no_equal_terrain_adjacent": "on", "max_pips": "11"})
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 1))
	for range b.N {
		if _, err := GenerateBoard(opts, r); err != nil {
			b.Fatal(err)
		}
	}
}

// The table may type the booklet's word for an option's value (layout=kezdő, as the
// option's Hungarian help says "kezdő kiinduló állás") and be/ki for on/off; the session
// keeps the English value (hu-trial F21).
func TestBoardOptionsTakeHungarianValues(t *testing.T) {
	opts, err := Entry().CheckOptions(companion.Options{"layout": "Kezdő", "tokens": "véletlen", "no_2_12_adjacent": "be", OptRobberToDesert: "ki"})
	if err != nil {
		t.Fatal(err)
	}
	want := companion.Options{"layout": "beginner", "tokens": "random", "no_2_12_adjacent": "on", OptRobberToDesert: "off"}
	for k, v := range want {
		if opts[k] != v {
			t.Errorf("%s=%q, want %q", k, opts[k], v)
		}
	}
	if _, err := Entry().CheckOptions(companion.Options{"layout": "kez"}); err == nil {
		t.Error("layout=kez accepted: a value is a whole word")
	}
}

package catan

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/kittest"
)

func emptyState(t testing.TB, n int) *state {
	t.Helper()
	names := []string{"Red", "Orange", "Blue", "White"}[:n]
	cfg := companion.Config{Options: map[string]string{"layout": "beginner"}}
	for _, name := range names {
		cfg.Players = append(cfg.Players, companion.Player{Name: name})
	}
	rec, _ := json.Marshal(setupRecord{Board: BeginnerBoard()})
	st, err := Entry().Companion.Start(cfg, rec)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*state)
}

// road lays player p's roads along a trail written as "12-8-13-9".
func (s *state) road(t testing.TB, p int, trail string) {
	t.Helper()
	vs := strings.Split(trail, "-")
	for i := 0; i+1 < len(vs); i++ {
		e, err := ParseEdge(vs[i] + "-" + vs[i+1])
		if err != nil {
			t.Fatal(err)
		}
		s.roads[e] = int8(p)
	}
}

func (s *state) building(t testing.TB, p int, label string) {
	t.Helper()
	v, err := ParseVertex(label)
	if err != nil {
		t.Fatal(err)
	}
	s.owner[v] = int8(p)
}

// ringC3 is the six corners of the centre hex, closed.
func ringC3() string {
	var parts []string
	for _, v := range topo.hexCorners[topo.hexIndex[Hex{0, 0}]] {
		parts = append(parts, VertexLabel(v))
	}
	return strings.Join(append(parts, parts[0]), "-")
}

func TestLongestRoadLength(t *testing.T) {
	const top = "12-8-13-9-14-10-15-11" // seven segments zigzagging along row B's top
	cases := []struct {
		name      string
		roads     []string // Red's trails
		opponent  []string // Orange's buildings
		own       []string // Red's buildings
		want      int
		orangeArg string // Orange's trails
		wantOther int
	}{
		{name: "none", want: 0},
		{name: "line of seven", roads: []string{top}, want: 7},
		{name: "ring of six", roads: []string{ringC3()}, want: 6},
		{name: "ring with a tail", roads: []string{ringC3(), "19-14-9"}, want: 8},
		{name: "branch does not add", roads: []string{"12-8-13-9-14-10", "13-18"}, want: 5},
		{name: "fork takes the longer arm", roads: []string{"12-8-13-9-14-10", "8-4-1"}, want: 6},
		{name: "split by an opponent settlement (seed: 7 -> 2 and 5)", roads: []string{top}, opponent: []string{"13"}, want: 5},
		{name: "ends at an opponent settlement and counts into it", roads: []string{"12-8-13-9-14-10"}, opponent: []string{"10"}, want: 5},
		{name: "own buildings never break", roads: []string{top}, own: []string{"13", "14"}, want: 7},
		{name: "two separate roads", roads: []string{"12-8-13", "16-21-26-32"}, want: 3},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := emptyState(t, 3)
			for _, r := range tc.roads {
				s.road(t, 0, r)
			}
			for _, b := range tc.opponent {
				s.building(t, 1, b)
			}
			for _, b := range tc.own {
				s.building(t, 0, b)
			}
			if got := longestRoad(0, &s.roads, &s.owner); got != tc.want {
				t.Errorf("length = %d, want %d", got, tc.want)
			}
		})
	}
}

func TestAwardLongestRoad(t *testing.T) {
	cases := []struct {
		name    string
		holder  int
		lengths []int
		want    int
	}{
		{"nobody reaches five", noPlayer, []int{4, 3, 4}, noPlayer},
		{"first to five", noPlayer, []int{5, 3, 4}, 0},
		{"equalling the holder does not take it", 0, []int{5, 5, 2}, 0},
		{"strictly longer takes it", 0, []int{5, 6, 2}, 1},
		{"broken holder still tied keeps it", 0, []int{5, 5, 5}, 0},
		{"broken holder below a tie: set aside", 0, []int{4, 5, 5}, noPlayer},
		{"set aside returns to a single longest", noPlayer, []int{4, 5, 6}, 2},
		{"set aside stays on a new tie", noPlayer, []int{6, 6, 2}, noPlayer},
		{"broken below five: set aside", 1, []int{4, 4, 3}, noPlayer},
	}
	for _, tc := range cases {
		if got := awardLongestRoad(tc.holder, tc.lengths); got != tc.want {
			t.Errorf("%s: holder %d, lengths %v -> %d, want %d", tc.name, tc.holder, tc.lengths, got, tc.want)
		}
	}
}

func TestAwardLargestArmy(t *testing.T) {
	cases := []struct {
		holder  int
		knights []int
		want    int
	}{
		{noPlayer, []int{2, 2, 0}, noPlayer},
		{noPlayer, []int{3, 2, 0}, 0},
		{0, []int{3, 3, 0}, 0},
		{0, []int{3, 4, 0}, 1},
		{1, []int{5, 4, 0}, 0},
	}
	for _, tc := range cases {
		if got := awardLargestArmy(tc.holder, tc.knights); got != tc.want {
			t.Errorf("holder %d, knights %v -> %d, want %d", tc.holder, tc.knights, got, tc.want)
		}
	}
}

// The seed's example through the game: Orange holds Longest Road with 7; Red builds a
// settlement that splits it 2 + 5 while Red has 6 -> Red takes the card.
func TestLongestRoadBreakThroughPlay(t *testing.T) {
	s := emptyState(t, 3)
	s.phase, s.turn = phaseMain, 5
	s.road(t, 1, "12-8-13-9-14-10-15-11")
	s.building(t, 1, "12")
	s.road(t, 0, "23-18-24-19-25-20-26")
	s.building(t, 0, "23")
	s.road(t, 0, "18-13")
	s.updateRoads()
	if s.longest != 1 || s.roadLength[0] != 6 {
		t.Fatalf("before: holder %d, lengths %v", s.longest, s.roadLength)
	}
	next, err := kittest.Apply(s, "build settlement 13")
	if err != nil {
		t.Fatal(err)
	}
	n := next.(*state)
	if n.roadLength[1] != 5 || n.longest != 0 {
		t.Fatalf("after: holder %d, lengths %v", n.longest, n.roadLength)
	}
	if s.longest != 1 {
		t.Fatal("Apply changed its receiver")
	}
	// A tie after the break: Orange 5, Blue extends to 6 -> set aside never happens, Blue
	// must be strictly longest; Blue at 6 ties Red at 6 -> Red keeps it.
	n.road(t, 2, "34-39-44-48-52-49")
	n.current = 2
	next, err = kittest.Apply(n, "build road 45-49")
	if err != nil {
		t.Fatal(err)
	}
	if m := next.(*state); m.roadLength[2] != 6 || m.longest != 0 {
		t.Fatalf("tie: holder %d, lengths %v", m.longest, m.roadLength)
	}
}

func BenchmarkLongestRoadFullBoard(b *testing.B) {
	s := emptyState(b, 4)
	// Each player's 15 roads in a tangle of rings and branches.
	s.road(b, 0, ringC3())
	s.road(b, 0, "24-19-14-9-13-18")
	s.road(b, 0, "19-25-20-15")
	s.road(b, 1, "1-4-8-12-17-22-28-34-39-44-48-52-49-53-50")
	s.road(b, 2, "3-7-11-16-21-27-33-38-43-47-51-54-50")
	s.road(b, 2, "2-6-10")
	s.building(b, 1, "8")
	s.building(b, 2, "16")
	for range b.N {
		for p := range 4 {
			longestRoad(p, &s.roads, &s.owner)
		}
	}
}

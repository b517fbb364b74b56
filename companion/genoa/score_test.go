package genoa

import (
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring"
)

func player(name string, ducats, markers, items int, groups ...int) PlayerInput {
	if groups == nil {
		groups = []int{}
	}
	return PlayerInput{Name: name, Ducats: ducats, MarkersOnBuildings: markers, ContractGroups: groups, Items: items}
}

func mustScore(t *testing.T, in Input) scoring.Result {
	t.Helper()
	res, err := ScoreInput(in)
	if err != nil {
		t.Fatalf("ScoreInput: %v", err)
	}
	return res
}

func find(t *testing.T, res scoring.Result, name string) scoring.PlayerResult {
	t.Helper()
	for _, p := range res.Players {
		if p.Name == name {
			return p
		}
	}
	t.Fatalf("no player %q in result", name)
	return scoring.PlayerResult{}
}

func points(p scoring.PlayerResult, category string) int {
	for _, b := range p.Breakdown {
		if b.Category == category {
			return b.Points
		}
	}
	return -1
}

func TestCategories(t *testing.T) {
	tests := []struct {
		name                         string
		in                           PlayerInput
		values                       map[int]int
		ducats, buildings, contracts int
	}{
		{"only ducats", player("A", 130, 0, 4), nil, 130, 0, 0},
		{"markers in hand are not entered", player("A", 0, 0, 0), nil, 0, 0, 0},
		{"one marker on a building", player("A", 0, 1, 0), nil, 0, 10, 0},
		{"all seven markers on buildings", player("A", 0, 7, 0), nil, 0, 70, 0},
		{"lone contract", player("A", 0, 0, 1, 1), nil, 0, 0, 10},
		{"pair", player("A", 0, 0, 2, 2), nil, 0, 0, 30},
		{"chain of three", player("A", 0, 0, 3, 3), nil, 0, 0, 60},
		{"four adjacent", player("A", 0, 0, 4, 4), nil, 0, 0, 100},
		{"five adjacent", player("A", 0, 0, 5, 5), nil, 0, 0, 150},
		{"six adjacent", player("A", 0, 0, 6, 6), nil, 0, 0, 200},
		{"several groups add up", player("A", 0, 0, 7, 4, 2, 1), nil, 0, 0, 140},
		{"two lone contracts", player("A", 0, 0, 2, 1, 1), nil, 0, 0, 20},
		{"override for pairs", player("A", 0, 0, 3, 2, 1), map[int]int{2: 40}, 0, 0, 50},
		{"override for a rulebook size", player("A", 0, 0, 5, 5), map[int]int{5: 160}, 0, 0, 160},
		{"everything", player("A", 245, 4, 12, 3, 1), nil, 245, 40, 70},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			other := player("Other", 100, 0, 0)
			res := mustScore(t, Input{Players: []PlayerInput{tt.in, other}, ContractValues: tt.values})
			p := find(t, res, "A")
			want := []scoring.Points{
				{Category: CategoryDucats, Points: tt.ducats},
				{Category: CategoryBuildings, Points: tt.buildings},
				{Category: CategoryContracts, Points: tt.contracts},
			}
			if !slices.Equal(p.Breakdown, want) {
				t.Errorf("breakdown = %v, want %v", p.Breakdown, want)
			}
			if wantTotal := tt.ducats + tt.buildings + tt.contracts; p.Total != wantTotal {
				t.Errorf("total = %d, want %d", p.Total, wantTotal)
			}
		})
	}
}

func TestCategoryOrder(t *testing.T) {
	res := mustScore(t, Input{Players: []PlayerInput{player("A", 10, 1, 1, 1), player("B", 20, 0, 0)}})
	want := []string{"Ducats", "Buildings", "Contracts"}
	if !slices.Equal(res.Categories, want) {
		t.Errorf("categories = %v, want %v", res.Categories, want)
	}
}

// The digest's worked example (§9.4): P's contracts Tavern, Fabric, Palace form a chain
// and Harbor stands alone; Q's Drinks and Inn do not touch.
func TestDigestWorkedExample(t *testing.T) {
	p := player("P", 210, 3, 10, 3, 1)
	q := player("Q", 265, 1, 10, 1, 1)
	res := mustScore(t, Input{Players: []PlayerInput{p, q}})
	if got := find(t, res, "P").Total; got != 310 {
		t.Errorf("P total = %d, want 310", got)
	}
	if got := find(t, res, "Q").Total; got != 295 {
		t.Errorf("Q total = %d, want 295", got)
	}
	if !slices.Equal(res.Winners, []string{"P"}) || res.TieBreak != nil {
		t.Errorf("winners = %v, tie-break %v; want [P] and none", res.Winners, res.TieBreak)
	}

	// "If Q had 280 ducats instead, Q = 310, a tie; then the one with more items wins."
	q.Ducats, q.Items = 280, 11
	res = mustScore(t, Input{Players: []PlayerInput{p, q}})
	if got := find(t, res, "Q").Total; got != 310 {
		t.Errorf("Q total = %d, want 310", got)
	}
	if !slices.Equal(res.Winners, []string{"Q"}) {
		t.Errorf("winners = %v, want [Q] on items", res.Winners)
	}
	if res.TieBreak == nil || !strings.Contains(*res.TieBreak, "items") {
		t.Errorf("tie-break = %v, want a line naming items", res.TieBreak)
	}
}

// The rulebook's own numbers (contract card text): a lone building 10, four adjacent 100,
// five 150, six 200; 10 ducats per marker on a building; held things worth nothing.
func TestRulebookExamples(t *testing.T) {
	res := mustScore(t, Input{Players: []PlayerInput{
		player("Lone", 0, 0, 1, 1),
		player("Four", 0, 0, 4, 4),
		player("Five", 0, 0, 5, 5),
		player("Markers", 130, 2, 40),
	}})
	want := map[string]int{"Lone": 10, "Four": 100, "Five": 150, "Markers": 150}
	for name, total := range want {
		if got := find(t, res, name).Total; got != total {
			t.Errorf("%s total = %d, want %d", name, got, total)
		}
	}
	six := mustScore(t, Input{Players: []PlayerInput{player("Six", 0, 0, 6, 6), player("X", 0, 0, 0)}})
	if got := find(t, six, "Six").Total; got != 200 {
		t.Errorf("six adjacent = %d, want 200", got)
	}
}

func TestTies(t *testing.T) {
	tests := []struct {
		name       string
		players    []PlayerInput
		exclude    bool
		ranks      []int
		winners    []string
		tieBreak   string // substring; empty: no tie-break line
		noteSubstr string // substring of a note; empty: no notes
	}{
		{
			name:    "no tie",
			players: []PlayerInput{player("A", 300, 0, 1), player("B", 200, 0, 9)},
			ranks:   []int{1, 2}, winners: []string{"A"},
		},
		{
			name:    "more items wins the tie",
			players: []PlayerInput{player("A", 300, 0, 3), player("B", 300, 0, 5)},
			ranks:   []int{2, 1}, winners: []string{"B"}, tieBreak: "decided by items",
		},
		{
			name:    "equal items share the win",
			players: []PlayerInput{player("A", 300, 0, 5), player("B", 300, 0, 5), player("C", 100, 0, 9)},
			ranks:   []int{1, 1, 3}, winners: []string{"A", "B"}, tieBreak: "share the place",
		},
		{
			name:    "tie for second place",
			players: []PlayerInput{player("A", 400, 0, 0), player("B", 300, 0, 2), player("C", 300, 0, 7)},
			ranks:   []int{1, 3, 2}, winners: []string{"A"}, tieBreak: "C, B tied on 300, decided by items held (7 vs 2)",
		},
		{
			name:    "totals tie through different categories",
			players: []PlayerInput{player("A", 300, 1, 4, 1), player("B", 320, 0, 6)},
			ranks:   []int{2, 1}, winners: []string{"B"}, tieBreak: "B, A tied on 320, decided by items held (6 vs 4)",
		},
		{
			name:    "contract cards count as items by default",
			players: []PlayerInput{player("A", 290, 0, 6, 1), player("B", 300, 0, 5)},
			ranks:   []int{1, 2}, winners: []string{"A"}, tieBreak: "decided by items",
		},
		{
			name:    "contract cards left out of the item count",
			players: []PlayerInput{player("A", 290, 0, 6, 1), player("B", 300, 0, 5)},
			exclude: true,
			ranks:   []int{1, 1}, winners: []string{"A", "B"}, tieBreak: "share the place",
			noteSubstr: "left out of the tie-break item count",
		},
		{
			name:    "leaving contracts out that changes nothing is not noted",
			players: []PlayerInput{player("A", 290, 0, 9, 1), player("B", 300, 0, 5)},
			exclude: true,
			ranks:   []int{1, 2}, winners: []string{"A"}, tieBreak: "decided by items",
		},
		{
			name:       "five players, three tied",
			players:    []PlayerInput{player("A", 100, 0, 1), player("B", 100, 0, 3), player("C", 100, 0, 2), player("D", 500, 0, 0), player("E", 50, 0, 0)},
			ranks:      []int{4, 2, 3, 1, 5},
			winners:    []string{"D"},
			tieBreak:   "B, C, A tied on 100, decided by items held (3 vs 2 vs 1)",
			noteSubstr: "",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := mustScore(t, Input{Players: tt.players, ExcludeContractsFromItems: tt.exclude})
			var ranks []int
			for _, p := range res.Players {
				ranks = append(ranks, p.Rank)
			}
			if !slices.Equal(ranks, tt.ranks) {
				t.Errorf("ranks = %v, want %v", ranks, tt.ranks)
			}
			if !slices.Equal(res.Winners, tt.winners) {
				t.Errorf("winners = %v, want %v", res.Winners, tt.winners)
			}
			switch {
			case tt.tieBreak == "" && res.TieBreak != nil:
				t.Errorf("tie-break = %q, want none", *res.TieBreak)
			case tt.tieBreak != "" && (res.TieBreak == nil || !strings.Contains(*res.TieBreak, tt.tieBreak)):
				t.Errorf("tie-break = %s, want it to contain %q", tieText(res), tt.tieBreak)
			}
			notes := strings.Join(res.Notes, "\n")
			if tt.noteSubstr == "" && len(res.Notes) > 0 || !strings.Contains(notes, tt.noteSubstr) {
				t.Errorf("notes = %q, want %q", res.Notes, tt.noteSubstr)
			}
		})
	}
}

func TestContractValueNotes(t *testing.T) {
	tests := []struct {
		name   string
		values map[int]int
		want   []string // substrings, one per note
	}{
		{"defaults given explicitly", map[int]int{2: 30, 3: 60}, nil},
		{"override used by a group", map[int]int{2: 40}, []string{"group of 2 set to 40 (default 30, INFERRED); changed the total of A"}},
		{"override no group uses", map[int]int{3: 70}, nil},
		{"rulebook size overridden", map[int]int{1: 15}, []string{"group of 1 set to 15 (default 10, rulebook); changed the total of A, B"}},
		{"two overrides used", map[int]int{1: 20, 2: 35}, []string{"group of 1", "group of 2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := mustScore(t, Input{
				Players:        []PlayerInput{player("A", 100, 0, 3, 2, 1), player("B", 100, 0, 1, 1)},
				ContractValues: tt.values,
			})
			if len(res.Notes) != len(tt.want) {
				t.Fatalf("notes = %q, want %d notes", res.Notes, len(tt.want))
			}
			for i, w := range tt.want {
				if !strings.Contains(res.Notes[i], w) {
					t.Errorf("note %d = %q, want it to contain %q", i, res.Notes[i], w)
				}
			}
		})
	}
}

func TestNamesAreTrimmed(t *testing.T) {
	res := mustScore(t, Input{Players: []PlayerInput{player("  Anna ", 100, 0, 0), player("Bela", 50, 0, 0)}})
	if res.Players[0].Name != "Anna" || !slices.Equal(res.Winners, []string{"Anna"}) {
		t.Errorf("name = %q, winners %v; want Anna", res.Players[0].Name, res.Winners)
	}
}

func BenchmarkScoreInput(b *testing.B) {
	in := Input{Players: []PlayerInput{
		player("A", 210, 3, 9, 3, 1), player("B", 265, 1, 6, 1, 1), player("C", 180, 5, 4),
		player("D", 300, 2, 8, 2), player("E", 290, 4, 8, 2, 1),
	}, ContractValues: map[int]int{2: 40}}
	for range b.N {
		if _, err := ScoreInput(in); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScoreJSON(b *testing.B) {
	s, data := NewScorer(), []byte(Template())
	for range b.N {
		if _, err := s.Score(data); err != nil {
			b.Fatal(err)
		}
	}
}

func tieText(res scoring.Result) string {
	if res.TieBreak == nil {
		return "none"
	}
	return *res.TieBreak
}

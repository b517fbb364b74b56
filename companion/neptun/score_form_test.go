package neptun

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring"
)

// setDotted puts value at a dotted key ("temples.hispania.space") in a nested map.
func setDotted(m map[string]any, key string, value any) {
	parts := strings.Split(key, ".")
	for _, p := range parts[:len(parts)-1] {
		next, ok := m[p].(map[string]any)
		if !ok {
			next = map[string]any{}
			m[p] = next
		}
		m = next
	}
	m[parts[len(parts)-1]] = value
}

// fill answers a form the way the prompt would, checking each answer, and builds the JSON.
func fill(t *testing.T, f scoring.Form, names []string, answer func(player int, key string) any) []byte {
	t.Helper()
	doc := map[string]any{}
	var players []any
	for i, name := range names {
		p := map[string]any{"name": name}
		for _, field := range f.PerPlayer {
			v := answer(i, field.Key)
			if v == nil {
				continue
			}
			if field.Check != nil {
				if err := field.Check(v); err != nil {
					t.Fatalf("%s: %s: answer %v refused: %v", name, field.Key, v, err)
				}
			}
			setDotted(p, field.Key, v)
		}
		players = append(players, p)
	}
	doc["players"] = players
	for _, field := range f.GameWide {
		v := answer(-1, field.Key)
		if field.Check != nil {
			if err := field.Check(v); err != nil {
				t.Fatalf("%s: answer %v refused: %v", field.Key, v, err)
			}
		}
		setDotted(doc, field.Key, v)
	}
	data, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestFormMatchesInput(t *testing.T) {
	s := NewScorer().(Scorer)
	names := []string{"Ann", "Ben", "Cat"}
	final := fill(t, s.Form(), names, func(i int, key string) any {
		return map[string][]int{"point_tiles": {3 + i, 2}, "bonus_tiles": {}}[key]
	})
	res, err := s.Score(final)
	if err != nil {
		t.Fatalf("final form answers rejected: %v\n%s", err, final)
	}
	if res.Players[2].Total != 7 {
		t.Errorf("Cat total %d, want 7", res.Players[2].Total)
	}

	round := fill(t, s.RoundForm(), names, func(i int, key string) any {
		switch {
		case strings.HasPrefix(key, "tiles."):
			return []int{4, 2}
		case key == "player_order":
			return []string{"Cat", "Ben", "Ann"}
		case strings.HasSuffix(key, ".space"):
			return i + 1
		case strings.HasSuffix(key, ".stack_height"):
			return 1
		case key == "gold":
			return 3
		case key == "all_contracts":
			return i == 0
		}
		t.Fatalf("unexpected form key %q", key)
		return nil
	})
	rr, err := s.ScoreRound(2, round)
	if err != nil {
		t.Fatalf("round form answers rejected: %v\n%s", err, round)
	}
	if got, want := awardsText(rr), "hispania: Cat 4, Ben 2 | graecia: Cat 4, Ben 2 | yellow: Cat 4, Ben 2 | gold: Cat 4, Ben 2"; got != want {
		t.Errorf("awards\n got %s\nwant %s", got, want)
	}
	if len(rr.Bonus) != 1 || rr.Bonus[0] != "Ann" {
		t.Errorf("bonus %v", rr.Bonus)
	}
}

func TestFormOrder(t *testing.T) {
	f := roundForm()
	var keys []string
	for _, field := range f.PerPlayer {
		keys = append(keys, field.Key)
	}
	want := "temples.hispania.space temples.hispania.stack_height temples.graecia.space temples.graecia.stack_height " +
		"temples.yellow.space temples.yellow.stack_height gold all_contracts"
	if got := strings.Join(keys, " "); got != want {
		t.Errorf("per-player keys\n got %s\nwant %s", got, want)
	}
	if last := f.GameWide[len(f.GameWide)-1].Key; last != "player_order" {
		t.Errorf("last game-wide key %q", last)
	}
}

func TestChecks(t *testing.T) {
	fields := map[string]scoring.Field{}
	for _, f := range append(finalForm().PerPlayer, append(roundForm().PerPlayer, roundForm().GameWide...)...) {
		fields[f.Key] = f
	}
	tests := []struct {
		key   string
		value any
		err   string // substring; "" means accepted
	}{
		{"point_tiles", []int{3, 2, 6}, ""},
		{"point_tiles", []any{3.0, json.Number("2")}, ""},
		{"point_tiles", []int{3, 0}, "at least 1 point, got 0"},
		{"point_tiles", make([]int, 19), "at most 18 tiles"},
		{"point_tiles", "3,2", "want a list of whole numbers"},
		{"point_tiles", []any{2.5}, "want a whole number"},
		{"bonus_tiles", []int{2, 2, 2}, ""},
		{"bonus_tiles", []int{2, 2, 2, 2}, "at most 3 tiles (one per round)"},
		{"temples.hispania.space", 0, ""},
		{"temples.hispania.space", -1, "only move up"},
		{"temples.graecia.stack_height", 1, ""},
		{"temples.graecia.stack_height", 6, "must be 1 (bottom) to 5"},
		{"temples.yellow.stack_height", 0, "got 0"},
		{"gold", int64(12), ""},
		{"gold", -3, "cannot be negative"},
		{"gold", "lots", "want a whole number"},
		{"tiles.gold", []int{5, 3, 1}, ""},
		{"tiles.gold", []int{5, 3, 1, 1}, "got 4"},
		{"tiles.hispania", []int{}, "got 0"},
		{"tiles.graecia", []int{-1}, "at least 1 point"},
		{"player_order", []string{"Ann", "Ben", "Cat"}, ""},
		{"player_order", []any{"Ann", "Ben", "Cat", "Dan"}, ""},
		{"player_order", []string{"Ann", "Ben"}, "3-5 players, got 2"},
		{"player_order", []string{"Ann", "Ben", "ann"}, `"ann" is listed twice`},
		{"player_order", []string{"Ann", " ", "Cat"}, "a name is empty"},
		{"player_order", []any{"Ann", 3, "Cat"}, "want names"},
		{"player_order", 7, "want a list of names"},
	}
	for _, tc := range tests {
		f, ok := fields[tc.key]
		if !ok || f.Check == nil {
			t.Errorf("%s: no field with a check", tc.key)
			continue
		}
		err := f.Check(tc.value)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s %v: refused: %v", tc.key, tc.value, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s %v: got %v, want %q", tc.key, tc.value, err, tc.err)
		}
	}
}

// roundScorer is what cmd type-asserts for `talon score neptun --round N`.
type roundScorer interface {
	RoundTemplate() string
	RoundForm() scoring.Form
	ScoreRound(round int, input []byte) (RoundResult, error)
}

func TestNewOffersRoundScoring(t *testing.T) {
	if _, ok := NewScorer().(roundScorer); !ok {
		t.Fatal("NewScorer() does not offer round scoring")
	}
}

package genoa

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring"
)

func TestFormKeysAreInputFields(t *testing.T) {
	f := Form()
	var per []string
	for _, fl := range f.PerPlayer {
		per = append(per, fl.Key)
	}
	if want := []string{"ducats", "markers_on_buildings", "contract_groups", "items"}; !slices.Equal(per, want) {
		t.Errorf("per-player keys = %v, want %v", per, want)
	}
	for _, fl := range f.GameWide {
		top, _, _ := strings.Cut(fl.Key, ".")
		if !slices.Contains(gameFields, top) || top == "players" {
			t.Errorf("game-wide key %q is not a game-wide input field", fl.Key)
		}
	}
}

// A prompt session's answers, nested by the dotted keys, make an input Score accepts.
func TestFormAnswersScore(t *testing.T) {
	f := Form()
	answers := map[string]any{"ducats": 210, "markers_on_buildings": 3, "contract_groups": []int{3, 1}, "items": 9}
	var players []map[string]any
	for _, name := range []string{"Anna", "Bela"} {
		p := map[string]any{"name": name}
		for _, fl := range f.PerPlayer {
			if fl.Check != nil {
				if err := fl.Check(answers[fl.Key]); err != nil {
					t.Fatalf("%s: Check(%v) = %v", fl.Key, answers[fl.Key], err)
				}
			}
			p[fl.Key] = answers[fl.Key]
		}
		players = append(players, p)
	}
	in := map[string]any{"players": players, "contract_values": map[string]any{"2": 40}}
	data, _ := json.Marshal(in)
	res, err := NewScorer().Score(data)
	if err != nil {
		t.Fatalf("Score(%s): %v", data, err)
	}
	if res.Players[0].Total != 310 {
		t.Errorf("total = %d, want 310", res.Players[0].Total)
	}
}

func TestFormChecks(t *testing.T) {
	field := func(fields []scoring.Field, key string) scoring.Field {
		for _, f := range fields {
			if f.Key == key {
				return f
			}
		}
		t.Fatalf("no field %q", key)
		return scoring.Field{}
	}
	f := Form()
	tests := []struct {
		key    string
		game   bool
		value  any
		reject string // empty: accepted
	}{
		{"ducats", false, 130, ""},
		{"ducats", false, int64(0), ""},
		{"ducats", false, float64(245), ""},
		{"ducats", false, json.Number("310"), ""},
		{"ducats", false, 133, "multiple of 5"},
		{"ducats", false, -10, "negative"},
		{"ducats", false, 2.5, "not a whole number"},
		{"ducats", false, "130", "not a whole number"},
		{"markers_on_buildings", false, 7, ""},
		{"markers_on_buildings", false, 8, "7 ownership markers"},
		{"contract_groups", false, []int{3, 1}, ""},
		{"contract_groups", false, []int{}, ""},
		{"contract_groups", false, nil, ""},
		{"contract_groups", false, []any{float64(2), float64(1)}, ""},
		{"contract_groups", false, []int64{4}, ""},
		{"contract_groups", false, []int{3, 0}, "group size 0"},
		{"contract_groups", false, []int{10, 5}, "15 contract cards"},
		{"contract_groups", false, []any{"x"}, "not a whole number"},
		{"contract_groups", false, "3,1", "not a list"},
		{"items", false, 0, ""},
		{"items", false, -1, "impossible"},
		{"contract_values.2", true, 30, ""},
		{"contract_values.2", true, -5, "negative"},
		{"contract_values.3", true, 60, ""},
	}
	for _, tt := range tests {
		fields := f.PerPlayer
		if tt.game {
			fields = f.GameWide
		}
		fl := field(fields, tt.key)
		err := fl.Check(tt.value)
		switch {
		case tt.reject == "" && err != nil:
			t.Errorf("%s: Check(%#v) = %v, want accepted", tt.key, tt.value, err)
		case tt.reject != "" && (err == nil || !strings.Contains(err.Error(), tt.reject)):
			t.Errorf("%s: Check(%#v) = %v, want an error with %q", tt.key, tt.value, err, tt.reject)
		}
	}
}

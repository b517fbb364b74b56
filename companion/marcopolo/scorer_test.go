package marcopolo

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring"
)

func TestGame(t *testing.T) {
	if got := NewScorer().Game(); got != "marco-polo" {
		t.Errorf("Game() = %q", got)
	}
}

func TestTemplateScores(t *testing.T) {
	res, err := NewScorer().Score([]byte(NewScorer().Template()))
	if err != nil {
		t.Fatalf("template refused: %v", err)
	}
	if len(res.Players) != 3 || res.Players[0].Total != 70 {
		t.Errorf("template result %+v, want 3 players and Blue on 70 (worked example A)", res.Players)
	}
}

func TestTemplateRoundTrip(t *testing.T) {
	tmpl := NewScorer().Template()
	var in Input
	dec := json.NewDecoder(strings.NewReader(tmpl))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		t.Fatal(err)
	}
	out, err := json.MarshalIndent(in, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if string(out)+"\n" != tmpl {
		t.Errorf("round trip changed the template:\n%s\nvs\n%s", out, tmpl)
	}
	// Every per-player field is present, so the template shows them all.
	var raw struct {
		Players []map[string]json.RawMessage `json:"players"`
	}
	if err := json.Unmarshal([]byte(tmpl), &raw); err != nil {
		t.Fatal(err)
	}
	for _, f := range playerFields {
		if _, ok := raw.Players[0][f.key]; !ok {
			t.Errorf("template lacks %q", f.key)
		}
	}
}

// TestFormCoversInput: every form key is an input field and every input
// field but the name is asked.
func TestFormCoversInput(t *testing.T) {
	f := NewScorer().Form()
	var asked []string
	for _, fl := range f.PerPlayer {
		asked = append(asked, fieldRoot(fl.Key))
		if fl.Prompt == "" {
			t.Errorf("%s has no prompt", fl.Key)
		}
	}
	for _, pf := range playerFields {
		if pf.key != "name" && !slices.Contains(asked, pf.key) {
			t.Errorf("form does not ask %q", pf.key)
		}
	}
	for _, k := range asked {
		if !slices.ContainsFunc(playerFields, func(pf jsonField) bool { return pf.key == k }) {
			t.Errorf("form asks unknown field %q", k)
		}
	}
	for _, g := range goodsFields {
		if !slices.ContainsFunc(f.PerPlayer, func(fl scoring.Field) bool { return fl.Key == "goods."+g }) {
			t.Errorf("form does not ask goods.%s", g)
		}
	}
	if len(f.GameWide) != 1 || f.GameWide[0].Key != "most_contracts_needs_one" || f.GameWide[0].Kind != scoring.Bool {
		t.Errorf("game-wide fields %+v", f.GameWide)
	}
}

func TestFormChecks(t *testing.T) {
	checks := map[string]func(any) error{}
	for _, fl := range NewScorer().Form().PerPlayer {
		checks[fl.Key] = fl.Check
	}
	tests := []struct {
		key    string
		value  any
		errHas string // "" = accepted
	}{
		{"track_vp", 47, ""},
		{"track_vp", -1, "negative"},
		{"coins", int64(23), ""},
		{"coins", 2.5, "whole number"},
		{"coins", "ten", "whole number"},
		{"camels", json.Number("4"), ""},
		{"goods.pepper", float64(3), ""},
		{"goods.gold", -2, "negative"},
		{"completed_contracts", 44, ""},
		{"completed_contracts", 45, "only 44"},
		{"beijing_arrival", nil, ""},
		{"beijing_arrival", (*int)(nil), ""},
		{"beijing_arrival", ptr(2), ""},
		{"beijing_arrival", 4, ""},
		{"beijing_arrival", 5, "1–4"},
		{"trading_posts", []string{"Alexandria", "kashgar", "Peking"}, ""},
		{"trading_posts", []any{"Samarkand"}, ""},
		{"trading_posts", []string{}, ""},
		{"trading_posts", []string{"Moskow"}, "did you mean Moscow"},
		{"trading_posts", []string{"Velence"}, "Venezia never"},
		{"trading_posts", []string{"Anxi", "anxi"}, "twice"},
		{"trading_posts", 3, "list of city names"},
		{"goal_cards", [][]string{{"Moscow", "Kashgar"}, {"Karachi", "Anxi"}}, ""},
		{"goal_cards", [][2]string{{"Kashgar", "Moscow"}, {"Anxi", "Karachi"}}, ""},
		{"goal_cards", []any{[]any{"Moscow", "Kashgar"}, []any{"Karachi", "Anxi"}}, ""},
		{"goal_cards", [][]string{{"Moscow", "Kashgar"}}, "exactly 2"},
		{"goal_cards", [][]string{{"Moscow", "Adana"}, {"Karachi", "Anxi"}}, "not a goal card"},
		{"goal_cards", [][]string{{"Moscow", "Kashgr"}, {"Karachi", "Anxi"}}, "did you mean Kashgar"},
		{"goal_cards", "Moscow-Kashgar", "city pairs"},
	}
	for _, tt := range tests {
		check := checks[tt.key]
		if check == nil {
			t.Errorf("%s has no check", tt.key)
			continue
		}
		err := check(tt.value)
		switch {
		case tt.errHas == "" && err != nil:
			t.Errorf("%s %v refused: %v", tt.key, tt.value, err)
		case tt.errHas != "" && (err == nil || !strings.Contains(err.Error(), tt.errHas)):
			t.Errorf("%s %v: error %v, want it to contain %q", tt.key, tt.value, err, tt.errHas)
		}
	}
}

func BenchmarkScoreInput(b *testing.B) {
	var in Input
	if err := json.Unmarshal([]byte(NewScorer().Template()), &in); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		if _, err := ScoreInput(in); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScoreJSON(b *testing.B) {
	s := NewScorer()
	data := []byte(s.Template())
	b.ResetTimer()
	for range b.N {
		if _, err := s.Score(data); err != nil {
			b.Fatal(err)
		}
	}
}

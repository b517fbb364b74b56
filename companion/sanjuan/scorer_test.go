package sanjuan

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring"
	"github.com/talon-games/talon/scoring/scoringtest"
)

func TestGame(t *testing.T) {
	if got := NewScorer().Game(); got != "san-juan" {
		t.Errorf("Game() = %q", got)
	}
}

func TestTemplateScores(t *testing.T) {
	res, err := NewScorer().Score([]byte(NewScorer().Template()))
	if err != nil {
		t.Fatalf("template rejected: %v", err)
	}
	totals := map[string]int{}
	for _, p := range res.Players {
		totals[p.Name] = p.Total
	}
	// Alfonz: 21 printed + 5 chapel + 6 arch = 32, palace 8. Kelemen: 15 + 2 + 6 guild + 6 city.
	// Miki: 19 + 10 guild, tied with Kelemen and ahead on hand plus goods (8 vs 7).
	want := map[string]int{"Alfonz": 40, "Kelemen": 29, "Miki": 29}
	if !reflect.DeepEqual(totals, want) {
		t.Errorf("totals = %v, want %v", totals, want)
	}
	if res.TieBreak == nil || !strings.Contains(*res.TieBreak, "Miki, Kelemen tied on 29, decided by "+TieBreak) {
		t.Errorf("tie break = %v", res.TieBreak)
	}
}

func TestTemplateRoundTrips(t *testing.T) {
	tmpl := NewScorer().Template()
	dec := json.NewDecoder(strings.NewReader(tmpl))
	dec.DisallowUnknownFields()
	var in Input
	if err := dec.Decode(&in); err != nil {
		t.Fatal(err)
	}
	out, err := json.MarshalIndent(in, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out, []byte(tmpl)) {
		t.Errorf("template does not round-trip:\n%s\nvs\n%s", out, tmpl)
	}
	// Every field of the input appears in the template, so it documents them all.
	for _, key := range append(jsonKeys(reflect.TypeOf(Input{})), jsonKeys(reflect.TypeOf(PlayerInput{}))...) {
		if !strings.Contains(tmpl, `"`+key+`":`) {
			t.Errorf("template lacks %q", key)
		}
	}
}

func TestResultJSONRoundTrips(t *testing.T) {
	res, err := NewScorer().Score([]byte(NewScorer().Template()))
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	var back scoring.Result
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	back.Categories = res.Categories           // not in the JSON
	if !reflect.DeepEqual(back, res.Plain()) { // JSON keeps the English texts only
		t.Errorf("result JSON does not round-trip:\n%s", data)
	}
}

func jsonKeys(t reflect.Type) []string {
	var keys []string
	for i := range t.NumField() {
		if key := strings.Split(t.Field(i).Tag.Get("json"), ",")[0]; key != "" && key != "players" {
			keys = append(keys, key)
		}
	}
	return keys
}

func TestFormCoversInput(t *testing.T) {
	form := NewScorer().Form()
	var perPlayer []string
	for _, f := range form.PerPlayer {
		perPlayer = append(perPlayer, f.Key)
	}
	if got, want := strings.Join(perPlayer, ","), "buildings,goods,chapel_cards,hand_cards"; got != want {
		t.Errorf("per-player keys = %s, want %s", got, want)
	}
	scoringtest.FormMatchesTemplate(t, form, NewScorer().Template())
}

func TestFormChecksAnswersAsTyped(t *testing.T) {
	scoringtest.AnswersAsTyped(t, []scoring.Form{NewScorer().Form()}, []scoringtest.Typed{
		{"buildings", "indigo plant, Zunfthalle, céhház", "Guild Hall listed more than once"},
		{"buildings", "indigo plant, palce", `did you mean "Palace"`},
		{"buildings", "", "none listed"},
		{"buildings", "indigo_plant, indigo_plant, sugar_mill, Kápolna", ""},
		{"buildings", strings.Repeat("indigo_plant,", 13), "13 listed"},
		{"goods", "3", ""},
		{"goods", "0", ""},
		{"goods", "-1", "negative"},
		{"goods", "13", "at most 12 buildings"},
		{"hand_cards", "111", "the deck has 110 cards"},
		{"hand_cards", "4", ""},
		{"chapel_cards", "2.5", "whole number"},
		{"chapel_cards", "x", "whole number"},
		{"chapel_cards", "", ""},
		{"six_cost_vp", "0", ""},
		{"six_cost_vp", "1", ""},
		{"six_cost_vp", "2", "0 to 1"},
	})
}

func TestScoreBounds(t *testing.T) {
	s := NewScorer()
	scoringtest.Bounds(t, s.Form(), s.Template(), func(b []byte) error { _, err := s.Score(b); return err })
}

func BenchmarkScore(b *testing.B) {
	s, input := NewScorer(), []byte(NewScorer().Template())
	for range b.N {
		if _, err := s.Score(input); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScoreInput(b *testing.B) {
	for range b.N {
		if _, err := ScoreInput(templateInput); err != nil {
			b.Fatal(err)
		}
	}
}

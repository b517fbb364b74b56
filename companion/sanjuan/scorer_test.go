package sanjuan

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring"
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
	back.Categories = res.Categories // not in the JSON
	if !reflect.DeepEqual(back, res) {
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
	keys := func(fields []scoring.Field) []string {
		var out []string
		for _, f := range fields {
			out = append(out, f.Key)
			if f.Prompt == "" || f.Check == nil {
				t.Errorf("field %q lacks a prompt or a check", f.Key)
			}
		}
		return out
	}
	perPlayer := append([]string{"name"}, keys(form.PerPlayer)...)
	if got, want := strings.Join(perPlayer, ","), "name,buildings,goods,chapel_cards,hand_cards"; got != want {
		t.Errorf("per-player keys = %s, want %s", got, want)
	}
	if got, want := keys(form.GameWide), jsonKeys(reflect.TypeOf(Input{})); !reflect.DeepEqual(got, want) {
		t.Errorf("game-wide keys = %v, want %v", got, want)
	}
	for _, k := range jsonKeys(reflect.TypeOf(PlayerInput{})) {
		if !strings.Contains(","+strings.Join(perPlayer, ",")+",", ","+k+",") {
			t.Errorf("form does not ask %q", k)
		}
	}
}

func TestFormChecks(t *testing.T) {
	fields := map[string]scoring.Field{}
	for _, f := range append(NewScorer().Form().PerPlayer, NewScorer().Form().GameWide...) {
		fields[f.Key] = f
	}
	tests := []struct {
		key     string
		value   any
		wantErr string // "" means accepted
	}{
		{"buildings", []string{"indigo plant", "Zunfthalle", "céhház"}, "Guild Hall listed more than once"},
		{"buildings", []string{"indigo plant", "palce"}, "did you mean Palace"},
		{"buildings", []string{}, "none listed"},
		{"buildings", []string{"indigo_plant", "indigo_plant", "sugar_mill", "Kápolna"}, ""},
		{"buildings", strings.Split(strings.Repeat("indigo_plant,", 13), ",")[:13], "13 listed"},
		{"buildings", "palace", "expected a list"},
		{"goods", 3, ""},
		{"goods", 0, ""},
		{"goods", -1, "negative"},
		{"hand_cards", 111, "deck holds only 110"},
		{"hand_cards", float64(4), ""},
		{"chapel_cards", 2.5, "whole number"},
		{"chapel_cards", "x", "whole number"},
		{"six_cost_vp", 0, ""},
		{"six_cost_vp", 1, ""},
		{"six_cost_vp", 2, "0 or 1"},
	}
	for _, tt := range tests {
		err := fields[tt.key].Check(tt.value)
		switch {
		case tt.wantErr == "" && err != nil:
			t.Errorf("%s %v: unexpected error %v", tt.key, tt.value, err)
		case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
			t.Errorf("%s %v: error %v, want %q", tt.key, tt.value, err, tt.wantErr)
		}
	}
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

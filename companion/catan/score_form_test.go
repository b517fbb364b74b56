package catan

import (
	"testing"

	"github.com/talon-games/talon/scoring"
	"github.com/talon-games/talon/scoring/scoringtest"
)

func TestFormMatchesTemplate(t *testing.T) {
	scoringtest.FormMatchesTemplate(t, Form(), Template())
	f := Form()
	if len(f.GameWide) != 1 || f.GameWide[0].Key != "ended_on_turn_of" || !f.GameWide[0].Optional {
		t.Errorf("game-wide fields %+v, want optional ended_on_turn_of", f.GameWide)
	}
}

func TestFormChecksAnswersAsTyped(t *testing.T) {
	scoringtest.AnswersAsTyped(t, []scoring.Form{Form()}, []scoringtest.Typed{
		{"settlements", "0", ""},
		{"settlements", "5", ""},
		{"settlements", "6", "at most 5 settlements"},
		{"settlements", "-1", "negative"},
		{"settlements", "2.5", "whole number"},
		{"settlements", "two", "whole number"},
		{"settlements", "9223372036854775807", "out of range"},
		{"cities", "4", ""},
		{"cities", "5", "at most 4 cities"},
		{"vp_cards", "5", ""},
		{"vp_cards", "6", "at most 5 victory point cards"},
		{"longest_road", "yes", ""},
		{"longest_road", "maybe", "y or n"},
		{"largest_army", "n", ""},
		{"ended_on_turn_of", "Ann", ""},
		{"ended_on_turn_of", "", ""},
	})
}

func TestFormKinds(t *testing.T) {
	want := map[string]scoring.Kind{"settlements": scoring.Int, "cities": scoring.Int, "vp_cards": scoring.Int,
		"longest_road": scoring.Bool, "largest_army": scoring.Bool, "ended_on_turn_of": scoring.Text}
	f := Form()
	for _, field := range append(f.PerPlayer, f.GameWide...) {
		if field.Kind != want[field.Key] || field.Prompt == "" {
			t.Errorf("%s: kind %v (want %v), prompt %q", field.Key, field.Kind, want[field.Key], field.Prompt)
		}
	}
}

func TestScoreBounds(t *testing.T) {
	scoringtest.Bounds(t, Form(), Template(), func(b []byte) error { _, err := NewScorer().Score(b); return err })
}

package catan

import (
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring"
)

func TestFormKeysAreInputFields(t *testing.T) {
	f := NewScorer().Form()
	var keys []string
	for _, field := range f.PerPlayer {
		keys = append(keys, field.Key)
		if !slices.Contains(perPlayerFields, field.Key) {
			t.Errorf("per-player field %q is not an input field", field.Key)
		}
	}
	// Every per-player input field but the name (asked by the prompt itself) is asked.
	for _, k := range perPlayerFields {
		if k != "name" && !slices.Contains(keys, k) {
			t.Errorf("input field %q is never asked", k)
		}
	}
	if len(f.GameWide) != 1 || f.GameWide[0].Key != "ended_on_turn_of" || !f.GameWide[0].Optional {
		t.Errorf("game-wide fields %+v, want optional ended_on_turn_of", f.GameWide)
	}
}

func TestFormChecks(t *testing.T) {
	check := func(key string) func(any) error {
		f := Form()
		for _, field := range append(f.PerPlayer, f.GameWide...) {
			if field.Key == key {
				return field.Check
			}
		}
		t.Fatalf("no field %q", key)
		return nil
	}
	tests := []struct {
		key    string
		value  any
		reject string // substring of the error; empty means accepted
	}{
		{"settlements", 0, ""},
		{"settlements", 5, ""},
		{"settlements", 6, "at most 5 settlements"},
		{"settlements", -1, "negative"},
		{"settlements", int64(3), ""},
		{"settlements", 2.0, ""},
		{"settlements", 2.5, "whole number"},
		{"settlements", "two", "whole number"},
		{"cities", 4, ""},
		{"cities", 5, "at most 4 cities"},
		{"vp_cards", 5, ""},
		{"vp_cards", 6, "at most 5 victory point cards"},
		{"longest_road", true, ""},
		{"longest_road", "yes", "yes or no"},
		{"largest_army", false, ""},
		{"ended_on_turn_of", "Ann", ""},
		{"ended_on_turn_of", "", ""},
		{"ended_on_turn_of", 3, "name"},
	}
	for _, tt := range tests {
		err := check(tt.key)(tt.value)
		switch {
		case tt.reject == "" && err != nil:
			t.Errorf("%s = %v rejected: %v", tt.key, tt.value, err)
		case tt.reject != "" && (err == nil || !strings.Contains(err.Error(), tt.reject)):
			t.Errorf("%s = %v: error %v, want it to contain %q", tt.key, tt.value, err, tt.reject)
		}
	}
}

func TestFormKinds(t *testing.T) {
	want := map[string]scoring.Kind{"settlements": scoring.Int, "cities": scoring.Int, "vp_cards": scoring.Int,
		"longest_road": scoring.Bool, "largest_army": scoring.Bool, "ended_on_turn_of": scoring.Text}
	f := Form()
	for _, field := range append(f.PerPlayer, f.GameWide...) {
		if field.Kind != want[field.Key] {
			t.Errorf("%s kind %v, want %v", field.Key, field.Kind, want[field.Key])
		}
		if field.Prompt == "" || field.Check == nil {
			t.Errorf("%s lacks a prompt or a check", field.Key)
		}
	}
}

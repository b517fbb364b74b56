package catan

import (
	"slices"
	"testing"
)

func TestClosest(t *testing.T) {
	tests := []struct {
		s          string
		candidates []string
		want       []string
	}{
		{"settlement", perPlayerFields, []string{"settlements"}},
		{"vp_card", perPlayerFields, []string{"vp_cards"}},
		{"LONGEST_ROAD", perPlayerFields, []string{"longest_road"}},
		{"roads", perPlayerFields, nil},
		{"Anne", []string{"Ann", "Ben"}, []string{"Ann"}},
		{"Zed", []string{"Ann", "Ben"}, nil},
		{"Bem", []string{"Ben", "Bea", "Ann"}, []string{"Ben", "Bea"}},
	}
	for _, tt := range tests {
		if got := closest(tt.s, tt.candidates); !slices.Equal(got, tt.want) {
			t.Errorf("closest(%q) = %v, want %v", tt.s, got, tt.want)
		}
	}
}

func TestEditDistance(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"abc", "", 3}, {"kitten", "sitting", 3}, {"város", "varos", 1},
	}
	for _, tt := range tests {
		if got := editDistance(tt.a, tt.b); got != tt.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}

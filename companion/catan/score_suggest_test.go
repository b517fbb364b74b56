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

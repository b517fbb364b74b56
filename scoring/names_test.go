package scoring

import (
	"reflect"
	"testing"
)

func TestPlayerLabel(t *testing.T) {
	for _, tt := range []struct {
		i          int
		name, want string
	}{{0, "Ann", "Ann"}, {1, "  Ben ", "Ben"}, {2, "", "player 3"}, {0, " \t", "player 1"}} {
		if got := PlayerLabel(tt.i, tt.name); got != tt.want {
			t.Errorf("PlayerLabel(%d, %q) = %q, want %q", tt.i, tt.name, got, tt.want)
		}
	}
}

func TestPlayerLabels(t *testing.T) {
	got := PlayerLabels([]string{"Ann", "", "ann ", "Ben", "ANN"})
	want := []string{"Ann", "player 2", "ann (player 3)", "Ben", "ANN (player 5)"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

func TestFirstSameName(t *testing.T) {
	got := FirstSameName([]string{"Ann", "", "ben", " ANN ", "Ben", "Cid", "  "})
	want := []int{0, -1, 2, 0, 2, 5, -1}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

func TestCheckNamesAndCount(t *testing.T) {
	var ps Problems
	CheckPlayerCount("Genoa", 1, 2, 5, &ps)
	CheckPlayerCount("Genoa", 3, 2, 5, &ps)
	CheckNames([]string{"Ann", " ", "ANN"}, &ps)
	want := Problems{
		{Field: "players", Reason: "Genoa is for 2 to 5 players, got 1"},
		{Player: "player 2", Field: "name", Reason: "missing"},
		{Player: "ANN (player 3)", Field: "name", Reason: `same name as player 1 ("Ann"), ignoring case and accents`},
	}
	if !reflect.DeepEqual(ps.english(), want) {
		t.Errorf("got %v\nwant %v", ps, want)
	}
}

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

func TestFirstSameName(t *testing.T) {
	got := FirstSameName([]string{"Ann", "", "ben", " ANN ", "Ben", "Cid", "  "})
	want := []int{0, -1, 2, 0, 2, 5, -1}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if got := FirstSameName(nil); len(got) != 0 {
		t.Errorf("no names: got %v", got)
	}
}

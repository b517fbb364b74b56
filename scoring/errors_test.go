package scoring

import (
	"reflect"
	"testing"
)

func TestProblemsWithout(t *testing.T) {
	reported := Problems{{Player: "Ann", Field: "name", Reason: "want text"}, {Field: "players", Reason: "missing"}}
	ps := Problems{
		{Player: "Ann", Field: "name", Reason: "missing"},      // same field: dropped
		{Player: "Ben", Field: "name", Reason: "missing"},      // other player: kept
		{Field: "players", Reason: "got 0"},                    // same game-wide field: dropped
		{Player: "Ann", Field: "point_tiles", Reason: "got 9"}, // other field: kept
	}
	want := Problems{ps[1], ps[3]}
	if got := ps.Without(reported); !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if got := ps.Without(nil); !reflect.DeepEqual(got, ps) {
		t.Errorf("nothing reported: got %v", got)
	}
}

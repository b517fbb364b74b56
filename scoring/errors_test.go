package scoring

import (
	"reflect"
	"testing"
)

func TestProblemsWithout(t *testing.T) {
	reported := Problems{
		{Player: "Ann", Field: "name", Reason: "want text"},
		{Field: "players", Reason: "missing"},
		{Player: "Ben", Field: "goods", Reason: "want an object"},
		{Player: "Cid", Field: "player", Reason: "want an object"},
	}
	ps := Problems{
		{Player: "Ann", Field: "name", Reason: "missing"},        // same field: dropped
		{Player: "Ben", Field: "name", Reason: "missing"},        // other player: kept
		{Field: "players", Reason: "got 0"},                      // same game-wide field: dropped
		{Player: "Ann", Field: "point_tiles", Reason: "got 9"},   // other field: kept
		{Player: "Ben", Field: "goods.pepper", Reason: "got -1"}, // part of a reported field: dropped
		{Player: "Cid", Field: "cities", Reason: "got 9"},        // a player that was not an object: dropped
		{Player: "Ben", Field: "goodsx", Reason: "x"},            // only a prefix of the name: kept
	}
	want := Problems{ps[1], ps[3], ps[6]}
	if got := ps.Without(reported); !reflect.DeepEqual(got.english(), want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if got := ps.Without(nil); !reflect.DeepEqual(got, ps) {
		t.Errorf("nothing reported: got %v", got)
	}
	if got := ps.Without(Problems{{Field: "input", Reason: "not JSON"}}); len(got) != 0 {
		t.Errorf("unreadable input: got %v", got)
	}
	if !reported.About("Ben", "goods.silk") || reported.About("Ann", "goods") {
		t.Error("About")
	}
}

// english is the problems as their English texts alone, to compare with a list written
// by hand (which has no catalog messages).
func (ps Problems) english() Problems {
	var out Problems
	for _, p := range ps {
		out = append(out, Problem{Player: p.Player, Field: p.Field, Reason: p.Reason})
	}
	return out
}

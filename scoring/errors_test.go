package scoring

import (
	"reflect"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
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

func TestProblemLabelsInHungarian(t *testing.T) {
	hu := i18n.NewPrinter(i18n.Hungarian)
	var ps Problems
	CheckNames([]string{"Ann", "", "ann"}, &ps)
	got := (&InputError{Problems: ps}).Local(hu)
	want := `2. játékos: name: hiányzik; ann (3. játékos): name: ugyanaz a név, mint az 1. játékosé ("Ann"), a kis- és nagybetűtől meg az ékezetektől eltekintve`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if en := (&InputError{Problems: ps}).Error(); !strings.Contains(en, "player 2: name: missing") {
		t.Errorf("English changed: %s", en)
	}
}

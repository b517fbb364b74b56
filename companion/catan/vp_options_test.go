package catan

import (
	"reflect"
	"slices"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// TestVPOffersOnlyPossibleCounts: the vp count list offers what doVP accepts: Ben,
// who bought 2 development cards and played none, is offered 0–2, not 0–5 (trial
// F10); one who played them all, 0; and the deck's five cards bound them all.
func TestVPOffersOnlyPossibleCounts(t *testing.T) {
	s := position(t, [3]int{1, 1, 1}, [3]int{2, 2, 2}, [3]int{5, 2, 1})
	s.played[2] = 1
	s.vpCards[0] = 4 // Ann has shown 4 of the deck's 5
	vp := s.vpChoice(i18n.NewPrinter(i18n.English))
	if len(vp.Args) != 2 || vp.Args[1].Depends == nil {
		t.Fatalf("vp's args: %+v", vp.Args)
	}
	values := func(a companion.Arg) []string {
		var out []string
		for _, o := range a.Options {
			out = append(out, o.Value)
		}
		return out
	}
	if got, want := values(vp.Args[1]), []string{"0", "1", "2", "3", "4", "5"}; !reflect.DeepEqual(got, want) {
		t.Errorf("declared counts %v, want %v (Ann may show up to 5)", got, want)
	}
	for name, want := range map[string][]string{"Ann": {"0", "1", "2", "3", "4", "5"}, "Ben": {"0", "1"}, "Cid": {"0"}} {
		got := values(vp.Args[1].Depends([]string{name}))
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s is offered %v, want %v", name, got, want)
		}
		// Each offered count is accepted, the next one refused.
		for _, n := range got {
			if _, _, err := s.Apply(companion.Do("vp", name, n)); err != nil {
				t.Errorf("vp %s %s offered but refused: %v", name, n, err)
			}
		}
		next := []string{"1", "2", "3", "4", "5", "6"}[len(got)-1]
		if _, _, err := s.Apply(companion.Do("vp", name, next)); err == nil && !slices.Contains(got, next) {
			t.Errorf("vp %s %s not offered but accepted", name, next)
		}
	}
	s.vpCards[0] = 0
	if got := values(s.vpChoice(i18n.NewPrinter(i18n.English)).Args[1].Depends([]string{"Ben"})); !reflect.DeepEqual(got, []string{"0", "1", "2"}) {
		t.Errorf("Ben (2 bought, none played) is offered %v, want 0–2", got)
	}
}

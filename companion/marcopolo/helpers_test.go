package marcopolo

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
)

var testNames = []string{"Ann", "Ben", "Cid", "Dee"}

// newTestState deals with a fixed seed for the characters' seats (first-game seats when
// none are given) and applies the round-1 roll when one is given.
func newTestState(t testing.TB, set Settings, chars []Character, rolls ...[]int) *State {
	t.Helper()
	n := len(chars)
	d, err := DealSetup(n, set, rand.New(rand.NewPCG(7, 11)), CardSpaceCities(set))
	if err != nil {
		t.Fatal(err)
	}
	if !set.CharacterDraft {
		d.Characters = chars
	}
	s, err := NewState(testNames[:n], set, d)
	if err != nil {
		t.Fatal(err)
	}
	if len(rolls) > 0 {
		s = mustApply(t, s, Roll{Values: rolls})
	}
	return s
}

func ledger() Settings { s := DefaultSettings(); s.Ledger = true; return s }

func mustApply(t testing.TB, s *State, actions ...Action) *State {
	t.Helper()
	for _, a := range actions {
		next, err := s.Apply(a)
		if err != nil {
			t.Fatalf("%#v: %v", a, err)
		}
		s = next
	}
	return s
}

// refused checks that a is refused under the named rule, with every fragment in the reason.
func refused(t testing.TB, s *State, a Action, rule string, fragments ...string) {
	t.Helper()
	_, err := s.Apply(a)
	var r *companion.Refusal
	if !errors.As(err, &r) {
		t.Fatalf("%#v: want a refusal under %q, got %v", a, rule, err)
	}
	if r.Rule != rule {
		t.Errorf("%#v: refused under %q (%s), want %q", a, r.Rule, r.Reason, rule)
	}
	for _, f := range fragments {
		if !strings.Contains(r.Reason, f) {
			t.Errorf("%#v: reason %q lacks %q", a, r.Reason, f)
		}
	}
}

// plain are characters whose abilities stay out of the way of most rules tests.
var plain = []Character{Carpini, Niccolo, Mercator, Kubilai}

// spendRound lets everyone put their remaining dice on the money bag, one a turn.
func spendRound(t testing.TB, s *State) *State {
	t.Helper()
	round := s.Round
	for s.Phase == PhasePlay && s.Round == round {
		p := s.Players[s.Turn]
		if len(s.Pending) > 0 {
			t.Fatalf("pending: %s", s.Expecting())
		}
		if !s.MainDone && !s.BagUsed && len(p.Dice) > 0 {
			d := p.Dice[0]
			if d.Value == 0 {
				d.Value = 1
			}
			s = mustApply(t, s, UseMoneyBag{Seat: s.Turn, Die: DieRef{Kind: d.Kind, Value: d.Value}})
		}
		s = mustApply(t, s, EndTurn{Seat: s.Turn})
	}
	return s
}

func own(values ...int) []DieRef {
	out := make([]DieRef, len(values))
	for i, v := range values {
		out[i] = DieRef{Kind: OwnDie, Value: v}
	}
	return out
}

func space(k SpaceKind) Space { return Space{Kind: k} }

func leg(names ...string) []Leg { return []Leg{{Path: locs(names...)}} }

// five gives every seat the same five dice, for a round's roll; Raschid (seat 0 in the
// first-game seating) rolls none, Matteo (seat 1) adds his white die.
func firstGameRoll(n int, dice ...int) [][]int {
	out := make([][]int, n)
	for seat := range n {
		switch FirstGameSeats[seat] {
		case Raschid:
			out[seat] = []int{}
		case Matteo:
			out[seat] = append(append([]int(nil), dice...), dice[0])
		default:
			out[seat] = append([]int(nil), dice...)
		}
	}
	return out
}

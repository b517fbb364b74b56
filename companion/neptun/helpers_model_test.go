package neptun

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
)

// newTestState seats Ann, Ben, Cid (in that order) with no data file.
func newTestState(t testing.TB, settings Settings, d *Data) *State {
	t.Helper()
	rec := SetupRecord{Order: []int{0, 1, 2}, Data: d}
	if d.HasTokens() {
		rec.Distances = map[string]int{}
		for k, slot := range slotNames(d, Coastal) {
			rec.Distances[slot] = d.CoastalTokens[k]
		}
		for k, slot := range slotNames(d, Long) {
			rec.Distances[slot] = d.LongTokens[k]
		}
	}
	s, err := NewState([]string{"Ann", "Ben", "Cid"}, settings, rec)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// withTableRegions names the two regional temples the digest cannot (as the table does
// with add region), so cards of Africa and the Levant can be entered.
func withTableRegions(t testing.TB, s *State) *State {
	t.Helper()
	return do(t, s, AddName{Kind: nameRegion, Name: "Africa"}, AddName{Kind: nameRegion, Name: "Levant"})
}

// do applies actions that must succeed.
func do(t testing.TB, s *State, actions ...Action) *State {
	t.Helper()
	for _, a := range actions {
		next, err := s.Apply(a)
		if err != nil {
			t.Fatalf("%T %+v: %v", a, a, err)
		}
		s = next
	}
	return s
}

// refused checks that an action is refused by the named rule, with the reason containing want.
func refused(t testing.TB, s *State, a Action, rule, want string) {
	t.Helper()
	before := s.Clone()
	_, err := s.Apply(a)
	var r *companion.Refusal
	if !errors.As(err, &r) || r.Rule != rule || !strings.Contains(r.Reason, want) {
		t.Errorf("%T %+v: err = %v, want refusal %q containing %q", a, a, err, rule, want)
	}
	if !sameState(before, s) {
		t.Errorf("%T: a refusal changed the state", a)
	}
}

// bad checks that an action is bad input, with the reason containing want.
func bad(t testing.TB, s *State, a Action, want string) {
	t.Helper()
	_, err := s.Apply(a)
	var b *companion.BadInput
	if !errors.As(err, &b) || !strings.Contains(b.Reason, want) {
		t.Errorf("%T %+v: err = %v, want bad input containing %q", a, a, err, want)
	}
}

func sameState(a, b *State) bool {
	ja, _ := jsonOf(a)
	jb, _ := jsonOf(b)
	return ja == jb
}

// card is a set of cards for Reveal and Flip: city, good, reward, oar card.
func card(city, good string, kind string, amount, wind, oar int) CardsInput {
	return CardsInput{City: city, Good: good, Reward: &Reward{Kind: kind, Amount: amount}, Oar: OarCard{Wind: wind, Oar: oar}}
}

func regionCard(city, region, good string, kind string, amount, wind, oar int) CardsInput {
	c := card(city, good, kind, amount, wind, oar)
	c.Region = region
	return c
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 1)) }

func resolveText(st companion.State, text string, rng companion.RNG) (string, error) {
	a, err := companion.Parse(text)
	if err != nil {
		return "", err
	}
	r, err := st.Resolve(a, rng)
	return r.String(), err
}

package sanjuan

import "testing"

// The chapel is offered only to a player talon counts with a card to tuck: at 0 cards
// only passing is offered (and the corrections always offered).
func TestChapelNotOfferedWithAnEmptyHand(t *testing.T) {
	for _, tt := range []struct {
		hand   int
		offers []string
	}{{0, []string{verbPass}}, {2, []string{verbChapel, verbPass}}} {
		s := fixture(t, fixtureSeat{"Ann", "indigo_plant,chapel", tt.hand}, fixtureSeat{"Ben", "", 4})
		s.newRound()
		var verbs []string
		for _, c := range s.Legal() {
			verbs = append(verbs, c.Verb)
		}
		if len(verbs) < len(tt.offers) || verbs[0] != tt.offers[0] || (tt.hand == 0 && verbs[1] == verbChapel) {
			t.Errorf("hand %d: offered %v, want %v", tt.hand, verbs, tt.offers)
		}
	}
}

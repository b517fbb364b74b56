package genoa

import (
	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Decks (digest §5.1): a used card goes face up under its deck; when a face-up card
// shows on top, the deck is shuffled into a new face-down deck. talon models a deck as a
// face-down draw part above the face-up returned part, so a face-up card is on top
// exactly when the draw part is empty and cards were returned.

const ruleCards = "cards"

// draw deals up to n cards of a deck to a player, one at a time, reshuffling whenever a
// face-up card shows on top; an empty deck gives nothing and the action still counts.
func (s *State) draw(p Seat, d Deck, n int, o *Outcome) {
	got := 0
	for range n {
		ds := s.Decks[d.i()]
		if ds.Draw == 0 {
			break
		}
		ds.Draw--
		s.Decks[d.i()] = ds
		got++
		s.settle(d, o)
	}
	s.Players[p].Cards[d.i()] += got
	switch {
	case got < n && got == 0:
		o.say(i18n.M("the %s deck is empty: %s draws nothing (the action still counts)", deckTerm(d), s.Name(p)))
	case got < n:
		o.say(i18n.M("the %s deck ran out: %s draws %d of %d", deckTerm(d), s.Name(p), got, n))
	}
}

// settle reshuffles a deck whose top card shows face up.
func (s *State) settle(d Deck, o *Outcome) {
	ds := s.Decks[d.i()]
	if ds.Draw > 0 || ds.Returned == 0 {
		return
	}
	o.Tell = append(o.Tell, i18n.M("a face-up card is on top of the %s deck: shuffle its %d card(s) into a new face-down deck", deckTerm(d), ds.Returned))
	s.Decks[d.i()] = DeckState{Draw: ds.Returned}
}

// returnCard puts a used card from a player's hand face up under its deck.
func (s *State) returnCard(p Seat, d Deck, rule string, o *Outcome) error {
	if err := s.spendCard(p, d, rule, o); err != nil {
		return err
	}
	ds := s.Decks[d.i()]
	if ds.Draw+ds.Returned >= deckSize(d) {
		return companion.Refuse(rule, "all %d %s cards are already in the deck", deckSize(d), deckTerm(d))
	}
	ds.Returned++
	s.Decks[d.i()] = ds
	s.settle(d, o)
	return nil
}

package randomizers

import (
	"encoding/json"
	"math/rand/v2"
)

// Deck is a draw pile and a discard pile of cards of any type.
//
// The top of the draw pile is index 0: Draw takes from the front, PutOnTop adds to the
// front, PutUnder adds to the back. The discard pile keeps the order cards were
// discarded in; its top is the last card discarded.
//
// A Deck marshals to JSON as {"draw":[...],"discard":[...]} so a game can keep it in its
// state. The zero value is an empty deck ready to use. Copying a Deck value shares its
// piles; use Clone for an independent copy.
type Deck[T any] struct {
	draw    []T
	discard []T
}

// deckJSON is the stored form of a Deck.
type deckJSON[T any] struct {
	Draw    []T `json:"draw"`
	Discard []T `json:"discard"`
}

// NewDeck returns a deck whose draw pile is a copy of cards, top first, unshuffled.
func NewDeck[T any](cards []T) *Deck[T] {
	return &Deck[T]{draw: append([]T(nil), cards...)}
}

// Clone returns an independent copy, for games whose Apply must not change the old state.
func (d *Deck[T]) Clone() *Deck[T] {
	return &Deck[T]{draw: append([]T(nil), d.draw...), discard: append([]T(nil), d.discard...)}
}

// Shuffle shuffles the draw pile (not the discards) with r.
func (d *Deck[T]) Shuffle(r *rand.Rand) { Shuffle(r, d.draw) }

// Draw takes the top card; ok is false when the draw pile is empty.
func (d *Deck[T]) Draw() (card T, ok bool) {
	if len(d.draw) == 0 {
		return card, false
	}
	card = d.draw[0]
	d.draw = d.draw[1:]
	return card, true
}

// DrawN takes up to n cards from the top, in drawing order; fewer when the pile runs out
// (none for n <= 0). Whether to reshuffle then is the game's rule, see ReshuffleDiscards.
func (d *Deck[T]) DrawN(n int) []T {
	n = max(0, min(n, len(d.draw)))
	cards := append([]T(nil), d.draw[:n]...)
	d.draw = d.draw[n:]
	return cards
}

// DrawNReshuffling draws up to n cards like DrawN, but when the draw pile runs out it
// reshuffles the discards into it (ReshuffleDiscards with r) and goes on, as in games
// whose rule is "when the deck is empty, shuffle the discard pile". It returns fewer than
// n only when both piles are exhausted.
func (d *Deck[T]) DrawNReshuffling(r *rand.Rand, n int) []T {
	cards := d.DrawN(n)
	for len(cards) < n && len(d.discard) > 0 {
		d.ReshuffleDiscards(r)
		cards = append(cards, d.DrawN(n-len(cards))...)
	}
	return cards
}

// Discard puts cards on the discard pile, in the order given (the last ends on top).
func (d *Deck[T]) Discard(cards ...T) { d.discard = append(d.discard, cards...) }

// PutUnder puts cards under the draw pile, in the order given.
func (d *Deck[T]) PutUnder(cards ...T) { d.draw = append(d.draw, cards...) }

// PutOnTop puts cards on top of the draw pile so that cards[0] is drawn first.
func (d *Deck[T]) PutOnTop(cards ...T) {
	d.draw = append(append([]T(nil), cards...), d.draw...)
}

// ReshuffleDiscards shuffles the discard pile with r and puts it under the draw pile,
// leaving the discard pile empty. Cards still in the draw pile stay on top in their order
// (as at a table, where the shuffled discards go under what is left); call Shuffle
// afterwards to mix everything.
func (d *Deck[T]) ReshuffleDiscards(r *rand.Rand) {
	Shuffle(r, d.discard)
	d.draw = append(d.draw, d.discard...)
	d.discard = nil
}

// Peek returns a copy of up to n cards from the top without drawing them.
func (d *Deck[T]) Peek(n int) []T {
	n = max(0, min(n, len(d.draw)))
	return append([]T(nil), d.draw[:n]...)
}

// Discards returns a copy of the discard pile, first discarded first.
func (d *Deck[T]) Discards() []T { return append([]T(nil), d.discard...) }

// Take removes and returns the first card in the draw pile (from the top) for which match
// is true: the table drew that card by hand, or a rule takes a named card out.
func (d *Deck[T]) Take(match func(T) bool) (card T, ok bool) {
	for i, c := range d.draw {
		if match(c) {
			d.draw = append(d.draw[:i:i], d.draw[i+1:]...)
			return c, true
		}
	}
	return card, false
}

// Len is the number of cards in the draw pile.
func (d *Deck[T]) Len() int { return len(d.draw) }

// DiscardLen is the number of cards in the discard pile.
func (d *Deck[T]) DiscardLen() int { return len(d.discard) }

// MarshalJSON writes {"draw":[...],"discard":[...]}, top of the draw pile first. Empty
// piles are written as [] rather than null. It has a value receiver so a Deck held by
// value in a state struct marshals too.
func (d Deck[T]) MarshalJSON() ([]byte, error) {
	stored := deckJSON[T]{Draw: d.draw, Discard: d.discard}
	if stored.Draw == nil {
		stored.Draw = []T{}
	}
	if stored.Discard == nil {
		stored.Discard = []T{}
	}
	return json.Marshal(stored)
}

// UnmarshalJSON reads what MarshalJSON wrote.
func (d *Deck[T]) UnmarshalJSON(b []byte) error {
	var stored deckJSON[T]
	if err := json.Unmarshal(b, &stored); err != nil {
		return err
	}
	d.draw, d.discard = stored.Draw, stored.Discard
	return nil
}

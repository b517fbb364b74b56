package genoa

import (
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Correct sets a count talon derived when the table sees otherwise: a player's ducats,
// markers in hand, commodities, tiles or cards of a kind, or the rounds left. It is an
// event like any other, so the log shows who corrected what.
type Correct struct {
	Player Seat   // ignored for "rounds_left"
	Field  string // "ducats", "markers", "rounds_left", a commodity, tile or card kind
	Value  int
}

const roundsLeftField = "rounds_left"

// NoSeat is the player of a correction that is nobody's (a deck, the round track).
const NoSeat Seat = -1

// deckField names a deck's face-down count for `fix`.
func deckField(d Deck) string { return "deck_" + string(d) }

// correctDeck sets a deck's face-down cards as the table counts them; the face-up
// returned cards and those in hands stay.
func (s *State) correctDeck(d Deck, n int, o *Outcome) error {
	ds := s.Decks[d.i()]
	if limit := deckSize(d) - ds.Returned; n < 0 || n > limit {
		return companion.Refuse("correction", "the %s deck: 0 to %d face down (%d of its %d cards are face up under it)", deckTerm(d), limit, ds.Returned, deckSize(d))
	}
	o.say(i18n.M("the %s deck corrected from %d to %d face down", deckTerm(d), ds.Draw, n))
	ds.Draw = n
	s.Decks[d.i()] = ds
	return nil
}

// counter is one correctable count: its bound, and how to read and set it.
type counter struct {
	limit int
	why   string // what bounds it
	get   func() int
	set   func(int)
}

func (a Correct) apply(s *State, o *Outcome) error {
	if a.Field == roundsLeftField {
		if a.Value < 1 || a.Value > roundsFor[minPlayers] {
			return companion.Bad("rounds left: 1 to %d", roundsFor[minPlayers])
		}
		if s.Phase >= PhaseFinal {
			return companion.Refuse(ruleRoundTrack, "the game is over")
		}
		o.say(i18n.M("rounds left corrected from %d to %d", s.RoundsLeft, a.Value))
		s.RoundsLeft = a.Value
		return nil
	}
	if d, ok := strings.CutPrefix(a.Field, "deck_"); ok && deckSize(Deck(d)) > 0 {
		return s.correctDeck(Deck(d), a.Value, o)
	}
	if err := s.seatOK(a.Player); err != nil {
		return err
	}
	pl := &s.Players[a.Player]
	c, ok := correctable(pl, a.Field)
	if !ok {
		return companion.Bad("%q cannot be corrected: ducats, markers, rounds_left, a commodity, a tile or a card kind", a.Field)
	}
	if a.Value < 0 || a.Value > c.limit {
		return companion.Refuse("correction", "%s's %s: 0 to %d (%s)", pl.Name, fixedName(a.Field), c.limit, c.why)
	}
	o.say(i18n.M("%s's %s corrected from %d to %d", pl.Name, fixedName(a.Field), c.get(), a.Value))
	c.set(a.Value)
	return nil
}

// correctable finds the count a field names.
func correctable(pl *Player, field string) (counter, bool) {
	switch field {
	case "ducats":
		return counter{maxDealDucats, "ducats", func() int { return pl.Ducats }, func(v int) { pl.Ducats = v }}, true
	case "markers":
		// markers in hand come from, or go back to, the board supply
		total := pl.Markers + pl.Supply
		return counter{total, "the markers of the colour not standing on buildings", func() int { return pl.Markers }, func(v int) { pl.Markers, pl.Supply = v, total-v }}, true
	}
	if c, err := LookupCommodity(field); err == nil {
		return slotCounter(&pl.Goods[c.i()], commoditiesEach), true
	}
	if t, err := LookupTile(field); err == nil {
		return slotCounter(&pl.Tiles[t.i()], tileCount(t)), true
	}
	if d, err := LookupDeck(field); err == nil {
		return slotCounter(&pl.Cards[d.i()], deckSize(d)), true
	}
	return counter{}, false
}

func slotCounter(slot *int, limit int) counter {
	return counter{limit, "as many as the box holds", func() int { return *slot }, func(v int) { *slot = v }}
}

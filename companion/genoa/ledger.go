package genoa

import (
	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// What a player holds is counted from what the table records. In ledger mode the table
// records every payment and trade, so a player who does not hold what he gives is
// refused; otherwise the counts are partial and such a check is noted as not checked.

const noLedger = "no ledger kept"

// lacks refuses in ledger mode, or notes the skipped check; it reports whether the
// player holds fewer than n.
func (s *State) lacks(p Seat, have, n int, what any, rule string, o *Outcome) error {
	if have >= n {
		return nil
	}
	if s.Ledger {
		switch {
		case have <= 0 && n == 1: // "holds 0 1:1 trade tile" read badly
			return companion.Refuse(rule, "%s holds no %s", s.Name(p), what)
		case have <= 0:
			return companion.Refuse(rule, "%s holds no %s, needs %d", s.Name(p), what, n)
		}
		return companion.Refuse(rule, "%s holds %d %s, needs %d", s.Name(p), have, what, n)
	}
	o.unchecked(i18n.M("that %s holds %d %s: %s", s.Name(p), n, what, noLedger))
	return nil
}

// spendTile returns one of a player's tiles to the supply.
func (s *State) spendTile(p Seat, t Tile, rule string, o *Outcome) error {
	pl := &s.Players[p]
	if err := s.lacks(p, pl.Tiles[t.i()], 1, i18n.M("%s tile", tileTerm(t)), rule, o); err != nil {
		return err
	}
	if pl.Tiles[t.i()] > 0 {
		pl.Tiles[t.i()]--
	}
	s.Tiles[t.i()] = min(s.Tiles[t.i()]+1, tileCount(t))
	return nil
}

// gainTile gives a player a tile from the supply, if one is left (shortage rule).
func (s *State) gainTile(p Seat, t Tile, o *Outcome) {
	if s.Tiles[t.i()] == 0 {
		if s.Ledger {
			o.say(i18n.M("no %s tile is left in the supply: %s gets none (the action still counts)", tileTerm(t), s.Name(p)))
			return
		}
		o.unchecked(i18n.M("that a %s tile is left in the supply: %s", tileTerm(t), noLedger))
	}
	s.Tiles[t.i()] = max(0, s.Tiles[t.i()]-1)
	s.Players[p].Tiles[t.i()]++
}

// spendGoods returns commodities from a player to the supply.
func (s *State) spendGoods(p Seat, goods []Commodity, rule string, o *Outcome) error {
	pl := &s.Players[p]
	need := map[Commodity]int{}
	for _, g := range goods {
		need[g]++
	}
	for _, c := range Commodities {
		if err := s.lacks(p, pl.Goods[c.ID.i()], need[c.ID], commodityTerm(c.ID), rule, o); err != nil {
			return err
		}
	}
	for _, g := range goods {
		if pl.Goods[g.i()] > 0 {
			pl.Goods[g.i()]--
		}
		s.Goods[g.i()] = min(s.Goods[g.i()]+1, commoditiesEach)
	}
	return nil
}

// gainGood gives a player one commodity from the supply, if one is left.
func (s *State) gainGood(p Seat, c Commodity, o *Outcome) {
	if s.Goods[c.i()] == 0 {
		if s.Ledger {
			o.say(i18n.M("no %s is left in the supply: %s gets none", c, s.Name(p)))
			return
		}
		o.unchecked(i18n.M("that %s is left in the supply: %s", c, noLedger))
	}
	s.Goods[c.i()] = max(0, s.Goods[c.i()]-1)
	s.Players[p].Goods[c.i()]++
}

// spendDucats pays ducats from a player (to the bank or another player).
func (s *State) spendDucats(p Seat, n int, rule string, o *Outcome) error {
	if err := s.lacks(p, s.Players[p].Ducats, n, i18n.M("ducats"), rule, o); err != nil {
		return err
	}
	s.Players[p].Ducats -= n
	return nil
}

// spendCard takes a card of a kind from a player's hand.
func (s *State) spendCard(p Seat, d Deck, rule string, o *Outcome) error {
	pl := &s.Players[p]
	if err := s.lacks(p, pl.Cards[d.i()], 1, i18n.M("%s card", deckTerm(d)), rule, o); err != nil {
		return err
	}
	if pl.Cards[d.i()] > 0 {
		pl.Cards[d.i()]--
	}
	return nil
}

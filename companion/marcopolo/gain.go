package marcopolo

import (
	"slices"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// gain gives seat a reward. Fixed amounts go to the ledger; what needs a choice or a roll
// waits as a pending choice. Without the ledger, goods of choice are the table's business
// and are not asked for; black dice, free moves and contracts are always tracked.
func (s *State) gain(seat int, g Gain, from any) {
	p := &s.Players[seat]
	p.Stock = p.Stock.Add(g.Stock)
	if !g.Stock.IsZero() {
		s.note("%s gains %s (%s)", p.Name, g.Stock, from)
	}
	if s.Set.Ledger {
		if g.AnyGoods > 0 {
			s.Pending = append(s.Pending, Pending{Seat: seat, Kind: PendGoods, N: g.AnyGoods, From: from})
		}
		if g.DifferentGoods > 0 {
			s.Pending = append(s.Pending, Pending{Seat: seat, Kind: PendGoods, N: g.DifferentGoods, Different: true, From: from})
		}
	} else if g.AnyGoods+g.DifferentGoods > 0 {
		s.noteUnchecked("%s takes %s (%s; not checked: the table keeps the goods)", p.Name, Gain{AnyGoods: g.AnyGoods, DifferentGoods: g.DifferentGoods}, from)
	}
	for range g.BlackDice {
		if s.BlackSupply == 0 {
			s.note("%s: no black die left on the board, the reward is lost (%s)", p.Name, from)
			continue
		}
		s.BlackSupply--
		s.Pending = append(s.Pending, Pending{Seat: seat, Kind: PendBlackDie, From: from})
	}
	for range g.FreeMoves {
		s.Pending = append(s.Pending, Pending{Seat: seat, Kind: PendFreeMove, From: from})
	}
	if g.Contracts > 0 {
		s.drawContracts(seat, g.Contracts, from)
	}
}

// drawContracts gives seat the top n contracts of the special pile (INFERRED source of the
// "1 contract" reward, digest §8.2), discarding older ones when more than 2 are active.
func (s *State) drawContracts(seat, n int, from any) {
	p := &s.Players[seat]
	var got []int
	for range n {
		if len(s.Special) == 0 {
			s.note("%s: the special pile is empty, no contract (%s)", p.Name, from)
			break
		}
		got = append(got, s.Special[0])
		s.Special = s.Special[1:]
	}
	s.takeContracts(seat, got, from)
}

// takeContracts puts new contracts on seat's board; with more than 2 active, the player
// must first discard older ones (a new contract never goes straight to the special pile).
func (s *State) takeContracts(seat int, ids []int, from any) {
	if len(ids) == 0 {
		return
	}
	p := &s.Players[seat]
	for _, id := range ids {
		s.note("%s takes contract %s (%s)", p.Name, AllContracts[id], from)
	}
	p.Active = append(p.Active, ids...)
	if over := len(p.Active) - ActiveContracts; over > 0 {
		s.Pending = append(s.Pending, Pending{Seat: seat, Kind: PendDiscard, N: over, New: len(ids), From: from})
	}
}

// gainTile gives seat a small-city bonus tile; tile D asks for another tile's bonus.
func (s *State) gainTile(seat, tile int, from any) {
	b := CityBonuses[tile]
	if !b.Other {
		s.gain(seat, b.Gain, i18n.M("%s, tile %s", from, b.Letter))
		return
	}
	if s.Set.Ledger {
		s.Pending = append(s.Pending, Pending{Seat: seat, Kind: PendOtherTile, From: i18n.M("%s, tile %s", from, b.Letter)})
		return
	}
	s.noteUnchecked("%s takes the bonus of another small-city tile (%s, tile %s; not checked: the table keeps the resources)", s.Players[seat].Name, from, b.Letter)
}

// pay takes cost from seat's ledger, or, without the ledger, notes it as not checked.
func (s *State) pay(seat int, cost Stock, what any) error {
	if cost.IsZero() {
		return nil
	}
	p := &s.Players[seat]
	if s.Set.Ledger && !p.Stock.Covers(cost) {
		return refuse(RuleCost, "%s costs %s; %s has %s", what, cost, p.Name, p.Stock.shortOf(cost))
	}
	p.Stock = p.Stock.Sub(cost)
	if s.Set.Ledger {
		s.note("%s pays %s (%s)", p.Name, cost, what)
	} else {
		s.noteUnchecked("%s pays %s (%s; not checked: the table keeps the resources)", p.Name, cost, what)
	}
	return nil
}

// shortOf says what the stock holds of the things cost asks for: "3 coins, 1 camel".
func (s Stock) shortOf(cost Stock) i18n.List {
	held := i18n.Join(", ")
	for _, x := range []struct {
		need, got int
		key       string
	}{{cost.Coins, s.Coins, "%d coins"}, {cost.Camels, s.Camels, "%d camels"}, {cost.Pepper, s.Pepper, "%d pepper"},
		{cost.Silk, s.Silk, "%d silk"}, {cost.Gold, s.Gold, "%d gold"}, {cost.VP, s.VP, "%d VP"}} {
		if x.need > 0 {
			held = held.Add(i18n.M(x.key, max(x.got, 0)))
		}
	}
	return held
}

// choose resolves the first pending choice.
func (s *State) choose(a Choose) error {
	pend := s.Pending[0]
	rest := slices.Clone(s.Pending[1:])
	s.Pending = nil
	p := &s.Players[a.Seat]
	switch pend.Kind {
	case PendGoods:
		if len(a.Goods) != pend.N {
			return refuse(RulePending, "%s: choose %d goods, got %d", pend.From, pend.N, len(a.Goods))
		}
		if pend.Different && hasRepeat(a.Goods) {
			return refuse(RulePending, "%s: the %d goods must all be different", pend.From, pend.N)
		}
		var got Stock
		for _, g := range a.Goods {
			got = got.Add(OfGood(g))
		}
		s.gain(a.Seat, Gain{Stock: got}, pend.From)
	case PendCoinsCamels:
		if a.Coins < 0 || a.Camels < 0 || a.Coins+a.Camels != pend.N {
			return refuse(RulePending, "%s: %d in all, each a coin or a camel (got %d coins, %d camels)", pend.From, pend.N, a.Coins, a.Camels)
		}
		s.gain(a.Seat, Gain{Stock: Stock{Coins: a.Coins, Camels: a.Camels}}, pend.From)
	case PendOtherTile:
		if a.Tile < 0 || a.Tile >= len(CityBonuses) || CityBonuses[a.Tile].Other {
			return refuse(RulePending, "%s: choose another small-city tile (not D itself)", pend.From)
		}
		s.gainTile(a.Seat, a.Tile, i18n.M("%s as tile %s", pend.From, CityBonuses[a.Tile].Letter))
	case PendDiscard:
		older := p.Active[:len(p.Active)-pend.New]
		if len(a.Contracts) < pend.N {
			return refuse(RuleContracts, "only %d active contracts fit: discard %d of the older ones (%s)", ActiveContracts, pend.N, contractList(older))
		}
		for i, id := range a.Contracts {
			if !slices.Contains(older, id) || slices.Contains(a.Contracts[:i], id) {
				return refuse(RuleContracts, "%s is not one of %s's older active contracts (%s): a new contract never goes straight to the special pile", ContractID(id), p.Name, contractList(older))
			}
		}
		p = s.mutable(a.Seat)
		p.Active = slices.DeleteFunc(p.Active, func(id int) bool { return slices.Contains(a.Contracts, id) })
		s.Special = append(s.Special, a.Contracts...)
		s.note("%s discards %s under the special pile", p.Name, contractList(a.Contracts))
	case PendMovePost:
		i := slices.IndexFunc(p.Posts, func(x Post) bool { return x.At == a.From })
		if i < 0 {
			return refuse(RuleTravel, "%s has no trading post at %s to move", p.Name, a.From)
		}
		p.Posts = slices.Concat(p.Posts[:i], p.Posts[i+1:]) // a new list: the old one is shared
		if a.From == MustLoc(Beijing) {
			var stay []int
			for _, x := range s.Beijing {
				if x != a.Seat {
					stay = append(stay, x)
				}
			}
			s.Beijing = stay
		}
		s.note("%s moves the trading post from %s to %s", p.Name, a.From, pend.To)
		s.putPost(a.Seat, pend.To, false)
	}
	s.Pending = append(s.Pending, rest...)
	return nil
}

func hasRepeat[T comparable](xs []T) bool {
	for i, x := range xs {
		if slices.Contains(xs[:i], x) {
			return true
		}
	}
	return false
}

func contractList(ids []int) string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = ContractID(id)
	}
	return strings.Join(out, ", ")
}

// describePending says what the choice waits for.
func (s *State) describePending(p Pending) i18n.Message {
	name := s.Players[p.Seat].Name
	switch p.Kind {
	case PendGoods:
		if p.Different {
			return i18n.M("%s chooses %d different goods (%s)", name, p.N, p.From)
		}
		return i18n.M("%s chooses %d goods (%s)", name, p.N, p.From)
	case PendCoinsCamels:
		return i18n.M("%s takes %d, each a coin or a camel (%s)", name, p.N, p.From)
	case PendOtherTile:
		return i18n.M("%s chooses which other small-city tile's bonus to take (%s)", name, p.From)
	case PendDiscard:
		return i18n.M("%s discards %d older active contracts under the special pile (%s)", name, p.N, p.From)
	case PendFreeMove:
		return i18n.M("%s makes a free move of 1 step, or skips it (%s)", name, p.From)
	case PendBlackDie:
		return i18n.M("%s rolls the black die gained (%s)", name, p.From)
	case PendMovePost:
		return i18n.M("%s has placed every trading post: which post moves to %s?", name, p.To)
	}
	return i18n.M("%s chooses", name)
}

package marcopolo

import (
	"slices"
	"strconv"

	"github.com/talon-games/talon/companion/i18n"
)

// useCityCard carries out a city card with a die of value v (digest §9). Without the
// ledger only what talon tracks is asked for (how often, for free moves); the rest is the
// table's, and said so.
func (s *State) useCityCard(seat int, sp Space, v int, use CardUse) error {
	cs := s.CardSpaces[sp.Card]
	card, _ := CityCardFor(cs.Card, s.Set)
	p := &s.Players[seat]
	from := i18n.M("city card %s in %s", CardID(card.ID), cs.City)
	limit := card.MaxTimes(v)
	times := use.Times
	if times == 0 {
		times = limit
	}
	if times < 1 || times > limit {
		return refuse(RuleValueGate, "%s: the die allows 1 to %d, not %d", from, limit, times)
	}
	switch card.Kind {
	case CardPerPip:
		s.gain(seat, card.Per.Times(times), from)
	case CardThreshold:
		g := card.Low
		if v >= card.HighFrom {
			g = card.High
		}
		s.gain(seat, g, from)
	case CardPerPost:
		s.gain(seat, card.Per.Times(min(times, len(p.Posts))), from)
	case CardPerContract:
		s.gain(seat, card.Per.Times(min(times, len(p.Completed))), from)
	case CardExchange:
		return s.exchange(seat, card, times, use, from)
	case CardCityBonus, CardBonusForCoin:
		return s.cityBonusCard(seat, card, times, use.Cities, from)
	}
	return nil
}

// exchange pays a trade times over and gains its reward times over.
func (s *State) exchange(seat int, card CityCardInfo, times int, use CardUse, from any) error {
	if use.Trade < 0 || use.Trade >= len(card.Trades) {
		return refuse(RuleCityCard, "%s offers %d trades", from, len(card.Trades))
	}
	t := card.Trades[use.Trade]
	cost := t.Pay.Times(times)
	if t.PayGoods > 0 && !s.Set.Ledger {
		s.noteUnchecked("%s pays %s (%s; not checked: the table keeps the goods)", s.Players[seat].Name, goodsPaid(t, times), from)
	}
	if t.PayGoods > 0 && s.Set.Ledger {
		if len(use.Goods) != t.PayGoods*times {
			return refuse(RuleCityCard, "%s: name the %d goods paid", from, t.PayGoods*times)
		}
		for i := 0; i < len(use.Goods); i += t.PayGoods {
			if t.Different && hasRepeat(use.Goods[i:i+t.PayGoods]) {
				return refuse(RuleCityCard, "%s: each use pays %d different goods", from, t.PayGoods)
			}
		}
		for _, g := range use.Goods {
			cost = cost.Add(OfGood(g))
		}
	}
	if err := s.pay(seat, cost, from); err != nil {
		return err
	}
	s.gain(seat, t.Get.Times(times), i18n.M("%s ×%d", from, times))
	return nil
}

// cityBonusCard collects small-city bonuses where seat has a post: card 23 (1 city, or 2
// different ones with a 5 or 6) and card 25 (1 coin each, a different city each time).
func (s *State) cityBonusCard(seat int, card CityCardInfo, times int, cities []Loc, from any) error {
	p := &s.Players[seat]
	if !s.Set.Ledger {
		s.noteUnchecked("%s collects %d small-city bonuses (%s; not checked: the table keeps the resources)", p.Name, times, from)
		return nil
	}
	if len(cities) != times || hasRepeat(cities) {
		return refuse(RuleCityCard, "%s: name %d different small cities with your post", from, times)
	}
	for _, c := range cities {
		if !c.IsSmall() || !p.HasPost(c) {
			return refuse(RuleCityCard, "%s: %s is not a small city with %s's post", from, c, p.Name)
		}
	}
	if card.Kind == CardBonusForCoin {
		if err := s.pay(seat, Stock{Coins: times}, from); err != nil {
			return err
		}
	}
	for _, c := range slices.Clone(cities) {
		s.gainTile(seat, s.CityTiles[c], i18n.M("%s, %s", from, c))
	}
	return nil
}

// goodsPaid says what goods a trade made times over takes: "2 goods", "2× 2 different goods".
func goodsPaid(t Trade, times int) i18n.Message {
	key := i18n.Key("%d goods")
	if t.Different {
		key = i18n.Key("%d different goods")
	}
	if t.Different && times > 1 {
		return i18n.M("%s× %s", strconv.Itoa(times), i18n.M(key, t.PayGoods))
	}
	return i18n.M(key, t.PayGoods*times)
}

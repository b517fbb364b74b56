package marcopolo

import (
	"strconv"

	"github.com/talon-games/talon/companion"
)

// The city-card choice asks, after the card and its die, exactly what that card needs:
// which of its two trades (K16, K19, K27), how often, and in ledger mode the goods paid
// (K27's first trade, K30) and the small cities whose bonus is collected (K23, K25).
// Arguments a card does not need are skipped; the options follow what the player holds.

// Positions of the city-card choice's answers (the player is first).
const (
	cardAtCard = 1 + iota
	cardAtDie
	cardAtTrade
	cardAtTimes
)

// cardPick is the card choice as far as it is answered.
type cardPick struct {
	card  CityCardInfo
	ok    bool
	low   int // the die's value (0 when not answered)
	trade int // index into card.Trades
	times int // 0: not answered (as often as allowed)
}

func (s chooser) cardPick(earlier []string) cardPick {
	var cp cardPick
	if n, err := strconv.Atoi(at(earlier, cardAtCard)); err == nil && n >= 1 && n <= len(s.st.CardSpaces) {
		cp.card, cp.ok = CityCardFor(s.st.CardSpaces[n-1].Card, s.st.Set)
	}
	cp.low = lowestOf(at(earlier, cardAtDie))
	if t, err := strconv.Atoi(at(earlier, cardAtTrade)); err == nil && t >= 1 && t <= len(cp.card.Trades) {
		cp.trade = t - 1
	}
	cp.times, _ = strconv.Atoi(at(earlier, cardAtTimes))
	return cp
}

// cardArgs are the city-card choice's arguments after the player.
func (s chooser) cardArgs(seat int, cards []companion.Option) []companion.Arg {
	args := []companion.Arg{
		{Name: s.p.Sprintf("card"), Options: cards},
		s.diceArg(seat, 1, "", nil),
		{Name: s.p.Sprintf("exchange"), Key: "trade", Optional: true, Depends: func(earlier []string) companion.Arg {
			return s.tradeArg(seat, s.cardPick(earlier))
		}},
		{Name: s.p.Sprintf("times"), Key: "times", Optional: true, Depends: func(earlier []string) companion.Arg {
			return s.timesArg(seat, s.cardPick(earlier))
		}},
	}
	if s.st.Set.Ledger {
		args = append(args,
			companion.Arg{Name: s.p.Sprintf("goods paid"), Key: "goods", Optional: true, Depends: func(earlier []string) companion.Arg {
				return s.goodsPaidArg(seat, s.cardPick(earlier))
			}},
			companion.Arg{Name: s.p.Sprintf("small cities"), Key: "cities", Optional: true, Depends: func(earlier []string) companion.Arg {
				return s.bonusCitiesArg(seat, s.cardPick(earlier))
			}})
	}
	return args
}

// tradeArg asks which trade of a two-trade card (in ledger mode the ones the player can
// pay); one-trade cards skip it.
func (s chooser) tradeArg(seat int, cp cardPick) companion.Arg {
	a := companion.Arg{Name: s.p.Sprintf("exchange"), Key: "trade", Skip: true}
	if !cp.ok || len(cp.card.Trades) < 2 {
		return a
	}
	a.Skip = false
	for i, t := range cp.card.Trades {
		if s.affordableTimes(seat, cardPick{card: cp.card, ok: true, trade: i}) == 0 {
			continue
		}
		a.Options = append(a.Options, companion.Option{Value: strconv.Itoa(i + 1), Label: t.Local(s.p)})
	}
	return a
}

// timesArg asks how often the die allows (capped, in ledger mode, by what the player can
// pay and by their small cities with a post); skipped when once is all there is.
func (s chooser) timesArg(seat int, cp cardPick) companion.Arg {
	a := companion.Arg{Name: s.p.Sprintf("times"), Key: "times", Skip: true}
	if !cp.ok || cp.low == 0 {
		return a
	}
	most := cp.card.MaxTimes(cp.low)
	if most <= 1 {
		return a // once is all the die allows: the card's own default
	}
	limit := max(1, min(most, s.affordableTimes(seat, cp)))
	a.Skip, a.Help = false, s.p.Sprintf("how often")
	for n := limit; n >= 1; n-- {
		a.Options = append(a.Options, companion.Option{Value: strconv.Itoa(n), Label: s.timesLabel(cp, n)})
	}
	return a
}

// timesLabel says what n uses of the card pay and give.
func (s chooser) timesLabel(cp cardPick, n int) string {
	c := cp.card
	switch c.Kind {
	case CardExchange:
		t := c.Trades[cp.trade]
		if t.Different && n > 1 { // "4 different goods" would be wrong: each use's goods differ
			return s.p.Sprintf("%s× (pay %s each time → %s)", strconv.Itoa(n), t.payLocal(s.p), t.Get.Times(n))
		}
		return s.p.Sprintf("%s× (pay %s)", strconv.Itoa(n), t.times(n))
	case CardCityBonus:
		return s.p.Sprintf("%d small-city bonuses", n)
	case CardBonusForCoin:
		return s.p.Sprintf("%s× (%d coins → %d small-city bonuses)", strconv.Itoa(n), n, n)
	case CardPerPost, CardPerContract, CardPerPip:
		return s.p.Sprintf("up to %d: %s", n, c.Per.Times(n))
	}
	return strconv.Itoa(n)
}

// affordableTimes is how often the player can pay the card (ledger mode; otherwise the
// table keeps the resources and every number the die allows is offered).
func (s chooser) affordableTimes(seat int, cp cardPick) int {
	const many = 6
	if !s.st.Set.Ledger {
		return many
	}
	p := s.st.Players[seat]
	switch cp.card.Kind {
	case CardExchange:
		t := cp.card.Trades[cp.trade]
		n := 0
		for n < many && p.Stock.Covers(t.Pay.Times(n+1)) && p.Stock.Goods()-t.Pay.Times(n+1).Goods() >= t.PayGoods*(n+1) {
			n++
		}
		return n
	case CardCityBonus:
		return len(s.bonusCities(seat))
	case CardBonusForCoin:
		return min(len(s.bonusCities(seat)), p.Stock.Coins)
	}
	return many
}

// bonusCities are the small cities where the player has a post.
func (s chooser) bonusCities(seat int) []Loc {
	var out []Loc
	for _, post := range s.st.Players[seat].Posts {
		if post.At.IsSmall() {
			out = append(out, post.At)
		}
	}
	return out
}

// goodsPaidArg asks for the goods a trade takes (K27's first trade, K30): one pick per
// good paid, from what the player holds beyond the trade's fixed cost.
func (s chooser) goodsPaidArg(seat int, cp cardPick) companion.Arg {
	a := companion.Arg{Name: s.p.Sprintf("goods paid"), Key: "goods", Skip: true}
	if !cp.ok || cp.card.Kind != CardExchange || cp.card.Trades[cp.trade].PayGoods == 0 {
		return a
	}
	t := cp.card.Trades[cp.trade]
	times := cp.times
	if times == 0 {
		times = min(cp.card.MaxTimes(cp.low), s.affordableTimes(seat, cp))
	}
	need := t.PayGoods * max(times, 1)
	a.Skip, a.Multi, a.AtLeast = false, need, need
	a.Help = s.p.Sprintf("%d goods", need)
	if t.Different {
		a.Help = s.p.Sprintf("%d, each pair different", need)
	}
	left := s.st.Players[seat].Stock.Sub(t.Pay.Times(max(times, 1)))
	for _, g := range AllGoods {
		for range min(left.Good(g), need) {
			a.Options = append(a.Options, companion.Option{Value: g.String(), Label: g.Local(s.p), Aliases: []string{goodNames[g].DE, goodNames[g].HU}})
		}
	}
	return a
}

// bonusCitiesArg asks whose small-city bonus K23 or K25 collects: different cities with
// the player's post, as many as the times taken.
func (s chooser) bonusCitiesArg(seat int, cp cardPick) companion.Arg {
	a := companion.Arg{Name: s.p.Sprintf("small cities"), Key: "cities", Skip: true}
	if !cp.ok || (cp.card.Kind != CardCityBonus && cp.card.Kind != CardBonusForCoin) {
		return a
	}
	cities := s.bonusCities(seat)
	times := cp.times
	if times == 0 {
		times = min(cp.card.MaxTimes(cp.low), s.affordableTimes(seat, cp))
	}
	times = max(times, 1)
	a.Skip, a.Help = false, s.p.Sprintf("%d different, with your post", times)
	for _, c := range cities {
		a.Options = append(a.Options, companion.Option{Value: Locations[c].Name.ID(), Label: c.Local(s.p) + ": " + CityBonuses[s.st.CityTiles[c]].Local(s.p)})
	}
	if times > 1 {
		a.Multi, a.AtLeast = times, times
	}
	return a
}

// payableOnce tells whether the player can use the card at least once (one of its
// trades paid, a small city with a post for K23 and K25).
func (s chooser) payableOnce(seat int, c CityCardInfo) bool {
	if c.Kind != CardExchange {
		return s.affordableTimes(seat, cardPick{card: c, ok: true}) > 0
	}
	for i := range c.Trades {
		if s.affordableTimes(seat, cardPick{card: c, ok: true, trade: i}) > 0 {
			return true
		}
	}
	return false
}

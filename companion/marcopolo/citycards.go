package marcopolo

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// City cards (digest §9, SOURCE: both implementations agree on all 31). A card is used
// by placing exactly 1 die on it; the die's value v bounds how often or how much.

// CardKind is the shape of a city card's effect.
type CardKind int

const (
	CardPerPip       CardKind = iota // Per, v times (fewer allowed)
	CardThreshold                    // Low, or High when v ≥ HighFrom
	CardExchange                     // ×v: one of Trades, the same each time
	CardPerPost                      // Per for each own trading post on the board, at most v
	CardPerContract                  // Per for each completed contract, at most v
	CardCityBonus                    // the round bonus of 1 small city with a post (v 1–4) or 2 different ones (v 5–6)
	CardBonusForCoin                 // ×v: pay 1 coin → the bonus of one small city with a post, a different one each time
)

// Trade is one exchange a card offers: pay Pay plus PayGoods goods of choice (all
// different when Different is set), get Get.
type Trade struct {
	Pay       Stock
	PayGoods  int
	Different bool
	Get       Gain
}

func (t Trade) String() string { return t.payText() + " → " + t.Get.String() }

// payText is what the trade takes: "1 camel + 2 different goods".
func (t Trade) payText() string {
	pay := ""
	if !t.Pay.IsZero() {
		pay = t.Pay.String()
	}
	if t.PayGoods > 0 {
		g := fmt.Sprintf("%d goods", t.PayGoods)
		if t.PayGoods == 1 {
			g = "1 good"
		}
		if t.Different {
			g = fmt.Sprintf("%d different goods", t.PayGoods)
		}
		pay = strings.TrimPrefix(pay+" + "+g, " + ")
	}
	return pay
}

// times is the trade made n times over.
func (t Trade) times(n int) Trade {
	return Trade{Pay: t.Pay.Times(n), PayGoods: t.PayGoods * n, Different: t.Different, Get: t.Get.Times(n)}
}

// CityCardInfo is one of the 31 city cards.
type CityCardInfo struct {
	ID       int
	Kind     CardKind
	Per      Gain    // CardPerPip, CardPerPost, CardPerContract
	Low      Gain    // CardThreshold below HighFrom
	High     Gain    // CardThreshold from HighFrom
	HighFrom int     // CardThreshold
	Trades   []Trade // CardExchange (two: either direction, one chosen per use)
}

func trade(pay Stock, get Gain) Trade { return Trade{Pay: pay, Get: get} }

// AllCityCards are the 31 city cards; index = id (BGA's numbering, not printed).
var AllCityCards = []CityCardInfo{
	{ID: 0, Kind: CardPerPip, Per: Gain{Stock: Stock{Coins: 2}}},
	{ID: 1, Kind: CardThreshold, Low: Gain{Stock: Stock{Gold: 1}}, High: Gain{Stock: Stock{Gold: 3}}, HighFrom: 6},
	{ID: 2, Kind: CardPerPost, Per: Gain{Stock: Stock{VP: 1}}},
	{ID: 3, Kind: CardExchange, Trades: []Trade{trade(Stock{Gold: 2}, Gain{Stock: Stock{VP: 4}})}},
	{ID: 4, Kind: CardExchange, Trades: []Trade{trade(Stock{Camels: 1, Pepper: 1}, Gain{Stock: Stock{Coins: 2, VP: 2}})}},
	{ID: 5, Kind: CardExchange, Trades: []Trade{trade(Stock{Silk: 2}, Gain{Stock: Stock{VP: 3}})}},
	{ID: 6, Kind: CardExchange, Trades: []Trade{trade(Stock{Camels: 3}, Gain{Stock: Stock{Pepper: 1, Silk: 1, Gold: 1}})}},
	{ID: 7, Kind: CardExchange, Trades: []Trade{trade(Stock{Camels: 1, Silk: 1}, Gain{Stock: Stock{Coins: 8}})}},
	{ID: 8, Kind: CardExchange, Trades: []Trade{trade(Stock{Camels: 1, Gold: 1}, Gain{Stock: Stock{Coins: 9}})}},
	{ID: 9, Kind: CardExchange, Trades: []Trade{trade(Stock{Camels: 1, Silk: 1}, Gain{Stock: Stock{Coins: 4, VP: 2}})}},
	{ID: 10, Kind: CardExchange, Trades: []Trade{trade(Stock{Camels: 2, Silk: 1}, Gain{Stock: Stock{VP: 4}})}},
	{ID: 11, Kind: CardExchange, Trades: []Trade{trade(Stock{Camels: 1, Pepper: 1}, Gain{Stock: Stock{Coins: 7}})}},
	{ID: 12, Kind: CardExchange, Trades: []Trade{trade(Stock{Coins: 2}, Gain{AnyGoods: 1})}},
	{ID: 13, Kind: CardExchange, Trades: []Trade{trade(Stock{Camels: 2}, Gain{FreeMoves: 1})}},
	{ID: 14, Kind: CardExchange, Trades: []Trade{trade(Stock{Camels: 2}, Gain{Stock: Stock{Coins: 2, VP: 1}})}},
	{ID: 15, Kind: CardPerContract, Per: Gain{Stock: Stock{VP: 1}}},
	{ID: 16, Kind: CardExchange, Trades: []Trade{
		trade(Stock{Camels: 1}, Gain{Stock: Stock{Coins: 3}}),
		trade(Stock{Coins: 1}, Gain{Stock: Stock{Camels: 1}}),
	}},
	{ID: 17, Kind: CardExchange, Trades: []Trade{trade(Stock{Camels: 1}, Gain{Stock: Stock{VP: 1}})}},
	{ID: 18, Kind: CardThreshold, Low: Gain{Stock: Stock{Pepper: 1}}, High: Gain{Stock: Stock{Pepper: 3}}, HighFrom: 2},
	{ID: 19, Kind: CardExchange, Trades: []Trade{
		trade(Stock{VP: 1}, Gain{Stock: Stock{Coins: 3}}),
		trade(Stock{Coins: 3}, Gain{Stock: Stock{VP: 1}}),
	}},
	{ID: 20, Kind: CardExchange, Trades: []Trade{trade(Stock{Camels: 1, Gold: 1}, Gain{Stock: Stock{Coins: 6, VP: 2}})}},
	{ID: 21, Kind: CardExchange, Trades: []Trade{trade(Stock{Camels: 1, Gold: 1}, Gain{Stock: Stock{VP: 4}})}},
	{ID: 22, Kind: CardPerPost, Per: Gain{Stock: Stock{Coins: 2}}},
	{ID: 23, Kind: CardCityBonus},
	{ID: 24, Kind: CardPerContract, Per: Gain{Stock: Stock{Coins: 2}}},
	{ID: 25, Kind: CardBonusForCoin},
	{ID: 26, Kind: CardThreshold, Low: Gain{Stock: Stock{Silk: 1}}, High: Gain{Stock: Stock{Silk: 3}}, HighFrom: 4},
	{ID: 27, Kind: CardExchange, Trades: []Trade{
		{PayGoods: 1, Get: Gain{Stock: Stock{Camels: 2}}},
		{Pay: Stock{Camels: 2}, Get: Gain{AnyGoods: 1}},
	}},
	{ID: 28, Kind: CardExchange, Trades: []Trade{trade(Stock{Pepper: 2}, Gain{Stock: Stock{VP: 2}})}},
	{ID: 29, Kind: CardExchange, Trades: []Trade{trade(Stock{Camels: 3, Pepper: 1}, Gain{Stock: Stock{VP: 4}})}},
	// UNKNOWN whether the 2 goods must differ (BGA: yes; C#: no): Settings.Card30AnyGoods.
	{ID: 30, Kind: CardExchange, Trades: []Trade{{PayGoods: 2, Different: true, Get: Gain{FreeMoves: 1}}}},
}

// CityCardFor returns card id under the session's settings (card 30's goods).
func CityCardFor(id int, set Settings) (CityCardInfo, bool) {
	if id < 0 || id >= len(AllCityCards) {
		return CityCardInfo{}, false
	}
	c := AllCityCards[id]
	if id == 30 && set.Card30AnyGoods {
		c.Trades = []Trade{{PayGoods: 2, Get: Gain{FreeMoves: 1}}}
	}
	return c, true
}

// CardID names a city card in actions and the log: "K7" (K for Karte/kártya, so that
// it is not read as a contract).
func CardID(id int) string { return "K" + strconv.Itoa(id) }

// String reads like the card, with v the die on it.
func (c CityCardInfo) String() string {
	switch c.Kind {
	case CardPerPip:
		return fmt.Sprintf("%s × v", c.Per)
	case CardThreshold:
		if c.HighFrom == 6 {
			return fmt.Sprintf("v 1–5: %s; v 6: %s", c.Low, c.High)
		}
		if c.HighFrom == 2 {
			return fmt.Sprintf("v 1: %s; v 2–6: %s", c.Low, c.High)
		}
		return fmt.Sprintf("v 1–%d: %s; v %d–6: %s", c.HighFrom-1, c.Low, c.HighFrom, c.High)
	case CardExchange:
		parts := make([]string, len(c.Trades))
		for i, t := range c.Trades {
			parts[i] = t.String()
		}
		return "×v: " + strings.Join(parts, ", or ")
	case CardPerPost:
		return fmt.Sprintf("%s per own trading post, max v", c.Per)
	case CardPerContract:
		return fmt.Sprintf("%s per completed contract, max v", c.Per)
	case CardCityBonus:
		return "the bonus of 1 small city with your post (v 1–4) or of 2 different ones (v 5–6)"
	case CardBonusForCoin:
		return "×v: 1 coin → the bonus of a small city with your post (a different city each time)"
	}
	return "unknown card"
}

// MaxTimes is how many times (or how many units) a die of value v allows on this card.
func (c CityCardInfo) MaxTimes(v int) int {
	switch c.Kind {
	case CardThreshold:
		return 1
	case CardCityBonus:
		if v >= 5 {
			return 2
		}
		return 1
	}
	return v
}

// ParseCardID reads "K7", "k7" or "7".
func ParseCardID(s string) (int, error) {
	return parseNumbered(s, "K", i18n.M("a city card"), len(AllCityCards))
}

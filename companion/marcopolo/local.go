package marcopolo

import (
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// The table's language: places, goods, spaces and characters are printed with the
// names on each edition's components (the Name's HU and DE, from the digest and the
// seed rulebook; an unknown one shows English), and counted things in the language's
// words. Each is a Localizer, so a note or refusal that names one prints it in the
// table's language.

func (n Name) localTerm() i18n.Term { return i18n.Term{EN: n.EN, HU: n.HU, DE: n.DE} }

// Local is the place's name in p's language.
func (l Loc) Local(p *i18n.Printer) string {
	if !l.valid() {
		return p.Sprintf("nowhere")
	}
	return Locations[l].Name.localTerm().Local(p)
}

// Local is the good's name in p's language.
func (g Good) Local(p *i18n.Printer) string { return goodNames[g].localTerm().Local(p) }

// Local is the action space's name in p's language.
func (k SpaceKind) Local(p *i18n.Printer) string { return Spaces[k].Name.localTerm().Local(p) }

// Local is the character's name in p's language.
func (c Character) Local(p *i18n.Printer) string {
	if c < 0 || int(c) >= len(Characters) {
		return p.Sprintf("no character")
	}
	return Characters[c].Name.localTerm().Local(p)
}

// localPhrase joins counted things with " + " in p's language.
func localPhrase(p *i18n.Printer, parts []string) string {
	if len(parts) == 0 {
		return p.Sprintf("nothing")
	}
	return strings.Join(parts, " + ")
}

// counted is a number of things and the catalog key that words it ("%d coins").
type counted struct {
	n   int
	key string
}

// localCounts words the counts that are not zero, after parts.
func localCounts(p *i18n.Printer, parts []string, counts ...counted) string {
	for _, c := range counts {
		if c.n != 0 {
			parts = append(parts, p.Sprintf(c.key, c.n))
		}
	}
	return localPhrase(p, parts)
}

// Local is the stock in p's language: "2 teve + 1 bors".
func (s Stock) Local(p *i18n.Printer) string {
	return localCounts(p, nil, counted{s.VP, "%d VP"}, counted{s.Coins, "%d coins"}, counted{s.Camels, "%d camels"},
		counted{s.Pepper, "%d pepper"}, counted{s.Silk, "%d silk"}, counted{s.Gold, "%d gold"})
}

// Local is the reward in p's language.
func (g Gain) Local(p *i18n.Printer) string {
	var parts []string
	if !g.Stock.IsZero() {
		parts = append(parts, g.Stock.Local(p))
	}
	return localCounts(p, parts, counted{g.AnyGoods, "%d goods of choice"}, counted{g.DifferentGoods, "%d different goods"},
		counted{g.BlackDice, "%d black dice"}, counted{g.FreeMoves, "%d free moves"}, counted{g.Contracts, "%d contracts"})
}

// LocalLines says what the last action did, a line each, in p's language.
func (s *State) LocalLines(p *i18n.Printer) []string {
	out := make([]string, len(s.notes))
	for i, n := range s.notes {
		out[i] = p.Sprintf(n.format, n.args...)
	}
	return out
}

// Local is the tile in p's language: "A: 5 érme".
func (b CityBonus) Local(p *i18n.Printer) string {
	if b.Other {
		return p.Sprintf("%s: the bonus of any other small-city tile", b.Letter)
	}
	return b.Letter + ": " + b.Gain.Local(p)
}

// Local is the contract in p's language: "C39: 2 teve + 1 bors → 5 GyP".
func (c Contract) Local(p *i18n.Printer) string {
	return ContractID(c.ID) + ": " + c.Cost.Local(p) + " → " + c.Reward.Local(p)
}

// noneIfEmpty is s, or "none" in the table's language.
func noneIfEmpty(s string) any {
	if s == "" {
		return i18n.M("none")
	}
	return s
}

// Local is the leg's places in p's language: "Velence → Alexandria".
func (l Leg) Local(p *i18n.Printer) string {
	names := make([]string, len(l.Path))
	for i, at := range l.Path {
		names[i] = at.Local(p)
	}
	return strings.Join(names, " → ")
}

// Local is the kind of die in p's language: "black", "fekete".
func (k DieKind) Local(p *i18n.Printer) string {
	return p.Sprintf([...]string{i18n.Key("own"), i18n.Key("black"), i18n.Key("white"), i18n.Key("neutral")}[k])
}

// payLocal is what the trade takes, in p's language: "1 teve + 2 különböző áru".
func (t Trade) payLocal(p *i18n.Printer) string {
	var parts []string
	if !t.Pay.IsZero() {
		parts = append(parts, t.Pay.Local(p))
	}
	switch {
	case t.PayGoods > 0 && t.Different:
		parts = append(parts, p.Sprintf("%d different goods", t.PayGoods))
	case t.PayGoods > 0:
		parts = append(parts, p.Sprintf("%d goods", t.PayGoods))
	}
	return localPhrase(p, parts)
}

// Local is the trade in p's language: "1 teve → 3 érme".
func (t Trade) Local(p *i18n.Printer) string { return t.payLocal(p) + " → " + t.Get.Local(p) }

// Local reads like the card in p's language, with v the die on it.
func (c CityCardInfo) Local(p *i18n.Printer) string {
	switch c.Kind {
	case CardPerPip:
		return p.Sprintf("%s × v", c.Per)
	case CardThreshold:
		return p.Sprintf("v %s: %s; v %s: %s", valueRange(1, c.HighFrom-1), c.Low, valueRange(c.HighFrom, 6), c.High)
	case CardExchange:
		parts := make([]string, len(c.Trades))
		for i, t := range c.Trades {
			parts[i] = t.Local(p)
		}
		return "×v: " + strings.Join(parts, p.Sprintf(", or "))
	case CardPerPost:
		return p.Sprintf("%s per own trading post, max v", c.Per)
	case CardPerContract:
		return p.Sprintf("%s per completed contract, max v", c.Per)
	case CardCityBonus:
		return p.Sprintf("the bonus of 1 small city with your post (v 1–4) or of 2 different ones (v 5–6)")
	case CardBonusForCoin:
		return p.Sprintf("×v: 1 coin → the bonus of a small city with your post (a different city each time)")
	}
	return p.Sprintf("unknown card")
}

// valueRange writes die values "1–5", or "6" alone.
func valueRange(lo, hi int) string {
	if lo == hi {
		return strconv.Itoa(lo)
	}
	return strconv.Itoa(lo) + "–" + strconv.Itoa(hi)
}

// LocalShort is the stock in a pick list's few columns, in p's language: "5VP 3$ 2cam".
func (s Stock) LocalShort(p *i18n.Printer) string {
	var parts []string
	for _, x := range []counted{{s.VP, "%dVP"}, {s.Coins, "%d$"}, {s.Camels, "%dcam"}, {s.Pepper, "%dpep"}, {s.Silk, "%dsilk"}, {s.Gold, "%dgold"}} {
		if x.n != 0 {
			parts = append(parts, p.Sprintf(x.key, x.n))
		}
	}
	return strings.Join(parts, " ")
}

// LocalShort is the gain in a pick list's few columns, in p's language: "5VP good".
func (g Gain) LocalShort(p *i18n.Printer) string {
	parts := []string{g.Stock.LocalShort(p)}
	for _, x := range []counted{{g.AnyGoods, i18n.Key("chosen good")}, {g.DifferentGoods, i18n.Key("diff-goods")},
		{g.BlackDice, i18n.Key("black-die")}, {g.FreeMoves, i18n.Key("move")}, {g.Contracts, i18n.Key("contract")}} {
		switch {
		case x.n == 1:
			parts = append(parts, p.Sprintf(x.key))
		case x.n > 1:
			parts = append(parts, p.Sprintf("%d×%s", x.n, p.Sprintf(x.key)))
		}
	}
	return strings.TrimSpace(strings.Join(parts, " "))
}

// LocalShort is the contract in a pick list, in p's language: "C39 2cam 1pep → 5VP".
func (c Contract) LocalShort(p *i18n.Printer) string {
	return ContractID(c.ID) + " " + c.Cost.LocalShort(p) + " → " + c.Reward.LocalShort(p)
}

// Local is the route in p's language: "Velence > Alexandria (2 lépés, 7 érme)".
func (o RouteOption) Local(p *i18n.Printer) string {
	return p.Sprintf("%s (%d steps, %s)", Leg{Path: o.Path}, o.Steps, o.Price)
}

// goalLabel is goal card n in p's language: "3: Velence + Kashgar, 8 GyP".
func goalLabel(p *i18n.Printer, n int) string {
	g := GoalCards[n-1]
	return p.Sprintf("%s: %s + %s, %d VP", strconv.Itoa(n), cityNamed(g.Large), cityNamed(g.Small), g.VP)
}

// cityNamed is a city of the data by its English name, printed in the table's language
// (the name itself when the map does not know it).
func cityNamed(name string) any {
	if l, err := LookupLoc(name); err == nil {
		return l
	}
	return name
}

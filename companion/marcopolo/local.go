package marcopolo

import (
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

// Local is the leg's places in p's language: "Velence > Alexandria".
func (l Leg) Local(p *i18n.Printer) string {
	names := make([]string, len(l.Path))
	for i, at := range l.Path {
		names[i] = at.Local(p)
	}
	return strings.Join(names, " > ")
}

package neptun

import (
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// DataPart is one part of the data file as `talon neptun data show` lists it: how much of
// it is filled in and what that unlocks (or would unlock).
type DataPart struct {
	Part    string `json:"part"`
	Filled  string `json:"filled"`
	Unlocks string `json:"unlocks"`
	Ready   bool   `json:"ready"`
	filled  i18n.Message
}

// part is one row: its texts are catalog keys (Part, Unlocks) and a message (filled).
func part(name string, filled i18n.Message, unlocks string, ready bool) DataPart {
	return DataPart{Part: name, Filled: filled.String(), Unlocks: unlocks, Ready: ready, filled: filled}
}

// Local is the row in the table's language: the part, how much is filled, what it unlocks.
func (p DataPart) Local(pr *i18n.Printer) (string, string, string) {
	return pr.Sprintf(p.Part), p.filled.Local(pr), pr.Sprintf(p.Unlocks)
}

// Summary lists the parts of the data file in template order. A nil Data is the file
// nobody has filled in.
func (d *Data) Summary() []DataPart {
	var v Data
	if d != nil {
		v = *d
	}
	knownRegions, knownCities, placed := 0, 0, 0
	for _, r := range v.Regions {
		if r.ID != "" {
			knownRegions++
		}
	}
	for _, c := range v.Cities {
		if c.Region != "" {
			knownCities++
		}
	}
	for _, r := range v.Routes {
		if r.A != "" && r.B != "" {
			placed++
		}
	}
	cards, entries := 0, 0
	for _, c := range v.CityCards {
		if c.City != "" {
			cards++
		}
		entries += len(c.Rewards)
	}
	tiles := 0
	for _, tt := range v.PointTiles {
		for _, r := range tt {
			tiles += len(r)
		}
	}
	return []DataPart{
		part(i18n.Key("wind track"), span(v.WindTrack), i18n.Key("the wind is kept on the track"), v.WindTrack.Known),
		part(i18n.Key("wind by forecast"), count(len(v.WindByForecast), 0, i18n.Key("forecast sums")), i18n.Key("the next wind computed (else 5 + sum, confirmed by the table)"), d.HasWindTable()),
		part(i18n.Key("regions"), count(knownRegions, RegionalTemples, i18n.Key("named")), i18n.Key("region names accepted when entering cards"), knownRegions == RegionalTemples),
		part(i18n.Key("cities"), count(knownCities, len(v.Cities), i18n.Key("with their region")), i18n.Key("a city's region filled in when a card is revealed"), len(v.Cities) > 0 && knownCities == len(v.Cities)),
		part(i18n.Key("routes"), count(placed, CoastalSlots+LongSlots, i18n.Key("slots with both end cities")), i18n.Key("sailing distances looked up (with the distance tokens)"), d.HasRoutes()),
		part(i18n.Key("distance tokens"), count(len(v.CoastalTokens)+len(v.LongTokens), CoastalSlots+LongSlots, i18n.Key("values")), i18n.Key("tokens dealt onto the route slots at setup"), d.HasTokens()),
		part(i18n.Key("city cards"), i18n.M("%d/%d cards, %d rewards", cards, CityCardCount, entries), i18n.Key("a revealed contract's reward looked up and checked"), entries > 0),
		part(i18n.Key("city cards' cities"), count(cards, CityCardCount, i18n.Key("cards with their city")), i18n.Key("each city's cards counted: a copy the deck no longer holds this round is refused"), cards == CityCardCount),
		part(i18n.Key("goods cards"), count(len(v.GoodsCards), len(Goods), i18n.Key("goods counted")), i18n.Key("each good's cards counted as the box has them (else 6 each, INFERRED)"), len(v.GoodsCards) > 0),
		part(i18n.Key("oar cards"), count(len(v.OarCards), OarCardCount, i18n.Key("cards listed")), i18n.Key("entered oar cards checked against the box"), d.HasOarCards()),
		part(i18n.Key("starting oar cards"), count(len(v.StartOarCards), StartOarPerSeat, i18n.Key("cards listed")), i18n.Key("starting cards checked when played"), len(v.StartOarCards) == StartOarPerSeat),
		part(i18n.Key("oar track"), span(v.OarTrack), i18n.Key("oar strengths kept on the track"), v.OarTrack.Known),
		part(i18n.Key("point tiles"), count(tiles, PointTiles, i18n.Key("values")), i18n.Key("round scoring without typing tile values (per round, when all temples are known)"), tiles == PointTiles),
		part(i18n.Key("bonus tiles"), count(len(v.BonusTiles), BonusTiles, i18n.Key("values")), i18n.Key("bonus tiles drawn by talon"), d.HasBonusTiles()),
	}
}

func span(s Span) i18n.Message {
	if !s.Known {
		return i18n.M("%s", Unknown)
	}
	return i18n.M("%d to %d", s.Min, s.Max)
}

// count is "n/of what"; what is a catalog key.
func count(n, of int, what string) i18n.Message {
	if n == 0 {
		return i18n.M("%s", Unknown)
	}
	if of == 0 {
		return i18n.M("%d %s", n, i18n.M(what))
	}
	return i18n.M("%d/%d %s", n, of, i18n.M(what))
}

// Unlocked names the parts that are ready, for one line under a setup sheet.
func (d *Data) Unlocked(pr *i18n.Printer) string {
	var ready []string
	for _, p := range d.Summary() {
		if p.Ready {
			ready = append(ready, pr.Sprintf(p.Part))
		}
	}
	if len(ready) == 0 {
		return pr.Sprintf("none (physical-deck mode: the table enters every card and distance)")
	}
	return strings.Join(ready, ", ")
}

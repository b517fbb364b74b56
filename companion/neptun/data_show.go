package neptun

import (
	"fmt"
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
		{i18n.Key("wind track"), span(v.WindTrack), "the wind is kept on the track", v.WindTrack.Known},
		{i18n.Key("wind by forecast"), count(len(v.WindByForecast), 0, "forecast sums"), "the next wind computed (else 5 + sum, confirmed by the table)", d.HasWindTable()},
		{i18n.Key("regions"), count(knownRegions, RegionalTemples, "named"), "region names accepted when entering cards", knownRegions == RegionalTemples},
		{i18n.Key("cities"), count(knownCities, len(v.Cities), "with their region"), "a city's region filled in when a card is revealed", len(v.Cities) > 0 && knownCities == len(v.Cities)},
		{i18n.Key("routes"), count(placed, CoastalSlots+LongSlots, "slots with both end cities"), "sailing distances looked up (with the distance tokens)", d.HasRoutes()},
		{i18n.Key("distance tokens"), count(len(v.CoastalTokens)+len(v.LongTokens), CoastalSlots+LongSlots, "values"), "tokens dealt onto the route slots at setup", d.HasTokens()},
		{i18n.Key("city cards"), fmt.Sprintf("%d/%d cards, %d rewards", cards, CityCardCount, entries), "a revealed contract's reward looked up and checked", entries > 0},
		{i18n.Key("city cards' cities"), count(cards, CityCardCount, "cards with their city"), "each city's cards counted: a copy the deck no longer holds this round is refused", cards == CityCardCount},
		{i18n.Key("goods cards"), count(len(v.GoodsCards), len(Goods), "goods counted"), "each good's cards counted as the box has them (else 6 each, INFERRED)", len(v.GoodsCards) > 0},
		{i18n.Key("oar cards"), count(len(v.OarCards), OarCardCount, "cards"), "entered oar cards checked against the box", d.HasOarCards()},
		{i18n.Key("starting oar cards"), count(len(v.StartOarCards), StartOarPerSeat, "cards"), "starting cards checked when played", len(v.StartOarCards) == StartOarPerSeat},
		{i18n.Key("oar track"), span(v.OarTrack), "oar strengths kept on the track", v.OarTrack.Known},
		{i18n.Key("point tiles"), count(tiles, PointTiles, "values"), "round scoring without typing tile values (per round, when all temples are known)", tiles == PointTiles},
		{i18n.Key("bonus tiles"), count(len(v.BonusTiles), BonusTiles, "values"), "bonus tiles drawn by talon", d.HasBonusTiles()},
	}
}

func span(s Span) string {
	if !s.Known {
		return Unknown
	}
	return fmt.Sprintf("%d to %d", s.Min, s.Max)
}

func count(n, of int, what string) string {
	if n == 0 {
		return Unknown
	}
	if of == 0 {
		return fmt.Sprintf("%d %s", n, what)
	}
	return fmt.Sprintf("%d/%d %s", n, of, what)
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

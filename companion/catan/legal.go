package catan

import (
	"fmt"

	"github.com/talon-games/talon/companion"
)

// Legal lists the actions possible now, with the intersections, paths and hexes allowed.
func (s *state) Legal() []companion.Choice {
	p := s.current
	var out []companion.Choice
	switch s.phase {
	case phaseSetupSettlement:
		out = append(out, s.settlementChoice("place", true))
	case phaseSetupRoad:
		out = append(out, s.roadChoice("place", true))
	case phaseRoll:
		out = append(out, companion.Choice{Verb: "roll", Help: "roll the dice (or enter the table's dice)",
			Args: []companion.Arg{{Name: "dice", Help: "the two dice, e.g. 3,5; empty: talon rolls", Optional: true}}})
		if s.freeRoads > 0 {
			out = append(out, s.roadChoice("build", false))
		}
		out = append(out, s.playChoices()...)
		out = append(out, s.vpChoice())
	case phaseSeven:
		out = append(out, s.sevenChoices()...)
	case phaseRobber:
		out = append(out, s.robberChoice())
	case phaseMain:
		for _, c := range []companion.Choice{s.roadChoice("build", false), s.settlementChoice("build", false), s.cityChoice()} {
			if len(c.Args[0].Options) > 0 {
				out = append(out, c)
			}
		}
		if s.totalBought() < devCards {
			out = append(out, companion.Choice{Verb: "buy dev", Help: "buy a development card (1 ore, 1 wool, 1 grain)"})
		}
		out = append(out, s.playChoices()...)
		partners := []string{"bank"}
		for q := range s.players() {
			if q != p {
				partners = append(partners, s.name(q))
			}
		}
		out = append(out,
			companion.Choice{Verb: "trade", Help: "trade with the bank at " + ratesText(s.tradeRates(p)) + ", or with a player",
				Args: []companion.Arg{
					{Name: "partner", Options: companion.Values(partners...)},
					{Name: "give", Help: "cards given, e.g. 4 ore or 2 ore 1 wool"},
					{Name: "get", Key: "for", Help: "cards taken, e.g. 1 grain"},
				}},
			s.vpChoice(),
			companion.Choice{Verb: "end", Help: "end " + s.name(p) + "'s turn"},
		)
	}
	return out
}

func (s *state) settlementChoice(verb string, setup bool) companion.Choice {
	var opts []string
	for v := range NumVertices {
		if s.checkSettlement(s.current, v, setup) == nil {
			opts = append(opts, VertexLabel(v))
		}
	}
	return companion.Choice{Verb: verb + " settlement", Help: "a settlement for " + s.name(s.current),
		Args: []companion.Arg{{Name: "intersection", Options: companion.Values(opts...)}}}
}

func (s *state) roadChoice(verb string, setup bool) companion.Choice {
	var opts []string
	for e := range NumEdges {
		if s.checkRoad(s.current, e, setup) == nil {
			opts = append(opts, EdgeLabel(e))
		}
	}
	help := "a road for " + s.name(s.current)
	if s.freeRoads > 0 {
		help = fmt.Sprintf("a free road for %s (Road Building, %d left)", s.name(s.current), s.freeRoads)
	}
	return companion.Choice{Verb: verb + " road", Help: help, Args: []companion.Arg{{Name: "path", Options: companion.Values(opts...)}}}
}

func (s *state) cityChoice() companion.Choice {
	var opts []string
	for v := range NumVertices {
		if s.checkCity(s.current, v) == nil {
			opts = append(opts, VertexLabel(v))
		}
	}
	return companion.Choice{Verb: "build city", Help: "a city on one of " + s.name(s.current) + "'s settlements",
		Args: []companion.Arg{{Name: "intersection", Options: companion.Values(opts...)}}}
}

func (s *state) playChoices() []companion.Choice {
	if s.playedThisTurn || s.devCardsInHand(s.current) <= 0 {
		return nil
	}
	var cards []string
	for _, c := range []string{"knight", "road-building", "year-of-plenty", "monopoly"} {
		if s.cardLeft(c) {
			cards = append(cards, c)
		}
	}
	if len(cards) == 0 {
		return nil
	}
	return []companion.Choice{{Verb: "play", Help: "play a development card bought before this turn",
		Args: []companion.Arg{{Name: "card", Options: companion.Values(cards...)}}}}
}

func (s *state) vpChoice() companion.Choice {
	return companion.Choice{Verb: "vp", Help: "show a player's victory point cards (their number in all)",
		Args: []companion.Arg{{Name: "player", Options: companion.Values(s.t.names...)}, {Name: "cards", Options: companion.Values([]string{"0", "1", "2", "3", "4", "5"}...)}}}
}

func (s *state) sevenChoices() []companion.Choice {
	var out []companion.Choice
	var hands []companion.Arg
	var discarders []string
	for q := range s.players() {
		if s.discarded[q] {
			continue
		}
		hands = append(hands, companion.Arg{Name: s.name(q), Key: s.name(q), Help: "resource cards in hand", Optional: true,
			Number: true, Min: 0, Max: resourceCards})
		if s.owed[q] > 0 || !s.handsSeen {
			discarders = append(discarders, s.name(q))
		}
	}
	if len(hands) > 0 {
		hands[0].Optional = false // at least one hand is entered
		out = append(out, companion.Choice{Verb: "hands", Help: "enter hand sizes; talon says who discards how many", Args: hands})
	}
	if len(discarders) > 0 {
		out = append(out, companion.Choice{Verb: "discard", Help: "a player returns half their cards (rounded down)",
			Args: []companion.Arg{{Name: "player", Options: companion.Values(discarders...)}, s.discardCountArg()}})
	}
	if s.owedTotal() == 0 {
		out = append(out, s.robberChoice())
	}
	return out
}

// robberChoice asks the hex, then offers as victims only the opponents with a building
// on that hex (leaving it out steals from nobody).
func (s *state) robberChoice() companion.Choice {
	var hexes []string
	for h := range NumHexes {
		if s.checkRobberHex(h) == nil {
			hexes = append(hexes, HexLabel(h))
		}
	}
	var everyone []string // as declared, before the hex is known
	for q := range s.players() {
		if q != s.current {
			everyone = append(everyone, s.name(q))
		}
	}
	steal := companion.Arg{Name: "steal", Key: "steal", Options: companion.Values(everyone...), Optional: true,
		Help: "a player with a settlement or city on that hex"}
	steal.Depends = func(earlier []string) companion.Arg {
		next := steal
		next.Options = nil
		if h, err := ParseHex(earlier[0]); err == nil {
			for _, q := range s.robbable(h) {
				next.Options = append(next.Options, companion.Option{Value: s.name(q)})
			}
		}
		return next
	}
	return companion.Choice{Verb: "robber", Help: "move the robber and steal from a player with a building on that hex",
		Args: []companion.Arg{{Name: "hex", Options: companion.Values(hexes...)}, steal}}
}

// maxDiscard bounds a typed discard: half of all 95 resource cards (SEED: 19 of each).
const maxDiscard = resourceCards / 2

// discardCountArg is the number of cards a player returns: the count talon worked out
// from the hand sizes when they were entered (filled in, not asked), else typed.
func (s *state) discardCountArg() companion.Arg {
	typed := companion.Arg{Name: "count", Help: "cards returned", Number: true, Min: 1, Max: maxDiscard}
	typed.Depends = func(earlier []string) companion.Arg {
		a := typed
		if len(earlier) > 0 {
			if q, err := s.t.seats.Find(earlier[0]); err == nil && s.owed[q] > 0 {
				a.Number, a.Min, a.Max = false, 0, 0
				a.Options = companion.Values(fmt.Sprint(s.owed[q]))
			}
		}
		return a
	}
	return typed
}

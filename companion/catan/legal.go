package catan

import (
	"slices"
	"strconv"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Legal lists the actions possible now, in English (status --json, completion).
func (s *state) Legal() []companion.Choice { return s.LocalLegal(i18n.NewPrinter(i18n.English)) }

// LocalLegal lists the actions possible now, with the intersections, paths and hexes
// allowed, worded in the table's language; verbs, keys and values stay the grammar's.
func (s *state) LocalLegal(pr *i18n.Printer) []companion.Choice {
	p := s.current
	var out []companion.Choice
	switch s.phase {
	case phaseSetupSettlement:
		out = append(out, s.settlementChoice(pr, "place", true))
	case phaseSetupRoad:
		out = append(out, s.roadChoice(pr, "place", true))
	case phaseRoll:
		out = append(out, companion.Choice{Verb: "roll", Help: pr.Sprintf("roll the dice (or enter the table's dice)"),
			Args: []companion.Arg{{Name: pr.Sprintf("dice"), Help: pr.Sprintf("the two dice, e.g. 3,5"), Optional: true, Empty: pr.Sprintf("talon rolls")}}})
		if s.freeRoads > 0 {
			out = append(out, s.roadChoice(pr, "build", false))
		}
		out = append(out, s.playChoices(pr)...)
		out = append(out, s.vpChoice(pr))
	case phaseSeven:
		out = append(out, s.sevenChoices(pr)...)
	case phaseRobber:
		out = append(out, s.robberChoice(pr))
	case phaseMain:
		for _, c := range []companion.Choice{s.roadChoice(pr, "build", false), s.settlementChoice(pr, "build", false), s.cityChoice(pr)} {
			if len(c.Args[0].Options) > 0 {
				out = append(out, c)
			}
		}
		if s.totalBought() < devCards {
			out = append(out, companion.Choice{Verb: "buy dev", Help: pr.Sprintf("buy a %s (%s)", termDevCard, costText("dev"))})
		}
		out = append(out, s.playChoices(pr)...)
		partners := []companion.Option{{Value: "bank", Label: pr.Sprintf("bank"), Aliases: []string{"bank"}}}
		for q := range s.players() {
			if q != p {
				partners = append(partners, companion.Option{Value: s.name(q)})
			}
		}
		out = append(out,
			companion.Choice{Verb: "trade", Help: pr.Sprintf("trade with the bank at %s, or with a player", ratesText(s.tradeRates(p))),
				Args: []companion.Arg{
					{Name: pr.Sprintf("partner"), Options: partners},
					{Name: pr.Sprintf("give"), Help: pr.Sprintf("cards given, e.g. 4 ore or 2 ore 1 wool")},
					{Name: pr.Sprintf("get"), Key: "for", Help: pr.Sprintf("cards taken, e.g. 1 grain")},
				}},
			s.vpChoice(pr),
			companion.Choice{Verb: "end", Help: pr.Sprintf("end %s's turn", s.name(p))},
		)
	}
	return out
}

func (s *state) settlementChoice(pr *i18n.Printer, verb string, setup bool) companion.Choice {
	var opts []string
	for v := range NumVertices {
		if s.checkSettlement(s.current, v, setup) == nil {
			opts = append(opts, VertexLabel(v))
		}
	}
	return companion.Choice{Verb: verb + " settlement", Help: pr.Sprintf("a %s for %s", pieceTerm("settlement"), s.name(s.current)),
		Args: []companion.Arg{{Name: pr.Sprintf("intersection"), Options: companion.Values(opts...)}}}
}

func (s *state) roadChoice(pr *i18n.Printer, verb string, setup bool) companion.Choice {
	var opts []string
	for e := range NumEdges {
		if s.checkRoad(s.current, e, setup) == nil {
			opts = append(opts, EdgeLabel(e))
		}
	}
	help := pr.Sprintf("a %s for %s", pieceTerm("road"), s.name(s.current))
	if s.freeRoads > 0 {
		help = pr.Sprintf("a free %s for %s (%s, %d left)", pieceTerm("road"), s.name(s.current), cardTerm("road-building"), s.freeRoads)
	}
	return companion.Choice{Verb: verb + " road", Help: help, Args: []companion.Arg{{Name: pr.Sprintf("path"), Options: companion.Values(opts...)}}}
}

func (s *state) cityChoice(pr *i18n.Printer) companion.Choice {
	var opts []string
	for v := range NumVertices {
		if s.checkCity(s.current, v) == nil {
			opts = append(opts, VertexLabel(v))
		}
	}
	return companion.Choice{Verb: "build city", Help: pr.Sprintf("a %s on one of %s's %ss", pieceTerm("city"), s.name(s.current), pieceTerm("settlement")),
		Args: []companion.Arg{{Name: pr.Sprintf("intersection"), Options: companion.Values(opts...)}}}
}

func (s *state) playChoices(pr *i18n.Printer) []companion.Choice {
	if s.playedThisTurn || s.devCardsInHand(s.current) <= 0 {
		return nil
	}
	var cards []companion.Option
	for _, c := range []string{"knight", "road-building", "year-of-plenty", "monopoly"} {
		if s.cardLeft(c) {
			t := cardTerms.Terms[cardTerms.Index(c)]
			cards = append(cards, companion.Option{Value: c, Label: pr.Text(cardTerm(c)), Aliases: t.Aliases})
		}
	}
	if len(cards) == 0 {
		return nil
	}
	return []companion.Choice{{Verb: "play", Help: pr.Sprintf("play a %s bought before this turn", termDevCard),
		Args: []companion.Arg{{Name: pr.Sprintf("card"), Options: cards}}}}
}

// vpChoice offers the counts a player's victory point cards may come to: no more than
// the development cards they bought and have not played, nor than the deck's
// victory point cards the others have not shown (what doVP refuses; trial F10). The
// count declared is the most any player may show; once the player is known, theirs.
func (s *state) vpChoice(pr *i18n.Printer) companion.Choice {
	most := 0
	for q := range s.players() {
		most = max(most, s.vpCardsPossible(q))
	}
	cards := companion.Arg{Name: pr.Sprintf("cards"), Options: countValues(most)}
	cards.Depends = func(earlier []string) companion.Arg {
		a := cards
		if len(earlier) > 0 {
			if q, err := s.t.seats.Find(earlier[0]); err == nil {
				a.Options = countValues(s.vpCardsPossible(q))
			}
		}
		return a
	}
	return companion.Choice{Verb: "vp", Help: pr.Sprintf("show a player's victory point cards (their number in all)"),
		Args: []companion.Arg{{Name: pr.Sprintf("player"), Options: companion.Values(s.t.names...)}, cards}}
}

// vpCardsPossible is the most victory point cards player p may show (doVP's bounds).
func (s *state) vpCardsPossible(p int) int {
	return max(0, min(s.bought[p]-s.played[p], vpCardsInDeck-s.vpShownByOthers(p)))
}

// vpShownByOthers is the victory point cards the players other than p have shown.
func (s *state) vpShownByOthers(p int) int {
	others := 0
	for q, n := range s.vpCards {
		if q != p {
			others += n
		}
	}
	return others
}

// countValues is "0" to "n" as options.
func countValues(n int) []companion.Option {
	values := make([]string, n+1)
	for i := range values {
		values[i] = strconv.Itoa(i)
	}
	return companion.Values(values...)
}

func (s *state) sevenChoices(pr *i18n.Printer) []companion.Choice {
	var out []companion.Choice
	var hands []companion.Arg
	var discarders []string
	for q := range s.players() {
		if s.discarded[q] {
			continue
		}
		hands = append(hands, companion.Arg{Name: s.name(q), Key: s.name(q), Placeholder: pr.Sprintf("cards"), Help: pr.Sprintf("resource cards in hand"), Optional: true,
			Number: true, Min: 0, Max: resourceCards})
		if s.owed[q] > 0 || !s.handsSeen {
			discarders = append(discarders, s.name(q))
		}
	}
	if len(hands) > 0 {
		hands[0].Optional = false // at least one hand is entered
		for i := range hands {
			// As many cards as the game has less those in the hands answered before.
			declared := hands[i]
			hands[i].Depends = func(earlier []string) companion.Arg {
				a, before := declared, 0
				for _, e := range earlier {
					n, _ := strconv.Atoi(e) // a hand left out is empty: none
					before += n
				}
				a.Max = max(0, resourceCards-before)
				a.Above = func(n int) error {
					p, _ := s.t.seats.Find(declared.Key)
					return s.handBound(p, n, before)
				}
				return a
			}
		}
		out = append(out, companion.Choice{Verb: "hands", Help: pr.Sprintf("enter hand sizes; talon says who discards how many"), Args: hands})
	}
	if len(discarders) > 0 {
		out = append(out, companion.Choice{Verb: "discard", Help: pr.Sprintf("a player returns half their cards (rounded down)"),
			Args: []companion.Arg{{Name: pr.Sprintf("player"), Options: companion.Values(discarders...)}, s.discardCountArg(pr)}})
	}
	if s.owedTotal() == 0 {
		out = append(out, s.robberChoice(pr))
	}
	return sevenOrder(out, s.sevenStep())
}

// sevenStep is the verb of the step a 7 most likely goes on with, as next says it:
// the hand sizes on a fresh 7, the discards they call for, then the robber (once the
// hands are entered or a player has discarded without them, nobody owing more).
func (s *state) sevenStep() string {
	switch {
	case s.owedTotal() > 0:
		return "discard"
	case s.handsSeen || slices.Contains(s.discarded[:], true):
		return "robber"
	}
	return "hands"
}

// sevenOrder puts the choice of verb first and keeps the others in their order: the
// play menu offers the likely step first, as it offers roll first before a roll
// (trial F6: after the discards, hands stayed first while the robber was to move).
func sevenOrder(choices []companion.Choice, verb string) []companion.Choice {
	i := slices.IndexFunc(choices, func(c companion.Choice) bool { return c.Verb == verb })
	if i <= 0 {
		return choices
	}
	return slices.Concat([]companion.Choice{choices[i]}, choices[:i], choices[i+1:])
}

// robberChoice asks the hex, then offers as victims only the opponents with a building
// on that hex (leaving it out steals from nobody).
func (s *state) robberChoice(pr *i18n.Printer) companion.Choice {
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
	steal := companion.Arg{Name: pr.Sprintf("player"), Key: "steal", // steal=PLAYER, as the next-step line writes it
		Options: companion.Values(everyone...), Optional: true,
		Help: pr.Sprintf("a player with a %s or %s on that hex", pieceTerm("settlement"), pieceTerm("city"))}
	// Once the hex is known: a hex with nobody to rob asks nothing (robber E1 alone is
	// the whole move, hu-trial2 F7); with victims one of them is asked for, and a sole
	// victim is taken without asking.
	steal.Depends = func(earlier []string) companion.Arg {
		next := steal
		next.Options = nil
		if h, err := ParseHex(earlier[0]); err == nil {
			for _, q := range s.robbable(h) {
				next.Options = append(next.Options, companion.Option{Value: s.name(q)})
			}
		}
		next.Skip = len(next.Options) == 0
		next.Optional = false
		return next
	}
	return companion.Choice{Verb: "robber", Help: pr.Sprintf("move the %s and steal from a player with a building on that hex", termRobber),
		Args: []companion.Arg{{Name: pr.Sprintf("hex"), Options: companion.Values(hexes...)}, steal}}
}

// maxDiscard bounds a typed discard: half of all 95 resource cards (SEED: 19 of each).
const maxDiscard = resourceCards / 2

// discardCountArg is the number of cards a player returns: the count talon worked out
// from the hand sizes when they were entered (filled in, not asked), else typed.
func (s *state) discardCountArg(pr *i18n.Printer) companion.Arg {
	typed := companion.Arg{Name: pr.Sprintf("count"), Help: pr.Sprintf("cards returned"), Number: true, Min: 1, Max: maxDiscard}
	typed.Depends = func(earlier []string) companion.Arg {
		a := typed
		if len(earlier) > 0 {
			if q, err := s.t.seats.Find(earlier[0]); err == nil && s.owed[q] > 0 {
				a.Number, a.Min, a.Max = false, 0, 0
				a.Options = companion.Values(strconv.Itoa(s.owed[q]))
			}
		}
		return a
	}
	return typed
}

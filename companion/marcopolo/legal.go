package marcopolo

import (
	"slices"
	"strconv"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// chooser words the legal actions in one language: helps, question names and option
// labels through its printer; verbs, keys and option values stay the canonical ids the
// log and `talon do` read in every language.
type chooser struct {
	*session
	p *i18n.Printer
}

// Legal lists what may be done now, in English.
func (s *session) Legal() []companion.Choice { return s.LocalLegal(i18n.NewPrinter(i18n.English)) }

// LocalLegal lists what may be done now in p's language.
func (s *session) LocalLegal(p *i18n.Printer) []companion.Choice { return chooser{s, p}.legal() }

// legal lists what may be done now. Options follow the earlier answers: a space, then
// exactly the dice it takes, then a row up to the lowest die (or where to travel, which
// contracts, how often a card).
func (s chooser) legal() []companion.Choice {
	st := s.st
	if st.Phase == PhaseOver {
		return nil
	}
	fixes := []companion.Choice{s.fixChoice()}
	if len(st.Pending) > 0 {
		return append([]companion.Choice{s.pendingChoice(st.Pending[0])}, fixes...)
	}
	if st.Phase == PhasePlay {
		return append(s.turnChoices(), fixes...)
	}
	switch st.Phase {
	case PhaseDraft:
		return append([]companion.Choice{{Verb: verbCharacter, Help: s.p.Sprintf("take a revealed character"), Args: []companion.Arg{
			s.playerArg(st.DraftSeat),
			{Name: s.p.Sprintf("character"), Options: s.characterOptions(st.DraftOffer)},
		}}}, fixes...)
	case PhaseGoals:
		return append([]companion.Choice{s.goalsChoice()}, fixes...)
	case PhaseRoll:
		return append([]companion.Choice{{Verb: verbRoll, Help: s.p.Sprintf("round %s: talon rolls everyone's dice", strconv.Itoa(st.Round))}}, fixes...)
	case PhaseFinal:
		return append([]companion.Choice{s.finalChoice()}, fixes...)
	}
	return s.turnChoices()
}

func (s chooser) playerArg(seat int) companion.Arg {
	return companion.Arg{Name: s.p.Sprintf("player"), Options: companion.Values(s.st.Players[seat].Name)}
}

// diceOptions lists a player's dice as options, a die listed once per copy; Raschid's
// unset dice offer every value (as many times as he has unset dice, up to need).
func (s chooser) diceOptions(seat, need int, keep func(DieRef) bool) []companion.Option {
	p := s.st.Players[seat]
	var out []companion.Option
	unset := map[DieKind]int{}
	for _, d := range p.Dice {
		if d.Value == 0 {
			unset[d.Kind]++
			continue
		}
		r := DieRef{Kind: d.Kind, Value: d.Value}
		if keep == nil || keep(r) {
			out = append(out, s.dieOption(r))
		}
	}
	for _, kind := range []DieKind{OwnDie, BlackDie} {
		for v := 1; v <= 6; v++ {
			for range min(unset[kind], need) {
				r := DieRef{Kind: kind, Value: v}
				if keep == nil || keep(r) {
					out = append(out, s.dieOption(r))
				}
			}
		}
	}
	return out
}

func (s chooser) dieOption(r DieRef) companion.Option {
	label := strconv.Itoa(r.Value)
	if r.Kind != OwnDie {
		label = r.Kind.Local(s.p) + " " + label
	}
	return companion.Option{Value: dieToken(r), Label: label}
}

// diceArg asks for exactly need dice.
func (s chooser) diceArg(seat, need int, help string, keep func(DieRef) bool) companion.Arg {
	a := companion.Arg{Name: s.p.Sprintf("dice"), Help: help, Options: s.diceOptions(seat, need, keep)}
	if need > 1 {
		a.Multi, a.AtLeast = need, need
	} else {
		a.Name = s.p.Sprintf("die")
	}
	return a
}

// lowestOf reads the lowest die of an earlier answer ("3,5") — 0 when unreadable.
func lowestOf(answer string) int {
	ds, err := parseDice(answer)
	if err != nil {
		return 0
	}
	low := 6
	for _, d := range ds {
		low = min(low, d.Value)
	}
	return low
}

// occupiedNote says what joining a space costs the player.
func (s chooser) occupiedNote(seat int, sp Space) string {
	st := s.st
	if !st.occupied(sp) || !st.chargesOccupancy(sp) {
		return ""
	}
	if st.Players[seat].Character == Berke {
		return s.p.Sprintf("occupied, Berke Khan joins free")
	}
	return s.p.Sprintf("occupied: costs your lowest die in coins")
}

// colourFree keeps the dice R4 allows on a space: black and white always, own dice only
// where the player's colour is not yet.
func (s chooser) colourFree(seat int, sp Space) func(DieRef) bool {
	used := s.st.usedColour(seat, sp)
	return func(r DieRef) bool { return !used || r.Kind != OwnDie }
}

func (s chooser) turnChoices() []companion.Choice {
	st := s.st
	seat := st.Turn
	p := st.Players[seat]
	var out []companion.Choice
	if !st.MainDone && len(p.Dice) > 0 {
		out = append(out, s.mainChoices(seat)...)
	}
	if len(p.Dice) > 0 {
		out = append(out, companion.Choice{Verb: verbBag, Help: s.p.Sprintf("bonus: 3 coins for any die, never costs"),
			Args: []companion.Arg{s.playerArg(seat), s.diceArg(seat, 1, "", nil)}})
	}
	if c := s.completeChoice(seat); len(c.Args[1].Options) > 0 {
		out = append(out, c)
	}
	if set := s.diceOptions(seat, 1, func(r DieRef) bool { return true }); len(set) > 0 && !slices.ContainsFunc(p.Dice, func(d Die) bool { return d.Value == 0 }) {
		out = append(out,
			companion.Choice{Verb: verbReroll, Help: s.p.Sprintf("bonus: %d camels, roll a die again", RerollCamels),
				Args: []companion.Arg{s.playerArg(seat), s.diceArg(seat, 1, "", nil), {Name: s.p.Sprintf("new value"), Key: "to", Optional: true, Options: companion.Range(1, 6)}}},
			companion.Choice{Verb: verbAdjust, Help: s.p.Sprintf("bonus: %d camels, a die up or down 1", AdjustCamels),
				Args: []companion.Arg{s.playerArg(seat), s.diceArg(seat, 1, "", nil), {Name: s.p.Sprintf("new value"), Key: "to", Depends: func(earlier []string) companion.Arg {
					v := lowestOf(at(earlier, 1))
					var opts []companion.Option
					for _, n := range []int{v - 1, v + 1} {
						if n >= 1 && n <= 6 && v > 0 {
							opts = append(opts, companion.Option{Value: strconv.Itoa(n)})
						}
					}
					return companion.Arg{Name: s.p.Sprintf("new value"), Key: "to", Options: opts}
				}}}})
	}
	if !st.BlackBought && st.BlackSupply > 0 {
		out = append(out, companion.Choice{Verb: verbBlack, Help: s.p.Sprintf("bonus: %d camels, a black die (%d left)", BlackDieCamels, st.BlackSupply),
			Args: []companion.Arg{s.playerArg(seat), {Name: s.p.Sprintf("value"), Optional: true, Options: companion.Range(1, 6)}}})
	}
	if st.MainDone || st.BagUsed {
		out = append(out, companion.Choice{Verb: verbDone, Help: s.p.Sprintf("end the turn"), Args: []companion.Arg{s.playerArg(seat)}})
	}
	return out
}

func at(xs []string, i int) string {
	if i < len(xs) {
		return xs[i]
	}
	return ""
}

func (s chooser) mainChoices(seat int) []companion.Choice {
	st := s.st
	var out []companion.Choice
	add := func(verb, help string, args ...companion.Arg) {
		out = append(out, companion.Choice{Verb: verb, Help: help, Args: append([]companion.Arg{s.playerArg(seat)}, args...)})
	}
	five := Space{Kind: FiveCoins}
	if dice := s.diceOptions(seat, 1, s.colourFree(seat, five)); len(dice) > 0 {
		add(verbCoins, joinHelp(s.p.Sprintf("take 5 coins"), s.occupiedNote(seat, five)), companion.Arg{Name: s.p.Sprintf("die"), Options: dice})
	}
	var bazaar []companion.Option
	for _, k := range []SpaceKind{Camels, PepperSpace, SilkSpace, GoldSpace} {
		sp := Space{Kind: k}
		if len(s.diceOptions(seat, Spaces[k].Dice, s.colourFree(seat, sp))) >= Spaces[k].Dice {
			bazaar = append(bazaar, companion.Option{Value: Spaces[k].Name.ID(), Label: joinHelp(s.p.Sprintf("%s (%d dice)", k, Spaces[k].Dice), s.occupiedNote(seat, sp))})
		}
	}
	if len(bazaar) > 0 {
		add(verbBazaar, s.p.Sprintf("bazaar: the lowest die sets the row"),
			companion.Arg{Name: s.p.Sprintf("space"), Options: bazaar},
			companion.Arg{Name: s.p.Sprintf("dice"), Depends: func(earlier []string) companion.Arg {
				k, err := LookupSpace(at(earlier, 1))
				if err != nil || !k.IsBazaar() {
					return companion.Arg{Name: s.p.Sprintf("dice")}
				}
				return s.diceArg(seat, Spaces[k].Dice, s.occupiedNote(seat, Space{Kind: k}), s.colourFree(seat, Space{Kind: k}))
			}},
			companion.Arg{Name: s.p.Sprintf("row"), Key: "row", Optional: true, Depends: func(earlier []string) companion.Arg {
				k, _ := LookupSpace(at(earlier, 1))
				low := lowestOf(at(earlier, 2))
				var opts []companion.Option
				for r := low; r >= 1 && k.IsBazaar(); r-- {
					g, _ := BazaarRow(k, r, st.Set)
					opts = append(opts, companion.Option{Value: strconv.Itoa(r), Label: s.p.Sprintf("row %d: %s", r, g)})
				}
				return companion.Arg{Name: s.p.Sprintf("row"), Key: "row", Optional: true, Help: s.p.Sprintf("blank takes the highest row the lowest die allows"), Options: opts}
			}})
	}
	if khan := s.khanDice(seat); len(khan) > 0 {
		add(verbKhan, s.p.Sprintf("1 good + 2 camels; die ≥ last slot"), companion.Arg{Name: s.p.Sprintf("die"), Options: khan})
	}
	contracts := Space{Kind: Contracts}
	if dice := s.diceOptions(seat, 1, s.colourFree(seat, contracts)); len(dice) > 0 && len(st.Market) > 0 {
		add(verbContracts, joinHelp(s.p.Sprintf("1–2 contracts, slots up to the die"), s.occupiedNote(seat, contracts)),
			companion.Arg{Name: s.p.Sprintf("die"), Options: dice},
			companion.Arg{Name: s.p.Sprintf("slots"), Key: "take", Depends: func(earlier []string) companion.Arg {
				low := lowestOf(at(earlier, 1))
				var opts []companion.Option
				for n := 1; n <= min(low, len(st.Market)); n++ {
					c, _ := ContractFor(st.Market[n-1], st.Set)
					label := s.p.Sprintf("slot %d: %s", n, c.LocalShort(s.p))
					if e := ContractSlotExtra(n); e > 0 {
						label += " (" + s.p.Sprintf("+%d coin/camel", e) + ")"
					}
					opts = append(opts, companion.Option{Value: strconv.Itoa(n), Label: label})
				}
				return companion.Arg{Name: s.p.Sprintf("slots"), Key: "take", Options: opts, Multi: min(2, len(opts)), AtLeast: 1}
			}})
	}
	if travel := (Space{Kind: Travel}); len(s.diceOptions(seat, 2, s.colourFree(seat, travel))) >= 2 {
		add(verbTravel, s.p.Sprintf("steps ≤ lowest die"), s.travelArgs(seat)...)
	}
	if cards := s.cardOptions(seat); len(cards) > 0 {
		add(verbCard, s.p.Sprintf("a city card where you have a post"), s.cardArgs(seat, cards)...)
	}
	return out
}

func joinHelp(a, b string) string {
	if b == "" {
		return a
	}
	return a + " — " + b
}

// khanDice are the dice the next Khan's favor slot takes (R4, R6).
func (s chooser) khanDice(seat int) []companion.Option {
	st := s.st
	if len(st.Khan) >= KhanSlots {
		return nil
	}
	floor := 1
	if n := len(st.Khan); n > 0 {
		floor = st.Khan[n-1].Dice[0].Value
	}
	free := s.colourFree(seat, Space{Kind: Khan})
	return s.diceOptions(seat, 1, func(r DieRef) bool { return free(r) && r.Value >= floor })
}

// routeArg offers the ways to the chosen destination, cheapest first; with one way
// only there is nothing to ask (blank takes it).
func (s chooser) routeArg(seat, figure, steps int, dest string) companion.Arg {
	a := companion.Arg{Name: s.p.Sprintf("route"), Key: "via", Optional: true, Help: s.p.Sprintf("blank takes the cheapest")}
	p := s.st.Players[seat]
	to, err := LookupLoc(dest)
	if err != nil || figure >= len(p.Figures) {
		return a
	}
	for _, o := range RoutesTo(p.Figures[figure], to, steps, p.Character == Carpini) {
		value := "direct"
		if len(o.Path) > 1 {
			value = locIDs(o.Path[:len(o.Path)-1])
		}
		a.Options = append(a.Options, companion.Option{Value: value, Label: o.Local(s.p)})
	}
	a.Skip = len(a.Options) < 2
	return a
}

// cardOptions lists the city-card spaces the player may use now (R7).
func (s chooser) cardOptions(seat int) []companion.Option {
	st := s.st
	var out []companion.Option
	if len(s.diceOptions(seat, 1, nil)) == 0 {
		return nil
	}
	for i, cs := range st.CardSpaces {
		if st.checkCityCard(seat, Space{Kind: CityCard, Card: i}) != nil {
			continue
		}
		c, _ := CityCardFor(cs.Card, st.Set)
		if st.Set.Ledger && !s.payableOnce(seat, c) {
			continue // ledger: only the cards the player can pay at least once
		}
		out = append(out, companion.Option{Value: strconv.Itoa(i + 1), Label: cs.City.Local(s.p) + " " + CardID(c.ID) + ": " + c.Local(s.p)})
	}
	return out
}

func (s chooser) completeChoice(seat int) companion.Choice {
	st := s.st
	p := st.Players[seat]
	var opts []companion.Option
	for _, id := range p.Active {
		c, _ := ContractFor(id, st.Set)
		if st.Set.Ledger && !p.Stock.Covers(c.Cost) {
			continue
		}
		opts = append(opts, companion.Option{Value: ContractID(id), Label: c.LocalShort(s.p)})
	}
	return companion.Choice{Verb: verbComplete, Help: s.p.Sprintf("bonus: complete a contract"),
		Args: []companion.Arg{s.playerArg(seat), {Name: s.p.Sprintf("contract"), Options: opts}}}
}

func (s chooser) goalsChoice() companion.Choice {
	st := s.st
	var who []string
	for _, p := range st.Players {
		if len(p.GoalOffer) > 0 {
			who = append(who, p.Name)
		}
	}
	return companion.Choice{Verb: verbGoals, Help: s.p.Sprintf("keep 2 of 4 goal cards (others look away)"), Args: []companion.Arg{
		{Name: s.p.Sprintf("player"), Options: companion.Values(who...)},
		{Name: s.p.Sprintf("goal cards"), Secret: true, Depends: func(earlier []string) companion.Arg {
			i := slices.IndexFunc(st.Players, func(p Player) bool { return p.Name == at(earlier, 0) })
			var opts []companion.Option
			if i >= 0 {
				for _, g := range st.Players[i].GoalOffer {
					opts = append(opts, companion.Option{Value: strconv.Itoa(g), Label: goalLabel(s.p, g)})
				}
			}
			return companion.Arg{Name: s.p.Sprintf("goal cards"), Options: opts, Multi: 2, AtLeast: 2, Secret: true}
		}},
	}}
}

func (s chooser) finalChoice() companion.Choice {
	seat := s.actor()
	args := []companion.Arg{s.playerArg(seat)}
	for _, k := range stockKeys {
		name, most := s.p.Text(countWord(k)), MaxCount
		if k == "vp" {
			name, most = s.p.Sprintf("VP on the score track"), trackBound.Max
		}
		args = append(args, companion.Arg{Name: name, Key: k, Number: true, Min: 0, Max: most})
	}
	return companion.Choice{Verb: verbFinal, Help: s.p.Sprintf("the player's count at the end"), Args: args}
}

// pendingChoice asks for the first pending choice.
func (s chooser) pendingChoice(p Pending) companion.Choice {
	st := s.st
	pl := st.Players[p.Seat]
	help := s.st.describePending(p).Local(s.p)
	player := s.playerArg(p.Seat)
	switch p.Kind {
	case PendGoods:
		var opts []companion.Option
		repeat := p.N
		if p.Different {
			repeat = 1
		}
		for _, g := range AllGoods {
			for range repeat {
				opts = append(opts, companion.Option{Value: g.String(), Label: g.Local(s.p), Aliases: []string{goodNames[g].DE, goodNames[g].HU}})
			}
		}
		arg := companion.Arg{Name: s.p.Sprintf("goods"), Options: opts}
		if p.N > 1 {
			arg.Multi, arg.AtLeast = p.N, p.N
		}
		return companion.Choice{Verb: verbGoods, Help: help, Args: []companion.Arg{player, arg}}
	case PendCoinsCamels:
		return companion.Choice{Verb: verbTake, Help: help, Args: []companion.Arg{player,
			{Name: s.p.Sprintf("coins"), Key: "coins", Number: true, Min: 0, Max: p.N},
			{Name: s.p.Sprintf("camels"), Key: "camels", Depends: func(earlier []string) companion.Arg {
				c, err := strconv.Atoi(at(earlier, 1))
				if err != nil || c < 0 || c > p.N {
					return companion.Arg{Name: s.p.Sprintf("camels"), Key: "camels", Number: true, Min: 0, Max: p.N}
				}
				return companion.Arg{Name: s.p.Sprintf("camels"), Key: "camels", Options: companion.Values(strconv.Itoa(p.N - c))}
			}}}}
	case PendOtherTile:
		var opts []companion.Option
		for _, b := range CityBonuses {
			if !b.Other {
				opts = append(opts, companion.Option{Value: b.Letter, Label: b.Local(s.p)})
			}
		}
		return companion.Choice{Verb: verbTile, Help: help, Args: []companion.Arg{player, {Name: s.p.Sprintf("tile"), Options: opts}}}
	case PendDiscard:
		var opts []companion.Option
		for _, id := range pl.Active[:len(pl.Active)-p.New] {
			c, _ := ContractFor(id, st.Set)
			opts = append(opts, companion.Option{Value: ContractID(id), Label: c.LocalShort(s.p)})
		}
		arg := companion.Arg{Name: s.p.Sprintf("contracts"), Options: opts}
		if len(opts) > 1 {
			arg.Multi, arg.AtLeast = len(opts), p.N
		}
		return companion.Choice{Verb: verbDiscard, Help: help, Args: []companion.Arg{player, arg}}
	case PendFreeMove:
		args := []companion.Arg{player}
		if len(pl.Figures) > 1 { // Niccolò & Marco Polo: either figure may take it
			args = append(args, s.figureArg(pl))
		}
		args = append(args, companion.Arg{Name: s.p.Sprintf("to"), Depends: func(earlier []string) companion.Arg {
			from := pl.Figures[0]
			if at(earlier, 1) == "2" && len(pl.Figures) > 1 {
				from = pl.Figures[1]
			}
			afford := func(Stock) bool { return true }
			if st.Set.Ledger { // a route the player cannot pay is not a move (the move is lost)
				afford = pl.Stock.Covers
			}
			return companion.Arg{Name: s.p.Sprintf("to"), Options: s.freeMoveOptions(from, pl.Character == Carpini, afford)}
		}})
		return companion.Choice{Verb: verbMove, Help: help, Args: args}
	case PendBlackDie:
		return companion.Choice{Verb: verbBlack, Help: help + " " + s.p.Sprintf("(talon rolls unless you give the value)"), Args: []companion.Arg{player, {Name: s.p.Sprintf("value"), Optional: true, Options: companion.Range(1, 6)}}}
	}
	var opts []companion.Option
	for _, post := range pl.Posts {
		opts = append(opts, companion.Option{Value: Locations[post.At].Name.ID(), Label: post.At.Local(s.p)})
	}
	return companion.Choice{Verb: verbRepost, Help: help, Args: []companion.Arg{player, {Name: s.p.Sprintf("from"), Options: opts}}}
}

// freeMoveOptions are the places one step from a figure the player can pay the route
// to, with their route costs, and skipping the move.
func (s chooser) freeMoveOptions(from Loc, carpini bool, afford func(Stock) bool) []companion.Option {
	var opts []companion.Option
	for _, n := range stepsFrom(from, carpini) {
		e, _ := stepExtra(from, n, carpini)
		if !afford(e) {
			continue
		}
		label := s.p.Sprintf("%s (no route cost)", n)
		if !e.IsZero() {
			label = s.p.Sprintf("%s (route: %s)", n, e)
		}
		opts = append(opts, companion.Option{Value: Locations[n].Name.ID(), Label: label})
	}
	return append(opts, companion.Option{Value: "skip", Label: s.p.Sprintf("skip the free move")})
}

// figureArg asks which of Niccolò & Marco Polo's two figures moves.
func (s chooser) figureArg(pl Player) companion.Arg {
	return companion.Arg{Name: s.p.Sprintf("figure"), Key: "figure", Options: []companion.Option{
		{Value: "1", Label: s.p.Sprintf("figure %s at %s", "1", pl.Figures[0])},
		{Value: "2", Label: s.p.Sprintf("figure %s at %s", "2", pl.Figures[1])}}}
}

// characterOptions offers characters by id, labelled in the table's language.
func (s chooser) characterOptions(offer []Character) []companion.Option {
	opts := characterIndex.options(func(c Character) bool { return slices.Contains(offer, c) })
	for i := range opts {
		if c, err := LookupCharacter(opts[i].Value); err == nil {
			opts[i].Label = c.Local(s.p)
		}
	}
	return opts
}

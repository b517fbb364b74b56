package neptun

import (
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

func (s *session) Legal() []companion.Choice { return s.State.Choices() }

// LocalLegal words the legal actions in the table's language (verbs, keys and values
// stay canonical).
func (s *session) LocalLegal(p *i18n.Printer) []companion.Choice {
	in := *s.State
	in.pr = p
	return in.Choices()
}

// local shows names as the table's edition prints them (szőlő, Kréta): the label is
// localized, the value stays the canonical id and the aliases still answer.
func (s *State) local(ns Names, opts []companion.Option) []companion.Option {
	for k := range opts {
		if name := ns.Term(opts[k].Value).Local(s.printer()); name != opts[k].Display() {
			opts[k].Aliases = append(opts[k].Aliases, opts[k].Display())
			opts[k].Label = name
		}
	}
	return opts
}

// printer is the language the choices are worded in: English unless LocalLegal set one.
func (s *State) printer() *i18n.Printer {
	if s.pr == nil {
		return english
	}
	return s.pr
}

// OnBoard tells `talon play` which questions are answered by reading the board: the
// contract row (and the holders) before a set is taken, the ships before a voyage. The
// board is drawn before them.
func (s *session) OnBoard(a companion.Arg) bool { return a.Key == "" && boardArgs()[a.Name] }

// boardArgs are the questions answered on the board, by their names in every language
// talon speaks (LocalLegal names them in the table's). Made on first use: the catalog
// is filled by init functions, after package variables.
var boardArgs = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, l := range []i18n.Lang{i18n.English, i18n.Hungarian, i18n.German, i18n.Pseudo} {
		p := i18n.NewPrinter(l)
		out[p.Sprintf("set")], out[p.Sprintf("city")] = true, true
	}
	return out
})

// yesNo are the answers yes and no, labelled in the table's language.
func (s *State) yesNo() []companion.Option {
	return []companion.Option{{Value: "yes", Label: s.printer().Sprintf("yes")}, {Value: "no", Label: s.printer().Sprintf("no")}}
}

// Choices lists what may be done now, with options that follow the earlier answers
// (a destination within range, then miles bought up to the gold held, then the contracts
// that city fulfils).
func (s *State) Choices() []companion.Choice {
	var out []companion.Choice
	switch s.Phase {
	case PhaseContracts:
		out = s.contractChoices()
	case PhaseVoyages, PhaseExtra:
		out = s.voyageChoices()
	case PhaseDeclare:
		if i := s.current(); i >= 0 {
			out = append(out, companion.Choice{Verb: verbExtra, Help: s.printer().Sprintf("play the extra turns 5 I and 5 II? (one answer for both)"),
				Args: []companion.Arg{s.playerArg(i), {Name: s.printer().Sprintf("answer"), Options: s.yesNo()}}})
		}
	case PhaseScoring:
		out = s.scoringChoices()
	case PhaseOver:
		return nil
	}
	out = append(out, s.addChoices()...)
	fixes := companion.FixChoices(s.fixables(), s.names())
	for k := range fixes { // the kit words it "correct " + the value's help, in English
		fixes[k].Help = s.printer().Sprintf("correct the current wind")
	}
	return append(out, fixes...)
}

func (s *State) playerArg(players ...int) companion.Arg {
	var opts []companion.Option
	for _, i := range players {
		opts = append(opts, companion.Option{Value: s.Players[i].Name})
	}
	return companion.Arg{Name: s.printer().Sprintf("player"), Options: opts}
}

func (s *State) contractChoices() []companion.Choice {
	if s.flipPending() {
		return []companion.Choice{{Verb: verbFlip, Help: s.printer().Sprintf("the leftover set was face down: enter its cards as turned up"), Args: s.cardArgs(0)}}
	}
	i := s.current()
	var out []companion.Choice
	var sets []string
	for k := range s.Row {
		if s.takeable(i, k).IsZero() {
			sets = append(sets, strconv.Itoa(k+1))
		}
	}
	if len(sets) > 0 {
		var slots []string
		for _, k := range emptySlots(&s.Players[i]) {
			slots = append(slots, strconv.Itoa(k))
		}
		out = append(out, companion.Choice{Verb: verbTake, Help: s.printer().Sprintf("take a set onto an empty slot of the contract holder"),
			Args: []companion.Arg{s.playerArg(i), {Name: s.printer().Sprintf("set"), Options: companion.Values(sets...)},
				{Name: s.printer().Sprintf("holder slot"), Key: "slot", Options: companion.Values(slots...)}}})
	}
	if s.nextFaceDown() >= 0 {
		help := s.printer().Sprintf("turn up the next face-down set and enter its cards")
		if s.Revealed >= 0 {
			help = s.printer().Sprintf("reject the set just turned up (for good) and turn up the next one")
		}
		out = append(out, companion.Choice{Verb: verbReveal, Help: help, Args: append([]companion.Arg{s.playerArg(i)}, s.cardArgs(1)...)})
	}
	return out
}

// cardArgs ask for one set's cards, each question following the answers before it: the
// harbours talon knows, the region only when talon does not know the city's, the reward
// as the data file prints it, the oar card among the box's. before is the number of
// arguments ahead of the city (the player, for reveal).
func (s *State) cardArgs(before int) []companion.Arg {
	at := func(earlier []string, k int) string {
		if before+k < len(earlier) {
			return earlier[before+k]
		}
		return ""
	}
	city := companion.Arg{Name: s.printer().Sprintf("city"), Key: "city", Options: s.local(s.CityNames(), s.CityNames().Only(s.cardCities())),
		Help: s.printer().Sprintf("on the city card; one talon does not list: Esc, then add city")}
	var goods []string
	for _, g := range goodNames.IDs() {
		if s.copiesLeft("", g) {
			goods = append(goods, g)
		}
	}
	good := companion.Arg{Name: s.printer().Sprintf("good"), Key: "good", Options: s.local(goodNames, goodNames.Only(goods))}
	region := companion.Arg{Name: s.printer().Sprintf("region"), Key: "region", Optional: true, Help: s.printer().Sprintf("on the city card")}
	region.Depends = func(earlier []string) companion.Arg {
		next := region
		next.Optional = false
		if known := s.knownRegion(at(earlier, 0)); known != "" && known != "none" {
			next.Options = s.local(s.RegionNames(), s.RegionNames().Options(known))
		} else {
			next.Options = s.local(s.RegionNames(), s.RegionNames().Options(s.RegionsInPlay()...))
		}
		return next
	}
	reward := companion.Arg{Name: s.printer().Sprintf("reward"), Key: "reward", Optional: true, Options: s.local(rewardNames, rewardNames.Options()),
		Help: s.printer().Sprintf("as printed for the good")}
	reward.Depends = func(earlier []string) companion.Arg {
		next := reward
		next.Optional = false
		var kinds []string
		for _, r := range s.printedRewards(at(earlier, 0), at(earlier, 1)) {
			if !slices.Contains(kinds, r.Kind) {
				kinds = append(kinds, r.Kind)
			}
		}
		next.Options = s.local(rewardNames, rewardNames.Options(kinds...))
		return next
	}
	amount := companion.Arg{Name: s.printer().Sprintf("amount"), Key: "amount", Optional: true, Number: true, Min: 1, Max: maxRewardAmount}
	amount.Depends = func(earlier []string) companion.Arg {
		next := amount
		next.Optional = false
		var amounts []string
		for _, r := range s.printedRewards(at(earlier, 0), at(earlier, 1)) {
			if r.Kind == at(earlier, 3) {
				amounts = append(amounts, strconv.Itoa(r.Amount))
			}
		}
		if len(amounts) > 0 {
			next.Number, next.Options = false, companion.Values(amounts...)
		}
		return next
	}
	wind := companion.Arg{Name: s.printer().Sprintf("wind"), Key: "wind", Number: true, Min: -maxWindModifier, Max: maxWindModifier, Help: s.printer().Sprintf("oar card, top")}
	oar := companion.Arg{Name: s.printer().Sprintf("oar"), Key: "oar", Number: true, Min: 0, Max: maxOarStrength, Help: s.printer().Sprintf("oar card, bottom")}
	if s.Data.HasOarCards() {
		wind.Number, wind.Options = false, cardValues(s.Data.OarCards, func(c OarCard) int { return c.Wind })
		oar.Depends = func(earlier []string) companion.Arg {
			w, _ := strconv.Atoi(last(earlier))
			var fit []OarCard
			for _, c := range s.Data.OarCards {
				if c.Wind == w {
					fit = append(fit, c)
				}
			}
			next := oar
			next.Number, next.Options, next.Depends = false, cardValues(fit, func(c OarCard) int { return c.Oar }), nil
			return next
		}
	}
	return []companion.Arg{city, good, region, reward, amount, wind, oar}
}

// cardCities are the harbours a city card can name: every one talon knows but a harbour
// the data file puts in no region (Crete) and one whose cards are all out this round;
// the start harbour last, as whether it has cards is UNKNOWN.
func (s *State) cardCities() []string {
	var out []string
	for _, id := range s.CityNames().IDs() {
		if id != StartCity && s.knownRegion(id) != "none" && s.copiesLeft(id, "") {
			out = append(out, id)
		}
	}
	if s.knownRegion(StartCity) != "none" && s.copiesLeft(StartCity, "") {
		out = append(out, StartCity)
	}
	return out
}

func last(vs []string) string {
	if len(vs) == 0 {
		return ""
	}
	return vs[len(vs)-1]
}

// cardValues are the distinct values of one side of some oar cards, as options.
func cardValues(cards []OarCard, side func(OarCard) int) []companion.Option {
	var vs []int
	for _, c := range cards {
		if v := side(c); !slices.Contains(vs, v) {
			vs = append(vs, v)
		}
	}
	slices.Sort(vs)
	out := make([]companion.Option, len(vs))
	for k, v := range vs {
		out[k] = companion.Option{Value: strconv.Itoa(v)}
	}
	return out
}

func (s *State) voyageChoices() []companion.Choice {
	if s.Phase == PhaseVoyages && !s.cardsDown() {
		var waiting []int
		for _, i := range s.Order {
			if s.Players[i].Played == nil {
				waiting = append(waiting, i)
			}
		}
		return []companion.Choice{s.playChoice(waiting, s.printer().Sprintf("the oar card each player turned up this voyage turn"))}
	}
	i := s.current()
	if i < 0 {
		return nil
	}
	if s.Players[i].Played == nil {
		return []companion.Choice{s.playChoice([]int{i}, s.printer().Sprintf("the oar card played for this extra turn"))}
	}
	if sail, ok := s.sailChoice(i); ok {
		return []companion.Choice{sail, s.stayChoice(i)}
	}
	return []companion.Choice{s.stayChoice(i)}
}

// playChoice asks for an oar card: with only known cards in hand, just those.
func (s *State) playChoice(players []int, help string) companion.Choice {
	wind := companion.Arg{Name: s.printer().Sprintf("wind"), Key: "wind", Number: true, Min: -maxWindModifier, Max: maxWindModifier}
	oar := companion.Arg{Name: s.printer().Sprintf("oar"), Key: "oar", Number: true, Min: 0, Max: maxOarStrength}
	known := func(name string) ([]OarCard, bool) {
		i, err := s.player(name)
		if err != nil {
			return nil, false
		}
		var cards []OarCard
		for _, h := range s.Players[i].Hand {
			if !h.Known {
				return nil, false // a starting card talon has not seen: any value
			}
			cards = append(cards, h.Card)
		}
		return cards, true
	}
	wind.Depends = func(earlier []string) companion.Arg {
		next := wind
		if cards, ok := known(last(earlier)); ok {
			next.Number, next.Options = false, cardValues(cards, func(c OarCard) int { return c.Wind })
		}
		return next
	}
	oar.Depends = func(earlier []string) companion.Arg {
		next := oar
		if len(earlier) < 2 {
			return next
		}
		if cards, ok := known(earlier[0]); ok {
			w, _ := strconv.Atoi(earlier[1])
			cards = slices.DeleteFunc(cards, func(c OarCard) bool { return c.Wind != w })
			next.Number, next.Options = false, cardValues(cards, func(c OarCard) int { return c.Oar })
		}
		return next
	}
	return companion.Choice{Verb: verbPlay, Help: help, Args: []companion.Arg{s.playerArg(players...), wind, oar}}
}

// sailChoice: the destination (within range plus gold when talon has the map), the miles
// (when it has not), the gold spent on miles, the contracts fulfilled there, extra points;
// ok is false when no harbour is within range and gold (the ship can only stay).
func (s *State) sailChoice(i int) (companion.Choice, bool) {
	p := s.Players[i]
	to := companion.Arg{Name: s.printer().Sprintf("city"), Help: s.printer().Sprintf("where the ship stops")}
	var ids []string
	stops := s.Reachable(i)
	if stops != nil {
		for _, st := range stops {
			if st.City != p.Ship {
				ids = append(ids, st.City)
			}
		}
	} else {
		ids = slices.DeleteFunc(s.CityNames().IDs(), func(id string) bool { return id == p.Ship })
	}
	to.Options = s.local(s.CityNames(), s.CityNames().Only(ids))
	for k := range to.Options { // with the map: how far, and the gold it costs
		if j := slices.IndexFunc(stops, func(st Stop) bool { return st.City == to.Options[k].Value }); j >= 0 {
			to.Options[k].Label = s.printer().Sprintf("%s · %d sea miles", to.Options[k].Display(), stops[j].Miles)
			if stops[j].Buy > 0 {
				to.Options[k].Label += s.printer().Sprintf(", %d gold", stops[j].Buy)
			}
		}
	}
	if len(ids) == 0 || !s.hasMap() && s.Range(i)+p.Gold < CoastalMinValue {
		return companion.Choice{}, false
	}
	args := []companion.Arg{s.playerArg(i), to}
	if !s.hasMap() {
		args = append(args, companion.Arg{Name: s.printer().Sprintf("miles"), Key: "miles", Number: true, Min: CoastalMinValue, Max: s.Range(i) + p.Gold,
			Help: s.printer().Sprintf("sea miles on the tokens")})
	}
	buy := companion.Arg{Name: s.printer().Sprintf("miles bought"), Key: "buy", Optional: true, Number: true, Min: 0, Max: p.Gold,
		Help: s.printer().Sprintf("miles bought, 1 gold each")}
	buy.Depends = func(earlier []string) companion.Arg {
		next := buy
		miles := 0
		if s.hasMap() && len(earlier) >= 2 {
			miles, _ = s.shortest(p.Ship, earlier[1])
		} else if len(earlier) >= 3 {
			miles, _ = strconv.Atoi(earlier[2])
		}
		// What is missing, exactly: more is legal but buys miles that are lost.
		need := min(p.Gold, max(0, miles-s.Range(i)))
		next.Optional, next.Number, next.Options = false, false, companion.Values(strconv.Itoa(need))
		return next
	}
	fulfil := companion.Arg{Name: s.printer().Sprintf("fulfil"), Key: "fulfil", Optional: true, Multi: ContractSlots,
		Help: s.printer().Sprintf("slots; open ones to the left are lost")}
	fulfil.Depends = func(earlier []string) companion.Arg {
		next := fulfil
		if len(earlier) >= 2 {
			next.Options = s.fulfilOptions(i, s.canonicalCity(earlier[1]))
		}
		if s.Settings.OneFulfilmentPerStop {
			next.Multi = 0
		}
		return next
	}
	args = append(args, buy, fulfil, s.extraArg(i, true))
	return companion.Choice{Verb: verbSail, Help: s.printer().Sprintf("sail (range %d = oar + wind; gold buys more)", s.Range(i)), Args: args}, true
}

func (s *State) stayChoice(i int) companion.Choice {
	args := []companion.Arg{s.playerArg(i)}
	if opts := s.fulfilOptions(i, s.Players[i].Ship); len(opts) > 0 { // nothing to ask otherwise
		fulfil := companion.Arg{Name: s.printer().Sprintf("fulfil"), Key: "fulfil", Optional: true, Multi: ContractSlots, Options: opts}
		if s.Settings.OneFulfilmentPerStop {
			fulfil.Multi = 0
		}
		args = append(args, fulfil, s.extraArg(i, false))
	}
	return companion.Choice{Verb: verbStay, Help: s.printer().Sprintf("stay in port (a card is played all the same)"), Args: args}
}

// extraArg offers the extra point for the contracts just chosen, as many as the gold
// after the voyage pays for (the gold held, less the miles bought, plus gold rewards).
// sailing: the answers before are player, city, [miles,] buy, fulfil; else player, fulfil.
func (s *State) extraArg(i int, sailing bool) companion.Arg {
	extra := companion.Arg{Name: s.printer().Sprintf("extra points"), Key: "extra", Optional: true, Multi: ContractSlots,
		Help: s.printer().Sprintf("3 gold each, one per contract fulfilled")}
	extra.Depends = func(earlier []string) companion.Arg {
		next := extra
		slots := splitNonEmpty(last(earlier))
		gold := s.Players[i].Gold
		if sailing && len(earlier) >= 2 {
			bought, _ := strconv.Atoi(earlier[len(earlier)-2])
			gold -= bought
		}
		for _, v := range slots {
			if k, err := strconv.Atoi(v); err == nil && k >= 1 && k <= ContractSlots {
				if c := s.Players[i].Contracts[k-1]; c != nil && c.Reward.Kind == "gold" {
					gold += c.Reward.Amount
				}
			}
		}
		affordable := min(len(slots), gold/ExtraPointPrice)
		if len(slots) == 0 || affordable == 0 { // nothing to buy: said, not asked
			why := s.printer().Sprintf("none: no contract fulfilled")
			if len(slots) > 0 {
				why = s.printer().Sprintf("none: %d gold, each costs %d", gold, ExtraPointPrice)
			}
			next.Optional, next.Multi, next.Options = false, 0, []companion.Option{{Value: "", Label: why}}
			return next
		}
		next.Options, next.Multi = companion.Values(slots...), affordable
		if affordable == 1 { // one pick: "(none)" first, so Enter spends nothing
			next.Multi = 0
		}
		return next
	}
	return extra
}

func splitNonEmpty(v string) []string {
	var out []string
	for _, p := range strings.Split(v, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// fulfilOptions are the open contracts for a city, as slot numbers.
func (s *State) fulfilOptions(i int, city string) []companion.Option {
	var out []companion.Option
	for _, k := range s.Players[i].openContracts() {
		c := s.Players[i].Contracts[k]
		if c.City == city {
			out = append(out, companion.Option{Value: strconv.Itoa(k + 1), Label: s.printer().Sprintf("%s %s → %s", strconv.Itoa(k+1), goodNames.Term(c.Good), rewardText(c.Reward))})
		}
	}
	return out
}

func (s *State) scoringChoices() []companion.Choice {
	var out []companion.Choice
	if s.Tiles == nil && s.Settings.ZeroScoresWinTiles && len(s.RegionsInPlay()) < RegionalTemples {
		// Every regional temple is scored: the table names the ones talon does not know
		// before it is asked for six temples' tiles, not after (the refusal came once the
		// typed values were given).
		out = append(out, companion.Choice{Verb: verbAdd + " " + nameRegion,
			Help: s.printer().Sprintf("name a regional temple talon does not know yet: all %d are scored, %d are named (%s)", RegionalTemples, len(s.RegionsInPlay()), s.regionList(s.RegionsInPlay())),
			Args: []companion.Arg{{Name: s.printer().Sprintf("name")}}})
	} else if s.Tiles == nil {
		var args []companion.Arg
		help := [...]string{s.printer().Sprintf("its 1 tile's value, e.g. 4"), s.printer().Sprintf("its 2 tiles' values, best first, e.g. 5,3"), s.printer().Sprintf("its 3 tiles' values, best first, e.g. 6,4,2")}[s.Round-1]
		for _, t := range append(s.RegionsInPlay(), GoldTemple.ID) {
			args = append(args, companion.Arg{Name: s.printer().Text(s.templeLabel(t)), Key: t, Optional: t != GoldTemple.ID && !slices.Contains(s.neededTemples(), t),
				Help: help})
		}
		out = append(out, companion.Choice{Verb: verbTiles, Help: s.printer().Sprintf("the point tiles lying on the temples this round"), Args: args})
	}
	if len(s.BonusDue) > 0 {
		value := companion.Arg{Name: s.printer().Sprintf("value"), Number: true, Min: 1, Max: maxTileValue, Help: s.printer().Sprintf("the bonus tile's value")}
		if s.TalonDrawsBonus() { // said, not asked: the draw is made when it is recorded
			value = companion.Arg{Name: s.printer().Sprintf("value"), Optional: true}
			value.Depends = func([]string) companion.Arg {
				return companion.Arg{Name: s.printer().Sprintf("value"), Options: []companion.Option{{Value: "", Label: s.printer().Sprintf("talon draws it from the box's tiles")}}}
			}
		}
		out = append(out, companion.Choice{Verb: verbBonus, Help: s.printer().Sprintf("a bonus tile for fulfilling all five contracts"),
			Args: []companion.Arg{s.playerArg(s.BonusDue...), value}})
	}
	return out
}

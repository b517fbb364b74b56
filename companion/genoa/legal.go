package genoa

import (
	"slices"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Legal offers what may be done now. Every option applies or is refused by a rule.
func (s *session) Legal() []companion.Choice {
	st := s.st
	var out []companion.Choice
	switch st.Phase {
	case PhaseStart:
		out = s.startChoices()
	case PhaseMove:
		out = s.moveChoices()
		out = append(out, s.tradeChoices()...)
		out = append(out, companion.Choice{Verb: verbStop, Help: s.pr().Sprintf("end the moves: acquiring buildings")})
	case PhaseAcquire:
		p := st.Turn.Next
		out = []companion.Choice{
			{Verb: verbAcquire, Help: s.pr().Sprintf("%s places 1 or 2 markers next to a street with a disc", st.Name(p)), Args: []companion.Arg{
				{Name: s.pr().Sprintf("player"), Options: companion.Values(st.Name(p))},
				{Name: s.pr().Sprintf("street"), Options: s.spaceOptions(st.StreetsWithDiscs())},
				{Name: s.pr().Sprintf("buildings"), Help: s.pr().Sprintf("1 or 2; a building with another's marker costs one more"), Multi: maxPlacements,
					Depends: func(earlier []string) companion.Arg { return s.acquirable(p, earlier) }},
			}},
			{Verb: verbPass, Help: s.pr().Sprintf("%s lets the chance go", st.Name(p)), Args: []companion.Arg{{Name: s.pr().Sprintf("player"), Options: companion.Values(st.Name(p))}}},
		}
		out = append(append(out, s.messageChoices()...), s.dealChoice())
	case PhaseFinal:
		out = []companion.Choice{s.finalChoice()}
	case PhaseOver:
		return nil
	}
	return append(out, s.fixChoices()...)
}

// fixChoices is the one correction choice, `fix WHAT [PLAYER] COUNT`: the kit's one
// choice per count would list 25 rows (`fix pepper`, `fix deck_contract` …) above the
// moves of the turn. What is offered by its help in the table's language and taken by
// its printed name; the player is asked only for a player's count, and the count is
// bounded by what is corrected.
func (s *session) fixChoices() []companion.Choice {
	list := fixables(s.st.Ledger)
	what := make([]companion.Option, len(list))
	for i, f := range list {
		what[i] = companion.Option{Value: f.Name, Label: s.pr().Text(f.HelpText), Aliases: nonEmpty(f.Names.HU, f.Names.DE)}
	}
	spec := func(earlier []string) (companion.Fixable, bool) {
		i := slices.IndexFunc(list, func(f companion.Fixable) bool { return len(earlier) > 0 && f.Name == earlier[0] })
		if i < 0 {
			return companion.Fixable{}, false
		}
		return list[i], true
	}
	player := s.pr().Sprintf("player")
	count := s.pr().Sprintf("count")
	return []companion.Choice{{Verb: companion.VerbFix, Help: s.pr().Sprintf("correct what talon counts: markers, decks, rounds left (ledger: ducats, commodities, tiles, cards)"),
		Args: []companion.Arg{
			{Name: s.pr().Sprintf("what"), Options: what},
			{Name: player, Options: companion.Values(s.r.names...), Optional: true, Depends: func(earlier []string) companion.Arg {
				f, ok := spec(earlier)
				return companion.Arg{Name: player, Options: companion.Values(s.r.names...), Skip: ok && !f.PerPlayer}
			}},
			{Name: count, Number: true, Depends: func(earlier []string) companion.Arg {
				f, _ := spec(earlier)
				return companion.Arg{Name: count, Number: true, Min: f.Min, Max: f.Max}
			}},
		}}}
}

// nonEmpty are the names given that are not "".
func nonEmpty(names ...string) []string {
	return slices.DeleteFunc(names, func(n string) bool { return n == "" })
}

func (s *session) startChoices() []companion.Choice {
	st := s.st
	if c := st.Turn.Rolled; c != nil {
		return []companion.Choice{{Verb: verbStart, Help: s.pr().Sprintf("the space on the rolled cell (no board captured)"),
			Args: []companion.Arg{{Name: s.pr().Text(argSpace), Options: s.spaceOptions(candidatesOn(*c))}}}}
	}
	return []companion.Choice{
		{Verb: verbRoll, Help: s.pr().Sprintf("%s rolls the blue and red dice for the tower's start", st.Name(st.Merchant)), Args: []companion.Arg{
			{Name: s.pr().Sprintf("dice"), Help: s.pr().Sprintf("BLUE,RED as rolled; none: talon rolls"), Optional: true, Empty: s.pr().Sprintf("talon rolls")}}},
		{Verb: verbTile + " " + string(StartingSpace), Help: s.pr().Sprintf("a Starting space tile: the tower starts on any space"), Args: []companion.Arg{
			{Name: s.pr().Text(argSpace), Options: s.spaceOptions(s.allSpaces())}}},
	}
}

// candidatesOn lists what may stand on a rolled cell when no board is captured.
func candidatesOn(c Cell) []SpaceID {
	switch {
	case slices.Contains(MarketCells, c):
		return []SpaceID{Market}
	case c == KnownStreet:
		return []SpaceID{StreetID(c)}
	}
	out := []SpaceID{StreetID(c)}
	for _, b := range Buildings {
		out = append(out, SpaceID(b.ID))
	}
	return out
}

// allSpaces lists every space: the board's, or without one the buildings, the market and
// a street named after every cell outside the market.
func (s *session) allSpaces() []SpaceID {
	if s.st.Board != nil {
		return s.st.Board.Spaces()
	}
	out := []SpaceID{Market}
	for _, b := range Buildings {
		out = append(out, SpaceID(b.ID))
	}
	for _, c := range allCells() {
		if !slices.Contains(MarketCells, c) {
			out = append(out, StreetID(c))
		}
	}
	return out
}

// spaceOptions offers spaces under every name the table may type for them (a street
// by its id, its only name).
func (s *session) spaceOptions(ids []SpaceID) []companion.Option {
	out := make([]companion.Option, len(ids))
	for i, id := range ids {
		out[i] = companion.Option{Value: string(id), Label: s.pr().Text(spaceText(id))}
		if KindOf(id) != KindStreet {
			out[i].Aliases = s.r.words.spaceNames(id)[2:]
		}
	}
	return out
}

func (s *session) buildingOptions(ids []BuildingID) []companion.Option {
	if len(ids) == 0 {
		return nil // Options() with no ids would offer every building
	}
	return s.localLabels(s.r.words.Buildings.Options(stringIDs(ids)...))
}

// localLabels shows options by their names in the table's language (values stay ids).
func (s *session) localLabels(opts []companion.Option) []companion.Option {
	for i, o := range opts {
		for _, kind := range []string{"building", "commodity", "tile", "card"} {
			if t, ok := shownTerms[kind+" "+o.Value]; ok {
				opts[i].Label = s.pr().Text(t)
			}
		}
	}
	return opts
}

// pr is the printer the choices are worded with (English for Legal).
func (s *session) pr() *i18n.Printer {
	if s.p == nil {
		return i18n.NewPrinter(i18n.English)
	}
	return s.p
}

// LocalLegal is Legal worded in the table's language; verbs, values and keys stay ids.
func (s *session) LocalLegal(p *i18n.Printer) []companion.Choice {
	local := *s
	local.p = p
	return local.Legal()
}

func stringIDs[T ~string](ids []T) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = string(id)
	}
	return out
}

// nextSpaces are where the tower may go: next to it (once captured), not visited.
func (s *session) nextSpaces() []SpaceID {
	t := s.st.Turn
	if t.Moves() >= maxMoves {
		return nil
	}
	candidates := s.allSpaces()
	if s.st.Board != nil {
		candidates = s.st.Board.Neighbours(t.Here())
	}
	return slices.DeleteFunc(candidates, func(id SpaceID) bool { return slices.Contains(t.Path, id) })
}

func (s *session) moveChoices() []companion.Choice {
	st := s.st
	var out []companion.Choice
	if next := s.nextSpaces(); len(next) > 0 {
		out = append(out, companion.Choice{Verb: verbMove, Help: s.pr().Sprintf("the tower moves on, leaving a disc"), Args: []companion.Arg{{Name: s.pr().Text(argSpace), Options: s.spaceOptions(next)}}})
	}
	seats := companion.Values(s.r.names...)
	here := st.Turn.Here()
	if KindOf(here) != KindBuilding && len(st.Owner) == 0 {
		return append(out, s.messageChoices()...)
	}
	out = append(out, companion.Choice{Verb: verbAction, Help: s.pr().Sprintf("a player takes a building's action"), Args: []companion.Arg{
		{Name: s.pr().Sprintf("player"), Options: seats},
		{Name: s.pr().Sprintf("building"), Depends: func(earlier []string) companion.Arg { return s.usable(earlier, false) }},
		{Name: s.pr().Sprintf("via"), Key: "via", Optional: true, Help: s.pr().Sprintf("left out: the player's own action"),
			Depends: func(earlier []string) companion.Arg { return s.vias(earlier, false) }},
	}})
	out = append(out, companion.Choice{Verb: verbDeliver + " small", Help: s.pr().Sprintf("an action and a small order"), Args: []companion.Arg{
		{Name: s.pr().Sprintf("player"), Options: seats},
		{Name: s.pr().Sprintf("building"), Depends: func(earlier []string) companion.Arg { return s.usable(earlier, true) }},
		s.orderGoods(s.pr().Sprintf("the commodities the card asks for"), maxOrderGoods, 1),
		{Name: s.pr().Sprintf("via"), Key: "via", Optional: true, Help: s.pr().Sprintf("left out: the player's own action"), Options: s.localLabels(s.r.words.Tiles.Options(string(ExtraAction)))},
	}})
	if KindOf(here) == KindBuilding || len(st.Owner) > 0 {
		out = append(out, companion.Choice{Verb: verbDeliver + " large", Help: s.pr().Sprintf("a large order"), Args: []companion.Arg{
			{Name: s.pr().Sprintf("player"), Options: seats},
			{Name: s.pr().Sprintf("villa"), Depends: func(earlier []string) companion.Arg { return s.villas(earlier) }},
			s.orderGoods(s.pr().Sprintf("the 3 commodities the card asks for"), largeOrderGoods, largeOrderGoods),
			{Name: s.pr().Sprintf("reward"), Key: "reward", Help: s.pr().Sprintf("the special tile taken"), Options: s.localLabels(s.r.words.Tiles.Options())},
			{Name: s.pr().Sprintf("via"), Key: "via", Optional: true, Help: s.pr().Sprintf("left out: the player's own action"),
				Depends: func(earlier []string) companion.Arg { return s.vias(earlier, true) }},
		}})
	}
	return append(out, s.messageChoices()...)
}

// orderGoods asks for the commodities an order card names, up to multi of them. The
// same commodity may be named more than once (an order of 2 silk; the cards' exact
// goods are UNKNOWN, so talon does not rule it out): each commodity is offered as many
// times as it may be picked — with a ledger, as many as the player holds (all of them
// again when that is too few for the card, so the refusal says what is missing).
func (s *session) orderGoods(help string, multi, atLeast int) companion.Arg {
	arg := companion.Arg{Name: s.pr().Sprintf("goods"), Help: help, Multi: multi, AtLeast: atLeast}
	offer := func(times func(Commodity) int) []companion.Option {
		var out []companion.Option
		for _, o := range s.localLabels(s.r.words.Commodities.Options()) {
			for range times(Commodity(o.Value)) {
				out = append(out, o)
			}
		}
		return out
	}
	every := func(Commodity) int { return multi }
	arg.Options = offer(every)
	arg.Depends = func(earlier []string) companion.Arg {
		next := arg
		if p := s.seatOf(earlier, 0); p >= 0 && s.st.Ledger {
			held := offer(func(c Commodity) int { return min(multi, s.st.Players[p].Goods[c.i()]) })
			if len(held) >= atLeast {
				next.Options = held
			}
		}
		return next
	}
	return arg
}

// usable is the building argument once the player is known: where the tower stands,
// and the player's own buildings (Building action tile).
func (s *session) usable(earlier []string, smallOrder bool) companion.Arg {
	arg := companion.Arg{Name: s.pr().Sprintf("building"), Help: s.pr().Sprintf("where the tower stands, or (with a Building action tile) one's own")}
	var ids []BuildingID
	if here := s.st.Turn.Here(); KindOf(here) == KindBuilding {
		ids = append(ids, BuildingID(here))
	}
	if p := s.seatOf(earlier, 0); p >= 0 && !smallOrder {
		for _, b := range Buildings {
			if owner, ok := s.st.Owner[b.ID]; ok && owner == p && !slices.Contains(ids, b.ID) {
				ids = append(ids, b.ID)
			}
		}
	}
	if len(ids) == 0 { // the player owns nothing and the tower is on no building: any owned
		for b := range s.st.Owner { // building, refused by the Building action tile rule
			ids = append(ids, b)
		}
		slices.Sort(ids)
	}
	arg.Options = s.buildingOptions(ids)
	return arg
}

// villas is the villa argument of a large order: the tower's villa and one's own.
func (s *session) villas(earlier []string) companion.Arg {
	arg := companion.Arg{Name: s.pr().Sprintf("villa"), Help: s.pr().Sprintf("the villa the card names: where the tower stands, or one's own")}
	var ids []BuildingID
	here := BuildingID(s.st.Turn.Here())
	p := s.seatOf(earlier, 0)
	for _, b := range Buildings {
		owner, owned := s.st.Owner[b.ID]
		if b.Kind == Villa && (b.ID == here || owned && owner == p) {
			ids = append(ids, b.ID)
		}
	}
	if len(ids) == 0 {
		ids = []BuildingID{VillaColini} // refused by A4 or the tile rule
	}
	arg.Options = s.buildingOptions(ids)
	return arg
}

// vias is how the action may be taken on the chosen building.
func (s *session) vias(earlier []string, largeOrder bool) companion.Arg {
	arg := companion.Arg{Name: s.pr().Sprintf("via"), Key: "via", Optional: true, Help: s.pr().Sprintf("left out: the player's own action")}
	building := ""
	if len(earlier) > 1 {
		building = earlier[1]
	}
	var vias []string
	if SpaceID(building) == s.st.Turn.Here() {
		vias = append(vias, string(ExtraAction))
	}
	if p := s.seatOf(earlier, 0); p >= 0 {
		if owner, ok := s.st.Owner[BuildingID(building)]; ok && owner == p {
			vias = append(vias, string(BuildingAction))
		}
	}
	if len(vias) == 0 && !largeOrder {
		vias = []string{string(ExtraAction)}
	}
	if len(vias) == 0 {
		return arg
	}
	arg.Options = s.localLabels(s.r.words.Tiles.Options(vias...))
	return arg
}

func (s *session) seatOf(earlier []string, i int) Seat {
	if i >= len(earlier) {
		return -1
	}
	return Seat(slices.Index(s.r.names, earlier[i]))
}

// messageChoices offers a message delivery once two buildings got a disc this turn.
func (s *session) messageChoices() []companion.Choice {
	if c := s.messageChoice(); len(c.Args[1].Options) >= 2 {
		return []companion.Choice{c}
	}
	return nil
}

func (s *session) messageChoice() companion.Choice {
	var visited []BuildingID
	for _, sp := range s.st.Turn.Path {
		if KindOf(sp) == KindBuilding {
			visited = append(visited, BuildingID(sp))
		}
	}
	first := s.buildingOptions(visited)
	return companion.Choice{Verb: verbDeliver + " message", Help: s.pr().Sprintf("a message (+30)"), Args: []companion.Arg{
		{Name: s.pr().Sprintf("player"), Options: companion.Values(s.r.names...)},
		{Name: s.pr().Sprintf("building"), Options: first},
		{Name: s.pr().Sprintf("other building"), Depends: func(earlier []string) companion.Arg {
			rest := slices.DeleteFunc(slices.Clone(visited), func(b BuildingID) bool { return len(earlier) > 1 && string(b) == earlier[1] })
			return companion.Arg{Name: s.pr().Sprintf("other building"), Options: s.buildingOptions(rest)}
		}},
	}}
}

func (s *session) tradeChoices() []companion.Choice {
	seats := companion.Values(s.r.names...)
	return []companion.Choice{
		s.dealChoice(),
		{Verb: verbTile + " " + string(CommodityOfChoice), Help: s.pr().Sprintf("any one commodity"), Args: []companion.Arg{
			{Name: s.pr().Sprintf("player"), Options: seats}, {Name: s.pr().Sprintf("commodity"), Options: s.localLabels(s.r.words.Commodities.Options())}}},
		{Verb: verbTile + " " + string(Trade), Help: s.pr().Sprintf("Trade 1:1 tile"), Args: []companion.Arg{
			{Name: s.pr().Sprintf("player"), Options: seats},
			{Name: s.pr().Sprintf("give"), Key: "give", Options: s.localLabels(s.r.words.Items.Options())},
			{Name: s.pr().Sprintf("get"), Key: "get", Options: s.localLabels(s.r.words.Items.Options())}}},
	}
}

func (s *session) dealChoice() companion.Choice {
	return companion.Choice{Verb: verbDeal, Help: s.pr().Sprintf("a deal"), Args: []companion.Arg{
		{Name: s.pr().Text(argFrom), Options: companion.Values(s.r.names...)},
		{Name: s.pr().Text(argTo), Depends: func(earlier []string) companion.Arg {
			others := slices.DeleteFunc(slices.Clone(s.r.names), func(n string) bool { return len(earlier) > 0 && n == earlier[0] })
			return companion.Arg{Name: s.pr().Text(argTo), Options: companion.Values(others...)}
		}},
		{Name: s.pr().Sprintf("ducats"), Key: "ducats", Optional: true, Number: true, Max: maxDealDucats, Help: s.pr().Sprintf("a multiple of 5"), Valid: typedDucats},
		{Name: s.pr().Sprintf("goods"), Key: "goods", Optional: true, Help: s.pr().Sprintf("commodities, comma-separated")},
		{Name: s.pr().Sprintf("tiles"), Key: "tiles", Optional: true, Help: s.pr().Sprintf("special tiles, comma-separated")},
		{Name: s.pr().Sprintf("cards"), Key: "cards", Optional: true, Help: s.pr().Sprintf("card kinds, comma-separated")},
		{Name: s.pr().Sprintf("markers"), Key: "markers", Optional: true, Number: true, Max: markersPerColour},
	}}
}

// acquirable is the buildings argument once the street is known: next to it (any
// building without a board), not already the player's.
func (s *session) acquirable(p Seat, earlier []string) companion.Arg {
	arg := companion.Arg{Name: s.pr().Sprintf("buildings"), Help: s.pr().Sprintf("1 or 2; a building with another's marker costs one more"), Multi: maxPlacements}
	ids := make([]BuildingID, 0, len(Buildings))
	if s.st.Board != nil && len(earlier) > 1 {
		ids = s.st.Board.BuildingsNextTo(SpaceID(earlier[1]))
	} else {
		for _, b := range Buildings {
			ids = append(ids, b.ID)
		}
	}
	ids = slices.DeleteFunc(ids, func(b BuildingID) bool { owner, ok := s.st.Owner[b]; return ok && owner == p })
	arg.Options = s.buildingOptions(ids)
	return arg
}

func (s *session) finalChoice() companion.Choice {
	st := s.st
	var waiting []string
	for i, n := range s.r.names {
		if _, done := st.Final[Seat(i)]; !done {
			waiting = append(waiting, n)
		}
	}
	args := []companion.Arg{
		{Name: s.pr().Sprintf("player"), Options: companion.Values(waiting...)},
		{Name: s.pr().Sprintf("ducats"), Key: "ducats", Number: true, Max: maxDealDucats, Optional: st.Ledger, Help: s.pr().Sprintf("all coins")},
		{Name: s.pr().Sprintf("items"), Key: "items", Number: true, Max: allItems, Optional: st.Ledger, Help: s.pr().Sprintf("cards + commodity tiles + special tiles, for ties")},
		{Name: s.pr().Sprintf("contracts"), Key: "contracts", Optional: true, Options: s.localLabels(s.r.words.Buildings.Options()), Multi: contractCards, Help: s.pr().Sprintf("the buildings the contract cards name")},
	}
	if st.Board == nil {
		args = append(args, companion.Arg{Name: s.pr().Sprintf("groups"), Key: "groups", Optional: true, Help: s.pr().Sprintf("no board captured: sizes of the groups of adjacent contract buildings, e.g. 2,1")})
	}
	return companion.Choice{Verb: verbFinal, Help: s.pr().Sprintf("a player's final facts"), Args: args}
}

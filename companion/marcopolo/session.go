package marcopolo

import (
	"slices"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// session is the kit's State over the rules model: it reads and writes the action
// grammar, fills in randomness, and describes the position.
type session struct {
	st      *State
	players *companion.Terms
	folded  []string // the players' names as companion.Fold gives them
}

func (s *session) names() []string {
	out := make([]string, len(s.st.Players))
	for i, p := range s.st.Players {
		out[i] = p.Name
	}
	return out
}

// actor is the seat expected to act now.
func (s *session) actor() int {
	st := s.st
	switch {
	case len(st.Pending) > 0:
		return st.Pending[0].Seat
	case st.Phase == PhaseDraft:
		return st.DraftSeat
	case st.Phase == PhaseGoals:
		for i, p := range st.Players {
			if len(p.GoalOffer) > 0 {
				return i
			}
		}
	case st.Phase == PhaseFinal:
		for i := range st.Players {
			if st.FinalIn == nil || !st.FinalIn[i] {
				return i
			}
		}
	}
	return st.Turn
}

// read turns an action into the model's typed action.
func (s *session) read(a companion.Action) (Action, error) {
	a, err := canonicalFix(a)
	if err != nil {
		return nil, err
	}
	if isDealFix(a) {
		return s.readDealFix(a)
	}
	if fix, ok, err := readFix(a, s.players); ok {
		if err != nil {
			return nil, err
		}
		return Correct{Seat: fix.Player, What: fix.Name, Value: fix.Value}, nil
	}
	r := &reader{s: s, a: a, w: a.Words()}
	seat := -1
	if a.Verb != verbRoll && slicesContains(verbList, a.Verb) {
		seat = r.seat()
	}
	act, err := s.readVerb(r, seat)
	if err != nil {
		return nil, err
	}
	return act, r.w.Done()
}

func slicesContains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func (s *session) readDie(r *reader) (DieRef, error) {
	word, err := r.next("die")
	if err != nil {
		return DieRef{}, err
	}
	ds, err := parseDice(word)
	if err != nil {
		return DieRef{}, err
	}
	if len(ds) != 1 {
		return DieRef{}, companion.Bad("%s takes one die, got %d", r.a.Verb, len(ds))
	}
	return ds[0], nil
}

func (s *session) readVerb(r *reader, seat int) (Action, error) {
	switch r.a.Verb {
	case verbCharacter:
		word, err := r.next("character")
		if err != nil {
			return nil, err
		}
		c, err := LookupCharacter(word + " " + r.w.Rest())
		if err != nil {
			return nil, err
		}
		return PickCharacter{Seat: seat, Character: c}, nil
	case verbGoals:
		word, err := r.next("goal cards")
		if err != nil {
			return nil, err
		}
		gs, err := parseInts("goal card", word, 1, len(GoalCards))
		if err != nil {
			return nil, err
		}
		if len(gs) != 2 {
			return nil, refuse(RuleSetup, "keep exactly 2 of the goal cards dealt, e.g. goals 3,12")
		}
		return KeepGoals{Seat: seat, Goals: [2]int{gs[0], gs[1]}}, nil
	case verbRoll:
		var vals [][]int
		for r.w.Len() > 0 {
			word, _ := r.next("")
			if word == "-" || strings.EqualFold(word, "none") {
				vals = append(vals, []int{})
				continue
			}
			v, err := parseInts("die", word, 1, 6)
			if err != nil {
				return nil, err
			}
			vals = append(vals, v)
		}
		return Roll{Values: vals}, nil
	case verbGoods:
		gs, err := parseGoods(r.w.Rest())
		if err != nil {
			return nil, err
		}
		return Choose{Seat: seat, Goods: gs}, nil
	case verbTake:
		st, err := r.stock(MaxCount)
		if err != nil {
			return nil, err
		}
		return Choose{Seat: seat, Coins: st.Coins, Camels: st.Camels}, nil
	case verbTile:
		word, err := r.next("tile letter")
		if err != nil {
			return nil, err
		}
		t, err := LookupCityBonus(word)
		if err != nil {
			return nil, companion.Bad("%v", err)
		}
		return Choose{Seat: seat, Tile: t}, nil
	case verbDiscard:
		ids, err := parseContracts(r.w.Rest())
		if err != nil {
			return nil, err
		}
		return Choose{Seat: seat, Contracts: ids}, nil
	case verbRepost:
		l, err := LookupLoc(r.w.Rest())
		if err != nil {
			return nil, err
		}
		return Choose{Seat: seat, From: l}, nil
	case verbBlack:
		v := 0
		if r.w.Len() > 0 {
			n, err := r.intArg("black die", 1, 6)
			if err != nil {
				return nil, err
			}
			v = n
		}
		if len(s.st.Pending) > 0 && s.st.Pending[0].Kind == PendBlackDie {
			return TakeBlackDie{Seat: seat, Value: v}, nil
		}
		return BuyBlackDie{Seat: seat, Value: v}, nil
	case verbMove:
		fig, err := r.namedInt("figure", 1, 1, 2)
		if err != nil {
			return nil, err
		}
		rest := r.w.Rest()
		if strings.EqualFold(strings.TrimSpace(rest), "skip") {
			return FreeMove{Seat: seat, Skip: true}, nil
		}
		l, err := LookupLoc(rest)
		if err != nil {
			return nil, err
		}
		return FreeMove{Seat: seat, Figure: fig - 1, To: l}, nil
	case verbCoins, verbKhan, verbBag:
		d, err := s.readDie(r)
		if err != nil {
			return nil, err
		}
		kind := map[string]SpaceKind{verbCoins: FiveCoins, verbKhan: Khan, verbBag: MoneyBag}[r.a.Verb]
		if kind == MoneyBag {
			return UseMoneyBag{Seat: seat, Die: d}, nil
		}
		return Place{Seat: seat, Space: Space{Kind: kind}, Dice: []DieRef{d}}, nil
	case verbBazaar:
		word, err := r.next("bazaar space (camels, pepper, silk, gold)")
		if err != nil {
			return nil, err
		}
		k, err := LookupSpace(word)
		if err != nil {
			return nil, err
		}
		if !k.IsBazaar() {
			return nil, companion.Bad("bazaar: %s is not a bazaar space (camels, pepper, silk, gold)", k)
		}
		dice, err := r.dice()
		if err != nil {
			return nil, err
		}
		row, err := r.namedInt("row", 0, 1, 6)
		if err != nil {
			return nil, err
		}
		return Place{Seat: seat, Space: Space{Kind: k}, Dice: dice, Row: row}, nil
	case verbContracts:
		d, err := s.readDie(r)
		if err != nil {
			return nil, err
		}
		text, _ := r.a.Get("take")
		slots, err := parseInts("slot", text, 1, ContractSlots)
		if err != nil {
			return nil, err
		}
		return Place{Seat: seat, Space: Space{Kind: Contracts}, Dice: []DieRef{d}, Slots: slots}, nil
	case verbTravel:
		return s.readTravel(r, seat)
	case verbCard:
		return s.readCard(r, seat)
	case verbComplete:
		word, err := r.next("contract")
		if err != nil {
			return nil, err
		}
		id, err := ParseContractID(word)
		if err != nil {
			return nil, companion.Bad("%v", err)
		}
		return Complete{Seat: seat, Contract: id}, nil
	case verbReroll, verbAdjust:
		d, err := s.readDie(r)
		if err != nil {
			return nil, err
		}
		to, err := r.namedInt("to", 0, 1, 6)
		if err != nil {
			return nil, err
		}
		if r.a.Verb == verbReroll {
			return Reroll{Seat: seat, Die: d, New: to}, nil
		}
		if to == 0 {
			return nil, companion.Bad("adjust: say the new value, e.g. adjust 3 to=4")
		}
		return Adjust{Seat: seat, Die: d, Delta: to - d.Value}, nil
	case verbDone:
		return EndTurn{Seat: seat}, nil
	case verbFinal:
		st, err := r.stock(MaxCount)
		if err != nil {
			return nil, err
		}
		return FinalFacts{Seat: seat, Count: st}, nil
	}
	return nil, unknownVerb(r.a.Verb)
}

func (r *reader) dice() ([]DieRef, error) {
	word, err := r.next("dice")
	if err != nil {
		return nil, err
	}
	return parseDice(word)
}

func (s *session) readTravel(r *reader, seat int) (Action, error) {
	dice, err := r.dice()
	if err != nil {
		return nil, err
	}
	fig, err := r.namedInt("figure", 1, 1, 2)
	if err != nil {
		return nil, err
	}
	toText, ok := r.a.Get("to")
	if !ok {
		// A rule, not bad input: with these dice the player may have nowhere affordable to go.
		return nil, refuse(RuleTravel, "say where to (travel 3,5 to=moscow); with these dice and coins there may be nowhere to go")
	}
	to, err := LookupLoc(toText)
	if err != nil {
		return nil, err
	}
	var path []Loc
	if via, ok := r.a.Get("via"); ok && !strings.EqualFold(strings.TrimSpace(via), "direct") {
		if path, err = parseLocs(via); err != nil {
			return nil, err
		}
	}
	path = append(path, to)
	legs := []Leg{{Figure: fig - 1, Path: path}}
	if to2Text, ok := r.a.Get("to2"); ok { // Niccolò & Marco Polo: the other figure's leg
		to2, err := LookupLoc(to2Text)
		if err != nil {
			return nil, err
		}
		var path2 []Loc
		if via2, ok := r.a.Get("via2"); ok && !strings.EqualFold(strings.TrimSpace(via2), "direct") {
			if path2, err = parseLocs(via2); err != nil {
				return nil, err
			}
		}
		legs = append(legs, Leg{Figure: 2 - fig, Path: append(path2, to2)})
	}
	return Place{Seat: seat, Space: Space{Kind: Travel}, Dice: dice, Legs: legs}, nil
}

func (s *session) readCard(r *reader, seat int) (Action, error) {
	n, err := r.intArg("city-card space", 1, len(s.st.CardSpaces))
	if err != nil {
		return nil, err
	}
	d, err := s.readDie(r)
	if err != nil {
		return nil, err
	}
	use := CardUse{}
	if use.Times, err = r.namedInt("times", 0, 1, 6); err != nil {
		return nil, err
	}
	trade, err := r.namedInt("trade", 1, 1, 2)
	if err != nil {
		return nil, err
	}
	use.Trade = trade - 1
	if text, ok := r.a.Get("goods"); ok {
		if use.Goods, err = parseGoods(text); err != nil {
			return nil, err
		}
	}
	if text, ok := r.a.Get("cities"); ok {
		if use.Cities, err = parseLocs(text); err != nil {
			return nil, err
		}
	}
	return Place{Seat: seat, Space: Space{Kind: CityCard, Card: n - 1}, Dice: []DieRef{d}, Card: use}, nil
}

// write is the canonical action text of a typed action.
func (s *session) write(act Action) companion.Action {
	names := s.names()
	who := func(seat int) string { return seatWord(names, seat) }
	switch a := act.(type) {
	case PickCharacter:
		return companion.Do(verbCharacter, who(a.Seat), Characters[a.Character].Name.ID())
	case KeepGoals:
		return companion.Do(verbGoals, who(a.Seat), intList(a.Goals[:]))
	case Roll:
		out := companion.Do(verbRoll)
		for _, v := range a.Values {
			if len(v) == 0 {
				out.Args = append(out.Args, "-")
			} else {
				out.Args = append(out.Args, intList(v))
			}
		}
		return out
	case Choose:
		return s.writeChoose(a)
	case TakeBlackDie:
		return companion.Do(verbBlack, who(a.Seat), valueWord(a.Value))
	case BuyBlackDie:
		return companion.Do(verbBlack, who(a.Seat), valueWord(a.Value))
	case FreeMove:
		if a.Skip {
			return companion.Do(verbMove, who(a.Seat), "skip")
		}
		out := companion.Do(verbMove, who(a.Seat), Locations[a.To].Name.ID())
		if a.Figure > 0 {
			out = out.With("figure", strconv.Itoa(a.Figure+1))
		}
		return out
	case UseMoneyBag:
		return companion.Do(verbBag, who(a.Seat), dieToken(a.Die))
	case Place:
		return s.writePlace(a)
	case Complete:
		return companion.Do(verbComplete, who(a.Seat), ContractID(a.Contract))
	case Reroll:
		return companion.Do(verbReroll, who(a.Seat), dieToken(a.Die)).With("to", strconv.Itoa(a.New))
	case Adjust:
		return companion.Do(verbAdjust, who(a.Seat), dieToken(a.Die)).With("to", strconv.Itoa(a.Die.Value+a.Delta))
	case EndTurn:
		return companion.Do(verbDone, who(a.Seat))
	case FinalFacts:
		return stockNamed(companion.Do(verbFinal, who(a.Seat)), a.Count, stockKeys...)
	case FixDeal:
		return s.writeDealFix(a)
	case Correct:
		return companion.Fix{Name: a.What, Player: a.Seat, Value: a.Value}.Action(names)
	}
	return companion.Action{}
}

func valueWord(v int) string {
	if v == 0 {
		return ""
	}
	return strconv.Itoa(v)
}

func (s *session) writeChoose(a Choose) companion.Action {
	who := seatWord(s.names(), a.Seat)
	switch s.st.Pending[0].Kind {
	case PendGoods:
		return companion.Do(verbGoods, who, goodIDs(a.Goods))
	case PendCoinsCamels:
		return companion.Do(verbTake, who).With("coins", strconv.Itoa(a.Coins)).With("camels", strconv.Itoa(a.Camels))
	case PendOtherTile:
		return companion.Do(verbTile, who, CityBonuses[a.Tile].Letter)
	case PendDiscard:
		return companion.Do(verbDiscard, who, strings.ReplaceAll(contractList(a.Contracts), ", ", ","))
	}
	return companion.Do(verbRepost, who, Locations[a.From].Name.ID())
}

func (s *session) writePlace(a Place) companion.Action {
	who := seatWord(s.names(), a.Seat)
	switch a.Space.Kind {
	case FiveCoins:
		return companion.Do(verbCoins, who, diceTokens(a.Dice))
	case Khan:
		return companion.Do(verbKhan, who, diceTokens(a.Dice))
	case Camels, PepperSpace, SilkSpace, GoldSpace:
		out := companion.Do(verbBazaar, who, Spaces[a.Space.Kind].Name.ID(), diceTokens(a.Dice))
		if a.Row > 0 {
			out = out.With("row", strconv.Itoa(a.Row))
		}
		return out
	case Contracts:
		return companion.Do(verbContracts, who, diceTokens(a.Dice)).With("take", intList(a.Slots))
	case Travel:
		out := companion.Do(verbTravel, who, diceTokens(a.Dice))
		if len(a.Legs) > 0 {
			l := a.Legs[0]
			if l.Figure > 0 {
				out = out.With("figure", strconv.Itoa(l.Figure+1))
			}
			if len(l.Path) > 0 {
				out = out.With("to", Locations[l.Dest()].Name.ID())
				if len(l.Path) > 1 {
					out = out.With("via", locIDs(l.Path[:len(l.Path)-1]))
				}
			}
		}
		if len(a.Legs) > 1 && len(a.Legs[1].Path) > 0 {
			l := a.Legs[1]
			out = out.With("to2", Locations[l.Dest()].Name.ID())
			if len(l.Path) > 1 {
				out = out.With("via2", locIDs(l.Path[:len(l.Path)-1]))
			}
		}
		return out
	case CityCard:
		out := companion.Do(verbCard, who, strconv.Itoa(a.Space.Card+1), diceTokens(a.Dice))
		if a.Card.Times > 0 {
			out = out.With("times", strconv.Itoa(a.Card.Times))
		}
		if a.Card.Trade > 0 {
			out = out.With("trade", strconv.Itoa(a.Card.Trade+1))
		}
		if len(a.Card.Goods) > 0 {
			out = out.With("goods", goodIDs(a.Card.Goods))
		}
		if len(a.Card.Cities) > 0 {
			out = out.With("cities", locIDs(a.Card.Cities))
		}
		return out
	}
	return companion.Do(verbBag, who, diceTokens(a.Dice))
}

// fixables are the counts the table may correct with `fix WHAT PLAYER N` (ledger mode).
var fixables = func() []companion.Fixable {
	var out []companion.Fixable
	for _, k := range stockKeys {
		out = append(out, companion.Fixable{Name: k, Help: fixableHelp[k], PerPlayer: true, Min: 0, Max: countMax(k)})
	}
	return out
}()

// fixableHelp names each ledger count in a correction's messages (a catalog key).
var fixableHelp = map[string]string{
	"vp": i18n.Key("VP talon keeps for a player (ledger)"), "coins": i18n.Key("coins talon keeps for a player (ledger)"),
	"camels": i18n.Key("camels talon keeps for a player (ledger)"), "pepper": i18n.Key("pepper talon keeps for a player (ledger)"),
	"silk": i18n.Key("silk talon keeps for a player (ledger)"), "gold": i18n.Key("gold talon keeps for a player (ledger)"),
}

// readFix reads `fix WHAT PLAYER N`; other verbs are not corrections.
func readFix(a companion.Action, players *companion.Terms) (companion.Fix, bool, error) {
	if a.Verb != companion.VerbFix {
		return companion.Fix{}, false, nil
	}
	return companion.ReadFix(a, fixables, players)
}

// Resolve reads what the table typed, fills in the player, the dice talon rolls and the
// cheapest route, and writes the canonical action. Rule checks are Apply's.
func (s *session) Resolve(a companion.Action, rng companion.RNG) (companion.Action, error) {
	act, err := s.read(a)
	if err != nil {
		return companion.Action{}, err
	}
	dice := func() int { return 1 + rng.Stream("dice").IntN(6) }
	switch x := act.(type) {
	case Roll:
		if len(x.Values) == 0 && s.st.Phase == PhaseRoll {
			for seat := range s.st.Players {
				vals := []int{}
				for range s.st.rolledDice(seat) {
					vals = append(vals, dice())
				}
				x.Values = append(x.Values, vals)
			}
		}
		act = x
	case Reroll:
		if x.New == 0 {
			x.New = dice()
		}
		act = x
	case BuyBlackDie:
		if x.Value == 0 && !s.setsBlack(x.Seat) {
			x.Value = dice()
		}
		act = x
	case TakeBlackDie:
		if x.Value == 0 && !s.setsBlack(x.Seat) {
			x.Value = dice()
		}
		act = x
	case Place:
		if x.Space.Kind == Travel {
			x = s.cheapestLeg(x)
		}
		act = x
	}
	if _, ok := act.(Choose); ok && len(s.st.Pending) == 0 {
		return companion.Action{}, refuse(RulePending, "nothing to choose now")
	}
	return s.write(act), nil
}

func (s *session) setsBlack(seat int) bool {
	return seat >= 0 && seat < len(s.st.Players) && s.st.Players[seat].Character == Raschid && s.st.Set.RaschidSetsBlack
}

// cheapestLeg fills each leg of a travel named only by its destination with the
// cheapest route the dice allow (the table may name via= instead). With two legs
// (Niccolò & Marco Polo) the first leaves the second the fewest steps it needs.
func (s *session) cheapestLeg(p Place) Place {
	if len(p.Legs) == 0 || len(p.Legs) > 2 || p.Seat < 0 || p.Seat >= len(s.st.Players) {
		return p
	}
	pl := s.st.Players[p.Seat]
	carpini := pl.Character == Carpini
	lowest := 6
	for _, d := range p.Dice {
		lowest = min(lowest, d.Value)
	}
	legs := slices.Clone(p.Legs)
	for _, l := range legs {
		if l.Figure < 0 || l.Figure >= len(pl.Figures) {
			return p
		}
	}
	need := func(l Leg) int { // the fewest steps a leg takes
		if len(l.Path) == 1 {
			return max(1, MinSteps(pl.Figures[l.Figure], l.Dest(), carpini))
		}
		return len(l.Path)
	}
	for i, l := range legs {
		from, dest := pl.Figures[l.Figure], l.Dest()
		if len(l.Path) != 1 {
			continue
		}
		if _, err := stepExtra(from, dest, carpini); err == nil {
			continue // one step: nothing to choose
		}
		other := 0
		if len(legs) == 2 {
			other = need(legs[1-i])
		}
		if opts := RoutesTo(from, dest, lowest-other, carpini); len(opts) > 0 {
			legs[i] = Leg{Figure: l.Figure, Path: opts[0].Path}
		}
	}
	p.Legs = legs
	return p
}

// Apply applies a canonical action through the rules model.
func (s *session) Apply(a companion.Action) (companion.State, companion.Outcome, error) {
	act, err := s.read(a)
	if err != nil {
		return nil, companion.Outcome{}, err
	}
	next, err := s.st.Apply(act)
	if err != nil {
		return nil, companion.Outcome{}, err
	}
	if next.Over() {
		// The game ends only on a position the scorer accepts (the ledger's VP could
		// pass the score track's bound): the table corrects with fix first.
		if _, err := next.Result(); err != nil {
			return nil, companion.Outcome{}, refuse("final scoring", "%v (correct the counts with fix first)", err)
		}
	}
	out := companion.Accepted()
	if next.Unchecked {
		out = companion.NotChecked("ledger off: coins, camels and goods stay on the table (with --option ledger=on, talon keeps and checks them)")
	}
	for _, w := range next.Warnings {
		out = out.Warn(w.Code, "%s", w.Text)
	}
	return &session{st: next, players: s.players, folded: s.folded}, out, nil
}

func (s *session) Result() *scoring.Result {
	res, err := s.st.Result()
	if err != nil {
		return nil
	}
	return res
}

// SessionState returns the Marco Polo model behind a companion state, for the game's
// own tools (`talon marco-polo map`).
func SessionState(st companion.State) (*State, bool) {
	s, ok := st.(*session)
	if !ok {
		return nil, false
	}
	return s.st, true
}

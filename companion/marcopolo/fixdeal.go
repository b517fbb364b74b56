package marcopolo

import (
	"slices"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Corrections of what talon dealt (digest §2), for a table whose pieces lie otherwise:
//
//	fix card 3 K7              city-card space 3 holds K7
//	fix outpost moscow 2_gold  the outpost bonus face up on Moscow
//	fix tile anxi B            the small-city tile on Anxi
//	fix market 2 C12           contract slot 2 holds C12
//	fix contracts Ann C41,C12  Ann's active contracts (her starting contract, a drawn one)
//	fix goals Ann 3,12         Ann's goal cards
//
// A piece talon placed elsewhere changes places with the one it replaces, so every piece
// stays dealt once; the table fixes the other place too when that is wrong.

// What a deal correction corrects.
const (
	fixCard      = "card"
	fixOutpost   = "outpost"
	fixTile      = "tile"
	fixMarket    = "market"
	fixContracts = "contracts"
	fixGoals     = "goals"
)

var dealFixes = []string{fixCard, fixOutpost, fixTile, fixMarket, fixContracts, fixGoals}

// FixDeal sets one dealt piece to what lies on the table.
type FixDeal struct {
	What   string
	Seat   int   // contracts, goals: whose
	Place  int   // card: space index; market: slot index; outpost, tile: the city (Loc)
	Values []int // the card, tile or bonus index; the contracts; the goal card numbers
}

func (FixDeal) isAction() {}

// outpostID is an outpost bonus as written in actions: "2_camels", "1_free_move".
func outpostID(i int) string {
	return strings.ReplaceAll(companion.Fold(OutpostBonuses[i].String()), " ", "_")
}

var outpostTerms = func() *companion.Terms {
	terms := make([]companion.Term, len(OutpostBonuses))
	for i, g := range OutpostBonuses {
		terms[i] = companion.Term{ID: outpostID(i), Label: g.String()}
	}
	return companion.NewTerms("outpost bonus", terms...)
}()

// isDealFix tells whether a is a deal correction (rather than a ledger count's).
func isDealFix(a companion.Action) bool {
	return a.Verb == companion.VerbFix && len(a.Args) > 0 && slices.Contains(dealFixes, companion.Fold(a.Args[0]))
}

// readDealFix reads a deal correction.
func (s *session) readDealFix(a companion.Action) (Action, error) {
	w := a.Words()
	what, _ := w.Next("")
	f := FixDeal{What: companion.Fold(what), Seat: -1}
	var err error
	switch f.What {
	case fixCard, fixMarket:
		most, noun := len(s.st.CardSpaces), "city-card space"
		if f.What == fixMarket {
			most, noun = ContractSlots, "contract slot"
		}
		n, err := w.Int(noun, 1, most)
		if err != nil {
			return nil, err
		}
		f.Place = n - 1
		word, err := w.Next(map[string]string{fixCard: "city card (K7)", fixMarket: "contract (C12)"}[f.What])
		if err != nil {
			return nil, err
		}
		parse := map[string]func(string) (int, error){fixCard: ParseCardID, fixMarket: ParseContractID}[f.What]
		id, err := parse(word)
		if err != nil {
			return nil, companion.Bad("%v", err)
		}
		f.Values = []int{id}
	case fixOutpost, fixTile:
		word, err := w.Next("city")
		if err != nil {
			return nil, err
		}
		l, err := LookupLoc(word)
		if err != nil {
			return nil, err
		}
		f.Place = int(l)
		var tile int
		if f.What == fixOutpost {
			tile, err = w.Term(outpostTerms)
		} else {
			word, err = w.Next("tile letter (A to F)")
			if err == nil {
				tile, err = LookupCityBonus(word)
			}
		}
		if err != nil {
			return nil, companion.Bad("%v", err)
		}
		f.Values = []int{tile}
	case fixContracts, fixGoals:
		if f.Seat, err = w.Term(s.players); err != nil {
			return nil, err
		}
		word, err := w.Next(f.What)
		if err != nil {
			return nil, err
		}
		if f.What == fixContracts {
			f.Values, err = parseContracts(word)
		} else {
			f.Values, err = parseInts("goal card", word, 1, len(GoalCards))
		}
		if err != nil {
			return nil, err
		}
	}
	return f, w.Done()
}

// writeDealFix is a deal correction's canonical text.
func (s *session) writeDealFix(f FixDeal) companion.Action {
	out := companion.Do(companion.VerbFix, f.What)
	switch f.What {
	case fixCard:
		out.Args = append(out.Args, strconv.Itoa(f.Place+1), CardID(f.Values[0]))
	case fixMarket:
		out.Args = append(out.Args, strconv.Itoa(f.Place+1), ContractID(f.Values[0]))
	case fixOutpost:
		out.Args = append(out.Args, Locations[f.Place].Name.ID(), outpostID(f.Values[0]))
	case fixTile:
		out.Args = append(out.Args, Locations[f.Place].Name.ID(), CityBonuses[f.Values[0]].Letter)
	case fixContracts:
		out.Args = append(out.Args, seatWord(s.names(), f.Seat), strings.ReplaceAll(contractList(f.Values), ", ", ","))
	case fixGoals:
		out.Args = append(out.Args, seatWord(s.names(), f.Seat), intList(f.Values))
	}
	return out
}

// fixDeal applies a deal correction.
func (s *State) fixDeal(f FixDeal) error {
	if len(f.Values) == 0 {
		return refuse(RuleSetup, "fix %s: say what lies on the table", f.What)
	}
	v := f.Values[0]
	switch f.What {
	case fixCard:
		return s.fixCard(f.Place, v)
	case fixOutpost:
		return s.fixTileOn(s.Outposts[:], Loc(f.Place), v, i18n.M("outpost bonus"), Loc.IsLarge, func(i int) any { return OutpostBonuses[i] })
	case fixTile:
		return s.fixTileOn(s.CityTiles[:], Loc(f.Place), v, i18n.M("small-city tile"), Loc.IsSmall, func(i int) any { return CityBonuses[i] })
	case fixMarket:
		return s.fixMarket(f.Place, v)
	case fixContracts:
		return s.fixActive(f.Seat, f.Values)
	case fixGoals:
		return s.fixGoals(f.Seat, f.Values)
	}
	return refuse(RuleSetup, "%q is not something talon dealt", f.What)
}

func (s *State) fixCard(space, card int) error {
	if space < 0 || space >= len(s.CardSpaces) || card < 0 || card >= len(AllCityCards) {
		return refuse(RuleSetup, "no such city-card space or card")
	}
	s.CardSpaces = slices.Clone(s.CardSpaces)
	old := s.CardSpaces[space].Card
	s.note("city-card space %d (%s) holds %s (talon had %s)", space+1, s.CardSpaces[space].City, CardID(card), CardID(old))
	if j := slices.IndexFunc(s.CardSpaces, func(cs CardSpace) bool { return cs.Card == card }); j >= 0 && j != space {
		s.CardSpaces[j].Card = old
		s.note("%s moves to space %d (%s), where talon had %s: fix that space too if it is wrong", CardID(old), j+1, s.CardSpaces[j].City, CardID(card))
	}
	s.CardSpaces[space].Card = card
	return nil
}

// fixTileOn corrects the tile on city in tiles (outposts or small-city tiles).
func (s *State) fixTileOn(tiles []int, city Loc, tile int, what i18n.Message, kind func(Loc) bool, name func(int) any) error {
	if !kind(city) {
		return refuse(RuleSetup, "%s lies on no %s", city, what)
	}
	old := tiles[city]
	if old < 0 {
		return refuse(RuleSetup, "the %s of %s has been taken: it has left the game", what, city)
	}
	s.note("%s on %s: %s (talon had %s)", what, city, name(tile), name(old))
	if j := slices.Index(tiles, tile); j >= 0 && Loc(j) != city {
		tiles[j] = old
		s.note("%s moves to %s: fix it too if it is wrong", name(old), Loc(j))
	}
	tiles[city] = tile
	return nil
}

// contractPlace is where a contract lies: a list it is in and its index there.
func (s *State) contractPlace(id int) (list *[]int, i int) {
	lists := []*[]int{&s.Market, &s.Special}
	for p := range s.Piles {
		lists = append(lists, &s.Piles[p])
	}
	for _, l := range lists {
		if i := slices.Index(*l, id); i >= 0 {
			return l, i
		}
	}
	return nil, -1
}

// pileName names a list of contracts for the table.
func (s *State) pileName(l *[]int) i18n.Message {
	switch l {
	case &s.Market:
		return i18n.M("the market")
	case &s.Special:
		return i18n.M("the special pile")
	}
	for p := range s.Piles {
		if l == &s.Piles[p] {
			return i18n.M("the pile for round %s", strconv.Itoa(s.Round+1+p))
		}
	}
	return i18n.M("the box")
}

// holder is the seat holding a contract (active or completed), or -1.
func (s *State) holder(id int) int {
	return slices.IndexFunc(s.Players, func(p Player) bool {
		return slices.Contains(p.Active, id) || slices.Contains(p.Completed, id)
	})
}

func (s *State) fixMarket(slot, id int) error {
	if slot < 0 || slot >= len(s.Market) {
		return refuse(RuleSetup, "the market has %d contracts, slot %d is empty", len(s.Market), slot+1)
	}
	if id < 0 || id >= len(AllContracts) {
		return refuse(RuleSetup, "no such contract")
	}
	if h := s.holder(id); h >= 0 {
		return refuse(RuleSetup, "%s is %s's (fix contracts %s first)", ContractID(id), s.Players[h].Name, s.Players[h].Name)
	}
	s.Piles = slices.Clone(s.Piles)
	for p := range s.Piles {
		s.Piles[p] = slices.Clone(s.Piles[p])
	}
	s.Special = slices.Clone(s.Special)
	old := s.Market[slot]
	s.note("contract slot %d holds %s (talon had %s)", slot+1, ContractID(id), ContractID(old))
	if l, i := s.contractPlace(id); l != nil {
		(*l)[i] = old
		s.note("%s goes where talon had %s (%s)", ContractID(old), ContractID(id), s.pileName(l))
	}
	s.Market[slot] = id
	return nil
}

func (s *State) fixActive(seat int, ids []int) error {
	if seat < 0 || seat >= len(s.Players) || len(ids) < 1 || len(ids) > ActiveContracts {
		return refuse(RuleSetup, "name 1 or %d active contracts of a player", ActiveContracts)
	}
	if slices.ContainsFunc(s.Pending, func(p Pending) bool { return p.Seat == seat && p.Kind == PendDiscard }) {
		return refuse(RuleSetup, "%s discards first: then fix the contracts kept", s.Players[seat].Name)
	}
	p := s.mutable(seat)
	for i, id := range ids {
		if id < 0 || id >= len(AllContracts) || slices.Contains(ids[:i], id) {
			return refuse(RuleSetup, "contracts named twice or unknown")
		}
		if h := s.holder(id); h >= 0 && h != seat || slices.Contains(p.Completed, id) {
			return refuse(RuleSetup, "%s is already %s's", ContractID(id), s.Players[max(h, seat)].Name)
		}
	}
	s.Piles = slices.Clone(s.Piles)
	for i := range s.Piles {
		s.Piles[i] = slices.Clone(s.Piles[i])
	}
	s.Special, s.Market = slices.Clone(s.Special), slices.Clone(s.Market)
	var freed []int // the player's contracts the table does not have: back where the new ones were
	for _, id := range p.Active {
		if !slices.Contains(ids, id) {
			freed = append(freed, id)
		}
	}
	for _, id := range ids {
		if slices.Contains(p.Active, id) {
			continue
		}
		if l, i := s.contractPlace(id); l != nil {
			if len(freed) > 0 {
				(*l)[i], freed = freed[0], freed[1:]
			} else {
				*l = slices.Delete(*l, i, i+1)
			}
		}
	}
	s.note("%s's active contracts: %s (talon had %s)", p.Name, contractList(ids), noneIfEmpty(contractList(p.Active)))
	if len(freed) > 0 {
		s.note("back to the box: %s", contractList(freed))
	}
	p.Active = slices.Clone(ids)
	return nil
}

func (s *State) fixGoals(seat int, goals []int) error {
	if seat < 0 || seat >= len(s.Players) || len(goals) != GoalCardsPerPlayer || goals[0] == goals[1] {
		return refuse(RuleSetup, "name a player's %d different goal cards", GoalCardsPerPlayer)
	}
	p := &s.Players[seat]
	if len(p.GoalOffer) > 0 {
		return refuse(RuleSetup, "%s keeps 2 of the 4 goal cards dealt first (goals %s A,B)", p.Name, p.Name)
	}
	for _, g := range goals {
		if g < 1 || g > len(GoalCards) {
			return refuse(RuleSetup, "goal cards are numbered 1 to %d", len(GoalCards))
		}
		if slices.ContainsFunc(s.Players, func(o Player) bool {
			return o.Name != p.Name && (slices.Contains(o.Goals, g) || slices.Contains(o.GoalOffer, g))
		}) {
			return refuse(RuleSetup, "goal card %d was dealt to another player", g)
		}
	}
	p.Goals = slices.Clone(goals)
	s.note("%s's goal cards corrected (secret: `talon marco-polo goals %s` shows them)", p.Name, p.Name)
	return nil
}

// fixChoice is the one correction choice: what, then which (a space, city, slot or
// player), then the value, each list following the answer before.
func (s chooser) fixChoice() companion.Choice {
	st := s.st
	var what []companion.Option
	add := func(value, label string) {
		what = append(what, companion.Option{Value: value, Label: s.p.Text(fixTargetName(value)) + ": " + s.p.Sprintf(label), Aliases: fixTargetAliases[value]})
	}
	add(fixCard, i18n.Key("the city card on a city-card space"))
	if slices.ContainsFunc(st.Outposts[:], func(t int) bool { return t >= 0 }) {
		add(fixOutpost, i18n.Key("the outpost bonus on a large city"))
	}
	add(fixTile, i18n.Key("the bonus tile on a small city"))
	if len(st.Market) > 0 {
		add(fixMarket, i18n.Key("the contract in a market slot"))
	}
	add(fixContracts, i18n.Key("a player's active contracts"))
	if !slices.ContainsFunc(st.Players, func(p Player) bool { return len(p.GoalOffer) > 0 }) {
		add(fixGoals, i18n.Key("a player's goal cards"))
	}
	if st.Set.Ledger {
		for _, k := range stockKeys {
			add(k, fixableHelp[k])
		}
	}
	return companion.Choice{Verb: companion.VerbFix, Help: s.p.Sprintf("correct what talon dealt or counts"), Args: []companion.Arg{
		{Name: s.p.Sprintf("what"), Options: what},
		{Name: s.p.Sprintf("which"), Depends: func(earlier []string) companion.Arg { return s.fixWhich(at(earlier, 0)) }},
		{Name: s.p.Sprintf("value"), Depends: func(earlier []string) companion.Arg { return s.fixValue(at(earlier, 0), at(earlier, 1)) }},
	}}
}

// fixWhich lists the places (or players) a correction of what may name.
func (s chooser) fixWhich(what string) companion.Arg {
	st := s.st
	a := companion.Arg{Name: s.p.Sprintf("which")}
	switch what {
	case fixCard:
		a.Name = s.p.Sprintf("city-card space")
		for i, cs := range st.CardSpaces {
			a.Options = append(a.Options, companion.Option{Value: strconv.Itoa(i + 1), Label: strconv.Itoa(i+1) + " " + cs.City.Local(s.p) + ": " + CardID(cs.Card)})
		}
	case fixOutpost, fixTile:
		a.Name = s.p.Sprintf("city")
		tiles, kind := st.Outposts[:], Loc.IsLarge
		if what == fixTile {
			tiles, kind = st.CityTiles[:], Loc.IsSmall
		}
		for _, c := range locsWhere(kind) {
			if t := tiles[c]; t >= 0 {
				label := c.Local(s.p) + ": " + OutpostBonuses[t].Local(s.p)
				if what == fixTile {
					label = c.Local(s.p) + ": " + CityBonuses[t].Local(s.p)
				}
				a.Options = append(a.Options, companion.Option{Value: Locations[c].Name.ID(), Label: label})
			}
		}
	case fixMarket:
		a.Name = s.p.Sprintf("slot")
		for i, id := range st.Market {
			a.Options = append(a.Options, companion.Option{Value: strconv.Itoa(i + 1), Label: s.p.Sprintf("slot %d: %s", i+1, ContractID(id))})
		}
	default:
		a.Name = s.p.Sprintf("player")
		a.Options = companion.Values(s.names()...)
	}
	return a
}

// fixValue lists what may lie there: every card, tile or bonus (one placed elsewhere
// changes places), the contracts nobody else holds, the goal cards not dealt to others.
func (s chooser) fixValue(what, which string) companion.Arg {
	st := s.st
	seat := slices.Index(s.names(), which)
	switch what {
	case fixCard:
		a := companion.Arg{Name: s.p.Sprintf("city card")}
		for id := range AllCityCards {
			a.Options = append(a.Options, companion.Option{Value: CardID(id), Label: CardID(id) + ": " + AllCityCards[id].Local(s.p)})
		}
		return a
	case fixOutpost:
		a := companion.Arg{Name: s.p.Sprintf("outpost bonus")}
		for i, g := range OutpostBonuses {
			a.Options = append(a.Options, companion.Option{Value: outpostID(i), Label: g.Local(s.p)})
		}
		return a
	case fixTile:
		a := companion.Arg{Name: s.p.Sprintf("tile")}
		for _, b := range CityBonuses {
			a.Options = append(a.Options, companion.Option{Value: b.Letter, Label: b.Local(s.p)})
		}
		return a
	case fixMarket, fixContracts:
		a := companion.Arg{Name: s.p.Sprintf("contract")}
		for id := range AllContracts {
			if h := st.holder(id); h >= 0 && (what == fixMarket || h != seat || slices.Contains(st.Players[h].Completed, id)) {
				continue
			}
			c, _ := ContractFor(id, st.Set)
			a.Options = append(a.Options, companion.Option{Value: ContractID(id), Label: c.LocalShort(s.p)})
		}
		if what == fixContracts {
			a.Name, a.Multi, a.AtLeast = s.p.Sprintf("active contracts"), ActiveContracts, 1
		}
		return a
	case fixGoals:
		a := companion.Arg{Name: s.p.Sprintf("goal cards"), Multi: GoalCardsPerPlayer, AtLeast: GoalCardsPerPlayer}
		for _, g := range GoalCards {
			if !slices.ContainsFunc(st.Players, func(o Player) bool { return o.Name != which && slices.Contains(o.Goals, g.Number) }) {
				a.Options = append(a.Options, companion.Option{Value: strconv.Itoa(g.Number), Label: goalLabel(s.p, g.Number)})
			}
		}
		return a
	}
	return companion.Arg{Name: s.p.Sprintf("value"), Number: true, Min: 0, Max: countMax(what)}
}

// countMax bounds a ledger count: VP by the score track's sanity bound, the rest by the
// supply's.
func countMax(key string) int {
	if key == "vp" {
		return MaxTrackVP
	}
	return MaxCount
}

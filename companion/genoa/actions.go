package genoa

import (
	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Rule names for building actions and orders (digest §4.3, §5.3, §6, §10).
const (
	ruleBuildingsOnly = "A1 actions at buildings"
	ruleOneAction     = "A2 one action per turn"
	ruleOncePerTurn   = "A3 one use per building"
	ruleTowerThere    = "A4 action where the tower stands"
	ruleTwoPlayer     = "2-player actions"
	ruleExtraTile     = "Extra action tile"
	ruleBuildTile     = "Building action tile"
	ruleLargeOrder    = "C1 large order"
	ruleSmallOrder    = "C2 small order"
	ruleNoTileOrder   = "C3 small orders need the turn's action"
	ruleVilla         = "C6 villa action"
)

// Via is how a player takes a building's action.
type Via int

const (
	ViaTurn         Via = iota // the player's own action for the turn, where the tower stands
	ViaExtra                   // an Extra action tile, where the tower stands
	ViaBuildingTile            // a Building action tile, on a building he owns, anywhere
)

func (v Via) String() string {
	return [...]string{"own action", "Extra action tile", "Building action tile"}[v]
}

// Order is a card fulfilled with an action: a small order at the building it names, or a
// large order at the villa it names. The table enters what the card says.
type Order struct {
	Kind  Deck        // SmallOrders or LargeOrders
	Goods []Commodity // from the card: the commodities it asks for
	Tile  Tile        // a large order's reward: a special tile of the holder's choice
}

// TakeAction is a player taking a building's action (A1–A9). A villa's action is a
// contract draw, or a large order delivered there (Order set). At most one Order: a
// player never fulfils two orders with one action (C4).
type TakeAction struct {
	Player   Seat
	Building BuildingID
	Via      Via
	Order    *Order
}

// maxOrderGoods bounds a small order's commodities: the card says how many (the seed's
// wording is plural); no order asks for more than a large order's three.
const maxOrderGoods = largeOrderGoods

func (a TakeAction) apply(s *State, o *Outcome) error {
	if err := s.seatOK(a.Player); err != nil {
		return err
	}
	if err := s.inPhase(ruleTurn, PhaseMove); err != nil {
		return err
	}
	b, ok := building(a.Building)
	if !ok {
		return companion.Bad("%q is not a building", a.Building)
	}
	if err := s.mayUse(a, b, o); err != nil {
		return err
	}
	if err := s.checkOrder(a, b); err != nil {
		return err
	}
	switch a.Via {
	case ViaTurn:
		s.Turn.Actions[a.Player]++
		s.Turn.use(a.Building, a.Player)
	case ViaExtra:
		if err := s.spendTile(a.Player, ExtraAction, ruleExtraTile, o); err != nil {
			return err
		}
		s.Turn.use(a.Building, a.Player)
	case ViaBuildingTile:
		if err := s.spendTile(a.Player, BuildingAction, ruleBuildTile, o); err != nil {
			return err
		}
		o.unchecked(i18n.M("that %s plays the tile during one of their own actions: talon does not track an action's end", s.Name(a.Player)))
	}
	if owner, owned := s.Owner[a.Building]; owned && owner != a.Player {
		s.Players[owner].Ducats += ownerIncome
		o.say(i18n.M("%s gets %d ducats from the bank as the owner of %s", s.Name(owner), ownerIncome, b.Term()))
	}
	return s.effect(a, b, o)
}

// mayUse checks where and how often the action may be taken.
func (s *State) mayUse(a TakeAction, b Building, o *Outcome) error {
	if a.Via == ViaBuildingTile {
		if owner, owned := s.Owner[b.ID]; !owned || owner != a.Player {
			return companion.Refuse(ruleBuildTile, "%s has no marker on %s; the tile only uses one's own building", s.Name(a.Player), b.Term())
		}
		return nil // A3 exception: the tower need not be there, the action may be used already
	}
	if here := s.Turn.Here(); here != SpaceID(b.ID) {
		return companion.Refuse(ruleTowerThere, "the tower stands on %s, not %s", spaceText(here), b.Term())
	}
	if by, used := s.Turn.UsedBy(b.ID); used {
		return companion.Refuse(ruleOncePerTurn, "%s already took the %s action this turn", s.Name(by), b.Term())
	}
	if a.Via == ViaTurn {
		if taken, allowed := s.Turn.Actions[a.Player], s.actionsAllowed(a.Player); taken >= allowed {
			if len(s.Players) == 2 && a.Player == s.Merchant {
				return companion.Refuse(ruleTwoPlayer, "the merchant takes a second action only once the other player has taken one this turn")
			}
			return companion.Refuse(ruleOneAction, "%s already took an action this turn; an Extra action tile gives another", s.Name(a.Player))
		}
	}
	return nil
}

// actionsAllowed is how many actions a player may take as his own this turn: one, and in
// a 2-player game the merchant a second once the other player has taken one (§10; the
// Extra action tile is counted apart and changes nothing here).
func (s *State) actionsAllowed(p Seat) int {
	if len(s.Players) == 2 && p == s.Merchant && s.Turn.Actions[s.next(p)] > 0 {
		return 2
	}
	return 1
}

// checkOrder checks an order's shape against where it is delivered (C1–C4, C6).
func (s *State) checkOrder(a TakeAction, b Building) error {
	if a.Order == nil {
		return nil
	}
	switch a.Order.Kind {
	case SmallOrders:
		if a.Via == ViaBuildingTile {
			return companion.Refuse(ruleNoTileOrder, "a small order is never fulfilled through a Building action tile, even on one's own building")
		}
		if n := len(a.Order.Goods); n < 1 || n > maxOrderGoods {
			return companion.Bad("a small order asks for 1 to %d commodities, as its card shows; got %d", maxOrderGoods, n)
		}
	case LargeOrders:
		if b.Kind != Villa {
			return companion.Refuse(ruleLargeOrder, "a large order is delivered at the villa it names, not at %s", b.Term())
		}
		if n := len(a.Order.Goods); n != largeOrderGoods {
			return companion.Bad("a large order asks for %d commodities; got %d", largeOrderGoods, n)
		}
		if tileCount(a.Order.Tile) == 0 {
			return companion.Bad("a large order pays a special tile of the holder's choice: name it")
		}
	default:
		return companion.Bad("an order is a small or a large order, not %s", a.Order.Kind)
	}
	return nil
}

// effect applies the building's action and the order delivered with it.
func (s *State) effect(a TakeAction, b Building, o *Outcome) error {
	delivering := a.Order != nil && a.Order.Kind == LargeOrders
	pl := &s.Players[a.Player]
	switch {
	case b.Kind == Villa && delivering:
		// the villa's action is the delivery (C6): no contract
	case b.Cards > 0:
		before := pl.Cards[b.Draw.i()]
		s.draw(a.Player, b.Draw, b.Cards, o)
		if got := pl.Cards[b.Draw.i()] - before; got > 0 {
			o.say(i18n.M("%s draws %d %s cards", s.Name(a.Player), got, deckTerm(b.Draw)))
		}
	case b.Markers > 0:
		before := pl.Markers
		s.takeMarkers(a.Player, b.Markers, o)
		if got := pl.Markers - before; got > 0 {
			o.say(i18n.M("%s takes %d ownership markers from the supply into their hand", s.Name(a.Player), got))
		}
	case b.Gives != "":
		before := pl.Tiles[b.Gives.i()]
		s.gainTile(a.Player, b.Gives, o)
		if pl.Tiles[b.Gives.i()] > before {
			o.say(i18n.M("%s takes a %s tile", s.Name(a.Player), tileTerm(b.Gives)))
		}
	case len(b.Goods) > 0:
		got := i18n.Join(", ")
		for _, g := range b.Goods {
			before := pl.Goods[g.i()]
			s.gainGood(a.Player, g, o)
			if pl.Goods[g.i()] > before {
				got = got.Add(commodityTerm(g))
			}
		}
		if got.Len() > 0 {
			o.say(i18n.M("%s takes commodities: %s", s.Name(a.Player), got))
		}
	}
	if a.Order == nil {
		return nil
	}
	rule, reward := ruleSmallOrder, smallOrderReward
	if delivering {
		rule, reward = ruleLargeOrder, largeOrderReward
	}
	if err := s.spendGoods(a.Player, a.Order.Goods, rule, o); err != nil {
		return err
	}
	if err := s.returnCard(a.Player, a.Order.Kind, rule, o); err != nil {
		return err
	}
	s.Players[a.Player].Ducats += reward
	what := i18n.M("%d ducats", reward)
	if delivering {
		if s.Ledger && s.Tiles[a.Order.Tile.i()] == 0 {
			return companion.Refuse(ruleLargeOrder, "no %s tile is left in the supply: choose another kind", tileTerm(a.Order.Tile))
		}
		s.gainTile(a.Player, a.Order.Tile, o)
		what = i18n.M("%d ducats and one %s tile", reward, tileTerm(a.Order.Tile))
	}
	o.say(i18n.M("%s delivers a %s at %s: %s from the bank", s.Name(a.Player), deckTerm(a.Order.Kind), b.Term(), what))
	return nil
}

// takeMarkers moves a player's markers from the board supply to his hand (Cathedral),
// as many as are left.
func (s *State) takeMarkers(p Seat, n int, o *Outcome) {
	pl := &s.Players[p]
	got := min(n, pl.Supply)
	pl.Supply -= got
	pl.Markers += got
	if got < n {
		o.say(i18n.M("only %d of %s's markers were left on the board supply", got, pl.Name))
	}
}

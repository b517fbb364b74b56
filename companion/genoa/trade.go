package genoa

import (
	"slices"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

const (
	ruleMessage    = "C5 message"
	ruleDeal       = "deals"
	ruleTwoOffer   = "2-player offers"
	ruleChoiceTile = "Commodity of your choice tile"
	ruleTradeTile  = "Trade 1:1 tile"
)

// DeliverMessage delivers a message card whose two buildings both got a tower disc this
// turn (C5): any player, on anyone's turn, no action needed; 30 ducats.
type DeliverMessage struct {
	Player Seat
	A, B   BuildingID
}

func (a DeliverMessage) apply(s *State, o *Outcome) error {
	if err := s.seatOK(a.Player); err != nil {
		return err
	}
	if err := s.inPhase(ruleTurn, PhaseMove, PhaseAcquire); err != nil {
		return err
	}
	if !isBuilding(SpaceID(a.A)) || !isBuilding(SpaceID(a.B)) || a.A == a.B {
		return companion.Bad("a message names two different buildings")
	}
	for _, b := range []BuildingID{a.A, a.B} {
		if !slices.Contains(s.Turn.Path, SpaceID(b)) {
			return companion.Refuse(ruleMessage, "the tower has not put a disc on %s this turn", buildingTerm(b))
		}
	}
	if err := s.returnCard(a.Player, Messages, ruleMessage, o); err != nil {
		return err
	}
	s.Players[a.Player].Ducats += messageReward
	o.say(i18n.M("%s delivers a message (%s, %s): %d ducats from the bank", s.Name(a.Player), buildingTerm(a.A), buildingTerm(a.B), messageReward))
	return nil
}

// Goods is a bundle of things handed over in a deal: ducats and items (A7).
type Goods struct {
	Ducats      int
	Commodities []Commodity
	Tiles       []Tile
	Cards       []Deck
	Markers     int
}

// Items counts the non-money things in the bundle.
func (g Goods) Items() int { return len(g.Commodities) + len(g.Tiles) + len(g.Cards) + g.Markers }

// String is the bundle in English (logs, JSON); Local words it for the table.
func (g Goods) String() string { return g.Local(i18n.NewPrinter(i18n.English)) }

// Local is the bundle in p's language, with the names printed on that edition's
// components ("3 dukát, selyem, … lapka"), so a deal reads in the table's language.
func (g Goods) Local(p *i18n.Printer) string {
	var parts []string
	if g.Ducats > 0 {
		parts = append(parts, p.Sprintf("%d ducats", g.Ducats))
	}
	for _, c := range g.Commodities {
		parts = append(parts, p.Text(commodityTerm(c)))
	}
	for _, t := range g.Tiles {
		parts = append(parts, p.Sprintf("%s tile", tileTerm(t)))
	}
	for _, d := range g.Cards {
		parts = append(parts, p.Sprintf("%s card", deckTerm(d)))
	}
	if g.Markers > 0 {
		parts = append(parts, p.Sprintf("%d marker(s)", g.Markers))
	}
	if len(parts) == 0 {
		return p.Sprintf("nothing")
	}
	return strings.Join(parts, ", ")
}

// Bounds on one deal: no player can hold more of any kind than the box has.
const (
	maxDealDucats = 10000
	maxDealItems  = commodityTiles + specialTiles + cards + markersPerColour
)

// Deal records what one player hands another, as struck at the table (A5–A13): the price
// of an action or a move (a deal may send the tower to an empty street, A10), or what the
// merchant adds of his own (A11). talon only records deals: offers bind nobody until
// made (A12, A13). Markers go back to the giver's board supply and the receiver takes as
// many of his own colour from his (A8).
type Deal struct {
	From, To Seat
	Give     Goods
}

func (a Deal) apply(s *State, o *Outcome) error {
	if err := s.seatOK(a.From); err != nil {
		return err
	}
	if err := s.seatOK(a.To); err != nil {
		return err
	}
	if err := s.inPhase(ruleTurn, PhaseMove, PhaseAcquire); err != nil {
		return err
	}
	g := a.Give
	switch {
	case a.From == a.To:
		return companion.Bad("a deal is between two players")
	case g.Ducats < 0 || g.Ducats > maxDealDucats || g.Markers < 0 || g.Items() > maxDealItems:
		return companion.Bad("a deal hands over 0 to %d ducats and what the box holds", maxDealDucats)
	case g.Ducats%smallestCoin != 0:
		return coinsRule(g.Ducats)
	case g.Ducats == 0 && g.Items() == 0:
		return companion.Refuse(ruleDeal, "a deal hands over something: ducats or items")
	case len(s.Players) == 2 && a.To == s.Merchant && g.Items() == 0:
		return companion.Refuse(ruleTwoOffer, "with two players an offer to the merchant holds at least one item besides money")
	}
	if err := s.transfer(a.From, a.To, g, ruleDeal, o); err != nil {
		return err
	}
	o.say(i18n.M("%s gives %s to %s", s.Name(a.From), g, s.Name(a.To)))
	return nil
}

// transfer moves a bundle between players.
func (s *State) transfer(from, to Seat, g Goods, rule string, o *Outcome) error {
	if err := s.spendDucats(from, g.Ducats, rule, o); err != nil {
		return err
	}
	s.Players[to].Ducats += g.Ducats
	giver, taker := &s.Players[from], &s.Players[to]
	for _, c := range g.Commodities {
		if err := s.lacks(from, giver.Goods[c.i()], count(g.Commodities, c), commodityTerm(c), rule, o); err != nil {
			return err
		}
	}
	for _, t := range g.Tiles {
		if err := s.lacks(from, giver.Tiles[t.i()], count(g.Tiles, t), i18n.M("%s tile", tileTerm(t)), rule, o); err != nil {
			return err
		}
	}
	for _, c := range g.Commodities {
		giver.Goods[c.i()] = max(0, giver.Goods[c.i()]-1)
		taker.Goods[c.i()]++
	}
	for _, t := range g.Tiles {
		giver.Tiles[t.i()] = max(0, giver.Tiles[t.i()]-1)
		taker.Tiles[t.i()]++
	}
	for _, d := range g.Cards {
		if err := s.spendCard(from, d, rule, o); err != nil {
			return err
		}
		s.Players[to].Cards[d.i()]++
	}
	return s.handMarkers(from, to, g.Markers, rule, o)
}

// count is how often x stands in xs.
func count[T comparable](xs []T, x T) int {
	n := 0
	for _, y := range xs {
		if y == x {
			n++
		}
	}
	return n
}

// handMarkers: the giver puts n of his markers back on the board supply, the receiver
// takes as many of his own colour from it (A8). Markers are always tracked.
func (s *State) handMarkers(from, to Seat, n int, rule string, o *Outcome) error {
	if n == 0 {
		return nil
	}
	giver, taker := &s.Players[from], &s.Players[to]
	if giver.Markers < n {
		return companion.Refuse(rule, "%s has %d marker(s) in hand, not %d", giver.Name, giver.Markers, n)
	}
	giver.Markers -= n
	giver.Supply += n
	got := min(n, taker.Supply)
	taker.Supply -= got
	taker.Markers += got
	if got < n {
		o.say(i18n.M("only %d of %s's markers were left on the board supply", got, taker.Name))
	}
	return nil
}

// TakeCommodity plays a Commodity of your choice tile: any one commodity.
type TakeCommodity struct {
	Player    Seat
	Commodity Commodity
}

func (a TakeCommodity) apply(s *State, o *Outcome) error {
	if err := s.seatOK(a.Player); err != nil {
		return err
	}
	if err := s.inPhase(ruleTurn, PhaseMove); err != nil {
		return err
	}
	if !slices.ContainsFunc(Commodities, func(c CommodityInfo) bool { return c.ID == a.Commodity }) {
		return companion.Bad("%q is not a commodity", a.Commodity)
	}
	if err := s.spendTile(a.Player, CommodityOfChoice, ruleChoiceTile, o); err != nil {
		return err
	}
	s.gainGood(a.Player, a.Commodity, o)
	o.unchecked(i18n.M("that %s plays the tile during one of their own actions: talon does not track an action's end", s.Name(a.Player)))
	return nil
}

// TradeOne plays a Trade 1:1 tile: one item the player owns for any one other item from
// the supply (§6). Exactly one of the Give fields and one of the Get fields is set.
type TradeOne struct {
	Player    Seat
	Give, Get Goods
}

func (a TradeOne) apply(s *State, o *Outcome) error {
	if err := s.seatOK(a.Player); err != nil {
		return err
	}
	if err := s.inPhase(ruleTurn, PhaseMove); err != nil {
		return err
	}
	if a.Give.Items() != 1 || a.Get.Items() != 1 || a.Give.Ducats != 0 || a.Get.Ducats != 0 {
		return companion.Bad("a 1:1 trade swaps exactly one item for one other item")
	}
	if err := s.spendTile(a.Player, Trade, ruleTradeTile, o); err != nil {
		return err
	}
	if err := s.toSupply(a.Player, a.Give, o); err != nil {
		return err
	}
	s.fromSupply(a.Player, a.Get, o)
	o.say(i18n.M("%s trades %s for %s", s.Name(a.Player), a.Give, a.Get))
	o.unchecked(i18n.M("that %s plays the tile during one of their own actions: talon does not track an action's end", s.Name(a.Player)))
	return nil
}

// toSupply returns one player's item to its supply (a card under its deck).
func (s *State) toSupply(p Seat, g Goods, o *Outcome) error {
	if err := s.spendGoods(p, g.Commodities, ruleTradeTile, o); err != nil {
		return err
	}
	for _, t := range g.Tiles {
		if err := s.spendTile(p, t, ruleTradeTile, o); err != nil {
			return err
		}
	}
	for _, d := range g.Cards {
		if err := s.returnCard(p, d, ruleTradeTile, o); err != nil {
			return err
		}
	}
	if g.Markers > 0 {
		pl := &s.Players[p]
		if pl.Markers < g.Markers {
			return companion.Refuse(ruleTradeTile, "%s has no marker in hand", pl.Name)
		}
		pl.Markers -= g.Markers
		pl.Supply += g.Markers
	}
	return nil
}

// fromSupply gives a player one item from the supply (a card from the top of its deck).
func (s *State) fromSupply(p Seat, g Goods, o *Outcome) {
	for _, c := range g.Commodities {
		s.gainGood(p, c, o)
	}
	for _, t := range g.Tiles {
		s.gainTile(p, t, o)
	}
	for _, d := range g.Cards {
		s.draw(p, d, 1, o)
	}
	if g.Markers > 0 {
		s.takeMarkers(p, g.Markers, o)
	}
}

// coinsRule refuses a payment the coins cannot make up.
func coinsRule(ducats int) error {
	if ducats%smallestCoin == 0 {
		return nil
	}
	return companion.Refuse(ruleDeal, "%d ducats: coins are 5, 10, 50 and 100, so a payment is a multiple of 5", ducats)
}

// typedDucats is the rule for ducats typed at a deal's question: play says it there,
// not after the questions that follow (hu-trial F29).
func typedDucats(v string) error {
	n, err := strconv.Atoi(v)
	if err != nil {
		return nil // Check has said it is no number
	}
	return coinsRule(n)
}

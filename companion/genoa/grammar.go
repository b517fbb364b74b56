package genoa

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// The action text, in the kit's grammar (one form for `talon do`, the prompts and the
// event log):
//
//	roll [BLUE,RED] [space=SPACE]       talon rolls when the dice are left out
//	start SPACE                         no board: the space on the rolled cell
//	tile starting_space SPACE           a Starting space tile instead of a roll
//	move SPACE
//	action PLAYER [BUILDING] [via=extra_action|building_action]
//	deliver small PLAYER BUILDING GOODS [via=extra_action]     the building's action and a small order
//	deliver large PLAYER VILLA GOODS reward=TILE [via=…]       a villa's action: a large order
//	deliver message PLAYER BUILDING BUILDING
//	deal FROM TO [ducats=N] [goods=…] [tiles=…] [cards=…] [markers=N]
//	tile commodity PLAYER COMMODITY
//	tile trade PLAYER give=ITEM get=ITEM      an ITEM is a commodity, tile, card kind or "marker"
//	stop                                 end movement and actions
//	acquire PLAYER STREET BUILDING[,BUILDING]
//	pass PLAYER
//	final PLAYER [ducats=N] [items=N] [contracts=B,B…] [groups=N,N…]
//	fix FIELD [PLAYER] N                 ducats, markers, rounds_left, a commodity, tile or card kind
//
// A space is a building, "market", or st_B_R: the street area whose first cell is (B,R).

// Verbs.
const (
	verbRoll    = "roll"
	verbStart   = "start"
	verbTile    = "tile"
	verbMove    = "move"
	verbAction  = "action"
	verbDeliver = "deliver"
	verbDeal    = "deal"
	verbStop    = "stop"
	verbAcquire = "acquire"
	verbPass    = "pass"
	verbFinal   = "final"
)

// reader reads actions against the seats of one game.
type reader struct {
	names []string
	seats *companion.Terms
	words *Names // what the table calls buildings, goods, tiles and cards
	// rolled is the cell the dice named, while the table is to name its space (start);
	// "street" (utca) then means the street there.
	rolled *Cell
}

// exactID consumes the next word when it is one of the list's ids exactly: the stored
// log is written in ids, so replay takes this short way.
func exactID(w *companion.Words, t *companion.Terms) (int, bool) {
	if i := t.Index(w.Peek()); i >= 0 {
		w.Next("")
		return i, true
	}
	return -1, false
}

// readSpace reads a space: a street id st_B_R, or a building's or the market's name.
func (r reader) readSpace(w *companion.Words) (SpaceID, error) {
	if word := strings.ToLower(w.Peek()); strings.HasPrefix(word, "st_") {
		w.Next("space")
		if _, ok := streetCell(SpaceID(word)); !ok {
			return "", companion.Bad("%q is not a street: st_BLUE_RED with both 1 to 8", word)
		}
		return SpaceID(word), nil
	}
	if i, ok := exactID(w, r.words.SpaceIDs); ok {
		return SpaceID(r.words.SpaceIDs.Terms[i].ID), nil
	}
	i, err := w.Term(r.words.SpaceIDs)
	if err != nil {
		return "", err
	}
	return SpaceID(r.words.SpaceIDs.Terms[i].ID), nil
}

// readStart reads the space on the rolled cell: a building, the market, a street id, or
// "street" (utca) for the street on the rolled cell. A name it cannot read is answered
// with what the rolled cell is and how to name it.
func (r reader) readStart(w *companion.Words) (Action, error) {
	if r.rolled != nil && !strings.HasPrefix(strings.ToLower(w.Peek()), "st_") {
		if i, err := r.words.Spaces.Find(w.Peek()); err == nil && r.words.Spaces.Terms[i].ID == streetWord {
			w.Next("space")
			return StartOn{Space: StreetID(*r.rolled)}, nil
		}
	}
	s, err := r.readSpace(w)
	if err != nil && r.rolled != nil {
		return nil, r.rolledHint(err)
	}
	return StartOn{Space: s}, err
}

// rolledHint adds to err what stands on the rolled cell as far as the rules fix it, and
// what to type.
func (r reader) rolledHint(err error) error {
	c := *r.rolled
	switch {
	case slices.Contains(MarketCells, c):
		return companion.Bad("%v; the rolled cell (blue %d, red %d) is the market: start %s", err, c.Blue, c.Red, spaceText(Market))
	case c == KnownStreet:
		return companion.Bad("%v; the rolled cell (blue %d, red %d) is a street: start %s", err, c.Blue, c.Red, i18n.M("street"))
	}
	return companion.Bad("%v; on the rolled cell (blue %d, red %d): type the building there, or start %s for a street", err, c.Blue, c.Red, i18n.M("street"))
}

func (r reader) readBuilding(w *companion.Words) (BuildingID, error) {
	if i, ok := exactID(w, r.words.Buildings); ok {
		return BuildingID(r.words.Buildings.Terms[i].ID), nil
	}
	i, err := w.Term(r.words.Buildings)
	if err != nil {
		return "", err
	}
	return BuildingID(r.words.Buildings.Terms[i].ID), nil
}

func (r reader) seat(w *companion.Words) (Seat, error) {
	if i, ok := exactID(w, r.seats); ok {
		return Seat(i), nil
	}
	i, err := w.Term(r.seats)
	return Seat(i), err
}

// read turns an action into a typed one. Corrections are read apart (see fixables).
func (r reader) read(a companion.Action) (Action, error) {
	w := a.Words()
	var act Action
	var err error
	switch a.Verb {
	case verbRoll:
		act, err = r.readRoll(a, w)
	case verbStart:
		act, err = r.readStart(w)
	case verbTile:
		act, err = r.readTile(a, w)
	case verbMove:
		var s SpaceID
		s, err = r.readSpace(w)
		act = Move{To: s}
	case verbAction:
		act, err = r.readAction(a, w)
	case verbDeliver:
		act, err = r.readDeliver(a, w)
	case verbDeal:
		act, err = r.readDeal(a, w)
	case verbStop:
		act = EndMoves{}
	case verbAcquire:
		act, err = r.readAcquire(w)
	case verbPass:
		var p Seat
		p, err = r.seat(w)
		act = PassAcquire{Player: p}
	case verbFinal:
		act, err = r.readFinal(a, w)
	default:
		return nil, companion.Bad("unknown action %q (roll, start, tile, move, action, deliver, deal, stop, acquire, pass, final, fix)", a.Verb)
	}
	if err == nil {
		err = w.Done()
	}
	if err == nil {
		err = onlyKeys(a, keysOf[a.Verb]...)
	}
	return act, err
}

// keysOf lists the named values each verb takes.
var keysOf = map[string][]string{
	verbRoll:    {"space"},
	verbTile:    {"give", "get"},
	verbAction:  {"via"},
	verbDeliver: {"via", "reward"},
	verbDeal:    {"ducats", "goods", "tiles", "cards", "markers"},
	verbFinal:   {"ducats", "items", "contracts", "groups"},
}

func onlyKeys(a companion.Action, keys ...string) error {
	for _, n := range a.Named {
		known := false
		for _, k := range keys {
			known = known || strings.EqualFold(k, n.Key)
		}
		if !known {
			return companion.Bad("%s takes no %s= (it takes: %s)", a.Verb, n.Key, strings.Join(append([]string{}, keys...), ", "))
		}
	}
	return nil
}

// readDice reads "3,5" (blue, red) or "3 5".
func (r reader) readRoll(a companion.Action, w *companion.Words) (Action, error) {
	var roll Roll
	if w.Len() > 0 {
		text := strings.ReplaceAll(w.Rest(), " ", ",")
		parts := strings.Split(text, ",")
		if len(parts) != 2 {
			return nil, companion.Bad("roll: the dice are written BLUE,RED, e.g. 3,5; got %q", text)
		}
		var err error
		if roll.Blue, err = companion.ReadInt("blue die", parts[0], 1, Side); err != nil {
			return nil, err
		}
		if roll.Red, err = companion.ReadInt("red die", parts[1], 1, Side); err != nil {
			return nil, err
		}
	}
	if sw, ok := a.NamedWords("space"); ok {
		s, err := r.readSpace(sw)
		if err == nil {
			err = sw.Done()
		}
		if err != nil {
			return nil, err
		}
		roll.Space = s
	}
	return roll, nil
}

func (r reader) readTile(a companion.Action, w *companion.Words) (Action, error) {
	i, err := w.Term(r.words.Tiles)
	if err != nil {
		return nil, err
	}
	switch Tile(r.words.Tiles.Terms[i].ID) {
	case StartingSpace:
		s, err := r.readSpace(w)
		return StartTile{Space: s}, err
	case CommodityOfChoice:
		p, err := r.seat(w)
		if err != nil {
			return nil, err
		}
		c, err := w.Term(r.words.Commodities)
		if err != nil {
			return nil, err
		}
		return TakeCommodity{Player: p, Commodity: Commodity(r.words.Commodities.Terms[c].ID)}, nil
	case Trade:
		p, err := r.seat(w)
		if err != nil {
			return nil, err
		}
		give, err := r.readItem(a, "give")
		if err != nil {
			return nil, err
		}
		get, err := r.readItem(a, "get")
		return TradeOne{Player: p, Give: give, Get: get}, err
	}
	return nil, companion.Bad("tile: %s is played through an action (action PLAYER … via=%s)", r.words.Tiles.Terms[i].ID, r.words.Tiles.Terms[i].ID)
}

func (r reader) readItem(a companion.Action, key string) (Goods, error) {
	w, ok := a.NamedWords(key)
	if !ok {
		return Goods{}, companion.Bad("tile trade: %s=ITEM is missing (a commodity, special tile, card kind or marker)", key)
	}
	i, err := w.Term(r.words.Items)
	if err == nil {
		err = w.Done()
	}
	if err != nil {
		return Goods{}, err
	}
	return itemGoods(r.words.Items.Terms[i].ID), nil
}

// itemGoods is one item as a bundle.
func itemGoods(id string) Goods {
	switch {
	case id == markerItem:
		return Goods{Markers: 1}
	case slices.ContainsFunc(Commodities, func(c CommodityInfo) bool { return string(c.ID) == id }):
		return Goods{Commodities: []Commodity{Commodity(id)}}
	case tileCount(Tile(id)) > 0:
		return Goods{Tiles: []Tile{Tile(id)}}
	}
	return Goods{Cards: []Deck{Deck(id)}}
}

func (r reader) readAction(a companion.Action, w *companion.Words) (Action, error) {
	p, err := r.seat(w)
	if err != nil {
		return nil, err
	}
	act := TakeAction{Player: p}
	if w.Len() > 0 {
		if act.Building, err = r.readBuilding(w); err != nil {
			return nil, err
		}
	}
	act.Via, err = r.readVia(a)
	return act, err
}

// readVia reads via=: how an action is taken (left out: the player's own action).
func (r reader) readVia(a companion.Action) (Via, error) {
	v, ok := a.Get("via")
	if !ok {
		return ViaTurn, nil
	}
	switch Fold(v) {
	case "turn", "own":
		return ViaTurn, nil
	}
	if t, err := r.words.Tiles.Lookup(v); err == nil { // a tile's name in any language
		switch Tile(t.ID) {
		case ExtraAction:
			return ViaExtra, nil
		case BuildingAction:
			return ViaBuildingTile, nil
		}
	}
	return ViaTurn, companion.Bad("%s via=%q: extra_action or building_action (left out: the player's own action)", a.Verb, v)
}

// readDeliver reads the three deliveries: a message, or an order with its action.
func (r reader) readDeliver(a companion.Action, w *companion.Words) (Action, error) {
	kind, err := w.Next("what is delivered (message, small or large)")
	if err != nil {
		return nil, err
	}
	switch Fold(kind) {
	case "message":
		return r.readMessage(w)
	case "small", "large":
	default:
		return nil, companion.Bad("deliver %q: message, small or large", kind)
	}
	p, err := r.seat(w)
	if err != nil {
		return nil, err
	}
	b, err := r.readBuilding(w)
	if err != nil {
		return nil, err
	}
	act := TakeAction{Player: p, Building: b, Order: &Order{Kind: SmallOrders}}
	if act.Via, err = r.readVia(a); err != nil {
		return nil, err
	}
	if Fold(kind) == "small" {
		act.Order.Goods, err = r.readGoods(w, maxOrderGoods)
		return act, err
	}
	act.Order.Kind = LargeOrders
	if act.Order.Goods, err = r.readGoods(w, largeOrderGoods); err != nil {
		return nil, err
	}
	rw, ok := a.NamedWords("reward")
	if !ok {
		return nil, companion.Bad("deliver large: reward=TILE is missing (the special tile the holder takes)")
	}
	i, err := rw.Term(r.words.Tiles)
	if err == nil {
		err = rw.Done()
	}
	act.Order.Tile = Tile(r.words.Tiles.Terms[max(i, 0)].ID)
	return act, err
}

// Fold compares names as the kit does.
func Fold(s string) string { return companion.Fold(s) }

func (r reader) readGoods(w *companion.Words, most int) ([]Commodity, error) {
	idx, err := w.List(r.words.Commodities, most)
	out := make([]Commodity, len(idx))
	for i, j := range idx {
		out[i] = Commodity(r.words.Commodities.Terms[j].ID)
	}
	return out, err
}

func (r reader) readMessage(w *companion.Words) (Action, error) {
	p, err := r.seat(w)
	if err != nil {
		return nil, err
	}
	x, err := r.readBuilding(w)
	if err != nil {
		return nil, err
	}
	y, err := r.readBuilding(w)
	return DeliverMessage{Player: p, A: x, B: y}, err
}

func (r reader) readDeal(a companion.Action, w *companion.Words) (Action, error) {
	from, err := r.seat(w)
	if err != nil {
		return nil, err
	}
	to, err := r.seat(w)
	if err != nil {
		return nil, err
	}
	d := Deal{From: from, To: to}
	if d.Give.Ducats, err = namedInt(a, "ducats", maxDealDucats); err != nil {
		return nil, err
	}
	if d.Give.Markers, err = namedInt(a, "markers", markersPerColour); err != nil {
		return nil, err
	}
	if gw, ok := a.NamedWords("goods"); ok {
		if d.Give.Commodities, err = r.readGoods(gw, commodityTiles); err != nil {
			return nil, err
		}
	}
	if tw, ok := a.NamedWords("tiles"); ok {
		idx, err := tw.List(r.words.Tiles, specialTiles)
		if err != nil {
			return nil, err
		}
		for _, i := range idx {
			d.Give.Tiles = append(d.Give.Tiles, Tile(r.words.Tiles.Terms[i].ID))
		}
	}
	if cw, ok := a.NamedWords("cards"); ok {
		idx, err := cw.List(r.words.Decks, cards)
		if err != nil {
			return nil, err
		}
		for _, i := range idx {
			d.Give.Cards = append(d.Give.Cards, Deck(r.words.Decks.Terms[i].ID))
		}
	}
	return d, nil
}

func namedInt(a companion.Action, key string, most int) (int, error) {
	v, ok := a.Get(key)
	if !ok {
		return 0, nil
	}
	return companion.ReadInt(a.Verb+" "+key+"=", v, 0, most)
}

func (r reader) readAcquire(w *companion.Words) (Action, error) {
	p, err := r.seat(w)
	if err != nil {
		return nil, err
	}
	street, err := r.readSpace(w)
	if err != nil {
		return nil, err
	}
	idx, err := w.List(r.words.Buildings, maxPlacements)
	act := Acquire{Player: p, Street: street}
	for _, i := range idx {
		act.Place = append(act.Place, BuildingID(r.words.Buildings.Terms[i].ID))
	}
	return act, err
}

func (r reader) readFinal(a companion.Action, w *companion.Words) (Action, error) {
	p, err := r.seat(w)
	if err != nil {
		return nil, err
	}
	f := Final{Player: p}
	for key, into := range map[string]**int{"ducats": &f.Ducats, "items": &f.Items} {
		if _, ok := a.Get(key); ok {
			n, err := namedInt(a, key, maxDealDucats)
			if err != nil {
				return nil, err
			}
			*into = &n
		}
	}
	if cw, ok := a.NamedWords("contracts"); ok {
		idx, err := cw.List(r.words.Buildings, contractCards)
		if err != nil {
			return nil, err
		}
		for _, i := range idx {
			f.Contracts = append(f.Contracts, BuildingID(r.words.Buildings.Terms[i].ID))
		}
	}
	if v, ok := a.Get("groups"); ok {
		for _, part := range strings.Split(v, ",") {
			n, err := companion.ReadInt("final groups=", part, 1, contractCards)
			if err != nil {
				return nil, err
			}
			f.Groups = append(f.Groups, n)
		}
	}
	return f, nil
}

// text writes a typed action canonically: ids, seat names as seated.
func (r reader) text(act Action) companion.Action {
	name := func(p Seat) string { return r.names[p] }
	switch a := act.(type) {
	case Roll:
		out := companion.Do(verbRoll, fmt.Sprintf("%d,%d", a.Blue, a.Red))
		if a.Space != "" {
			out = out.With("space", string(a.Space))
		}
		return out
	case StartOn:
		return companion.Do(verbStart, string(a.Space))
	case StartTile:
		return companion.Do(verbTile, string(StartingSpace), string(a.Space))
	case Move:
		return companion.Do(verbMove, string(a.To))
	case TakeAction:
		return actionText(a, name(a.Player))
	case DeliverMessage:
		return companion.Do(verbDeliver, "message", name(a.Player), string(a.A), string(a.B))
	case Deal:
		return goodsText(companion.Do(verbDeal, name(a.From), name(a.To)), a.Give)
	case TakeCommodity:
		return companion.Do(verbTile, string(CommodityOfChoice), name(a.Player), string(a.Commodity))
	case TradeOne:
		return companion.Do(verbTile, string(Trade), name(a.Player)).With("give", itemID(a.Give)).With("get", itemID(a.Get))
	case EndMoves:
		return companion.Do(verbStop)
	case Acquire:
		return companion.Do(verbAcquire, name(a.Player), string(a.Street), joinIDs(a.Place))
	case PassAcquire:
		return companion.Do(verbPass, name(a.Player))
	case Final:
		return finalText(a, name(a.Player))
	}
	return companion.Do(fmt.Sprintf("unknown-%T", act)) // unreachable: every typed action is listed above
}

func actionText(a TakeAction, player string) companion.Action {
	out := companion.Do(verbAction, player, string(a.Building))
	switch {
	case a.Order != nil && a.Order.Kind == SmallOrders:
		out = companion.Do(verbDeliver, "small", player, string(a.Building), joinIDs(a.Order.Goods))
	case a.Order != nil:
		out = companion.Do(verbDeliver, "large", player, string(a.Building), joinIDs(a.Order.Goods))
	}
	switch a.Via {
	case ViaExtra:
		out = out.With("via", string(ExtraAction))
	case ViaBuildingTile:
		out = out.With("via", string(BuildingAction))
	}
	if a.Order != nil && a.Order.Kind == LargeOrders {
		out = out.With("reward", string(a.Order.Tile))
	}
	return out
}

func goodsText(out companion.Action, g Goods) companion.Action {
	if g.Ducats > 0 {
		out = out.With("ducats", strconv.Itoa(g.Ducats))
	}
	if len(g.Commodities) > 0 {
		out = out.With("goods", joinIDs(g.Commodities))
	}
	if len(g.Tiles) > 0 {
		out = out.With("tiles", joinIDs(g.Tiles))
	}
	if len(g.Cards) > 0 {
		out = out.With("cards", joinIDs(g.Cards))
	}
	if g.Markers > 0 {
		out = out.With("markers", strconv.Itoa(g.Markers))
	}
	return out
}

func itemID(g Goods) string {
	switch {
	case len(g.Commodities) > 0:
		return string(g.Commodities[0])
	case len(g.Tiles) > 0:
		return string(g.Tiles[0])
	case len(g.Cards) > 0:
		return string(g.Cards[0])
	}
	return "marker"
}

func finalText(a Final, player string) companion.Action {
	out := companion.Do(verbFinal, player)
	if a.Ducats != nil {
		out = out.With("ducats", strconv.Itoa(*a.Ducats))
	}
	if a.Items != nil {
		out = out.With("items", strconv.Itoa(*a.Items))
	}
	if len(a.Contracts) > 0 {
		out = out.With("contracts", joinIDs(a.Contracts))
	}
	if len(a.Groups) > 0 {
		parts := make([]string, len(a.Groups))
		for i, g := range a.Groups {
			parts[i] = strconv.Itoa(g)
		}
		out = out.With("groups", strings.Join(parts, ","))
	}
	return out
}

func joinIDs[T ~string](ids []T) string {
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = string(id)
	}
	return strings.Join(parts, ",")
}

package genoa

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// View is the position in English (what --json prints).
func (s *session) View() companion.View { return s.LocalView(i18n.NewPrinter(i18n.English)) }

// LocalView: the facts of the turn, one row per player, the decks, and the board
// drawing (compact, 9 lines) when it is captured, in the table's language.
func (s *session) LocalView(p *i18n.Printer) companion.View {
	st := s.st
	v := companion.View{
		// round X of Y: Y is how long the game lasts as things stand (market starts shorten it)
		Title: p.Sprintf("Genoa · round %d of %d · merchant %s · %s", st.Round, st.Round+st.RoundsLeft-1, st.Name(st.Merchant), st.Phase.Text())}
	for _, m := range s.last {
		v.Last = append(v.Last, m.Local(p))
	}
	if len(st.Turn.Path) > 0 || st.Turn.Rolled != nil {
		v.Facts = append(v.Facts, companion.Fact{Label: p.Sprintf("Tower"), Value: st.routeText(p)})
	}
	if st.Board == nil {
		v.Facts = append(v.Facts, companion.Fact{Label: p.Sprintf("Board"), Value: p.Sprintf("not captured: adjacency is not checked")})
	} else {
		v.Board = st.Board.TextIn(p, st.Marks(), false)
	}
	v.Facts = append(v.Facts, companion.Fact{Label: p.Sprintf("Decks"), Value: st.decksText(p)})
	v.Tables = []companion.Table{st.playerTable(p)}
	v.Next = st.nextText().Local(p)
	if s.setup {
		v.Last = nil
		for _, m := range st.setupSheet() {
			v.Last = append(v.Last, m.Local(p))
		}
	}
	return v
}

// setupSheet is what the table does before the first roll (digest §2).
func (s State) setupSheet() []i18n.Message {
	return []i18n.Message{
		i18n.M("Setup: the round marker on the space marked %s (%d rounds).", strconv.Itoa(len(s.Players)), s.RoundsLeft),
		i18n.M("Each player: %d ducats (2×5, 2×10, 2×50), one card of each deck,", StartingDucats),
		i18n.M("  all 7 markers on the board supply (none in hand until the Cathedral)."),
		i18n.M("%s is first player for the whole game: tower, dice and marker.", s.Name(s.First)),
	}
}

// routeText is the rolled cell and the route: "rolled blue 3, red 2 · Guild Hall → Market".
func (s State) routeText(p *i18n.Printer) string {
	var parts []string
	if c := s.Turn.Rolled; c != nil {
		parts = append(parts, p.Sprintf("rolled blue %s, red %s", strconv.Itoa(c.Blue), strconv.Itoa(c.Red)))
	}
	if len(s.Turn.Path) > 0 {
		names := make([]string, len(s.Turn.Path))
		for i, sp := range s.Turn.Path {
			names[i] = p.Text(spaceText(sp))
		}
		parts = append(parts, strings.Join(names, " → ")+" "+p.Sprintf("(%d of %d moves)", s.Turn.Moves(), maxMoves))
	}
	return strings.Join(parts, " · ")
}

// playerTable is one row per player; the merchant is named in the title. With a ledger
// the goods and tiles are written short (tileShort) so five players fit 80 columns.
func (s State) playerTable(p *i18n.Printer) companion.Table {
	t := companion.Table{Header: []string{p.Sprintf("Player"), p.Sprintf("Markers"), p.Sprintf("Owns"), p.Sprintf("Cards"), p.Sprintf("Actions")}}
	if s.Ledger {
		t.Header = append(t.Header, p.Sprintf("Ducats"), p.Sprintf("Goods"), p.Sprintf("Tiles"))
	}
	for i, pl := range s.Players {
		seat := Seat(i)
		cards := 0
		for _, n := range pl.Cards {
			cards += n
		}
		row := []string{pl.Name, strconv.Itoa(pl.Markers), strconv.Itoa(s.MarkersOnBuildings(seat)), strconv.Itoa(cards),
			fmt.Sprintf("%d/%d", s.Turn.Actions[seat], s.actionsAllowed(seat))}
		if s.Ledger {
			var goods, tiles []string
			for j, n := range pl.Goods {
				goods = appendCount(p, goods, n, commodityTerm(Commodities[j].ID))
			}
			for j, n := range pl.Tiles {
				tiles = appendCount(p, tiles, n, tileShort(Tiles[j].ID))
			}
			row = append(row, strconv.Itoa(pl.Ducats), strings.Join(goods, ", "), strings.Join(tiles, ", "))
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

// appendCount adds "pepper" for one, "2 pepper" for more, nothing for none.
func appendCount(p *i18n.Printer, out []string, n int, name any) []string {
	switch {
	case n == 1:
		return append(out, p.Text(name))
	case n > 1:
		return append(out, p.Sprintf("%d %s", n, name))
	}
	return out
}

// tileShort is a special tile's short name for the player table.
func tileShort(t Tile) i18n.Message { return tileShorts[t] }

var tileShorts = map[Tile]i18n.Message{StartingSpace: i18n.M("start"), Trade: i18n.M("1:1 trade"),
	CommodityOfChoice: i18n.M("any good"), BuildingAction: i18n.M("bldg action"), ExtraAction: i18n.M("extra")}

// decksText is each deck's face-down count, and its face-up returned cards if any.
func (s State) decksText(p *i18n.Printer) string {
	parts := make([]string, len(DeckInfos))
	for i, d := range DeckInfos {
		ds := s.Decks[d.ID.i()]
		parts[i] = p.Sprintf("%s %d", deckTerm(d.ID), ds.Draw)
		if ds.Returned > 0 {
			parts[i] += " " + p.Sprintf("(+%d face up)", ds.Returned)
		}
	}
	return strings.Join(parts, " · ")
}

// nextText says what talon expects next.
func (s State) nextText() i18n.Message {
	switch s.Phase {
	case PhaseStart:
		if c := s.Turn.Rolled; c != nil {
			return i18n.M("name the space at blue %s, red %s: start SPACE", strconv.Itoa(c.Blue), strconv.Itoa(c.Red))
		}
		return i18n.M("%s rolls (roll, or roll BLUE,RED) or plays a Starting space tile", s.Name(s.Merchant))
	case PhaseMove:
		return i18n.M("tower on %s: move, take actions, deliver, deal, or stop", spaceText(s.Turn.Here()))
	case PhaseAcquire:
		return i18n.M("%s may acquire next to %s, or pass", s.Name(s.Turn.Next), spaceList(s.StreetsWithDiscs()))
	case PhaseFinal:
		return i18n.M("the game is over: enter each player's final facts (final PLAYER …)")
	}
	return i18n.Message{}
}

// OnBoard says which questions are answered by reading the board, so `talon play` draws
// it before them: where the tower goes or starts, and the street acquired from.
func (s *session) OnBoard(a companion.Arg) bool {
	return s.st.Board != nil && boardArgs()[a.Name]
}

// The questions' names that the catalog cannot hold: the English words are catalog keys
// of other games with other Hungarian ("space" is Marco Polo's akciómező, "from" and
// "to" its places); Genoa's rulebook words are these.
var (
	argSpace = i18n.Term{EN: "space", HU: "mező"}
	argFrom  = i18n.Term{EN: "from", HU: "átadó"}
	argTo    = i18n.Term{EN: "to", HU: "átvevő"}
)

// boardArgs are the questions answered by reading the board (spaces, streets, the
// buildings next to a street), by their names in every language talon speaks
// (LocalLegal names them in the table's). Made on first use: the catalog is filled by
// init functions, after package variables.
var boardArgs = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, l := range []i18n.Lang{i18n.English, i18n.Hungarian, i18n.German, i18n.Pseudo} {
		p := i18n.NewPrinter(l)
		out[p.Text(argSpace)], out[p.Sprintf("street")], out[p.Sprintf("buildings")] = true, true, true
	}
	return out
})

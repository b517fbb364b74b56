package genoa

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
)

// View: the facts of the turn, one row per player, the decks, and the board drawing
// (compact, 9 lines) when it is captured.
func (s *session) View() companion.View {
	st := s.st
	v := companion.View{Last: s.last,
		// round X of Y: Y is how long the game lasts as things stand (market starts shorten it)
		Title: fmt.Sprintf("Genoa · round %d of %d · merchant %s · %s", st.Round, st.Round+st.RoundsLeft-1, st.Name(st.Merchant), st.Phase)}
	if len(st.Turn.Path) > 0 || st.Turn.Rolled != nil {
		v.Facts = append(v.Facts, companion.Fact{Label: "Tower", Value: st.routeText()})
	}
	if st.Board == nil {
		v.Facts = append(v.Facts, companion.Fact{Label: "Board", Value: "not captured: adjacency is not checked"})
	} else {
		v.Board = st.Board.Text(st.Marks(), false)
	}
	v.Facts = append(v.Facts, companion.Fact{Label: "Decks", Value: st.decksText()})
	v.Tables = []companion.Table{st.playerTable()}
	v.Next = st.nextText()
	if s.setup {
		v.Last = st.setupSheet()
	}
	return v
}

// setupSheet is what the table does before the first roll (digest §2).
func (s State) setupSheet() []string {
	return []string{
		fmt.Sprintf("Setup: the round marker on the space marked %d (%d rounds).", len(s.Players), s.RoundsLeft),
		fmt.Sprintf("Each player: %d ducats (2×5, 2×10, 2×50), one card of each deck,", StartingDucats),
		"  all 7 markers on the board supply (none in hand until the Cathedral).",
		fmt.Sprintf("%s is first player for the whole game: tower, dice and marker.", s.Name(s.First)),
	}
}

// routeText is the rolled cell and the route: "rolled blue 3, red 2 · Guild Hall → Market".
func (s State) routeText() string {
	var parts []string
	if c := s.Turn.Rolled; c != nil {
		parts = append(parts, fmt.Sprintf("rolled blue %d, red %d", c.Blue, c.Red))
	}
	if len(s.Turn.Path) > 0 {
		names := make([]string, len(s.Turn.Path))
		for i, sp := range s.Turn.Path {
			names[i] = SpaceName(sp)
		}
		parts = append(parts, strings.Join(names, " → ")+fmt.Sprintf(" (%d of %d moves)", s.Turn.Moves(), maxMoves))
	}
	return strings.Join(parts, " · ")
}

func (s State) playerTable() companion.Table {
	t := companion.Table{Header: []string{"Player", "Markers", "Owns", "Cards", "Actions"}}
	if s.Ledger {
		t.Header = append(t.Header, "Ducats", "Goods", "Tiles")
	}
	for i, p := range s.Players {
		seat := Seat(i)
		name := p.Name
		if seat == s.Merchant {
			name += " (merchant)"
		}
		cards := 0
		for _, n := range p.Cards {
			cards += n
		}
		row := []string{name, strconv.Itoa(p.Markers), strconv.Itoa(s.MarkersOnBuildings(seat)), strconv.Itoa(cards),
			fmt.Sprintf("%d/%d", s.Turn.Actions[seat], s.actionsAllowed(seat))}
		if s.Ledger {
			row = append(row, strconv.Itoa(p.Ducats), countText(p.Goods[:], commodityIDs), countText(p.Tiles[:], tileIDs))
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

// countText writes held items briefly: "2 pepper, 1 wine".
func countText(counts []int, ids []string) string {
	var parts []string
	for i, n := range counts {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, ids[i]))
		}
	}
	return strings.Join(parts, ", ")
}

// decksText is each deck's face-down count, and its face-up returned cards if any.
func (s State) decksText() string {
	parts := make([]string, len(DeckInfos))
	for i, d := range DeckInfos {
		ds := s.Decks[d.ID.i()]
		parts[i] = fmt.Sprintf("%s %d", d.English, ds.Draw)
		if ds.Returned > 0 {
			parts[i] += fmt.Sprintf(" (+%d face up)", ds.Returned)
		}
	}
	return strings.Join(parts, " · ")
}

// nextText says what talon expects next.
func (s State) nextText() string {
	switch s.Phase {
	case PhaseStart:
		if c := s.Turn.Rolled; c != nil {
			return fmt.Sprintf("name the space at blue %d, red %d: start SPACE", c.Blue, c.Red)
		}
		return s.Name(s.Merchant) + " rolls (roll, or roll BLUE,RED) or plays a Starting space tile"
	case PhaseMove:
		return fmt.Sprintf("tower on %s: move, take actions, deliver, deal, or stop", SpaceName(s.Turn.Here()))
	case PhaseAcquire:
		return fmt.Sprintf("%s may acquire next to %s, or pass", s.Name(s.Turn.Next), spaceList(s.StreetsWithDiscs()))
	case PhaseFinal:
		return "the game is over: enter each player's final facts (final PLAYER …)"
	}
	return ""
}

// OnBoard says which questions are answered by reading the board, so `talon play` draws
// it before them: where the tower goes or starts, and the street acquired from.
func (s *session) OnBoard(a companion.Arg) bool {
	return s.st.Board != nil && (a.Name == "space" || a.Name == "street" || a.Name == "buildings")
}

// The ids of the commodities and tiles, in the order their counts are kept.
var commodityIDs, tileIDs = func() ([]string, []string) {
	var cs, ts []string
	for _, c := range Commodities {
		cs = append(cs, string(c.ID))
	}
	for _, t := range Tiles {
		ts = append(ts, string(t.ID))
	}
	return cs, ts
}()

package catan

import (
	"fmt"
	"slices"
	"strings"

	"github.com/talon-games/talon/companion"
)

// View describes the position: players, awards, dice, the board and what comes next.
func (s *state) View() companion.View {
	v := companion.View{Title: s.title(), Next: s.next(), Board: s.DrawBoard(FullMapWidth, 0, false)}
	t := s.t.board.Tiles[s.robber]
	v.Facts = []companion.Fact{
		{Label: "Robber", Value: robberText(HexLabel(s.robber), t)},
		{Label: "Longest Road", Value: s.awardText(s.longest, "roads", s.roadLength[:])},
		{Label: "Largest Army", Value: s.awardText(s.army, "knights", s.knights[:])},
		{Label: "Development cards", Value: fmt.Sprintf("%d of %d bought", s.totalBought(), devCards)},
	}
	if s.lastRoll[0] > 0 {
		v.Facts = append(v.Facts, companion.Fact{Label: "Last roll", Value: fmt.Sprintf("%d+%d = %d", s.lastRoll[0], s.lastRoll[1], s.lastRoll[0]+s.lastRoll[1])})
	}
	v.Tables = []companion.Table{s.playerTable()}
	if s.rolls() > 0 { // an all-zero dice table on the setup sheet is noise
		v.Tables = append(v.Tables, DiceTable(s.diceCounts()))
	}
	v.Last = append([]string(nil), s.last...)
	if s.phase == phaseSeven || s.phase == phaseRobber {
		v.Last = append(v.Last, s.robbableText())
	}
	return v
}

func (s *state) title() string {
	switch s.phase {
	case phaseSetupSettlement, phaseSetupRoad:
		return fmt.Sprintf("Catan — set-up, %s places", s.name(s.current))
	case phaseOver:
		return fmt.Sprintf("Catan — %s wins on turn %d", s.name(s.winner), s.turn)
	}
	return fmt.Sprintf("Catan — turn %d, %s", s.turn, s.name(s.current))
}

// next says in one line what talon waits for.
func (s *state) next() string {
	n := s.name(s.current)
	switch s.phase {
	case phaseSetupSettlement:
		return fmt.Sprintf("%s places a settlement: place settlement N (round %d of set-up)", n, s.setupStep/s.players()+1)
	case phaseSetupRoad:
		return fmt.Sprintf("%s places a road touching %s: place road %s-N", n, VertexLabel(s.lastPlaced), VertexLabel(s.lastPlaced))
	case phaseRoll:
		if s.freeRoads > 0 {
			return fmt.Sprintf("%s places %s or rolls", n, plural(s.freeRoads, "free road"))
		}
		return fmt.Sprintf("%s rolls: roll (talon rolls) or roll 3,5 (the table's dice)", n)
	case phaseSeven:
		if owed := s.owedTotal(); owed > 0 {
			var who []string
			for p, o := range s.owed {
				if o > 0 {
					who = append(who, fmt.Sprintf("discard %s %d", s.name(p), o))
				}
			}
			return "discards: " + strings.Join(who, ", ")
		}
		if !s.handsSeen {
			return fmt.Sprintf("enter hand sizes (hands Ann=9 Ben=5 …) or, if nobody holds more than %d cards, %s moves the robber: robber HEX steal=PLAYER", discardAbove, n)
		}
		return fmt.Sprintf("%s moves the robber: robber HEX steal=PLAYER", n)
	case phaseRobber:
		return fmt.Sprintf("%s moves the robber (knight): robber HEX steal=PLAYER", n)
	case phaseMain:
		if s.freeRoads > 0 {
			return fmt.Sprintf("%s places %s (build road A-B), then trades, builds, end", n, plural(s.freeRoads, "free road"))
		}
		return fmt.Sprintf("%s trades and builds, then: end", n)
	}
	return "the game is over"
}

func (s *state) awardText(holder int, unit string, counts []int) string {
	if holder == noPlayer {
		return "nobody"
	}
	return fmt.Sprintf("%s (%d %s)", s.name(holder), counts[holder], unit)
}

// robbableText lists, per hex, the players the active player could rob there.
func (s *state) robbableText() string {
	var parts []string
	for h := range NumHexes {
		if s.checkRobberHex(h) != nil {
			continue
		}
		if v := s.robbable(h); len(v) > 0 {
			parts = append(parts, fmt.Sprintf("%s: %s", HexLabel(h), s.namesOf(v)))
		}
	}
	if len(parts) == 0 {
		return "robbable: nobody on any hex"
	}
	return "robbable: " + strings.Join(parts, "; ")
}

// playerTable has a column per player and a row per count, so it fits 80 columns for
// four players: the active player is marked with *.
func (s *state) playerTable() companion.Table {
	t := companion.Table{Title: "Players", Header: []string{""}}
	rows := [][]string{{"Colour"}, {"VP shown"}, {"VP cards"}, {"Left S/C/R"}, {"Longest road"}, {"Knights"}, {"Awards"}, {"Bank trade"}}
	for p := range s.players() {
		name := s.name(p)
		if p == s.current && s.phase != phaseOver {
			name += " *"
		}
		t.Header = append(t.Header, name)
		settlements, cities, roads := s.count(p)
		var awards []string
		if s.longest == p {
			awards = append(awards, "Longest Road")
		}
		if s.army == p {
			awards = append(awards, "Largest Army")
		}
		for i, cell := range []string{
			s.t.colours[p], fmt.Sprint(s.publicVP(p)), fmt.Sprint(s.vpCards[p]),
			fmt.Sprintf("%d/%d/%d", maxSettlements-settlements, maxCities-cities, maxRoads-roads),
			fmt.Sprint(s.roadLength[p]), fmt.Sprint(s.knights[p]), strings.Join(awards, ", "), ratesText(s.tradeRates(p)),
		} {
			rows[i] = append(rows[i], cell)
		}
	}
	// A count nobody has yet (knights, awards at set-up) is left out: zeros are noise.
	for _, r := range rows {
		if r[0] == "VP shown" || slices.ContainsFunc(r[1:], func(c string) bool { return c != "" && c != "0" }) {
			t.Rows = append(t.Rows, r)
		}
	}
	return t
}

// robberText names the robber's hex with its terrain and number: "B4 (hills 10)",
// "C3 (desert)".
func robberText(label string, t Tile) string {
	if t.Number == 0 {
		return fmt.Sprintf("%s (%s)", label, t.Terrain)
	}
	return fmt.Sprintf("%s (%s %d)", label, t.Terrain, t.Number)
}

// ratesText writes bank rates compactly: "4:1", "3:1", "3:1, ore 2:1".
func ratesText(rates map[Resource]int) string {
	base := 2 // the rate for resources without their own harbor
	for _, r := range Resources {
		base = max(base, rates[r])
	}
	parts := []string{fmt.Sprintf("%d:1", base)}
	for _, r := range Resources {
		if rates[r] == 2 {
			parts = append(parts, string(r)+" 2:1")
		}
	}
	return strings.Join(parts, ", ")
}

// pieces are the buildings and roads on the board, for rendering.
func (s *state) pieces() []Piece {
	var out []Piece
	for e, o := range s.roads {
		if o != noPlayer {
			out = append(out, Piece{Kind: "road", At: EdgeLabel(e), Player: s.name(int(o)), Colour: s.t.colours[o]})
		}
	}
	for v, o := range s.owner {
		if o != noPlayer {
			out = append(out, Piece{Kind: s.buildingName(v), At: VertexLabel(v), Player: s.name(int(o)), Colour: s.t.colours[o]})
		}
	}
	return out
}

// DrawBoard draws the map as it stands (the robber where it is now, every piece) for a
// terminal of width columns and height lines (0: unknown): the full map when it fits,
// else the compact one.
func (s *state) DrawBoard(width, height int, color bool) string {
	b := s.t.board
	b.Robber = s.robber
	seats := make([]Seat, s.players())
	for p := range seats {
		seats[p] = Seat{Name: s.name(p), Colour: s.t.colours[p]}
	}
	return RenderMap(b, s.pieces(), MapOptions{Color: color, Width: width, Height: height, Seats: seats})
}

// OnBoard says which questions are answered by reading the map (intersections, paths,
// hexes), so a prompt draws the board before them.
func (s *state) OnBoard(a companion.Arg) bool {
	switch a.Name {
	case "intersection", "path", "hex":
		return true
	}
	return false
}

// plural writes a count with its noun: "1 card", "2 cards".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// stacksList writes cards for the table to read: "2 ore, 1 wool" (the action text
// keeps stacksText's "2 ore 1 wool").
func stacksList(st []stack) string {
	parts := make([]string, len(st))
	for i, x := range st {
		parts[i] = fmt.Sprintf("%d %s", x.n, x.res)
	}
	return strings.Join(parts, ", ")
}

package catan

import (
	"slices"
	"strconv"
	"sync"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// View describes the position in English, as --json prints it.
func (s *state) View() companion.View { return s.LocalView(i18n.NewPrinter(i18n.English)) }

// LocalView describes the position in the table's language: players, awards, dice, the
// board and what comes next.
func (s *state) LocalView(p *i18n.Printer) companion.View {
	v := companion.View{Title: p.Text(s.title()), Next: p.Text(s.next()), Board: s.LocalBoard(p, FullMapWidth, 0, false)}
	t := s.t.board.Tiles[s.robber]
	v.Facts = []companion.Fact{
		{Label: p.Sprintf("Robber"), Value: p.Text(robberText(HexLabel(s.robber), t))},
		{Label: p.Text(termLongestRoad), Value: p.Text(s.awardText(s.longest, i18n.M("%d roads", s.roadLength[max(s.longest, 0)])))},
		{Label: p.Text(termLargestArmy), Value: p.Text(s.awardText(s.army, i18n.M("%d knights", s.knights[max(s.army, 0)])))},
		{Label: p.Sprintf("Development cards"), Value: p.Sprintf("%d of %d bought", s.totalBought(), devCards)},
	}
	if s.lastRoll[0] > 0 {
		v.Facts = append(v.Facts, companion.Fact{Label: p.Sprintf("Last roll"),
			Value: strconv.Itoa(s.lastRoll[0]) + "+" + strconv.Itoa(s.lastRoll[1]) + " = " + strconv.Itoa(s.lastRoll[0]+s.lastRoll[1])})
	}
	v.Tables = []companion.Table{s.playerTable(p)}
	if s.rolls() > 0 { // an all-zero dice table on the setup sheet is noise
		v.Tables = append(v.Tables, LocalDiceTable(p, s.diceCounts()))
	}
	for _, m := range s.last {
		v.Last = append(v.Last, m.Local(p))
	}
	if s.phase == phaseSeven || s.phase == phaseRobber {
		v.Last = append(v.Last, p.Text(s.robbableText()))
	}
	return v
}

func (s *state) title() i18n.Message {
	switch s.phase {
	case phaseSetupSettlement, phaseSetupRoad:
		return i18n.M("Catan — set-up, %s places", s.name(s.current))
	case phaseOver:
		return i18n.M("Catan — %s wins on turn %d", s.name(s.winner), s.turn)
	}
	return i18n.M("Catan — turn %d, %s", s.turn, s.name(s.current))
}

// next says in one line what talon waits for.
func (s *state) next() i18n.Message {
	n := s.name(s.current)
	switch s.phase {
	case phaseSetupSettlement:
		return i18n.M("%s places a settlement: place settlement N (round %d of set-up)", n, s.setupStep/s.players()+1)
	case phaseSetupRoad:
		return i18n.M("%s places a road touching %s: place road %s-N", n, VertexLabel(s.lastPlaced), VertexLabel(s.lastPlaced))
	case phaseRoll:
		if s.freeRoads > 0 {
			return i18n.M("%s places %d free roads or rolls", n, s.freeRoads)
		}
		return i18n.M("%s rolls: roll (talon rolls) or roll 3,5 (the table's dice)", n)
	case phaseSeven:
		if owed := s.owedTotal(); owed > 0 {
			who := i18n.Join(", ")
			for p, o := range s.owed {
				if o > 0 {
					who = who.Add("discard " + s.name(p) + " " + strconv.Itoa(o))
				}
			}
			return i18n.M("discards: %s", who)
		}
		if !s.handsSeen {
			return i18n.M("enter hand sizes (hands %s …) or, if nobody holds more than %d cards, %s moves the robber: robber HEX steal=PLAYER", s.handsExample(), discardAbove, n)
		}
		return i18n.M("%s moves the robber: robber HEX steal=PLAYER", n)
	case phaseRobber:
		return i18n.M("%s moves the robber (%s): robber HEX steal=PLAYER", n, cardTerm("knight"))
	case phaseMain:
		if s.freeRoads > 0 {
			return i18n.M("%s places %d free roads (build road A-B), then trades, builds, end", n, s.freeRoads)
		}
		return i18n.M("%s trades and builds, then: end", n)
	}
	return i18n.M("the game is over")
}

// awardText is an award's holder and count, or nobody.
func (s *state) awardText(holder int, count i18n.Message) i18n.Message {
	if holder == noPlayer {
		return i18n.M("nobody")
	}
	return i18n.M("%s (%s)", s.name(holder), count)
}

// robbableText lists, per hex, the players the active player could rob there.
func (s *state) robbableText() i18n.Message {
	parts := i18n.Join("; ")
	for h := range NumHexes {
		if s.checkRobberHex(h) != nil {
			continue
		}
		if v := s.robbable(h); len(v) > 0 {
			parts = parts.Add(i18n.Join(": ", HexLabel(h), s.namesOf(v)))
		}
	}
	if parts.Len() == 0 {
		return i18n.M("robbable: nobody on any hex")
	}
	return i18n.M("robbable: %s", parts)
}

// playerTable has a column per player and a row per count, so it fits 80 columns for
// four players: the active player is marked with *.
func (s *state) playerTable(pr *i18n.Printer) companion.Table {
	t := companion.Table{Title: pr.Sprintf("Players"), Header: []string{""}}
	vpShown := pr.Sprintf("VP shown")
	rows := [][]string{{pr.Sprintf("Colour")}, {vpShown}, {pr.Sprintf("VP cards")}, {pr.Sprintf("Left S/C/R")},
		{pr.Sprintf("Longest road")}, {pr.Sprintf("Knights")}, {pr.Sprintf("Awards")}, {pr.Sprintf("Bank trade")}}
	for p := range s.players() {
		name := s.name(p)
		if p == s.current && s.phase != phaseOver {
			name += " *"
		}
		t.Header = append(t.Header, name)
		settlements, cities, roads := s.count(p)
		awards := i18n.Join(", ")
		if s.longest == p {
			awards = awards.Add(termLongestRoad)
		}
		if s.army == p {
			awards = awards.Add(termLargestArmy)
		}
		for i, cell := range []string{
			pr.Text(colourTerm(s.t.colours[p])), strconv.Itoa(s.publicVP(p)), strconv.Itoa(s.vpCards[p]),
			strconv.Itoa(maxSettlements-settlements) + "/" + strconv.Itoa(maxCities-cities) + "/" + strconv.Itoa(maxRoads-roads),
			strconv.Itoa(s.roadLength[p]), strconv.Itoa(s.knights[p]), pr.Text(awards), pr.Text(ratesText(s.tradeRates(p))),
		} {
			rows[i] = append(rows[i], cell)
		}
	}
	// A count nobody has yet (knights, awards at set-up) is left out: zeros are noise.
	for _, r := range rows {
		if r[0] == vpShown || slices.ContainsFunc(r[1:], func(c string) bool { return c != "" && c != "0" }) {
			t.Rows = append(t.Rows, r)
		}
	}
	return t
}

// robberText names the robber's hex with its terrain and number: "B4 (hills 10)",
// "C3 (desert)".
func robberText(label string, t Tile) i18n.List {
	if t.Number == 0 {
		return i18n.Join("", label, " (", hexName(t.Terrain), ")")
	}
	return i18n.Join("", label, " (", hexName(t.Terrain), " ", t.Number, ")")
}

// rateText is one bank rate, "3:1".
func rateText(n int) string { return strconv.Itoa(n) + ":1" }

// ratesText writes bank rates compactly: "4:1", "3:1", "3:1, ore 2:1".
func ratesText(rates map[Resource]int) i18n.List {
	base := 2 // the rate for resources without their own harbor
	for _, r := range Resources {
		base = max(base, rates[r])
	}
	parts := i18n.Join(", ", rateText(base))
	for _, r := range Resources {
		if rates[r] == 2 {
			parts = parts.Add(i18n.Join(" ", r.Term(), rateText(2)))
		}
	}
	return parts
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
			out = append(out, Piece{Kind: s.buildingName(v).EN, At: VertexLabel(v), Player: s.name(int(o)), Colour: s.t.colours[o]})
		}
	}
	return out
}

// DrawBoard draws the map in English; see LocalBoard.
func (s *state) DrawBoard(width, height int, color bool) string {
	return s.LocalBoard(i18n.NewPrinter(i18n.English), width, height, color)
}

// LocalBoard draws the map as it stands (the robber where it is now, every piece) for a
// terminal of width columns and height lines (0: unknown), its words in p's language:
// the full map when it fits, else the compact one.
func (s *state) LocalBoard(p *i18n.Printer, width, height int, color bool) string {
	b := s.t.board
	b.Robber = s.robber
	seats := make([]Seat, s.players())
	for q := range seats {
		seats[q] = Seat{Name: s.name(q), Colour: s.t.colours[q]}
	}
	return RenderMap(b, s.pieces(), MapOptions{Color: color, Width: width, Height: height, Seats: seats, P: p})
}

// boardArgs are the questions answered by reading the map, by their names in every
// language talon speaks (LocalLegal names them in the table's).
// Made on first use: the catalog is filled by init functions, after package variables.
var boardArgs = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, l := range []i18n.Lang{i18n.English, i18n.Hungarian, i18n.German, i18n.Pseudo} {
		p := i18n.NewPrinter(l)
		for _, name := range []string{p.Sprintf("intersection"), p.Sprintf("path"), p.Sprintf("hex")} {
			out[name] = true
		}
	}
	return out
})

// OnBoard says which questions are answered by reading the map (intersections, paths,
// hexes), so a prompt draws the board before them.
func (s *state) OnBoard(a companion.Arg) bool { return boardArgs()[a.Name] }

package genoa

import (
	"fmt"
	"slices"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// BoardProblem is one thing wrong with a captured board, named by where it is: a cell
// "(3,2)", a row "red 3", a building, or the file.
type BoardProblem struct {
	Where   string `json:"where"`
	Text    string `json:"text"`
	Warning bool   `json:"warning,omitempty"` // reported, but the board is still accepted
	place   any    // Where as the table reads it (a building's Term)
	msg     i18n.Message
}

func (p BoardProblem) String() string { return p.Local(i18n.NewPrinter(i18n.English)) }

// Local is the problem in the table's language.
func (p BoardProblem) Local(pr *i18n.Printer) string {
	place, text := pr.Text(p.place), p.msg.Local(pr)
	if p.place == nil {
		place = p.Where
	}
	if p.msg.IsZero() {
		text = p.Text
	}
	if p.Warning {
		return pr.Sprintf("%s: %s (warning)", place, text)
	}
	return pr.Sprintf("%s: %s", place, text)
}

// BoardProblems is every problem found at once.
type BoardProblems []BoardProblem

// add notes a problem at where (a cell's or row's text, or a building's Term).
func (ps *BoardProblems) add(where any, format string, args ...any) {
	m := i18n.M(format, args...)
	*ps = append(*ps, BoardProblem{Where: fmt.Sprint(where), Text: m.String(), place: where, msg: m})
}

// addCell notes a problem at a cell: "(3,1)" in JSON, "blue 3, red 1" (kék 3, piros 1)
// for the table, as every other screen names a cell.
func (ps *BoardProblems) addCell(c Cell, format string, args ...any) {
	ps.add(i18n.M("blue %d, red %d", c.Blue, c.Red), format, args...)
	(*ps)[len(*ps)-1].Where = c.String()
}

func (ps *BoardProblems) warn(where any, format string, args ...any) {
	ps.add(where, format, args...)
	(*ps)[len(*ps)-1].Warning = true
}

// Refusing lists the problems that refuse the board (warnings left out).
func (ps BoardProblems) Refusing() BoardProblems {
	var out BoardProblems
	for _, p := range ps {
		if !p.Warning {
			out = append(out, p)
		}
	}
	return out
}

// Err is nil when nothing refuses the board, else one error listing every problem.
func (ps BoardProblems) Err() error {
	bad := ps.Refusing()
	if len(bad) == 0 {
		return nil
	}
	return &BoardError{Problems: bad}
}

// BoardError refuses a board; it lists every problem, one per line.
// ShownProblems is how many problems one message names; a board file full of "?" has
// dozens, and the rest are counted.
const ShownProblems = 3

type BoardError struct{ Problems BoardProblems }

func (e *BoardError) Error() string { return e.Local(i18n.NewPrinter(i18n.English)) }

// Local lists the problems in the table's language.
func (e *BoardError) Local(p *i18n.Printer) string {
	var lines []string
	for _, pr := range e.Problems[:min(len(e.Problems), ShownProblems)] {
		lines = append(lines, pr.Local(p))
	}
	if more := len(e.Problems) - len(lines); more > 0 {
		lines = append(lines, p.Sprintf("and %d more (talon genoa board import FILE lists every one)", more))
	}
	return p.Sprintf("the board has %d problem(s):\n  %s", len(e.Problems), strings.Join(lines, ";\n  "))
}

// Street spaces the board should have: the 2001 rules say 20 street squares (S3); a count
// outside this band is a warning, since whether a street area spans cells is UNKNOWN.
const (
	expectedStreets = 20
	streetSlack     = 3 // INFERRED: "about 20"
)

// validateGrid checks a grid whose cells are already resolved to space ids ("" where a
// cell is not filled in) and reports every problem at once; the board is nil when a
// problem refuses it.
func validateGrid(id string, verified bool, grid [Side][Side]SpaceID) (BoardProblems, *Board) {
	var ps BoardProblems
	at := func(c Cell) SpaceID { return grid[c.Red-1][c.Blue-1] }
	cellsOf := map[SpaceID][]Cell{}
	for _, c := range allCells() {
		s := at(c)
		if s == "" {
			ps.addCell(c, "not filled in (write a building, market, street or st_B_R)")
			continue
		}
		cellsOf[s] = append(cellsOf[s], c)
		if s == Market && !slices.Contains(MarketCells, c) {
			ps.addCell(c, "is written as the market, but the market is exactly (4,4),(5,4),(4,5),(5,5)")
		}
	}
	for _, c := range MarketCells {
		if s := at(c); s != "" && s != Market {
			ps.addCell(c, "must be the market (rulebook), not %s", spaceText(s))
		}
	}
	if s := at(KnownStreet); s != "" && KindOf(s) != KindStreet {
		ps.addCell(KnownStreet, "must be a street (the rulebook's start example: blue 3, red 2), not %s", spaceText(s))
	}
	for _, b := range Buildings {
		if len(cellsOf[SpaceID(b.ID)]) == 0 {
			ps.add(b.Term(), "is on no cell; the board has exactly the 18 buildings")
		}
	}
	for _, s := range spacesInOrder(cellsOf) {
		cells := cellsOf[s]
		if named, ok := streetCell(s); ok && !slices.Contains(cells, named) {
			ps.addCell(cells[0], "%s is named after cell %s, which is not part of it; write street for a one-cell street", s, named)
		}
		checkConnected(&ps, s, cells)
	}
	if len(ps.Refusing()) > 0 {
		return ps, nil
	}
	b := newBoard(id, verified, grid)
	checkSeedFacts(&ps, b)
	if n := len(b.Streets()); n < expectedStreets-streetSlack || n > expectedStreets+streetSlack {
		ps.warn(i18n.M("board"), "%d street spaces; the rules speak of about %d street squares", n, expectedStreets)
	}
	if len(ps.Refusing()) > 0 {
		return ps, nil
	}
	return ps, b
}

// spacesInOrder lists the spaces by their first cell, so problems come in reading order.
func spacesInOrder(cellsOf map[SpaceID][]Cell) []SpaceID {
	ids := make([]SpaceID, 0, len(cellsOf))
	for s := range cellsOf {
		ids = append(ids, s)
	}
	slices.SortFunc(ids, func(a, b SpaceID) int { return cellIndex(cellsOf[a][0]) - cellIndex(cellsOf[b][0]) })
	return ids
}

func cellIndex(c Cell) int { return (c.Red-1)*Side + c.Blue - 1 }

// checkConnected reports each cell of a space that cannot be reached from its first cell
// through its own cells.
func checkConnected(ps *BoardProblems, s SpaceID, cells []Cell) {
	reached := reach(cells[0], func(c Cell) bool { return slices.Contains(cells, c) })
	main := strings.Join(cellStrings(reached), ",")
	for _, c := range cells {
		if !slices.Contains(reached, c) {
			ps.addCell(c, "%s here does not touch its other cells %s; a space's cells must be connected", spaceText(s), main)
		}
	}
}

// reach lists the cells reachable from start through cells that pass in, in reading order.
func reach(start Cell, in func(Cell) bool) []Cell {
	seen := []Cell{start}
	for i := 0; i < len(seen); i++ {
		for _, n := range seen[i].neighbours() {
			if in(n) && !slices.Contains(seen, n) {
				seen = append(seen, n)
			}
		}
	}
	slices.SortFunc(seen, func(a, b Cell) int { return cellIndex(a) - cellIndex(b) })
	return seen
}

func cellStrings(cells []Cell) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = c.String()
	}
	return out
}

// seedFacts are the adjacencies the seed's phase-3 example shows: a street touching both
// buildings of each pair.
var seedFacts = [][2]BuildingID{{GuildHall, CoachHouse}, {SpicesWarehouse, CoachHouse}}

func checkSeedFacts(ps *BoardProblems, b *Board) {
	for _, pair := range seedFacts {
		found := slices.ContainsFunc(b.Streets(), func(st SpaceID) bool {
			return b.Adjacent(st, SpaceID(pair[0])) && b.Adjacent(st, SpaceID(pair[1]))
		})
		if !found {
			x, y := SpaceID(pair[0]), SpaceID(pair[1])
			ps.add(strings.Join(cellStrings(b.Cells(y)), ","), "no street touches both %s %s and %s %s (the rulebook's acquisition example needs one)",
				spaceText(y), strings.Join(cellStrings(b.Cells(y)), ","), spaceText(x), strings.Join(cellStrings(b.Cells(x)), ","))
		}
	}
}

package genoa

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// The board is an 8x8 grid of cells; each cell belongs to one space (a building, a street
// area or the market). Cells are keyed by (blue, red), the numbers printed on the board's
// edges, so which axis is "x" never matters (digest §3.1). The layout is not public
// (§3.4): the table captures it once and talon derives adjacency from the cells.

// Side is the number of cells along each edge, and the faces of each die.
const Side = 8

// Cell is one square of the grid, as the blue and red dice name it.
type Cell struct {
	Blue int `json:"blue"`
	Red  int `json:"red"`
}

func (c Cell) String() string { return fmt.Sprintf("(%d,%d)", c.Blue, c.Red) }

// onGrid says whether both coordinates are 1..8.
func (c Cell) onGrid() bool { return c.Blue >= 1 && c.Blue <= Side && c.Red >= 1 && c.Red <= Side }

// neighbours are the cells sharing an edge with c (never a corner), on the grid.
func (c Cell) neighbours() []Cell {
	out := make([]Cell, 0, 4)
	for _, d := range [4]Cell{{0, -1}, {-1, 0}, {1, 0}, {0, 1}} {
		n := Cell{c.Blue + d.Blue, c.Red + d.Red}
		if n.onGrid() {
			out = append(out, n)
		}
	}
	return out
}

// SpaceID names a space: a building id, "market", or st_<blue>_<red> for a street area
// named after its first cell (lowest red, then lowest blue).
type SpaceID string

// Market is the market's space id.
const Market SpaceID = "market"

// streetWord is what the table writes for a one-cell street.
const streetWord = "street"

// MarketCells are the market's four cells (SEED).
var MarketCells = []Cell{{4, 4}, {5, 4}, {4, 5}, {5, 5}}

// KnownStreet is the cell the seed's start example calls a street: blue 3, red 2.
var KnownStreet = Cell{3, 2}

// StreetID is the id of the street area whose first cell is c.
func StreetID(c Cell) SpaceID { return SpaceID(fmt.Sprintf("st_%d_%d", c.Blue, c.Red)) }

// streetCell reads a street id back into the cell it names.
func streetCell(id SpaceID) (Cell, bool) {
	rest, ok := strings.CutPrefix(string(id), "st_")
	if !ok {
		return Cell{}, false
	}
	b, r, ok := strings.Cut(rest, "_")
	if !ok {
		return Cell{}, false
	}
	blue, err1 := strconv.Atoi(b)
	red, err2 := strconv.Atoi(r)
	c := Cell{blue, red}
	if err1 != nil || err2 != nil || !c.onGrid() || string(StreetID(c)) != string(id) {
		return Cell{}, false
	}
	return c, true
}

// SpaceKind is what a space is.
type SpaceKind int

const (
	KindUnknown SpaceKind = iota
	KindBuilding
	KindStreet
	KindMarket
)

func (k SpaceKind) String() string {
	return [...]string{"unknown", "building", "street", "market"}[k]
}

// KindOf tells what a space id names, whether or not a board is captured.
func KindOf(id SpaceID) SpaceKind {
	switch {
	case id == Market:
		return KindMarket
	case isBuilding(id):
		return KindBuilding
	default:
		if _, ok := streetCell(id); ok {
			return KindStreet
		}
		return KindUnknown
	}
}

func isBuilding(id SpaceID) bool {
	_, ok := building(BuildingID(id))
	return ok
}

// SpaceName is how a space is shown to the table: a building's English name, "Market",
// or "street (3,2)".
func SpaceName(id SpaceID) string {
	switch KindOf(id) {
	case KindMarket:
		return "Market"
	case KindBuilding:
		return BuildingName(BuildingID(id))
	case KindStreet:
		c, _ := streetCell(id)
		return "street " + c.String()
	}
	return string(id)
}

// Board is a validated, captured layout. It is immutable once built.
type Board struct {
	ID       string
	Verified bool                // the table checked it against the printed board
	cells    [Side][Side]SpaceID // [red-1][blue-1]
	spaces   map[SpaceID][]Cell  // in reading order: red, then blue
	adjacent map[SpaceID][]SpaceID
	order    []SpaceID // spaces by first cell
}

// newBoard indexes a complete grid (every cell filled). It does not validate.
func newBoard(id string, verified bool, grid [Side][Side]SpaceID) *Board {
	b := &Board{ID: id, Verified: verified, cells: grid, spaces: map[SpaceID][]Cell{}, adjacent: map[SpaceID][]SpaceID{}}
	for _, c := range allCells() {
		s := b.At(c)
		if _, seen := b.spaces[s]; !seen {
			b.order = append(b.order, s)
		}
		b.spaces[s] = append(b.spaces[s], c)
		for _, n := range c.neighbours() {
			if o := b.At(n); o != s && !slices.Contains(b.adjacent[s], o) {
				b.adjacent[s] = append(b.adjacent[s], o)
			}
		}
	}
	for s := range b.adjacent {
		slices.Sort(b.adjacent[s])
	}
	return b
}

// allCells lists the 64 cells in reading order: red 1..8, within it blue 1..8.
func allCells() []Cell {
	out := make([]Cell, 0, Side*Side)
	for red := 1; red <= Side; red++ {
		for blue := 1; blue <= Side; blue++ {
			out = append(out, Cell{blue, red})
		}
	}
	return out
}

// At is the space on a cell ("" off the grid).
func (b *Board) At(c Cell) SpaceID {
	if !c.onGrid() {
		return ""
	}
	return b.cells[c.Red-1][c.Blue-1]
}

// Has says whether the space is on this board.
func (b *Board) Has(s SpaceID) bool { _, ok := b.spaces[s]; return ok }

// Cells lists a space's cells in reading order.
func (b *Board) Cells(s SpaceID) []Cell { return slices.Clone(b.spaces[s]) }

// Spaces lists every space, ordered by its first cell.
func (b *Board) Spaces() []SpaceID { return slices.Clone(b.order) }

// Adjacent says whether two different spaces share a cell edge (M3).
func (b *Board) Adjacent(x, y SpaceID) bool {
	return x != y && slices.Contains(b.adjacent[x], y)
}

// Neighbours lists the spaces next to s, sorted by id.
func (b *Board) Neighbours(s SpaceID) []SpaceID { return slices.Clone(b.adjacent[s]) }

// BuildingsNextTo lists the buildings orthogonally next to a space (B3), in data order.
func (b *Board) BuildingsNextTo(s SpaceID) []BuildingID {
	var out []BuildingID
	for _, bd := range Buildings {
		if b.Adjacent(s, SpaceID(bd.ID)) {
			out = append(out, bd.ID)
		}
	}
	return out
}

// Streets lists the street spaces by first cell.
func (b *Board) Streets() []SpaceID {
	var out []SpaceID
	for _, s := range b.order {
		if KindOf(s) == KindStreet {
			out = append(out, s)
		}
	}
	return out
}

// ContractGroups splits a player's contract buildings into groups of orthogonally
// adjacent buildings (digest §9.1) and returns the group sizes, largest first.
// Naming a building twice counts it once per card, in the group of that building.
func (b *Board) ContractGroups(contracts []BuildingID) []int {
	seen := make([]bool, len(contracts))
	var sizes []int
	for i := range contracts {
		if seen[i] {
			continue
		}
		seen[i] = true
		size, queue := 0, []int{i}
		for len(queue) > 0 {
			cur := queue[0]
			queue = queue[1:]
			size++
			for j := range contracts {
				linked := contracts[j] == contracts[cur] || b.Adjacent(SpaceID(contracts[cur]), SpaceID(contracts[j]))
				if !seen[j] && linked {
					seen[j] = true
					queue = append(queue, j)
				}
			}
		}
		sizes = append(sizes, size)
	}
	slices.SortFunc(sizes, func(x, y int) int { return y - x })
	return sizes
}

package genoa

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// Capture is a board being entered at the table one cell at a time, row by row (red 1
// to 8, blue 1 to 8 in each). Each cell is a pick list (CaptureChoices) whose first
// entry repeats the building to the left, so a building of several cells is one Enter
// per cell; a name that cannot be right here (a building already standing elsewhere,
// the market) is explained as it is typed (CaptureWhy). The rulebook's fixed cells (the
// market, the street at blue 3, red 2) are filled in from the start and never asked.
// Grid writes what was entered as a board file, validated like any other.
type Capture struct {
	cells  [Side][Side]SpaceID // "" not entered; streets as the id of their area
	before [Side][Side]SpaceID // a row entered again: what it held, offered first
	names  *Names
	p      *i18n.Printer // the language of the pick lists and notes
}

// In sets the language the pick lists and notes are written in.
func (c *Capture) In(p *i18n.Printer) { c.p = p }

// NewCapture starts an empty capture with the rulebook's fixed cells filled in; names
// are what the table may type (nil: the names talon ships).
func NewCapture(names *Names) *Capture {
	if names == nil {
		names = DefaultNames
	}
	c := &Capture{names: names, p: i18n.NewPrinter(i18n.English)}
	for _, m := range MarketCells {
		c.set(m, Market)
	}
	c.set(KnownStreet, StreetID(KnownStreet))
	return c
}

// ResumeCapture reads a capture saved half done (Grid's text, "?" where not entered).
func ResumeCapture(names *Names, text string) (*Capture, error) {
	f, ps := decodeBoardGrid(text)
	if len(ps) > 0 {
		return nil, ps.Err()
	}
	c := NewCapture(names)
	names = c.names
	for _, cell := range allCells() {
		s, err := resolveCell(names, f.Cells[cell.Red-1][cell.Blue-1], cell)
		if err != nil {
			return nil, i18n.Errorf("%s: %v", cell, err)
		}
		if s != "" && !c.Fixed(cell) {
			c.set(cell, s)
		}
	}
	for red := c.Entered() + 1; red <= Side; red++ {
		c.Again(red) // a row begun is asked again, what it held offered first
	}
	return c, nil
}

func (c *Capture) at(cell Cell) SpaceID {
	if !cell.onGrid() {
		return ""
	}
	return c.cells[cell.Red-1][cell.Blue-1]
}

func (c *Capture) set(cell Cell, s SpaceID) { c.cells[cell.Red-1][cell.Blue-1] = s }

// Fixed says whether the rulebook fixes a cell (never asked).
func (c *Capture) Fixed(cell Cell) bool {
	return cell == KnownStreet || slices.Contains(MarketCells, cell)
}

// Asked lists the cells of a row the table is asked for, blue 1 to 8.
func (c *Capture) Asked(red int) []Cell {
	var out []Cell
	for blue := 1; blue <= Side; blue++ {
		if cell := (Cell{blue, red}); !c.Fixed(cell) {
			out = append(out, cell)
		}
	}
	return out
}

// Entered counts the rows entered in full, from red 1 on: where a resumed capture
// goes on.
func (c *Capture) Entered() int {
	for red := 1; red <= Side; red++ {
		for _, cell := range c.Asked(red) {
			if c.at(cell) == "" {
				return red - 1
			}
		}
	}
	return Side
}

// Again empties a row to be entered again; what it held is offered first, so Enter
// keeps a cell that was right.
func (c *Capture) Again(red int) {
	for _, cell := range c.Asked(red) {
		c.before[red-1][cell.Blue-1] = c.at(cell)
		c.set(cell, "")
	}
}

// Back empties a cell the person went back to; what it held is offered first.
func (c *Capture) Back(cell Cell) {
	if !c.Fixed(cell) {
		c.before[cell.Red-1][cell.Blue-1] = c.at(cell)
		c.set(cell, "")
	}
}

// CaptureChoice is one entry of a cell's pick list.
type CaptureChoice struct {
	Text  string   // what the list shows: "Guild Hall  ← as blue 3"
	Names []string // typed in full, each picks it: the id and every name of the space
	space SpaceID  // a building; a street area's id; "" for a street square of its own
}

// Choices is the pick list of a cell. Enter alone takes the first: what the cell held
// before it was entered again, else the same as the cell to the left (at blue 1, the
// cell above): its building, or a street square of its own next to a street. Then the
// other buildings next to the cell, a street square of its own, a street area the
// cell joins, and every building not yet on the board. A building already standing
// elsewhere is not offered (its cells must touch; CaptureWhy says so when typed).
func (c *Capture) Choices(cell Cell) []CaptureChoice {
	var out []CaptureChoice
	seen := map[SpaceID]bool{}
	add := func(s SpaceID, note string) {
		if seen[s] {
			return
		}
		seen[s] = true
		text := c.p.Text(spaceText(s))
		names := c.names.spaceNames(s)
		if s == "" {
			text, names = c.p.Sprintf("street"), c.names.spaceNames(StreetID(cell))
		} else if KindOf(s) == KindStreet {
			text, names = c.p.Sprintf("street, one area with %s", c.firstCell(s).String()), []string{string(s)}
		}
		if note != "" {
			text += "  " + note
		}
		out = append(out, CaptureChoice{Text: text, Names: names, space: s})
	}
	prev := c.before[cell.Red-1][cell.Blue-1]
	near := []struct {
		cell Cell
		note string
	}{
		{Cell{cell.Blue - 1, cell.Red}, c.p.Sprintf("← as blue %s", strconv.Itoa(cell.Blue-1))},
		{Cell{cell.Blue, cell.Red - 1}, c.p.Sprintf("↑ as red %s", strconv.Itoa(cell.Red-1))},
		{Cell{cell.Blue + 1, cell.Red}, c.p.Sprintf("→ as blue %s", strconv.Itoa(cell.Blue+1))},
		{Cell{cell.Blue, cell.Red + 1}, c.p.Sprintf("↓ as red %s", strconv.Itoa(cell.Red+1))},
	}
	if prev != "" {
		if KindOf(prev) == KindStreet && !c.touchesArea(cell, prev) {
			prev = "" // its area was entered again: a street square of its own
		}
		add(prev, c.p.Sprintf("(as before)"))
	}
	// Enter alone takes the first: the same as the cell to the left (at blue 1, above).
	first := near[0]
	if cell.Blue == 1 {
		first = near[1]
	}
	if s := c.at(first.cell); KindOf(s) == KindStreet {
		add("", c.p.Sprintf("a square of its own"))
	} else if KindOf(s) == KindBuilding {
		add(s, first.note)
	}
	for _, n := range near {
		if s := c.at(n.cell); KindOf(s) == KindBuilding {
			add(s, n.note)
		}
	}
	add("", c.p.Sprintf("a square of its own"))
	for _, n := range near {
		if s := c.at(n.cell); KindOf(s) == KindStreet && c.areaSize(s) > 0 {
			add(s, "")
		}
	}
	for _, b := range Buildings {
		if len(c.cellsOf(SpaceID(b.ID))) == 0 {
			add(SpaceID(b.ID), "")
		}
	}
	for _, b := range Buildings { // a building's cells may meet through a later cell
		if at := c.cellsOf(SpaceID(b.ID)); len(at) > 0 {
			add(SpaceID(b.ID), c.p.Sprintf("(at %s)", strings.Join(cellStrings(at), ",")))
		}
	}
	return out
}

// Apart says, once a cell is entered, when its building stands elsewhere too without
// touching it yet: a warning, since a later cell may still join them.
func (c *Capture) Apart(cell Cell) string {
	s := c.at(cell)
	if KindOf(s) != KindBuilding {
		return ""
	}
	others := slices.DeleteFunc(c.cellsOf(s), func(o Cell) bool { return o == cell })
	if len(others) == 0 || slices.ContainsFunc(cell.neighbours(), func(n Cell) bool { return c.at(n) == s }) {
		return ""
	}
	return c.p.Sprintf("%s is also at %s, not next to %s: its cells must touch", spaceText(s), strings.Join(cellStrings(others), ","), cell.String())
}

// touchesArea says whether a cell is next to a cell of a street area.
func (c *Capture) touchesArea(cell Cell, s SpaceID) bool {
	return slices.ContainsFunc(cell.neighbours(), func(n Cell) bool { return c.at(n) == s })
}

func (c *Capture) areaSize(s SpaceID) int { return len(c.cellsOf(s)) }

func (c *Capture) firstCell(s SpaceID) Cell {
	if cells := c.cellsOf(s); len(cells) > 0 {
		return cells[0]
	}
	first, _ := streetCell(s)
	return first
}

// cellsOf lists the cells entered as s, in reading order.
func (c *Capture) cellsOf(s SpaceID) []Cell {
	var out []Cell
	for _, cell := range allCells() {
		if c.at(cell) == s {
			out = append(out, cell)
		}
	}
	return out
}

// Choose enters a choice of Choices(cell) on the cell.
func (c *Capture) Choose(cell Cell, ch CaptureChoice) {
	s := ch.space
	if s == "" {
		s = StreetID(cell)
	}
	c.set(cell, s)
}

// CaptureWhy says why a name typed at a cell is not in its pick list: the market (fixed
// by the rulebook) or a name talon does not know ("did you mean"). Empty when it has
// nothing to say.
func (c *Capture) CaptureWhy(cell Cell, typed string) string {
	typed = strings.TrimSpace(typed)
	if typed == "" {
		return ""
	}
	term, err := c.names.Spaces.Lookup(typed)
	if err != nil {
		return c.names.unknownHint(c.p, err, "building")
	}
	if SpaceID(term.ID) == Market {
		return c.p.Sprintf("the market is only (4,4),(5,4),(4,5),(5,5), filled in")
	}
	return ""
}

// Missing lists the buildings on no cell yet, in the rulebook's order.
func (c *Capture) Missing() []string {
	var out []string
	for _, b := range Buildings {
		if len(c.cellsOf(SpaceID(b.ID))) == 0 {
			out = append(out, c.p.Text(b.Term()))
		}
	}
	return out
}

// RowText is one row as entered, short names in 8 columns: "red 3  CoachHs  street …".
func (c *Capture) RowText(red int) string {
	var sb strings.Builder
	sb.WriteString(fmt.Sprintf("red %d ", red))
	for blue := 1; blue <= Side; blue++ {
		s := c.at(Cell{blue, red})
		name := "?"
		switch KindOf(s) {
		case KindBuilding:
			name = shortName(s)
		case KindStreet:
			name = "street"
		case KindMarket:
			name = "MARKET"
		}
		sb.WriteString(fmt.Sprintf(" %-8s", name))
	}
	return strings.TrimRight(sb.String(), " ")
}

// Grid writes the capture as a board file's text grid ("?" where not entered); a street
// area is named after its first cell.
func (c *Capture) Grid() string {
	var cells [Side][Side]string
	rename := map[SpaceID]SpaceID{}
	for _, cell := range allCells() {
		s := c.at(cell)
		if KindOf(s) == KindStreet {
			if _, ok := rename[s]; !ok {
				rename[s] = StreetID(cell)
			}
			s = rename[s]
			if len(c.cellsOf(c.at(cell))) == 1 {
				s = streetWord
			}
		}
		if s == "" {
			s = "?"
		}
		cells[cell.Red-1][cell.Blue-1] = string(s)
	}
	return gridText(c.printer(), DefaultBoardID, false, cells)
}

// printer is the capture's language (English until In sets one).
func (c *Capture) printer() *i18n.Printer {
	if c.p == nil {
		return i18n.NewPrinter(i18n.English)
	}
	return c.p
}

// Board validates the capture; the board is nil when a problem refuses it.
func (c *Capture) Board() (*Board, BoardProblems) {
	return c.names.ParseBoard([]byte(c.Grid()))
}

// whereRow finds the rows a problem's place names: "(3,2)" or "red 3".
var whereRow = regexp.MustCompile(`\(\d,(\d)\)|red (\d)`)

// Rows lists the rows the problems refusing a board are about (by cell or row), so the
// table knows which to enter again.
func (ps BoardProblems) Rows() []int {
	var out []int
	for _, p := range ps.Refusing() {
		for _, m := range whereRow.FindAllStringSubmatch(p.Where, -1) {
			red, _ := strconv.Atoi(m[1] + m[2]) // one of the two groups matched
			if !slices.Contains(out, red) {
				out = append(out, red)
			}
		}
	}
	slices.Sort(out)
	return out
}

// shortName is a building's name in at most 8 letters, for drawings.
func shortName(s SpaceID) string {
	if b, ok := building(BuildingID(s)); ok {
		return b.Short
	}
	return string(s)
}

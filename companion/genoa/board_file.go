package genoa

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/talon-games/talon/companion/i18n"
)

// Two spellings of one board file (digest §3.5), both keyed by (blue, red):
//   - JSON: {"board_id", "verified", "index": "cells[red-1][blue-1]", "spaces", "cells"};
//   - a text grid, as `talon genoa board template` prints it: one line per red number,
//     eight names separated by "|" (or commas), "#" comments, "board_id:" and "verified:".
// A cell holds a building's name in any language, "market", "street" (a one-cell street),
// st_B_R (a cell of the street area whose first cell is (B,R)) or "?" (not filled in).

// Bounds on what a board file may hold.
const (
	MaxBoardBytes = 64 << 10
	maxBoardID    = 40
	gridIndex     = "cells[red-1][blue-1]"
	// DefaultBoardID names a board the table did not name.
	DefaultBoardID = "genoa-2009"
)

var boardIDPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]*$`)

type boardFile struct {
	BoardID  string                `json:"board_id"`
	Verified bool                  `json:"verified"`
	Index    string                `json:"index,omitempty"`
	Spaces   map[string]spaceEntry `json:"spaces,omitempty"`
	Cells    [][]string            `json:"cells"`
}

type spaceEntry struct {
	Type string `json:"type"`
	Name string `json:"name,omitempty"`
}

// ParseBoard reads a board file in either spelling with the names talon ships.
func ParseBoard(data []byte) (*Board, BoardProblems) { return DefaultNames.ParseBoard(data) }

// ParseBoard reads a board file in either spelling and validates it; a cell may hold any
// of these names. The board is nil when any problem refuses it; warnings come back with
// a board.
func (n *Names) ParseBoard(data []byte) (*Board, BoardProblems) {
	var f boardFile
	var ps BoardProblems
	switch {
	case len(data) > MaxBoardBytes:
		ps.add(i18n.M("file"), "is %d bytes; a board file is at most %d", len(data), MaxBoardBytes)
		return nil, ps
	case bytes.HasPrefix(bytes.TrimSpace(data), []byte("{")):
		f, ps = decodeBoardJSON(data)
	default:
		f, ps = decodeBoardGrid(string(data))
	}
	if len(ps) > 0 {
		return nil, ps
	}
	return buildBoard(n, f)
}

// buildBoard resolves every cell's name, checks the optional spaces list, validates the
// grid, and indexes it.
func buildBoard(n *Names, f boardFile) (*Board, BoardProblems) {
	var ps BoardProblems
	id := f.BoardID
	if id == "" {
		id = DefaultBoardID
	}
	if len(id) > maxBoardID || !boardIDPattern.MatchString(id) {
		ps.add(i18n.M("board_id"), "%q: lower-case letters, digits, dot, dash or underscore, at most %d", clip(id), maxBoardID)
	}
	var grid [Side][Side]SpaceID
	for _, c := range allCells() {
		s, err := resolveCell(n, f.Cells[c.Red-1][c.Blue-1], c)
		if err != nil {
			ps.addCell(c, "%v", err)
			continue
		}
		grid[c.Red-1][c.Blue-1] = s
	}
	ps = append(ps, checkSpacesList(f.Spaces, grid)...)
	if len(ps) > 0 {
		return nil, ps
	}
	ps, b := validateGrid(id, f.Verified, grid)
	return b, ps
}

// resolveCell turns what the table wrote in a cell into a space id ("" = not filled in).
func resolveCell(n *Names, raw string, c Cell) (SpaceID, error) {
	text := strings.TrimSpace(raw)
	if i := strings.IndexFunc(text, unicode.IsControl); i >= 0 {
		return "", i18n.Errorf("holds a control character")
	}
	if text == "" || text == "?" {
		return "", nil
	}
	if len(text) > 40 {
		return "", i18n.Errorf("%q is too long for a space name", clip(text))
	}
	if strings.HasPrefix(strings.ToLower(text), "st_") {
		if _, ok := streetCell(SpaceID(strings.ToLower(text))); ok {
			return SpaceID(strings.ToLower(text)), nil
		}
		return "", i18n.Errorf("%q is not a street id: st_<blue>_<red> with both 1..8", text)
	}
	if text == streetWord {
		return StreetID(c), nil
	}
	if n.Spaces.Index(text) >= 0 { // an id, as files are written
		return SpaceID(text), nil
	}
	id, err := termID(n.Spaces, text)
	if err != nil {
		return "", err
	}
	if id == streetWord {
		return StreetID(c), nil
	}
	return SpaceID(id), nil
}

// clip shortens text quoted back in a message.
func clip(s string) string {
	if r := []rune(s); len(r) > 24 {
		return string(r[:24]) + "…"
	}
	return s
}

func decodeBoardJSON(data []byte) (boardFile, BoardProblems) {
	var f boardFile
	var ps BoardProblems
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		ps.add(i18n.M("file"), "not a board file: %v", i18n.JSONError(data, err)) // the line, in the table's language
		return f, ps
	}
	if f.Index != "" && f.Index != gridIndex {
		ps.add(i18n.M("index"), "%q: talon reads cells as %s (keyed by blue and red)", clip(f.Index), gridIndex)
	}
	if len(f.Cells) != Side {
		ps.add(i18n.M("cells"), "%d rows; the board has %d (red 1 to 8)", len(f.Cells), Side)
		return f, ps
	}
	for i, row := range f.Cells {
		if len(row) != Side {
			ps.add(i18n.M("red %s", strconv.Itoa(i+1)), "%d cells; each row has %d (blue 1 to 8)", len(row), Side)
		}
	}
	return f, ps
}

func decodeBoardGrid(text string) (boardFile, BoardProblems) {
	f := boardFile{}
	var ps BoardProblems
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if v, ok := cutKey(line, "board_id:"); ok {
			f.BoardID = v
			continue
		}
		if v, ok := cutKey(line, "verified:"); ok {
			b, err := strconv.ParseBool(v)
			if err != nil {
				ps.add(i18n.M("line %s", strconv.Itoa(n+1)), "verified: %q is neither true nor false", clip(v))
			}
			f.Verified = b
			continue
		}
		row := len(f.Cells) + 1
		if row > Side {
			ps.add(i18n.M("line %s", strconv.Itoa(n+1)), "a ninth row; the board has %d (red 1 to 8)", Side)
			break
		}
		names, label, err := splitRow(line)
		if err == nil && label != 0 && label != row {
			err = i18n.Errorf("is labelled red %d but is the board's row %d", label, row)
		}
		if err == nil && len(names) != Side {
			err = i18n.Errorf("%d spaces; each row has %d (blue 1 to 8)", len(names), Side)
		}
		if err != nil {
			ps.add(i18n.M("red %s", strconv.Itoa(row)), "%v", err)
		}
		f.Cells = append(f.Cells, names)
	}
	if len(ps) == 0 && len(f.Cells) != Side {
		ps.add(i18n.M("file"), "%d rows; the board has %d (red 1 to 8)", len(f.Cells), Side)
	}
	return f, ps
}

func cutKey(line, key string) (string, bool) {
	if len(line) < len(key) || !strings.EqualFold(line[:len(key)], key) {
		return "", false
	}
	return strings.TrimSpace(line[len(key):]), true
}

// rowLabel is "red 3:" as the English template writes it, "piros 3:" as the Hungarian.
var rowLabel = regexp.MustCompile(`(?i)^(?:(?:red|piros)\s*)?([0-9]+)\s*:`)

// splitRow reads one row: an optional "red N:" label, then names split on "|", on commas,
// or else on spaces.
func splitRow(line string) ([]string, int, error) {
	label := 0
	if m := rowLabel.FindStringSubmatch(line); m != nil {
		n, err := strconv.Atoi(m[1])
		if err != nil || n < 1 || n > Side {
			return nil, 0, i18n.Errorf("row label %q is not red 1 to 8", m[1])
		}
		label, line = n, line[len(m[0]):]
	}
	return SplitNames(line), label, nil
}

// SplitNames splits one row's answer into names: on "|" or commas when it has them (names
// may then hold spaces: "Guild Hall"), else on spaces.
func SplitNames(line string) []string {
	var parts []string
	switch {
	case strings.Contains(line, "|"):
		parts = strings.Split(line, "|")
	case strings.Contains(line, ","):
		parts = strings.Split(line, ",")
	default:
		parts = strings.Fields(line)
	}
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return parts
}

// checkSpacesList checks the JSON's optional "spaces" object against the cells: each
// listed space is on some cell and has the right type.
func checkSpacesList(spaces map[string]spaceEntry, grid [Side][Side]SpaceID) BoardProblems {
	var ps BoardProblems
	ids := make([]string, 0, len(spaces))
	for id := range spaces {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		kind := KindOf(SpaceID(id))
		if kind == KindUnknown {
			ps.add(i18n.M("spaces"), "%q is not a space id", clip(id))
			continue
		}
		if want := kind.String(); spaces[id].Type != want {
			ps.add(i18n.M("spaces"), "%s has type %q, want %q", id, clip(spaces[id].Type), want)
		}
		if !slices.ContainsFunc(allCells(), func(c Cell) bool { return grid[c.Red-1][c.Blue-1] == SpaceID(id) }) {
			ps.add(i18n.M("spaces"), "%s is listed but on no cell", id)
		}
	}
	return ps
}

// JSON writes the board in the digest's §3.5 format, one row of cells per line.
func (b *Board) JSON() []byte {
	var buf bytes.Buffer
	head, _ := json.Marshal(b.ID)
	buf.WriteString(fmt.Sprintf("{\n  \"board_id\": %s,\n  \"verified\": %t,\n  \"index\": %q,\n  \"spaces\": {\n", head, b.Verified, gridIndex))
	for i, s := range b.order {
		entry, _ := json.Marshal(spaceEntry{Type: KindOf(s).String(), Name: spaceEntryName(s)})
		sep := ","
		if i == len(b.order)-1 {
			sep = ""
		}
		buf.WriteString(fmt.Sprintf("    %q: %s%s\n", s, entry, sep))
	}
	buf.WriteString("  },\n  \"cells\": [\n")
	for red := 0; red < Side; red++ {
		row, _ := json.Marshal(b.cells[red])
		sep := ","
		if red == Side-1 {
			sep = ""
		}
		buf.WriteString(fmt.Sprintf("    %s%s\n", row, sep))
	}
	buf.WriteString("  ]\n}\n")
	return buf.Bytes()
}

func spaceEntryName(s SpaceID) string {
	if KindOf(s) == KindBuilding {
		return SpaceName(s)
	}
	return ""
}

// BoardTemplate is the text grid with the cells the rulebook fixes filled in (the market and
// the street at (3,2)) and "?" elsewhere, for the table to complete.
func BoardTemplate() string { return BoardTemplateIn(i18n.NewPrinter(i18n.English)) }

// BoardTemplateIn is the template in the table's language: its comments, the "red 1:"
// rows and "blue 1" columns, the market and the street ("piros 1:", "kék 1", Piac,
// utca); the parser reads every language's words.
func BoardTemplateIn(p *i18n.Printer) string {
	var cells [Side][Side]string
	for _, c := range allCells() {
		cells[c.Red-1][c.Blue-1] = "?"
	}
	for _, c := range MarketCells {
		cells[c.Red-1][c.Blue-1] = string(Market)
	}
	cells[KnownStreet.Red-1][KnownStreet.Blue-1] = streetWord
	return gridText(p, DefaultBoardID, false, cells)
}

// GridText writes a captured board as an editable text grid.
func (b *Board) GridText() string { return b.GridTextIn(i18n.NewPrinter(i18n.English)) }

// GridTextIn writes the grid in the table's language (see BoardTemplateIn), each
// building by the name printed on it in that language (English where it is UNKNOWN),
// as the table reads the board; the parser reads the names back in any language.
func (b *Board) GridTextIn(p *i18n.Printer) string {
	var cells [Side][Side]string
	for _, c := range allCells() {
		s := b.At(c)
		cell := string(s)
		switch {
		case KindOf(s) == KindStreet && len(b.spaces[s]) == 1:
			cell = streetWord
		case KindOf(s) == KindBuilding:
			cell = p.Text(buildingTerm(BuildingID(s)))
		}
		cells[c.Red-1][c.Blue-1] = cell
	}
	return gridText(p, b.ID, b.Verified, cells)
}

const gridHelp = `# Genoa board: one line per red number (1 to 8), eight spaces per line for blue 1 to 8,
# separated by "|", as the coloured numbers on the board's edges name the cells.
# A cell holds a building's name (English, German or Hungarian), market, street (a street
# square of its own), st_B_R (a cell of the street area whose first cell is blue B, red R)
# or ? (not filled in yet). A building covering several cells is written on each of them.
# Set verified: true once the grid has been checked against the printed board.
`

func gridText(p *i18n.Printer, id string, verified bool, cells [Side][Side]string) string {
	for red := range cells {
		for blue, s := range cells[red] {
			switch s {
			case string(Market):
				cells[red][blue] = p.Text(spaceText(Market))
			case streetWord:
				cells[red][blue] = p.Sprintf("street")
			}
		}
	}
	labels := make([]string, Side)
	labelWidth := 0
	for red := range labels {
		labels[red] = p.Sprintf("red %s", strconv.Itoa(red+1)) + ":"
		labelWidth = max(labelWidth, utf8.RuneCountInString(labels[red])+2)
	}
	width := len("villa_monetti")
	for _, row := range cells {
		for _, s := range row {
			width = max(width, utf8.RuneCountInString(s))
		}
	}
	var sb strings.Builder
	sb.WriteString(p.Sprintf(gridHelp))
	sb.WriteString(fmt.Sprintf("board_id: %s\nverified: %t\n%-*s", id, verified, labelWidth, "#"))
	for blue := 1; blue <= Side; blue++ {
		sb.WriteString(fmt.Sprintf("%-*s", width+3, p.Sprintf("blue %s", strconv.Itoa(blue))))
	}
	sb.WriteString("\n")
	for red, row := range cells {
		sb.WriteString(fmt.Sprintf("%-*s", labelWidth, labels[red]))
		for i, s := range row {
			if i < Side-1 {
				sb.WriteString(fmt.Sprintf("%-*s | ", width, s))
			} else {
				sb.WriteString(s)
			}
		}
		sb.WriteString("\n")
	}
	return sb.String()
}

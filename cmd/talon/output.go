package main

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/jedib0t/go-pretty/v6/text"
	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// newTable returns a table writer styled for where the output goes: box lines and colour
// on a terminal, plain ASCII when piped. It fits the terminal's width: when its rows are
// wider, the widest columns wrap at word boundaries.
func (f *Factory) newTable(title string, header ...any) *fitTable {
	t := table.NewWriter()
	t.SetOutputMirror(f.Out)
	if f.Color() {
		t.SetStyle(table.StyleLight)
		t.Style().Color.Header = text.Colors{text.Bold}
		t.Style().Title.Colors = text.Colors{text.Bold}
	} else {
		t.SetStyle(table.StyleDefault)
	}
	t.Style().Format.Header = text.FormatDefault
	t.Style().Format.Footer = text.FormatDefault
	if title != "" {
		t.SetTitle(title)
	}
	ft := &fitTable{Writer: t, width: f.width()}
	if len(header) > 0 {
		ft.AppendHeader(table.Row(header))
	}
	return ft
}

// fitTable is a go-pretty table that keeps to a width: it measures every cell as rows
// are added and, before rendering, caps the widest columns so each line fits.
type fitTable struct {
	table.Writer
	width   int
	natural []int        // widest cell per column
	words   []int        // longest word per column
	right   []int        // 1-based columns of numbers printed as text (AlignRight)
	whole   []int        // 1-based columns never wrapped while others can be (KeepWhole)
	parts   []bool       // per column: holds an unbroken cell (wrapped between its parts)
	plain   []int        // per column: widest line of its other cells (header too)
	broken  [][]unbroken // per column, per row: its unbroken cells (nil: another cell)
	rows    int
}

// KeepWhole keeps the given 1-based columns on one line while other columns can wrap
// instead: a date ("2026. 11. 12.") broken over two lines doubles every row.
func (t *fitTable) KeepWhole(columns ...int) { t.whole = append(t.whole, columns...) }

// AlignRight aligns the given 1-based columns to the right, as go-pretty aligns
// numbers: for numbers already written in the table's language ("1 310").
func (t *fitTable) AlignRight(columns ...int) { t.right = append(t.right, columns...) }

// Numbers marks the given 1-based columns as numbers written in the table's language
// ("24 938", "35%", "9,5"): aligned right and never wrapped while a text column can be.
func (t *fitTable) Numbers(columns ...int) {
	t.AlignRight(columns...)
	t.KeepWhole(columns...)
}

func (t *fitTable) measure(row table.Row) {
	for i, cell := range row {
		if i >= len(t.natural) {
			t.natural, t.words, t.parts = append(t.natural, 0), append(t.words, 0), append(t.parts, false)
			t.plain, t.broken = append(t.plain, 0), append(t.broken, nil)
		}
		if u, ok := cell.(unbroken); ok { // its parts are its words
			t.parts[i] = true
			t.natural[i] = max(t.natural[i], text.RuneWidthWithoutEscSequences(u.String()))
			for _, part := range u {
				t.words[i] = max(t.words[i], text.RuneWidthWithoutEscSequences(part))
			}
			continue
		}
		for _, line := range strings.Split(fmt.Sprint(cell), "\n") {
			t.natural[i] = max(t.natural[i], text.RuneWidthWithoutEscSequences(line))
			t.plain[i] = max(t.plain[i], text.RuneWidthWithoutEscSequences(line))
			for _, w := range strings.Fields(line) {
				t.words[i] = max(t.words[i], text.RuneWidthWithoutEscSequences(w))
			}
		}
	}
}

func (t *fitTable) AppendHeader(row table.Row, config ...table.RowConfig) {
	t.measure(row)
	t.Writer.AppendHeader(row, config...)
}

func (t *fitTable) AppendRow(row table.Row, config ...table.RowConfig) {
	t.measure(row)
	for i, cell := range row {
		if u, ok := cell.(unbroken); ok {
			for len(t.broken[i]) < t.rows {
				t.broken[i] = append(t.broken[i], nil)
			}
			t.broken[i] = append(t.broken[i], u)
		}
	}
	t.rows++
	t.Writer.AppendRow(row, config...)
}

func (t *fitTable) AppendFooter(row table.Row, config ...table.RowConfig) {
	t.measure(row)
	t.Writer.AppendFooter(row, config...)
}

// Render prints the table, its widest columns wrapped to fit the width.
func (t *fitTable) Render() string {
	whole := make([]bool, len(t.natural))
	for _, c := range t.whole {
		if c >= 1 && c <= len(whole) {
			whole[c-1] = true
		}
	}
	room := t.width - (3*len(t.natural) + 1)
	return t.renderCapped(t.spareRoom(t.rebalance(fitCaps(t.natural, t.words, whole, room)), room), t.natural)
}

// rebalance moves room from one unbroken column to another when that prints the table
// in fewer lines: "Béla és Maximilianus" wrapped after "és" lets every row's scores
// take two pairs a line instead of one.
func (t *fitTable) rebalance(caps []int) []int {
	best := t.lines(caps)
	for i := range caps {
		if !t.parts[i] {
			continue
		}
		for j := range caps {
			if j == i || !t.parts[j] || caps[j] >= t.natural[j] {
				continue
			}
			from := caps
			for v := from[i] - 1; v >= t.words[i]; v-- {
				c := slices.Clone(from)
				c[i], c[j] = v, min(t.natural[j], from[j]+from[i]-v)
				if n := t.lines(c); n < best {
					caps, best = c, n
				}
			}
		}
	}
	return caps
}

// lines is how many lines the rows take with their unbroken columns wrapped to caps.
func (t *fitTable) lines(caps []int) int {
	n := 0
	for r := range t.rows {
		h := 1
		for i, cells := range t.broken {
			if r < len(cells) && cells[r] != nil {
				h = max(h, strings.Count(wrapParts(cells[r], caps[i]), "\n")+1)
			}
		}
		n += h
	}
	return n
}

// spareRoom hands on the room an unbroken column leaves: wrapped between its parts it
// may print narrower than its cap ("Ann 310," and "Ben 295," under a cap of 15), and
// a narrowed column that can show more with it, the one with the most still to show
// first, gets what was left. Tables without unbroken cells are left as capped.
func (t *fitTable) spareRoom(caps []int, room int) []int {
	if !slices.Contains(t.parts, true) {
		return caps
	}
	for i := range caps {
		if t.parts[i] && caps[i] < t.natural[i] {
			caps[i] = t.usedWidth(i, caps[i])
		}
	}
	for slack := room - sum(caps); slack > 0; slack = room - sum(caps) {
		narrowed := []int{}
		for i, c := range caps {
			if c < t.natural[i] {
				narrowed = append(narrowed, i)
			}
		}
		slices.SortStableFunc(narrowed, func(a, b int) int { return (t.natural[b] - caps[b]) - (t.natural[a] - caps[a]) })
		grown := false
		for _, i := range narrowed {
			c := min(caps[i]+slack, t.natural[i])
			if t.parts[i] {
				c = t.usedWidth(i, c)
			}
			if c > caps[i] {
				caps[i], grown = c, true
				break
			}
		}
		if !grown {
			break
		}
	}
	return caps
}

// usedWidth is how wide column i prints under the cap: its widest line once wrapped.
func (t *fitTable) usedWidth(i, cap int) int {
	used := min(t.plain[i], cap)
	for _, u := range t.broken[i] {
		if u == nil {
			continue
		}
		for _, line := range strings.Split(wrapParts(u, cap), "\n") {
			used = max(used, text.RuneWidthWithoutEscSequences(line))
		}
	}
	return used
}

// fitCaps is columnCaps with the columns marked whole (dates, numbers) kept at their
// natural width while the other columns can still be narrowed, down to minColumn and
// through their words (a name wraps, never a date). Only when the others at their
// narrowest leave too little room are the whole columns cut as well, last.
func fitCaps(natural, words []int, whole []bool, room int) []int {
	var rest, restWords []int
	restRoom := room
	for i, w := range natural {
		if whole[i] {
			restRoom -= w
			continue
		}
		rest, restWords = append(rest, w), append(restWords, words[i])
	}
	if len(rest) < len(natural) {
		if restCaps := columnCaps(rest, restWords, restRoom); sum(restCaps) <= restRoom {
			caps := slices.Clone(natural)
			j := 0
			for i := range caps {
				if !whole[i] {
					caps[i], j = restCaps[j], j+1
				}
			}
			return caps
		}
	}
	words = slices.Clone(words)
	for i := range words {
		if whole[i] {
			words[i] = natural[i] // the whole cell is one word: wrapped last
		}
	}
	return columnCaps(natural, words, room)
}

// renderCapped renders the table with the columns whose cap is under their natural
// width wrapped to it.
func (t *fitTable) renderCapped(caps, natural []int) string {
	var configs []table.ColumnConfig
	for i, c := range caps {
		capped, right := c < natural[i], slices.Contains(t.right, i+1)
		parts := i < len(t.parts) && t.parts[i]
		if !capped && !right && !parts {
			continue
		}
		config := table.ColumnConfig{Number: i + 1}
		if capped {
			config.WidthMax, config.WidthMaxEnforcer = c, text.WrapSoft
		}
		if parts {
			config.Transformer = func(cell any) string { return wrapParts(cell, c) }
			if capped {
				config.WidthMaxEnforcer = wrapLongLines // the parts are wrapped already
			}
		}
		if right { // the header too, as go-pretty aligns a column of numbers
			config.Align, config.AlignHeader, config.AlignFooter = text.AlignRight, text.AlignRight, text.AlignRight
		}
		configs = append(configs, config)
	}
	t.SetColumnConfigs(configs)
	return t.Writer.Render()
}

// columnCaps shares room columns of text among columns of the given natural widths.
// When they do not all fit, the widest are cut to one common cap, first no narrower
// than their longest word (so words wrap whole and narrow columns such as numbers
// stay as they are), and only if that is not enough, down to minColumn.
func columnCaps(natural, words []int, room int) []int {
	const minColumn = 8
	floors := make([]int, len(natural))
	for i, w := range natural {
		floors[i] = min(w, max(minColumn, words[i]))
	}
	caps := waterFill(natural, floors, room)
	if sum(caps) > room {
		for i, w := range natural {
			floors[i] = min(w, minColumn)
		}
		caps = waterFill(natural, floors, room)
	}
	return caps
}

// waterFill lowers one common cap on the widest columns, each no lower than its floor,
// until the widths add up to at most room or every column is at its floor.
func waterFill(natural, floors []int, room int) []int {
	caps := slices.Clone(natural)
	for sum(caps) > room {
		widest := 0
		for i, w := range caps {
			if w > floors[i] {
				widest = max(widest, w)
			}
		}
		if widest == 0 {
			break
		}
		cut := false
		for i, w := range caps {
			if w == widest && w > floors[i] {
				caps[i]--
				cut = true
			}
		}
		if !cut {
			break
		}
	}
	return caps
}

func sum(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}

// writeJSON prints v as indented JSON.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// addJSONFlag gives a command the --json flag.
func addJSONFlag(cmd *cobra.Command, target *bool) {
	cmd.Flags().BoolVar(target, "json", false, jsonFlagHelp)
}

var jsonFlagHelp = i18n.Key("print JSON instead of tables")

// localizeSharedFlags puts the texts of the flags many commands share (--json,
// --session), given in English where each command adds them, into the table's language.
func localizeSharedFlags(c *cobra.Command, p *i18n.Printer) {
	for name, key := range map[string]string{"json": jsonFlagHelp, "session": sessionFlagHelp} {
		if fl := c.Flags().Lookup(name); fl != nil && fl.Usage == key {
			fl.Usage = p.Sprintf(key)
		}
	}
}

// bold wraps s in bold when colour is allowed.
func (f *Factory) bold(s string) string {
	if f.Color() {
		return text.Bold.Sprint(s)
	}
	return s
}

// red colours a refusal when colour is allowed on standard output.
func (f *Factory) red(s string) string {
	if f.Color() {
		return text.FgRed.Sprint(s)
	}
	return s
}

// renderView prints a game's view: title, facts, the board (when board is not empty),
// tables, last action, next step.
func (f *Factory) renderView(v companion.View, board string) {
	for _, part := range f.viewParts(v, board) {
		io.WriteString(f.Out, part.text)
	}
}

// viewPart is one part of a view as printed: its text (whole lines) and, for a part
// that may be left out to fit a screen, what it is called.
type viewPart struct {
	text string
	name string // "": always shown (title, facts, next step)
	// packed, for the facts, is them two to a line, when they are short enough
	// (packFacts): printed instead of text when that keeps a part text would leave out.
	packed string
	rank   int // of the parts that may be left out, the lower kept first
}

// viewParts are a view's parts in the order renderView prints them.
func (f *Factory) viewParts(v companion.View, board string) []viewPart {
	var parts []viewPart
	if v.Title != "" {
		parts = append(parts, viewPart{text: f.bold(v.Title) + "\n"})
	}
	var facts strings.Builder
	for _, fact := range v.Facts {
		facts.WriteString(hangText(fact.Label+": ", "  ", fact.Value, f.width()))
	}
	if facts.Len() > 0 {
		parts = append(parts, viewPart{text: facts.String(), packed: packFacts(v.Facts, f.width())})
	}
	if board != "" {
		parts = append(parts, viewPart{text: strings.TrimRight(board, "\n") + "\n", name: f.P.Sprintf("the board"), rank: len(v.Tables) + 1})
	}
	for i, tb := range v.Tables {
		t := f.newTable(tb.Title)
		t.SetOutputMirror(nil)
		header := make(table.Row, len(tb.Header))
		for i, h := range tb.Header {
			header[i] = h
		}
		t.AppendHeader(header)
		for _, r := range tb.Rows {
			row := make(table.Row, len(r))
			for i, c := range r {
				row[i] = c
			}
			t.AppendRow(row)
		}
		name := tb.Title
		if name == "" {
			name = f.P.Sprintf("a table")
		}
		parts = append(parts, viewPart{text: t.Render() + "\n", name: name, rank: i})
	}
	var last strings.Builder
	for _, l := range v.Last {
		last.WriteString(hangText("  ", "    ", l, f.width()))
	}
	if last.Len() > 0 {
		parts = append(parts, viewPart{text: last.String(), name: f.P.Sprintf("what the last action did"), rank: len(v.Tables)})
	}
	if v.Next != "" {
		parts = append(parts, viewPart{text: hangText(f.P.Sprintf("Next: "), "  ", v.Next, f.width())})
	}
	return parts
}

// renderViewIn prints a view in at most room lines (room 0 or less: the whole view):
// the title, facts and next step always, then the tables in order, what the last
// action did and the board while they fit; a line under it names what was left out
// and how to see it (trial F3: play's status pushed the session's header off an 80x24
// screen). The line counts in room.
func (f *Factory) renderViewIn(v companion.View, board string, room int, id int64) {
	parts := f.viewParts(v, board)
	if room <= 0 {
		f.renderView(v, board)
		return
	}
	left, hint := f.fitViewParts(parts, room, id)
	for i, part := range parts {
		if part.packed == "" || countLeft(left) == 0 {
			continue
		}
		packed := slices.Clone(parts)
		packed[i].text = part.packed
		if packedLeft, packedHint := f.fitViewParts(packed, room, id); countLeft(packedLeft) < countLeft(left) {
			parts, left, hint = packed, packedLeft, packedHint
		}
	}
	for i, part := range parts {
		if !left[i] {
			io.WriteString(f.Out, part.text)
		}
	}
	io.WriteString(f.Out, hint)
}

// fitViewParts picks the parts that may be left out which fit in room lines with those
// always shown and the line naming what was left out: the lower ranks first. It
// returns the parts left out and that line ("" when none is).
func (f *Factory) fitViewParts(parts []viewPart, room int, id int64) (map[int]bool, string) {
	used := 0
	for _, part := range parts {
		if part.name == "" {
			used += strings.Count(part.text, "\n")
		}
	}
	var order []int
	for i, part := range parts {
		if part.name != "" {
			order = append(order, i)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int { return parts[a].rank - parts[b].rank })
	left := map[int]bool{}
	for _, i := range order {
		left[i] = true
	}
	hint := func() string {
		var names []string
		for i, part := range parts {
			if left[i] {
				names = append(names, part.name)
			}
		}
		if len(names) == 0 {
			return ""
		}
		return hangText("", "  ", f.P.Sprintf("Left out to fit the screen: %s (`talon status %s` shows everything).",
			strings.Join(names, ", "), strconv.FormatInt(id, 10)), f.width())
	}
	for _, i := range order {
		left[i] = false
		if used+strings.Count(parts[i].text, "\n")+strings.Count(hint(), "\n") > room {
			left[i] = true
			continue
		}
		used += strings.Count(parts[i].text, "\n")
	}
	return left, hint()
}

func countLeft(left map[int]bool) int {
	n := 0
	for _, l := range left {
		if l {
			n++
		}
	}
	return n
}

// packFacts writes facts two to a line, in columns, when each fits half the width on
// one line (80x24 at a Catan table: five facts in three lines leave room for the
// players' table); "" when they do not, or when there are fewer than two.
func packFacts(facts []companion.Fact, width int) string {
	if len(facts) < 2 {
		return ""
	}
	const gap = "   "
	cells := make([]string, len(facts))
	column := 0
	for i, fact := range facts {
		cells[i] = fact.Label + ": " + fact.Value
		if strings.Contains(cells[i], "\n") || displayWidth(cells[i]) > width-1 {
			return ""
		}
		if i%2 == 0 {
			column = max(column, displayWidth(cells[i]))
		}
	}
	var b strings.Builder
	for i := 0; i < len(cells); i += 2 {
		if i+1 == len(cells) {
			b.WriteString(cells[i] + "\n")
			break
		}
		line := cells[i] + strings.Repeat(" ", column-displayWidth(cells[i])) + gap + cells[i+1]
		if displayWidth(line) > width-1 {
			return ""
		}
		b.WriteString(line + "\n")
	}
	return b.String()
}

// say prints prose wrapped to the terminal's width: first before the text, indent before
// each further line.
func (f *Factory) say(first, indent, text string) {
	fmt.Fprint(f.Out, hangText(first, indent, text, f.width()))
}

// boardDrawer is a game state that draws its own board for a terminal's width and
// colour (Catan's map: the full one on a wide terminal, the compact one on 80 columns).
type boardDrawer interface {
	DrawBoard(width, height int, color bool) string
}

// localBoardDrawer draws its board with its words (terrains, harbors, the legend) in
// the table's language.
type localBoardDrawer interface {
	LocalBoard(p *i18n.Printer, width, height int, color bool) string
}

// board is a state's board drawn for this terminal, or "" for a game without one.
func (f *Factory) board(st companion.State) string {
	if d, ok := st.(localBoardDrawer); ok && f.P != nil {
		return d.LocalBoard(f.P, f.width(), f.height(), f.Color())
	}
	if d, ok := st.(boardDrawer); ok {
		return d.DrawBoard(f.width(), f.height(), f.Color())
	}
	return companion.ViewIn(st, f.P).Board // in the table's language
}

// renderOutcome prints what the last action meant and what talon expects next.
func (f *Factory) renderOutcome(v companion.View) {
	for _, l := range v.Last {
		f.say("  ", "    ", l)
	}
	if v.Next != "" {
		f.say(f.P.Sprintf("Next: "), "  ", v.Next)
	}
}

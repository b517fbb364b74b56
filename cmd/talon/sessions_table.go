package main

import (
	"bufio"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/jedib0t/go-pretty/v6/table"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// sessionLine is one session in the table of `talon sessions`, its cells written as
// it is added.
type sessionLine struct {
	id      int64
	game    string   // the game's name as tables show it
	players []string // as the history knows them (history.SessionSummary.Names)
	status  string   // the word in the table's language
	events  int
	started string   // the day it started
	lastDay string   // the day of its last action
	clock   [5]byte  // the time of day of its last action
	lastIs  lastWhen // that day against the start's
	short   string   // the last action's day without its year, when lastIs is lastThisYear
}

// lastWhen is when a session's last action was, against its start.
type lastWhen byte

const (
	lastSameDay  lastWhen = iota // the day it started
	lastThisYear                 // another day of the year it started
	lastLater                    // a later year
)

// lastForm is how the last-action column writes a time.
type lastForm int

const (
	// lastFull is the day and the time of day.
	lastFull lastForm = iota
	// lastShort is the time of day on the day the session started, else the day
	// (without its year in the year the session started): the column the table can
	// spare when 80 columns must also hold the start date and the players.
	lastShort
)

// The table's columns.
const (
	colID = iota
	colGame
	colPlayers
	colStatus
	colStarted
	colEvents
	colLast
	sessionColumns
)

// sessionsTable prints the sessions a table at a time (sessionsPerTable rows): each
// table sizes its columns to its rows (fit). Dates and numbers are never broken over
// lines: when the table is tight the last action is written short, multi-word headers
// and games' names wrap, and the players wrap between names (a name longer than the
// column by its words). The rows are written here; go-pretty draws the borders and
// header of each table, from a row as wide as the columns, so the box is the one every
// table has (TestSessionsTableIsGoPretty). A table whose cells hold control characters,
// or a terminal too narrow for these layouts, is drawn by go-pretty whole.
type sessionsTable struct {
	f       *Factory
	header  []any
	lines   []sessionLine
	started dayWriter
	lastDay dayWriter
	monthDy dayWriter
	// per row while writing: the players' lines as offsets into buf
	buf   []byte
	segs  []segment
	games []string // the game's name, as lines
	out   *bufio.Writer
	// names holds plainWidth of the names beyond printable ASCII met so far: a group's
	// few names come back on every row, and measuring one rune by rune costs more than
	// the rest of its row.
	names map[string]measured
	// hold keeps the rows until fitted prints them (a page fitted to the terminal).
	hold bool
}

// measured is plainWidth's answer for a name.
type measured struct {
	width int
	plain bool
}

// nameWidth is plainWidth(name), remembered for names beyond printable ASCII.
func (t *sessionsTable) nameWidth(name string) (int, bool) {
	if ascii(name) {
		return len(name), true
	}
	if m, ok := t.names[name]; ok {
		return m.width, m.plain
	}
	w, plain := plainWidth(name)
	if t.names == nil {
		t.names = make(map[string]measured)
	}
	t.names[name] = measured{w, plain}
	return w, plain
}

// segment is one line of a wrapped cell: buf[from:to], width columns wide.
type segment struct{ from, to, width int }

func newSessionsTable(f *Factory) *sessionsTable {
	return &sessionsTable{f: f, header: f.sessionsHeader(),
		started: dayWriter{format: dateOf(f.P)}, lastDay: dayWriter{format: dateOf(f.P)}, monthDy: dayWriter{format: f.P.MonthDay}}
}

// dateOf is Date of the printer's language, written digit by digit.
func dateOf(p *i18n.Printer) func(time.Time) string {
	return func(t time.Time) string { return string(p.AppendDate(nil, t)) }
}

// add adds a session to the table (started and last in local time), printing the
// table when it is full.
func (t *sessionsTable) add(l sessionLine, started, last time.Time) {
	sy, sm, sd := started.Date()
	ly, lm, ld := last.Date()
	l.started = t.started.day(started, sy, sm, sd)
	l.lastDay = t.lastDay.day(last, ly, lm, ld)
	h, m, _ := last.Clock()
	l.clock = [5]byte{byte('0' + h/10), byte('0' + h%10), ':', byte('0' + m/10), byte('0' + m%10)}
	switch {
	case sy == ly && sm == lm && sd == ld:
		l.lastIs = lastSameDay
	case sy == ly:
		l.lastIs, l.short = lastThisYear, t.monthDy.day(last, ly, lm, ld)
	default:
		l.lastIs = lastLater
	}
	t.lines = append(t.lines, l)
	if len(t.lines) == sessionsPerTable && !t.hold {
		t.flush()
	}
}

// fitted prints the rows held as one table no taller than room lines, leaving out rows
// from the end while it is taller (a row whose players wrap takes two lines or more:
// five players of Marco Polo take four at 80 columns), down to floor rows, so that its
// header stays on the screen; it returns how many rows it printed.
func (t *sessionsTable) fitted(room, floor int) int {
	all, out := t.lines, t.out
	var text strings.Builder
	t.out = bufio.NewWriter(&text)
	for n := len(all); ; n-- {
		text.Reset()
		t.lines = all[:n]
		t.render()
		if n <= floor || strings.Count(text.String(), "\n") <= room {
			t.lines, t.out = all[:0], out
			io.WriteString(t.f.Out, text.String())
			return n
		}
	}
}

// flush prints the sessions added since the last table, if any.
func (t *sessionsTable) flush() {
	if len(t.lines) > 0 {
		t.render()
		t.lines = t.lines[:0]
	}
}

// sessionWidths is what a table of sessions measures of its cells.
type sessionWidths struct {
	cells        [sessionColumns]int // widest cell (the last action written full)
	lastShort    int                 // widest last action written short
	gameWord     int                 // widest word of a game's name
	heads, words [sessionColumns]int // header, and its longest word
	plain        bool
}

func (t *sessionsTable) measure() sessionWidths {
	w := sessionWidths{plain: true}
	for i, h := range t.header {
		s := h.(string)
		w.heads[i] = cellWidth(s)
		for _, word := range strings.Fields(s) {
			w.words[i] = max(w.words[i], cellWidth(word))
		}
	}
	for i := range t.lines {
		l := &t.lines[i]
		w.cells[colID] = max(w.cells[colID], digitCount(l.id))
		gw, plain := plainWidth(l.game)
		w.cells[colGame] = max(w.cells[colGame], gw)
		if gw > w.gameWord { // its words are no wider
			for _, word := range strings.Fields(l.game) {
				w.gameWord = max(w.gameWord, cellWidth(word))
			}
		}
		sw, plainStatus := plainWidth(l.status)
		w.cells[colStatus] = max(w.cells[colStatus], sw)
		w.plain = w.plain && plain && plainStatus
		players := 0
		for j, p := range l.players {
			nw, plain := t.nameWidth(p)
			w.plain = w.plain && plain
			if j < len(l.players)-1 {
				nw++ // its comma
				players++
			}
			players += nw
		}
		w.cells[colPlayers] = max(w.cells[colPlayers], players)
		w.cells[colStarted] = max(w.cells[colStarted], len(l.started))
		w.cells[colEvents] = max(w.cells[colEvents], digitCount(int64(l.events)))
		w.cells[colLast] = max(w.cells[colLast], len(l.lastDay)+len(" 15:04"))
		w.lastShort = max(w.lastShort, len(l.lastText(lastShort)))
	}
	return w
}

// plainWidth is cellWidth(s) and plainCell(s), in one pass over printable ASCII.
func plainWidth(s string) (int, bool) {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f {
			return cellWidth(s), plainCell(s)
		}
	}
	return len(s), true
}

// lastText is the last action as the form writes it (dates are ASCII: a byte a
// column). The short form is the time of day on the day the session started, else the
// day, without its year in the year it started.
func (l *sessionLine) lastText(form lastForm) string {
	switch {
	case form == lastFull:
		return l.lastDay + " " + string(l.clock[:])
	case l.lastIs == lastSameDay:
		return string(l.clock[:])
	case l.lastIs == lastThisYear:
		return l.short
	}
	return l.lastDay
}

// appendLast appends lastText(form) without making a string.
func (l *sessionLine) appendLast(b []byte, form lastForm) []byte {
	switch {
	case form == lastFull:
		return append(append(append(b, l.lastDay...), ' '), l.clock[:]...)
	case l.lastIs == lastSameDay:
		return append(b, l.clock[:]...)
	case l.lastIs == lastThisYear:
		return append(b, l.short...)
	}
	return append(b, l.lastDay...)
}

// layout is how a table of sessions fits: the form of the last action, whether
// headers and games' names wrap at their spaces, and each column's width.
type layout struct {
	form      lastForm
	wrapHeads bool
	wrapGames bool
	caps      [sessionColumns]int
}

// fit chooses the first layout that leaves the players all the columns they take: the
// full last action with whole headers, then the short one, then the short one with
// wrapped headers. Failing that, the players get the most room there is: the short
// last action with wrapped headers ("Last" over "action" costs one line, a Players
// column of 10 costs a line per name in every row: 9 sessions overflowed 80x24), if
// the players keep 10 columns (a longer name wraps at its spaces), else the games'
// names wrapped too ("Marco" over "Polo": every row of the game would take two lines)
// if the players keep 6; ok is false when none fits.
func fit(w sessionWidths, width int) (layout, bool) {
	players := max(w.cells[colPlayers], w.heads[colPlayers])
	layouts := []layout{{form: lastFull}, {form: lastShort}, {form: lastShort, wrapHeads: true},
		{form: lastShort, wrapHeads: true, wrapGames: true}}
	var rooms [4]int
	for n := range layouts {
		l := &layouts[n]
		room := width - (3*sessionColumns + 1)
		for i := range sessionColumns {
			if i == colPlayers {
				continue
			}
			cell, head := w.cells[i], w.heads[i]
			if i == colLast && l.form == lastShort {
				cell = w.lastShort
			}
			if i == colGame && l.wrapGames {
				cell = w.gameWord
			}
			if l.wrapHeads {
				head = w.words[i]
			}
			l.caps[i] = max(cell, head)
			room -= l.caps[i]
		}
		l.caps[colPlayers] = min(players, room)
		rooms[n] = room
	}
	for n := range 3 { // rather no player wraps
		if rooms[n] >= players {
			return layouts[n], true
		}
	}
	if rooms[2] >= min(players, 10) {
		return layouts[2], true
	}
	return layouts[3], rooms[3] >= min(players, 6)
}

func (t *sessionsTable) render() {
	w := t.measure()
	l, ok := fit(w, t.f.width())
	if !ok || !w.plain {
		t.renderFitTable(l.form)
		return
	}
	numeric := func(i int) bool { return i == colID || i == colEvents }
	frame := t.f.newTable("", t.header...)
	frame.SetOutputMirror(nil)
	sample := make(table.Row, sessionColumns)
	natural := make([]int, sessionColumns)
	for i, c := range l.caps {
		if numeric(i) {
			sample[i] = pow10(c - 1) // c digits: go-pretty aligns the column right, header too
		} else {
			sample[i] = strings.Repeat("x", c)
		}
		natural[i] = max(c, w.heads[i]) // a header wider than its column wraps
	}
	frame.AppendRow(sample)
	frameLines := strings.Split(frame.renderCapped(l.caps[:], natural), "\n")
	box := frame.Style().Box
	if t.out == nil {
		t.out = bufio.NewWriterSize(t.f.Out, 64<<10)
	}
	out := t.out
	for _, line := range frameLines[:len(frameLines)-2] { // top border, header, its separator
		out.WriteString(line)
		out.WriteByte('\n')
	}
	var b []byte
	pad := func(n int) {
		for ; n > len(spaces); n -= len(spaces) {
			b = append(b, spaces...)
		}
		if n > 0 {
			b = append(b, spaces[:n]...)
		}
	}
	// A row's later lines hold only its players and perhaps its game: the rest of such a
	// line is the same blank cells every time.
	blankID := string(box.Left) + box.PaddingLeft + strings.Repeat(" ", l.caps[colID]) + box.PaddingRight
	var tail strings.Builder
	for col := colStatus; col < sessionColumns; col++ {
		tail.WriteString(box.MiddleVertical + box.PaddingLeft + strings.Repeat(" ", l.caps[col]) + box.PaddingRight)
	}
	tail.WriteString(box.Right + "\n")
	blankTail := tail.String()
	// text appends a cell's text (left aligned, width columns wide) in a column of c.
	text := func(s []byte, width, c int) {
		b = append(b, box.MiddleVertical...)
		b = append(b, box.PaddingLeft...)
		b = append(b, s...)
		pad(c - width)
		b = append(b, box.PaddingRight...)
	}
	for i := range t.lines {
		line := &t.lines[i]
		t.wrapPlayers(line.players, l.caps[colPlayers])
		last := len(t.buf)
		t.buf = line.appendLast(t.buf, l.form)
		game := t.games[:0]
		if w, _ := plainWidth(line.game); w > l.caps[colGame] {
			game = strings.Split(wrapSoft(line.game, l.caps[colGame]), "\n")
		} else {
			game = append(game, line.game)
		}
		t.games = game
		for row := range max(1, len(t.segs), len(game)) {
			if row > 0 {
				b = append(out.AvailableBuffer(), blankID...)
				var g, p []byte
				gw, pw := 0, 0
				if row < len(game) { // a game's name wraps only in the tightest layout
					name := strings.TrimRight(game[row], " ")
					g, gw = []byte(name), cellWidth(name)
				}
				if row < len(t.segs) {
					s := t.segs[row]
					p, pw = t.buf[s.from:s.to], s.width
				}
				text(g, gw, l.caps[colGame])
				text(p, pw, l.caps[colPlayers])
				out.Write(append(b, blankTail...))
				continue
			}
			b = append(out.AvailableBuffer(), box.Left...) // written in place when it fits
			for col := range sessionColumns {
				if col > 0 {
					b = append(b, box.MiddleVertical...)
				}
				b = append(b, box.PaddingLeft...)
				c := l.caps[col]
				switch {
				case col == colPlayers:
					if row < len(t.segs) {
						s := t.segs[row]
						b = append(b, t.buf[s.from:s.to]...)
						c -= s.width
					}
					pad(c)
				case col == colGame:
					if row < len(game) {
						g := strings.TrimRight(game[row], " ")
						b = append(b, g...)
						c -= cellWidth(g)
					}
					pad(c)
				case row > 0:
					pad(c)
				case col == colID:
					pad(c - digitCount(line.id))
					b = strconv.AppendInt(b, line.id, 10)
				case col == colEvents:
					pad(c - digitCount(int64(line.events)))
					b = strconv.AppendInt(b, int64(line.events), 10)
				case col == colLast:
					b = append(b, t.buf[last:]...)
					pad(c - (len(t.buf) - last))
				default:
					s := t.cell(line, col)
					b = append(b, s...)
					pad(c - cellWidth(s))
				}
				b = append(b, box.PaddingRight...)
			}
			b = append(append(b, box.Right...), '\n')
			out.Write(b)
		}
	}
	out.WriteString(frameLines[len(frameLines)-1]) // the bottom border
	out.WriteByte('\n')
	out.Flush()
}

// spaces pads the cells.
const spaces = "                                "

// cell is the status or start of the row.
func (t *sessionsTable) cell(l *sessionLine, col int) string {
	if col == colStatus {
		return l.status
	}
	return l.started
}

// wrapPlayers writes the players' names into buf, "Ann, Ben, Cid", as lines of at most
// width columns (segs), broken between names, each name but the last with its comma. A
// name wider than the column is broken between its words, its first words still on the
// line before when they fit, and a word wider than the column as go-pretty cuts it
// (wrapSoft).
func (t *sessionsTable) wrapPlayers(ps []string, width int) {
	t.buf, t.segs = t.buf[:0], t.segs[:0]
	from, lineWidth := 0, 0
	// put adds a piece (a name, or a word of one) and its comma, if it has one, on the
	// line, or on a new one; pw counts the comma.
	put := func(piece string, comma bool, pw int) {
		if lineWidth > 0 && lineWidth+1+pw <= width {
			t.buf = append(t.buf, ' ')
			lineWidth++
		} else if lineWidth > 0 {
			t.segs = append(t.segs, segment{from, len(t.buf), lineWidth})
			from, lineWidth = len(t.buf), 0
		}
		t.buf = append(t.buf, piece...)
		if comma {
			t.buf = append(t.buf, ',')
		}
		lineWidth += pw
	}
	for i, name := range ps {
		// The rows are plain (measure): no escape sequence joins a name to its comma,
		// so the comma adds one column to the name's width.
		comma := i < len(ps)-1
		nw, _ := t.nameWidth(name)
		if comma {
			nw++
		}
		if nw <= width {
			put(name, comma, nw)
			continue
		}
		if comma {
			name += ","
		}
		for _, word := range strings.Fields(name) {
			ww := cellWidth(word)
			if ww <= width {
				put(word, false, ww)
				continue
			}
			for _, part := range strings.Split(wrapSoft(word, width), "\n") {
				part = strings.TrimRight(part, " ")
				put(part, false, cellWidth(part))
			}
		}
	}
	if lineWidth > 0 {
		t.segs = append(t.segs, segment{from, len(t.buf), lineWidth})
	}
}

// renderFitTable draws the table with go-pretty, the dates kept whole where it can.
func (t *sessionsTable) renderFitTable(form lastForm) {
	ft := t.f.newTable("", t.header...)
	ft.SetOutputMirror(nil)
	ft.KeepWhole(colStarted+1, colLast+1)
	for i := range t.lines {
		l := &t.lines[i]
		ft.AppendRow([]any{l.id, l.game, strings.Join(l.players, ", "), l.status, l.started, l.events, l.lastText(form)})
	}
	if t.out == nil {
		t.out = bufio.NewWriterSize(t.f.Out, 64<<10)
	}
	t.out.WriteString(ft.Render())
	t.out.WriteByte('\n')
	t.out.Flush()
}

// digitCount is the number of characters n takes in decimal.
func digitCount(n int64) int {
	c := 1
	if n < 0 {
		c, n = 2, -n
	}
	for ; n >= 10; n /= 10 {
		c++
	}
	return c
}

// dayWriter writes a day with format, remembering the last day it wrote: the sessions
// of a long list come a few a day, and the catalog's date format is the slow part.
type dayWriter struct {
	format     func(time.Time) string
	y, m, d    int
	last       string
	remembered bool
}

// day is the day of t, which falls on y, m, d.
func (w *dayWriter) day(t time.Time, y int, m time.Month, d int) string {
	if !w.remembered || y != w.y || int(m) != w.m || d != w.d {
		w.y, w.m, w.d, w.last, w.remembered = y, int(m), d, w.format(t), true
	}
	return w.last
}

// statusWords looks up each status's word once.
type statusWords struct {
	p     *i18n.Printer
	words map[companion.Status]string
}

func (s *statusWords) word(st companion.Status) string {
	w, ok := s.words[st]
	if !ok {
		if s.words == nil {
			s.words = map[companion.Status]string{}
		}
		w = statusText(s.p, st)
		s.words[st] = w
	}
	return w
}

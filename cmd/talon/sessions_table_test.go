package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/jedib0t/go-pretty/v6/text"

	"github.com/talon-games/talon/companion/i18n"
)

// randomSessions is n sessions as a long history has them: ids up to six digits, the
// games' names, two to six players (accents, wide characters, long names, spaces),
// starts over the years and last actions the same day, later that year or later.
func randomSessions(r *rand.Rand, n int, wide bool, lang i18n.Lang) []sessionLine {
	names := []string{"Ann", "Béla", "Player 07", "Zsófia Kovács-Nagy", "Ödön", "Ida", "Jo", "Kim"}
	if wide {
		names = append(names, "字字", "Ｊｏ", "Ann-Marie Christina Lee", "e\u0301va")
	}
	games := []string{"Genoa", "Marco Polo", "Catan", "Neptun", "San Juan"}
	statuses := []string{"active", "finished", "abandoned"}
	if lang == i18n.Hungarian {
		statuses = []string{"aktív", "lezárt", "feladva"}
	}
	var out []sessionLine
	for range n {
		l := sessionLine{id: r.Int64N([]int64{10, 1000, 100_000, 999_999}[r.IntN(4)]) + 1, game: games[r.IntN(len(games))],
			status: statuses[r.IntN(len(statuses))], events: r.IntN([]int{1, 30, 1000}[r.IntN(3)])}
		for range 2 + r.IntN(5) {
			l.players = append(l.players, names[r.IntN(len(names))])
		}
		out = append(out, l)
	}
	return out
}

// addRandom adds the sessions to t with random starts and last actions.
func addRandom(r *rand.Rand, t *sessionsTable, lines []sessionLine) {
	for _, l := range lines {
		started := time.Date(2000+r.IntN(80), time.Month(1+r.IntN(12)), 1+r.IntN(28), r.IntN(24), r.IntN(60), 0, 0, time.UTC)
		last := started.Add([]time.Duration{0, time.Duration(r.IntN(90)) * time.Minute, time.Duration(r.IntN(60*24*400)) * time.Minute}[r.IntN(3)])
		t.add(l, started, last)
	}
}

// The table's rows are written as go-pretty writes a table of the same cells, each
// column as wide as the layout says (the players wrapped between names beforehand): the
// box, padding, alignment and wrapped headers are go-pretty's, plain and in colour, in
// English and Hungarian, at widths from 40 to 160 columns.
func TestSessionsTableIsGoPretty(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	drawn := 0
	for i := range 600 {
		var got, want bytes.Buffer
		lang := []i18n.Lang{i18n.English, i18n.Hungarian}[i%2]
		width, colour := 40+r.IntN(120), i%3 == 0
		f := &Factory{Out: &got, Getenv: func(string) string { return "" }, OutTerminal: colour, P: i18n.NewPrinter(lang),
			Width: func() int { return width }}
		st := newSessionsTable(f)
		addRandom(r, st, randomSessions(r, 1+r.IntN(12), i%4 == 0, lang)) // fewer than a table's rows
		w := st.measure()
		l, ok := fit(w, width)
		if !ok || !w.plain {
			continue
		}
		drawn++
		lines := st.lines
		st.flush()
		f.Out = &want
		ft := f.newTable("", st.header...)
		for j := range lines {
			line := &lines[j]
			st.wrapPlayers(line.players, l.caps[colPlayers])
			var players []string
			for _, s := range st.segs {
				players = append(players, string(st.buf[s.from:s.to]))
			}
			ft.AppendRow(table.Row{line.id, line.game, strings.Join(players, "\n"), line.status, line.started, line.events, line.lastText(l.form)})
		}
		var configs []table.ColumnConfig
		for c, w := range l.caps {
			wrap := text.WrapSoft
			if c == colPlayers { // the cells wrapped between names above; the header as go-pretty wraps it
				wrap = func(s string, w int) string {
					if s != st.header[colPlayers] {
						return s
					}
					return text.WrapSoft(s, w)
				}
			}
			configs = append(configs, table.ColumnConfig{Number: c + 1, WidthMin: w, WidthMax: w, WidthMaxEnforcer: wrap})
		}
		ft.SetColumnConfigs(configs)
		ft.Writer.Render()
		if got.String() != want.String() {
			t.Fatalf("width %d, colour %v, %v:\nwritten\n%s\ngo-pretty\n%s", width, colour, lang, got.String(), want.String())
		}
	}
	if drawn < 400 {
		t.Errorf("only %d of 600 tables drawn by the sessions' writer", drawn)
	}
}

// At 80 columns and wider, in English and Hungarian, the table fits the width and
// never breaks a date or a number over lines (the players wrap instead, and the last
// action is written short when the table is tight); a lone "." never makes a line.
func TestSessionsTableFits(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))

	for i := range 300 {
		var out bytes.Buffer
		lang := []i18n.Lang{i18n.English, i18n.Hungarian}[i%2]
		width := []int{80, 80, 100, 120}[r.IntN(4)]
		f := &Factory{Out: &out, Getenv: func(string) string { return "" }, P: i18n.NewPrinter(lang), Width: func() int { return width }}
		st := newSessionsTable(f)
		addRandom(r, st, randomSessions(r, 1+r.IntN(30), false, lang))
		w := st.measure()
		if _, ok := fit(w, width); !ok {
			t.Fatalf("%d columns, %v: no layout fits", width, lang)
		}
		lines := append([]sessionLine(nil), st.lines...)
		st.flush()
		text := out.String()
		borders := 0
		for _, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
			if strings.HasPrefix(line, "+") {
				borders++
			}
			if n := cellWidth(line); n > width {
				t.Fatalf("%d columns, %v: a line of %d\n%s", width, lang, n, text)
			}
			// A row's second line holds only what wraps: players, a game's name, headers.
			if cells := strings.Split(line, "|"); borders == 2 && len(cells) == sessionColumns+2 && strings.TrimSpace(cells[1+colID]) == "" &&
				strings.TrimSpace(cells[1+colStarted]+cells[1+colEvents]+cells[1+colLast]) != "" {
				t.Fatalf("%d columns, %v: a piece of a date or number on a line of its own\n%s", width, lang, text)
			}
		}
		for _, l := range lines {
			row := regexp.MustCompile(fmt.Sprintf(`(?m)^\| +%d \| .*\| %s +\| +%d \| `, l.id, regexp.QuoteMeta(l.started), l.events))
			if !row.MatchString(text) {
				t.Fatalf("%d columns, %v: session %d's id, start (%s) and events are not whole on its line\n%s", width, lang, l.id, l.started, text)
			}
		}
	}
}

// The players wrap between names, each name but the last with its comma, as many to a
// line as fit; a name wider than the column is broken at its spaces (its first words on
// the line before when they fit), a word wider than the column cut.
func TestWrapPlayers(t *testing.T) {
	st := newSessionsTable(&Factory{P: i18n.NewPrinter(i18n.English)})
	for _, c := range []struct {
		names []string
		width int
		want  string
	}{
		{[]string{"Ann", "Ben", "Cid"}, 20, "Ann, Ben, Cid"},
		{[]string{"Ann", "Ben", "Cid"}, 9, "Ann, Ben,|Cid"},
		{[]string{"Ann", "Ben", "Cid"}, 4, "Ann,|Ben,|Cid"},
		{[]string{"Player 11", "Player 07"}, 10, "Player 11,|Player 07"},
		{[]string{"Player 11", "Player 07"}, 9, "Player|11,|Player 07"},
		{[]string{"Zsófia Kovács-Nagy", "Ida"}, 12, "Zsófia|Kovács-Nagy,|Ida"},
		{[]string{"Ödön", "Zsófia Kovács-Nagy", "Béla", "Ida"}, 16, "Ödön, Zsófia|Kovács-Nagy,|Béla, Ida"},
		{[]string{"Jo", "Averylongname Kim"}, 8, "Jo,|Averylon|gname|Kim"},
		{[]string{"Ödön", "字字", "Jo"}, 9, "Ödön,|字字, Jo"},
		{[]string{"Averyveryverylongname"}, 8, "Averyver|yverylon|gname"},
		{nil, 8, ""},
		{[]string{"Ann"}, 8, "Ann"},
	} {
		st.wrapPlayers(c.names, c.width)
		var got []string
		for _, s := range st.segs {
			part := string(st.buf[s.from:s.to])
			if s.width != cellWidth(part) || s.width > c.width {
				t.Errorf("%q at %d: line %q measured %d", c.names, c.width, part, s.width)
			}
			got = append(got, part)
		}
		if strings.Join(got, "|") != c.want {
			t.Errorf("%q at %d: %q, want %q", c.names, c.width, strings.Join(got, "|"), c.want)
		}
	}
}

// When the players cannot have all the columns they take, they get the most there is:
// at 80 columns the headers wrap and the last action is written short rather than a
// Players column of 10 taking a line per name (trial-final F8: 9 sessions of three and
// four players were 33 lines, the header scrolled off 80x24).
func TestSessionsTablePlayersGetTheRoom(t *testing.T) {
	var out bytes.Buffer
	f := &Factory{Out: &out, Getenv: func(string) string { return "" }, P: i18n.NewPrinter(i18n.English), Width: func() int { return 80 }}
	st := newSessionsTable(f)
	day := time.Date(2026, 12, 3, 17, 2, 0, 0, time.UTC)
	for i, ps := range []string{"Anna,Emese,Csaba", "Béla,Dóra,Anna", "Anna,Béla,Csaba,Dóra", "Csaba,Dóra,Emese",
		"Béla,Dóra,Anna,Emese", "Anna,Béla,Csaba", "Anna,Béla,Csaba,Dóra", "Csaba,Dóra,Emese", "Béla,Dóra,Anna"} {
		st.add(sessionLine{id: int64(9 - i), game: "Catan", players: strings.Split(ps, ","), status: "finished"}, day, day)
	}
	st.flush()
	if lines := strings.Count(out.String(), "\n"); lines > 18 {
		t.Errorf("9 sessions take %d lines at 80 columns (the header scrolls off 80x24):\n%s", lines, out.String())
	}
	mustContain(t, out.String(), "| Anna, Emese, Csaba ")
}

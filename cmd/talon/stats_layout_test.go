package main

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/history"
)

// layoutHistory is a group's evening as history and stats must print it: accented
// names, an 8-letter and a 12-letter name, four players at a table, Genoa scores over
// a thousand (grouped "1 111" in Hungarian).
var layoutHistory = []textPlay{
	{"genoa", 2, []seated{{"Ánna", 762}, {"Béla", 903}, {"Maximilianus", 1111}, {"Kelemenné", 584}}},
	{"catan", 6, []seated{{"Zsófia", 10}, {"Ánna", 9}, {"Béla", 7}, {"Maximilianus", 7}}},
	{"marco-polo", 9, []seated{{"Győző", 70}, {"Maximilianus", 76}, {"Ánna", 84}}},
	{"neptun", 13, []seated{{"Béla", 14}, {"Maximilianus", 14}, {"Zsófia", 13}}},
	{"san-juan", 20, []seated{{"Zsófia", 40}, {"Győző", 29}, {"Kelemenné", 29}, {"Ánna", 31}}},
	{"catan", 21, []seated{{"Kelemenné", 10}, {"Ánna", 8}, {"Győző", 9}, {"Zsófia", 6}}},
}

// layoutScreens are every stats view and history, read at 80 and 120 columns.
var layoutScreens = [][]string{
	{"history"}, {"stats", "players"}, {"stats", "head-to-head"}, {"stats", "seats"}, {"stats", "ratings"},
	{"stats", "scores"}, {"stats", "summary"},
}

var (
	// layoutDate is a day as a stats or history table prints it in either language;
	// layoutMonth a month of the summary.
	layoutDate  = regexp.MustCompile(`2026(-\d\d-\d\d|\. \d\d\. \d\d\.)`)
	layoutMonth = regexp.MustCompile(`2026(-\d\d|\. \d\d\.)`)
	// layoutNumber is a cell holding one number as the language writes it: 1,111 and
	// 1 111 (a no-break space), 9.5 and 9,5, 35%, +247 and −72.
	layoutNumber = regexp.MustCompile(`^[+−]?\d{1,3}([,\x{a0}]\d{3})*([.,]\d)?%?$`)
)

// No date or number breaks over two lines, whatever the width and language: a name
// column narrows or wraps instead; every number is right-aligned; history keeps each
// player's name beside their score. Before, the Hungarian `stats players` broke the
// date when a name had 8 letters, Median and Win % were left-aligned, and history
// split "Maximilianus" from "7".
func TestStatsLayoutKeepsDatesNumbersAndPairsWhole(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		p := i18n.NewPrinter(i18n.English)
		if lang == "hu" {
			p = i18n.NewPrinter(i18n.Hungarian)
		}
		for _, width := range []int{80, 120} {
			e := newEnv(t)
			e.savePlays(layoutHistory)
			e.vars["TALON_LANG"] = lang
			e.width = width
			for _, args := range layoutScreens {
				what := strings.Join(args, " ") + " (" + lang + ", " + strconv.Itoa(width) + ")"
				out := e.ok(args...)
				mustFit(t, what, out, width)
				dates := layoutDate
				if args[len(args)-1] == "summary" {
					dates = layoutMonth
				}
				if days, years := len(dates.FindAllString(out, -1)), strings.Count(out, "2026"); days != years {
					t.Errorf("%s: %d of %d dates whole:\n%s", what, days, years, out)
				}
				for _, line := range strings.Split(out, "\n") {
					cells := strings.Split(line, "|")
					for _, cell := range cells[min(1, len(cells)):max(1, len(cells)-1)] {
						if n := strings.TrimSpace(cell); layoutNumber.MatchString(n) && !strings.HasSuffix(cell, n+" ") {
							t.Errorf("%s: %q is not right-aligned in %q", what, n, line)
						}
					}
				}
				if args[0] != "history" {
					continue
				}
				for _, play := range layoutHistory {
					for _, s := range play.seats {
						if pair := p.Sprintf("%s %d", s.name, s.points); !strings.Contains(out, pair) {
							t.Errorf("%s: %q is split:\n%s", what, pair, out)
						}
					}
				}
			}
		}
	}
}

// The screens above at 80 columns, as a group reads them.
func TestStatsLayoutGolden(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		e := newEnv(t)
		e.savePlays(layoutHistory)
		e.vars["TALON_LANG"] = lang
		golden(t, "stats_layout_"+lang, screensText(t, e, lang, layoutScreens))
	}
}

// A column kept whole (a date, a number) keeps its width while a text column narrows,
// down through its words: the 12-letter name wraps, the date does not.
func TestFitCapsNarrowsTextBeforeWholeColumns(t *testing.T) {
	for _, tt := range []struct {
		natural, words []int
		whole          []bool
		room           int
		want           []int
	}{
		{[]int{12, 10, 13}, []int{12, 5, 13}, []bool{false, false, true}, 40, []int{12, 10, 13}},  // fits
		{[]int{12, 10, 13}, []int{12, 5, 13}, []bool{false, false, true}, 30, []int{8, 8, 13}},    // the text wraps
		{[]int{12, 10, 13}, []int{12, 5, 13}, []bool{false, false, false}, 30, []int{10, 10, 10}}, // nothing whole: cut alike
		{[]int{20, 13}, []int{20, 13}, []bool{false, true}, 18, []int{9, 9}},                      // no room: the date too, last
		{[]int{12, 10, 13, 5}, []int{12, 5, 13, 5}, []bool{false, false, true, true}, 35, []int{8, 8, 13, 5}},
	} {
		if got := fitCaps(tt.natural, tt.words, tt.whole, tt.room); !slices.Equal(got, tt.want) {
			t.Errorf("fitCaps(%v, %v, %v, %d) = %v, want %v", tt.natural, tt.words, tt.whole, tt.room, got, tt.want)
		}
	}
}

// An unbroken cell wraps between its parts: a name stays with its score, a grouped
// number ("1 111", with a no-break space) stays whole, and only a part wider than the
// column is wrapped inside, at its plain spaces.
func TestUnbrokenWrapsBetweenParts(t *testing.T) {
	for _, tt := range []struct {
		parts unbroken
		width int
		want  string
	}{
		{listParts([]string{"Ann 10", "Ben 9"}), 20, "Ann 10, Ben 9"},
		{listParts([]string{"Player 01 903", "Player 07 1\u00a0111", "Player 10 584"}), 20, "Player 01 903,\nPlayer 07 1\u00a0111,\nPlayer 10 584"},
		{listParts([]string{"Béla 7", "Maximilianus 7"}), 20, "Béla 7,\nMaximilianus 7"},
		{unbroken{"Kiss Béla Ferenc 12"}, 10, "Kiss Béla\nFerenc 12"},
		{unbroken{"Ann", "Bartholomeusz"}, 8, "Ann\nBartholo\nmeusz"},
		{andParts(i18n.NewPrinter(i18n.Hungarian), []string{"Ann", "Ben", "Cy"}), 8, "Ann, Ben\nés Cy"},
		{andParts(i18n.NewPrinter(i18n.English), []string{"Player 08", "Player 05"}), 12, "Player 08\nand\nPlayer 05"},
	} {
		if got := wrapParts(tt.parts, tt.width); got != tt.want {
			t.Errorf("wrapParts(%q, %d) = %q, want %q", tt.parts, tt.width, got, tt.want)
		}
	}
	if got := andParts(i18n.NewPrinter(i18n.English), []string{"Ann", "Ben", "Cy"}).String(); got != andList(i18n.NewPrinter(i18n.English), []string{"Ann", "Ben", "Cy"}) {
		t.Errorf("andParts reads %q, andList otherwise", got)
	}
}

// When one long winner cell ("Béla és Maximilianus") would keep the winners column
// wide, it wraps between the names instead and every row's scores get the room: the
// table is printed in fewer lines.
func TestUnbrokenColumnsShareRoomForFewerLines(t *testing.T) {
	var b strings.Builder
	p := i18n.NewPrinter(i18n.Hungarian)
	f := &Factory{Out: &b, P: p, Getenv: func(string) string { return "" }}
	tab := f.newTable("", "#", "Dátum", "Játék", "Győztes", "Pontok")
	tab.KeepWhole(2)
	tab.AppendRow([]any{6, "2026. 11. 21.", "Catan", andParts(p, []string{"Zsófia"}),
		listParts([]string{"Zsófia 10", "Ánna 9", "Béla 7", "Maximilianus 7"})})
	tab.AppendRow([]any{5, "2026. 11. 20.", "San Juan", andParts(p, []string{"Zsófia"}),
		listParts([]string{"Zsófia 40", "Győző 29", "Ánna 29"})})
	tab.AppendRow([]any{4, "2026. 11. 13.", "Marco Polo", andParts(p, []string{"Béla", "Maximilianus"}),
		listParts([]string{"Béla 14", "Maximilianus 14", "Zsófia 13"})})
	tab.Render()
	out := b.String()
	mustFit(t, "history", out, 80)
	for _, want := range []string{"| Béla és      | Béla 14, Maximilianus 14,", "| Zsófia 40, Győző 29, Ánna 29 |"} {
		if !strings.Contains(out, want) {
			t.Errorf("lacks %q:\n%s", want, out)
		}
	}
	if lines := strings.Count(out, "\n"); lines != 9 {
		t.Errorf("%d lines, want 9:\n%s", lines, out)
	}
}

// The ratings view lists the latest plays whole (hist-trial2 F9): eight changes would
// cut a three-player play after one player, which then reads as a two-player play.
func TestLatestWholePlays(t *testing.T) {
	day := func(d int) time.Time { return time.Date(2026, 11, d, 20, 0, 0, 0, time.UTC) }
	play := func(session int64, d, players int) []history.RatingMove {
		var m []history.RatingMove
		for i := range players {
			m = append(m, history.RatingMove{Session: session, Date: day(d), Game: "catan", Player: strconv.Itoa(i)})
		}
		return m
	}
	plays := func(list ...[]history.RatingMove) []history.RatingMove { return slices.Concat(list...) }
	for _, tt := range []struct {
		changes []history.RatingMove
		n, want int
	}{
		{plays(play(1, 1, 3), play(2, 2, 3), play(3, 3, 3)), 8, 6}, // 9 changes: the first play left out whole
		{plays(play(1, 1, 4), play(2, 2, 4)), 8, 8},                // exactly two plays
		{plays(play(1, 1, 2), play(2, 2, 3)), 8, 5},                // fewer than n
		{plays(play(1, 1, 3), play(2, 2, 6)), 4, 6},                // the latest play alone is longer: whole
		{plays(play(1, 1, 3), play(0, 2, 2), play(0, 3, 2)), 4, 4}, // club plays without a number: by date
		{nil, 8, 0},
	} {
		got := latestWholePlays(tt.changes, tt.n)
		if len(got) != tt.want {
			t.Errorf("latestWholePlays(%d changes, %d) kept %d, want %d", len(tt.changes), tt.n, len(got), tt.want)
		}
	}
}

// history delete asks about the game by the name the lists show, not its id
// (hist-trial2 F15).
func TestHistoryDeleteNamesTheGame(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		e := textEnv(t, lang)
		e.tty = true
		e.prompt.answers = []string{"n"}
		e.ok("history", "delete", "5")
		if len(e.prompt.asked) != 1 || !strings.Contains(e.prompt.asked[0], "San Juan") || strings.Contains(e.prompt.asked[0], "san-juan") {
			t.Errorf("%s: asked %q", lang, e.prompt.asked)
		}
	}
}

// The summary's first line wraps within the width, a number never broken: with five
// games tied for most played the Hungarian line is 105 columns (hu-trial2 F43).
func TestStatsSummaryLineWraps(t *testing.T) {
	var five []textPlay
	for i, game := range []string{"catan", "genoa", "marco-polo", "neptun", "san-juan"} {
		five = append(five, textPlay{game, i + 1, []seated{{"Ánna", 10}, {"Béla", 9}}})
	}
	for _, lang := range []string{"en", "hu"} {
		e := newEnv(t)
		e.savePlays(five)
		e.vars["TALON_LANG"] = lang
		out := e.ok("stats", "summary")
		mustFit(t, "stats summary ("+lang+")", out, 80)
		first := strings.SplitN(out, "+", 2)[0]
		if lines := strings.Count(first, "\n"); lines != 2 || !strings.Contains(first, "\n  ") {
			t.Errorf("%s: the summary line is not wrapped with an indent:\n%s", lang, out)
		}
	}
}

// When a stats view is taller than the terminal, its last line says how to see less
// (hist-trial2 F11); a view that fits, a narrowed one or a pipe says nothing, and the
// players and ratings views page to the terminal instead (stats_page_test.go).
func TestStatsSaysHowToNarrowWhatScrolledAway(t *testing.T) {
	hint := map[string]string{"en": "--game, --player or --since narrows it", "hu": "a --game, a --player vagy a --since szűkíti"}
	for _, lang := range []string{"en", "hu"} {
		for _, tt := range []struct {
			height int
			args   []string
			want   bool
		}{
			{24, []string{"stats"}, false}, // the players view pages instead (trial F1)
			{24, []string{"stats", "all"}, true},
			{0, []string{"stats"}, false},                       // not a terminal
			{60, []string{"stats"}, false},                      // it fits
			{24, []string{"stats", "--player", "Győző"}, false}, // narrowed already
			{24, []string{"stats", "seats", "--game", "catan"}, false},
		} {
			e := newEnv(t)
			e.savePlays(layoutHistory)
			e.vars["TALON_LANG"] = lang
			e.height = tt.height
			out := e.ok(tt.args...)
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if got := strings.Contains(lines[len(lines)-1], hint[lang]); got != tt.want {
				t.Errorf("%s %v at %d lines: hint %v, want %v:\n%s", lang, tt.args, tt.height, got, tt.want, out)
			}
		}
	}
}

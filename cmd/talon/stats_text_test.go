package main

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/scoring"
)

// seated is one player's final total in a test play, in seat order.
type seated struct {
	name   string
	points int
}

// textPlay is a finished play saved straight into the history.
type textPlay struct {
	game  string
	day   int // of November 2026, 20:00 local
	seats []seated
}

// savePlays saves plays as `talon score` would, ranked by points (equal points share).
func (e *env) savePlays(plays []textPlay) {
	e.t.Helper()
	s, err := history.Open(e.db)
	if err != nil {
		e.t.Fatal(err)
	}
	defer s.Close()
	for _, p := range plays {
		var entries []scoring.Entry
		for _, st := range p.seats {
			entries = append(entries, scoring.Entry{Name: st.name, Breakdown: []scoring.Points{{Category: "points", Points: st.points}}})
		}
		r := scoring.Rank(entries, scoring.Rules{Game: p.game})
		if _, err := s.SaveScored(context.Background(), p.game, time.Date(2026, 11, p.day, 20, 0, 0, 0, time.Local), r); err != nil {
			e.t.Fatal(err)
		}
	}
}

// textHistory is four Catan plays of Ánna, Dóra and Zoli (Ánna's Catan average 7.25)
// and a San Juan play that Ánna and Ben share.
var textHistory = []textPlay{
	{"catan", 1, []seated{{"Ánna", 5}, {"Dóra", 8}, {"Zoli", 10}}},
	{"catan", 2, []seated{{"Ánna", 6}, {"Dóra", 10}, {"Zoli", 7}}},
	{"catan", 3, []seated{{"Ánna", 8}, {"Dóra", 7}, {"Zoli", 10}}},
	{"catan", 4, []seated{{"Ánna", 10}, {"Dóra", 9}, {"Zoli", 6}}},
	{"san-juan", 5, []seated{{"Ánna", 40}, {"Ben", 40}}},
}

func textEnv(t *testing.T, lang string) *env {
	e := newEnv(t)
	e.savePlays(textHistory)
	e.vars["TALON_LANG"] = lang
	return e
}

// rowOf is the first table row of out whose first cell is name.
func rowOf(out, name string) (int, string) {
	for i, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "| "+name+" ") {
			return i, line
		}
	}
	return -1, ""
}

// Stats tables sort names as the table's language does: Ánna with the A's, not after
// Zoli; a head-to-head pair is oriented the same way.
func TestStatsSortsNamesByTheLanguage(t *testing.T) {
	order := map[string]int{"Ánna": 1, "Ben": 2, "Dóra": 3, "Zoli": 4}
	for _, lang := range []string{"en", "hu"} {
		e := textEnv(t, lang)
		for _, view := range []string{"players", "head-to-head"} {
			out := e.ok("stats", view)
			last, rows := 0, 0
			for _, line := range strings.Split(out, "\n") {
				cells := strings.Split(line, "|")
				if len(cells) == 3 { // a table's title: the next table starts again
					last = 0
				}
				if len(cells) < 4 || order[strings.TrimSpace(cells[1])] == 0 {
					continue
				}
				rows++
				other := 2 // head to head: Player, Ahead, Player, …
				if view == "head-to-head" {
					other = 3
				}
				first, second := order[strings.TrimSpace(cells[1])], order[strings.TrimSpace(cells[other])]
				if first < last || view == "head-to-head" && second <= first {
					t.Errorf("%s stats %s: %q is out of order:\n%s", lang, view, line, out)
				}
				last = first
			}
			if rows < 4 {
				t.Errorf("%s stats %s: %d rows:\n%s", lang, view, rows, out)
			}
		}
	}
	if o := newTableOrder(i18n.NewPrinter(i18n.Hungarian), nil); o.names("Csaba", "Cili") <= 0 || o.names("ánna", "Anna") <= 0 || o.names("Ánna", "Béla") >= 0 {
		t.Errorf("Hungarian order: cs is a letter after c, and Á goes with A")
	}
}

// Tables name games as their boxes do; --json keeps the ids.
func TestTablesNameGames(t *testing.T) {
	e := textEnv(t, "en")
	for _, args := range [][]string{{"history"}, {"history", "show", "1"}, {"stats"}, {"stats", "seats"}, {"stats", "ratings"}, {"stats", "scores"}, {"stats", "summary"}} {
		out := e.ok(args...)
		if !strings.Contains(out, "Catan") || strings.Contains(out, "catan") || strings.Contains(out, "san-juan") {
			t.Errorf("%v: game ids instead of names:\n%s", args, out)
		}
	}
	mustContain(t, e.ok("stats", "seats", "--json"), `"game": "catan"`)
	mustContain(t, e.ok("history", "--json"), `"game": "san-juan"`)
}

// A player's "(all)" row is shown only over more than one game, and the scores table
// never averages different games.
func TestStatsAllRows(t *testing.T) {
	e := textEnv(t, "en")
	tests := []struct {
		args      []string
		allRows   []string // players with an (all) row in the record table
		noAllRows []string
	}{
		{[]string{"stats"}, []string{"Ánna"}, []string{"Ben", "Dóra", "Zoli"}},
		{[]string{"stats", "--game", "catan"}, nil, []string{"Ánna", "Dóra", "Zoli"}},
		{[]string{"stats", "--player", "Ánna"}, []string{"Ánna"}, nil},
	}
	for _, tt := range tests {
		out := e.ok(tt.args...)
		record, scores, _ := strings.Cut(out, "Streak:")
		for _, name := range tt.allRows {
			if !strings.Contains(record, "| "+name+" ") || !regexp.MustCompile(`\| `+name+` +\| \(all\)`).MatchString(record) {
				t.Errorf("%v: no (all) row for %s:\n%s", tt.args, name, out)
			}
		}
		for _, name := range tt.noAllRows {
			if regexp.MustCompile(`\| ` + name + ` +\| \(all\)`).MatchString(record) {
				t.Errorf("%v: an (all) row for %s repeats the game row:\n%s", tt.args, name, out)
			}
		}
		if strings.Contains(scores, "(all)") {
			t.Errorf("%v: the scores table averages different games:\n%s", tt.args, scores)
		}
	}
}

// Shown figures round halves away from zero: Ánna's Catan average 29/4 = 7.25 is 7.3.
func TestStatsRoundsHalvesAwayFromZero(t *testing.T) {
	for lang, want := range map[string]string{"en": "7.3", "hu": "7,3"} {
		out := textEnv(t, lang).ok("stats", "--game", "catan")
		_, scores, _ := strings.Cut(out, "\n+")
		if _, row := rowOf(scores[strings.LastIndex(scores, "Ánna")-2:], "Ánna"); !strings.Contains(row, " "+want+" ") {
			t.Errorf("%s: Ánna's average is not %s: %q\n%s", lang, want, row, out)
		}
	}
	for _, tt := range []struct {
		v      float64
		digits int
		want   float64
	}{{7.25, 1, 7.3}, {6.25, 1, 6.3}, {-7.25, 1, -7.3}, {12.5, 0, 13}, {-159.5, 0, -160}, {7.24, 1, 7.2}, {2.0 / 3, 1, 0.7}} {
		if got := roundHalfAway(tt.v, tt.digits); got != tt.want {
			t.Errorf("roundHalfAway(%v, %d) = %v, want %v", tt.v, tt.digits, got, tt.want)
		}
	}
}

// A rating change is the difference of the two numbers shown, with a typographic minus.
func TestRatingChangeMatchesTheNumbersShown(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		out := textEnv(t, lang).ok("stats", "ratings")
		_, moves, _ := strings.Cut(out, "\n+-")
		_, moves, _ = strings.Cut(moves, "\n+-") // past the ratings table
		number := func(s string) int {
			s = strings.NewReplacer(",", "", " ", "", "\u00a0", "", "+", "", "−", "-").Replace(s)
			n, err := strconv.Atoi(s)
			if err != nil {
				t.Fatalf("%s: %q is not a number", lang, s)
			}
			return n
		}
		rows := 0
		for _, line := range strings.Split(moves, "\n") {
			cells := strings.Split(line, "|")
			if len(cells) != 8 || !strings.Contains(cells[1], "2026") {
				continue
			}
			rows++
			before, after, change := number(strings.TrimSpace(cells[4])), number(strings.TrimSpace(cells[5])), strings.TrimSpace(cells[6])
			if number(change) != after-before {
				t.Errorf("%s: %s → %s changes by %s", lang, cells[4], cells[5], change)
			}
			if strings.HasPrefix(change, "-") {
				t.Errorf("%s: a hyphen for minus in %q", lang, change)
			}
		}
		if rows == 0 {
			t.Errorf("%s: no rating moves in:\n%s", lang, out)
		}
	}
	for _, tt := range []struct {
		before, after float64
		want          string
	}{{1800.4, 1640.4, "−160"}, {1799.6, 1640.4, "−160"}, {1500, 1500.4, "0"}, {1500, 1747, "+247"}} {
		if got := change(i18n.NewPrinter(i18n.English), tt.before, tt.after); got != tt.want {
			t.Errorf("change(%v, %v) = %q, want %q", tt.before, tt.after, got, tt.want)
		}
	}
}

// Shared winners read as a sentence in the table's language; a tie for the most played
// game names every game.
func TestWinnersAndMostPlayedTies(t *testing.T) {
	tests := []struct {
		lang string
		args []string
		want string
	}{
		{"en", []string{"history"}, "| Ánna and Ben "},
		{"hu", []string{"history"}, "| Ánna és Ben "},
		{"en", []string{"stats", "summary", "--since", "2026-11-04"}, "2 plays; most played: Catan, San Juan (1 each); H-index of plays: 1"},
		{"hu", []string{"stats", "summary", "--since", "2026-11-04"}, "2 parti; legtöbbet játszott: Catan, San Juan (1-1 parti); a partik H-indexe: 1"},
		{"en", []string{"stats", "summary"}, "5 plays; most played: Catan (4); H-index of plays: 1"},
	}
	for _, tt := range tests {
		mustContain(t, textEnv(t, tt.lang).ok(tt.args...), tt.want)
	}
	mustContain(t, textEnv(t, "en").ok("stats", "summary", "--since", "2026-11-04", "--json"), `"most_played_games": [`, `"catan",`, `"san-juan"`)
}

// A page past the last says how many pages there are; --limit 0 lists every play in a
// table when they fit one.
func TestHistoryPagePastTheEnd(t *testing.T) {
	tests := []struct {
		lang string
		args []string
		want string
	}{
		{"en", []string{"history", "--limit", "2", "--page", "9"}, "Page 9 is empty: the last is page 3 (5 plays, 2 a page).\n"},
		{"hu", []string{"history", "--limit", "2", "--page", "99"}, "Nincs 99. oldal: az utolsó a 3. (5 parti, oldalanként 2).\n"},
		{"en", []string{"history", "--page", "2", "--game", "san-juan"}, "Page 2 is empty: the last is page 1 (1 play, 20 a page).\n"},
		{"en", []string{"history", "--offset", "5"}, "--offset 5 skips every play: 5 plays in all.\n"},
		{"en", []string{"history", "--page", "2", "--player", "Zoli", "--since", "2099-01-01"}, "No finished games for --player Zoli --since 2099-01-01.\n"},
	}
	for _, tt := range tests {
		if out := textEnv(t, tt.lang).ok(tt.args...); out != tt.want {
			t.Errorf("%s %v: %q, want %q", tt.lang, tt.args, out, tt.want)
		}
	}
	out := textEnv(t, "en").ok("history", "--limit", "0")
	if strings.Count(out, "| Catan ")+strings.Count(out, "| San Juan ") != 5 {
		t.Errorf("--limit 0 does not list all five plays:\n%s", out)
	}
}

// statsTextScreens are the screens of the history above, in the golden files.
var statsTextScreens = [][]string{
	{"history"}, {"stats"}, {"stats", "head-to-head"}, {"stats", "ratings", "--game", "catan"},
	{"stats", "summary", "--since", "2026-11-04"}, {"history", "--limit", "2", "--page", "4"},
}

func TestStatsTextGolden(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		golden(t, "stats_text_"+lang, screensText(t, textEnv(t, lang), lang, statsTextScreens))
	}
}

// screensText runs each command and writes what it printed under a "$ talon …" line,
// each screen checked to fit 80 columns: a golden file's text.
func screensText(t *testing.T, e *env, lang string, screens [][]string) string {
	var b strings.Builder
	for _, args := range screens {
		out, errOut, code := e.run(args...)
		mustFit(t, strings.Join(args, " ")+" ("+lang+")", out, 80)
		b.WriteString("$ talon " + strings.Join(args, " ") + "   # exit " + strconv.Itoa(code) + "\n" + out + errOut)
	}
	return b.String()
}

// In the pseudo language every word of these screens is the catalog's or the data's.
func TestStatsTextGoesThroughCatalog(t *testing.T) {
	e := textEnv(t, "x-pseudo")
	data := []string{"Ánna", "Ben", "Dóra", "Zoli", "Catan", "San", "Juan", "Glicko-2", "RD", "H-index"}
	for _, args := range statsTextScreens {
		out, errOut, _ := e.run(args...)
		if bad := bypassedWords(out+errOut, data); len(bad) > 0 {
			t.Errorf("%v: words outside the catalog: %q in:\n%s%s", args, bad, out, errOut)
		}
	}
}

// --player says whom it took when two stored players' names read alike.
func TestPlayerLookAlikesAreNamed(t *testing.T) {
	tests := []struct {
		lang   string
		plays  []textPlay
		args   []string
		want   string // "" : no note
		reject string
	}{
		{"en", []textPlay{{"catan", 1, []seated{{"Béla", 10}, {"Bela", 6}, {"Cy", 6}}}}, []string{"history", "--player", "bela"},
			"--player bela is Bela; Béla is another player whose name reads alike", ""},
		{"hu", []textPlay{{"catan", 1, []seated{{"Béla", 10}, {"Bela", 6}, {"Cy", 6}}}}, []string{"stats", "--player", "BÉLA"},
			"--player BÉLA: Béla; Bela egy másik játékos hasonló névvel", ""},
		{"en", []textPlay{{"catan", 1, []seated{{"Béla", 10}, {"Bela", 6}, {"Cy", 6}}}}, []string{"history", "--player", "bélá"},
			"--player bélá counts Béla and Bela together", ""},
		{"hu", []textPlay{{"catan", 1, []seated{{"Béla", 10}, {"Ann", 6}, {"Cy", 6}}}}, []string{"history", "--player", "bélá"},
			"", "--player"}, // one Béla: accents folded, nothing to say
	}
	for _, tt := range tests {
		e := newEnv(t)
		e.savePlays(tt.plays)
		e.vars["TALON_LANG"] = tt.lang
		out := e.ok(tt.args...)
		mustFit(t, strings.Join(tt.args, " "), out, 80)
		flat := strings.Join(strings.Fields(out), " ")
		if tt.want != "" && !strings.Contains(flat, tt.want) || tt.reject != "" && strings.Contains(out, tt.reject) {
			t.Errorf("%s %v:\n%s", tt.lang, tt.args, out)
		}
		if !strings.Contains(out, "Béla 10") && tt.args[0] == "history" && !strings.Contains(tt.args[2], "bela") {
			t.Errorf("%s %v: Béla's play is not listed:\n%s", tt.lang, tt.args, out)
		}
	}
}

// A column kept whole is not wrapped while another column can wrap instead: the
// Hungarian date "2026. 11. 12." stays on one line, "Marco Polo" wraps.
func TestFitTableKeepsAColumnWhole(t *testing.T) {
	for _, keep := range []bool{false, true} {
		var b strings.Builder
		f := &Factory{Out: &b, P: i18n.NewPrinter(i18n.Hungarian), Getenv: func(string) string { return "" }}
		tab := f.newTable("", "Játékos", "Játék", "Parti", "Nyert", "Arány", "Széria", "Rekord", "Utoljára")
		tab.width = 80
		tab.AppendRow([]any{"Kelemen", "Marco Polo", 1, 1, "100%", 1, 1, "2026. 11. 12."})
		if keep {
			tab.KeepWhole(8)
		}
		tab.Render()
		mustFit(t, "table", b.String(), 80)
		if whole := strings.Contains(b.String(), "| 2026. 11. 12. |"); whole != keep {
			t.Errorf("kept whole %v, date on one line %v:\n%s", keep, whole, b.String())
		}
	}
}

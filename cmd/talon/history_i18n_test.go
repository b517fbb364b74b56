package main

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/scoring"
)

// historyScreens are the history and stats screens over two scored San Juan games (the
// first with details and a correction), each run in English and Hungarian into one
// golden file per language and in the pseudo language.
var historyScreens = [][]string{
	{"history"}, {"history", "show", "1"}, {"history", "--player", "Zed"}, {"stats", "--player", "Kelemn"},
	{"stats"}, {"stats", "head-to-head"}, {"stats", "seats"}, {"stats", "ratings"}, {"stats", "scores"}, {"stats", "summary"},
	{"history", "edit", "2", "--score", "Alfonz=29"}, {"history", "show", "99"}, {"history", "--since", "someday"},
}

// historyEnv is a history of two scored San Juan games, read in lang.
func historyEnv(t *testing.T, lang string) *env {
	e := newEnv(t)
	e.stdin = e.ok("score", "san-juan", "--template")
	e.ok("score", "san-juan", "--input", "-", "--location", "Club")
	e.stdin = e.ok("score", "san-juan", "--template")
	e.ok("score", "san-juan", "--input", "-")
	e.ok("history", "edit", "1", "--score", "Miki=31", "--notes", "rematch", "--duration", "80m")
	e.vars["TALON_LANG"] = lang
	return e
}

func TestHistoryScreensGolden(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		t.Run(lang, func(t *testing.T) {
			golden(t, "history_screens_"+lang, screensText(t, historyEnv(t, lang), lang, historyScreens))
		})
	}
}

// TestHistoryScreensGoThroughCatalog: in the pseudo language every word of the history
// and stats screens is the catalog's or the table's own data.
func TestHistoryScreensGoThroughCatalog(t *testing.T) {
	e := historyEnv(t, "x-pseudo")
	data := []string{"Alfonz", "Kelemen", "Miki", "San", "Juan", "Club", "rematch", "m", "h", "Glicko-2", "RD", "H-index",
		"Zed", "someday", "talon", "history"}
	for _, args := range historyScreens {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			out, errOut, _ := e.run(args...)
			if bad := bypassedWords(out+errOut, data); len(bad) > 0 {
				t.Errorf("words outside the catalog: %q in:\n%s%s", bad, out, errOut)
			}
		})
	}
}

// A tie-break line read back from the history prints in the table's language; a line an
// older talon stored in other words prints as it was stored.
func TestHistoryShowRewordsStoredTieBreak(t *testing.T) {
	e := newEnv(t)
	s, err := history.Open(e.db)
	if err != nil {
		t.Fatal(err)
	}
	tied := scoring.Rank([]scoring.Entry{
		{Name: "Ann", Breakdown: []scoring.Points{{Category: "points", Points: 10}}},
		{Name: "Ben", Breakdown: []scoring.Points{{Category: "points", Points: 10}}},
	}, scoring.Rules{Game: "catan"})
	old := tied.Plain()
	oldText := "Ann and Ben tied on 10 (an older talon's words)"
	old.TieBreak = &oldText
	for _, r := range []scoring.Result{tied, old} {
		if _, err := s.SaveScored(context.Background(), "catan", e.now, r); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	e.vars["TALON_LANG"] = "hu"
	mustContain(t, e.ok("history", "show", "1"), "Holtverseny: Ann, Ben: 10 pont, a helyezés közös")
	mustContain(t, e.ok("history", "show", "2"), "Holtverseny: "+oldText)
	e.vars["TALON_LANG"] = "en"
	mustContain(t, e.ok("history", "show", "1"), "Tie-break: Ann, Ben tied on 10 and share the place")
}

// historyFileScreens are history check and backup over a history with one game, the
// history's folder written DIR.
func historyFileScreens(t *testing.T, lang string) string {
	e := historyEnv(t, lang)
	dir := filepath.Dir(e.db)
	var b strings.Builder
	for _, args := range [][]string{{"history", "check"}, {"history", "backup", filepath.Join(dir, "copy.db")},
		{"history", "backup", filepath.Join(dir, "copy.db")}} {
		out, errOut, code := e.run(args...)
		if lang != "x-pseudo" { // the brackets widen the pseudo language
			mustFit(t, strings.Join(args, " ")+" ("+lang+")", strings.ReplaceAll(out+errOut, dir, "DIR"), 80)
		}
		b.WriteString("$ talon " + strings.Join(args, " ") + "   # exit " + strconv.Itoa(code) + "\n" + out + errOut)
	}
	return strings.ReplaceAll(b.String(), dir, "DIR")
}

func TestHistoryFileScreensGolden(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		t.Run(lang, func(t *testing.T) { golden(t, "history_file_screens_"+lang, historyFileScreens(t, lang)) })
	}
	if bad := bypassedWords(historyFileScreens(t, "x-pseudo"), []string{"talon", "history", "check", "backup", "exit", "DIR", "db", "copy", "integrity_check", "ok"}); len(bad) > 0 {
		t.Errorf("words outside the catalog: %q", bad)
	}
}

// The help of every history and stats command fits 80 columns in both languages.
func TestHistoryHelpFitsEightyColumns(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		e := newEnv(t)
		e.vars["TALON_LANG"] = lang
		for _, cmd := range [][]string{{"history"}, {"history", "show"}, {"history", "edit"}, {"history", "delete"}, {"history", "export"},
			{"history", "import"}, {"history", "check"}, {"history", "backup"}, {"stats"}} {
			mustFit(t, strings.Join(cmd, " ")+" --help ("+lang+")", e.ok(append(cmd, "--help")...), 80)
		}
		mustFit(t, "damaged advice ("+lang+")", i18n.NewPrinter(map[string]i18n.Lang{"en": i18n.English, "hu": i18n.Hungarian}[lang]).Sprintf(damagedAdvice), 80)
	}
}

// A session's status inside a history message is in the table's language.
func TestHistoryMessagesSayTheStatusInHungarian(t *testing.T) {
	e := newEnv(t)
	e.ok(tallyTable...)
	e.vars["TALON_LANG"] = "hu"
	_, errOut, code := e.run("history", "show", "1")
	if code != exitUsage || !strings.Contains(errOut, "játszma aktív, nem lezárt") {
		t.Errorf("history show of an active game: exit %d, %q", code, errOut)
	}
	e.ok("abandon", "--yes")
	_, errOut, _ = e.run("history", "edit", "1", "--score", "Ann=3")
	if !strings.Contains(errOut, "az 1. játszma állapota: feladva; csak befejezett parti pontjai javíthatók") {
		t.Errorf("history edit of an abandoned game: %q", errOut)
	}
}

// history check of a file that is not there says so in the table's language.
func TestHistoryCheckOfNoFileInHungarian(t *testing.T) {
	e := newEnv(t)
	e.vars["TALON_LANG"] = "hu"
	_, errOut, code := e.run("history", "check")
	if code != exitUsage || !strings.Contains(errOut, "az előzményfájl nem létezik") {
		t.Errorf("exit %d, %q", code, errOut)
	}
}

// The SVG chart's titles are in the table's language.
func TestScoresChartInHungarian(t *testing.T) {
	e := historyEnv(t, "hu")
	path := filepath.Join(t.TempDir(), "scores.svg")
	e.ok("stats", "scores", "--svg", path)
	svg, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(svg), ">San Juan: 6 pontszám, medián: 30<") {
		t.Errorf("chart titles not in Hungarian:\n%s", svg)
	}
}

package main

import (
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestStatsViews(t *testing.T) {
	e := newEnv(t)
	e.scoredPlays(4) // Ann wins all four catan plays against Ben
	for _, view := range append([]string{"all"}, statsViews...) {
		out := e.ok("stats", view)
		mustFit(t, "stats "+view, out, 80)
		var data any
		if err := json.Unmarshal([]byte(e.ok("stats", view, "--json")), &data); err != nil {
			t.Errorf("stats %s --json: %v", view, err)
		}
	}
	mustContain(t, e.ok("stats"), "Ann", "100%")
	mustContain(t, e.ok("stats", "head-to-head"), "| Ann    |     4 | Ben    |     0 |    0 |     4 |")
	mustContain(t, e.ok("stats", "seats", "--game", "catan"), "Catan", "100%")
	mustContain(t, e.ok("stats", "summary"), "4 plays; most played: Catan (4); H-index of plays: 1", "2026-01")
	var ratings struct {
		Ratings []struct {
			Player string  `json:"player"`
			Rating float64 `json:"rating"`
		} `json:"ratings"`
		Changes []struct {
			Before, After float64
		} `json:"changes"`
	}
	if err := json.Unmarshal([]byte(e.ok("stats", "ratings", "--json")), &ratings); err != nil {
		t.Fatal(err)
	}
	if len(ratings.Ratings) != 2 || ratings.Ratings[0].Player != "Ann" || ratings.Ratings[0].Rating <= 1500 || len(ratings.Changes) != 8 {
		t.Errorf("ratings %+v", ratings)
	}
	mustContain(t, e.ok("stats", "--player", "ben", "--since", "2026-01-03"), "Ben", "0%")
	mustContain(t, e.ok("stats", "--location", "Moon"), "No finished games for --location Moon.")
	if _, errOut, code := e.run("stats", "everything"); code != exitUsage || !strings.Contains(errOut, "head-to-head") {
		t.Errorf("unknown view: exit %d %q", code, errOut)
	}
}

func TestStatsSVG(t *testing.T) {
	e := newEnv(t)
	e.scoredPlays(3)
	path := filepath.Join(t.TempDir(), "scores.svg")
	mustContain(t, e.ok("stats", "scores", "--svg", path), "Score chart written to")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		XMLName xml.Name
		Rects   []struct {
			Title string `xml:"title"`
		} `xml:"rect"`
	}
	if err := xml.Unmarshal(b, &doc); err != nil || doc.XMLName.Local != "svg" {
		t.Fatalf("not SVG (%v):\n%s", err, b)
	}
	// Background plus one bar per score range: catan's scores 9..12 in ranges of 1.
	if len(doc.Rects) != 1+4 || !strings.Contains(string(b), "Catan: 6 scores, median 9.5") {
		t.Errorf("%d rects:\n%s", len(doc.Rects), b)
	}
	// A bar of one score says its score and how many; 9 was scored three times (Ben).
	var titles []string
	for _, r := range doc.Rects[1:] {
		titles = append(titles, r.Title)
	}
	if want := []string{"9: 3 scores", "10: 1 score", "11: 1 score", "12: 1 score"}; !slices.Equal(titles, want) {
		t.Errorf("bar titles %q, want %q", titles, want)
	}
}

// A window with no plays writes no chart (it says so), and a chart into a folder that
// does not exist names the user's file in the table's language.
func TestStatsSVGOfNothing(t *testing.T) {
	e := newEnv(t)
	e.scoredPlays(3)
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.svg")
	mustContain(t, e.ok("stats", "scores", "--since", "2026-11-22", "--svg", empty), "No finished games for --since 2026-11-22.")
	if _, err := os.Stat(empty); !os.IsNotExist(err) {
		t.Errorf("a chart of no plays was written (%v)", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("files left behind: %v", entries)
	}
	missing := filepath.Join(dir, "no", "x.svg")
	for lang, want := range map[string]string{"en": "its folder does not exist", "hu": "nincs meg a mappája"} {
		e.vars["TALON_LANG"] = lang
		_, errOut, code := e.run("stats", "scores", "--svg", missing)
		if code == 0 || !strings.Contains(errOut, missing) || !strings.Contains(errOut, want) || strings.Contains(errOut, ".tmp") {
			t.Errorf("%s: exit %d %q", lang, code, errOut)
		}
	}
}

// TestStatsSVGWhateverTheView (issue 14): --svg writes the score distribution chart
// whatever view is shown, and its help says so.
func TestStatsSVGWhateverTheView(t *testing.T) {
	e := newEnv(t)
	e.scoredPlays(3)
	for _, view := range []string{"players", "seats", "ratings", "summary", "all"} {
		path := filepath.Join(t.TempDir(), view+".svg")
		mustContain(t, e.ok("stats", view, "--svg", path), "Score chart written to")
		if b, err := os.ReadFile(path); err != nil || !strings.Contains(string(b), "Catan: 6 scores, median 9.5") {
			t.Errorf("stats %s --svg: not the score chart (%v):\n%s", view, err, b)
		}
	}
	for lang, want := range map[string]string{"en": "the scores view's, whatever the view shown", "hu": "a scores nézetét, bármelyik nézetnél"} {
		e.vars["TALON_LANG"] = lang
		help := strings.Join(strings.Fields(e.ok("stats", "--help")), " ")
		mustContain(t, help, want)
	}
}

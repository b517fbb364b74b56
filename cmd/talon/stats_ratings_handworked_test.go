package main

import (
	"encoding/json"
	"math"
	"testing"
	"time"
)

// TestStatsRatingsJSONWorkedByHand: `stats ratings --json` gives the ratings and the
// change each play made, entry by entry, as worked out by hand from Glickman's Glicko-2
// steps in history's TestRatingsWorkedByHand (the same four plays, a day apart): two new
// players, one win → 1662.31 / RD 290.32 and 1337.69; a three-player play with a tie;
// a player who sat a play out keeps his rating while his RD grows.
func TestStatsRatingsJSONWorkedByHand(t *testing.T) {
	defer func(l *time.Location) { time.Local = l }(time.Local)
	time.Local = time.UTC
	e := newEnv(t)
	e.savePlays([]textPlay{
		{"catan", 1, []seated{{"Ann", 10}, {"Ben", 5}}},
		{"catan", 2, []seated{{"Ann", 5}, {"Ben", 10}}},
		{"genoa", 3, []seated{{"Ann", 50}, {"Ben", 40}, {"Cy", 40}}},
		{"catan", 4, []seated{{"Cy", 10}, {"Ann", 5}}},
	})
	var got struct {
		Ratings []struct {
			Game       string  `json:"game"`
			Player     string  `json:"player"`
			Rating     float64 `json:"rating"`
			Deviation  float64 `json:"deviation"`
			Plays      int     `json:"plays"`
			LastChange float64 `json:"last_change"`
		} `json:"ratings"`
		Changes []struct {
			Session int64     `json:"session"`
			Date    time.Time `json:"date"`
			Game    string    `json:"game"`
			Player  string    `json:"player"`
			Before  float64   `json:"before"`
			After   float64   `json:"after"`
		} `json:"changes"`
	}
	out := e.ok("stats", "ratings", "--json")
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	r2 := func(v float64) float64 { return math.Round(v*100) / 100 }
	wantRatings := []struct {
		game, player string
		r, rd        float64
		plays        int
		last         float64
	}{
		{"catan", "Cy", 1645.82, 277.67, 1, 145.82},
		{"catan", "Ben", 1566.94, 260.70, 2, 229.25},
		{"catan", "Ann", 1341.63, 233.37, 3, -91.43},
		{"genoa", "Ann", 1747.32, 253.40, 1, 247.32},
		{"genoa", "Ben", 1376.34, 253.40, 1, -123.66},
		{"genoa", "Cy", 1376.34, 253.40, 1, -123.66},
	}
	if len(got.Ratings) != len(wantRatings) {
		t.Fatalf("%d ratings, want %d:\n%s", len(got.Ratings), len(wantRatings), out)
	}
	for i, w := range wantRatings {
		g := got.Ratings[i]
		if g.Game != w.game || g.Player != w.player || r2(g.Rating) != w.r || r2(g.Deviation) != w.rd || g.Plays != w.plays || r2(g.LastChange) != w.last {
			t.Errorf("rating %d: %+v, want %+v", i, g, w)
		}
	}
	wantChanges := []struct {
		session       int64
		game, player  string
		before, after float64
	}{
		{1, "catan", "Ann", 1500, 1662.31}, {1, "catan", "Ben", 1500, 1337.69},
		{2, "catan", "Ann", 1662.31, 1433.06}, {2, "catan", "Ben", 1337.69, 1566.94},
		{3, "genoa", "Ann", 1500, 1747.32}, {3, "genoa", "Ben", 1500, 1376.34}, {3, "genoa", "Cy", 1500, 1376.34},
		{4, "catan", "Cy", 1500, 1645.82}, {4, "catan", "Ann", 1433.06, 1341.63},
	}
	if len(got.Changes) != len(wantChanges) {
		t.Fatalf("%d changes, want %d:\n%s", len(got.Changes), len(wantChanges), out)
	}
	for i, w := range wantChanges {
		g := got.Changes[i]
		day := time.Date(2026, 11, int(w.session), 20, 0, 0, 0, time.UTC)
		if g.Session != w.session || !g.Date.Equal(day) || g.Game != w.game || g.Player != w.player || r2(g.Before) != w.before || r2(g.After) != w.after {
			t.Errorf("change %d: %+v, want %+v on %v", i, g, w, day)
		}
	}
}

package main

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/scoring"
)

// savePlaysAt saves a play of each game at each time, Ann beating Ben.
func (e *env) savePlaysAt(plays []struct {
	game string
	end  time.Time
}) {
	e.t.Helper()
	s, err := history.Open(e.db)
	if err != nil {
		e.t.Fatal(err)
	}
	defer s.Close()
	for _, p := range plays {
		r := scoring.Rank([]scoring.Entry{
			{Name: "Ann", Breakdown: []scoring.Points{{Category: "points", Points: 10}}},
			{Name: "Ben", Breakdown: []scoring.Points{{Category: "points", Points: 5}}},
		}, scoring.Rules{Game: p.game})
		if _, err := s.SaveScored(context.Background(), p.game, p.end, r); err != nil {
			e.t.Fatal(err)
		}
	}
}

// summaryJSON is `stats summary --json`'s per_month and h_index.
type summaryJSON struct {
	Plays    int `json:"plays"`
	PerMonth []struct {
		Month string `json:"month"`
		Plays int    `json:"plays"`
	} `json:"per_month"`
	HIndex  int            `json:"h_index"`
	PerGame map[string]int `json:"per_game"`
}

func (e *env) summary(args ...string) summaryJSON {
	e.t.Helper()
	var s summaryJSON
	out := e.ok(append([]string{"stats", "summary", "--json"}, args...)...)
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		e.t.Fatalf("%v\n%s", err, out)
	}
	return s
}

// TestStatsSummaryHIndexByHand: `stats summary` gives the H-index of plays of a
// history worked by hand (history's TestHIndexOfPlaysWorkedByHand has the working):
// catan 5, genoa 4, san-juan 4, marco-polo 2, neptun 1 → 3; a --since window without
// the first three plays (san-juan, san-juan, genoa) → catan 5, genoa 3, san-juan 2,
// marco-polo 2, neptun 1 → 2.
func TestStatsSummaryHIndexByHand(t *testing.T) {
	defer func(l *time.Location) { time.Local = l }(time.Local)
	time.Local = time.UTC
	e := newEnv(t)
	games := []string{"san-juan", "san-juan", "genoa", "catan", "catan", "catan", "catan", "catan",
		"genoa", "genoa", "genoa", "san-juan", "san-juan", "marco-polo", "marco-polo", "neptun"}
	var plays []textPlay
	for i, g := range games {
		plays = append(plays, textPlay{g, 1 + i, []seated{{"Ann", 10}, {"Ben", 5}}})
	}
	e.savePlays(plays)
	if s := e.summary(); s.Plays != 16 || s.HIndex != 3 {
		t.Errorf("every play: %d plays, H-index %d; want 16, 3 (%v)", s.Plays, s.HIndex, s.PerGame)
	}
	if s := e.summary("--since", "2026-11-04"); s.Plays != 13 || s.HIndex != 2 {
		t.Errorf("--since 2026-11-04: %d plays, H-index %d; want 13, 2 (%v)", s.Plays, s.HIndex, s.PerGame)
	}
	mustContain(t, e.ok("stats", "summary"), "H-index of plays: 3")
	mustContain(t, e.ok("--lang", "hu", "stats", "summary", "--since", "2026-11-04"), "a partik H-indexe: 2")
}

// TestStatsSummaryMonthsByHand: plays per month over four months, February empty in
// UTC and so not listed (the summary lists months that have plays); read in a zone two
// hours east, the play of 31 January 23:30 UTC falls in February (history's
// TestPlaysPerMonthWorkedByHand has the table). The figures were kept in UTC; the
// east reader folds the plays itself, and a --since window is folded in either zone.
func TestStatsSummaryMonthsByHand(t *testing.T) {
	defer func(l *time.Location) { time.Local = l }(time.Local)
	time.Local = time.UTC
	utc := func(mo time.Month, d, h, m int) time.Time { return time.Date(2026, mo, d, h, m, 0, 0, time.UTC) }
	e := newEnv(t)
	e.now = utc(12, 1, 12, 0)
	e.savePlaysAt([]struct {
		game string
		end  time.Time
	}{
		{"catan", utc(1, 10, 20, 0)}, {"catan", utc(1, 31, 23, 30)}, {"genoa", utc(3, 5, 19, 0)},
		{"marco-polo", utc(4, 1, 2, 0)}, {"catan", utc(4, 2, 20, 0)}, {"san-juan", utc(4, 15, 20, 0)},
	})
	months := func(s summaryJSON) map[string]int {
		out := map[string]int{}
		var order []string
		for _, m := range s.PerMonth {
			out[m.Month] = m.Plays
			order = append(order, m.Month)
		}
		for i := 1; i < len(order); i++ {
			if order[i-1] >= order[i] {
				t.Errorf("months out of order: %v", order)
			}
		}
		return out
	}
	tests := []struct {
		name string
		zone *time.Location
		args []string
		want map[string]int
	}{
		{"UTC", time.UTC, nil, map[string]int{"2026-01": 2, "2026-03": 1, "2026-04": 3}},
		{"UTC, --since", time.UTC, []string{"--since", "2026-01-15"}, map[string]int{"2026-01": 1, "2026-03": 1, "2026-04": 3}},
		{"east", time.FixedZone("+02:00", 2*3600), nil, map[string]int{"2026-01": 1, "2026-02": 1, "2026-03": 1, "2026-04": 3}},
		{"east, --since", time.FixedZone("+02:00", 2*3600), []string{"--since", "2026-01-15"}, map[string]int{"2026-02": 1, "2026-03": 1, "2026-04": 3}},
		{"west, --game", time.FixedZone("-05:00", -5*3600), []string{"--game", "marco-polo"}, map[string]int{"2026-03": 1}},
	}
	for _, tc := range tests {
		time.Local = tc.zone
		if got := months(e.summary(tc.args...)); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: per month %v, want %v", tc.name, got, tc.want)
		}
	}
}

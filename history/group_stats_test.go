package history

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"
)

// groupFixture: worked by hand in the test below.
//
//	1 catan  Ann 10 (wins)  Ben 8    Cy 5
//	2 catan  Ann 7          Ben 10   Cy 10   (Ben and Cy share the win)
//	3 genoa  Ann 50 (wins)  Ben 40
//	4 catan  Ann 12 (wins)  Ben 3
func groupFixture(t *testing.T) *Store {
	s := openTemp(t)
	played(t, s, "catan", at(10), line{"Ann", 10}, line{"Ben", 8}, line{"Cy", 5})
	played(t, s, "catan", at(20), line{"Ann", 7}, line{"Ben", 10}, line{"Cy", 10})
	played(t, s, "genoa", at(30), line{"Ann", 50}, line{"Ben", 40})
	played(t, s, "catan", at(40), line{"Ann", 12}, line{"Ben", 3})
	newSession(t, s, "catan", at(50), "Ann", "Ben") // active: not counted
	return s
}

func TestGroupStatsPlayers(t *testing.T) {
	g, err := groupFixture(t).GroupStats(context.Background(), PlayFilter{}, time.UTC, true)
	if err != nil {
		t.Fatal(err)
	}
	want := []PlayerStats{
		{"Ann", "", 4, 3, 0.75, 19.75, 11, 50, 7, at(40), 2, 2, true},
		{"Ann", "catan", 3, 2, 2.0 / 3, 29.0 / 3, 10, 12, 7, at(40), 1, 1, false},
		{"Ann", "genoa", 1, 1, 1, 50, 50, 50, 50, at(30), 1, 1, false},
		{"Ben", "", 4, 1, 0.25, 15.25, 9, 40, 3, at(40), 0, 1, true},
		{"Ben", "catan", 3, 1, 1.0 / 3, 7, 8, 10, 3, at(40), 0, 1, false},
		{"Ben", "genoa", 1, 0, 0, 40, 40, 40, 40, at(30), 0, 0, false},
		{"Cy", "", 2, 1, 0.5, 7.5, 7.5, 10, 5, at(20), 1, 1, false},
		{"Cy", "catan", 2, 1, 0.5, 7.5, 7.5, 10, 5, at(20), 1, 1, false},
	}
	if !reflect.DeepEqual(g.Players, want) {
		t.Errorf("players:\n got %+v\nwant %+v", g.Players, want)
	}
}

func TestGroupStatsPairsSeatsSummary(t *testing.T) {
	g, err := groupFixture(t).GroupStats(context.Background(), PlayFilter{}, time.UTC, true)
	if err != nil {
		t.Fatal(err)
	}
	wantPairs := []HeadToHead{{"Ann", "Ben", 4, 3, 1, 0}, {"Ann", "Cy", 2, 1, 1, 0}, {"Ben", "Cy", 2, 1, 0, 1}}
	if !reflect.DeepEqual(g.HeadToHead, wantPairs) {
		t.Errorf("head to head %+v, want %+v", g.HeadToHead, wantPairs)
	}
	wantSeats := []SeatStats{{"catan", 1, 3, 2, 2.0 / 3}, {"catan", 2, 3, 1, 1.0 / 3}, {"catan", 3, 2, 1, 0.5}, {"genoa", 1, 1, 1, 1}, {"genoa", 2, 1, 0, 0}}
	if !reflect.DeepEqual(g.Seats, wantSeats) {
		t.Errorf("seats %+v, want %+v", g.Seats, wantSeats)
	}
	wantSummary := Summary{Plays: 4, PerMonth: []MonthCount{{"2025-03", 4}}, MostPlayed: "catan", MostPlays: 3, MostPlayedGames: []string{"catan"}, HIndex: 1,
		PerGame: map[string]int{"catan": 3, "genoa": 1}}
	if !reflect.DeepEqual(g.Summary, wantSummary) {
		t.Errorf("summary %+v, want %+v", g.Summary, wantSummary)
	}
	catan := g.Scores[0]
	if catan.Game != "catan" || catan.Count != 8 || catan.Min != 3 || catan.Max != 12 || catan.Median != 9 || catan.Width != 1 ||
		!reflect.DeepEqual(catan.Buckets, []int{1, 0, 1, 0, 1, 1, 0, 3, 0, 1}) {
		t.Errorf("catan scores %+v", catan)
	}
	// Ratings: catan's ranking after three plays puts Ann first and every rating moved.
	if g.Ratings[0].Game != "catan" || g.Ratings[0].Player != "Ann" || g.Ratings[0].Plays != 3 || g.Ratings[0].Rating <= 1500 {
		t.Errorf("ratings %+v", g.Ratings)
	}
	if n := len(g.Changes); n != 10 { // one per player per play
		t.Errorf("%d rating changes, want 10", n)
	}
}

func TestGroupStatsFilters(t *testing.T) {
	s := groupFixture(t)
	tests := []struct {
		name    string
		f       PlayFilter
		plays   int
		players int
	}{
		{"one game", PlayFilter{Game: "genoa"}, 1, 4},
		{"one player", PlayFilter{Player: "cy"}, 2, 2},
		{"since", PlayFilter{Since: at(30)}, 2, 6},
		{"until", PlayFilter{Until: at(11)}, 1, 6},
		{"nowhere", PlayFilter{Location: "Moon"}, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := s.GroupStats(context.Background(), tt.f, time.UTC, true)
			if err != nil {
				t.Fatal(err)
			}
			if g.Summary.Plays != tt.plays || len(g.Players) != tt.players {
				t.Errorf("%d plays, %d player rows; want %d, %d", g.Summary.Plays, len(g.Players), tt.plays, tt.players)
			}
		})
	}
}

func TestGroupStatsWithoutRatings(t *testing.T) {
	g, err := groupFixture(t).GroupStats(context.Background(), PlayFilter{}, time.UTC, false)
	if err != nil || len(g.Ratings) != 0 || len(g.Changes) != 0 || len(g.Players) != 8 {
		t.Errorf("without ratings: %d ratings, %d changes, %d player rows, %v", len(g.Ratings), len(g.Changes), len(g.Players), err)
	}
}

// TestPlayerStatsJSONLeavesMixedScoresNull: an overall row of a player who played more
// than one game has null average, median, best and worst in JSON (Catan's 10 and
// Genoa's 50 averaged mean nothing); a row of one game, and the overall row when only
// one game is counted (a player of one game, or --game), keep them.
func TestPlayerStatsJSONLeavesMixedScoresNull(t *testing.T) {
	s := groupFixture(t)
	tests := []struct {
		name   string
		filter PlayFilter
		want   map[string]string // player/game → the score figures as JSON
	}{
		{"every game", PlayFilter{}, map[string]string{
			"Ann/":      `"average":null,"median":null,"best":null,"worst":null`,
			"Ann/genoa": `"average":50,"median":50,"best":50,"worst":50`,
			"Cy/":       `"average":7.5,"median":7.5,"best":10,"worst":5`,
		}},
		{"one game", PlayFilter{Game: "genoa"}, map[string]string{
			"Ann/":      `"average":50,"median":50,"best":50,"worst":50`,
			"Ann/genoa": `"average":50,"median":50,"best":50,"worst":50`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := s.GroupStats(context.Background(), tt.filter, time.UTC, false)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]string{}
			for _, p := range g.Players {
				b, err := json.Marshal(p)
				if err != nil {
					t.Fatal(err)
				}
				got[p.Player+"/"+p.Game] = string(b)
			}
			for key, want := range tt.want {
				if !strings.Contains(got[key], want) || !strings.HasPrefix(got[key], `{"player":`) {
					t.Errorf("%s: %s\nwant it to hold %s", key, got[key], want)
				}
			}
		})
	}
}

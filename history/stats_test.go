package history

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/talon-games/talon/scoring"
)

// line is one player's score in a fixture game: rank and winner follow from the totals.
type line struct {
	name  string
	total int
}

// played stores a finished game and returns its session id.
func played(t testing.TB, s *Store, game string, end time.Time, lines ...line) int64 {
	t.Helper()
	entries := make([]scoring.Entry, len(lines))
	for i, l := range lines {
		entries[i] = scoring.Entry{Name: l.name, Breakdown: []scoring.Points{{Category: "points", Points: l.total}}}
	}
	sess, err := s.SaveScored(context.Background(), game, end, scoring.Rank(entries, scoring.Rules{Game: game}))
	if err != nil {
		t.Fatal(err)
	}
	return sess.ID
}

// statsFixture: two catan games (the second a shared win for Ben and Cy), one genoa
// game, plus an active and an abandoned game that must not count.
func statsFixture(t *testing.T) (*Store, []int64) {
	s := openTemp(t)
	ids := []int64{
		played(t, s, "catan", at(10), line{"Ann", 10}, line{"Ben", 8}, line{"Cy", 5}),
		played(t, s, "catan", at(20), line{"ann", 7}, line{"Ben", 10}, line{"Cy", 10}),
		played(t, s, "genoa", at(30), line{"Ann", 50}, line{"Ben", 40}),
	}
	newSession(t, s, "catan", at(40), "Ann", "Ben")
	gone := newSession(t, s, "catan", at(41), "Ann", "Ben")
	if err := s.Abandon(context.Background(), gone.ID, at(42)); err != nil {
		t.Fatal(err)
	}
	return s, ids
}

func TestStats(t *testing.T) {
	s, _ := statsFixture(t)
	annCatan := Stat{"Ann", "catan", 2, 1, 0.5, 8.5, 10, at(20)}
	annGenoa := Stat{"Ann", "genoa", 1, 1, 1, 50, 50, at(30)}
	benCatan := Stat{"Ben", "catan", 2, 1, 0.5, 9, 10, at(20)}
	benGenoa := Stat{"Ben", "genoa", 1, 0, 0, 40, 40, at(30)}
	cyCatan := Stat{"Cy", "catan", 2, 1, 0.5, 7.5, 10, at(20)}
	tests := []struct {
		name string
		f    StatsFilter
		want []Stat
	}{
		{"everyone", StatsFilter{}, []Stat{annCatan, annGenoa, benCatan, benGenoa, cyCatan}},
		{"one game", StatsFilter{Game: "genoa"}, []Stat{annGenoa, benGenoa}},
		{"one player, any case", StatsFilter{Player: "ANN"}, []Stat{annCatan, annGenoa}},
		{"player and game", StatsFilter{Game: "catan", Player: "cy"}, []Stat{cyCatan}},
		{"unknown player", StatsFilter{Player: "Zed"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := s.Stats(context.Background(), tt.f)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got\n%+v\nwant\n%+v", got, tt.want)
			}
		})
	}
}

func TestHistory(t *testing.T) {
	s, ids := statsFixture(t)
	tests := []struct {
		name string
		f    HistoryFilter
		want []int64
	}{
		{"all finished, newest first", HistoryFilter{}, []int64{ids[2], ids[1], ids[0]}},
		{"by game", HistoryFilter{PlayFilter: PlayFilter{Game: "catan"}}, []int64{ids[1], ids[0]}},
		{"by player, any case", HistoryFilter{PlayFilter: PlayFilter{Player: "CY"}}, []int64{ids[1], ids[0]}},
		{"limit", HistoryFilter{Limit: 2}, []int64{ids[2], ids[1]}},
		{"nobody", HistoryFilter{PlayFilter: PlayFilter{Player: "Zed"}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := s.History(context.Background(), tt.f)
			if err != nil {
				t.Fatal(err)
			}
			var ids []int64
			for _, g := range got {
				ids = append(ids, g.SessionID)
			}
			if !reflect.DeepEqual(ids, tt.want) {
				t.Errorf("sessions %v, want %v", ids, tt.want)
			}
		})
	}

	got, _ := s.History(context.Background(), HistoryFilter{PlayFilter: PlayFilter{Game: "catan"}, Limit: 1})
	want := Played{SessionID: ids[1], Game: "catan", Date: at(20),
		Players:  []Placing{{"Ann", 7, 3, false}, {"Ben", 10, 1, true}, {"Cy", 10, 1, true}}, // "ann" typed: Ann here
		TieBreak: ptr("Ben, Cy tied on 10 and share the place")}
	if len(got) != 1 {
		t.Fatalf("got %d games", len(got))
	}
	want.UUID = got[0].UUID
	if !reflect.DeepEqual(got[0], want) {
		t.Errorf("game\n%+v\nwant\n%+v", got[0], want)
	}
}

package history

import (
	"context"
	"testing"
	"time"
)

// TestPlayerNamesIgnoreAccents: a player is found, and typed again, by name ignoring
// case and accents, as an import matches players ("Dóra" is found by --player dora;
// "Anna" then "Ánna" is one player).
func TestPlayerNamesIgnoreAccents(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name      string
		typed     []string // the first player's name in each play, in order
		filter    string
		wantPlays int
		wantRows  int // players in the statistics (the one asked for)
	}{
		{"stored with an accent, asked without", []string{"Dóra"}, "dora", 1, 1},
		{"stored without, asked with", []string{"Dora"}, "Dóra", 1, 1},
		{"upper case and accents", []string{"Dóra"}, "DORA", 1, 1},
		{"typed both ways: one player", []string{"Anna", "Ánna"}, "anna", 2, 1},
		{"typed both ways, asked with the accent", []string{"Anna", "Ánna", "ANNA"}, "Ánna", 3, 1},
		{"another name is not found", []string{"Dóra"}, "Dorka", 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openTemp(t)
			for i, n := range tt.typed {
				played(t, s, "catan", at(i), line{n, 10}, line{"Ben", 7})
			}
			got, err := s.History(ctx, HistoryFilter{PlayFilter: PlayFilter{Player: tt.filter}})
			if err != nil || len(got) != tt.wantPlays {
				t.Errorf("history --player %s: %d plays, %v; want %d", tt.filter, len(got), err, tt.wantPlays)
			}
			g, err := s.GroupStats(ctx, PlayFilter{Player: tt.filter}, time.UTC, false)
			if err != nil || g.Summary.Plays != tt.wantPlays {
				t.Fatalf("stats --player %s: %+v, %v", tt.filter, g.Summary, err)
			}
			rows := 0
			for _, p := range g.Players {
				if p.Game == "" {
					rows++
				}
			}
			if rows != tt.wantRows {
				t.Errorf("stats --player %s: %d players %+v, want %d", tt.filter, rows, g.Players, tt.wantRows)
			}
		})
	}
}

// TestPlayedThroughWithAnotherSpelling: a game set up with "Ánna" for the player stored
// as "Anna" is her play, and its result (named as set up) is stored.
func TestPlayedThroughWithAnotherSpelling(t *testing.T) {
	s := openTemp(t)
	played(t, s, "catan", at(0), line{"Anna", 10}, line{"Ben", 7})
	sess := newSession(t, s, "catan", at(10), "Ánna", "Ben")
	appendAll(t, s, sess.ID, 11, "roll 3,4")
	finish(t, s, sess.ID, 20, line{"Ánna", 8}, line{"Ben", 9})
	g, err := s.GroupStats(context.Background(), PlayFilter{Player: "anna"}, time.UTC, false)
	if err != nil || g.Summary.Plays != 2 || len(g.Players) == 0 || g.Players[0].Plays != 2 {
		t.Errorf("stats: %+v %+v, %v; want Anna's two plays", g.Summary, g.Players, err)
	}
}

// TestLookAlikeNamesAtOneTable: two names at one table that differ only by accents are
// two people, even when a player with one of the names is already known.
func TestLookAlikeNamesAtOneTable(t *testing.T) {
	s := openTemp(t)
	played(t, s, "catan", at(0), line{"Odon", 10}, line{"Ben", 7})
	played(t, s, "catan", at(1), line{"Ödön", 10}, line{"Odon", 7})
	g, err := s.GroupStats(context.Background(), PlayFilter{Game: "catan"}, time.UTC, false)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range g.Players {
		if p.Game == "" {
			names = append(names, p.Player)
		}
	}
	if len(names) != 3 {
		t.Errorf("players %v: want Ben, Odon and Ödön", names)
	}
}

// TestLookAlikeNamesAreFoundAsSpelled: of two look-alike players (they sat at one
// table), --player finds the one spelled so, in the history list and in the stats;
// a spelling of neither still finds them by accents.
func TestLookAlikeNamesAreFoundAsSpelled(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	played(t, s, "catan", at(0), line{"Ödön", 10}, line{"Odon", 7})
	played(t, s, "catan", at(1), line{"Odon", 9}, line{"Ben", 3})
	played(t, s, "catan", at(2), line{"Odon", 8}, line{"Ben", 2})
	tests := []struct {
		typed     string
		wantPlays int
		wantWins  int
	}{
		{"Ödön", 1, 1},
		{"ödön", 1, 1},
		{"Odon", 3, 2},
		{"ODON", 3, 2},
	}
	for _, tt := range tests {
		got, err := s.History(ctx, HistoryFilter{PlayFilter: PlayFilter{Player: tt.typed}})
		if err != nil || len(got) != tt.wantPlays {
			t.Errorf("history --player %s: %d plays, %v; want %d", tt.typed, len(got), err, tt.wantPlays)
		}
		for _, ratings := range []bool{false, true} {
			for _, f := range []PlayFilter{{Player: tt.typed}, {Player: tt.typed, Since: at(0)}} {
				g, err := s.GroupStats(ctx, f, time.UTC, ratings)
				if err != nil {
					t.Fatal(err)
				}
				var wins, plays int
				for _, p := range g.Players {
					if p.Game == "" {
						wins, plays = p.Wins, p.Plays
						if foldName(p.Player) != foldName(tt.typed) {
							t.Errorf("stats --player %s shows %s", tt.typed, p.Player)
						}
					}
				}
				if plays != tt.wantPlays || wins != tt.wantWins {
					t.Errorf("stats %+v: %d plays, %d wins; want %d, %d", f, plays, wins, tt.wantPlays, tt.wantWins)
				}
			}
		}
	}
}

package history

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/talon-games/talon/companion"
)

// TestSeatsCountFromTheFirstPlayer: "wins by seat (1 = first player)" and BG Stats's
// startPlayer take the first player from the game's setup record where the game chose
// one (Genoa's first player, San Juan's governor, Neptun's drawn order); Ann, seated
// first, wins every play.
func TestSeatsCountFromTheFirstPlayer(t *testing.T) {
	defer func(z func() *time.Location) { statsZone = z }(statsZone)
	statsZone = func() *time.Location { return time.UTC }
	ctx := context.Background()
	tests := []struct {
		game, setup string
		players     []string
		wantSeat    int    // Ann's seat in the statistics
		wantStart   string // BG Stats's start player
	}{
		{"genoa", `{"first":1}`, []string{"Ann", "Ben"}, 2, "Ben"},
		{"genoa", `{"first":0}`, []string{"Ann", "Ben"}, 1, "Ann"},
		{"san-juan", `{"governor":2}`, []string{"Ann", "Ben", "Cy"}, 2, "Cy"},
		{"neptun", `{"order":[2,0,1]}`, []string{"Ann", "Ben", "Cy"}, 2, "Cy"},
		{"catan", `{"board":"x"}`, []string{"Ann", "Ben"}, 1, "Ann"},
		{"marco-polo", ``, []string{"Ann", "Ben"}, 1, "Ann"},
	}
	for _, tt := range tests {
		t.Run(tt.game+" "+tt.setup, func(t *testing.T) {
			s := openTemp(t)
			sess := companion.Session{Game: tt.game, Seed: "SEED-1", Started: at(0)}
			if tt.setup != "" {
				sess.Setup = json.RawMessage(tt.setup)
			}
			var lines []line
			for i, n := range tt.players {
				sess.Config.Players = append(sess.Config.Players, companion.Player{Name: n})
				lines = append(lines, line{n, 10 - i})
			}
			sess, err := s.CreateSession(ctx, sess)
			if err != nil {
				t.Fatal(err)
			}
			appendAll(t, s, sess.ID, 1, "roll 3,4")
			finish(t, s, sess.ID, 5, lines...)
			g, err := s.GroupStats(ctx, PlayFilter{}, time.UTC, true)
			if err != nil {
				t.Fatal(err)
			}
			for _, st := range g.Seats {
				if st.Wins != 0 && st.Seat != tt.wantSeat || st.Wins == 0 && st.Seat == tt.wantSeat {
					t.Errorf("seats %+v: want the win at seat %d", g.Seats, tt.wantSeat)
				}
			}
			checkKept(t, s, "a play with a first player")
			var buf bytes.Buffer
			if err := s.ExportBGStats(ctx, &buf, PlayFilter{}, bggGames, time.UTC, nil); err != nil {
				t.Fatal(err)
			}
			var file BGStatsFile
			if err := json.Unmarshal(buf.Bytes(), &file); err != nil {
				t.Fatal(err)
			}
			var starts []string
			for _, ps := range file.Plays[0].PlayerScores {
				if ps.StartPlayer {
					starts = append(starts, file.Players[ps.PlayerRefID-1].Name)
				}
			}
			if len(starts) != 1 || starts[0] != tt.wantStart {
				t.Errorf("BG Stats start players %v, want %s", starts, tt.wantStart)
			}
		})
	}
}

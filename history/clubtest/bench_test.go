package clubtest_test

import (
	"context"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/history/clubtest"
	"github.com/talon-games/talon/history/historytest"
)

// laptopWith is a history of n finished plays among 12 players (and a few active
// sessions, which stay at their table).
func laptopWith(b *testing.B, n int) *history.Store {
	b.Helper()
	path := filepath.Join(b.TempDir(), "talon.db")
	if err := historytest.Build(context.Background(), path, historytest.Large{Plays: n, Active: 5, Seed: 7}); err != nil {
		b.Fatal(err)
	}
	s, err := history.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s
}

// Goal: under 5 s for 1,000 new plays pushed to an empty club.
func BenchmarkSyncThousandNewPlaysToEmptyClub(b *testing.B) {
	s := laptopWith(b, 1000)
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		c := openClub(b, newClub(b))
		b.StartTimer()
		rep, err := c.Sync(context.Background(), s)
		if err != nil {
			b.Fatal(err)
		}
		if rep.PushedAdded != 1000 {
			b.Fatalf("pushed %d plays, want 1000", rep.PushedAdded)
		}
	}
}

// Goal: under 200 ms when neither side has anything new (1,000 plays on both).
func BenchmarkIdleSync(b *testing.B) {
	s := laptopWith(b, 1000)
	c := openClub(b, newClub(b))
	if _, err := c.Sync(context.Background(), s); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		rep, err := c.Sync(context.Background(), s)
		if err != nil {
			b.Fatal(err)
		}
		if rep.PushedAdded+rep.PushedUpdate+rep.Pulled.SessionsAdded+rep.Pulled.SessionsUpdated != 0 {
			b.Fatalf("an idle sync changed something: %+v", rep)
		}
	}
}

// clubWithPlays is a club of n finished plays of four seats among 12 players,
// generated with SQL on the server.
func clubWithPlays(b *testing.B, n int) *history.Club {
	b.Helper()
	url := newClub(b)
	clubtest.Exec(b, url,
		`INSERT INTO talon_players (uuid, name, folded, doc)
			SELECT 'p' || i, 'Player ' || i, 'player ' || i, '{"name":"Player ' || i || '"}' FROM generate_series(1, 12) i`,
		`INSERT INTO talon_player_uuids (uuid, player_uuid) SELECT uuid, uuid FROM talon_players`,
		`INSERT INTO talon_sessions (uuid, game, status, played, hash, doc, config)
			SELECT 's' || i, (ARRAY['catan','genoa','marco-polo','neptun','san-juan'])[1 + i % 5], 'finished',
				to_char(timestamp '2020-01-01' + i * interval '37 minutes', 'YYYY-MM-DD"T"HH24:MI:SS".000000000Z"'),
				md5(i::text), '{}', '{"players":[]}'
			FROM generate_series(1, `+strconv.Itoa(n)+`) i`,
		`INSERT INTO talon_results (session_uuid, seat, player_uuid, score, rank, winner)
			SELECT 's' || i, seat, 'p' || (1 + (i * 7 + seat * 5) % 12), (i * 31 + seat * 17) % 90,
				1 + (seat + i) % 4, (seat + i) % 4 = 0
			FROM generate_series(1, `+strconv.Itoa(n)+`) i, generate_series(0, 3) seat`,
		`UPDATE talon_sessions s SET seats = (SELECT string_agg(r.seat || ',' || r.player_uuid || ',' || r.score || ',' ||
			r.rank || ',' || r.winner::int, ';' ORDER BY r.seat) FROM talon_results r WHERE r.session_uuid = s.uuid)`,
		`VACUUM ANALYZE`)
	return openClub(b, url)
}

// Goal: `talon stats --club` (the players view) over 100,000 plays under 500 ms.
func BenchmarkClubStats100k(b *testing.B) {
	c := clubWithPlays(b, 100_000)
	for _, bc := range []struct {
		name    string
		ratings bool
	}{{"players", false}, {"all-views", true}} {
		b.Run(bc.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				g, err := c.GroupStats(context.Background(), history.PlayFilter{}, time.UTC, bc.ratings)
				if err != nil {
					b.Fatal(err)
				}
				if g.Summary.Plays != 100_000 {
					b.Fatalf("stats saw %d plays, want 100000", g.Summary.Plays)
				}
			}
		})
	}
}

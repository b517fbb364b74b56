// Package historytest builds synthetic talon databases for tests and benchmarks: large
// histories written as talon's own schema (history.Open creates the file, so it carries
// the real application_id and user_version), filled in one transaction.
package historytest

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"github.com/talon-games/talon/companion/names"
	"github.com/talon-games/talon/history"
)

// Large describes a synthetic history. The same Large always builds the same rows:
// every tenth finished play and every active session has a 20-event log, the opening
// of a real Catan game.
type Large struct {
	Plays   int    // finished sessions
	Active  int    // active sessions, each with a short log
	Players int    // size of the group (default 12)
	Seed    uint64 // PRNG seed
	// Names are the group's names, one for each player (default PlayerName): a
	// Hungarian group's (Béla, Dóra) put a character beyond ASCII in every line.
	Names []string
}

// name is the name of synthetic player i.
func (l Large) name(i int) string {
	if i < len(l.Names) {
		return l.Names[i]
	}
	return PlayerName(i)
}

// games are the five games with a plausible score range each.
var games = []struct {
	id       string
	low, top int
}{
	{"catan", 4, 12}, {"san-juan", 18, 55}, {"marco-polo", 40, 130}, {"genoa", 300, 1400}, {"neptun", 20, 90},
}

// First is the end time of the oldest synthetic play; each later play ends 7 hours after
// the one before, so 100,000 plays span about 80 years of evenings.
var First = time.Date(2000, 1, 1, 20, 0, 0, 0, time.UTC)

// PlayerName is the name of synthetic player i.
func PlayerName(i int) string { return fmt.Sprintf("Player %02d", i+1) }

// Build writes the history into a new database at path.
func Build(ctx context.Context, path string, l Large) error {
	if l.Players == 0 {
		l.Players = 12
	}
	s, err := history.Open(path)
	if err != nil {
		return err
	}
	if err := s.Close(); err != nil {
		return err
	}
	db, err := sql.Open("sqlite3", "file:"+path+"?_fk=1&_txlock=immediate")
	if err != nil {
		return err
	}
	defer db.Close()
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := fill(ctx, tx, l); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	// The rows went in around talon, so its kept statistics are worked out once here,
	// as a migration does for an older history.
	s, err = history.Open(path)
	if err != nil {
		return err
	}
	defer s.Close()
	return s.RebuildStats(ctx)
}

func fill(ctx context.Context, tx *sql.Tx, l Large) error {
	for i := range l.Players {
		name := l.name(i)
		if _, err := tx.ExecContext(ctx, `INSERT INTO players (id, uuid, name, folded) VALUES (?, ?, ?, ?)`,
			i+1, fakeUUID(0xA, uint64(i)), name, names.Key(name)); err != nil {
			return err
		}
	}
	insSession, err := tx.PrepareContext(ctx, `INSERT INTO sessions (id, uuid, game, config, seed, setup, status, started_at, ended_at, categories)
		VALUES (?, ?, ?, ?, 'SEED', ?, ?, ?, ?, '["points","bonus"]')`)
	if err != nil {
		return err
	}
	insSeat, err := tx.PrepareContext(ctx, `INSERT INTO seats (session_id, seat, player_id) VALUES (?, ?, ?)`)
	if err != nil {
		return err
	}
	insResult, err := tx.PrepareContext(ctx, `INSERT INTO results (session_id, seat, player_id, score, rank, winner, breakdown)
		VALUES (?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return err
	}
	insEvent, err := tx.PrepareContext(ctx, `INSERT INTO events (session_id, seq, action, streams, at) VALUES (?, ?, ?, ?, ?)`)
	if err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(l.Seed, 0x7A10))
	for n := range l.Plays + l.Active {
		id := int64(n + 1)
		g := games[rng.IntN(len(games))]
		seated := rng.Perm(l.Players)[:2+rng.IntN(3)]
		end := First.Add(time.Duration(n) * 7 * time.Hour)
		start := end.Add(-90 * time.Minute)
		status, ended := "finished", any(stamp(end))
		if n >= l.Plays {
			status, ended = "active", nil
		}
		// A session with a log is a real Catan game's opening, so that its log replays
		// as talon's own do (an import replays the logs it adds).
		withLog := status == "active" || n%10 == 0
		var log catanLog
		setup, options := any(nil), ""
		if withLog {
			g = games[0]
			if len(seated) < 3 { // Catan seats 3 or 4
				seated = append(seated, nextUnseated(seated, l.Players))
			}
			if log, err = catanLogFor(len(seated)); err != nil {
				return err
			}
			setup, options = log.setup, `,"options":`+log.options
		}
		var cfg strings.Builder
		cfg.WriteString(`{"players":[`)
		for i, p := range seated {
			if i > 0 {
				cfg.WriteString(",")
			}
			fmt.Fprintf(&cfg, `{"name":%q}`, l.name(p))
		}
		cfg.WriteString(`]` + options + `}`)
		if _, err := insSession.ExecContext(ctx, id, fakeUUID(0xB, uint64(n)), g.id, cfg.String(), setup, status, stamp(start), ended); err != nil {
			return err
		}
		scores := make([]int, len(seated))
		best := 0
		for i, p := range seated {
			if _, err := insSeat.ExecContext(ctx, id, i, p+1); err != nil {
				return err
			}
			scores[i] = g.low + rng.IntN(g.top-g.low+1)
			best = max(best, scores[i])
		}
		for _, ev := range log.events {
			streams, err := json.Marshal(append([]string{}, ev.Streams...))
			if err != nil {
				return err
			}
			if _, err := insEvent.ExecContext(ctx, id, ev.Seq, ev.Action, string(streams),
				stamp(start.Add(time.Duration(ev.Seq)*time.Minute))); err != nil {
				return err
			}
		}
		if status != "finished" {
			continue
		}
		for i, p := range seated {
			rank := 1
			for _, other := range scores {
				if other > scores[i] {
					rank++
				}
			}
			breakdown := fmt.Sprintf(`{"points":%d,"bonus":%d}`, scores[i]-scores[i]/4, scores[i]/4)
			if _, err := insResult.ExecContext(ctx, id, i, p+1, scores[i], rank, scores[i] == best, breakdown); err != nil {
				return err
			}
		}
	}
	return nil
}

// nextUnseated is the first player after the seated ones' first who is not seated.
func nextUnseated(seated []int, players int) int {
	for p := (seated[0] + 1) % players; ; p = (p + 1) % players {
		if !slices.Contains(seated, p) {
			return p
		}
	}
}

// stamp is talon's stored time text: RFC 3339 UTC with nine fraction digits.
func stamp(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000000000Z07:00") }

// fakeUUID is a deterministic version-4-shaped UUID for row n of a kind.
func fakeUUID(kind byte, n uint64) string {
	return fmt.Sprintf("%08x-0000-4000-8%03x-%012x", uint32(kind)<<24|uint32(n>>48), kind, n&0xFFFFFFFFFFFF)
}

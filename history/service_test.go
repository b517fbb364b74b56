package history_test

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/companiontest"
	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/randomizers"
	"github.com/talon-games/talon/scoring"
)

var start = time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)

// terminals opens n services on one file, like n terminals at one table.
func terminals(t *testing.T, n int, games companion.Registry) []history.Service {
	t.Helper()
	path := filepath.Join(t.TempDir(), "talon.db")
	out := make([]history.Service, n)
	for i := range out {
		s, err := history.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		out[i] = history.Service{Store: s, Games: games, Now: func() time.Time { return start }}
	}
	return out
}

// newTally stores a Tally session to target 10 for the players.
func newTally(t *testing.T, sv history.Service, names ...string) int64 {
	t.Helper()
	cfg := companion.Config{Options: companion.Options{"target": "10"}}
	for _, n := range names {
		cfg.Players = append(cfg.Players, companion.Player{Name: n})
	}
	s, err := companion.NewSession(companiontest.Entry(), cfg, randomizers.Seed(1), start)
	if err != nil {
		t.Fatal(err)
	}
	if s, err = sv.Store.CreateSession(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	return s.ID
}

func TestTheWinningMoveFinishesTheGameInItsTransaction(t *testing.T) {
	sv := terminals(t, 1, companion.Registry{companiontest.Entry()})[0]
	ctx := context.Background()
	id := newTally(t, sv, "Ann")
	if _, err := sv.Act(ctx, id, "roll 6"); err != nil {
		t.Fatal(err)
	}
	won, err := sv.Act(ctx, id, "roll 6")
	if err != nil || won.Result == nil || won.Session.Status != companion.Finished {
		t.Fatalf("winning move: %v, %+v", err, won)
	}
	// Read straight from the store, without a Load that could finish it: the result was
	// committed with the move.
	s, err := sv.Store.Session(ctx, id)
	if err != nil || s.Status != companion.Finished {
		t.Fatalf("stored status %q, %v", s.Status, err)
	}
	if r, err := sv.Store.Result(ctx, id); err != nil || r.Winners[0] != "Ann" {
		t.Fatalf("stored result %+v, %v", r, err)
	}
	// Another action is the engine's one game-over refusal, not a failure.
	var refusal *companion.Refusal
	if _, err := sv.Act(ctx, id, "roll 1"); !errors.As(err, &refusal) || refusal.Rule != "game over" {
		t.Fatalf("acting on the finished game: %v", err)
	}
}

// TestReadersWhileTheGameFinishes races readers and two writers over the winning move:
// every read shows the session (active without a result, or finished with one), exactly
// one winning move is stored, and the other writer is refused by the rules, never failed.
func TestReadersWhileTheGameFinishes(t *testing.T) {
	for round := range 5 {
		svs := terminals(t, 4, companion.Registry{companiontest.Entry()})
		ctx := context.Background()
		id := newTally(t, svs[0], "Ann")
		if _, err := svs[0].Act(ctx, id, "roll 6"); err != nil {
			t.Fatal(err)
		}
		var (
			wg       sync.WaitGroup
			mu       sync.Mutex
			problems []string
			wins     int
		)
		report := func(s string) {
			mu.Lock()
			problems = append(problems, s)
			mu.Unlock()
		}
		stop := make(chan struct{})
		for _, reader := range svs[2:] {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					select {
					case <-stop:
						return
					default:
					}
					l, err := reader.Load(ctx, id)
					switch {
					case err != nil:
						report("load: " + err.Error())
					case (l.Result != nil) != (l.Session.Status == companion.Finished):
						report("a loaded session is " + string(l.Session.Status) + " with result " + boolText(l.Result != nil))
					}
				}
			}()
		}
		var writers sync.WaitGroup
		for _, writer := range svs[:2] {
			writers.Add(1)
			go func() {
				defer writers.Done()
				_, err := writer.Act(ctx, id, "roll 6")
				var refusal *companion.Refusal
				switch {
				case err == nil:
					mu.Lock()
					wins++
					mu.Unlock()
				case !errors.As(err, &refusal) || refusal.Rule != "game over":
					report("the losing writer: " + err.Error())
				}
			}()
		}
		writers.Wait()
		close(stop)
		wg.Wait()
		if len(problems) > 0 || wins != 1 {
			t.Fatalf("round %d: %d winning moves stored, problems: %q", round, wins, problems)
		}
		l, err := svs[3].Load(ctx, id)
		if err != nil || len(l.Events) != 2 || l.Session.Status != companion.Finished {
			t.Fatalf("round %d: after the race: %v, %+v", round, err, l)
		}
	}
}

func boolText(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// badResult is Tally whose result names a player who is not seated: the store refuses it.
type badResult struct{ companion.State }

func (b badResult) Result() *scoring.Result {
	if r := b.State.Result(); r != nil {
		r.Players[0].Name = "Nobody"
		return r
	}
	return nil
}

func (b badResult) Apply(a companion.Action) (companion.State, companion.Outcome, error) {
	next, o, err := b.State.Apply(a)
	if err != nil {
		return nil, o, err
	}
	return badResult{next}, o, nil
}

type badResultGame struct{ companiontest.Tally }

func (g badResultGame) Start(cfg companion.Config, rec json.RawMessage) (companion.State, error) {
	st, err := g.Tally.Start(cfg, rec)
	return badResult{st}, err
}

func TestAResultThatCannotBeStoredStoresNoMove(t *testing.T) {
	e := companiontest.Entry()
	e.Companion = badResultGame{}
	sv := terminals(t, 1, companion.Registry{e})[0]
	ctx := context.Background()
	id := newTally(t, sv, "Ann")
	if _, err := sv.Act(ctx, id, "roll 6"); err != nil {
		t.Fatal(err)
	}
	if _, err := sv.Act(ctx, id, "roll 6"); err == nil {
		t.Fatal("a winning move whose result cannot be stored was reported stored")
	}
	_, events, err := sv.Store.Load(ctx, id)
	if err != nil || len(events) != 1 {
		t.Fatalf("after the failed win: %d events, %v; want the move not stored", len(events), err)
	}
}

// TestScoredSessionShows: a game scored with `talon score` has a result and no log; it
// loads (status shows the result) and stays finished.
func TestScoredSessionShows(t *testing.T) {
	sv := terminals(t, 1, companion.Registry{companiontest.Entry()})[0]
	ctx := context.Background()
	r := scoring.Rank([]scoring.Entry{
		{Name: "Ann", Breakdown: []scoring.Points{{Category: "Points", Points: 12}}},
		{Name: "Ben", Breakdown: []scoring.Points{{Category: "Points", Points: 7}}},
	}, scoring.Rules{Game: "tally"})
	s, err := sv.Store.SaveScored(ctx, "tally", start, r)
	if err != nil {
		t.Fatal(err)
	}
	l, err := sv.Load(ctx, s.ID)
	if err != nil {
		t.Fatalf("loading a scored session: %v", err)
	}
	if l.State != nil || l.Result == nil || l.Result.Winners[0] != "Ann" || l.Session.Status != companion.Finished {
		t.Fatalf("scored session loads as %+v", l)
	}
}

// TestASessionWithAnEventThatNoLongerAppliesStillShows: status shows the session as it
// stood before the broken event and says so; acting is refused until it is undone.
func TestASessionWithAnEventThatNoLongerAppliesStillShows(t *testing.T) {
	sv := terminals(t, 1, companion.Registry{companiontest.Entry()})[0]
	ctx := context.Background()
	id := newTally(t, sv, "Ann", "Ben")
	for _, a := range []string{"roll 3", "roll 4"} {
		if _, err := sv.Act(ctx, id, a); err != nil {
			t.Fatal(err)
		}
	}
	// A log written by another talon: an event this one cannot read.
	if _, err := sv.Store.Append(ctx, id, start, func(companion.Session, []companion.Event) (companion.Event, error) {
		return companion.Event{Action: "teleport Ann"}, nil
	}); err != nil {
		t.Fatal(err)
	}
	l, err := sv.Load(ctx, id)
	if err != nil || l.State == nil || len(l.Events) != 2 || !strings.Contains(l.Problem.String(), `event 3 "teleport Ann" no longer applies`) {
		t.Fatalf("load: %v, %+v", err, l)
	}
	if _, err := sv.Act(ctx, id, "roll 1"); err == nil {
		t.Fatal("acted on a session whose log does not replay")
	}
	if _, _, err := sv.Undo(ctx, id); err != nil {
		t.Fatal(err)
	}
	if _, err := sv.Act(ctx, id, "roll 1"); err != nil {
		t.Fatalf("after undoing the broken event: %v", err)
	}
}

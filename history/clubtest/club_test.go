package clubtest_test

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/history/clubtest"
	"github.com/talon-games/talon/scoring"
)

var shared clubtest.Shared

func TestMain(m *testing.M) {
	os.Exit(clubtest.Main(m, &shared))
}

// newClub is an initialised, empty club database.
func newClub(t testing.TB) string {
	t.Helper()
	url := shared.Get(t).NewDatabase(t)
	c := openClub(t, url)
	if _, err := c.InitClub(context.Background()); err != nil {
		t.Fatal(err)
	}
	return url
}

func openClub(t testing.TB, url string) *history.Club {
	t.Helper()
	c, err := history.OpenClub(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func laptop(t testing.TB) *history.Store {
	t.Helper()
	s, err := history.Open(filepath.Join(t.TempDir(), "talon.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

var t0 = time.Date(2026, 11, 20, 19, 0, 0, 0, time.UTC)

// play stores a finished game scored at the table, n minutes after t0.
func play(t testing.TB, s *history.Store, game string, n int, scores map[string]int) int64 {
	t.Helper()
	return clubtest.Score(t, s, game, t0.Add(time.Duration(n)*time.Minute), scores)
}

func sync1(t testing.TB, c *history.Club, s *history.Store) history.ClubSyncReport {
	t.Helper()
	rep, err := c.Sync(context.Background(), s)
	if err != nil {
		t.Fatalf("sync: %v", err)
	}
	return rep
}

// sessions is a history's sessions (by UUID) and tombstones, as exported.
func sessions(t testing.TB, s *history.Store) (map[string]any, map[string]any) {
	t.Helper()
	var buf bytes.Buffer
	if err := s.Export(context.Background(), &buf); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Sessions map[string]any `json:"sessions"`
		Deleted  map[string]any `json:"deleted"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	return doc.Sessions, doc.Deleted
}

func clubCount(t testing.TB, url, query string) int {
	t.Helper()
	db, err := sql.Open("pgx", url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(query).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestSyncExchangesAndTwiceChangesNothing(t *testing.T) {
	url := newClub(t)
	c := openClub(t, url)
	a, b := laptop(t), laptop(t)
	play(t, a, "catan", 1, map[string]int{"Ann": 10, "Ben": 8})
	gone := play(t, a, "genoa", 2, map[string]int{"Ann": 50, "Cy": 61})
	play(t, b, "san-juan", 3, map[string]int{"ann": 30, "Dora": 31}) // Ann typed otherwise on b
	if err := a.Delete(context.Background(), gone, t0.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	plan, err := c.Plan(context.Background(), a)
	if err != nil {
		t.Fatal(err)
	}
	if plan.PushSessions != 1 || plan.PushDeleted != 1 || plan.PullSessions != 0 {
		t.Fatalf("plan before the first sync = %+v", plan)
	}
	sync1(t, c, a)
	sync1(t, c, b)
	sync1(t, c, a)
	sa, da := sessions(t, a)
	sb, db := sessions(t, b)
	if len(sa) != 2 || !reflect.DeepEqual(sa, sb) || !reflect.DeepEqual(da, db) || len(db) != 1 {
		t.Fatalf("after syncing both ways the laptops differ: %d/%d sessions, %d/%d tombstones", len(sa), len(sb), len(da), len(db))
	}
	if n := clubCount(t, url, `SELECT count(*) FROM talon_sessions`); n != 2 {
		t.Fatalf("club holds %d sessions, want 2", n)
	}
	if n := clubCount(t, url, `SELECT count(*) FROM talon_players WHERE folded = 'ann'`); n != 1 {
		t.Fatalf("club holds %d records of Ann, want 1", n)
	}
	for _, s := range []*history.Store{a, b, a} {
		rep := sync1(t, c, s)
		if rep.PushedAdded+rep.PushedUpdate+rep.PushedGone+rep.Pulled.SessionsAdded+rep.Pulled.SessionsUpdated != 0 {
			t.Fatalf("a second sync changed something: %+v", rep)
		}
		plan, err := c.Plan(context.Background(), s)
		if err != nil {
			t.Fatal(err)
		}
		if plan != (history.ClubPlan{}) {
			t.Fatalf("after syncing, status still has work: %+v", plan)
		}
	}
}

func TestConcurrentSyncsLoseNothing(t *testing.T) {
	url := newClub(t)
	const laptops, each = 4, 25
	stores := make([]*history.Store, laptops)
	for i := range stores {
		stores[i] = laptop(t)
		for j := 0; j < each; j++ {
			play(t, stores[i], "catan", i*1000+j, map[string]int{"Ann": j, "Ben": i, fmt.Sprintf("Guest%d", i): 3})
		}
	}
	var wg sync.WaitGroup
	errs := make(chan error, laptops)
	for _, s := range stores {
		wg.Add(1)
		go func(s *history.Store) {
			defer wg.Done()
			c, err := history.OpenClub(context.Background(), url)
			if err != nil {
				errs <- err
				return
			}
			defer c.Close()
			_, err = c.Sync(context.Background(), s)
			errs <- err
		}(s)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if n := clubCount(t, url, `SELECT count(*) FROM talon_sessions`); n != laptops*each {
		t.Fatalf("club holds %d sessions after concurrent syncs, want %d", n, laptops*each)
	}
	if n := clubCount(t, url, `SELECT count(*) FROM talon_players WHERE folded IN ('ann', 'ben')`); n != 2 {
		t.Fatalf("club holds %d records of Ann and Ben, want 2", n)
	}
	c := openClub(t, url)
	for _, s := range stores {
		sync1(t, c, s)
		if got, _ := sessions(t, s); len(got) != laptops*each {
			t.Fatalf("a laptop holds %d sessions, want %d", len(got), laptops*each)
		}
	}
}

// A push whose connection drops while it holds the club's lock leaves the club as it
// was; the next sync completes it.
func TestSyncCutOffThenCompleted(t *testing.T) {
	url := newClub(t)
	s := laptop(t)
	for j := 0; j < 200; j++ {
		play(t, s, "genoa", j, map[string]int{"Ann": j, "Ben": 200 - j})
	}
	admin, err := sql.Open("pgx", url)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	killed := make(chan int, 1)
	go func() { // end the pushing backend as soon as it holds the lock
		for i := 0; i < 2000; i++ {
			var pid int
			err := admin.QueryRow(`SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted LIMIT 1`).Scan(&pid)
			if err == nil {
				admin.Exec(`SELECT pg_terminate_backend($1)`, pid)
				killed <- pid
				return
			}
			time.Sleep(time.Millisecond)
		}
		killed <- 0
	}()
	c := openClub(t, url)
	_, err = c.Sync(context.Background(), s)
	if pid := <-killed; pid == 0 {
		t.Fatal("the push was never seen holding the lock")
	}
	if err == nil {
		t.Fatal("a sync whose connection was dropped reported success")
	}
	if strings.Contains(err.Error(), clubtest.Password) || strings.Contains(err.Error(), "\n") {
		t.Fatalf("error shows the password or spans lines: %q", err)
	}
	if n := clubCount(t, url, `SELECT count(*) FROM talon_sessions`); n != 0 {
		t.Fatalf("the cut-off push left %d sessions behind", n)
	}
	c2 := openClub(t, url)
	sync1(t, c2, s)
	if n := clubCount(t, url, `SELECT count(*) FROM talon_sessions`); n != 200 {
		t.Fatalf("after the next sync the club holds %d sessions, want 200", n)
	}
	if rep := sync1(t, c2, s); rep.PushedAdded+rep.PushedUpdate != 0 {
		t.Fatalf("a third sync pushed again: %+v", rep)
	}
}

// A cancelled context at any point leaves both sides consistent.
func TestSyncCancelledAnywhere(t *testing.T) {
	url := newClub(t)
	s := laptop(t)
	for j := 0; j < 100; j++ {
		play(t, s, "neptun", j, map[string]int{"Ann": j, "Ben": 1})
	}
	c := openClub(t, url)
	for _, after := range []time.Duration{time.Millisecond, 5 * time.Millisecond, 20 * time.Millisecond} {
		ctx, cancel := context.WithTimeout(context.Background(), after)
		c.Sync(ctx, s) // may or may not finish: either way nothing half-done
		cancel()
		n := clubCount(t, url, `SELECT count(*) FROM talon_sessions`)
		if n != 0 && n != 100 {
			t.Fatalf("a cancelled sync left %d of 100 sessions", n)
		}
	}
	sync1(t, c, s)
	if n := clubCount(t, url, `SELECT count(*) FROM talon_sessions`); n != 100 {
		t.Fatalf("club holds %d sessions, want 100", n)
	}
}

func TestBadClubsAreOneLineAndChangeNothing(t *testing.T) {
	server := shared.Get(t)
	good := newClub(t)
	foreign := server.NewDatabase(t)
	clubtest.Exec(t, foreign, `CREATE TABLE invoices (id int)`)
	newer := newClub(t)
	clubtest.Exec(t, newer, `INSERT INTO talon_schema (version) VALUES (99)`)
	empty := server.NewDatabase(t)
	cases := []struct {
		name, url, want string
	}{
		{"wrong password", strings.Replace(good, clubtest.Password, "not-it", 1), "wrong password"},
		{"unreachable", "postgres://talon:" + clubtest.Password + "@/x?host=/nonexistent-talon&connect_timeout=2", "cannot reach the club"},
		{"foreign database", foreign, "not a talon club"},
		{"not initialised", empty, "not a talon club"},
		{"newer schema", newer, "newer than this talon's"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := laptop(t)
			play(t, s, "catan", 1, map[string]int{"Ann": 3, "Ben": 4})
			before, _ := sessions(t, s)
			err := func() error {
				c, err := history.OpenClub(context.Background(), tc.url)
				if err != nil {
					return err
				}
				defer c.Close()
				_, err = c.Sync(context.Background(), s)
				return err
			}()
			var ce *history.ClubError
			if !errors.As(err, &ce) {
				t.Fatalf("error %v (%T) is not a ClubError", err, err)
			}
			msg := err.Error()
			if !strings.Contains(msg, tc.want) || strings.Contains(msg, "\n") || strings.Contains(msg, clubtest.Password) || strings.Contains(msg, "not-it") {
				t.Fatalf("message %q: want one line saying %q, without the password", msg, tc.want)
			}
			if after, _ := sessions(t, s); !reflect.DeepEqual(before, after) {
				t.Fatal("the local history changed")
			}
		})
	}
	t.Run("init refuses a foreign database", func(t *testing.T) {
		_, err := openClub(t, foreign).InitClub(context.Background())
		if err == nil || !strings.Contains(err.Error(), "not talon's") {
			t.Fatalf("init of a foreign database: %v", err)
		}
		if n := clubCount(t, foreign, `SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'`); n != 1 {
			t.Fatalf("init changed the foreign database: %d tables", n)
		}
	})
	t.Run("init refuses a newer schema", func(t *testing.T) {
		_, err := openClub(t, newer).InitClub(context.Background())
		if err == nil || !strings.Contains(err.Error(), "newer") {
			t.Fatalf("init of a newer club: %v", err)
		}
		if n := clubCount(t, newer, `SELECT count(*) FROM talon_schema`); n != history.ClubSchemaVersion+1 {
			t.Fatalf("init of a newer club changed its schema table: %d rows", n)
		}
		if n := clubCount(t, newer, `SELECT max(version) FROM talon_schema`); n != 99 {
			t.Fatalf("init of a newer club changed its version to %d", n)
		}
	})
	t.Run("init twice is a no-op", func(t *testing.T) {
		before, err := openClub(t, good).InitClub(context.Background())
		if err != nil || before != history.ClubSchemaVersion {
			t.Fatalf("second init: version %d, %v", before, err)
		}
	})
}

// One session carried to a second laptop (history export/import) and played on there:
// the longer log wins through the club; two different endings are a conflict that
// leaves both sides alone, every sync.
func TestSyncMergesOneSessionOnTwoLaptops(t *testing.T) {
	url := newClub(t)
	c := openClub(t, url)
	ctx := context.Background()
	a, b := laptop(t), laptop(t)
	start := func(s *history.Store) int64 {
		sess := companion.Session{Game: "catan", Seed: "SEED-1", Started: t0}
		sess.Config.Players = []companion.Player{{Name: "Ann"}, {Name: "Ben"}}
		got, err := s.CreateSession(ctx, sess)
		if err != nil {
			t.Fatal(err)
		}
		return got.ID
	}
	act := func(s *history.Store, id int64, n int, action string) {
		_, err := s.Append(ctx, id, t0.Add(time.Duration(n)*time.Minute), func(companion.Session, []companion.Event) (companion.Event, error) {
			return companion.Event{Action: action}, nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	end := func(s *history.Store, id int64, n, ann, ben int) {
		res := scoring.Rank([]scoring.Entry{
			{Name: "Ann", Breakdown: []scoring.Points{{Category: "points", Points: ann}}},
			{Name: "Ben", Breakdown: []scoring.Points{{Category: "points", Points: ben}}},
		}, scoring.Rules{Game: "catan"})
		if err := s.Finish(ctx, id, t0.Add(time.Duration(n)*time.Minute), res); err != nil {
			t.Fatal(err)
		}
	}
	carry := func(from, to *history.Store) {
		var buf bytes.Buffer
		if err := from.Export(ctx, &buf); err != nil {
			t.Fatal(err)
		}
		if _, err := to.Import(ctx, &buf, history.ImportOptions{}); err != nil {
			t.Fatal(err)
		}
	}

	// The longer log: b went on and finished it; a still has it active.
	onA := start(a)
	act(a, onA, 1, "roll 3,4")
	carry(a, b)
	act(b, 1, 2, "roll 6,6") // the carried session is b's first
	end(b, 1, 3, 10, 8)
	sync1(t, c, a) // a's copy is active: it stays at its table
	sync1(t, c, b)
	sync1(t, c, a)
	sa, _ := sessions(t, a)
	sb, _ := sessions(t, b)
	if !reflect.DeepEqual(sa, sb) {
		t.Fatal("the longer, finished log did not reach the laptop that had the start of it")
	}

	// Two endings: a conflict, reported, neither side changed, again next time.
	x, y := laptop(t), laptop(t)
	onX := start(x)
	act(x, onX, 1, "roll 2,2")
	carry(x, y)
	end(x, onX, 2, 9, 3)
	end(y, 1, 2, 3, 9)
	sync1(t, c, x)
	before, _ := sessions(t, y)
	for i := 0; i < 2; i++ {
		rep := sync1(t, c, y)
		if len(rep.Conflicts) != 1 {
			t.Fatalf("sync %d: %d conflicts reported, want 1: %+v", i+1, len(rep.Conflicts), rep.Conflicts)
		}
		after, _ := sessions(t, y)
		if uuid := rep.Conflicts[0].UUID; before[uuid] == nil || !reflect.DeepEqual(played(before[uuid]), played(after[uuid])) {
			t.Fatal("a conflicting session changed locally")
		}
	}
	if n := clubCount(t, url, `SELECT count(*) FROM talon_sessions`); n != 2 {
		t.Fatalf("club holds %d sessions, want 2", n)
	}
}

// played is a session document without its player UUIDs (which joining two records of
// a person may change): its status, log and scores.
func played(doc any) []any {
	m, _ := doc.(map[string]any)
	var scores []any
	results, _ := m["results"].([]any)
	for _, r := range results {
		scores = append(scores, r.(map[string]any)["score"])
	}
	return []any{m["status"], m["events"], scores}
}

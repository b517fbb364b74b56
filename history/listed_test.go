package history

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
)

// listedFilters are the lists checkListed compares: every status and game, pages, and
// pages further down (an offset past active sessions too, and past the end).
var listedFilters = []SessionFilter{
	{}, {Status: "active"}, {Status: "finished"}, {Status: "abandoned"},
	{Game: "catan"}, {Game: "genoa"}, {Game: "neptun", Status: "finished"}, {Game: "catan", Status: "active"},
	{Game: "nothing"}, {Limit: 1}, {Limit: 3}, {Status: "finished", Limit: 2}, {Game: "catan", Limit: 4},
	{Offset: 1}, {Offset: 3, Limit: 2}, {Status: "finished", Offset: 2}, {Game: "catan", Offset: 1, Limit: 3},
	{Status: "active", Offset: 1}, {Offset: 1000},
}

// listOf lists the filter's sessions with list (a reader of the store's snapshot).
func listOf(t *testing.T, s *Store, f SessionFilter,
	list func(context.Context, querier, SessionFilter, func(SessionSummary) error) error) []SessionSummary {
	t.Helper()
	var out []SessionSummary
	err := s.inRead(context.Background(), func(tx *sql.Tx) error {
		return list(context.Background(), tx, f, func(sum SessionSummary) error {
			out = append(out, sum)
			return nil
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// fromListed lists from the kept list, failing when it cannot answer.
func fromListed(t *testing.T) func(context.Context, querier, SessionFilter, func(SessionSummary) error) error {
	return func(ctx context.Context, q querier, f SessionFilter, fn func(SessionSummary) error) error {
		ok, damaged, err := eachSessionListed(ctx, q, f, fn)
		if err == nil && (!ok || damaged) {
			t.Fatalf("the kept list did not answer (answered %v, damaged %v)", ok, damaged)
		}
		return err
	}
}

// fromRows lists from the sessions' rows: tallied (every session) or looked up (pages).
func fromRows(tallyFrom int) func(context.Context, querier, SessionFilter, func(SessionSummary) error) error {
	return func(ctx context.Context, q querier, f SessionFilter, fn func(SessionSummary) error) error {
		old := eachSessionTallyFrom
		eachSessionTallyFrom = tallyFrom
		defer func() { eachSessionTallyFrom = old }()
		if tallyFrom > 0 && f.Limit == 0 {
			f.Limit = tallyFrom
		}
		return eachSession(ctx, q, f, fn)
	}
}

// listedTables is the kept list's rows, for comparing with a packing from scratch.
func listedTables(t *testing.T, s *Store) string {
	t.Helper()
	var out strings.Builder
	for _, q := range []string{`SELECT month, hex(sessions) FROM listed_months ORDER BY month`,
		`SELECT session_id, month FROM listed_at ORDER BY session_id`, `SELECT session_id, 'pending' FROM listed_pending`,
		`SELECT version, last_session FROM listed_state`} {
		err := eachRow(context.Background(), s.read, q, func(rows *sql.Rows) error {
			var a, b string
			err := rows.Scan(&a, &b)
			fmt.Fprintln(&out, a, b)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out.String()
}

// checkListed checks that the kept list is up to date and lists, with every filter,
// what the sessions' rows list (tallied and looked up), and that its rows are what
// packing every session from scratch writes.
func checkListed(t *testing.T, s *Store, step string) {
	t.Helper()
	ctx := context.Background()
	var stale bool
	if err := s.inRead(ctx, func(tx *sql.Tx) (err error) { stale, err = listedStale(ctx, tx); return err }); err != nil || stale {
		t.Fatalf("after %s: the kept list is stale (%v, %v)", step, stale, err)
	}
	for _, f := range listedFilters {
		kept := listOf(t, s, f, fromListed(t))
		if rows := listOf(t, s, f, fromRows(0)); !reflect.DeepEqual(kept, rows) {
			t.Fatalf("after %s, %+v: the kept list\n%s\ndiffers from the rows tallied\n%s", step, f, dump(kept), dump(rows))
		}
		if looked := listOf(t, s, f, fromRows(1000)); !reflect.DeepEqual(kept, looked) {
			t.Fatalf("after %s, %+v: the kept list\n%s\ndiffers from the rows looked up\n%s", step, f, dump(kept), dump(looked))
		}
		if f.Offset > 0 || f.Limit > 0 { // a page is that part of the whole list
			whole := f
			whole.Offset, whole.Limit = 0, 0
			want := listOf(t, s, whole, fromRows(0))
			want = want[min(f.Offset, len(want)):]
			if f.Limit > 0 {
				want = want[:min(f.Limit, len(want))]
			}
			if !reflect.DeepEqual(kept, want) && (len(kept) > 0 || len(want) > 0) {
				t.Fatalf("after %s, %+v: the page\n%s\nis not that part of the list\n%s", step, f, dump(kept), dump(want))
			}
		}
		brief := f
		brief.Brief = true
		if got, want := listOf(t, s, brief, fromListed(t)), briefOf(kept); !reflect.DeepEqual(got, want) {
			t.Fatalf("after %s, %+v: the brief list\n%s\ndiffers from the full one cut short\n%s", step, f, dump(got), dump(want))
		}
		if f.Limit == 0 {
			public, err := s.Sessions(ctx, f) // the kept list, through the store's own choice
			if err != nil || !reflect.DeepEqual(kept, public) {
				t.Fatalf("after %s, %+v: Sessions %v\n%s\nwant\n%s", step, f, err, dump(public), dump(kept))
			}
		}
	}
	before := listedTables(t, s)
	if err := s.inWrite(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `UPDATE listed_state SET version = 0`) // every month packed again
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if after := listedTables(t, s); before != after {
		t.Fatalf("after %s: the kept list\n%s\ndiffers from a packing of every session\n%s", step, before, after)
	}
}

// briefOf is the list with what SessionFilter.Brief may leave out left out.
func briefOf(list []SessionSummary) []SessionSummary {
	var out []SessionSummary
	for _, sum := range list {
		sess := &sum.Session
		if sess.Status != companion.Active { // active sessions are read whole from their rows
			sess.UUID, sess.Seed, sess.Setup, sess.Config.Options, sess.Ended = "", "", nil, nil, nil
		}
		out = append(out, sum)
	}
	return out
}

func dump(list []SessionSummary) string {
	b, _ := json.MarshalIndent(list, "", " ")
	return string(b)
}

// TestListedFollowsEveryWrite makes every kind of write that changes a session's line
// (moves, undo, a finish and its undo, abandon, delete, a score, re-dating, imports of
// new, longer and deleted sessions, a player joined, raw rows an older talon wrote)
// and checks the kept list after each.
func TestListedFollowsEveryWrite(t *testing.T) {
	ctx := context.Background()
	s, other := openTemp(t), openTemp(t)
	var live, done, gone companion.Session
	var scored, optioned int64
	steps := []struct {
		name string
		do   func(t *testing.T)
	}{
		{"nothing yet", func(t *testing.T) {}},
		{"sessions started, moves made and one undone", func(t *testing.T) {
			live = newSession(t, s, "catan", at(0), "Ann", "Ben")
			appendAll(t, s, live.ID, 1, "roll 3,4", "build road E(0,1)")
			undo(t, s, live.ID, 3)
			done = newSession(t, s, "genoa", at(0), "Ben", "Cy", "Ann") // the same start as live
			appendAll(t, s, done.ID, 4, "roll 6,6")
			gone = newSession(t, s, "neptun", at(60*24*40), "Cy", "Dora")
		}},
		{"a session with options, colours and a setup", func(t *testing.T) {
			sess := companion.Session{Game: "catan", Seed: "SEED-2", Started: at(60 * 24 * 3),
				Config: companion.Config{Players: []companion.Player{{Name: "Eve", Colour: "red"}, {Name: "Fay"}},
					Options: companion.Options{"target": "12", "board": "random"}},
				Setup: json.RawMessage(`{"board": [1, 2, "<x>"]}`)}
			got, err := s.CreateSession(ctx, sess)
			if err != nil {
				t.Fatal(err)
			}
			optioned = got.ID
			finish(t, s, got.ID, 60*24*3+50, line{"Eve", 10}, line{"Fay", 4})
		}},
		{"a game finished", func(t *testing.T) { finish(t, s, done.ID, 9, line{"Ben", 10}, line{"Cy", 7}, line{"Ann", 7}) }},
		{"its winning move undone", func(t *testing.T) { undo(t, s, done.ID, 10) }},
		{"a move after it, finished again", func(t *testing.T) {
			appendAll(t, s, done.ID, 11, "roll 2,2")
			finish(t, s, done.ID, 12, line{"Ben", 11}, line{"Cy", 7}, line{"Ann", 7})
		}},
		{"a session abandoned", func(t *testing.T) {
			if err := s.Abandon(ctx, gone.ID, at(60*24*40+5)); err != nil {
				t.Fatal(err)
			}
		}},
		{"plays scored", func(t *testing.T) {
			scored = played(t, s, "catan", at(60*24*70), line{"Ann", 3}, line{"Ben", 4})
			played(t, s, "san-juan", at(-60*24*400), line{"Cy", 30}, line{"Dora", 31})
		}},
		{"a play re-dated into another month", func(t *testing.T) {
			when := at(60 * 24 * 200)
			if err := s.ChangeDetails(ctx, scored, DetailsChange{At: &when}, ptrTo(at(60*24*71))); err != nil {
				t.Fatal(err)
			}
		}},
		{"a tie-break and a score corrected", func(t *testing.T) {
			if _, err := s.CorrectScores(ctx, done.ID, map[int]int{2: 8}, "miscounted", at(60*24*80)); err != nil {
				t.Fatal(err)
			}
		}},
		{"a finished play deleted", func(t *testing.T) {
			if err := s.Delete(ctx, scored, at(60*24*90)); err != nil {
				t.Fatal(err)
			}
		}},
		{"an active session deleted", func(t *testing.T) {
			extra := newSession(t, s, "catan", at(60*24*91), "Ann", "Ben")
			if err := s.Delete(ctx, extra.ID, at(60*24*92)); err != nil {
				t.Fatal(err)
			}
		}},
		{"another history merged in", func(t *testing.T) {
			varied(t, other, "Zed", "Yan")
			importDoc(t, s, exported(t, other), ImportOptions{})
		}},
		{"a session the other history went on with, and one it deleted", func(t *testing.T) {
			importDoc(t, other, exported(t, s), ImportOptions{})
			var list []SessionSummary
			list, err := other.Sessions(ctx, SessionFilter{Status: "finished", Game: "genoa"})
			if err != nil || len(list) == 0 {
				t.Fatalf("%v, %v", list, err)
			}
			if _, err := other.Undo(ctx, list[0].Session.ID, at(60*24*95)); err != nil {
				t.Fatal(err)
			}
			appendAll(t, other, list[0].Session.ID, 60*24*96, "roll 5,5")
			finish(t, other, list[0].Session.ID, 60*24*97, line{"Ben", 12}, line{"Cy", 7}, line{"Ann", 7})
			abandoned, err := other.Sessions(ctx, SessionFilter{Status: "abandoned"})
			if err != nil || len(abandoned) == 0 {
				t.Fatalf("%v, %v", abandoned, err)
			}
			if err := other.Delete(ctx, abandoned[0].Session.ID, at(60*24*98)); err != nil {
				t.Fatal(err)
			}
			importDoc(t, s, exported(t, other), ImportOptions{})
		}},
		{"two players joined", func(t *testing.T) {
			if _, err := s.JoinPlayers(ctx, "Yan", "Cy", at(50)); err != nil {
				t.Fatal(err)
			}
		}},
		{"a finished session's undone move brought back by an older talon", func(t *testing.T) {
			aroundTalon(t, s, `UPDATE events SET undone_at = NULL WHERE session_id = `+fmt.Sprint(done.ID))
		}},
		{"a session re-dated by an older talon", func(t *testing.T) {
			aroundTalon(t, s, `UPDATE sessions SET started_at = '2025-01-02T03:04:05Z' WHERE id = `+fmt.Sprint(optioned))
		}},
		{"a session added by an older talon", func(t *testing.T) {
			aroundTalon(t, s, `INSERT INTO sessions (uuid, game, config, status, started_at, ended_at) VALUES
				('raw-1', 'catan', '{"players":[]}', 'abandoned', '2025-03-14T19:30:00.123456789Z', NULL)`)
		}},
		{"a finished session's events removed by an older talon", func(t *testing.T) {
			aroundTalon(t, s, `DELETE FROM events WHERE session_id = `+fmt.Sprint(done.ID)+` AND seq = 1`)
		}},
		{"an event added to a finished session by an older talon", func(t *testing.T) {
			aroundTalon(t, s, `INSERT INTO events (session_id, seq, action, at) VALUES (`+fmt.Sprint(done.ID)+`, 99, 'x', '2031-01-01T00:00:00.000000000Z')`)
		}},
	}
	for _, step := range steps {
		step.do(t)
		checkListed(t, s, step.name)
	}
}

// TestListedMonthDamaged: a kept month that does not decode is listed from the rows,
// from that month down, with the active sessions in their places; the reader's repair
// packs the months again.
func TestListedMonthDamaged(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	for i := range 6 {
		played(t, s, "catan", at(60*24*31*i), line{"Ann", i}, line{"Ben", 3})
		newSession(t, s, "genoa", at(60*24*31*i+5), "Ann", "Ben")
	}
	want := listOf(t, s, SessionFilter{}, fromRows(0))
	var months []string
	eachRow(ctx, s.read, `SELECT month FROM listed_months ORDER BY month`, func(rows *sql.Rows) error {
		var m string
		err := rows.Scan(&m)
		months = append(months, m)
		return err
	})
	if len(months) < 4 {
		t.Fatalf("months %v", months)
	}
	for _, cut := range []string{`x'ff'`, `substr(sessions, 1, length(sessions) - 3)`, `x'0205'`} {
		if _, err := s.write.ExecContext(ctx, `UPDATE listed_months SET sessions = `+cut+` WHERE month = ?`, months[2]); err != nil {
			t.Fatal(err)
		}
		for _, f := range []SessionFilter{{}, {Limit: 5000}, {Status: "finished"}, {Offset: 3}, {Offset: 7, Status: "finished"}} {
			got, err := s.Sessions(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			if wantF := listOf(t, s, f, fromRows(0)); !reflect.DeepEqual(got, wantF) {
				t.Fatalf("%s, %+v: a damaged month listed\n%s\nwant\n%s", cut, f, dump(got), dump(wantF))
			}
		}
		checkListed(t, s, "the damaged month repaired ("+cut+")")
	}
	if got := listOf(t, s, SessionFilter{}, fromListed(t)); !reflect.DeepEqual(got, want) {
		t.Fatalf("after the repairs:\n%s\nwant\n%s", dump(got), dump(want))
	}
}

// TestListedIsNotPackedByMoves: a move in an active session packs no month (the kept
// list leaves active sessions out); finishing it packs its month.
func TestListedIsNotPackedByMoves(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	played(t, s, "catan", at(0), line{"Ann", 1}, line{"Ben", 3})
	live := newSession(t, s, "catan", at(1), "Ann", "Ben")
	before := listedTables(t, s)
	appendAll(t, s, live.ID, 2, "roll 1,1", "roll 2,2")
	undo(t, s, live.ID, 4)
	if after := listedTables(t, s); after != before {
		t.Errorf("moves in an active session changed the kept list:\n%s\nwas\n%s", after, before)
	}
	var pending int
	s.read.QueryRowContext(ctx, `SELECT count(*) FROM listed_pending`).Scan(&pending)
	if pending != 0 {
		t.Errorf("%d sessions pending", pending)
	}
	finish(t, s, live.ID, 5, line{"Ann", 2}, line{"Ben", 1})
	if after := listedTables(t, s); after == before {
		t.Error("a finish did not pack its month")
	}
	checkListed(t, s, "a finish")
}

// aroundTalon writes q as a talon before the kept list would (no packing), checks that
// the list is then read from the rows, and makes a write of this talon in another
// month, which packs what q changed.
func aroundTalon(t *testing.T, s *Store, q string) {
	t.Helper()
	ctx := context.Background()
	if _, err := s.write.ExecContext(ctx, q); err != nil {
		t.Fatal(err)
	}
	var stale bool
	s.inRead(ctx, func(tx *sql.Tx) (err error) { stale, err = listedStale(ctx, tx); return err })
	if !stale {
		t.Fatalf("%s: rows written around talon left the kept list up to date", q)
	}
	for _, f := range listedFilters { // read from the rows meanwhile
		got, err := s.Sessions(ctx, f)
		if want := listOf(t, s, f, fromRows(0)); f.Limit == 0 && (err != nil || !reflect.DeepEqual(got, want)) {
			t.Fatalf("%+v: %v\n%s\nwant\n%s", f, err, dump(got), dump(want))
		}
	}
	played(t, s, "neptun", at(60*24*365*3), line{"Ann", 1}, line{"Ben", 2}) // any write packs them
}

// TestListedAfterUpgrade: a file from before the kept list (every earlier schema) with
// sessions of every status is packed by the step that adds it, so the first list after
// the upgrade reads it.
func TestListedAfterUpgrade(t *testing.T) {
	for from := 1; from < len(migrations); from++ {
		if strings.Contains(migrations[from-1].sql, "listed_months") {
			break
		}
		t.Run(fmt.Sprint("from step ", from), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "talon.db")
			db := rawDB(t, path)
			ctx := context.Background()
			if err := migrate(ctx, db, path, migrations[:from]); err != nil {
				t.Fatal(err)
			}
			execAll(t, db,
				`INSERT INTO sessions (id, uuid, game, config, status, started_at, ended_at) VALUES
					(7, 's7', 'catan', '{"players":[{"name":"Ann"},{"name":"Ben","colour":"red"}],"options":{"a":"1"}}', 'finished',
					'2025-03-14T19:30:00.000000000Z', '2025-03-14T21:00:00.000000000Z'),
					(8, 's8', 'genoa', '{"players":[{"name":"Ann"}]}', 'abandoned', '2025-04-14T19:30:00.000000000Z', '2025-04-15T19:30:00.000000000Z'),
					(9, 's9', 'genoa', '{"players":[{"name":"Ben"}]}', 'active', '2025-03-20T19:30:00.000000000Z', NULL)`,
				`INSERT INTO players (id, uuid, name, folded) VALUES (1, 'p1', 'Ann', 'ann'), (2, 'p2', 'Ben', 'ben')`,
				`INSERT INTO seats (session_id, seat, player_id) VALUES (7, 0, 1), (7, 1, 2), (8, 0, 1), (9, 0, 2)`,
				`INSERT INTO results (session_id, seat, player_id, score, rank, winner, breakdown) VALUES
					(7, 0, 1, 10, 1, 1, '{"points":10}'), (7, 1, 2, 8, 2, 0, '{"points":8}')`,
				`INSERT INTO events (session_id, seq, action, at, undone_at) VALUES
					(7, 1, 'roll 3,4', '2025-03-14T19:31:00.000000000Z', NULL), (7, 2, 'roll 1,1', '2025-03-14T19:32:00.000000000Z', '2025-03-14T19:33:00.000000000Z'),
					(9, 1, 'roll 3,4', '2025-03-21T19:31:00.000000000Z', NULL)`,
			)
			db.Close()
			s, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if list, err := s.Sessions(ctx, SessionFilter{}); err != nil || len(list) != 3 {
				t.Fatalf("%d sessions, %v", len(list), err)
			}
			checkListed(t, s, fmt.Sprint("an upgrade from step ", from))
		})
	}
}

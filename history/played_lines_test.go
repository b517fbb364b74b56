package history

import (
	"context"
	"database/sql"
	"strings"
	"testing"
	"time"
)

// linesFilters are the `history --json` forms the kept lines answer, checked against
// the plays encoded as they are read.
var linesFilters = []HistoryFilter{
	{}, {Limit: 2}, {Limit: 3, Offset: 1}, {Offset: 2},
	{PlayFilter: PlayFilter{Since: at(20)}}, {PlayFilter: PlayFilter{Until: at(30)}},
	{PlayFilter: PlayFilter{Since: at(5), Until: at(60 * 24 * 45)}, Limit: 2, Offset: 1},
	{PlayFilter: PlayFilter{Game: "catan"}}, {PlayFilter: PlayFilter{Player: "ann"}, Limit: 2},
	{PlayFilter: PlayFilter{Player: "ben", Game: "catan"}, Offset: 1}, {PlayFilter: PlayFilter{Player: "nobody"}},
	{PlayFilter: PlayFilter{Player: "EVE", Until: at(60 * 24 * 55)}}, {PlayFilter: PlayFilter{Location: "home"}},
	{PlayFilter: PlayFilter{Location: " HOME ", Game: "genoa", Since: at(20)}, Limit: 3, Offset: 1},
	{PlayFilter: PlayFilter{Location: "club", Player: "ben"}},
}

// encodedPlays is every element the filter picks, encoded from the plays as read.
func encodedPlays(t *testing.T, s *Store, f HistoryFilter) string {
	return collectLines(t, func(fn func([]byte) error) error { return s.EachPlayed(context.Background(), f, EncodeEach(fn)) })
}

// keptLines is what EachPlayedJSON gives for the filter.
func keptLines(t *testing.T, s *Store, f HistoryFilter) string {
	return collectLines(t, func(fn func([]byte) error) error { return s.EachPlayedJSON(context.Background(), f, fn) })
}

// collectLines is the lines each hands its fn, one a line of text.
func collectLines(t *testing.T, each func(fn func([]byte) error) error) string {
	t.Helper()
	var out strings.Builder
	err := each(func(line []byte) error {
		out.Write(line)
		out.WriteByte('\n')
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// checkPlayedLines checks that no line is pending and that the kept lines are, in
// every form, the plays encoded as they are read.
func checkPlayedLines(t *testing.T, s *Store, step string) {
	t.Helper()
	if pending, err := s.KeptPending(context.Background()); err != nil || pending {
		t.Fatalf("after %s: lines pending %v, %v", step, pending, err)
	}
	for _, f := range linesFilters {
		if kept, fresh := keptLines(t, s, f), encodedPlays(t, s, f); kept != fresh {
			t.Fatalf("after %s, filter %+v: kept lines\n%s\ndiffer from the plays encoded\n%s", step, f, kept, fresh)
		}
	}
}

// execWrite runs statements in one write, as talon's own writes run.
func execWrite(t *testing.T, s *Store, stmts ...string) {
	t.Helper()
	err := s.inWrite(context.Background(), func(tx *sql.Tx) error {
		for _, q := range stmts {
			if _, err := tx.Exec(q); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestPlayedLinesFollowNames: every seat shows the player's stored name (a seat
// without a name at the table too), so renaming the player writes their plays' lines
// again.
func TestPlayedLinesFollowNames(t *testing.T) {
	s := openTemp(t)
	id := played(t, s, "catan", at(10), line{"Ann", 10}, line{"Ben", 8})
	played(t, s, "catan", at(20), line{"Ann", 7}, line{"Cy", 9})
	execWrite(t, s, `UPDATE sessions SET config = json_set(config, '$.players[0].name', '') WHERE id = `+digits(int(id)))
	checkPlayedLines(t, s, "a seat's name taken away")
	execWrite(t, s, `UPDATE players SET name = 'Anna Ödön' WHERE name = 'Ann'`)
	checkPlayedLines(t, s, "a player renamed")
	if got := keptLines(t, s, HistoryFilter{}); strings.Count(got, "Anna Ödön") != 2 || strings.Contains(got, `"Ann"`) {
		t.Errorf("the renamed player shows %d times, want at both plays:\n%s", strings.Count(got, "Anna Ödön"), got)
	}
	execWrite(t, s, `UPDATE sessions SET tie_break = 'coin toss' WHERE id = `+digits(int(id)))
	checkPlayedLines(t, s, "a tie-break set")
}

// TestPlayedLinesAreRead: with no line pending the lines are read as kept (a line
// changed behind talon's back shows); with one pending, every play is encoded as read.
func TestPlayedLinesAreRead(t *testing.T) {
	s := openTemp(t)
	played(t, s, "catan", at(10), line{"Ann", 10}, line{"Ben", 8})
	tamper := func(stmt string, args ...any) {
		t.Helper()
		if _, err := s.write.Exec(stmt, args...); err != nil {
			t.Fatal(err)
		}
	}
	tamper(`UPDATE played_months SET lines = ?`, appendBytes(appendBytes(nil, []byte("2000")), []byte("kept")))
	if got := keptLines(t, s, HistoryFilter{}); got != "kept\n" {
		t.Fatalf("kept lines %q, want the stored line", got)
	}
	tamper(`INSERT INTO played_pending SELECT id FROM sessions`)
	if got, want := keptLines(t, s, HistoryFilter{}), encodedPlays(t, s, HistoryFilter{}); got != want {
		t.Fatalf("with a line pending %q, want the plays encoded %q", got, want)
	}
	played(t, s, "genoa", at(20), line{"Ann", 30}, line{"Ben", 40})
	checkPlayedLines(t, s, "the next write")
}

// TestPlayedMonthsAreRead: a window's figures come from the packed months when no play
// is pending, and from the plays' rows when one is.
func TestPlayedMonthsAreRead(t *testing.T) {
	s := openTemp(t)
	played(t, s, "catan", at(10), line{"Ann", 10}, line{"Ben", 8})
	played(t, s, "catan", at(20), line{"Ann", 7}, line{"Ben", 9})
	window := PlayFilter{Since: at(15)} // not every play: folded, not kept
	if _, err := s.write.Exec(`UPDATE played_months SET plays = x'05'`); err != nil {
		t.Fatal(err)
	}
	if _, err := s.write.Exec(`INSERT INTO played_pending SELECT id FROM sessions`); err != nil {
		t.Fatal(err)
	}
	if g, err := s.GroupStats(context.Background(), window, time.UTC, true); err != nil || g.Summary.Plays != 1 {
		t.Fatalf("with a play pending: %+v, %v", g.Summary, err)
	}
}

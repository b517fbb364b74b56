package history

import (
	"context"
	"reflect"
	"testing"
	"time"
)

// damagedMonths is a history of three months whose middle month's kept blobs are cut
// short (as a disk or a tool behind talon's back might leave them), and the months as
// talon wrote them.
func damagedMonths(t *testing.T) (s *Store, damage func(), kept map[string]string) {
	t.Helper()
	s = openTemp(t)
	day := 60 * 24
	for i, game := range []string{"catan", "genoa", "catan", "neptun", "catan", "genoa"} {
		played(t, s, game, at(day*(20*i+3)), line{"Ann", 10 + i}, line{"Ben", 12 - i})
	}
	kept = keptMonths(t, s)
	if len(kept) < 3 {
		t.Fatalf("the plays fill %d months, want 3 or more", len(kept))
	}
	damage = func() {
		t.Helper()
		_, err := s.write.Exec(`UPDATE played_months SET plays = substr(plays, 1, length(plays) - 3),
			lines = substr(lines, 1, length(lines) - 3)
			WHERE month = (SELECT month FROM played_months ORDER BY month LIMIT 1 OFFSET 1)`)
		if err != nil {
			t.Fatal(err)
		}
	}
	return s, damage, kept
}

// keptMonths is each month's blobs as stored.
func keptMonths(t *testing.T, s *Store) map[string]string {
	t.Helper()
	rows, err := s.write.Query(`SELECT month, plays, lines FROM played_months`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var month string
		var plays, lines []byte
		if err := rows.Scan(&month, &plays, &lines); err != nil {
			t.Fatal(err)
		}
		out[month] = string(plays) + "|" + string(lines)
	}
	return out
}

// TestDamagedLinesAreReadFromRows: a month's lines that do not decode are not an error:
// every page of `history --json` is the plays encoded from their rows, and the read has
// the months written again.
func TestDamagedLinesAreReadFromRows(t *testing.T) {
	s, damage, kept := damagedMonths(t)
	for _, f := range append(linesFilters, HistoryFilter{Limit: 1, Offset: 3}, HistoryFilter{Offset: 1}) {
		damage()
		if reflect.DeepEqual(keptMonths(t, s), kept) {
			t.Fatal("the month was not damaged")
		}
		if got, want := keptLines(t, s, f), encodedPlays(t, s, f); got != want {
			t.Fatalf("filter %+v with a month damaged: %q, want the plays encoded %q", f, got, want)
		}
		keptLines(t, s, HistoryFilter{}) // reaches the damaged month, as a page may not
		if got := keptMonths(t, s); !reflect.DeepEqual(got, kept) {
			t.Fatalf("filter %+v: the damaged month was not written again", f)
		}
	}
	checkPlayedLines(t, s, "the damaged months repaired")
}

// TestDamagedMonthsAreFoldedFromRows: a window's figures over a month that does not
// decode are those of the plays' rows, and the read has the months written again.
func TestDamagedMonthsAreFoldedFromRows(t *testing.T) {
	s, damage, kept := damagedMonths(t)
	ctx := context.Background()
	tokyo := time.FixedZone("JST", 9*3600)
	for _, c := range []struct {
		window PlayFilter
		loc    *time.Location
	}{
		{PlayFilter{Since: at(60 * 24 * 10)}, time.UTC}, {PlayFilter{Since: at(60 * 24 * 10), Game: "catan"}, time.UTC},
		{PlayFilter{Until: at(60 * 24 * 50)}, time.UTC},
		{PlayFilter{}, tokyo}, {PlayFilter{Player: "Ann"}, tokyo}, // the kept figures, months counted in Tokyo
	} {
		window := c.window
		want, err := s.GroupStats(ctx, window, c.loc, true)
		if err != nil {
			t.Fatal(err)
		}
		damage()
		got, err := s.GroupStats(ctx, window, c.loc, true)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("window %+v with a month damaged: %+v, %v; want %+v", window, got.Summary, err, want.Summary)
		}
		if got := keptMonths(t, s); !reflect.DeepEqual(got, kept) {
			t.Fatalf("window %+v: the damaged month was not written again", window)
		}
		want.Players, want.HeadToHead, want.Seats, want.Scores = nil, nil, nil, nil
		damage()
		if got, err := s.RatingStats(ctx, window, c.loc); err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("window %+v with a month damaged, the ratings alone: %+v, %v; want %+v", window, got, err, want)
		}
	}
}

// TestCheckReportsKeptPlays: `history check` says which kept months do not decode and
// how many plays are pending, and nothing once a write has kept them again.
func TestCheckReportsKeptPlays(t *testing.T) {
	s, damage, _ := damagedMonths(t)
	ctx := context.Background()
	report := func() CheckReport {
		t.Helper()
		r, err := Check(ctx, s.path)
		if err != nil || !r.OK {
			t.Fatalf("check: %+v, %v", r, err)
		}
		return r
	}
	if r := report(); r.KeptPending != 0 || len(r.KeptDamaged) != 0 || r.KeptOtherForm {
		t.Fatalf("kept plays sound: %+v", r)
	} else if _, ok := r.KeptLine(); ok {
		t.Fatal("a line on sound kept plays")
	}
	damage()
	if _, err := s.write.Exec(`INSERT INTO played_pending SELECT id FROM sessions LIMIT 2`); err != nil {
		t.Fatal(err)
	}
	r := report()
	if r.KeptPending != 2 || len(r.KeptDamaged) != 1 {
		t.Fatalf("a month damaged, two plays pending: %+v", r)
	}
	if line, ok := r.KeptLine(); !ok || line.Args[0] != 2 || line.Args[1] != 1 {
		t.Fatalf("the line on them: %+v", line)
	}
	if _, err := s.write.Exec(`UPDATE kept_format SET version = 0`); err != nil {
		t.Fatal(err)
	}
	if r := report(); !r.KeptOtherForm {
		t.Fatalf("another form kept: %+v", r)
	}
	execWrite(t, s)
	if r := report(); r.KeptPending != 0 || len(r.KeptDamaged) != 0 || r.KeptOtherForm {
		t.Fatalf("after a write: %+v", r)
	}
}

// TestDamagedMonthKeepsTheView: when a damaged month starts the fold again from the
// plays' rows, the fold still counts only the view's player's seats and months
// (review-2 F6: the restart dropped the view, so it counted everyone's).
func TestDamagedMonthKeepsTheView(t *testing.T) {
	s, damage, _ := damagedMonths(t)
	ctx := context.Background()
	var ann int64
	if err := s.write.QueryRow(`SELECT id FROM players WHERE name = 'Ann'`).Scan(&ann); err != nil {
		t.Fatal(err)
	}
	damage()
	fold := newWindowFold(time.UTC, false)
	fold.show(statsView{player: ann})
	damaged, err := foldWindow(ctx, s.write, fold, PlayFilter{Since: at(60 * 24 * 10)})
	if err != nil || !damaged {
		t.Fatalf("fold over a damaged month: damaged %v, %v", damaged, err)
	}
	if fold.view == nil || fold.view.player != ann {
		t.Fatalf("the view was dropped: %+v", fold.view)
	}
	for _, g := range fold.games {
		if len(g.months) != 0 {
			t.Errorf("%s: the group's months counted for Ann's view: %v", g.name, g.months)
		}
		for _, c := range g.cells {
			if c != nil && c.id != ann && len(c.months) != 0 {
				t.Errorf("%s: player %d's months counted for Ann's view: %v", g.name, c.id, c.months)
			}
		}
	}
}

package history

import (
	"context"
	"database/sql"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"
)

// statViews are the views of the statistics checked against a fold of every play.
var statViews = []PlayFilter{{}, {Game: "catan"}, {Player: "ann"}, {Player: "Ben", Game: "catan"}, {Player: "Nobody"}}

// wholeWindows reach over every play of the tests' histories: GroupStats answers them
// from the kept figures (windowHoldsEveryPlay).
var wholeWindows = []PlayFilter{
	{Since: time.Date(1990, 1, 1, 0, 0, 0, 0, time.UTC)},
	{Until: time.Date(2200, 1, 1, 0, 0, 0, 0, time.UTC)},
	{Since: time.Date(1990, 1, 1, 0, 0, 0, 0, time.UTC), Until: time.Date(2200, 1, 1, 0, 0, 0, 0, time.UTC)},
}

// windows leave out some of the plays of TestKeptStatsEqualAFullFold's history: their
// figures are folded from the packed months (played_months.go).
var windows = []PlayFilter{
	{Since: at(15)}, {Until: at(35)}, {Since: at(10), Until: at(60 * 24 * 45)}, {Since: at(60*24*61 + 3)},
	{Game: "catan", Since: at(10)}, {Game: "genoa", Until: at(60 * 24 * 55)}, {Location: "home", Since: at(1)},
}

// checkWindows checks that the windows' figures (from the packed months), in every
// view, equal a fold of the window's plays as the plays' query reads them.
func checkWindows(t *testing.T, s *Store, step string, windows ...PlayFilter) {
	t.Helper()
	ctx := context.Background()
	for _, w := range windows {
		for _, f := range statViews {
			f.Since, f.Until, f.Location = w.Since, w.Until, w.Location
			if w.Game != "" {
				f.Game = w.Game
			}
			for _, ratings := range []bool{true, false} {
				got, err := s.GroupStats(ctx, f, time.UTC, ratings)
				if err != nil {
					t.Fatal(err)
				}
				if folded := foldedStatsOf(t, s, f, time.UTC, ratings); !reflect.DeepEqual(got, folded) {
					t.Fatalf("after %s, window %+v: figures\n%+v\ndiffer from a fold of its plays\n%+v", step, f, got, folded)
				}
			}
			checkRatingStats(t, s, step, f, time.UTC)
		}
	}
}

// checkRatingStats checks that RatingStats is GroupStats with ratings, but for the
// figures it leaves out.
func checkRatingStats(t *testing.T, s *Store, step string, f PlayFilter, loc *time.Location) {
	t.Helper()
	got, err := s.RatingStats(context.Background(), f, loc)
	if err != nil {
		t.Fatal(err)
	}
	want := foldedStatsOf(t, s, f, loc, true)
	want.Players, want.HeadToHead, want.Seats, want.Scores = nil, nil, nil, nil
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("after %s, %+v in %s: the ratings alone\n%+v\ndiffer from those of a fold of the plays\n%+v", step, f, loc, got, want)
	}
}

// foldPlays adds the plays the filter picks to b, oldest first, through add: the fold
// the kept figures are made by, which windows' figures (windowFold) are checked against.
func foldPlays(ctx context.Context, q querier, b *statsBuilder, f PlayFilter) error {
	var seats []seatResult // reused play to play: add keeps nothing of it
	return eachPlay(ctx, q, f, "", nil, func(p play) {
		seats = p.seats[:0]
		b.add(p)
	}, &seats)
}

// foldedStats is GroupStats worked out from every play, never from the kept figures.
func foldedStats(t *testing.T, s *Store, f PlayFilter) GroupStats {
	t.Helper()
	return foldedStatsOf(t, s, f, time.UTC, true)
}

// foldedStatsOf is foldedStats with months in loc, with or without ratings.
func foldedStatsOf(t *testing.T, s *Store, f PlayFilter, loc *time.Location, ratings bool) GroupStats {
	t.Helper()
	var g GroupStats
	err := s.inRead(context.Background(), func(tx *sql.Tx) error {
		ctx := context.Background()
		names, err := playerNames(ctx, tx)
		if err != nil {
			return err
		}
		view := statsView{game: f.Game}
		if f.Player != "" {
			view.player = -1
			tx.QueryRowContext(ctx, playerByName+` ORDER BY 1 LIMIT 1`, playerByNameArgs(f.Player)...).Scan(&view.player)
		}
		b := newStatsBuilder(loc)
		b.skipRatings = !ratings
		window := f
		window.Player = ""
		if err := foldPlays(ctx, tx, b, window); err != nil {
			return err
		}
		g = b.result(names, view)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// keptTables is every row of the kept statistics, as text.
func keptTables(t *testing.T, s *Store) string {
	t.Helper()
	var out strings.Builder
	for _, table := range []string{"stat_state", "stat_pending", "stat_players", "stat_scores", "stat_pairs", "stat_seats",
		"stat_months", "stat_ratings", "stat_moves"} {
		rows, err := s.read.Query(`SELECT * FROM ` + table + ` ORDER BY 1, 2`)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			fmt.Fprintln(&out, table, vals)
		}
		rows.Close()
	}
	return out.String()
}

// checkKept checks that the kept statistics are in use, equal a fold of every play in
// every view, and equal what a rebuild from every play writes.
func checkKept(t *testing.T, s *Store, step string) {
	t.Helper()
	ctx := context.Background()
	for _, f := range statViews {
		var used bool
		s.inRead(ctx, func(tx *sql.Tx) error {
			b, monthsLeft, err := keptStats(ctx, tx, statsView{}, time.UTC, true)
			used = b != nil && !monthsLeft && err == nil
			return err
		})
		if !used {
			t.Fatalf("after %s: the kept statistics are not in use", step)
		}
		kept, err := s.GroupStats(ctx, f, time.UTC, true)
		if err != nil {
			t.Fatal(err)
		}
		if folded := foldedStats(t, s, f); !reflect.DeepEqual(kept, folded) {
			t.Fatalf("after %s, view %+v: kept figures\n%+v\ndiffer from a fold of every play\n%+v", step, f, kept, folded)
		}
		checkRatingStats(t, s, step, f, time.UTC)
	}
	for _, f := range statViews {
		for _, w := range wholeWindows {
			f.Since, f.Until = w.Since, w.Until
			kept, err := s.GroupStats(ctx, f, time.UTC, true)
			if err != nil {
				t.Fatal(err)
			}
			if folded := foldedStats(t, s, f); !reflect.DeepEqual(kept, folded) {
				t.Fatalf("after %s, window %+v: kept figures\n%+v\ndiffer from a fold of the window\n%+v", step, f, kept, folded)
			}
		}
	}
	checkOtherZones(t, s, step)
	checkPlayedLines(t, s, step)
	checkListed(t, s, step)
	checkWindows(t, s, step, windows...)
	before := keptTables(t, s)
	if err := s.RebuildStats(ctx); err != nil {
		t.Fatal(err)
	}
	if after := keptTables(t, s); before != after {
		t.Fatalf("after %s: kept tables\n%s\ndiffer from a rebuild\n%s", step, before, after)
	}
}

// otherZones are zones whose months begin at other instants than the kept figures'
// (UTC in these tests): São Paulo's clocks also went back and forth in its summers.
func otherZones(t *testing.T) []*time.Location {
	saoPaulo, err := time.LoadLocation("America/Sao_Paulo")
	if err != nil {
		saoPaulo = time.FixedZone("BRT", -3*3600)
	}
	return []*time.Location{time.FixedZone("JST", 9*3600), saoPaulo}
}

// checkOtherZones checks that every view of the whole history in another zone than
// the kept figures' (every kept figure but the months, which zoneMonths counts from the
// packed months) equals a fold of every play in that zone, with and without ratings.
func checkOtherZones(t *testing.T, s *Store, step string) {
	t.Helper()
	ctx := context.Background()
	for _, loc := range otherZones(t) {
		err := s.inRead(ctx, func(tx *sql.Tx) error {
			b, monthsLeft, err := keptStats(ctx, tx, statsView{}, loc, true)
			if err != nil || b == nil || !monthsLeft {
				t.Fatalf("after %s, in %s: kept figures %v with months left %v, %v", step, loc, b != nil, monthsLeft, err)
			}
			if ok, damaged, err := zoneMonths(ctx, tx, b, statsView{}); !ok || damaged || err != nil {
				t.Fatalf("after %s, in %s: the months were not counted (%v, %v, %v)", step, loc, ok, damaged, err)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range statViews {
			for _, ratings := range []bool{true, false} {
				got, err := s.GroupStats(ctx, f, loc, ratings)
				if err != nil {
					t.Fatal(err)
				}
				if folded := foldedStatsOf(t, s, f, loc, ratings); !reflect.DeepEqual(got, folded) {
					t.Fatalf("after %s, view %+v in %s: figures\n%+v\ndiffer from a fold of every play\n%+v", step, f, loc, got, folded)
				}
			}
			checkRatingStats(t, s, step, f, loc)
		}
	}
}

// TestKeptStatsEqualAFullFold records, undoes, deletes, merges, corrects and re-dates
// plays, and after each step finds the kept figures equal to a fold of every play.
func TestKeptStatsEqualAFullFold(t *testing.T) {
	defer func(z func() *time.Location) { statsZone = z }(statsZone)
	statsZone = func() *time.Location { return time.UTC }
	ctx := context.Background()
	s, other := openTemp(t), openTemp(t)
	var ids []int64
	steps := []struct {
		name string
		do   func(t *testing.T)
	}{
		{"plays in date order", func(t *testing.T) {
			ids = append(ids,
				played(t, s, "catan", at(10), line{"Ann", 10}, line{"Ben", 8}, line{"Cy", 5}),
				played(t, s, "catan", at(20), line{"ann", 7}, line{"Ben", 10}, line{"Cy", 10}),
				played(t, s, "genoa", at(30), line{"Ann", 50}, line{"Ben", 40}))
		}},
		{"plays given a location", func(t *testing.T) { // the window {Location: "home"} picks two
			for i, where := range []string{"Home", "Club", "home"} {
				if err := s.ChangeDetails(ctx, ids[i], DetailsChange{Location: &where}, ptrTo(at(31+i))); err != nil {
					t.Fatal(err)
				}
			}
		}},
		{"a play finished in its session", func(t *testing.T) {
			live := newSession(t, s, "catan", at(35), "Ben", "Dora", "Ann")
			appendAll(t, s, live.ID, 36, "roll 3,4")
			finish(t, s, live.ID, 40, line{"Ben", 9}, line{"Dora", 11}, line{"Ann", 9})
			ids = append(ids, live.ID)
		}},
		{"a play older than the others", func(t *testing.T) {
			ids = append(ids, played(t, s, "catan", at(5), line{"Cy", 12}, line{"Dora", 3}))
		}},
		{"the winning move undone", func(t *testing.T) {
			if _, err := s.Undo(ctx, ids[3], at(41)); err != nil {
				t.Fatal(err)
			}
		}},
		{"finished again", func(t *testing.T) {
			finish(t, s, ids[3], 42, line{"Ben", 12}, line{"Dora", 11}, line{"Ann", 2})
		}},
		{"a score corrected", func(t *testing.T) {
			if _, err := s.CorrectScores(ctx, ids[0], map[int]int{2: 15}, "miscounted", at(50)); err != nil {
				t.Fatal(err)
			}
		}},
		{"a play moved to another day", func(t *testing.T) {
			when := at(60 * 24 * 40)
			if err := s.ChangeDetails(ctx, ids[1], DetailsChange{At: &when}, ptrTo(at(51))); err != nil {
				t.Fatal(err)
			}
		}},
		{"a play deleted", func(t *testing.T) {
			if err := s.Delete(ctx, ids[2], at(52)); err != nil {
				t.Fatal(err)
			}
		}},
		{"another history merged in", func(t *testing.T) {
			played(t, other, "catan", at(3), line{"Ann", 4}, line{"Eve", 9})
			played(t, other, "genoa", at(60*24*50), line{"Eve", 90}, line{"Ben", 60})
			importDoc(t, s, exported(t, other), ImportOptions{})
		}},
		{"a newer play merged in", func(t *testing.T) {
			played(t, other, "neptun", at(60*24*60), line{"Eve", 30}, line{"Ann", 31}, line{"Cy", 31})
			importDoc(t, s, exported(t, other), ImportOptions{})
		}},
		{"plays after the last", func(t *testing.T) {
			for i := range 30 {
				id := played(t, s, []string{"catan", "genoa", "san-juan"}[i%3], at(60*24*61+i),
					line{"Ann", i % 7}, line{"Ben", i % 5}, line{"Cy", i % 3})
				if i%4 == 0 {
					home := "HOME"
					if err := s.ChangeDetails(ctx, id, DetailsChange{Location: &home}, ptrTo(at(60*24*61+i))); err != nil {
						t.Fatal(err)
					}
				}
			}
		}},
	}
	for _, step := range steps {
		step.do(t)
		checkKept(t, s, step.name)
	}
}

// TestKeptRatingMovesAreTheLatest plays more than the kept moves of one pair and finds
// the latest ones kept, in order, as a fold of every play shows them.
func TestKeptRatingMovesAreTheLatest(t *testing.T) {
	defer func(z func() *time.Location) { statsZone = z }(statsZone)
	statsZone = func() *time.Location { return time.UTC }
	s := openTemp(t)
	for i := range maxRatingMoves + 20 {
		played(t, s, "catan", at(i), line{"Ann", i % 4}, line{"Ben", i % 3})
	}
	checkKept(t, s, fmt.Sprint(maxRatingMoves+20, " plays"))
	g, err := s.GroupStats(context.Background(), PlayFilter{}, time.UTC, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Changes) != maxRatingMoves || !g.Changes[len(g.Changes)-1].Date.Equal(at(maxRatingMoves+19)) {
		t.Errorf("%d moves, the last on %v", len(g.Changes), g.Changes[len(g.Changes)-1].Date)
	}
}

// TestKeptStatsInAnotherZone: figures kept in one time zone are not used to count
// months in another, whose plays fall in other months.
func TestKeptStatsInAnotherZone(t *testing.T) {
	defer func(z func() *time.Location) { statsZone = z }(statsZone)
	statsZone = func() *time.Location { return time.UTC }
	s := openTemp(t)
	played(t, s, "catan", time.Date(2026, 11, 30, 23, 30, 0, 0, time.UTC), line{"Ann", 3}, line{"Ben", 4})
	tokyo := time.FixedZone("JST", 9*3600)
	g, err := s.GroupStats(context.Background(), PlayFilter{}, tokyo, false)
	if err != nil {
		t.Fatal(err)
	}
	if want := []MonthCount{{"2026-12", 1}}; !reflect.DeepEqual(g.Summary.PerMonth, want) {
		t.Errorf("months in Tokyo %v, want %v", g.Summary.PerMonth, want)
	}
	g, _ = s.GroupStats(context.Background(), PlayFilter{}, time.UTC, false)
	if want := []MonthCount{{"2026-11", 1}}; !reflect.DeepEqual(g.Summary.PerMonth, want) {
		t.Errorf("months in UTC %v, want %v", g.Summary.PerMonth, want)
	}
}

// TestKeptStatsInOtherZones: plays on the last and first evenings of months, which
// Tokyo and São Paulo put in another month than UTC (the kept figures' zone), are
// counted in their months there, every other figure kept; the views equal a fold of
// every play in the zone.
func TestKeptStatsInOtherZones(t *testing.T) {
	defer func(z func() *time.Location) { statsZone = z }(statsZone)
	statsZone = func() *time.Location { return time.UTC }
	s := openTemp(t)
	for i, end := range []time.Time{
		time.Date(2026, 10, 31, 22, 0, 0, 0, time.UTC), // November in Tokyo
		time.Date(2026, 11, 1, 1, 30, 0, 0, time.UTC),  // October in São Paulo
		time.Date(2026, 11, 15, 12, 0, 0, 0, time.UTC),
		time.Date(2026, 11, 30, 23, 0, 0, 0, time.UTC),
		time.Date(2026, 12, 1, 2, 0, 0, 0, time.UTC),
		time.Date(2027, 1, 1, 0, 30, 0, 0, time.UTC),
	} {
		table := []line{{"Ann", 10 + i%3}, {[]string{"Cy", "Dee"}[i%2], 9 + i}}
		if i%3 != 1 { // Ben sits out some, Ann none
			table = append(table, line{"Ben", 11})
		}
		played(t, s, []string{"catan", "genoa"}[i%2], end, table...)
	}
	checkOtherZones(t, s, "plays across the ends of months")
}

// TestNewPlaysAreFoldedIn: recording plays after the last one (scored, or finished in
// their session) folds them into the kept figures; only a change to a counted play, or
// a play older than the last, rebuilds them.
func TestNewPlaysAreFoldedIn(t *testing.T) {
	defer func(z func() *time.Location) { statsZone = z }(statsZone)
	statsZone = func() *time.Location { return time.UTC }
	ctx := context.Background()
	s := openTemp(t)
	rebuilds := func(step string, want int64, do func()) {
		t.Helper()
		before := statsRebuilds.Load()
		do()
		if got := statsRebuilds.Load() - before; got != want {
			t.Errorf("%s: %d rebuilds, want %d", step, got, want)
		}
	}
	var first int64
	rebuilds("a scored play", 0, func() { first = played(t, s, "catan", at(10), line{"Ann", 10}, line{"Ben", 8}) })
	rebuilds("a play finished in its session", 0, func() {
		live := newSession(t, s, "catan", at(11), "Ann", "Ben")
		appendAll(t, s, live.ID, 12, "roll 3,4")
		finish(t, s, live.ID, 20, line{"Ben", 9}, line{"Ann", 3})
	})
	rebuilds("a move in an active session", 0, func() {
		live := newSession(t, s, "genoa", at(21), "Ann", "Ben")
		appendAll(t, s, live.ID, 22, "roll 1,2")
	})
	rebuilds("a correction of a counted play", 1, func() {
		if _, err := s.CorrectScores(ctx, first, map[int]int{0: 12}, "", at(30)); err != nil {
			t.Fatal(err)
		}
	})
	rebuilds("an older play", 1, func() { played(t, s, "catan", at(1), line{"Ann", 1}, line{"Cy", 2}) })
	checkKept(t, s, "the steps above")
}

// TestWindowHoldsEveryPlay: a window leaves out a play when its start is after the
// play's date (Since is inclusive) or its end at or before it (Until is exclusive);
// with a game, only that game's plays count.
func TestWindowHoldsEveryPlay(t *testing.T) {
	s := openTemp(t)
	played(t, s, "catan", at(10), line{"Ann", 3}, line{"Ben", 4})
	played(t, s, "genoa", at(20), line{"Ann", 30}, line{"Ben", 40})
	played(t, s, "catan", at(30), line{"Ann", 5}, line{"Ben", 4})
	for _, c := range []struct {
		name string
		f    PlayFilter
		want bool
	}{
		{"no dates", PlayFilter{}, true},
		{"since before the first", PlayFilter{Since: at(9)}, true},
		{"since the first", PlayFilter{Since: at(10)}, true},
		{"since after the first", PlayFilter{Since: at(11)}, false},
		{"until after the last", PlayFilter{Until: at(31)}, true},
		{"until the last", PlayFilter{Until: at(30)}, false},
		{"both ends around every play", PlayFilter{Since: at(10), Until: at(31)}, true},
		{"catan since after genoa's play", PlayFilter{Game: "catan", Since: at(10)}, true},
		{"genoa since after the first catan play", PlayFilter{Game: "genoa", Since: at(11), Until: at(21)}, true},
		{"genoa until its play", PlayFilter{Game: "genoa", Until: at(20)}, false},
		{"a game never played", PlayFilter{Game: "neptun", Since: at(50)}, true},
	} {
		var got bool
		err := s.inRead(context.Background(), func(tx *sql.Tx) error {
			var err error
			got, err = windowHoldsEveryPlay(context.Background(), tx, c.f)
			return err
		})
		if err != nil || got != c.want {
			t.Errorf("%s: %v, %v; want %v", c.name, got, err, c.want)
		}
	}
}

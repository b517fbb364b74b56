package history

import (
	"context"
	"testing"
	"time"
)

// TestDatedPlayKeepsItsDate: a play the table dated (talon new --at) and played through
// later is dated by the date given, in every list, filter and statistic, and whichever
// laptop enters its last move; `history edit --at` dates a play entered days late.
func TestDatedPlayKeepsItsDate(t *testing.T) {
	ctx := context.Background()
	week := 8 * 24 * 60 // minutes: the moves are entered eight days after the date given
	twoHours := 2 * time.Hour
	tests := []struct {
		name     string
		dated    bool
		duration *time.Duration
		edit     *time.Time // history edit --at after the play ended
		merged   bool       // the play travels active to another laptop, which finishes it
		want     time.Time
		wantTook *time.Duration
	}{
		{name: "played now, no date given: dated by its end", want: at(week + 3)},
		{name: "new --at: dated by the date given", dated: true, want: at(0)},
		{name: "new --at --duration: the date given; duration kept", dated: true, duration: &twoHours,
			want: at(0), wantTook: &twoHours},
		{name: "new --at on one laptop, finished on another", dated: true, merged: true, want: at(0)},
		{name: "entered late without a date, then history edit --at", edit: ptrTo(at(-30)), want: at(-30)},
		{name: "dated, then history edit --at moves it", dated: true, edit: ptrTo(at(60)), want: at(60)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openTemp(t)
			sess := newSession(t, s, "catan", at(0), "Ann", "Ben")
			if tt.dated {
				if err := s.ChangeDetails(ctx, sess.ID, DetailsChange{At: ptrTo(at(0)), Duration: tt.duration}, nil); err != nil {
					t.Fatal(err)
				}
			}
			appendAll(t, s, sess.ID, week, "roll 3,4", "roll 6,6")
			where, id := s, sess.ID
			if tt.merged {
				where = openTemp(t)
				importDoc(t, where, exported(t, s), ImportOptions{})
				id = 1
			}
			finish(t, where, id, week+3, line{"Ann", 10}, line{"Ben", 7})
			if tt.edit != nil {
				if err := where.ChangeDetails(ctx, id, DetailsChange{At: tt.edit}, ptrTo(at(week+10))); err != nil {
					t.Fatal(err)
				}
			}
			day := tt.want.Truncate(24 * time.Hour)
			got, err := where.History(ctx, HistoryFilter{PlayFilter: PlayFilter{Since: day, Until: day.Add(24*time.Hour - time.Nanosecond)}})
			if err != nil || len(got) != 1 || !got[0].Date.Equal(tt.want) {
				t.Fatalf("history of the day %s: %+v, %v; want the play dated %s", day.Format(time.DateOnly), got, err, tt.want)
			}
			g, err := where.GroupStats(ctx, PlayFilter{Player: "Ann"}, time.UTC, false)
			if err != nil || len(g.Players) == 0 || !g.Players[0].LastPlayed.Equal(tt.want) {
				t.Errorf("stats: %+v, %v; want Ann last played %s", g.Players, err, tt.want)
			}
			d, err := where.Details(ctx, id)
			if err != nil || !eqPtr(d.Duration, tt.wantTook) && tt.wantTook != nil {
				t.Errorf("details %+v, %v; want duration %v", d, err, tt.wantTook)
			}
			if tt.merged { // and back: both laptops agree
				importDoc(t, s, exported(t, where), ImportOptions{})
				sameHistory(t, s, where)
			}
		})
	}
}

// TestEditAtKeepsTheTimeItTook: dating a play that was played live keeps the time it
// took as its duration, and the edit merges with an unedited copy without a conflict.
func TestEditAtKeepsTheTimeItTook(t *testing.T) {
	ctx := context.Background()
	a, b := openTemp(t), openTemp(t)
	sess := newSession(t, a, "catan", at(0), "Ann", "Ben")
	appendAll(t, a, sess.ID, 1, "roll 3,4")
	finish(t, a, sess.ID, 95, line{"Ann", 10}, line{"Ben", 7})
	importDoc(t, b, exported(t, a), ImportOptions{})
	if err := a.ChangeDetails(ctx, sess.ID, DetailsChange{At: ptrTo(at(-24 * 60))}, ptrTo(at(200))); err != nil {
		t.Fatal(err)
	}
	d, err := a.Details(ctx, sess.ID)
	if err != nil || d.Duration == nil || *d.Duration != 95*time.Minute {
		t.Errorf("details %+v, %v: want the 95 minutes it took kept", d, err)
	}
	docA, docB := exported(t, a), exported(t, b)
	for _, rep := range []ImportReport{importDoc(t, a, docB, ImportOptions{}), importDoc(t, b, docA, ImportOptions{})} {
		if len(rep.Conflicts) != 0 {
			t.Fatalf("conflicts: %+v", rep.Conflicts)
		}
	}
	sameHistory(t, a, b)
	got, _ := b.History(ctx, HistoryFilter{})
	if len(got) != 1 || !got[0].Date.Equal(at(-24*60)) {
		t.Errorf("history on B %+v: want the date given", got)
	}
}

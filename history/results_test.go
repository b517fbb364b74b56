package history

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/scoring"
)

func ptr(s string) *string { return &s }

func TestFinishResultRoundTrip(t *testing.T) {
	// Categories deliberately not in alphabetical order, to catch a sorted round trip.
	cats := []string{"victory points", "longest road", "largest army", "buildings"}
	points := func(vals ...int) scoring.Breakdown {
		var b scoring.Breakdown
		for i, v := range vals {
			b = append(b, scoring.Points{Category: cats[i], Points: v})
		}
		return b
	}
	tests := []struct {
		name   string
		seated []string
		result scoring.Result
	}{
		{"outright win", []string{"Ann", "Ben", "Cy"}, scoring.Result{
			Game: "catan", Categories: cats,
			Players: []scoring.PlayerResult{
				{Name: "Ann", Total: 8, Rank: 2, Breakdown: points(6, 2, 0, 0)},
				{Name: "Ben", Total: 10, Rank: 1, Winner: true, Breakdown: points(6, 0, 2, 2)},
				{Name: "Cy", Total: 5, Rank: 3, Breakdown: points(5, 0, 0, 0)},
			},
			Winners: []string{"Ben"},
		}},
		{"shared win with tie-break text and notes", []string{"Ann", "Ben", "Cy"}, scoring.Result{
			Game: "san-juan", Categories: cats,
			Players: []scoring.PlayerResult{
				{Name: "Ann", Total: 30, Rank: 1, Winner: true, Breakdown: points(20, 10, 0, 0)},
				{Name: "Ben", Total: 22, Rank: 3, Breakdown: points(22, 0, 0, 0)},
				{Name: "Cy", Total: 30, Rank: 1, Winner: true, Breakdown: points(10, 10, 10, 0)},
			},
			Winners:  []string{"Ann", "Cy"},
			TieBreak: ptr("Ann, Cy tied on 30 and on goods, and share the place"),
			Notes:    []string{"guild hall counts production buildings twice"},
		}},
		{"names typed in another case", []string{"ann", "BEN"}, scoring.Result{
			Game: "genoa",
			Players: []scoring.PlayerResult{
				{Name: "Ann", Total: 3, Rank: 1, Winner: true, Breakdown: points(3)},
				{Name: "Ben", Total: 1, Rank: 2, Breakdown: points(1)},
			},
			Winners: []string{"Ann"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openTemp(t)
			ctx := context.Background()
			sess := newSession(t, s, tt.result.Game, at(0), tt.seated...)
			if err := s.Finish(ctx, sess.ID, at(90), tt.result); err != nil {
				t.Fatal(err)
			}
			got, err := s.Result(ctx, sess.ID)
			if err != nil {
				t.Fatal(err)
			}
			want := tt.result
			for i := range want.Players { // the store names players as the session seated them
				want.Players[i].Name = tt.seated[i]
			}
			want.Winners = nil
			for _, p := range want.Players {
				if p.Winner {
					want.Winners = append(want.Winners, p.Name)
				}
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("result\n%+v\nwant\n%+v", got, want)
			}
			after, _ := s.Session(ctx, sess.ID)
			if after.Status != companion.Finished || after.Ended == nil || !after.Ended.Equal(at(90)) {
				t.Errorf("session %s ended %v, want finished at %v", after.Status, after.Ended, at(90))
			}
			if err := s.Finish(ctx, sess.ID, at(91), tt.result); !errors.Is(err, ErrNotActive) {
				t.Errorf("finish twice: %v, want ErrNotActive", err)
			}
		})
	}
}

func TestFinishRefusesMismatchedPlayers(t *testing.T) {
	one := func(names ...string) scoring.Result {
		r := scoring.Result{Game: "catan"}
		for i, n := range names {
			r.Players = append(r.Players, scoring.PlayerResult{Name: n, Total: 1, Rank: i + 1})
		}
		return r
	}
	tests := []struct {
		name   string
		result scoring.Result
	}{
		{"missing player", one("Ann")},
		{"stranger", one("Ann", "Zed")},
		{"player twice", one("Ann", "ann")},
		{"extra player", one("Ann", "Ben", "Cy")},
		{"rank zero", scoring.Result{Players: []scoring.PlayerResult{{Name: "Ann"}, {Name: "Ben", Rank: 1}}}},
	}
	s := openTemp(t)
	ctx := context.Background()
	sess := newSession(t, s, "catan", t0, "Ann", "Ben")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := s.Finish(ctx, sess.ID, at(1), tt.result); err == nil {
				t.Fatal("accepted")
			}
			if got, _ := s.Session(ctx, sess.ID); got.Status != companion.Active {
				t.Errorf("status %s after a refused finish", got.Status)
			}
			if _, err := s.Result(ctx, sess.ID); !errors.Is(err, ErrNotFound) {
				t.Errorf("a refused result was stored: %v", err)
			}
		})
	}
}

func TestSaveScored(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	r := scoring.Result{Game: "neptun", Categories: []string{"ships"},
		Players: []scoring.PlayerResult{
			{Name: "Ann", Total: 4, Rank: 2, Breakdown: scoring.Breakdown{{Category: "ships", Points: 4}}},
			{Name: "Ben", Total: 7, Rank: 1, Winner: true, Breakdown: scoring.Breakdown{{Category: "ships", Points: 7}}},
		},
		Winners: []string{"Ben"}}
	sess, err := s.SaveScored(ctx, "", at(5), r)
	if err != nil {
		t.Fatal(err)
	}
	if sess.Game != "neptun" || sess.Status != companion.Finished || sess.ID == 0 {
		t.Errorf("session %+v", sess)
	}
	got, err := s.Result(ctx, sess.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, r) {
		t.Errorf("result\n%+v\nwant\n%+v", got, r)
	}
	if err := s.Delete(ctx, sess.ID, at(99)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Result(ctx, sess.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("result of a deleted session: %v", err)
	}
	var rows int
	s.read.QueryRowContext(ctx, `SELECT count(*) FROM results`).Scan(&rows)
	if rows != 0 {
		t.Errorf("%d results rows left after delete", rows)
	}
}

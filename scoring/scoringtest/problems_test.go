package scoringtest

import (
	"errors"
	"testing"

	"github.com/talon-games/talon/scoring"
)

// recorder counts failures instead of failing, so the checks themselves can be tested.
type recorder struct {
	testing.TB
	errors, fatals int
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.errors++ }
func (r *recorder) Fatalf(string, ...any) { r.fatals++; panic(r) }

func run(f func(t testing.TB)) (r *recorder) {
	r = &recorder{}
	defer func() {
		if p := recover(); p != nil && p != r {
			panic(p)
		}
	}()
	f(r)
	return r
}

func TestChecksCanFail(t *testing.T) {
	var ps scoring.Problems
	ps.Add("Ann", "buildings", `unknown building "bakery"`)
	ps.Add("", "players", "2–4 players")
	err := ps.Err()
	both := []Want{{"Ann", "buildings", "bakery"}, {"", "players", "players"}}
	tests := []struct {
		name           string
		check          func(t testing.TB)
		errors, fatals int
	}{
		{"exact match", func(t testing.TB) { CheckProblems(t, err, both) }, 0, 0},
		{"one too few wanted", func(t testing.TB) { CheckProblems(t, err, both[:1]) }, 1, 0},
		{"wrong reason", func(t testing.TB) { CheckProblems(t, err, []Want{{"Ann", "buildings", "palace"}, both[1]}) }, 1, 0},
		{"wrong player", func(t testing.TB) { ContainsProblems(t, err, []Want{{"Ben", "buildings", "bakery"}}) }, 1, 0},
		{"contains a subset", func(t testing.TB) { ContainsProblems(t, err, both[1:]) }, 0, 0},
		{"not an input error", func(t testing.TB) { CheckProblems(t, errors.New("disk full"), both) }, 0, 1},
	}
	for _, tt := range tests {
		r := run(tt.check)
		if r.errors != tt.errors || r.fatals != tt.fatals {
			t.Errorf("%s: %d errors, %d fatals; want %d, %d", tt.name, r.errors, r.fatals, tt.errors, tt.fatals)
		}
	}
}

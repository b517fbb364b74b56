// Package scoringtest holds the checks every scorer's tests make on input problems.
package scoringtest

import (
	"errors"
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring"
)

// Want is one expected problem: {player, field, reason}, the player and field matched
// exactly, the reason as a substring. An array, so tables write {"Ann", "goods", "more"}.
type Want [3]string

// Problems returns the problems of an *InputError, failing the test on any other error.
func Problems(t testing.TB, err error) []scoring.Problem {
	t.Helper()
	var ie *scoring.InputError
	if !errors.As(err, &ie) {
		t.Fatalf("error %v (%T), want *scoring.InputError", err, err)
	}
	return ie.Problems
}

// CheckProblems fails unless err holds exactly the wanted problems, in any order.
func CheckProblems(t testing.TB, err error, wants []Want) {
	t.Helper()
	got := Problems(t, err)
	if len(got) != len(wants) {
		t.Errorf("got %d problems, want %d:\n  %s", len(got), len(wants), listed(err))
	}
	missing(t, got, wants, err)
}

// ContainsProblems fails unless err holds every wanted problem; others may come too.
func ContainsProblems(t testing.TB, err error, wants []Want) {
	t.Helper()
	missing(t, Problems(t, err), wants, err)
}

func missing(t testing.TB, got []scoring.Problem, wants []Want, err error) {
	t.Helper()
	for _, w := range wants {
		found := false
		for _, p := range got {
			if p.Player == w[0] && p.Field == w[1] && strings.Contains(p.Reason, w[2]) {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("missing problem %q / %q / %q in:\n  %s", w[0], w[1], w[2], listed(err))
		}
	}
}

func listed(err error) string { return strings.ReplaceAll(err.Error(), "; ", "\n  ") }

package neptun

import (
	"errors"
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring"
)

// want is one expected problem: reason is a substring.
type want struct{ player, field, reason string }

// expectProblems fails unless err is an *scoring.InputError holding every wanted problem.
func expectProblems(t *testing.T, err error, wants []want) {
	t.Helper()
	var ie *scoring.InputError
	if !errors.As(err, &ie) {
		t.Fatalf("want *scoring.InputError, got %v", err)
	}
	for _, w := range wants {
		found := false
		for _, p := range ie.Problems {
			if p.Player == w.player && p.Field == w.field && strings.Contains(p.Reason, w.reason) {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("missing problem %q / %q / %q in:\n  %s", w.player, w.field, w.reason,
				strings.ReplaceAll(ie.Error(), "; ", "\n  "))
		}
	}
}

func tiles(v ...int) []int { return v }

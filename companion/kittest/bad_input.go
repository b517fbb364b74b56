package kittest

import (
	"errors"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
)

// BadInputSays checks an answer's error: want "" means it was taken, else it is bad
// input (exit 2) whose message contains want; where names the answer in a failure.
func BadInputSays(t testing.TB, where string, err error, want string) {
	t.Helper()
	var bad *companion.BadInput
	switch {
	case want == "" && err != nil:
		t.Errorf("%s: %v, want it taken", where, err)
	case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
		t.Errorf("%s: %v, want %q", where, err, want)
	case want != "" && !errors.As(err, &bad):
		t.Errorf("%s: %T %v, want bad input (exit 2)", where, err, err)
	}
}

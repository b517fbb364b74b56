package companiontest_test

import (
	"testing"

	"github.com/talon-games/talon/companion/companiontest"
	"github.com/talon-games/talon/companion/kittest"
)

func TestTallyConforms(t *testing.T) {
	kittest.Run(t, companiontest.Entry(), "testdata/tally.txtar")
}

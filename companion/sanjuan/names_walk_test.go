package sanjuan

import (
	"testing"

	"github.com/talon-games/talon/companion/companiontest"
)

// Every name of San Juan's buildings and roles, and of what `fix` corrects, in every
// language and as a table types it, reads as its id; no name is two things.
func TestEverySanJuanNameReadsAsItsID(t *testing.T) {
	n := companiontest.WalkNames(t, "san juan buildings", buildingTerms, nil, nil)
	n += companiontest.WalkNames(t, "san juan roles", roleTerms, nil, nil)
	n += companiontest.WalkFixables(t, "san juan fix", fixables)
	if n < 200 {
		t.Errorf("only %d spellings read: the walk is not reaching the lists", n)
	}
}

package marcopolo

import (
	"testing"

	"github.com/talon-games/talon/companion/companiontest"
)

// Every name of Marco Polo's spaces, characters, goods and map locations, and of what
// `fix` corrects, in every language and as a table types it, reads as its id; no name
// is two things.
func TestEveryMarcoPoloNameReadsAsItsID(t *testing.T) {
	read := companiontest.WalkNames(t, "marco polo spaces", spaceIndex.terms, nil, nil)
	read += companiontest.WalkNames(t, "marco polo characters", characterIndex.terms, nil, nil)
	read += companiontest.WalkNames(t, "marco polo goods", goodIndex.terms, nil, nil)
	read += companiontest.WalkNames(t, "marco polo locations", locIndex.terms, nil, nil)
	read += companiontest.WalkFixables(t, "marco polo fix", fixables)
	if read < 200 {
		t.Errorf("only %d spellings read: the walk is not reaching the lists", read)
	}
}

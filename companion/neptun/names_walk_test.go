package neptun

import (
	"testing"

	"github.com/talon-games/talon/companion/companiontest"
)

// Every name of Neptun's goods, cities, regions and reward kinds, and of what `fix`
// corrects, in every language and as a table types it, reads as its id through the
// lists' own Lookup; no name is two things.
func TestEveryNeptunNameReadsAsItsID(t *testing.T) {
	read := 0
	for _, l := range []struct {
		name  string
		items []Name
	}{
		{"neptun goods", Goods}, {"neptun cities", KnownCities}, {"neptun regions", KnownRegions}, {"neptun rewards", RewardKinds},
	} {
		ns := NewNames(l.name, l.items...)
		read += companiontest.WalkNames(t, l.name, ns.terms, ns.Lookup, nil)
	}
	read += companiontest.WalkFixables(t, "neptun fix", (&State{}).fixables())
	if read < 100 {
		t.Errorf("only %d spellings read: the walk is not reaching the lists", read)
	}
}

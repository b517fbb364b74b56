package catan

import (
	"testing"

	"github.com/talon-games/talon/companion/companiontest"
)

// Every name of every Catan list (cards, verbs, pieces, resources), in every language
// and as a table types it (any case, accents left off), reads as its id, and no name
// is two things (TestWalkNamesFailsWhereTheTableWould is the walk's control).
func TestEveryCatanNameReadsAsItsID(t *testing.T) {
	n := companiontest.WalkNames(t, "catan cards", cardTerms, nil, nil)
	n += companiontest.WalkNames(t, "catan verbs", verbTerms, nil, nil)
	n += companiontest.WalkNames(t, "catan pieces", pieceTerms, nil, nil)
	n += companiontest.WalkNames(t, "catan resources", resourceTerms, func(typed string) (string, error) {
		r, err := ParseResource(typed)
		return string(r), err
	}, nil)
	if n < 100 {
		t.Errorf("only %d spellings read: the walk is not reaching the lists", n)
	}
}

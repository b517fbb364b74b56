package marcopolo

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// FuzzParseCardSpaces feeds any text as the table's card_spaces file: it is either 1 to 9
// large cities, which deal a setup, or bad input that reads in Hungarian too.
func FuzzParseCardSpaces(f *testing.F) {
	for _, seed := range []string{
		"Moscow\nKarakorum\nSumatra", "# my board\nMoszkva, Sumatra, Sumatra\n", "Kochi", "", "Atlantis",
		"Sumatra,Sumatra,Sumatra,Sumatra,Sumatra,Sumatra,Sumatra,Sumatra,Sumatra,Sumatra", "\x00\n,,#",
	} {
		f.Add(seed)
	}
	hu := i18n.NewPrinter(i18n.Hungarian)
	f.Fuzz(func(t *testing.T, text string) {
		spaces, err := ParseCardSpaces(text)
		if err != nil {
			var bad *companion.BadInput
			if !errors.As(err, &bad) || hu.Error(err) == "" {
				t.Fatalf("%q: %T %v", text, err, err)
			}
			return
		}
		if len(spaces) < 1 || len(spaces) > maxCardSpaces {
			t.Fatalf("%q: %d spaces accepted", text, len(spaces))
		}
		for _, l := range spaces {
			if !l.IsLarge() {
				t.Fatalf("%q: %s accepted, not a large city", text, l)
			}
		}
		if _, err := DealSetup(2, DefaultSettings(), rand.New(rand.NewPCG(7, 11)), spaces); err != nil {
			t.Fatalf("%q: accepted spaces do not deal: %v", text, err)
		}
	})
}

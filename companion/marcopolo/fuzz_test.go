package marcopolo

import (
	"errors"
	"testing"

	"github.com/talon-games/talon/companion"
)

// FuzzAction feeds any text to a game in its first turn (and at the roll): reading,
// resolving and applying it never panics, and anything not accepted is a refusal or bad
// input, never another error.
func FuzzAction(f *testing.F) {
	for _, seed := range []string{
		"roll", "roll - 1,2,3,4,5,6 6,6,6,6,6", "bazaar Ann pepper 4 row=3", "travel 3,5 to=lan_zhou via=oasis_f,kashgar",
		"contracts 5 take=2,5", "card 7 3 times=2 trade=1 goods=pepper,silk cities=anxi", "khan b4", "coins w6",
		"goods Ann pepper,silk", "take coins=2 camels=1", "discard C1,C2", "move skip", "fix coins Ann 3",
		"final Ann vp=47 coins=23", "travel 9,9 to=", "bag 0", "adjust 3 to=9", "complete C99", "tile Z",
	} {
		f.Add(seed)
	}
	_, _, start := startSession(f, []string{"Ann", "Ben"}, companion.Options{OptLedger: "on"}, 1)
	rolled, _, err := start.Apply(mustAction(f, "roll - 1,2,3,4,5,6"))
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, err := companion.Parse(text)
		if err != nil {
			return
		}
		for _, st := range []companion.State{start, rolled} {
			r, err := st.Resolve(a, testRNG{1})
			if err == nil {
				_, _, err = st.Apply(r)
			}
			var bad *companion.BadInput
			var no *companion.Refusal
			if err != nil && !errors.As(err, &bad) && !errors.As(err, &no) {
				t.Fatalf("%q: %T %v", text, err, err)
			}
		}
	})
}

func mustAction(t testing.TB, text string) companion.Action {
	a, err := companion.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

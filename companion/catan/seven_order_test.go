package catan_test

import (
	"testing"
)

// On a 7 the menu's first entry is the step the table most likely takes next, as roll
// is first before a roll (trial F6: after the discards, hands stayed first while the
// robber was to move).
func TestSevenOffersTheNextStepFirst(t *testing.T) {
	for _, tc := range []struct {
		name  string
		moves []string
		want  []string // the verbs in order
	}{
		{"fresh seven", []string{"roll 3,4"}, []string{"hands", "discard", "robber"}},
		{"hands owe a discard", []string{"roll 3,4", "hands Ann=9 Ben=5 Cid=3"}, []string{"discard", "hands"}},
		{"after the discard", []string{"roll 3,4", "hands Ann=9 Ben=5 Cid=3", "discard Ann 4"}, []string{"robber", "hands"}},
		{"nobody discards", []string{"roll 3,4", "hands Ann=3 Ben=5 Cid=7"}, []string{"robber", "hands"}},
		{"some hands, nobody owes", []string{"roll 3,4", "hands Ann=3"}, []string{"robber", "hands"}},
		{"a discard without hands", []string{"roll 3,4", "discard Ben 4"}, []string{"robber", "hands", "discard"}},
		{"before a roll", nil, []string{"roll", "vp"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := do(t, setupABC(t), tc.moves...)
			var got []string
			for _, c := range st.Legal() {
				got = append(got, c.Verb)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("verbs %q, want %q", got, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Fatalf("verbs %q, want %q", got, tc.want)
				}
			}
		})
	}
}

package history

import (
	"context"
	"testing"

	"github.com/talon-games/talon/scoring"
)

// TestCorrectionKeepsTheTieBreakLine: a corrected total keeps the tie-break line while
// the tie stands and drops it when the tie is corrected away; a rescored input brings
// its own; and a merge gives the other laptop the same line (hist-trial F11).
func TestCorrectionKeepsTheTieBreakLine(t *testing.T) {
	ctx := context.Background()
	a, b := openTemp(t), openTemp(t)
	id := played(t, a, "catan", at(10), line{"Ann", 5}, line{"Ben", 5}, line{"Cy", 8})
	const tie = "Ann, Ben tied on 5 and share the place"
	if _, err := a.write.Exec(`UPDATE sessions SET tie_break = ? WHERE id = ?`, tie, id); err != nil {
		t.Fatal(err)
	}
	importDoc(t, b, exported(t, a), ImportOptions{})
	line := func(s *Store) string {
		t.Helper()
		r, err := s.Result(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return deref(r.TieBreak)
	}
	steps := []struct {
		name    string
		correct func() error
		want    string
	}{
		{"Cy's total corrected: the tie stands", func() error {
			_, err := a.CorrectScores(ctx, id, map[int]int{2: 9}, "", at(20))
			return err
		}, tie},
		{"Ben's total corrected: the tie is gone", func() error {
			_, err := a.CorrectScores(ctx, id, map[int]int{1: 6}, "", at(21))
			return err
		}, ""},
		{"a rescored input brings its line", func() error {
			r := scoring.Rank([]scoring.Entry{
				{Name: "Ann", Breakdown: []scoring.Points{{Category: "points", Points: 7}}},
				{Name: "Ben", Breakdown: []scoring.Points{{Category: "points", Points: 7}}},
				{Name: "Cy", Breakdown: []scoring.Points{{Category: "points", Points: 9}}},
			}, scoring.Rules{Game: "catan"})
			text := "Ben, Ann tied on 7, decided by cards in hand"
			r.TieBreak = &text
			_, err := a.CorrectResult(ctx, id, r, "recount", at(22))
			return err
		}, "Ben, Ann tied on 7, decided by cards in hand"},
	}
	for _, st := range steps {
		if err := st.correct(); err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		if got := line(a); got != st.want {
			t.Errorf("%s: tie-break %q, want %q", st.name, got, st.want)
		}
		docA, docB := exported(t, a), exported(t, b)
		importDoc(t, b, docA, ImportOptions{})
		importDoc(t, a, docB, ImportOptions{})
		sameHistory(t, a, b)
		if got := line(b); got != st.want {
			t.Errorf("%s: the other laptop's tie-break %q, want %q", st.name, got, st.want)
		}
	}
}

package neptun

import (
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/kittest"
)

// BenchmarkReplayWholeGame folds the whole scripted game from its setup record.
func BenchmarkReplayWholeGame(b *testing.B) {
	lines := scriptLines(b)
	actions := make([]companion.Action, len(lines))
	for k, l := range lines {
		a, err := companion.Parse(l)
		if err != nil {
			b.Fatal(err)
		}
		actions[k] = a
	}
	b.ResetTimer()
	for range b.N {
		st := startScript(b, nil)
		for _, a := range actions {
			var err error
			if st, _, err = st.Apply(a); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkLegalWithMap is the choices a prompt needs for a mover with the data file's
// map: the destinations within range plus gold, then every dependent argument (target:
// under 1 ms).
func BenchmarkLegalWithMap(b *testing.B) {
	st := startScript(b, readFixture(b, "filled.yaml"))
	s, _ := SessionState(st)
	table := &autoTable{data: s.Data}
	for !(s.Phase == PhaseVoyages && s.cardsDown()) {
		var err error
		if s, err = s.Apply(table.next(s)); err != nil {
			b.Fatal(err)
		}
	}
	st = &session{State: s}
	b.ResetTimer()
	for range b.N {
		for _, c := range st.Legal() {
			var earlier []string
			for _, a := range c.Args {
				a = a.After(earlier)
				v := ""
				if len(a.Options) > 0 {
					v = a.Options[0].Value
				}
				earlier = append(earlier, v)
			}
		}
	}
	_ = kittest.LegalJSON(st.Legal())
}

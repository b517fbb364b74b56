package neptun

import (
	"testing"

	"github.com/talon-games/talon/companion"
)

// FuzzReadAction: any action text is read into an action or refused as bad input, never
// a panic; what is read is written back canonically and reads the same again.
func FuzzReadAction(f *testing.F) {
	for _, line := range scriptLines(f)[:40] {
		f.Add(line)
	}
	f.Add("sail Ann leptis magna miles=99 buy=55 fulfil=1,2,3,4,5 extra=5")
	f.Add("tiles gold=5,3,1 hispania=x")
	f.Add("fix wind 30")
	f.Add("add city Leptis Nova region=graecia confirm=yes")
	f.Add("add region _")
	st := startScript(f, nil)
	s, _ := SessionState(st)
	f.Fuzz(func(t *testing.T, text string) {
		a, err := companion.Parse(text)
		if err != nil {
			return
		}
		act, err := s.read(a)
		if err != nil {
			return
		}
		again, err := s.read(s.write(act))
		if err != nil {
			t.Fatalf("%q read as %+v, its canonical text %q does not read: %v", text, act, s.write(act), err)
		}
		if s.write(again).String() != s.write(act).String() {
			t.Fatalf("canonical text changes: %q then %q", s.write(act), s.write(again))
		}
		_, _ = s.Apply(act) // a refusal or a position, never a panic
	})
}

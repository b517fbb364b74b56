package randomizers

import "testing"

// FuzzParseDice: any notation is read or refused in one line; what is read is within
// the limits and is written back as notation that reads the same. Seeds:
// testdata/fuzz/FuzzParseDice.
func FuzzParseDice(f *testing.F) {
	for _, s := range []string{"2d6", "d20", "3d6+2", "blue:d8 red:d8", "d8+d8-1", "2d0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, notation string) {
		d, err := ParseDice(notation)
		if err != nil {
			if msg := err.Error(); msg == "" {
				t.Fatalf("%q: empty error", notation)
			}
			return
		}
		if d.Count() < 1 || d.Count() > MaxDice || d.Modifier() < -MaxModifier || d.Modifier() > MaxModifier {
			t.Fatalf("%q read as %d dice %+d, out of the limits", notation, d.Count(), d.Modifier())
		}
		again, err := ParseDice(d.String())
		if err != nil || again.String() != d.String() {
			t.Fatalf("%q written %q reads back as %q, %v", notation, d.String(), again.String(), err)
		}
	})
}

package catan_test

import (
	"testing"

	"github.com/talon-games/talon/companion/catan"
)

// FuzzCoordinates: the position parsers never panic, and what they read writes back as a
// label that reads as the same position.
func FuzzCoordinates(f *testing.F) {
	for _, s := range []string{"12", "N(1,-1)", "S(1,-2)", "N(1,-1)-S(1,-2)", "12-17", "D4", "(1,1)", "1,1", "-", "N(,)-S(", "99-100"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if v, err := catan.ParseVertex(s); err == nil {
			if back, err := catan.ParseVertex(catan.VertexLabel(v)); err != nil || back != v {
				t.Fatalf("vertex %q read as %d, label %q reads as %d, %v", s, v, catan.VertexLabel(v), back, err)
			}
		}
		if e, err := catan.ParseEdge(s); err == nil {
			if back, err := catan.ParseEdge(catan.EdgeLabel(e)); err != nil || back != e {
				t.Fatalf("path %q read as %d, label %q reads as %d, %v", s, e, catan.EdgeLabel(e), back, err)
			}
		}
		if h, err := catan.ParseHex(s); err == nil {
			if back, err := catan.ParseHex(catan.HexLabel(h)); err != nil || back != h {
				t.Fatalf("hex %q read as %d, label %q reads as %d, %v", s, h, catan.HexLabel(h), back, err)
			}
		}
	})
}

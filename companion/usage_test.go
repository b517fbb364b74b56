package companion

import "testing"

// A placeholder is one word however many its name has: arguments are separated by
// spaces (it was "miles=TENGERI MÉRFÖLD [buy=VETT MÉRFÖLD]").
func TestUsageOneWordAPlaceholder(t *testing.T) {
	c := Choice{Verb: "sail", Args: []Arg{{Name: "játékos"}, {Name: "tengeri mérföld", Key: "miles"}, {Name: "vett mérföld", Key: "buy", Optional: true}}}
	if got, want := c.Usage(), "sail JÁTÉKOS miles=TENGERI-MÉRFÖLD [buy=VETT-MÉRFÖLD]"; got != want {
		t.Errorf("usage %q, want %q", got, want)
	}
}

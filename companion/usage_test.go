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

// A keyed argument named after its key shows what its value is: Catan's hand sizes read
// "hands Anna=KÁRTYÁK [Ben=KÁRTYÁK]", not "Anna=ANNA" (hu-games item 3).
func TestUsagePlaceholderOfAKeyedArgument(t *testing.T) {
	c := Choice{Verb: "hands", Args: []Arg{{Name: "Anna", Key: "Anna", Placeholder: "kártyák"}, {Name: "Ben", Key: "Ben", Placeholder: "kártyák", Optional: true}}}
	if got, want := c.Usage(), "hands Anna=KÁRTYÁK [Ben=KÁRTYÁK]"; got != want {
		t.Errorf("usage %q, want %q", got, want)
	}
}

package i18n

import "testing"

func TestList(t *testing.T) {
	chapel := Term{EN: "Chapel", HU: "Kápolna", DE: "Kapelle"}
	l := Join(", ", chapel, M("test: %d buildings", 2), "Ann")
	for lang, want := range map[Lang]string{
		English:   "Chapel, test: 2 buildings, Ann",
		Hungarian: "Kápolna, teszt: 2 épület, Ann",
		German:    "Kapelle, test: 2 buildings, Ann",
		Pseudo:    "⟦Chapel⟧, ⟦test: 2 buildings⟧, Ann",
	} {
		if got := l.Local(NewPrinter(lang)); got != want {
			t.Errorf("%v: %q, want %q", lang, got, want)
		}
	}
	if got := l.String(); got != "Chapel, test: 2 buildings, Ann" {
		t.Errorf("String %q", got)
	}
	more := l.Add("Ben")
	if l.Len() != 3 || more.Len() != 4 {
		t.Errorf("Add changed the list it was called on: %d, %d", l.Len(), more.Len())
	}
	if got := NewPrinter(Hungarian).Sprintf("test: German term in %s", Join(" + ", chapel, chapel)); got != "teszt: német fogalom itt: Kápolna + Kápolna" {
		t.Errorf("a List as an argument: %q", got)
	}
}

package main

import (
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// A typed text that names nothing in a pick list is answered with the nearest entries
// as the list shows them, in the table's language (play said only "not in the list"
// to "Ipaross"); a menu entry by its verb; nothing near: as before.
func TestPickListSuggestsTheNearest(t *testing.T) {
	roles := Question{Label: "szerep", Items: []Item{
		{Text: "Építész", Names: []string{"builder", "Építész", "baumeister", "építész"}},
		{Text: "Iparos", Names: []string{"producer", "Iparos", "aufseher", "iparos"}},
		{Text: "Kereskedő", Names: []string{"trader", "Kereskedő", "händler"}},
	}}
	menu := Question{Label: "Mi történik most?", Items: []Item{
		{Text: "build JÁTÉKOS ÉPÜLET  — Anna egy épületet építhet", Names: []string{"build"}},
		{Text: "undo — az utolsó lépés visszavonása", Names: []string{"undo"}},
	}}
	hu, en := i18n.NewPrinter(i18n.Hungarian), i18n.NewPrinter(i18n.English)
	for _, tc := range []struct {
		p     *i18n.Printer
		q     Question
		typed string
		want  string
	}{
		{hu, roles, "Ipaross", `erre gondoltál: Iparos? "Ipaross" nincs a listában; Ctrl-U: törlés, Esc: vissza`},
		{hu, roles, "producr", `erre gondoltál: Iparos? "producr" nincs a listában; Ctrl-U: törlés, Esc: vissza`},
		{en, roles, "Aufseer", `did you mean Iparos? "Aufseer" is not in the list; Ctrl-U clears, Esc goes back`},
		{hu, roles, "xyzzy", `"xyzzy" nincs a listában; Ctrl-U: törlés, Esc: vissza`},
		{hu, menu, "biuld", `erre gondoltál: build? "biuld" nincs a listában; Ctrl-U: törlés, Esc: vissza`},
		{en, menu, "udno", `did you mean undo? "udno" is not in the list; Ctrl-U clears, Esc goes back`},
	} {
		if got := hint(tc.p, tc.q, tc.typed); got != tc.want {
			t.Errorf("%q: %q, want %q", tc.typed, got, tc.want)
		}
	}
}

// A number typed into a list of numbers is not guessed as a misspelt neighbour: "9" in a
// list of 1 to 5 said "did you mean 1, 2 or 3?". Names still are, and a number may still
// begin a longer entry (a path such as 12-17).
func TestNearItemsGuessesNoNumberForANumber(t *testing.T) {
	numbers := []Item{{Text: "1"}, {Text: "2"}, {Text: "3"}, {Text: "4"}, {Text: "5"}}
	for _, typed := range []string{"0", "9", "6", "10"} {
		if got := nearItems(numbers, typed); len(got) != 0 {
			t.Errorf("nearItems(1–5, %q) = %q, want no guess", typed, got)
		}
	}
	if got := nearItems([]Item{{Text: "Iparos"}, {Text: "Építész"}}, "Ipaross"); len(got) != 1 || got[0] != "Iparos" {
		t.Errorf("a misspelt name: %q", got)
	}
}

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

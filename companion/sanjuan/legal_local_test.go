package sanjuan

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// The Black Market, Crane and Library arguments are named in the table's language
// (the key the table types stays the English one), and the Black Market's note says
// what the player may pay with.
func TestBuildingArgumentsInHungarian(t *testing.T) {
	hu := i18n.NewPrinter(i18n.Hungarian)
	names := func(c companion.Choice) map[string]string {
		out := map[string]string{}
		for _, a := range c.Args {
			if a.Key != "" {
				out[a.Key] = a.Name
			}
		}
		return out
	}
	s := fixture(t, fixtureSeat{"Ann", "", 4}, fixtureSeat{"Ben", "indigo_plant*,crane,black_market", 4})
	s = play(t, s, "role Ann builder")
	var note []string
	for _, m := range s.last {
		note = append(note, m.Local(hu))
	}
	if want := "Feketepiac: legfeljebb 2 árujával fizethet (most 1 áruja van)"; !strings.Contains(strings.Join(note, "\n"), want) {
		t.Errorf("Black Market note: want %q in\n%s", want, strings.Join(note, "\n"))
	}
	s = play(t, s, "build Ann pass")
	got := names(s.LocalLegal(hu)[0])
	if got["over"] != "lecserélt" || got["goods"] != "áruk" {
		t.Errorf("build arguments in Hungarian: %v", got)
	}
	if got := names(s.Legal()[0]); got["over"] != "replaced" || got["goods"] != "goods" {
		t.Errorf("build arguments in English: %v", got)
	}
	lib := fixture(t, fixtureSeat{"Ann", "indigo_plant,library", 4}, fixtureSeat{"Ben", "", 4})
	role := lib.LocalLegal(hu)[0]
	got = names(role)
	if got["library"] != "Könyvtár" {
		t.Fatalf("library argument in Hungarian: %v", got)
	}
	if opt := role.Args[len(role.Args)-1].Options[0]; opt.Value != "no" || opt.Label != "nem" {
		t.Errorf("library option: %+v", opt)
	}
	play(t, lib, "role Ann builder library=nem") // typed as the Hungarian screen shows it
}

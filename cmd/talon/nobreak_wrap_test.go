package main

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/sanjuan"
)

// A no-break space holds what it joins on one line: `talon status` at 80 columns broke
// a San Juan trading house's "indigó 1" after the good (trial finding 16); a grouped
// number ("12 000") stays whole too.
func TestWrapKeepsNoBreakSpacesWhole(t *testing.T) {
	hu := i18n.NewPrinter(i18n.Hungarian)
	fact := hu.Sprintf("talon's hidden stack; %d turned up; showing %s", 1, sanjuan.Houses[0].Text())
	for width := 30; width <= 100; width++ {
		out := hangText("Kereskedőházak: ", "  ", fact, width)
		for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			for _, good := range []string{"indigó", "cukor", "dohány", "kávé", "ezüst"} {
				if strings.HasSuffix(l, good) {
					t.Fatalf("width %d: line ends in %q without its price:\n%s", width, good, out)
				}
			}
			if displayWidth(l) > width {
				t.Fatalf("width %d: line of %d columns: %q", width, displayWidth(l), l)
			}
		}
	}
	if got := hangText("", "", "a 12\u00a0000 b", 5); got != "a\n12\u00a0000\nb\n" {
		t.Errorf("grouped number broken: %q", got)
	}
}

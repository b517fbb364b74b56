package main

import (
	"strings"
	"testing"
)

// The robber's steal question is asked and shown in the table's language, and the menu
// writes it as the next-step line does: robber TÁJMEZŐ [steal=JÁTÉKOS] (brackets when
// it may be left out); at 80 columns its help needs the line, so the usage is shown
// under the list while the entry is highlighted.
func TestCatanStealQuestionInHungarian(t *testing.T) {
	for _, tt := range []struct{ lang, menu, next, asked string }{
		{"en", "robber HEX steal=PLAYER", "robber HEX steal=PLAYER", "player: Cid"},
		{"hu", "robber TÁJMEZŐ steal=JÁTÉKOS", "robber TÁJMEZŐ steal=JÁTÉKOS", "játékos: Cid"},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			e := catanSetUpFor(t, "Ann,Ben,Cid")
			e.ok("do", "roll", "3,4")
			e.prompt.answers = []string{"robber", "D4", "quit"}
			out := e.ok("--lang", tt.lang, "play")
			if len(e.prompt.more) == 0 || !strings.Contains(strings.NewReplacer("[", "", "]", "").Replace(strings.Join(e.prompt.more[0], "\n")), tt.menu) {
				t.Errorf("menu lacks %q: %q", tt.menu, e.prompt.more)
			}
			mustContain(t, strings.Join(strings.Fields(out), " "), tt.next)
			mustContain(t, out, tt.asked+"\n", "#14 robber D4 steal=Cid")
			mustFit(t, "play "+tt.lang, out, 80)
		})
	}
}

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

// A robber moved onto a hex where no opponent has a building asks no victim: play
// records "robber A1" alone, as `talon do robber A1` does (hu-trial2 F7: the question
// refused an empty answer and every name, so only Esc was left).
func TestCatanRobberOntoEmptyHexInPlay(t *testing.T) {
	e := catanSetUpFor(t, "Ann,Ben,Cid")
	e.ok("do", "roll", "3,4")
	e.prompt.answers = []string{"robber", "A1", "quit"}
	out := e.ok("--lang", "hu", "play")
	mustContain(t, out, "#14 robber A1")
	if strings.Contains(out, "válaszolnod kell") || strings.Contains(out, "#14 robber A1 steal") {
		t.Errorf("a victim was asked for or recorded on a hex with nobody to rob:\n%s", out)
	}
	// The refusal of a named victim there reads as Hungarian: "az A1 mezőn nincs …".
	e.ok("undo")
	_, msg, code := e.run("--lang", "hu", "do", "robber", "A1", "steal=Ben")
	if code != 3 {
		t.Errorf("robber A1 steal=Ben: exit %d, want 3 (%s)", code, msg)
	}
	mustContain(t, strings.Join(strings.Fields(msg), " "), "Ben: az A1 mezőn nincs település vagy város")
}

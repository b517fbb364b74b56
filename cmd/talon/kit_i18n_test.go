package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// kitScreens plays a short Tally game through `talon do` and `talon play` in one
// language: an action with a warning, one not checked, a refusal, bad input, a
// misspelt player, then play's menu, a question, undo and quit.
func kitScreens(t *testing.T, lang string) string {
	e := newEnv(t)
	e.vars["TALON_LANG"], e.vars["NO_COLOR"] = lang, "1"
	e.ok("new", "tally", "--players", "Ann,Ben", "--option", "target=10", "--seed", "s")
	var screen strings.Builder
	for _, args := range [][]string{
		{"do", "roll", "3"},
		{"do", "fix", "points", "Ann", "4"},
		{"do", "draw", "2", "from=table"},
		{"do", "bonus"},
		{"do", `roll "3`},
		{"do", "fix", "points", "Bem", "4"},
		{"do", "--session", "9", "roll"},
	} {
		out, errOut, code := e.run(args...)
		screen.WriteString("$ talon " + strings.Join(args, " ") + "\n" + out + errOut)
		if code == exitOK && errOut != "" || code != exitOK && out != "" {
			t.Errorf("%v: exit %d with stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	e.tty = true
	e.prompt.answers = []string{"roll", "9", "", "undo", "draw", "quit"} // 9 is asked again
	screen.WriteString("$ talon play\n" + e.ok("play"))
	screen.WriteString("(the questions play asked:)\n")
	for _, label := range slices.Compact(slices.Clone(e.prompt.asked)) {
		screen.WriteString("  " + label + "\n")
	}
	screen.WriteString("(its first menu:)\n")
	for _, item := range e.prompt.offered[0] {
		screen.WriteString("  " + item + "\n")
	}
	return screen.String()
}

// The kit's screens in English and in Hungarian: the same game, every text of the kit
// and of Tally in the table's language, the actions and ids as typed.
func TestKitScreensInBothLanguages(t *testing.T) {
	en, hu := kitScreens(t, "en"), kitScreens(t, "hu")
	golden(t, "kit_screens_en", en)
	golden(t, "kit_screens_hu", hu)
	for _, line := range strings.Split(hu, "\n") {
		if n := len([]rune(line)); n > 80 {
			t.Errorf("a Hungarian line is %d columns wide: %q", n, line)
		}
	}
	mustContain(t, hu, "#1 roll 3", "Következik: ", "elfogadva, nem ellenőrizve: ", "figyelem: ", "bónuszszabály: ",
		"egy idézőjel nincs lezárva", "erre gondoltál: Ben", "nincs 9. játszma", "Mi történik most?")
}

// An action is typed with the names of any edition (San Juan's Hungarian and German
// building names) in any language; the log keeps the canonical ids, so a session begun
// in English goes on in Hungarian and reads the same in --json.
func TestActionsInAnyLanguageKeepCanonicalIDs(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "san-juan", "--players", "Ann,Ben", "--option", "governor=Ann")
	mustContain(t, e.ok("do", "role", "builder"), "#1 role Ann builder")
	e.vars["TALON_LANG"] = "hu"
	mustContain(t, e.ok("do", "build", "Ann", "cukormalom"), "#2 build Ann sugar_mill")
	e.vars["TALON_LANG"] = "de"
	mustContain(t, e.ok("do", "build", "Ben", "Schmiede"), "#3 build Ben smithy")
	e.vars["TALON_LANG"] = "hu"
	_, errOut, code := e.run("do", "fix", "hand", "Bem", "3")
	if code != exitUsage || !strings.Contains(errOut, "erre gondoltál") {
		t.Errorf("a misspelt player in Hungarian: exit %d %q", code, errOut)
	}
	var st struct {
		Events int `json:"events"`
		Next   string
		View   struct {
			Next string `json:"next"`
		} `json:"view"`
	}
	if err := json.Unmarshal([]byte(e.ok("status", "1", "--json")), &st); err != nil || st.Events != 3 {
		t.Fatalf("status --json in Hungarian: %v %+v", err, st)
	}
	if strings.Contains(st.View.Next, "Következik") {
		t.Errorf("--json is for scripts and stays English: %q", st.View.Next)
	}
}

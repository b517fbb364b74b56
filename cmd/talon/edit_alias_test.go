package main

import (
	"strings"
	"testing"
)

// TestHistoryEditFindsANameTheHistoryKnows: after an import mapped "Ann" to the local
// "Anna" (`history --player ann` finds her), `history edit --score Ann=…` and an --input
// naming "ann" find Anna's seat in a play typed "Anna" (trial F5), as does "Ánna"
// (accents aside); a name that could mean two seats is refused naming both, in
// English and Hungarian, and changes nothing.
func TestHistoryEditFindsANameTheHistoryKnows(t *testing.T) {
	e := newEnv(t)
	id := idText(e.savePlay(1, "Anna", "Ben", "Clara"))
	other := newEnv(t)
	other.savePlay(2, "Ann", "Ben")
	exchangeFile(t, other, e, "--map", "Ann=Anna")
	mustContain(t, e.ok("history", "--player", "ann"), "Anna 10")
	for _, score := range []string{"Ann=12", "ANN=13", "Ánna=14"} {
		mustContain(t, e.ok("history", "edit", id, "--score", score), "Session "+id+" changed")
	}
	mustContain(t, e.ok("history", "show", id), "| Anna ", "14")
	e.stdin = `{"players": [{"name": "ann", "settlements": 2, "cities": 4, "longest_road": true},
		{"name": "Ben", "settlements": 3, "cities": 1}, {"name": "Clara", "settlements": 3}],
		"ended_on_turn_of": "ann"}`
	if out, errOut, code := e.run("history", "edit", id, "--input", "-", "--reason", "recount"); code != 0 {
		t.Errorf("--input naming ann: exit %d, %q %q", code, out, errOut)
	}

	// "Ann" is Anna's alias and, accents aside, Ánn's name: two seats, refused.
	two := idText(e.savePlay(3, "Anna", "Ánn", "Cy"))
	before := e.ok("history", "show", two)
	for lang, want := range map[string]string{
		"en": `--score "Ann=3": Ann could mean two players of session ` + two + `: Anna and Ánn; give the name the history shows`,
		"hu": `--score "Ann=3": Ann két játékost is jelenthet a ` + two + `. játszmában: Anna és Ánn; add meg a nevet úgy, ahogy az előzmények mutatják`,
	} {
		e.vars["TALON_LANG"] = lang
		_, errOut, code := e.run("history", "edit", two, "--score", "Ann=3")
		if code != exitUsage || !strings.Contains(strings.Join(strings.Fields(errOut), " "), want) {
			t.Errorf("%s: exit %d, %q, want %q", lang, code, errOut, want)
		}
	}
	delete(e.vars, "TALON_LANG")
	e.stdin = `{"players": [{"name": "Ann", "settlements": 2}, {"name": "Cy", "settlements": 2, "cities": 4, "longest_road": true},
		{"name": "Anna", "settlements": 3}], "ended_on_turn_of": "Cy"}`
	_, errOut, code := e.run("history", "edit", two, "--input", "-")
	if code != exitUsage || !strings.Contains(strings.Join(strings.Fields(errOut), " "), "--input: Ann could mean two players of session "+two+": Anna and Ánn") {
		t.Errorf("--input: exit %d, %q", code, errOut)
	}
	if after := e.ok("history", "show", two); after != before {
		t.Errorf("a refused edit changed the play:\n%s\nwas\n%s", after, before)
	}
	// Each seat's own name still finds it alone.
	mustContain(t, e.ok("history", "edit", two, "--score", "Ánn=4"), "Session "+two+" changed")
}

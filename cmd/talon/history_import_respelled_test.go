package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/history"
)

// TestRespelledLine: the import summary's line of players spelt otherwise now names
// them old → new, as many as fit 80 columns in either language, then how many more;
// at least one is named however long the names (two of 40 letters do not fit 80
// columns whatever is done); no line when nobody changed.
func TestRespelledLine(t *testing.T) {
	many := func(n int) []history.Respelling {
		var out []history.Respelling
		for i := range n {
			out = append(out, history.Respelling{From: fmt.Sprintf("PLAYER%d", i), To: fmt.Sprintf("Player%d", i)})
		}
		return out
	}
	long := strings.Repeat("Á", 40)
	tests := []struct {
		name, lang string
		list       []history.Respelling
		want       string
	}{
		{"nobody", "en", nil, ""},
		{"one", "en", []history.Respelling{{From: "ANNA", To: "Anna"}}, "  player names changed here: ANNA → Anna."},
		{"two", "en", []history.Respelling{{From: "ANNA", To: "Anna"}, {From: "ben", To: "Ben"}},
			"  player names changed here: ANNA → Anna, ben → Ben."},
		{"as many as fit", "en", many(9),
			"  player names changed here: PLAYER0 → Player0, PLAYER1 → Player1 and 7 more."},
		{"as many as fit, Hungarian", "hu", many(9),
			"  itt megváltozott játékosnevek: PLAYER0 → Player0, PLAYER1 → Player1 és még 7."},
		{"one too long for the line", "en", []history.Respelling{{From: long, To: strings.ToLower(long)}, {From: "ANNA", To: "Anna"}},
			"  player names changed here: " + long + " → " + strings.ToLower(long) + " and 1 more."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := i18n.NewPrinter(map[string]i18n.Lang{"en": i18n.English, "hu": i18n.Hungarian}[tt.lang])
			got := respelledLine(p, tt.list, defaultWidth)
			if got != tt.want {
				t.Errorf("got\n%q\nwant\n%q", got, tt.want)
			}
			if oneAlone := respelledLine(p, tt.list[:min(1, len(tt.list))], defaultWidth); displayWidth(oneAlone) <= defaultWidth &&
				displayWidth(got) > defaultWidth {
				t.Errorf("%d columns: %q", displayWidth(got), got)
			}
		})
	}
}

// TestImportSaysWhoIsSpeltOtherwise (issue 14): the same people spelt differently on two
// laptops ("ANNA" here, "Anna" on the laptop that knew them first): importing that
// laptop's file says, in the summary and in --json, whose name changed here, old →
// new; the other way round, nobody's did.
func TestImportSaysWhoIsSpeltOtherwise(t *testing.T) {
	first, here := newEnv(t), newEnv(t)
	first.savePlays([]textPlay{{"catan", 1, []seated{{"Anna", 10}, {"Ben", 8}, {"Cy", 5}}}})
	here.savePlays([]textPlay{{"catan", 2, []seated{{"ANNA", 7}, {"ben", 9}, {"Cy", 4}}}})
	dir := t.TempDir()
	fromFirst, fromHere := filepath.Join(dir, "first.json"), filepath.Join(dir, "here.json")
	first.ok("history", "export", "-o", fromFirst)
	here.ok("history", "export", "-o", fromHere)

	out := here.ok("history", "import", fromFirst)
	if !strings.Contains(out, "\n  player names changed here: ANNA → Anna, ben → Ben.\n") {
		t.Errorf("import summary:\n%s\nwant the line naming ANNA → Anna, ben → Ben", out)
	}
	if out := first.ok("history", "import", fromHere); strings.Contains(out, "changed here") {
		t.Errorf("the laptop whose spelling stood:\n%s\nwant no line of changed names", out)
	}
	var rep struct {
		Respelled []struct{ UUID, From, To string } `json:"players_respelled"`
	}
	first.ok("history", "export", "-o", fromFirst)
	again := newEnv(t)
	again.savePlays([]textPlay{{"catan", 3, []seated{{"anna", 7}}}})
	if err := json.Unmarshal([]byte(again.ok("history", "import", fromFirst, "--json")), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Respelled) != 1 || rep.Respelled[0].From != "anna" || rep.Respelled[0].To != "Anna" || rep.Respelled[0].UUID == "" {
		t.Errorf("players_respelled %+v, want anna → Anna with its UUID", rep.Respelled)
	}
	// Nobody respelled is an empty list, not null.
	if out := again.ok("history", "import", fromFirst, "--json"); !strings.Contains(out, `"players_respelled": []`) {
		t.Errorf("a second import's --json:\n%s\nwant players_respelled: []", out)
	}
}

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
	checkPlayersLine(t, respelledLine, []playersLineCase[history.Respelling]{
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
	})
}

// playersLineCase is a case of a summary line naming players: the list, the language
// and the line wanted.
type playersLineCase[T any] struct {
	name, lang string
	list       []T
	want       string
}

// checkPlayersLine checks a summary line naming players against its cases, and that it
// fits 80 columns wherever its first item alone does.
func checkPlayersLine[T any](t *testing.T, line func(*i18n.Printer, []T, int) string, tests []playersLineCase[T]) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := i18n.NewPrinter(map[string]i18n.Lang{"en": i18n.English, "hu": i18n.Hungarian}[tt.lang])
			got := line(p, tt.list, defaultWidth)
			if got != tt.want {
				t.Errorf("got\n%q\nwant\n%q", got, tt.want)
			}
			if oneAlone := line(p, tt.list[:min(1, len(tt.list))], defaultWidth); displayWidth(oneAlone) <= defaultWidth &&
				displayWidth(got) > defaultWidth {
				t.Errorf("%d columns: %q", displayWidth(got), got)
			}
		})
	}
}

// TestJoinedLine: the import summary's line of players here joined into another names
// them gone into kept, as respelledLine names the respelled; no line when nobody was
// joined.
func TestJoinedLine(t *testing.T) {
	var nine []history.Joining
	for i := range 9 {
		nine = append(nine, history.Joining{From: fmt.Sprintf("Player%d", i), Into: fmt.Sprintf("Kept%d", i)})
	}
	checkPlayersLine(t, joinedLine, []playersLineCase[history.Joining]{
		{"nobody", "en", nil, ""},
		{"one", "en", []history.Joining{{From: "Anna", Into: "Ann"}}, "  players joined here: Anna into Ann."},
		{"one, Hungarian", "hu", []history.Joining{{From: "Anna", Into: "Ann"}}, "  itt összevont játékosok: Anna → Ann."},
		{"as many as fit", "en", nine, "  players joined here: Player0 into Kept0, Player1 into Kept1 and 7 more."},
		{"as many as fit, Hungarian", "hu", nine, "  itt összevont játékosok: Player0 → Kept0, Player1 → Kept1 és még 7."},
	})
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

// TestImportSaysWhoIsJoined: laptop A mapped Anna to Ann; laptop B, which has Ann and
// Anna as two players, imports A's export, which joins Anna into Ann here: the summary
// says so after the counts, and --json lists the join; importing it again joins nobody.
func TestImportSaysWhoIsJoined(t *testing.T) {
	out := laptopJoining(t)
	if !strings.Contains(out, " already here.\n  players joined here: Anna into Ann.\n") {
		t.Errorf("import summary:\n%s\nwant the line naming Anna into Ann after the players' counts", out)
	}
	var rep struct {
		Joined []struct{ From, Into, UUID string } `json:"players_joined"`
	}
	if err := json.Unmarshal([]byte(laptopJoining(t, "--json")), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Joined) != 1 || rep.Joined[0].From != "Anna" || rep.Joined[0].Into != "Ann" || rep.Joined[0].UUID == "" {
		t.Errorf("players_joined %+v, want Anna into Ann with its UUID", rep.Joined)
	}
}

// laptopJoining plays the story on two new laptops and returns the output of B's import
// of A's export after A's --map, given flags; it checks that a second import, in
// --json, joins nobody (an empty list, not null).
func laptopJoining(t *testing.T, flags ...string) string {
	t.Helper()
	a, b := newEnv(t), newEnv(t)
	a.savePlays([]textPlay{{"catan", 1, []seated{{"Ann", 10}, {"Ben", 8}, {"Cid", 5}}}})
	b.savePlays([]textPlay{{"catan", 2, []seated{{"Anna", 7}, {"Ben", 9}, {"Dora", 4}}}})
	dir := t.TempDir()
	fromA, fromB, fromA2 := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json"), filepath.Join(dir, "a2.json")
	a.ok("history", "export", "-o", fromA)
	b.ok("history", "export", "-o", fromB)
	b.ok("history", "import", fromA) // Ann and Anna, two players on B
	a.ok("history", "import", fromB, "--map", "Anna=Ann")
	a.ok("history", "export", "-o", fromA2)
	out := b.ok(append([]string{"history", "import", fromA2}, flags...)...)
	if again := b.ok("history", "import", fromA2, "--json"); !strings.Contains(again, `"players_joined": []`) {
		t.Errorf("a second import's --json:\n%s\nwant players_joined: []", again)
	}
	return out
}

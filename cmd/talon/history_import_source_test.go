package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestHistoryImportReadsStandardInput: `history import -` reads the file from standard
// input, as `score --input -` does, with the same refusals: a bad one names standard
// input and changes nothing.
func TestHistoryImportReadsStandardInput(t *testing.T) {
	a, b := newEnv(t), newEnv(t)
	a.ok("new", "catan", "--players", "Ann,Ben,Cid", "--seed", "stdin")
	a.ok("do", "place", "settlement", "1")
	b.stdin = a.ok("history", "export")
	mustContain(t, b.ok("history", "import", "-"), "Imported standard input:", "1 added")
	mustContain(t, b.ok("status"), "place settlement 1")
	before := b.ok("history", "export")
	b.stdin = `{"format":"talon-history","version":4,"players":{`
	_, errOut, code := b.run("history", "import", "-")
	if code != exitUsage || !strings.HasPrefix(errOut, "talon: standard input: the file ends in the middle") ||
		!strings.Contains(errOut, "nothing was imported") {
		t.Errorf("a file cut short on standard input: exit %d: %s", code, errOut)
	}
	if b.ok("history", "export") != before {
		t.Error("a refused file changed the history")
	}
}

// TestHistoryImportSaysWhichFormatTheFileIs: a BG Stats file given without --format is
// imported as one, saying so on one line (trial-final F12; --json stays the JSON alone,
// --keep is refused); given with --format talon it is refused, and so is a talon
// export given with --format bgstats, each naming the --format that reads it (exit 2,
// one line).
func TestHistoryImportSaysWhichFormatTheFileIs(t *testing.T) {
	e := newEnv(t)
	dir := t.TempDir()
	bgs := filepath.Join(dir, "a.bgs.json")
	doc := `{"games":[{"id":1,"name":"Catan","bggId":13}],"players":[{"id":1,"uuid":"a","name":"Ann"},{"id":2,"uuid":"b","name":"Ben"}],` +
		`"plays":[{"uuid":"p1","playDate":"2025-01-01 20:00:00","gameRefId":1,"playerScores":[{"playerRefId":1,"score":"10","winner":true,"rank":1,"seatOrder":1},{"playerRefId":2,"score":"8","rank":2,"seatOrder":2}]}]}`
	if err := os.WriteFile(bgs, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	out := e.ok("history", "import", bgs)
	if lines := strings.Split(out, "\n"); lines[0] != bgs+" is a BG Stats file: importing it as one." ||
		!strings.Contains(out, "plays: 1 added") {
		t.Errorf("a BG Stats file without --format:\n%s", out)
	}
	e.stdin = doc
	mustContain(t, e.ok("--lang", "hu", "history", "import", "-"), "BG Stats fájl: annak megfelelően olvasom be.")
	var rep struct {
		PlaysUnchanged int `json:"plays_unchanged"`
	}
	if err := json.Unmarshal([]byte(e.ok("history", "import", bgs, "--json")), &rep); err != nil || rep.PlaysUnchanged != 1 {
		t.Errorf("--json: %+v, %v", rep, err)
	}
	e.ok("score", "catan", "--input", writeCatanInput(t))
	talon := filepath.Join(dir, "talon.json")
	e.ok("history", "export", "-o", talon)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--format", "talon", bgs}, `this is a BG Stats file (its "games" is a list), not a talon history file: import it with --format bgstats`},
		{[]string{"--format", "bgstats", talon}, "this is a talon history file, not a BG Stats file: import it with --format talon (the default)"},
		{[]string{bgs, "--keep", "ours", "abcd1234"}, "--keep goes with a talon history file; " + bgs + " is a BG Stats file"},
	} {
		_, errOut, code := e.run(append([]string{"history", "import"}, tc.args...)...)
		if code != exitUsage || !strings.Contains(errOut, tc.want) || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("%v: exit %d: %s", tc.args, code, errOut)
		}
	}
	_, errOut, _ := e.run("--lang", "hu", "history", "import", "--format", "talon", bgs)
	mustContain(t, errOut, "--format bgstats kapcsolóval olvasd be")
}

// TestFormatPageQuotesTheNewerFormatRefusal: the refusal of a file from a newer talon
// reads as history/FORMAT.md quotes it.
func TestFormatPageQuotesTheNewerFormatRefusal(t *testing.T) {
	page, err := os.ReadFile(filepath.Join("..", "..", "history", "FORMAT.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?s)with the message "(the history file was\s+written by a newer talon.*?)"`).FindSubmatch(page)
	if m == nil {
		t.Fatal("FORMAT.md quotes no refusal of a newer format")
	}
	quoted := strings.ReplaceAll(strings.Join(strings.Fields(string(m[1])), " "), "history format N;", "history format 99;")
	e := newEnv(t)
	e.stdin = `{"format":"talon-history","version":99,"players":{},"sessions":{}}`
	_, errOut, code := e.run("history", "import", "-")
	if code != exitUsage || strings.TrimSpace(errOut) != "talon: standard input: "+quoted {
		t.Errorf("exit %d: %s\nFORMAT.md quotes: %s", code, errOut, quoted)
	}
}

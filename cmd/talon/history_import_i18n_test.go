package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// badImportFiles are files `talon history import` refuses, each for another reason, in
// the order of the golden files.
var badImportFiles = []struct{ name, text string }{
	{"empty.json", ""},
	{"other.json", `{"format":"other"}`},
	{"unversioned.json", `{"players":{}}`},
	{"cut.json", `{"format":"talon-history","version":2,"players":{"p1":{"name":"Ann"`},
	{"field.json", `{"format":"talon-history","version":2,"players":{"p1":{"name":"Ann","age":3}},"sessions":{}}`},
	{"uuid.json", `{"format":"talon-history","version":2,"players":{"p 1":{"name":"Ann"}},"sessions":{}}`},
	{"order.json", `{"format":"talon-history","version":2,"sessions":{}}`},
	{"newer.json", `{"format":"talon-history","version":6}`},
	{"bgstats.json", `{"games":[]}`},
	{"latin2.json", "  \xff\xfe"},                               // a byte that is not UTF-8, at column 3
	{"accent.json", "{\n  \"format\": \"talon-history\",\n  é"}, // a letter where a name should begin
}

// importRefusals runs the import of every bad file in lang and returns the screens, the
// temporary folder written as DIR.
func importRefusals(t *testing.T, lang string) string {
	e := newEnv(t)
	e.scoredPlays(1)
	e.vars["TALON_LANG"] = lang
	dir := t.TempDir()
	var b strings.Builder
	for _, f := range badImportFiles {
		path := filepath.Join(dir, f.name)
		if err := os.WriteFile(path, []byte(f.text), 0o644); err != nil {
			t.Fatal(err)
		}
		args := []string{"history", "import", path}
		if f.name == "bgstats.json" {
			args = append(args, "--format", "bgstats")
		}
		out, errOut, code := e.run(args...)
		if code != exitUsage || out != "" || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want one line and exit 2", f.name, code, out, errOut)
		}
		b.WriteString("$ talon " + strings.Join(args, " ") + "   # exit " + strconv.Itoa(code) + "\n" + out + errOut)
	}
	return strings.ReplaceAll(b.String(), dir, "DIR")
}

// The refusals of bad import files, in English and Hungarian: one line each, the reason
// in the table's language.
func TestHistoryImportRefusalsGolden(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		t.Run(lang, func(t *testing.T) { golden(t, "history_import_refusals_"+lang, importRefusals(t, lang)) })
	}
}

// In the pseudo language, every word of a refusal is the catalog's or the file's own
// (its member names, the values it holds).
func TestHistoryImportRefusalsGoThroughCatalog(t *testing.T) {
	screens := importRefusals(t, "x-pseudo")
	data := []string{"talon", "DIR", "json", "empty", "other", "unversioned", "cut", "field", "uuid", "order", "newer", "bgstats",
		"history", "import", "format", "players", "sessions", "version", "Ann", "age", "p", "BG", "Stats", "MiB"}
	for _, line := range strings.Split(strings.TrimSpace(screens), "\n") {
		if strings.HasPrefix(line, "$ ") {
			continue
		}
		if bad := bypassedWords(line, data); len(bad) > 0 {
			t.Errorf("words outside the catalog: %q in %s", bad, line)
		}
	}
}

// A BG Stats file with a bad play is refused whole, the play named in the table's
// language (hist-trial F14).
func TestBGStatsProblemsInTheTableLanguage(t *testing.T) {
	e := newEnv(t)
	e.scoredPlays(1)
	path := filepath.Join(t.TempDir(), "bg.json")
	e.ok("history", "export", "--format", "bgstats", "-o", path)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var file map[string]any
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	plays := file["plays"].([]any)
	bad := map[string]any{}
	for k, v := range plays[0].(map[string]any) {
		bad[k] = v
	}
	bad["uuid"], bad["playDate"] = "late-1", "yesterday"
	file["plays"] = append(plays, bad)
	if data, err = json.Marshal(file); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	other := newEnv(t)
	other.vars["TALON_LANG"] = "hu"
	_, errOut, code := other.run("history", "import", "--format", "bgstats", path)
	want := `2. parti ("late-1", "yesterday"): a playDate ("yesterday") nem ÉÉÉÉ-HH-NN ÓÓ:PP:MM alakú; semmit sem olvastam be`
	if code != exitUsage || !strings.Contains(errOut, want) || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
		t.Errorf("exit %d, %q; want one line with %q", code, errOut, want)
	}
	// The import created the history and, refused, removed it again: nothing is left.
	if _, err := os.Stat(other.db); !os.IsNotExist(err) {
		t.Errorf("the refused file left a history behind: %v", err)
	}
}

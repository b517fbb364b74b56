package main

import (
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/randomizers"
)

// outsideCase is an error from outside talon — the operating system, encoding/json,
// SQLite, cobra and pflag — provoked for real, and the line the table reads.
type outsideCase struct {
	name   string
	args   func(t *testing.T, dir string) []string // dir: a fresh folder for the case's files
	code   int
	en, hu string // what the line says (DIR stands for dir)
	root   bool   // the case cannot be provoked by root (permissions do not bind it)
}

// writeFile writes a test file and returns its path.
func writeFile(t *testing.T, path, text string, mode os.FileMode) string {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, mode); err != nil {
		t.Fatal(err)
	}
	return path
}

// A San Juan end-of-game input: valid up to where a case breaks it.
const sanJuanInput = "{\n  \"players\": [\n    {\"name\": \"Ann\", \"buildings\": 12}\n  ]\n}\n"

var outsideCases = []outsideCase{
	{name: "--input is a folder", code: exitUsage,
		args: func(t *testing.T, dir string) []string { return []string{"score", "san-juan", "--input", dir} },
		en:   "--input: DIR cannot be read: it is a folder, not a file; nothing was scored",
		hu:   "--input: DIR nem olvasható: ez mappa, nem fájl; semmit sem pontoztam"},
	{name: "--input does not exist", code: exitUsage,
		args: func(t *testing.T, dir string) []string {
			return []string{"score", "san-juan", "--input", filepath.Join(dir, "end.json")}
		},
		en: "--input: DIR/end.json does not exist; nothing was scored",
		hu: "--input: DIR/end.json nem létezik; semmit sem pontoztam"},
	{name: "--input may not be read", code: exitUsage, root: true,
		args: func(t *testing.T, dir string) []string {
			return []string{"score", "san-juan", "--input", writeFile(t, filepath.Join(dir, "end.json"), sanJuanInput, 0)}
		},
		en: "--input: DIR/end.json cannot be read: permission denied; nothing was scored",
		hu: "--input: DIR/end.json nem olvasható: nincs hozzá jogosultságod; semmit sem pontoztam"},
	{name: "--input is cut short", code: exitUsage,
		args: func(t *testing.T, dir string) []string {
			return []string{"score", "san-juan", "--input", writeFile(t, filepath.Join(dir, "end.json"), sanJuanInput[:30], 0o644)}
		},
		en: "input: the JSON ends too early, at line 3, column 14 (is the file cut short?)",
		hu: "input: a JSON túl korán véget ér, itt: 3. sor, 14. oszlop (csonka a fájl?)"},
	{name: "--input has a syntax error", code: exitUsage,
		args: func(t *testing.T, dir string) []string {
			broken := strings.Replace(sanJuanInput, `"buildings": 12`, `"buildings" 12`, 1)
			return []string{"score", "san-juan", "--input", writeFile(t, filepath.Join(dir, "end.json"), broken, 0o644)}
		},
		en: "input: not valid JSON (line 3, column 33): expected a colon (:), found '1'",
		hu: "input: hibás JSON (3. sor, 33. oszlop): kettőspont (:) kellene, ez áll ott: '1'"},
	{name: "import of a folder", code: exitUsage,
		args: func(t *testing.T, dir string) []string { return []string{"history", "import", dir} },
		en:   "DIR cannot be read: it is a folder, not a file; nothing was imported",
		hu:   "DIR nem olvasható: ez mappa, nem fájl; semmit sem olvastam be"},
	{name: "import of broken JSON", code: exitUsage,
		args: func(t *testing.T, dir string) []string {
			doc := "{\n  \"format\": \"talon-history\",\n  \"version\": 2,\n  \"players\": {\n    \"p1\" {}\n  }\n}\n"
			return []string{"history", "import", writeFile(t, filepath.Join(dir, "h.json"), doc, 0o644)}
		},
		en: "DIR/h.json: the file's player p1: not valid JSON (line 5, column 10): expected a colon (:); nothing was imported",
		hu: "DIR/h.json: a fájl p1 játékosa: hibás JSON (5. sor, 10. oszlop): kettőspont (:) kellene; semmit sem olvastam be"},
	{name: "BG Stats file of the wrong shape", code: exitUsage,
		args: func(t *testing.T, dir string) []string {
			return []string{"history", "import", "--format", "bgstats", writeFile(t, filepath.Join(dir, "bg.json"), `{"players": 5}`, 0o644)}
		},
		en: "DIR/bg.json: players should be a list [ … ], not a number; nothing was imported",
		hu: "DIR/bg.json: players: lista [ … ] kellene, nem szám; semmit sem olvastam be"},
	{name: "data file is a folder", code: exitUsage,
		args: func(t *testing.T, dir string) []string { return []string{"neptun", "data", "show", dir} },
		en:   "DIR cannot be read: it is a folder, not a file",
		hu:   "DIR nem olvasható: ez mappa, nem fájl"},
	{name: "export into a folder", code: exitUsage,
		args: func(t *testing.T, dir string) []string { return []string{"history", "export", "-o", dir} },
		en:   "DIR cannot be written: it is a folder, not a file",
		hu:   "DIR nem írható: ez mappa, nem fájl"},
	{name: "export into a folder that does not exist", code: exitUsage,
		args: func(t *testing.T, dir string) []string {
			return []string{"history", "export", "-o", filepath.Join(dir, "none", "h.json")}
		},
		en: "DIR/none/h.json cannot be written: its folder does not exist",
		hu: "DIR/none/h.json nem írható: nincs meg a mappája"},
	{name: "export into a folder that may not be written", code: exitUsage, root: true,
		args: func(t *testing.T, dir string) []string {
			os.Chmod(dir, 0o500)
			t.Cleanup(func() { os.Chmod(dir, 0o700) })
			return []string{"history", "export", "-o", filepath.Join(dir, "h.json")}
		},
		en: "DIR/h.json cannot be written: permission denied",
		hu: "DIR/h.json nem írható: nincs hozzá jogosultságod"},
	{name: "backup into a folder that does not exist", code: exitUsage,
		args: func(t *testing.T, dir string) []string {
			return []string{"history", "backup", filepath.Join(dir, "none", "b.db")}
		},
		en: "DIR/none/b.db cannot be written: its folder does not exist",
		hu: "DIR/none/b.db nem írható: nincs meg a mappája"},
	{name: "a flag's number", code: exitUsage,
		args: func(t *testing.T, dir string) []string { return []string{"shuffle", "--count", "seven"} },
		en:   `--count: "seven" is not a whole number`,
		hu:   `--count: "seven" nem egész szám`},
	{name: "a help topic that does not exist", code: exitUsage,
		args: func(t *testing.T, dir string) []string { return []string{"help", "frobnicate"} },
		en:   `no help topic "frobnicate": talon help commands lists every command`,
		hu:   `nincs ilyen súgótéma: "frobnicate"; minden parancsot a talon help commands sorol fel`},
	{name: "an unknown flag", code: exitUsage,
		args: func(t *testing.T, dir string) []string { return []string{"sessions", "--frobnicate"} },
		en:   "unknown flag: --frobnicate",
		hu:   "ismeretlen kapcsoló: --frobnicate"},
	{name: "an unknown command after a group of commands", code: exitUsage,
		args: func(t *testing.T, dir string) []string { return []string{"neptun", "--no-color", "dta"} },
		en:   `unknown command "dta" for "talon neptun" (see talon neptun --help)`,
		hu:   `ismeretlen parancs: "dta" (itt: "talon neptun"; lásd talon neptun --help)`},
	{name: "an unknown command after a command that runs alone", code: exitUsage,
		args: func(t *testing.T, dir string) []string { return []string{"history", "foo"} },
		en:   `unknown command "foo" for "talon history" (see talon history --help)`,
		hu:   `ismeretlen parancs: "foo" (itt: "talon history"; lásd talon history --help)`},
	{name: "an unknown command after talon", code: exitUsage,
		args: func(t *testing.T, dir string) []string { return []string{"foo"} },
		en:   `unknown command "foo" for "talon" (see talon --help)`,
		hu:   `ismeretlen parancs: "foo" (itt: "talon"; lásd talon --help)`},
	{name: "too many arguments", code: exitUsage,
		args: func(t *testing.T, dir string) []string { return []string{"neptun", "data", "show", "a", "b"} },
		en:   "show takes at most 1 argument(s), got 2",
		hu:   "show: legfeljebb 1 argumentumot vár, 2 érkezett"},
	{name: "a damaged history", code: exitRuntime,
		args: func(t *testing.T, dir string) []string { return []string{"--db", damagedHistory(t, dir), "sessions"} },
		en:   "the history file is damaged: DIR/damaged.db: damaged pages of the file: ",
		hu:   "az előzményfájl sérült: DIR/damaged.db: a fájl sérült lapjai: "},
	{name: "a damaged history checked", code: exitRuntime,
		args: func(t *testing.T, dir string) []string {
			return []string{"--db", damagedHistory(t, dir), "history", "check"}
		},
		en: "the history file is damaged; see the report above",
		hu: "az előzményfájl sérült; lásd a fenti jelentést"},
}

// damagedHistory makes a history with a game in it and damages the sessions table's
// first page (its count of cells), as a failing disk would: SQLite's check names the
// page, and talon reads nothing from the file.
func damagedHistory(t *testing.T, dir string) string {
	t.Helper()
	e := newEnv(t)
	e.db = filepath.Join(dir, "damaged.db")
	e.ok("new", "tally", "--players", "Ann,Ben")
	e.ok("do", "roll", "4")
	db, err := sql.Open("sqlite3", e.db)
	if err != nil {
		t.Fatal(err)
	}
	var page, pageSize int64
	err = errors.Join(db.QueryRow(`SELECT rootpage FROM sqlite_master WHERE name = 'sessions'`).Scan(&page),
		db.QueryRow(`PRAGMA page_size`).Scan(&pageSize), db.Close())
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(e.db)
	if err != nil {
		t.Fatal(err)
	}
	data[(page-1)*pageSize+3] ^= 0x01
	if err := os.WriteFile(e.db, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return e.db
}

// englishWords are words of talon's English messages and of the errors from outside:
// none may be left in a Hungarian line outside its quoted detail.
var englishWords = regexp.MustCompile(`(?i)\b(the|is|not|no|does|exist|cannot|can|read|written|write|file|folder|directory|permission|denied|such|invalid|character|expected|found|line|column|unexpected|end|input|byte|value|of|and|or|open|error|nothing|was|been|scored|imported|damaged|pages|page|flag|unknown|argument|arguments|takes|got|help|topic|whole|number|disk|full|it|an|to|in|at|malformed|image)\b`)

// quoted are the parts of a line that are quoted detail — SQLite's or the system's
// words, a value as typed, a command to type — and the files named (DIR/…).
var quoted = regexp.MustCompile("\"[^\"]*\"|'[^']*'|`[^`]*`|DIR\\S*")

// TestOutsideErrorsInTheTableLanguage: every error from outside talon is one line in
// the table's language, with the exit status the project gives it; in Hungarian no
// English word is left outside quoted detail, and in the pseudo language every word
// outside quotes went through the catalog.
func TestOutsideErrorsInTheTableLanguage(t *testing.T) {
	for _, c := range outsideCases {
		t.Run(c.name, func(t *testing.T) {
			if c.root && os.Geteuid() == 0 {
				t.Skip("permissions do not bind root: this case cannot be provoked")
			}
			for _, lang := range []string{"en", "hu", "x-pseudo"} {
				dir := t.TempDir()
				e := newEnv(t)
				e.ok("new", "tally", "--players", "Ann") // a history to export and back up
				e.vars["TALON_LANG"] = lang
				_, errOut, code := e.run(c.args(t, dir)...)
				line := strings.ReplaceAll(strings.TrimPrefix(errOut, "talon: "), dir, "DIR")
				if code != c.code || strings.Count(errOut, "\n") != 1 {
					t.Errorf("%s: exit %d, stderr %q; want exit %d and one line", lang, code, errOut, c.code)
				}
				switch lang {
				case "en":
					if !strings.Contains(line, c.en) {
						t.Errorf("en: %q\nwant it to contain %q", line, c.en)
					}
				case "hu":
					if !strings.Contains(line, c.hu) {
						t.Errorf("hu: %q\nwant it to contain %q", line, c.hu)
					}
					left := quoted.ReplaceAllString(line, "")
					for _, allowed := range []string{"DIR", "talon help commands", "talon --help", "talon neptun --help", "talon history --help", "--input", "--count", "--frobnicate", "JSON", "BG Stats", "players", "input", "SQLite"} {
						left = strings.ReplaceAll(left, allowed, "")
					}
					if words := englishWords.FindAllString(left, -1); len(words) > 0 {
						t.Errorf("hu: English words %q left in %q", words, line)
					}
				default:
					data := []string{"DIR", "talon", "help", "commands", "input", "count", "frobnicate", "json", "h", "bg", "end", "db",
						"players", "none", "damaged", "show", "seven", "b", "a"}
					if bad := bypassedWords(quoted.ReplaceAllString(line, ""), data); len(bad) > 0 {
						t.Errorf("pseudo: words outside the catalog %q in %q", bad, line)
					}
				}
			}
		})
	}
}

// TestHistoryCheckExplainsTheDamage: talon history check says what is damaged in the
// table's language, with SQLite's first line quoted, and what to do; it fits 80
// columns.
func TestHistoryCheckExplainsTheDamage(t *testing.T) {
	for lang, want := range map[string][]string{
		"en": {"is damaged. SQLite's integrity check found", "  - damaged pages of the file: ", `    SQLite: "`, "What to do:"},
		"hu": {"sérült. Az SQLite ellenőrzése", "  - a fájl sérült lapjai: ", `    SQLite: "`, "Mit tegyél:"},
	} {
		dir := t.TempDir()
		e := newEnv(t)
		e.vars["TALON_LANG"] = lang
		out, _, code := e.run("--db", damagedHistory(t, dir), "history", "check")
		if code != exitRuntime {
			t.Errorf("%s: exit %d", lang, code)
		}
		out = strings.ReplaceAll(out, dir, "DIR")
		mustContain(t, out, want...)
		mustFit(t, "history check ("+lang+")", out, 80)
	}
	e := newEnv(t)
	e.vars["TALON_LANG"] = "x-pseudo"
	dir := t.TempDir()
	out, _, _ := e.run("--db", damagedHistory(t, dir), "history", "check")
	data := []string{"SQLite", "talon", "history", "check", "backup", "db", "recover", "sqlite3", "DAMAGED", "rescued", "wal", "shm", "FILE"}
	if bad := bypassedWords(quoted.ReplaceAllString(strings.ReplaceAll(out, dir, "DIR"), ""), data); len(bad) > 0 {
		t.Errorf("pseudo: words outside the catalog %q in:\n%s", bad, out)
	}
}

// TestLostOutputIsAFailure: output that cannot be written (a full disk behind a
// redirection) is said on standard error in the table's language, exit 1.
func TestLostOutputIsAFailure(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full here:", err)
	}
	defer full.Close()
	for lang, want := range map[string]string{"en": "talon's output could not be written: the disk is full", "hu": "a talon kimenete nem írható: megtelt a lemez"} {
		var errOut strings.Builder
		f := &Factory{In: strings.NewReader(""), Out: full, Err: &errOut, Getenv: func(string) string { return "" },
			Now: time.Now, NewSeed: func() randomizers.Seed { return 1 }, Games: games()}
		code := Main(f, []string{"--lang", lang, "roll", "2d6"})
		if code != exitRuntime || !strings.Contains(errOut.String(), want) || strings.Count(errOut.String(), "\n") != 1 {
			t.Errorf("%s: exit %d, stderr %q; want exit 1 and %q", lang, code, errOut.String(), want)
		}
	}
}

// The check for English words catches one: the negative control.
func TestEnglishWordsAreCaught(t *testing.T) {
	if words := englishWords.FindAllString("DIR nem olvasható: permission denied", -1); len(words) != 2 {
		t.Errorf("got %q", words)
	}
	if bad := bypassedWords(i18n.NewPrinter(i18n.Pseudo).Sprintf("%s: %s", "x", "y")+" is a folder", nil); len(bad) < 3 {
		t.Errorf("got %q", bad)
	}
}

// firstPositional skips flags and the values of flags that take one.
func TestFirstPositional(t *testing.T) {
	root := newRootCmd(&Factory{P: english})
	neptun, _, _ := root.Find([]string{"neptun"})
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"dta"}, "dta"},
		{[]string{"--db", "x.db", "dta"}, "dta"},
		{[]string{"--db=x.db", "--no-color", "dta"}, "dta"},
		{[]string{"-h"}, ""},
		{[]string{"--lang", "hu"}, ""},
		{[]string{"--", "-x"}, "-x"},
	} {
		if got, _ := firstPositional(neptun, tc.args); got != tc.want {
			t.Errorf("firstPositional(%q) = %q, want %q", tc.args, got, tc.want)
		}
	}
}

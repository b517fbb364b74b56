package main

import (
	"strconv"
	"strings"
	"testing"
)

// cmdScreen is one screen of the commands outside the games (games, new, sessions,
// status, roll, shuffle, score, undo and their refusals): run in English and in
// Hungarian into one golden file per language, and in the pseudo language by
// TestScreensGoThroughCatalog.
type cmdScreen struct {
	name  string
	setup [][]string
	stdin string // "template:GAME": the game's score template
	args  []string
	data  []string // words allowed outside the catalog (pseudo test)
}

// sanJuanInput is San Juan's template with one key misspelt, for the refusal screen.
const misspeltKey = "template-misspelt:"

var cmdScreens = []cmdScreen{
	{name: "games", args: []string{"games"}},
	{name: "new", args: []string{"new", "tally", "--players", "Ann:red,Ben", "--seed", "table-one"}},
	{name: "sessions", setup: [][]string{{"new", "tally", "--players", "Ann,Ben", "--seed", "table-one"}, {"do", "roll", "--dice", "4"}},
		args: []string{"sessions"}},
	{name: "status header", setup: [][]string{{"new", "tally", "--players", "Ann,Ben", "--seed", "table-one"}, {"do", "roll", "--dice", "4"}},
		args: []string{"status"}},
	{name: "undo", setup: [][]string{{"new", "tally", "--players", "Ann,Ben", "--seed", "table-one"}, {"do", "roll", "--dice", "4"}},
		args: []string{"undo"}},
	{name: "roll", args: []string{"roll", "3d6+2", "--seed", "table-one"}},
	{name: "roll named", args: []string{"roll", "blue:d8", "red:d8", "--seed", "table-one"}},
	{name: "dice written with k", args: []string{"roll", "2k6", "--seed", "table-one"}},
	{name: "shuffle", args: []string{"shuffle", "Ann", "Ben", "Cid", "Dora", "--seed", "table-one"}},
	{name: "score table", stdin: "template:san-juan", args: []string{"score", "san-juan", "--input", "-", "--no-save"}},
	// refusals and errors, one line each
	{name: "bad dice", args: []string{"roll", "2d6+d"}},
	{name: "table dice off the die", args: []string{"roll", "blue:d8", "red:d8", "--dice", "3,9"}},
	{name: "too few values", args: []string{"roll", "2d6", "--dice", "3"}},
	{name: "mistyped seed code", args: []string{"roll", "2d6", "--seed", "7K2M-QX9P-T3AB-CX"}},
	{name: "nothing to shuffle", args: []string{"shuffle"}},
	{name: "look-alike names", args: []string{"new", "tally", "--players", "Ann,ANN"}},
	{name: "empty seat", args: []string{"new", "tally", "--players", "Ann,,Ben"}},
	{name: "misspelt score key", stdin: misspeltKey + "san-juan", args: []string{"score", "san-juan", "--input", "-", "--no-save"}},
	{name: "another game's score input", stdin: "template:genoa", args: []string{"score", "catan", "--input", "-", "--no-save"}},
	{name: "score without input", args: []string{"score", "catan"}},
	{name: "abandon without asking", setup: [][]string{{"new", "tally", "--players", "Ann,Ben", "--seed", "table-one"}},
		args: []string{"abandon"}},
	{name: "bad status filter", args: []string{"sessions", "--status", "done"}},
	{name: "negative limit", setup: [][]string{{"new", "tally", "--players", "Ann,Ben", "--seed", "table-one"}},
		args: []string{"sessions", "--limit", "-1"}},
}

// run runs the screen in one language: what a table sees, stdout then stderr.
func (sc cmdScreen) run(t *testing.T, lang string) (string, int) {
	e := newEnv(t)
	e.vars["TALON_LANG"] = lang
	for _, s := range sc.setup {
		e.ok(s...)
	}
	switch {
	case strings.HasPrefix(sc.stdin, "template:"):
		e.stdin = e.ok("score", strings.TrimPrefix(sc.stdin, "template:"), "--template")
	case strings.HasPrefix(sc.stdin, misspeltKey):
		e.stdin = strings.Replace(e.ok("score", strings.TrimPrefix(sc.stdin, misspeltKey), "--template"), `"players"`, `"Players"`, 1)
	}
	out, errOut, code := e.run(sc.args...)
	mustFit(t, sc.name+" ("+lang+")", out, 80) // an error is one line on stderr, however long
	// A command a refusal names repeats the --db given (talonAgain): the test's own file.
	return strings.ReplaceAll(out+errOut, e.db, "DB"), code
}

// Every screen, in English and in Hungarian, as one golden file per language.
func TestCmdScreensGolden(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		t.Run(lang, func(t *testing.T) {
			var b strings.Builder
			for _, sc := range cmdScreens {
				got, code := sc.run(t, lang)
				b.WriteString("$ talon " + strings.Join(sc.args, " ") + "   # " + sc.name + ", exit " + strconv.Itoa(code) + "\n")
				b.WriteString(got)
			}
			golden(t, "screens_"+lang, b.String())
		})
	}
}

// The same screens join the pseudo-language check: every word outside the catalog is
// data the table typed or an id.
func init() {
	data := []string{"talon", "tally", "Ann", "Ben", "Cid", "Dora", "ANN", "red", "blue", "d6", "d8", "d", "san-juan",
		"catan", "genoa", "marco-polo", "neptun", "Alfonz", "Kelemen", "Miki", "Players", "done",
		"C0EP-W389-E1Y3-WQ", "2k6", "-1", "7K2M-QX9P-T3AB-CX", "x1b", "json", "input", "players", "seed"}
	for _, sc := range cmdScreens {
		if sc.name == "games" || sc.name == "new" || sc.name == "status header" || sc.name == "undo" || sc.stdin != "" {
			continue // the games' own words (options, views, categories) are their areas'
		}
		i18nScreens = append(i18nScreens, i18nScreen{name: "cmd " + sc.name, setup: sc.setup, args: sc.args, data: data})
	}
	// The help of these commands: words outside the catalog are the commands' and
	// flags' names, the flags' types and the placeholders typed as they are.
	help := []string{"talon", "help", "h", "db", "lang", "no-color", "json", "string", "int", "stringArray",
		"session", "seed", "NAME", "FILE", "key", "value", "at", "location", "notes", "duration", "y"}
	for _, c := range []string{"games", "new", "sessions", "status", "undo", "abandon", "roll", "shuffle", "score",
		"completion", "completion bash", "completion zsh", "completion fish", "completion powershell"} {
		words := strings.Fields(c)
		i18nScreens = append(i18nScreens, i18nScreen{name: c + " --help", args: append(words, "--help"),
			data: append(append(words, help...), cmdFlagWords[words[0]]...)})
	}
}

// cmdFlagWords are each command's own flag names.
var cmdFlagWords = map[string][]string{
	"new":        {"players", "option", "data"},
	"sessions":   {"status", "game", "limit", "offset", "page"},
	"abandon":    {"yes"},
	"roll":       {"dice"},
	"shuffle":    {"count"},
	"score":      {"input", "template", "no-save", "round", "bgstats-link"},
	"completion": {"bash", "zsh", "fish", "powershell", "no-descriptions"},
}

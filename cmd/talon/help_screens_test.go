package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// pflagTypeWord is pflag's English name of a flag's type, shown where talon shows a
// placeholder in the table's language: "--at string", "--club string[=…]".
var pflagTypeWord = regexp.MustCompile(`--[\w-]+(\[=[^\]]*\])? (string|int|int64|bool|duration|float64|stringArray|stringSlice|strings|ints)\b|\[="`)

// englishPlaceholder is a placeholder left in English on a Hungarian screen.
var englishPlaceholder = regexp.MustCompile(`(?:^|[^\p{L}])(ACTION|ARGS|FROM|TO|PLAYER|VIEW|FILE|NAME|NAMES|KIND|SESSION|TEXT|NUMBER|ID|TIME|PLACE|CODE|DAY)(?:[^\p{L}]|$)|key=value`)

// commentUnderExample is an example's comment on a line of its own, where fitHelp puts
// it only when the text has no room beside its command.
var commentUnderExample = regexp.MustCompile(`(?m)^ +talon .*\n +# .*$`)

// commandAcrossLines is a talon command that a poured paragraph cut in two: the line
// ends in "talon" or "talon new" and the next one goes on with its words or flags.
var commandAcrossLines = regexp.MustCompile(`(?m)(?:^|[^\w-])talon(?: (?:new|do|play|score|history|stats|club|genoa|catan|neptun|marco-polo|board|names|data))*\n(?:catan|genoa|neptun|marco-polo|san-juan|board|names|data|import|export|show|--)`)

// helpScreens renders every command's --help (the whole cobra tree, hidden ones
// apart) in lang, keyed by the command as typed after talon.
func helpScreens(t *testing.T, lang string) map[string]string {
	t.Helper()
	e := newEnv(t)
	e.vars["TALON_LANG"] = lang
	screens := map[string]string{}
	for _, c := range allCommands(newRootCmd(&Factory{P: english})) {
		if c.Hidden || c.Name() == "help" && c.Parent() != nil && c.Parent().HasParent() {
			continue
		}
		path := strings.Fields(c.CommandPath())[1:]
		out, errOut, code := e.run(append(path, "--help")...)
		if code != 0 || errOut != "" {
			t.Fatalf("talon %s --help (%s): exit %d, %s", strings.Join(path, " "), lang, code, errOut)
		}
		screens[strings.Join(path, " ")] = out
	}
	if len(screens) < 40 {
		t.Fatalf("only %d help screens (%s): the command tree was not walked", len(screens), lang)
	}
	return screens
}

// Every command's help fits 80 columns and names every flag's value with a word in the
// table's language, never pflag's type names, in English and Hungarian.
func TestEveryHelpScreenFitsAndNamesValues(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		for name, screen := range helpScreens(t, lang) {
			mustFit(t, "talon "+name+" --help ("+lang+")", screen, defaultWidth)
			if m := pflagTypeWord.FindString(screen); m != "" {
				t.Errorf("talon %s --help (%s) shows pflag's type word %q:\n%s", name, lang, m, screen)
			}
			if m := englishPlaceholder.FindString(screen); lang == "hu" && m != "" {
				t.Errorf("talon %s --help (hu) keeps the English placeholder %q:\n%s", name, m, screen)
			}
			if m := commentUnderExample.FindString(screen); m != "" {
				t.Errorf("talon %s --help (%s): an example's comment fell under its command %q:\n%s", name, lang, m, screen)
			}
			if m := commandAcrossLines.FindString(screen); m != "" {
				t.Errorf("talon %s --help (%s): a command broken across two lines %q:\n%s", name, lang, m, screen)
			}
		}
	}
}

// Every word of every help screen, in the pseudo language, went through the catalog,
// but for what the table types: commands, flags, game ids, the examples' data.
func TestEveryHelpScreenGoesThroughCatalog(t *testing.T) {
	typed := []string{"talon", "h", "v", "y", "o", "catan", "genoa", "marco-polo", "neptun", "san-juan", "tally",
		// stats' views and an example's flags' values
		"players", "head-to-head", "seats", "ratings", "scores", "summary", "all", "Ann", "svg",
		// the club's example URL
		"postgres", "example", "org", "sslmode", "verify-full"}
	root := newRootCmd(&Factory{P: english})
	for _, c := range allCommands(root) {
		typed = append(typed, c.Name())
		c.Flags().VisitAll(func(fl *pflag.Flag) { typed = append(typed, fl.Name) })
	}
	for name, screen := range helpScreens(t, "x-pseudo") {
		if bad := bypassedWords(screen, typed); len(bad) > 0 {
			t.Errorf("talon %s --help: words outside the catalog %q:\n%s", name, bad, screen)
		}
	}
}

// A flag's help lines up under its column by terminal columns, whatever its
// placeholder's accents; a long text wraps under the column.
func TestFlagListAlignsByColumns(t *testing.T) {
	set := pflag.NewFlagSet("x", pflag.ContinueOnError)
	set.String("option", "", "játékbeállítás `kulcs=érték` (lásd talon games); "+strings.Repeat("ismételhető ", 8))
	set.Int("round", 0, "a kör")
	set.String("club", "", "a klub")
	set.Lookup("club").NoOptDefVal = "settings"
	c := &cobra.Command{Use: "x"}
	c.Flags().AddFlagSet(set)
	localizePlaceholders(c, english)
	got := flagList(set, 80)
	want := `      --club[=URL]           a klub
      --option kulcs=érték   játékbeállítás kulcs=érték (lásd talon games);
                             ismételhető ismételhető ismételhető ismételhető
                             ismételhető ismételhető ismételhető ismételhető
      --round N              a kör
`
	if got != want {
		t.Errorf("flag list:\n%s\nwant:\n%s", got, want)
	}
}

// fitHelp pours a running paragraph again, hangs a list's entry under its text, moves
// an example's comment under it and continues a long command with a backslash.
func TestFitHelp(t *testing.T) {
	in := "one two three four five six seven\neight\n\n  name    a list entry that is long\n" +
		"  talon x --option a=b --option c=d   # what it does\n  talon y"
	want := "one two three four five six\nseven eight\n\n  name    a list entry that is\n          long\n" +
		"  talon x --option a=b \\\n      --option c=d\n    # what it does\n  talon y"
	if got := fitHelp(in, 30); got != want {
		t.Errorf("fitted:\n%s\nwant:\n%s", got, want)
	}
	// Comments too wide at their column move left together, still lined up, when
	// every one then fits; one that fits only closer to its command goes there.
	examples := "  talon a          # one\n  talon bb b        # a longer one\n  talon c"
	wantExamples := "  talon a     # one\n  talon bb b  # a longer one\n  talon c"
	if got := fitHelp(examples, 30); got != wantExamples {
		t.Errorf("comments moved left:\n%s\nwant:\n%s", got, wantExamples)
	}
	examples = "  talon a  # thirteen ch\n  talon bbbbbbbbbb      # quite long"
	wantExamples = "  talon a  # thirteen ch\n  talon bbbbbbbbbb  # quite long"
	if got := fitHelp(examples, 32); got != wantExamples {
		t.Errorf("a comment beside its command:\n%s\nwant:\n%s", got, wantExamples)
	}
	// A quoted argument stays whole on its line: a backslash inside quotes is not a
	// continuation in the shell.
	quoted := `  talon x --reason "we counted the goods wrong"`
	wantQuoted := "  talon x --reason \\\n      \"we counted the goods wrong\""
	if got := fitHelp(quoted, 40); got != wantQuoted {
		t.Errorf("quoted argument:\n%s\nwant:\n%s", got, wantQuoted)
	}
	if short := "  fits"; fitHelp(short, 20) != short {
		t.Errorf("a text that fits changed: %q", fitHelp(short, 20))
	}
}

// Three help screens as a table reads them, in English and Hungarian.
func TestHelpScreensGolden(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		screens := helpScreens(t, lang)
		for _, name := range []string{"new", "score", "stats"} {
			golden(t, "help_"+name+"_"+lang, screens[name])
		}
	}
}

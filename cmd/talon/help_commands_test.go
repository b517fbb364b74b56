package main

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/talon-games/talon/companion/i18n"
)

// talon help commands says every command's description whole, in both languages: a
// description is never cut with "…", and each is one line, so the list fits 80x24.
func TestHelpCommandsNeverCuts(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		e := newEnv(t)
		e.vars["TALON_LANG"] = lang
		out := e.ok("help", "commands")
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		for _, l := range lines {
			if strings.HasSuffix(l, "…") {
				t.Errorf("%s: a description cut: %q", lang, l)
			}
			if strings.HasPrefix(l, "   ") {
				t.Errorf("%s: a description wraps (the list then outgrows 24 lines): %q", lang, l)
			}
		}
	}
	// Every summary fits the line beside the longest name ("marco-polo", padded).
	for name, key := range commandSummaries {
		for _, p := range []*i18n.Printer{i18n.NewPrinter(i18n.English), i18n.NewPrinter(i18n.Hungarian)} {
			if n := utf8.RuneCountInString(p.Sprintf(key)); n > defaultWidth-14 {
				t.Errorf("%s (%s): %d columns, more than the line leaves", name, p.Lang(), n)
			}
		}
	}
}

// A description longer than the line wraps under itself (never cut): hangText, which
// help commands uses for a Short without a summary.
func TestHelpCommandsWrapsALongShort(t *testing.T) {
	long := strings.Repeat("word ", 30)
	got := hangText("  x  ", "     ", long, defaultWidth)
	if strings.Contains(got, "…") || strings.Count(got, "\n") < 2 || !strings.HasPrefix(strings.Split(got, "\n")[1], "     word") {
		t.Errorf("wrapped:\n%s", got)
	}
	mustFit(t, "a long Short", got, defaultWidth)
}

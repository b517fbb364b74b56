package main

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// raggedLine finds, in a help screen's text above its usage, a line of running text
// broken by hand mid-sentence: shorter than width by 20 columns or more, not ending a
// sentence or a clause (. : ; ! ?), with the next line's first word fitting on it, as
// "(--bom=false leaves it\nout). --format bgstats\nwrites them…" was (trial-final
// F12). It returns the line and the next one.
func raggedLine(screen string, width int) string {
	text, _, _ := strings.Cut(screen, "\n\n"+"Usage:")
	text, _, _ = strings.Cut(text, "\n\n"+"Használat:")
	for _, para := range strings.Split(text, "\n\n") {
		lines := strings.Split(para, "\n")
		if !plainParagraph(lines) {
			continue
		}
		for i := 0; i+1 < len(lines); i++ {
			first, _, _ := strings.Cut(lines[i+1], " ")
			n := utf8.RuneCountInString(lines[i])
			if n <= width-20 && !strings.ContainsAny(lines[i][len(lines[i])-1:], ".:;!?") &&
				n+1+utf8.RuneCountInString(first) <= width {
				return lines[i] + "\n" + lines[i+1]
			}
		}
	}
	return ""
}

// TestNoHandBrokenHelpLines: no help screen, in English or Hungarian, breaks a line of
// running text where the next word would fit.
func TestNoHandBrokenHelpLines(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		for name, screen := range helpScreens(t, lang) {
			if m := raggedLine(screen, defaultWidth); m != "" {
				t.Errorf("talon %s --help (%s): a line broken short:\n%s", name, lang, m)
			}
		}
	}
}

// TestHistoryHelpNamesEachExportFormat: `history --help`'s line for export names the
// formats export writes, BG Stats among them (trial-final F12), in either language.
func TestHistoryHelpNamesEachExportFormat(t *testing.T) {
	e := newEnv(t)
	for _, lang := range []string{"en", "hu"} {
		screen := e.ok("--lang", lang, "history", "--help")
		_, entry, _ := strings.Cut(screen, "\n  export ")
		entry, _, _ = strings.Cut(entry, "\n  import ")
		for _, format := range []string{"JSON", "CSV", "BG Stats"} {
			if !strings.Contains(strings.Join(strings.Fields(entry), " "), format) {
				t.Errorf("history --help (%s): export's line does not name %s: %q", lang, format, entry)
			}
		}
	}
}

package main

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/jedib0t/go-pretty/v6/text"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

func containsFold(s, sub string) bool {
	return strings.Contains(strings.ToLower(s), strings.ToLower(sub))
}

// splitList splits "a, b,c" into trimmed non-empty parts, as the scoring prompts do.
func splitList(s string) []string { return scoring.SplitList(s) }

func joinComma(xs []string) string { return strings.Join(xs, ", ") }

// wrapText breaks s into lines of at most width columns, each starting with indent.
func wrapText(s, indent string, width int) string { return hangText(indent, indent, s, width) }

// refusalText is a refusal as talon prints every one (a rule's in play, a problem with
// the score form's answers, an answer a question refused): marked "✗ ", wrapped to width
// under a two-column indent.
func refusalText(why string, width int) string { return hangText("✗ ", "  ", why, width) }

// hangText writes first followed by s, broken at spaces into lines of at most width
// columns, the lines after the first starting with indent. A word longer than a line
// stays whole. A no-break space joins what it stands between ("indigó 1", "12 000"). Columns are display columns (李 takes two, an accent typed as a
// combining mark none): the prompter prints the lines it wraps above and under its
// one redrawn line, and a line that the terminal wraps again breaks that redraw.
func hangText(first, indent, s string, width int) string {
	var b strings.Builder
	line, empty := first, true
	for _, w := range strings.FieldsFunc(s, breaksLine) {
		if !empty && displayWidth(line)+1+displayWidth(w) > width {
			b.WriteString(line + "\n")
			line, empty = indent, true
		}
		if !empty {
			line += " "
		}
		line += w
		empty = false
	}
	if !empty || line != indent {
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	return b.String()
}

// breaksLine says whether a line may break at r: at any space but a no-break one.
func breaksLine(r rune) bool {
	return unicode.IsSpace(r) && r != '\u00a0' && r != '\u202f' && r != '\u2007'
}

// displayWidth is the number of terminal columns s takes (an accented letter one,
// a wide character two, colour codes none).
func displayWidth(s string) int { return text.RuneWidthWithoutEscSequences(s) }

// fitLine cuts s to at most width columns, ending in "…" when it was cut.
func fitLine(s string, width int) string {
	if displayWidth(s) <= width || width < 1 {
		return s
	}
	head, _ := cutColumns(s, width-1)
	return head + "…"
}

// cutColumns splits s after the most characters that take at most width terminal
// columns (a wide character two, a combining accent none, staying with its letter).
// A line is measured in columns, not characters: a line wider than the terminal
// wraps, and a wrapped line breaks a prompt's redraw.
func cutColumns(s string, width int) (head, rest string) {
	used := 0
	for i, r := range s {
		w := displayWidth(string(r))
		if used+w > width {
			return s[:i], s[i:]
		}
		used += w
	}
	return s, ""
}

// localKey prints a text kept in data as a catalog key (i18n.Key: a game's option help,
// a rule's name) in the table's language. A text holding a % is not a format: it is
// printed as it is, never garbled by formatting.
func localKey(p *i18n.Printer, key string) string {
	if strings.Contains(key, "%") {
		return p.Sprintf("%s", key)
	}
	return p.Sprintf(key)
}

// idText writes a session id as the table types it back: digits only, never grouped
// by the language's number format (12345, not "12 345").
func idText(id int64) string { return strconv.FormatInt(id, 10) }

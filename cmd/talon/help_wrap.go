package main

import (
	"regexp"
	"strings"
)

// helpWidth is the width the help screens are written to: the terminal's, never more
// than the 80 columns the texts are laid out for (a pipe or file gets 80).
func helpWidth(f *Factory) int { return min(f.width(), defaultWidth) }

// fitHelp fits a command's help text (its Long, Short or examples) into width
// columns. A paragraph of plain lines that has a line too wide is poured again into
// lines of width; an indented line too wide (a list's entry, an example) breaks at its
// spaces, its further lines under its text. An example's comment that does not fit
// beside its command goes on the line below, under the command; a command line that
// does not fit is continued with a shell's backslash, so it can still be copied.
func fitHelp(s string, width int) string {
	var out []string
	for _, para := range strings.Split(s, "\n\n") {
		lines := strings.Split(para, "\n")
		if plainParagraph(lines) && widestLine(lines) > width {
			out = append(out, strings.TrimSuffix(hangText("", "", strings.Join(lines, " "), width), "\n"))
			continue
		}
		alignComments(lines, width)
		for i, l := range lines {
			lines[i] = fitHelpLine(l, width)
		}
		out = append(out, strings.Join(lines, "\n"))
	}
	return strings.Join(out, "\n\n")
}

// plainParagraph says whether lines are running text: none indented, none empty.
func plainParagraph(lines []string) bool {
	for _, l := range lines {
		if l == "" || strings.HasPrefix(l, " ") || strings.HasPrefix(l, "\t") {
			return false
		}
	}
	return true
}

func widestLine(lines []string) int {
	n := 0
	for _, l := range lines {
		n = max(n, displayWidth(l))
	}
	return n
}

// exampleLine is an example: indent, "talon …", and maybe a comment after "#".
var exampleLine = regexp.MustCompile(`^(\s+)(talon .*?)(?:\s+(# .*))?$`)

// listEntry is a line of a two-column list: indent, a name, two or more spaces, text.
var listEntry = regexp.MustCompile(`^(\s*\S+\s{2,})\S`)

// fitHelpLine breaks one line wider than width (see fitHelp).
func fitHelpLine(l string, width int) string {
	if displayWidth(l) <= width {
		return l
	}
	if m := exampleLine.FindStringSubmatch(l); m != nil {
		indent, command, comment := m[1], m[2], m[3]
		if beside := indent + command + "  " + comment; comment != "" && displayWidth(beside) <= width {
			return beside // the comment fits beside its command, closer than its column
		}
		lines := continueCommand(indent, command, width)
		if comment != "" {
			lines += "\n" + strings.TrimSuffix(hangText(indent+"  ", indent+"  ", comment, width), "\n")
		}
		return lines
	}
	first := l[:len(l)-len(strings.TrimLeft(l, " "))]
	indent := first
	if m := listEntry.FindStringSubmatch(l); m != nil && displayWidth(m[1]) < width/2 {
		first, indent = m[1], strings.Repeat(" ", displayWidth(m[1]))
	}
	return strings.TrimSuffix(hangText(first, indent, l[len(first):], width), "\n")
}

// alignComments moves the comments of a paragraph of examples, when one of them
// passes width at the column they are written at, to the nearest column after the
// commands where every one fits, keeping them lined up; when there is none, each line
// is left for fitHelpLine.
func alignComments(lines []string, width int) {
	column, tooWide := 0, false
	for _, l := range lines {
		m := exampleLine.FindStringSubmatch(l)
		if m == nil || m[3] == "" {
			continue
		}
		column = max(column, displayWidth(m[1]+m[2])+2)
		tooWide = tooWide || displayWidth(l) > width
	}
	if !tooWide {
		return
	}
	for _, l := range lines {
		if m := exampleLine.FindStringSubmatch(l); m != nil && m[3] != "" && column+displayWidth(m[3]) > width {
			return
		}
	}
	for i, l := range lines {
		if m := exampleLine.FindStringSubmatch(l); m != nil && m[3] != "" {
			command := m[1] + m[2]
			lines[i] = command + strings.Repeat(" ", column-displayWidth(command)) + m[3]
		}
	}
}

// continueCommand writes a command line in lines of width, each but the last ending
// in " \" (the shell joins them), the further lines indented under the command. A
// quoted argument is never cut: the shell would keep the backslash inside it.
func continueCommand(indent, command string, width int) string {
	words := shellWords(command)
	var lines []string
	line, start := indent+words[0], true
	for i, w := range words[1:] {
		room := width - 2 // for " \"
		if i == len(words)-2 {
			room = width // the last word needs no backslash after it
		}
		if !start && displayWidth(line)+1+displayWidth(w) > room {
			lines = append(lines, line+" \\")
			line, start = indent+"    "+w, true
			continue
		}
		line, start = line+" "+w, false
	}
	return strings.Join(append(lines, line), "\n")
}

// shellWords cuts a command at the spaces outside quotes ('…' or "…"), keeping each
// quoted argument, spaces and all, as one word.
func shellWords(command string) []string {
	var (
		words []string
		word  strings.Builder
		quote rune // the open quote, 0 outside quotes
	)
	for _, r := range command {
		switch {
		case quote == 0 && r == ' ':
			if word.Len() > 0 {
				words = append(words, word.String())
				word.Reset()
			}
			continue
		case quote == 0 && (r == '"' || r == '\''):
			quote = r
		case r == quote:
			quote = 0
		}
		word.WriteRune(r)
	}
	if word.Len() > 0 {
		words = append(words, word.String())
	}
	return words
}

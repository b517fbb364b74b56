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

// continueCommand writes a command line in lines of width, each but the last ending
// in " \" (the shell joins them), the further lines indented under the command.
func continueCommand(indent, command string, width int) string {
	words := strings.Fields(command)
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

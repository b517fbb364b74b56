package main

import "strings"

// errorText is an error's line (or another line naming a command) as a terminal shows
// it: broken at spaces to width, as hangText breaks it, the lines after the first
// indented two columns. A command the line names in backticks is kept whole: where it
// does not fit the line it would go on, it gets a line of its own, indented four
// columns and without the backticks, so that a whole-line copy is the command (review
// F6: "`talon score catan" ended a line and "--input end.json`" began the next).
func errorText(line string, width int) string {
	if strings.Count(line, "`")%2 != 0 { // no commands to tell apart
		return hangText("", "  ", breakWords(line, width-2), width)
	}
	var b strings.Builder
	cur, empty := "", true
	fits := func(w string) bool {
		if empty {
			return displayWidth(cur)+displayWidth(w) <= width
		}
		return displayWidth(cur)+1+displayWidth(w) <= width
	}
	put := func(w string) { // on this line, or on the next
		if !empty && !fits(w) {
			b.WriteString(cur + "\n")
			cur, empty = "  ", true
		}
		if !empty {
			cur += " "
		}
		cur, empty = cur+w, false
	}
	for _, w := range commandWords(line) {
		pre, cmd, post, ok := backticked(w)
		if !ok {
			for displayWidth(w) > width-2 && width > 3 { // a word longer than a line: cut
				var head string
				head, w = cutColumns(w, width-2)
				put(head)
			}
			put(w)
			continue
		}
		if fits(w) {
			put(w)
			continue
		}
		if pre != "" {
			put(pre)
		}
		if !empty {
			b.WriteString(cur + "\n")
		}
		b.WriteString("    " + cmd + "\n")
		cur, empty = "  ", true
		if post != "" {
			put(post)
		}
	}
	if !empty {
		b.WriteString(strings.TrimRight(cur, " ") + "\n")
	}
	return b.String()
}

// commandWords splits line at the spaces a line may break at (breaksLine), but not
// at those between backticks: "see `talon sessions --help`." is "see" and
// "`talon sessions --help`.".
func commandWords(line string) []string {
	var words []string
	start, quoted := -1, false
	for i, r := range line {
		switch {
		case r == '`':
			quoted = !quoted
		case !quoted && breaksLine(r):
			if start >= 0 {
				words = append(words, line[start:i])
			}
			start = -1
			continue
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		words = append(words, line[start:])
	}
	return words
}

// backticked splits a word holding one command in backticks into what stands before
// it, the command and what stands after: "(`talon history`)" is "(", "talon history", ")".
func backticked(w string) (pre, cmd, post string, ok bool) {
	if strings.Count(w, "`") != 2 {
		return "", "", "", false
	}
	i, j := strings.Index(w, "`"), strings.LastIndex(w, "`")
	return w[:i], w[i+1 : j], w[j+1:], true
}

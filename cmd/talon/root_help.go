package main

import (
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion/i18n"
)

// rootLong is talon's own help text above the commands (a catalog key): two lines, so
// the root help fits a 24-line terminal.
const rootLong = `talon sits beside a board game played at a real table: it rolls dice, shuffles,
says whether a move is legal, works out final scores and keeps a history.`

// commandGroup is one line of the root help: a title and its commands' names.
type commandGroup struct {
	title string // a catalog key
	names []string
}

// commandGroups are the root help's lines, in the order a table meets them. A command
// in none of them is listed on the last line, so none is ever left out.
var commandGroups = []commandGroup{
	{i18n.Key("At the table:"), []string{"games", "new", "play", "status", "do", "undo", "sessions", "abandon"}},
	{i18n.Key("Afterwards:"), []string{"score", "history", "stats", "club"}},
	{i18n.Key("Tools:"), []string{"roll", "shuffle", "catan", "genoa", "marco-polo", "neptun"}},
	{i18n.Key("Also:"), []string{"help", "completion"}},
}

// rootCommands writes the root help's command lines: each group's title, then its
// commands' names, wrapped under the names.
func rootCommands(root *cobra.Command, p *i18n.Printer) string {
	listed := map[string]bool{}
	lines := make([][2]string, len(commandGroups))
	for i, g := range commandGroups {
		var names []string
		for _, n := range g.names {
			if c, _, err := root.Find([]string{n}); err == nil && c != root && (c.IsAvailableCommand() || n == "help") {
				names = append(names, n)
				listed[n] = true
			}
		}
		lines[i] = [2]string{localKey(p, g.title), strings.Join(names, ", ")}
	}
	last := &lines[len(lines)-1]
	for _, c := range root.Commands() {
		if !listed[c.Name()] && c.IsAvailableCommand() {
			last[1] += ", " + c.Name()
		}
	}
	pad := 0
	for _, l := range lines {
		pad = max(pad, utf8.RuneCountInString(l[0]))
	}
	var b strings.Builder
	for _, l := range lines {
		first := "  " + l[0] + strings.Repeat(" ", pad-utf8.RuneCountInString(l[0])+2)
		b.WriteString(hangText(first, strings.Repeat(" ", utf8.RuneCountInString(first)), l[1], defaultWidth))
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// commandSummaries say in a line what a command does, for talon help commands, where
// the command's Short (said in full by its --help and its parent's list) is longer than
// the line in English or Hungarian: every command on one line fits a 24-line terminal.
var commandSummaries = map[string]string{
	"play":       i18n.Key("Play a session: talon asks, offering only the legal actions"),
	"status":     i18n.Key("A session's state, rebuilt from its events, and what is next"),
	"do":         i18n.Key("Record one table action (for scripts; talon play asks instead)"),
	"undo":       i18n.Key("Take back a session's last action (kept in the log, undone)"),
	"abandon":    i18n.Key("Abandon a session (kept in the history, not offered by play)"),
	"history":    i18n.Key("Finished games, newest first, a page at a time"),
	"stats":      i18n.Key("Records, head to head, seats, ratings, scores"),
	"club":       i18n.Key("Share the history with a club's PostgreSQL server"),
	"shuffle":    i18n.Key("Shuffle the items given (or 1..N with --count), print the order"),
	"catan":      i18n.Key("Catan tools outside a session's turns: boards, dice statistics"),
	"genoa":      i18n.Key("Genoa tools: capture and draw the board; the names talon knows"),
	"marco-polo": i18n.Key("Marco Polo tools: a session's map, cheapest routes, goal cards"),
	"neptun":     i18n.Key("Neptun tools: the data file the table fills from its box"),
}

// newCommandsTopic is `talon help commands`: every command with what it does, wrapped
// under the description's column to 80 columns, in the root help's order.
func newCommandsTopic(root *cobra.Command, p *i18n.Printer) *cobra.Command {
	topic := &cobra.Command{Use: "commands", Short: p.Sprintf("Every command on a line, with what it does")}
	var cmds []*cobra.Command
	seen := map[string]bool{}
	for _, g := range commandGroups {
		for _, n := range g.names {
			if c, _, err := root.Find([]string{n}); err == nil && c != root && !seen[n] {
				cmds, seen[n] = append(cmds, c), true
			}
		}
	}
	for _, c := range root.Commands() {
		if !seen[c.Name()] && c.IsAvailableCommand() {
			cmds = append(cmds, c)
		}
	}
	pad := 0
	for _, c := range cmds {
		pad = max(pad, len(c.Name()))
	}
	var b strings.Builder
	for _, c := range cmds {
		first := "  " + c.Name() + strings.Repeat(" ", pad-len(c.Name())+2)
		text := c.Short
		if key, ok := commandSummaries[c.Name()]; ok {
			text = p.Sprintf(key)
		}
		// A text longer than the line wraps under itself, never cut.
		b.WriteString(hangText(first, strings.Repeat(" ", len(first)), text, defaultWidth))
	}
	b.WriteString(p.Sprintf("talon COMMAND --help: all of one command's help."))
	topic.Long = b.String()
	return topic
}

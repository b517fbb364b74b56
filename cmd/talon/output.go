package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/jedib0t/go-pretty/v6/text"
	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
)

// newTable returns a table writer styled for where the output goes: box lines and colour
// on a terminal, plain ASCII when piped.
func (f *Factory) newTable(title string, header ...any) table.Writer {
	t := table.NewWriter()
	t.SetOutputMirror(f.Out)
	if f.Color() {
		t.SetStyle(table.StyleLight)
		t.Style().Color.Header = text.Colors{text.Bold}
		t.Style().Title.Colors = text.Colors{text.Bold}
	} else {
		t.SetStyle(table.StyleDefault)
	}
	t.Style().Format.Header = text.FormatDefault
	t.Style().Format.Footer = text.FormatDefault
	if title != "" {
		t.SetTitle(title)
	}
	if len(header) > 0 {
		t.AppendHeader(table.Row(header))
	}
	return t
}

// writeJSON prints v as indented JSON.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// addJSONFlag gives a command the --json flag.
func addJSONFlag(cmd *cobra.Command, target *bool) {
	cmd.Flags().BoolVar(target, "json", false, "print JSON instead of tables")
}

// bold wraps s in bold when colour is allowed.
func (f *Factory) bold(s string) string {
	if f.Color() {
		return text.Bold.Sprint(s)
	}
	return s
}

// renderView prints a game's view: title, facts, tables, board, last action, next step.
func (f *Factory) renderView(v companion.View) {
	if v.Title != "" {
		fmt.Fprintln(f.Out, f.bold(v.Title))
	}
	for _, fact := range v.Facts {
		fmt.Fprintf(f.Out, "%s: %s\n", fact.Label, fact.Value)
	}
	if v.Board != "" {
		fmt.Fprintln(f.Out, strings.TrimRight(v.Board, "\n"))
	}
	for _, tb := range v.Tables {
		t := f.newTable(tb.Title)
		header := make(table.Row, len(tb.Header))
		for i, h := range tb.Header {
			header[i] = h
		}
		t.AppendHeader(header)
		for _, r := range tb.Rows {
			row := make(table.Row, len(r))
			for i, c := range r {
				row[i] = c
			}
			t.AppendRow(row)
		}
		t.Render()
	}
	f.renderOutcome(v)
}

// renderOutcome prints what the last action meant and what talon expects next.
func (f *Factory) renderOutcome(v companion.View) {
	for _, l := range v.Last {
		fmt.Fprintf(f.Out, "  %s\n", l)
	}
	if v.Next != "" {
		fmt.Fprintf(f.Out, "Next: %s\n", v.Next)
	}
}

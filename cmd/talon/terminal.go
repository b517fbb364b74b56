package main

import (
	"os"
	"strconv"

	"golang.org/x/term"
)

// defaultWidth is the width assumed when talon cannot ask the terminal: the standard
// 80-column terminal every screen is made to fit.
const defaultWidth = 80

// isTerminal says whether f is a terminal a person types at or reads: /dev/null and
// other character devices are not.
func isTerminal(f *os.File) bool { return term.IsTerminal(int(f.Fd())) }

// terminalHeight asks the terminal on standard output for its height; 0 when output is
// not a terminal (nothing scrolls away in a file).
func terminalHeight() int {
	if _, h, err := term.GetSize(int(os.Stdout.Fd())); err == nil && h > 0 {
		return h
	}
	return 0
}

// terminalWidth asks the terminal on standard output for its width; when output is not
// a terminal, $COLUMNS or 80 columns.
func terminalWidth(getenv func(string) string) func() int {
	return func() int {
		if w, _, err := term.GetSize(int(os.Stdout.Fd())); err == nil && w > 0 {
			return w
		}
		if w, err := strconv.Atoi(getenv("COLUMNS")); err == nil && w > 0 {
			return w
		}
		return defaultWidth
	}
}

// width is the number of columns talon's output must fit.
func (f *Factory) width() int {
	if f.Width == nil {
		return defaultWidth
	}
	return max(f.Width(), 20)
}

// height is the number of lines of the terminal, 0 when not known.
func (f *Factory) height() int {
	if f.Height == nil {
		return 0
	}
	return f.Height()
}

// Color says whether standard output may use colour: a terminal that can show it
// (TERM is not "dumb"), and neither NO_COLOR nor --no-color.
func (f *Factory) Color() bool { return f.OutTerminal && f.colorAllowed() }

// ErrColor says the same for standard error, where refusals are printed in red.
func (f *Factory) ErrColor() bool { return f.ErrTerminal && f.colorAllowed() }

func (f *Factory) colorAllowed() bool {
	return !f.noColor && f.Getenv("NO_COLOR") == "" && f.Getenv("TERM") != "dumb"
}

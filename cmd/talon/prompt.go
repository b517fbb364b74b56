package main

import (
	"errors"
	"fmt"

	"github.com/manifoldco/promptui"

	"github.com/talon-games/talon/companion/names"
)

// Prompter asks the person at the keyboard. promptui does it on a terminal; tests script it.
type Prompter interface {
	// Select offers items and returns the index chosen.
	Select(label string, items []string) (int, error)
	// Input asks for a line, re-asking until validate accepts it (validate may be nil).
	Input(label string, validate func(string) error) (string, error)
	// Confirm asks a yes/no question; the default is no.
	Confirm(label string) (bool, error)
}

// errInterrupted is returned when the person presses Ctrl-C or Ctrl-D at a prompt.
var errInterrupted = errors.New("interrupted")

type promptuiPrompter struct{}

func (promptuiPrompter) Select(label string, items []string) (int, error) {
	// promptui draws on the terminal itself, past the output sanitiser: escape here.
	shown := make([]string, len(items))
	for i, it := range items {
		shown[i] = names.Escape(it)
	}
	p := promptui.Select{Label: names.Escape(label), Items: shown, Size: min(len(items), 12)}
	if len(items) > 8 {
		p.StartInSearchMode = false
		p.Searcher = func(input string, i int) bool { return containsFold(shown[i], input) }
	}
	i, _, err := p.Run()
	return i, promptErr(err)
}

func (promptuiPrompter) Input(label string, validate func(string) error) (string, error) {
	p := promptui.Prompt{Label: names.Escape(label), Validate: validate}
	s, err := p.Run()
	return s, promptErr(err)
}

func (promptuiPrompter) Confirm(label string) (bool, error) {
	p := promptui.Prompt{Label: names.Escape(label), IsConfirm: true}
	_, err := p.Run()
	if errors.Is(err, promptui.ErrAbort) {
		return false, nil
	}
	if err != nil {
		return false, promptErr(err)
	}
	return true, nil
}

func promptErr(err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, promptui.ErrInterrupt), errors.Is(err, promptui.ErrEOF):
		return errInterrupted
	}
	return fmt.Errorf("prompt: %w", err)
}

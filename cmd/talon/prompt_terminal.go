package main

import (
	"github.com/talon-games/talon/companion/i18n"

	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/manifoldco/promptui"

	"github.com/talon-games/talon/companion/names"
)

// promptuiPrompter asks on the terminal with promptui. Colour follows the Factory's
// rule (NO_COLOR, --no-color, TERM=dumb, a pipe), asked at each prompt.
type promptuiPrompter struct {
	color func() bool
	width func() int           // the terminal's width: what is printed stays on one line
	lang  func() *i18n.Printer // the table's language (nil: English)
}

// printer is the table's language for the prompter's own words.
func (p promptuiPrompter) printer() *i18n.Printer {
	if p.lang == nil || p.lang() == nil {
		return english
	}
	return p.lang()
}

// Key codes as the terminal sends them.
const (
	keyCtrlC = 0x03
	keyCtrlU = 0x15
	keyEsc   = 0x1b
)

// keyFilter sits between the terminal and promptui. It turns a lone Esc (a read of
// the one byte; arrows and other keys come as longer sequences) into Ctrl-C and
// remembers it, so the prompt ends and reports errBack; it doubles Ctrl-U, the key a
// pick list uses to leave and re-enter its search, which clears what was typed; and
// it keeps a copy of the typed text, so the list's label can say why it matches
// nothing.
type keyFilter struct {
	r      io.Reader
	double bool // Ctrl-U is doubled (pick lists)

	mu      sync.Mutex
	esc     bool
	arrowed bool   // an arrow key came after the last typed character
	seq     int    // inside an escape sequence: 1 after Esc, 2 after Esc [ or Esc O
	typed   []byte // the typed text, UTF-8
}

func (k *keyFilter) Read(p []byte) (int, error) {
	buf := make([]byte, max(1, len(p)/2)) // room for every Ctrl-U to be doubled
	n, err := k.r.Read(buf)
	k.mu.Lock()
	defer k.mu.Unlock()
	if n == 1 && buf[0] == keyEsc {
		k.esc = true
		p[0] = keyCtrlC
		return 1, err
	}
	out := p[:0]
	for _, b := range buf[:n] {
		out = append(out, b)
		switch {
		case k.seq == 1 && (b == '[' || b == 'O'):
			k.seq = 2
		case k.seq == 1, k.seq == 2 && b >= 0x40 && b <= 0x7e:
			k.seq = 0 // the sequence's last byte
			k.arrowed = true
		case k.seq == 2:
		case b == keyEsc:
			k.seq = 1
		case b == keyCtrlU:
			k.typed, k.arrowed = k.typed[:0], false
			if k.double {
				out = append(out, b)
			}
		case b == 0x7f || b == 0x08: // backspace: drop the last rune
			_, size := utf8.DecodeLastRune(k.typed)
			k.typed = k.typed[:len(k.typed)-size]
		case b >= 0x20:
			k.typed, k.arrowed = append(k.typed, b), false
		}
	}
	return len(out), err
}

func (k *keyFilter) Close() error { return nil } // the terminal stays open for the next prompt

func (k *keyFilter) text() string {
	k.mu.Lock()
	defer k.mu.Unlock()
	return string(k.typed)
}

// moved says whether the highlighted item was moved to with the arrows after typing.
func (k *keyFilter) moved() bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.arrowed
}

// reset forgets the typed text, for a list asked again.
func (k *keyFilter) reset() {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.typed, k.arrowed = k.typed[:0], false
}

func (k *keyFilter) backedOut() bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.esc
}

// settle waits for the terminal to settle after a list ends on Esc or Ctrl-C:
// readline hands the interrupt to promptui and then, from its own goroutine, lets the
// list draw itself once more; a line printed before that is overwritten.
func settle() { time.Sleep(100 * time.Millisecond) }

// paint wraps a template piece in a promptui colour when colour is on.
func (p promptuiPrompter) paint(piece, colour string) string {
	if p.color == nil || !p.color() {
		return piece
	}
	return piece + " | " + colour
}

func (p promptuiPrompter) Select(q Question) (int, error) {
	keys := &keyFilter{r: os.Stdin, double: true}
	size := q.Size
	if size <= 0 {
		size = listSize
	}
	width := defaultWidth
	if p.width != nil {
		width = p.width()
	}
	// The hint stays on the label's line: a line that wraps breaks the list's redraw.
	hintNow := func() string {
		if h := hint(p.printer(), q, keys.text()); h != "" {
			return fitLine("  ✗ "+h, width-utf8.RuneCountInString(q.Label)-2)
		}
		return ""
	}
	// promptui draws on the terminal itself, past the output sanitiser: escape here.
	shown := make([]string, len(q.Items))
	for i, it := range q.Items {
		shown[i] = names.Escape(it.Text)
	}
	newSelect := func() promptui.Select {
		return promptui.Select{
			Label:             names.Escape(q.Label),
			Items:             shown,
			Size:              max(1, min(len(q.Items), size)),
			StartInSearchMode: true,
			HideSelected:      true, // said below once taken, so a re-asked list never looks chosen
			Searcher: func(input string, i int) bool {
				for _, j := range matchItems(q.Items, input) {
					if j == i {
						return true
					}
				}
				return false
			},
			Stdin: keys,
			Templates: &promptui.SelectTemplates{
				Label:    fmt.Sprintf(`{{ %s }}{{ hint | %s }}`, p.paint(".", "bold"), p.paintFunc("red")),
				Active:   fmt.Sprintf(`▸ {{ %s }}`, p.paint(".", "cyan")),
				Inactive: `  {{ . }}`,
				Selected: fmt.Sprintf(`{{ %s }} {{ label }}: {{ . }}`, p.paint(`"›"`, "faint")),
				FuncMap:  p.funcMap(map[string]any{"hint": hintNow, "label": func() string { return q.Label }}),
			},
		}
	}
	keyMap := &promptui.SelectKeys{
		Prev:     promptui.Key{Code: promptui.KeyPrev, Display: promptui.KeyPrevDisplay},
		Next:     promptui.Key{Code: promptui.KeyNext, Display: promptui.KeyNextDisplay},
		PageUp:   promptui.Key{Code: promptui.KeyBackward, Display: promptui.KeyBackwardDisplay},
		PageDown: promptui.Key{Code: promptui.KeyForward, Display: promptui.KeyForwardDisplay},
		Search:   promptui.Key{Code: keyCtrlU, Display: "Ctrl-U"},
	}
	promptui.SearchPrompt = p.printer().Sprintf("Type to filter, Enter to choose (Esc: back, Ctrl-C: pause): ")
	for {
		sel := newSelect()
		sel.Keys = keyMap
		i, _, err := sel.Run()
		if err != nil {
			settle()
		}
		if err != nil && keys.backedOut() {
			return 0, errBack
		}
		if err != nil {
			return i, promptErr(err)
		}
		if takes(q.Items, keys.text(), keys.moved(), i) {
			fmt.Println(p.faint("›") + " " + fitLine(names.Escape(q.Label)+": "+shown[i], width-3))
			return i, nil
		}
		p.printer().Fprintf(os.Stdout, "  %q is not one of them in full: type all of it, or pick with ↑ ↓\n", strings.TrimSpace(keys.text()))
		keys.reset()
	}
}

func (p promptuiPrompter) Input(label string, validate func(string) error) (string, error) {
	keys := &keyFilter{r: os.Stdin}
	// An empty line is not an error to show before anything is typed: it is checked
	// when Enter is pressed, by the caller's validate.
	quiet := func(s string) error {
		if strings.TrimSpace(s) == "" || validate == nil {
			return nil
		}
		return validate(s)
	}
	pr := promptui.Prompt{
		Label:    names.Escape(label),
		Validate: quiet,
		Stdin:    keys,
		Templates: &promptui.PromptTemplates{
			Prompt:          fmt.Sprintf(`{{ %s }} {{ . }}: `, p.paint(`"?"`, "faint")),
			Valid:           fmt.Sprintf(`{{ %s }} {{ . }}: `, p.paint(`"?"`, "faint")),
			Invalid:         fmt.Sprintf(`{{ %s }} {{ . }}: `, p.paint(`"✗"`, "red")),
			Success:         fmt.Sprintf(`{{ %s }} {{ . }}: `, p.paint(`"›"`, "faint")),
			ValidationError: fmt.Sprintf(`{{ %s }}`, p.paint(".", "red")),
			FuncMap:         p.funcMap(nil),
		},
	}
	for {
		s, err := pr.Run()
		if err != nil && keys.backedOut() {
			return "", errBack
		}
		if err != nil {
			return "", promptErr(err)
		}
		if validate != nil {
			if verr := validate(s); verr != nil { // an empty answer that is needed
				fmt.Fprintf(os.Stdout, "  %s\n", oneLine(verr))
				continue
			}
		}
		return s, nil
	}
}

func (p promptuiPrompter) Confirm(label string) (bool, error) {
	keys := &keyFilter{r: os.Stdin}
	pr := promptui.Prompt{Label: names.Escape(label), IsConfirm: true, Stdin: keys,
		Templates: &promptui.PromptTemplates{
			Confirm: fmt.Sprintf(`{{ %s }} {{ . }}? [y/N] `, p.paint(`"?"`, "faint")),
			Invalid: `{{ . }}: no`,
			Success: `{{ . }}: yes`,
			FuncMap: p.funcMap(nil),
		}}
	_, err := pr.Run()
	switch {
	case err != nil && keys.backedOut(), errors.Is(err, promptui.ErrAbort):
		return false, nil
	case err != nil:
		return false, promptErr(err)
	}
	return true, nil
}

// faint dims s when colour is on.
func (p promptuiPrompter) faint(s string) string {
	if p.color == nil || !p.color() {
		return s
	}
	return promptui.Styler(promptui.FGFaint)(s)
}

// paintFunc names the colour function for a piece, or a function that changes nothing.
func (p promptuiPrompter) paintFunc(colour string) string {
	if p.color == nil || !p.color() {
		return "plain"
	}
	return colour
}

// funcMap is promptui's template functions plus plain (no colour) and extra.
func (p promptuiPrompter) funcMap(extra map[string]any) map[string]any {
	m := map[string]any{"plain": func(v any) string { return fmt.Sprint(v) }}
	for k, v := range promptui.FuncMap {
		m[k] = v
	}
	for k, v := range extra {
		m[k] = v
	}
	return m
}

func promptErr(err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, promptui.ErrInterrupt), errors.Is(err, promptui.ErrEOF):
		return errInterrupted
	}
	return i18n.Errorf("prompt: %w", err)
}

package main

import (
	"fmt"

	"github.com/jedib0t/go-pretty/v6/text"
	"strconv"
	"unicode/utf8"

	"github.com/talon-games/talon/companion/i18n"

	"bytes"
	"io"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeTerminal is a keyboard and screen for the promptui prompter: keys are read one
// a read, as a terminal sends them, and a read waits for the next key like a person
// does (a prompt that reads ahead takes keys typed for the next question); the screen
// keeps everything drawn.
type fakeTerminal struct {
	mu     sync.Mutex
	keys   []string
	more   *sync.Cond
	closed bool
	screen bytes.Buffer
	cols   int // the screen's width in columns; 0: endless, no line wraps
}

func newFakeTerminal() *fakeTerminal {
	ft := &fakeTerminal{}
	ft.more = sync.NewCond(&ft.mu)
	return ft
}

// press queues keys; "<enter>", "<esc>", "<ctrl-u>", "<up>" and "<down>" are the
// named keys.
func (ft *fakeTerminal) press(keys ...string) {
	named := map[string]string{"<enter>": "\r", "<esc>": "\x1b", "<ctrl-u>": "\x15", "<up>": "\x1b[A", "<down>": "\x1b[B", "<backspace>": "\x7f"}
	ft.mu.Lock()
	defer ft.mu.Unlock()
	for _, k := range keys {
		if n, ok := named[k]; ok {
			ft.keys = append(ft.keys, n)
			continue
		}
		for _, r := range k {
			ft.keys = append(ft.keys, string(r))
		}
	}
	ft.more.Broadcast()
}

// hangUp ends the keyboard: a read with no key left returns io.EOF.
func (ft *fakeTerminal) hangUp() {
	ft.mu.Lock()
	defer ft.mu.Unlock()
	ft.closed = true
	ft.more.Broadcast()
}

func (ft *fakeTerminal) Read(p []byte) (int, error) {
	ft.mu.Lock()
	defer ft.mu.Unlock()
	for len(ft.keys) == 0 && !ft.closed {
		ft.more.Wait()
	}
	if len(ft.keys) == 0 {
		return 0, io.EOF
	}
	n := copy(p, ft.keys[0])
	ft.keys = ft.keys[1:]
	return n, nil
}

func (ft *fakeTerminal) Write(p []byte) (int, error) {
	ft.mu.Lock()
	defer ft.mu.Unlock()
	return ft.screen.Write(p)
}

// send queues keys the terminal sends at once: one read gets them all (typed ahead,
// pasted).
func (ft *fakeTerminal) send(keys string) {
	ft.mu.Lock()
	defer ft.mu.Unlock()
	ft.keys = append(ft.keys, keys)
	ft.more.Broadcast()
}

var csi = regexp.MustCompile(`^\x1b\[([0-9;?]*)([A-Za-z])`)

// lines is what the screen shows: the drawing replayed on an endless screen (text,
// carriage return, newline, cursor up and down, clearing a line or the rest of the
// screen), the lines with trailing spaces dropped. With cols set, a line wider than
// cols display columns wraps onto the next row, as a terminal does (李 takes two
// columns, a combining accent none).
func (ft *fakeTerminal) lines() []string {
	ft.mu.Lock()
	out := ft.screen.String()
	cols := ft.cols
	ft.mu.Unlock()
	var screen [][]string // a row's cells: a character, "" behind a wide one
	row, col := 0, 0
	at := func() {
		for len(screen) <= row {
			screen = append(screen, nil)
		}
	}
	for len(out) > 0 {
		if m := csi.FindStringSubmatch(out); m != nil {
			out = out[len(m[0]):]
			n := 1
			if v, err := strconv.Atoi(m[1]); err == nil {
				n = v
			}
			switch m[2] {
			case "A":
				row = max(0, row-n)
			case "B":
				row += n
			case "K":
				at()
				screen[row] = nil
			case "J":
				at()
				screen[row] = screen[row][:min(col, len(screen[row]))]
				screen = screen[:row+1]
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(out)
		out = out[size:]
		switch w := text.RuneWidth(r); {
		case r == '\r':
			col = 0
		case r == '\n':
			row, col = row+1, 0
		case r == '\x1b':
		case w == 0: // a combining mark: on the character before it
			at()
			if col > 0 && col <= len(screen[row]) {
				screen[row][col-1] += string(r)
			}
		default:
			w = max(w, 1)
			if cols > 0 && col+w > cols {
				row, col = row+1, 0
			}
			at()
			for len(screen[row]) < col+w {
				screen[row] = append(screen[row], " ")
			}
			screen[row][col] = string(r)
			if w == 2 {
				screen[row][col+1] = ""
			}
			col += w
		}
	}
	lines := make([]string, len(screen))
	for i, l := range screen {
		lines[i] = strings.TrimRight(strings.Join(l, ""), " ")
	}
	for len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// prompterIn is the terminal's prompter speaking lang.
func (ft *fakeTerminal) prompterIn(lang i18n.Lang) promptuiPrompter {
	p, pr := ft.prompter(), i18n.NewPrinter(lang)
	p.lang = func() *i18n.Printer { return pr }
	return p
}

func (ft *fakeTerminal) prompter() promptuiPrompter {
	return promptuiPrompter{keys: &keyboard{r: ft}, out: ft, width: func() int { return 80 }}
}

// Keys the terminal sends together go to the questions they were typed for: what
// comes after the Enter that ends one question is the next question's (it used to be
// dropped with the question, and counted as typed in it).
func TestPromptKeysTypedAheadGoToTheNextQuestion(t *testing.T) {
	ft := newFakeTerminal()
	p := ft.prompter()
	ft.send("4 lumber\rBen\r")
	ft.hangUp()
	v, err := p.Input("give", nil)
	if v != "4 lumber" || err != nil {
		t.Fatalf("input %q, %v", v, err)
	}
	if i, err := p.Select(Question{Label: "steal", Items: stealItems}); i != 2 || err != nil {
		t.Fatalf("select %d, %v; want Ben (2)", i, err)
	}
}

var stealItems = []Item{{Text: "(none)", Names: []string{"", "none"}}, {Text: "Ann"}, {Text: "Ben"}}

// A pick list asked right after a typed answer starts with nothing typed: every entry
// shows, and Enter takes the first.
func TestPickListAfterATypedAnswerStartsEmpty(t *testing.T) {
	for _, first := range []string{"4 lumber\r", "Ben\r", "B\x1b[B\r", "ann\r"} {
		ft := newFakeTerminal()
		p := ft.prompter()
		ft.send(first)
		var err error
		if first == "4 lumber\r" {
			_, err = p.Input("give", nil)
		} else {
			_, err = p.Select(Question{Label: "who", Items: stealItems})
		}
		if err != nil {
			t.Fatal(err)
		}
		done := make(chan int)
		go func() {
			i, _ := p.Select(Question{Label: "steal", Items: stealItems})
			done <- i
		}()
		list := ft.waitFor(t, "steal")
		mustContain(t, list, "pause): █\nsteal\n  ▸ (none)\n    Ann\n    Ben")
		ft.press("<enter>")
		if i := <-done; i != 0 {
			t.Errorf("after %q: Enter took %d, want (none)", first, i)
		}
	}
}

// waitFor waits until the screen shows text, and returns the screen.
func (ft *fakeTerminal) waitFor(t *testing.T, text string) string {
	t.Helper()
	for range 400 {
		if s := strings.Join(ft.lines(), "\n"); strings.Contains(s, text) {
			return s
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("the screen never showed %q:\n%s", text, strings.Join(ft.lines(), "\n"))
	return ""
}

// A line question leaves one line, its answer, and what is printed next stays: the
// drawing promptui makes after Enter no longer leaves the question ("? give: …█") or
// wipes the next line.
func TestInputLeavesItsAnswerLine(t *testing.T) {
	for range 20 { // the late drawing raced: try it often
		ft := newFakeTerminal()
		p := ft.prompter()
		ft.send("4 lumber\r")
		v, err := p.Input("give", nil)
		if v != "4 lumber" || err != nil {
			t.Fatalf("input %q, %v", v, err)
		}
		fmt.Fprintln(ft, "✓ #14 trade")
		time.Sleep(5 * time.Millisecond)
		if got := strings.Join(ft.lines(), "\n"); got != "› give: 4 lumber\n✓ #14 trade" {
			t.Fatalf("screen:\n%s", got)
		}
	}
	// Esc backs out, and leaves nothing of the question.
	ft := newFakeTerminal()
	p := ft.prompter()
	ft.send("4 lu")
	ft.send("\x1b")
	if _, err := p.Input("give", nil); err != errBack {
		t.Fatalf("Esc: %v, want errBack", err)
	}
	fmt.Fprintln(ft, "Back to the menu")
	time.Sleep(5 * time.Millisecond)
	if got := strings.Join(ft.lines(), "\n"); got != "Back to the menu" {
		t.Fatalf("screen after Esc:\n%s", got)
	}
}

// Confirm shows the answer as a word, once (it used to echo the key after it: "yesy"),
// in the table's language; Hungarian tables answer i (igen).
func TestConfirmShowsTheAnswerOnce(t *testing.T) {
	for _, tt := range []struct {
		keys string
		lang i18n.Lang
		want bool
		line string
	}{
		{"y\r", i18n.English, true, "› Delete session 3: yes"},
		{"Y\r", i18n.English, true, "› Delete session 3: yes"},
		{"\r", i18n.English, false, "› Delete session 3: no"},
		{"n\r", i18n.English, false, "› Delete session 3: no"},
		{"\x1b", i18n.English, false, "› Delete session 3: no"},
		{"i\r", i18n.Hungarian, true, "› Delete session 3: igen"},
		{"y\r", i18n.Hungarian, true, "› Delete session 3: igen"},
		{"\r", i18n.Hungarian, false, "› Delete session 3: nem"},
	} {
		ft := newFakeTerminal()
		p := ft.prompterIn(tt.lang)
		ft.send(tt.keys)
		ok, err := p.Confirm("Delete session 3")
		if ok != tt.want || err != nil {
			t.Errorf("%q: %v, %v; want %v", tt.keys, ok, err, tt.want)
		}
		fmt.Fprintln(ft, "next")
		time.Sleep(5 * time.Millisecond)
		if got := strings.Join(ft.lines(), "\n"); got != tt.line+"\nnext" {
			t.Errorf("%q: screen\n%s\nwant\n%s\nnext", tt.keys, got, tt.line)
		}
	}
}

// While asked, Confirm shows the question, the keys and the cursor.
func TestConfirmAsks(t *testing.T) {
	ft := newFakeTerminal()
	p := ft.prompterIn(i18n.Hungarian)
	done := make(chan bool)
	go func() {
		ok, _ := p.Confirm("Törlöd a 3. játszmát")
		done <- ok
	}()
	ft.waitFor(t, "? Törlöd a 3. játszmát? [i/N] █")
	ft.press("i")
	ft.waitFor(t, "? Törlöd a 3. játszmát? [i/N] i█")
	ft.press("<enter>")
	if !<-done {
		t.Error("i was not yes")
	}
}

// Typing what matches nothing says so beside the label, in the table's language, and
// leaves the list as it was (promptui's own "No results" is English); Enter then takes
// nothing and says so below in the same words (not "not a whole name": "zz" begins no
// name at all), and the question is asked again.
func TestPickListTypedNothingMatches(t *testing.T) {
	ft := newFakeTerminal()
	p := ft.prompterIn(i18n.Hungarian)
	done := make(chan int)
	go func() {
		i, _ := p.Select(Question{Label: "steal", Items: stealItems})
		done <- i
	}()
	ft.waitFor(t, "steal")
	ft.press("zz")
	screen := ft.waitFor(t, `steal  ✗ "zz" nincs a listában`)
	mustContain(t, screen, "  ▸ (none)\n    Ann\n    Ben")
	if strings.Contains(screen, "No results") {
		t.Errorf("promptui's English shows:\n%s", screen)
	}
	ft.press("<enter>")
	// Said below, at the line's start and marked like every refusal (the hint beside
	// the label, "steal  ✗ …", says the same words).
	screen = ft.waitFor(t, `"zz" nincs a listában; Ctrl-U: törlés`)
	for range 400 {
		if slices.ContainsFunc(ft.lines(), func(l string) bool { return strings.HasPrefix(l, `✗ "zz" nincs a listában; Ctrl-U: törlés`) }) {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	if screen = strings.Join(ft.lines(), "\n"); !strings.HasPrefix(screen, `✗ "zz"`) && !strings.Contains(screen, "\n"+`✗ "zz"`) {
		t.Errorf("the refusal under the list is not a line marked ✗:\n%s", screen)
	}
	if strings.Contains(screen, "teljes") {
		t.Errorf("a text no entry begins with is told to be typed in full:\n%s", screen)
	}
	ft.press("<ctrl-u>", "Ann", "<enter>")
	if i := <-done; i != 1 {
		t.Errorf("took %d, want Ann", i)
	}
}

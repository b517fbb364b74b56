package main

import (
	"github.com/talon-games/talon/companion/i18n"

	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"strconv"
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
	// keys and out are the terminal (nil: standard input and output); tests give a
	// fake one.
	keys *keyboard
	out  io.Writer
}

// keyboard is where the prompter reads the keys.
func (p promptuiPrompter) keyboard() *keyboard {
	if p.keys == nil {
		return stdinKeyboard
	}
	return p.keys
}

// stdout is where the prompter draws; promptui wants a closer, which it never needs.
func (p promptuiPrompter) stdout() io.WriteCloser {
	if p.out == nil {
		return os.Stdout
	}
	return nopWriteCloser{p.out}
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }

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
	keyCtrlD = 0x04
	keyCtrlU = 0x15
	keyEsc   = 0x1b
)

// keyFilter sits between the keyboard and promptui, for one question. It hands
// promptui a key a read; it turns a lone Esc into Ctrl-C and remembers it, so the
// prompt ends and reports errBack; it doubles Ctrl-U, the key a pick list uses to
// leave and re-enter its search, which clears what was typed; and it keeps a copy of
// the typed text, so the list's label can say why it matches nothing.
type keyFilter struct {
	kb     *keyboard
	double bool // Ctrl-U is doubled (pick lists)

	// onCancel, when set, is called as a key that cancels the question (Esc, Ctrl-C,
	// Ctrl-D) is handed out, before readline acts on it.
	onCancel func()

	mu      sync.Mutex
	esc     bool
	arrowed bool   // an arrow key came after the last typed character
	seq     int    // inside an escape sequence: 1 after Esc, 2 after Esc [ or Esc O
	typed   []byte // the typed text, UTF-8
	carry   []byte // what did not fit the last read
	end     ending // the key handed out last ended the question
}

// ending is how a question ended: not yet, with Enter, or with Esc, Ctrl-C or Ctrl-D.
type ending int

const (
	endNot ending = iota
	endEnter
	endCancel
)

func (k *keyFilter) Read(p []byte) (int, error) {
	k.mu.Lock()
	carried := len(k.carry) > 0
	k.mu.Unlock()
	if !carried {
		key, err := k.kb.next()
		if err != nil {
			k.cancelled() // the keyboard is gone: nothing more is drawn
			return 0, err
		}
		k.mu.Lock()
		k.carry = k.filter(key)
		cancel := k.end == endCancel
		k.mu.Unlock()
		if cancel {
			k.cancelled()
		}
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	n := copy(p, k.carry)
	k.carry = k.carry[n:]
	return n, nil
}

func (k *keyFilter) cancelled() {
	if k.onCancel != nil {
		k.onCancel()
	}
}

// filter is what promptui reads for one key, noting what was typed.
func (k *keyFilter) filter(key []byte) []byte {
	k.end = endNot
	if len(key) == 1 {
		switch key[0] {
		case keyEsc:
			k.esc, k.end = true, endCancel
			return []byte{keyCtrlC}
		case '\r', '\n':
			k.end = endEnter
		case keyCtrlC, keyCtrlD:
			k.end = endCancel
		}
	}
	var out []byte
	for _, b := range key {
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
	return out
}

func (k *keyFilter) Close() error { return nil } // the terminal stays open for the next prompt

func (k *keyFilter) text() string {
	k.mu.Lock()
	defer k.mu.Unlock()
	return string(k.typed)
}

// ended says how the question ended, as far as the keys handed out tell.
func (k *keyFilter) ended() ending {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.end
}

// cursor is a line's cursor: a block while the question is asked, nothing once it
// has ended (the answer line shows no cursor).
func (k *keyFilter) cursor(under []rune) []rune {
	if k.ended() != endNot {
		return under
	}
	return []rune("█")
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

// endableWriter writes a pick list's drawing to w until it is ended, and drops what
// comes after. It follows the cursor's line relative to where the list began (newlines,
// cursor up and down), so the list can be erased exactly as it was last drawn.
type endableWriter struct {
	mu    sync.Mutex
	w     io.WriteCloser
	ended bool
	row   int // the cursor's line, counted from the list's first
}

// cursorMoves are the cursor moves a list's drawing makes between lines.
var cursorMoves = regexp.MustCompile(`\x1b\[([0-9]*)([AB])|\n`)

func (e *endableWriter) Write(b []byte) (int, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.ended {
		return len(b), nil
	}
	for _, m := range cursorMoves.FindAllSubmatch(b, -1) {
		n := 1
		if v, err := strconv.Atoi(string(m[1])); err == nil {
			n = v
		}
		switch string(m[2]) {
		case "A":
			e.row = max(0, e.row-n)
		case "B", "":
			e.row += n
		}
	}
	return e.w.Write(b)
}

func (e *endableWriter) Close() error { return nil } // the terminal outlives the list

func (e *endableWriter) end() {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.ended = true
}

// erase ends the drawing and clears the list as it was last drawn, leaving the cursor
// where the list began.
//
// Why it is ended as the cancelling key is handed out (keyFilter.onCancel), not when
// the list returns: on Esc or Ctrl-C readline's loop redraws the prompt, writes a
// newline, hands promptui the interrupt and then calls the list's change listener,
// which redraws the list through the same screen buffer promptui's clean-up is using
// at that moment, from another goroutine. Whatever of the two came last decided how
// many lines were left (a blank line under "before" about 1 run in 6 under load, when
// the clean-up was erased after a fixed wait). Dropping every drawing from that key on
// leaves the list as last drawn before it, whose lines this writer has counted.
func (e *endableWriter) erase() {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.ended = true
	up := ""
	if e.row > 0 {
		up = "\x1b[" + strconv.Itoa(e.row) + "A"
	}
	io.WriteString(e.w, "\r"+up+"\x1b[J")
}

// paint wraps a template piece in a promptui colour when colour is on.
func (p promptuiPrompter) paint(piece, colour string) string {
	if p.color == nil || !p.color() {
		return piece
	}
	return piece + " | " + colour
}

func (p promptuiPrompter) Select(q Question) (int, error) {
	var screen *endableWriter // where the list draws; ended when it ends without a pick
	keys := &keyFilter{kb: p.keyboard(), double: true}
	keys.onCancel = func() { screen.end() }
	size := q.Size
	if size <= 0 {
		size = listSize
	}
	width := p.columns()
	q.Label = p.liveLabel(q.Label, width-displayWidth("  ✗ ")-hintRoom)
	// The hint is said beside the label when it fits there (a line that wraps breaks
	// the list's redraw), else under the list, wrapped, with a mark beside the label.
	beside := func(h string) bool {
		return displayWidth(q.Label+"  ✗ "+h) <= width-1
	}
	hintNow := func() string {
		switch h := hint(p.printer(), q, keys.text()); {
		case h == "":
			return ""
		case beside(h):
			return "  ✗ " + h
		}
		return "  ✗ ↓"
	}
	hintBelow := func() string {
		h := hint(p.printer(), q, keys.text())
		if h == "" || beside(h) {
			return ""
		}
		lines := strings.Split(strings.TrimSuffix(hangText("  ✗ ", "    ", names.Escape(h), width-1), "\n"), "\n")
		for i, l := range lines {
			lines[i] = p.style(l, "red")
		}
		return strings.Join(lines, "\n")
	}
	// promptui draws on the terminal itself, past the output sanitiser: escape here.
	shown := make([]string, len(q.Items))
	for i, it := range q.Items {
		shown[i] = names.Escape(it.Text)
	}
	// What a highlighted item's line leaves out is shown under the list, wrapped.
	more := map[string]string{}
	for i, it := range q.Items {
		if it.More != "" {
			more[shown[i]] = strings.TrimSuffix(hangText("    ", "      ", names.Escape(it.More), width-1), "\n")
		}
	}
	// Under the list: a hint too long for the label's line, and what the highlighted
	// item leaves out.
	below := func(item string) string {
		return strings.Trim(hintBelow()+"\n"+more[item], "\n")
	}
	newSelect := func() promptui.Select {
		return promptui.Select{
			Label:             names.Escape(q.Label),
			Items:             shown,
			Size:              max(1, min(len(q.Items), size)),
			StartInSearchMode: true,
			HideSelected:      true, // said below once taken, so a re-asked list never looks chosen
			// A typed text that matches nothing leaves every entry shown (the hint
			// beside the label says it is not in the list): an empty list would read
			// promptui's "No results", in English.
			Searcher: func(input string, i int) bool {
				left := matchItems(q.Items, input)
				return len(left) == 0 || slices.Contains(left, i)
			},
			Stdin:  keys,
			Stdout: screen,
			Templates: &promptui.SelectTemplates{
				Label:    fmt.Sprintf(`{{ %s }}{{ hint | %s }}`, p.paint(".", "bold"), p.paintFunc("red")),
				Active:   fmt.Sprintf(`▸ {{ %s }}`, p.paint(".", "cyan")),
				Inactive: `  {{ . }}`,
				Selected: fmt.Sprintf(`{{ %s }} {{ label }}: {{ . }}`, p.paint(`"›"`, "faint")),
				Details:  `{{ below . }}`,
				FuncMap:  p.funcMap(map[string]any{"hint": hintNow, "label": func() string { return q.Label }, "below": below}),
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
	promptui.SearchPrompt = p.printer().Sprintf("Type to filter (Enter: choose, Esc: back, Ctrl-C: pause): ")
	for {
		screen = &endableWriter{w: p.stdout()}
		sel := newSelect()
		sel.Keys = keyMap
		i, _, err := sel.Run()
		if err != nil {
			// Ended on Esc, Ctrl-C or a closed keyboard: the list is erased as drawn
			// before that key (see erase), so what is said next follows the screen
			// before it.
			screen.erase()
		}
		if err != nil && keys.backedOut() {
			return 0, errBack
		}
		if err != nil {
			return i, promptErr(err)
		}
		if takes(q.Items, keys.text(), keys.moved(), i) {
			if q.Typed != nil {
				*q.Typed = strings.TrimSpace(keys.text())
			}
			said := shown[i]
			switch {
			case q.Secret: // the next player is at the screen soon
				said = p.printer().Sprintf("(kept secret)")
			case q.Items[i].Echo != "":
				said = names.Escape(q.Items[i].Echo)
			}
			fmt.Fprintln(p.stdout(), p.faint("›")+" "+fitLine(names.Escape(q.Label)+answerSep(q.Label)+said, width-3))
			return i, nil
		}
		// Said once, not redrawn: wrapped, so its advice is never cut off.
		fmt.Fprint(p.stdout(), p.refusal(notTaken(p.printer(), q, strings.TrimSpace(keys.text())), width-1))
		keys.reset()
	}
}

// notTaken says why Enter took nothing: the typed text names no item in full. On an
// action menu a building or a word of a help is no action ("Park" is a whole name); a
// text no entry begins with is told what the line beside the question told it.
func notTaken(p *i18n.Printer, q Question, typed string) string {
	switch {
	case q.Actions && len(matchItems(q.Items, typed)) == 0:
		return p.Sprintf("%q is not an action offered now: pick one from the list", typed)
	case q.Actions:
		return p.Sprintf("%q is not an action: pick one from the list", typed)
	}
	if len(matchItems(q.Items, typed)) == 0 {
		if why := hint(p, q, typed); why != "" {
			return why // what the line beside the question said: no entry begins so
		}
	}
	return p.Sprintf("%q is not one of them in full: type all of it, or pick with ↑ ↓", typed)
}

// Input asks for a line. An answer validate refuses is said below the question, which
// is asked again.
func (p promptuiPrompter) Input(label string, validate func(string) error) (string, error) {
	check := func(s string) error {
		if validate == nil || strings.TrimSpace(s) == "" { // an empty line is checked on Enter
			return nil
		}
		return validate(s)
	}
	width := p.columns()
	label = p.liveLabel(label, width-len("? : ")-typingRoom)
	for {
		keys := &keyFilter{kb: p.keyboard()}
		line := &lineDrawing{}
		// Every drawing goes through head, and the cursor is drawn only while the line is
		// asked: the drawing of the line promptui makes after Enter is then the answer
		// line itself (see lineDrawing).
		head := func(l any) string {
			line.drawn()
			switch keys.ended() {
			case endEnter:
				return p.faint("›") + " " + fmt.Sprint(l) + answerSep(label)
			case endCancel:
				return "  " + fmt.Sprint(l) + answerSep(label)
			}
			if check(keys.text()) != nil {
				return p.style("✗", "red") + " " + fmt.Sprint(l) + answerSep(label)
			}
			return p.faint("?") + " " + fmt.Sprint(l) + answerSep(label)
		}
		screen := &rowsWriter{w: p.stdout(), cols: width, rows: 1}
		pr := promptui.Prompt{
			Label:     names.Escape(label),
			Stdin:     keys,
			Stdout:    nopWriteCloser{screen},
			Pointer:   func(under []rune) []rune { return keys.cursor(under) },
			Templates: p.lineTemplates(head),
		}
		s, err := pr.Run()
		line.settle()
		if err != nil {
			for range screen.taken() {
				p.eraseLine() // what was typed is not an answer
			}
		}
		if err != nil && keys.backedOut() {
			return "", errBack
		}
		if err != nil {
			return "", promptErr(err)
		}
		if validate != nil {
			if verr := validate(s); verr != nil {
				// Said once, under the question: wrapped, never cut by the terminal.
				fmt.Fprint(p.stdout(), p.refusal(oneLine(verr), width-1))
				continue
			}
		}
		return s, nil
	}
}

// Confirm asks a yes/no question answered with a key and Enter (y or i for yes, in
// either language); the answer is shown as a word after the question.
func (p promptuiPrompter) Confirm(label string) (bool, error) {
	pr := p.printer()
	keys := &keyFilter{kb: p.keyboard()}
	line := &lineDrawing{}
	yes := func() bool { return isYes(keys.text()) }
	// promptui echoes the typed key after the answer drawn when the question ends; the
	// key is drawn here instead (the echo is masked to nothing), so the answer line is
	// the question and its answer word alone.
	head := func(l any) string {
		line.drawn()
		switch keys.ended() {
		case endEnter:
			answer := pr.Sprintf("no")
			if yes() {
				answer = pr.Sprintf("yes")
			}
			return p.faint("›") + " " + fmt.Sprint(l) + ": " + answer
		case endCancel:
			return ""
		}
		return p.faint("?") + " " + pr.Sprintf("%s? [y/N] ", fmt.Sprint(l))
	}
	prompt := promptui.Prompt{
		Label:  names.Escape(label),
		Stdin:  keys,
		Stdout: p.stdout(),
		Mask:   ' ',
		Pointer: func([]rune) []rune {
			if keys.ended() != 0 {
				return nil
			}
			return []rune(names.Escape(keys.text()) + "█")
		},
		Templates: p.lineTemplates(head),
	}
	_, err := prompt.Run()
	line.settle()
	if err != nil {
		p.eraseLine()
	}
	switch {
	case err != nil && keys.backedOut():
		fmt.Fprintln(p.stdout(), p.faint("›")+" "+names.Escape(label)+": "+pr.Sprintf("no"))
		return false, nil
	case err != nil:
		return false, promptErr(err)
	}
	return yes(), nil
}

// columns is the terminal's width.
func (p promptuiPrompter) columns() int {
	if p.width == nil {
		return defaultWidth
	}
	return p.width()
}

// liveLabel keeps a question's prompt line within the terminal: promptui redraws only
// the line it is on at every key, so a label wider than room (columns) is printed
// above, wrapped to the terminal, and the prompt line keeps a last piece that fits room.
func (p promptuiPrompter) liveLabel(label string, room int) string {
	if displayWidth(label) <= room || room < 10 {
		return label
	}
	wrap := func(s string, width int) []string {
		return strings.Split(strings.TrimSuffix(hangText("", "", breakWords(s, width), width), "\n"), "\n")
	}
	lines := wrap(label, p.columns()-1)
	if last := lines[len(lines)-1]; displayWidth(last) > room {
		lines = append(lines[:len(lines)-1], wrap(last, room)...)
	}
	for _, l := range lines[:len(lines)-1] {
		fmt.Fprintln(p.stdout(), names.Escape(l))
	}
	return lines[len(lines)-1]
}

// answerSep is what stands between a question's label and its answer: a colon after a
// name ("szerep: Építész"), a space after a question ("Mi történik most? role"), which a
// colon would follow oddly.
func answerSep(label string) string {
	if strings.HasSuffix(strings.TrimSpace(label), "?") {
		return " "
	}
	return ": "
}

// lineTemplates draw a line question through head, whatever its state.
func (p promptuiPrompter) lineTemplates(head func(label any) string) *promptui.PromptTemplates {
	const t = `{{ head . }}`
	return &promptui.PromptTemplates{Prompt: t, Valid: t, Invalid: t, Success: t, FuncMap: p.funcMap(map[string]any{"head": head})}
}

// eraseLine erases the line above the cursor: a question's one line, drawn when it
// ended without an answer.
func (p promptuiPrompter) eraseLine() { io.WriteString(p.stdout(), "\x1b[1A\r\x1b[2K") }

// isYes says whether a typed answer to a yes/no question is yes: y or yes, i or igen.
func isYes(typed string) bool {
	switch strings.ToLower(strings.TrimSpace(typed)) {
	case "y", "yes", "i", "igen":
		return true
	}
	return false
}

// lineDrawing follows a line question's drawings. promptui draws the line once more
// after Enter (or Esc), from readline's goroutine, racing the drawing made when the
// question returns: that late drawing was left on the screen ("? give: 4 lumber█"), or
// it wiped the next line printed. Both drawings are made alike once the question has
// ended (see head), and settle waits for the late one before anything else is printed.
type lineDrawing struct {
	mu   sync.Mutex
	last time.Time
}

func (d *lineDrawing) drawn() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.last = time.Now()
}

// settle waits until nothing has been drawn for a moment (at most a third of a second).
func (d *lineDrawing) settle() {
	const quiet = 15 * time.Millisecond
	for range 20 {
		time.Sleep(quiet)
		d.mu.Lock()
		still := time.Since(d.last) >= quiet
		d.mu.Unlock()
		if still {
			return
		}
	}
}

// faint dims s when colour is on.
func (p promptuiPrompter) faint(s string) string { return p.style(s, "faint") }

// refusal is an answer refused, as every refusal line is printed (refusalText), red
// when colour is on.
func (p promptuiPrompter) refusal(why string, width int) string {
	lines := strings.Split(strings.TrimSuffix(refusalText(why, width), "\n"), "\n")
	for i, l := range lines {
		lines[i] = p.style(l, "red")
	}
	return strings.Join(lines, "\n") + "\n"
}

// style paints s in one of promptui's colours (FuncMap's names) when colour is on.
func (p promptuiPrompter) style(s, colour string) string {
	if p.color == nil || !p.color() {
		return s
	}
	return promptui.FuncMap[colour].(func(any) string)(s)
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

// rowsWriter passes a line question's drawings to the terminal, going back up over
// every row the line took: promptui's screen buffer goes up one row per line it drew,
// and a line wider than the terminal (a long answer) wraps onto more rows, which were
// left on the screen, a copy of the line at every key.
type rowsWriter struct {
	w    io.Writer
	cols int
	mu   sync.Mutex
	rows int // the rows the last line drawn took
}

// The screen buffer's way up to the line it drew, and the clearing before a line.
const (
	upAndClear = "\x1b[1A\x1b[2K\r"
	clearRow   = "\x1b[2K\r"
)

var ansiCode = regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]`)

func (r *rowsWriter) Write(b []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	s := string(b)
	var out strings.Builder
	for s != "" {
		up := strings.Index(s, upAndClear)
		nl := strings.IndexByte(s, '\n')
		switch {
		case up >= 0 && (nl < 0 || up < nl):
			out.WriteString(s[:up])
			out.WriteString(strings.Repeat(upAndClear, max(1, r.rows)))
			r.rows = 1
			s = s[up+len(upAndClear):]
		case nl >= 0:
			drawn := s[:nl]
			if i := strings.LastIndex(drawn, clearRow); i >= 0 {
				drawn = drawn[i+len(clearRow):]
			}
			r.rows = rowsOf(displayWidth(ansiCode.ReplaceAllString(drawn, "")), r.cols)
			out.WriteString(s[:nl+1])
			s = s[nl+1:]
		default:
			out.WriteString(s)
			s = ""
		}
	}
	if _, err := io.WriteString(r.w, out.String()); err != nil {
		return 0, err
	}
	return len(b), nil
}

// taken is the rows the last line drawn took.
func (r *rowsWriter) taken() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return max(1, r.rows)
}

// rowsOf is the rows a line of width columns takes on a terminal of cols columns.
func rowsOf(width, cols int) int {
	if cols <= 0 || width <= cols {
		return 1
	}
	return (width + cols - 1) / cols
}

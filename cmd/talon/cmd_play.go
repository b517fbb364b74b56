package main

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/history"
)

// playOptions are `talon play`'s flags and argument.
type playOptions struct {
	session string
}

// playLong is `talon play`'s help (a catalog key).
const playLong = `play resumes the latest active session (or the one given) and asks, turn by turn,
what happened at the table. Every question is a list that filters as you type; Esc
backs out to the action menu, Ctrl-U clears, Ctrl-C pauses (play resumes). Every
choice has a non-interactive twin: the "talon do" line it records is printed after
each step.`

func newPlayCmd(f *Factory) *cobra.Command {
	var o playOptions
	cmd := &cobra.Command{
		Use:   "play [ID]",
		Short: f.P.Sprintf("Play a session interactively: talon offers only the actions legal right now"),
		Long:  f.P.Sprintf(playLong),
		Args:  maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			if o.session, err = pickSession(firstArg(args), o.session); err != nil {
				return err
			}
			return f.runPlay(cmd.Context(), o)
		},
	}
	addSessionFlag(cmd, &o.session)
	return cmd
}

func (f *Factory) runPlay(ctx context.Context, o playOptions) error {
	if !f.Interactive() {
		return usagef("play needs a terminal to ask questions; use `talon do ACTION` in scripts")
	}
	l, err := f.loadSession(ctx, o.session)
	if err != nil {
		return err
	}
	known, err := f.seatNames(ctx, l.Session.ID, l.Session.Config.Players)
	if err != nil {
		return err
	}
	f.known = known
	f.playHeader(l)
	if l.State != nil {
		menu := make([]Item, len(companion.LegalIn(l.State, f.P))+len(sessionItems(f.P)))
		f.renderViewIn(known.view(companion.ViewIn(l.State, f.P)), "", f.roomAboveMenu(menu, 1), l.Session.ID)
	}
	err = f.playLoop(ctx, l.Session.ID)
	if errors.Is(err, errInterrupted) {
		f.P.Fprintln(f.Out, "Paused. Everything so far is saved; `talon play` resumes.")
		return nil
	}
	return err
}

func (f *Factory) playLoop(ctx context.Context, id int64) error {
	for {
		l, err := f.load(ctx, id)
		if err != nil {
			return err
		}
		if l.Result != nil {
			f.renderResult(f.known.result(*l.Result))
			return nil
		}
		if l.Session.Status != companion.Active {
			f.P.Fprintf(f.Out, "Session %s is %s.\n", strconv.FormatInt(id, 10), i18n.M(string(l.Session.Status)))
			return nil
		}
		choices := f.known.choices(companion.LegalIn(l.State, f.P))
		items := make([]Item, 0, len(choices)+3)
		for _, c := range choices {
			it := menuItemAs(c, f.known, f.width()-4) // "  ▸ " before each
			it.Terms = termNames(c, l.Session.Config.Players)
			it.Takes = takesFirst(c, l.State)
			items = append(items, it)
		}
		items = append(items, sessionItems(f.P)...)
		drawn := markOf(l)
		var typed string
		i, err := f.Prompter.Select(Question{Label: f.P.Sprintf("What happens now?"), Items: items, Actions: true, Typed: &typed})
		if errors.Is(err, errBack) {
			continue // nothing to back out of: the menu is asked again
		}
		if err != nil {
			return err
		}
		if i <= len(choices) && f.movedOn(ctx, id, drawn) { // an action, or undo
			continue
		}
		switch i {
		case len(choices) + 2:
			f.P.Fprintln(f.Out, "Saved. `talon play` resumes this session.")
			return nil
		case len(choices) + 1:
			// The menu comes back under it: the session's header and the view fit
			// above it (the board and tables that do not are named, for `talon status`).
			f.playHeader(l)
			f.renderViewIn(f.known.view(companion.ViewIn(l.State, f.P)), f.known.text(f.board(l.State)), f.roomAboveMenu(items, 2), id) // the answer line too
			continue
		case len(choices):
			f.playUndo(ctx, id)
			continue
		}
		first := "" // a number typed at the menu that the entry takes: its first answer
		if items[i].Takes != nil && numberish(typed) && items[i].Takes(typed) {
			first = typed
		}
		answers, err := f.askAnswers(choices[i], l.State, first)
		if errors.Is(err, errBack) {
			f.P.Fprintln(f.Out, "Back to the menu; nothing recorded.")
			continue
		}
		if err != nil {
			return err
		}
		if f.movedOn(ctx, id, drawn) {
			continue
		}
		after, err := f.act(ctx, id, choices[i].Action(answers).String())
		if err != nil {
			if exitStatus(err) == exitRuntime {
				return err
			}
			f.refuse(err)
			continue
		}
		shown := after.Event.Action
		if secret := secretShown(choices[i], answers); secret != "" {
			shown = secret
		}
		fmt.Fprint(f.Out, committedLines(after.Event.Seq, f.known.text(shown), f.width()))
		f.renderNotes(after.Last, f.known)
		f.renderOutcome(f.known.view(companion.ViewIn(after.State, f.P)))
	}
}

// playHeader is the line naming the session, its game and its players.
func (f *Factory) playHeader(l *history.Loaded) {
	f.P.Fprintf(f.Out, "Session %s · %s · %s\n", strconv.FormatInt(l.Session.ID, 10), l.Entry.Name, f.known.names())
}

// roomAboveMenu is how many lines a terminal leaves above the action menu of items
// and the lines above (the header line, the menu's answer line) for what is shown (0:
// the height is not known): the menu takes its search line, label, shown items, the
// details under them (what the first, highlighted, item's line leaves out; promptui
// draws that line empty when there is nothing to say) and the line the cursor waits on.
// Counted a line short, a 80x24 screen lost the session's header line off its top.
func (f *Factory) roomAboveMenu(items []Item, above int) int {
	if f.height() <= 0 {
		return 0
	}
	details := 1
	if len(items) > 0 && items[0].More != "" {
		details = max(1, strings.Count(hangText("    ", "      ", items[0].More, f.width()-1), "\n"))
	}
	menu := 3 + min(len(items), listSize) + details
	return max(1, f.height()-menu-above)
}

// committedLines say what play recorded and its `talon do` twin: on one line when they
// fit, else each on its own, broken at spaces (a word longer than a line is cut), the
// further lines indented under the first.
func committedLines(seq int, action string, width int) string {
	done := "✓ #" + strconv.Itoa(seq) + " " + action
	twin := "(talon do " + action + ")"
	if displayWidth(done+twin)+3 <= width {
		return done + "   " + twin + "\n"
	}
	return hangLine("", done, width) + hangLine("  ", twin, width)
}

// breakWords cuts the words of s wider than width columns into pieces of width columns;
// a no-break space joins a word as hangText has it.
func breakWords(s string, width int) string {
	words := strings.FieldsFunc(s, breaksLine)
	for i, w := range words {
		var pieces []string
		for displayWidth(w) > width && width > 1 {
			var head string
			head, w = cutColumns(w, width)
			pieces = append(pieces, head)
		}
		words[i] = strings.Join(append(pieces, w), " ")
	}
	return strings.Join(words, " ")
}

// refuse prints a refusal or bad input in play: one message, broken at spaces to fit
// the terminal, red when colour is on.
func (f *Factory) refuse(err error) {
	text := refusalText(f.known.text(oneLine(errors.New(f.P.Error(err)))), f.width())
	fmt.Fprintln(f.Out, f.red(strings.TrimSuffix(text, "\n")))
}

// playUndo takes back the last action and says what happens next, so the table knows
// where it stands again.
func (f *Factory) playUndo(ctx context.Context, id int64) {
	store, err := f.Store()
	if err == nil {
		var ev companion.Event
		if ev, err = store.Undo(ctx, id, f.Now()); err == nil {
			f.P.Fprintf(f.Out, "Undid #%s %s\n", strconv.Itoa(ev.Seq), f.known.text(ev.Action))
			if l, err := f.load(ctx, id); err == nil && l.State != nil {
				f.renderOutcome(f.known.view(companion.View{Next: companion.ViewIn(l.State, f.P).Next}))
			}
			return
		}
	}
	f.refuse(err)
}

// boardQuestions is a game state that knows which of its questions are answered by
// reading the board (Catan: intersections, paths, hexes): the board is drawn before
// them.
type boardQuestions interface {
	OnBoard(a companion.Arg) bool
}

// boardListSize is the fewest items a pick list shows below the board: two, so that
// its ↓ says when there are more (a one-row list shows none, and the robber's victims
// read as one). The compact map is 17 lines and its legend one (in colour, with three
// or four players) or two, so at 80x24 the map, its legend and a two-row question fit
// together when the legend is one line; a taller terminal shows more rows.
const boardListSize = 2

// askArgs asks for each argument of a choice, one pick list a question (see Select),
// or a typed line for free text and wide number ranges. An argument whose options
// depend on the answers before it is asked as it stands after them (the robber's
// victims after its hex). Before the first question answered on the board, the board
// is drawn. What is typed must be one of the options (by any of its names); a typed
// position the game refuses is explained with the game's rule as it is typed.
func (f *Factory) askArgs(c companion.Choice, st companion.State) (string, error) {
	answers, err := f.askAnswers(c, st, "")
	if err != nil {
		return "", err
	}
	return c.Action(answers).String(), nil
}

// takesFirst says whether a number typed at the action menu answers the choice's first
// question, as that question would take it typed (trial F8: "9" at a 7 is a hand
// size, "3,5" the dice, "4" intersection 4): a whole number within its bounds, one of
// its options named in full, or free text the game takes as the whole action (the
// dice). Nothing for a choice whose first question is not asked.
func takesFirst(c companion.Choice, st companion.State) func(string) bool {
	if len(c.Args) == 0 {
		return nil
	}
	a := c.Args[0].After(nil)
	if a.Skip {
		return nil
	}
	return func(typed string) bool {
		v, err := a.Check(typed)
		switch {
		case err != nil || v == "":
			return false
		case a.Number:
			return true
		case len(a.Options) > 0: // named in full: "4" is not 40
			return slices.ContainsFunc(a.Options, func(o companion.Option) bool {
				return companion.Fold(o.Value) == companion.Fold(typed) || companion.Fold(o.Display()) == companion.Fold(typed)
			})
		}
		answers := make([]string, len(c.Args))
		answers[0] = v
		return companion.Try(st, c.Action(answers)) == nil
	}
}

// secretShown is the action as the screen may show it when it holds a secret answer
// (the goal cards a player keeps): that answer written as "…"; "" when none is secret.
func secretShown(c companion.Choice, answers []string) string {
	masked, hidden := slices.Clone(answers), false
	for i, a := range c.Args {
		if a.Secret && i < len(masked) && masked[i] != "" {
			masked[i], hidden = "…", true
		}
	}
	if !hidden {
		return ""
	}
	return c.Action(masked).String()
}

// askAnswers asks askArgs's questions and returns the answers, one per argument. The
// answers are then tried (companion.Try: resolved and applied, nothing stored): when the game refuses a typed answer (the
// refusal quotes it: "gabna", "9"), that question is asked again with the refusal,
// keeping every other answer but those picked from options that follow it; Esc still
// backs out to the menu.
func (f *Factory) askAnswers(c companion.Choice, st companion.State, first string) ([]string, error) {
	onBoard, _ := st.(boardQuestions)
	boardShown, boardLines := false, 0
	answers := make([]string, len(c.Args))
	typed := map[int]bool{} // the answers typed as a line, not picked from a list
	for i := range c.Args {
		if i == 0 && first != "" { // typed at the menu: said as answered, not asked
			a := c.Args[0].After(nil)
			if v, err := a.Check(first); err == nil {
				fmt.Fprintf(f.Out, "%s: %s\n", a.Name, first)
				answers[0], typed[0] = v, true
				continue
			}
		}
		if err := f.askAnswer(c, st, answers, i, typed, onBoard, &boardShown, &boardLines); err != nil {
			return nil, err
		}
	}
	for range 20 { // a table that keeps typing wrong answers goes back to the menu at last
		err := companion.Try(st, c.Action(answers))
		i, found := typedCulprit(err, answers, typed)
		if !found {
			return answers, nil // recorded, or refused as a whole by act
		}
		f.refuse(err)
		if err := f.askAnswer(c, st, answers, i, typed, onBoard, &boardShown, &boardLines); err != nil {
			return nil, err
		}
		// A later question whose options follow the answers before it (Marco Polo's
		// bazaar row after its dice) is asked again too: its answer was picked from
		// options of the answer just replaced.
		for j := i + 1; j < len(c.Args); j++ {
			if c.Args[j].Depends == nil {
				continue
			}
			answers[j] = ""
			delete(typed, j)
			if err := f.askAnswer(c, st, answers, j, typed, onBoard, &boardShown, &boardLines); err != nil {
				return nil, err
			}
		}
	}
	return answers, nil
}

// typedCulprit finds the typed answer a refusal is about: the one holding the text the
// refusal quotes ("gabna" in `trade: "gabna": no such resource`, "9" of "9,3"); not
// found when err is nil or quotes none of them (a rule about the action as a whole).
func typedCulprit(err error, answers []string, typed map[int]bool) (int, bool) {
	if err == nil {
		return 0, false
	}
	for _, q := range quotedIn(err.Error()) {
		for i := len(answers) - 1; i >= 0; i-- {
			if typed[i] && q != "" && slices.Contains(answerWords(answers[i]), strings.ToLower(q)) {
				return i, true
			}
		}
	}
	return 0, false
}

// quotedIn is the texts an error quotes with %q.
func quotedIn(s string) []string {
	var out []string
	for {
		i := strings.IndexByte(s, '"')
		if i < 0 {
			return out
		}
		rest := s[i:]
		q, err := strconv.QuotedPrefix(rest)
		if err != nil {
			s = rest[1:]
			continue
		}
		if u, err := strconv.Unquote(q); err == nil {
			out = append(out, strings.TrimSpace(u))
		}
		s = rest[len(q):]
	}
}

// answerWords is a typed answer's words and comma-separated parts, lower case, and the
// whole answer: what a refusal may quote of it.
func answerWords(answer string) []string {
	answer = strings.ToLower(strings.TrimSpace(answer))
	out := []string{answer}
	for _, part := range strings.Split(answer, ",") {
		out = append(out, strings.TrimSpace(part))
		out = append(out, strings.Fields(part)...)
	}
	return out
}

// askAnswer asks argument i of a choice as it stands after the answers before it.
func (f *Factory) askAnswer(c companion.Choice, st companion.State, answers []string, i int, typed map[int]bool,
	onBoard boardQuestions, boardShown *bool, boardLines *int) error {
	a := c.Args[i].After(answers[:i])
	if a.Skip {
		return nil
	}
	a.Options = f.known.options(a.Options)
	q := Question{Why: func(typed string) string {
		if n, err := strconv.Atoi(strings.TrimSpace(typed)); err == nil && a.Number && n > a.Max && a.Above != nil {
			if err := a.Above(n); err != nil { // a number past the list's end: what bounds it
				return oneLine(errors.New(f.P.Error(err)))
			}
		}
		return f.ruleAgainst(st, c, answers, i, typed)
	}, Secret: a.Secret}
	if onBoard != nil && onBoard.OnBoard(a) && !*boardShown {
		if board := f.known.text(f.board(st)); board != "" {
			fmt.Fprintln(f.Out, strings.TrimRight(board, "\n"))
			*boardShown = true
			// The list takes the lines the board leaves (search line and label too).
			*boardLines = strings.Count(strings.TrimRight(board, "\n"), "\n") + 1
		}
	}
	if *boardShown {
		q.Size = max(boardListSize, f.height()-*boardLines-4) // and the line under the list
	}
	opts := groupOptions(a.Options)
	single := len(opts) == 1 && opts[0].count == 1 && !a.Optional
	if !single {
		q.Label = f.questionLabel(a, len(opts) == 0 && !(a.Number && a.Max-a.Min < 30))
	}
	label := q.Label
	switch {
	case single: // nothing to choose: say it and go on
		fmt.Fprintf(f.Out, "%s: %s\n", a.Name, opts[0].Display())
		answers[i] = opts[0].Value
	case a.Multi > 1 && len(opts) > 0:
		picked, err := f.pickSeveral(q, a, opts)
		if err != nil {
			return err
		}
		answers[i] = strings.Join(picked, ",")
	case len(opts) > 0:
		if a.Optional {
			opts = append([]countedOption{{Option: companion.Option{Label: f.P.Sprintf("(none)"), Aliases: f.bareWord("none", "(none)")}, count: 1}}, opts...)
		}
		q.Items = optionItems(opts)
		j, err := f.Prompter.Select(q)
		if err != nil {
			return err
		}
		answers[i] = opts[j].Value
	case a.Number && a.Max-a.Min < 30:
		// An optional count from 0: "(none)" is 0 too, so the list offers it once
		// (it offered "(semmi)" and "0" for one answer).
		low := a.Min
		if a.Optional && low == 0 {
			low = 1
		}
		q.Items = optionItems(groupOptions(companion.Range(low, a.Max)))
		if a.Optional {
			none := Item{Text: f.P.Sprintf("(none)"), Names: f.bareWord("none", "(none)")}
			if low > a.Min {
				none.Names = append(none.Names, "0")
			}
			q.Items = append([]Item{none}, q.Items...)
		}
		j, err := f.Prompter.Select(q)
		if err != nil {
			return err
		}
		if a.Optional {
			j-- // (none) is -1: no answer
		}
		if j >= 0 {
			answers[i] = strconv.Itoa(low + j)
		}
	default:
		switch {
		case a.Optional && a.Empty != "":
			label += f.P.Sprintf(" — Enter: %s", a.Empty)
		case a.Optional:
			label += f.P.Sprintf(" — Enter to skip")
		}
		v, err := f.Prompter.Input(label, func(s string) error {
			_, err := a.Check(s)
			return f.localError(err) // the prompter says it as it is: in the table's language
		})
		if err != nil {
			return err
		}
		if answers[i], err = a.Check(v); err != nil {
			return err
		}
		typed[i] = true
	}
	return nil
}

// Room kept on a question's prompt line: for a typed answer, and beside a list's label
// for a short hint (a longer one is shown under the list).
const (
	typingRoom = 16
	hintRoom   = 12
)

// questionLabel is the label of an argument's question: its name and help on the
// prompt line when they leave room there for the answer (and for what the question
// adds: the pick count, Enter to skip), else the help is printed above, wrapped, and
// the prompt line names the argument only. promptui redraws one line per key: a prompt
// line wider than the terminal leaves a copy of itself on every key.
func (f *Factory) questionLabel(a companion.Arg, typed bool) string {
	if a.Help == "" {
		return a.Name
	}
	label := a.Name + " (" + a.Help + ")"
	room := hintRoom
	switch {
	case typed:
		room = typingRoom + displayWidth(f.P.Sprintf(" — Enter to skip"))
	case a.Multi > 1:
		room += displayWidth(f.P.Sprintf("%s — pick %d of up to %d", "", a.Multi, a.Multi))
	}
	if len("? ")+displayWidth(label)+len(": ")+room <= f.width() {
		return label
	}
	fmt.Fprint(f.Out, hangText("", "  ", a.Name+" — "+a.Help, f.width()))
	return a.Name
}

// ruleAgainst explains a typed answer that matches none of the options by trying the action
// with it (companion.Try stores nothing): when the game refuses it, its rule is
// the best explanation; otherwise there is nothing to add.
func (f *Factory) ruleAgainst(st companion.State, c companion.Choice, answers []string, i int, typed string) string {
	trial := slices.Clone(answers)
	trial[i] = strings.TrimSpace(typed)
	err := companion.Try(st, c.Action(trial))
	var refusal *companion.Refusal
	if errors.As(err, &refusal) {
		return f.known.text(oneLine(errors.New(f.P.Error(err))))
	}
	return ""
}

// countedOption is an option with how many times it is offered (a building a player
// has twice is listed once, with its count).
type countedOption struct {
	companion.Option
	count int
}

// groupOptions lists each value once, in the order first offered, with its count.
func groupOptions(options []companion.Option) []countedOption {
	var out []countedOption
	for _, o := range options {
		k := slices.IndexFunc(out, func(c countedOption) bool { return c.Value == o.Value })
		if k >= 0 {
			out[k].count++
			continue
		}
		out = append(out, countedOption{Option: o, count: 1})
	}
	return out
}

// optionItems are a pick list's items: the display name (Sugar Mill, not sugar_mill)
// with the count when above one, answering to the value and aliases too.
func optionItems(opts []countedOption) []Item {
	items := make([]Item, len(opts))
	for i, o := range opts {
		text := o.Display()
		if o.count > 1 {
			text += fmt.Sprintf(" ×%d", o.count)
		}
		items[i] = Item{Text: text, Names: append([]string{o.Value, o.Display()}, o.Aliases...)}
	}
	return items
}

// bareWord is what a bracketed list entry such as "(done)" answers to when typed: the
// English word and the table's, without the brackets ("kész", "semmi").
func (f *Factory) bareWord(english, bracketed string) []string {
	return []string{english, strings.Trim(f.P.Sprintf(bracketed), "()")}
}

// pickSeveral offers the options one pick at a time until the player has picked Multi
// of them or chooses "(done)", offered once AtLeast are picked (Marco Polo's travel
// takes exactly 2 dice: "(done)" after one was refused after the questions); an option
// offered twice may be picked twice.
func (f *Factory) pickSeveral(q Question, a companion.Arg, opts []countedOption) ([]string, error) {
	done := f.P.Sprintf("(done)")
	label := q.Label
	var picked []string
	for len(picked) < a.Multi && len(opts) > 0 {
		items := optionItems(opts)
		if len(picked) >= max(a.AtLeast, 1) || a.Optional && len(picked) == 0 { // last, so Enter, Enter takes as many as allowed
			items = append(items, Item{Text: done, Names: f.bareWord("done", "(done)")})
		}
		q.Label = f.P.Sprintf("%s — pick %d of up to %d", label, len(picked)+1, a.Multi)
		q.Items = items
		j, err := f.Prompter.Select(q)
		if err != nil {
			return nil, err
		}
		if j == len(opts) {
			break
		}
		picked = append(picked, opts[j].Value)
		if opts[j].count--; opts[j].count == 0 {
			opts = slices.Delete(opts, j, j+1)
		}
	}
	return picked, nil
}

// sessionItems are the play menu's entries after the game's actions. Undo and status
// echo their verb on the answer line, as the game's actions do (trial F11: "undo —
// take back the last action" was said twice); quit keeps its whole text, which says
// that the session is saved.
func sessionItems(p *i18n.Printer) []Item {
	return []Item{
		{Text: p.Sprintf("undo — take back the last action"), Names: []string{"undo"}, NamedOnly: true, Echo: "undo"},
		{Text: p.Sprintf("status — show the whole table"), Names: []string{"status"}, Echo: "status"},
		{Text: p.Sprintf("quit — the session is saved; `talon play` resumes it"), Names: []string{"quit"}, NamedOnly: true},
	}
}

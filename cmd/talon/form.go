package main

import (
	"errors"
	"io"
	"os"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// answersDir is where an interrupted form leaves its answers (the current directory,
// where the table runs `talon score --input` next); tests point it elsewhere.
var answersDir = "."

// formRun is one interactive scoring form: the answers so far and how to check them.
type formRun struct {
	f       *Factory
	game    string // the command that takes the saved answers: "catan", "neptun --round 2"
	answers *scoring.Answers
	// check scores an input, complete or not; its *scoring.InputError problems point at
	// the answers to ask again.
	check func([]byte) error
}

// askForm asks a form's questions: the names (the player count checked at once), the
// setup, each player's fields, the game-wide fields. After every answer it checks the
// answers so far and asks again, at once, any answer a problem points at; after the
// last answer every problem left is fixed the same way, so nothing typed is thrown away.
// On Ctrl-C the answers so far are saved as an --input file.
func (f *Factory) askForm(game string, form scoring.Form, check func([]byte) error) ([]byte, error) {
	names, err := f.askNames(form, nil)
	if err != nil {
		return nil, err
	}
	r := &formRun{f: f, game: game, answers: scoring.NewAnswers(form, names), check: check}
	if err := r.run(); err != nil {
		if errors.Is(err, errInterrupted) {
			r.save()
		}
		return nil, err
	}
	return r.answers.JSON(), nil
}

func (r *formRun) run() error {
	form := r.answers.Form
	var refs []scoring.Ref
	for _, fl := range form.Setup {
		refs = append(refs, scoring.Ref{Seat: scoring.SetupSeat, Key: fl.Key})
	}
	for seat := range r.answers.Names {
		for _, fl := range form.PerPlayer {
			refs = append(refs, scoring.Ref{Seat: seat, Key: fl.Key})
		}
	}
	for _, fl := range form.GameWide {
		refs = append(refs, scoring.Ref{Seat: scoring.GameSeat, Key: fl.Key})
	}
	for _, ref := range refs {
		if err := r.ask(ref); err != nil {
			return err
		}
		if err := r.fix(false); err != nil {
			return err
		}
	}
	return r.fix(true)
}

// fix checks the answers so far and asks again the answers problems point at, until
// none is left. Before the last answer (whole false) only problems that no later answer
// can mend count: about an answer given, not a missing field, not a whole-input fact.
func (r *formRun) fix(whole bool) error {
	last := ""
	for {
		err := r.check(r.answers.JSON())
		var ie *scoring.InputError
		if err == nil || !errors.As(err, &ie) {
			if err != nil && whole {
				return err
			}
			return nil
		}
		p, ref, found := r.firstProblem(ie.Problems, whole)
		if !found && !whole {
			return nil
		}
		if !found {
			p = ie.Problems[0]
		}
		r.problem(p)
		// A problem no single answer carries ("Ben: points: ..."), or one the answer asked
		// again did not mend (the other holder of the card was wrong): the table picks.
		if !found || p.String() == last {
			if ref, err = r.pick(); err != nil {
				return err
			}
		}
		last = p.String()
		if err := r.ask(ref); err != nil {
			return err
		}
	}
}

// problem shows what is wrong, wrapped to the terminal: the field named by the question
// the table was asked, not by its input key (which only --input shows); a problem about
// no question ("Ben: points") names the player alone.
func (r *formRun) problem(p scoring.Problem) {
	field := ""
	if ref, ok := r.answers.Locate(p); ok && ref.Seat != scoring.NamesSeat {
		field = r.question(r.answers.Field(ref))
	}
	io.WriteString(r.f.Err, refusalText(p.LocalAs(r.f.P, field), r.f.width()))
}

// question is a field's question in the table's language, without what its parentheses
// add and its question mark, to name it before a problem ("On whose turn did the game
// end: missing: …").
func (r *formRun) question(fl scoring.Field) string {
	if fl.Prompt == "" {
		return ""
	}
	q := localKey(r.f.P, fl.Prompt)
	if len(fl.PromptArgs) > 0 {
		q = r.f.P.Sprintf(fl.Prompt, fl.PromptArgs...)
	}
	if i := strings.Index(q, " ("); i > 0 {
		q = q[:i]
	}
	return strings.TrimSuffix(q, "?")
}

// firstProblem finds the first problem that points at an answer given.
func (r *formRun) firstProblem(ps []scoring.Problem, whole bool) (scoring.Problem, scoring.Ref, bool) {
	for _, p := range ps {
		if !whole && !r.answers.Early(p) {
			continue
		}
		ref, ok := r.answers.Locate(p)
		if !ok {
			continue
		}
		if _, given := r.answers.Get(ref); given || ref.Seat == scoring.NamesSeat || r.asked(ref) {
			return p, ref, true
		}
	}
	return scoring.Problem{}, scoring.Ref{}, false
}

func (r *formRun) asked(ref scoring.Ref) bool {
	for _, a := range r.answers.Asked() {
		if a == ref {
			return true
		}
	}
	return false
}

// pick lets the table say which answer a problem is about.
func (r *formRun) pick() (scoring.Ref, error) {
	asked := r.answers.Asked()
	items := []string{r.f.P.Sprintf("the players' names")}
	for _, ref := range asked {
		items = append(items, r.describe(ref))
	}
	i, err := r.f.Prompter.Select(Question{Label: r.f.P.Sprintf("Which answer is wrong?"), Items: plainItems(items...)})
	if err != nil {
		return scoring.Ref{}, err
	}
	if i == 0 {
		return scoring.Ref{Seat: scoring.NamesSeat}, nil
	}
	return asked[i-1], nil
}

// describe is one answer as the pick list shows it: "Ann · cities: 3".
func (r *formRun) describe(ref scoring.Ref) string {
	fl := r.answers.Field(ref)
	shown := r.f.P.Sprintf("(empty)")
	if ans, ok := r.answers.Get(ref); ok {
		shown = ans.ShowIn(r.f.P, fl.Kind)
	}
	if !r.keyLabels() { // the question names the answer, cut to leave the answer room
		q := cutWords(localKey(r.f.P, fl.Prompt), r.f.width()-displayWidth(r.who(ref)+" — : "+shown)-6)
		return r.who(ref) + " — " + q + ": " + shown
	}
	return r.label(ref) + ": " + shown
}

// label is the short prompt label: "Ann · chapel cards", "Ann · goods pepper" in
// English, where the field's key reads as the question; in another language the key
// would be English words in the middle of the table's (the question, printed above the
// prompt, names the answer), so the label is whom it is about.
func (r *formRun) label(ref scoring.Ref) string {
	if !r.keyLabels() {
		return r.who(ref)
	}
	return r.who(ref) + " · " + strings.NewReplacer("_", " ", ".", " ").Replace(ref.Key)
}

// keyLabels says whether the fields' keys read as labels: in English only.
func (r *formRun) keyLabels() bool { return r.f.P.Lang() == i18n.English }

// who is whom a question is about: a player's name, or for a game-wide or setup field
// the game ("game" in English, "A játék" in Hungarian: it stands where a name stands).
func (r *formRun) who(ref scoring.Ref) string {
	if ref.Seat >= 0 {
		return r.answers.Names[ref.Seat]
	}
	return r.f.P.Sprintf("game")
}

// ask asks one question, or asks it again showing the answer given. It prints the
// question as a plain line and prompts with a short label: promptui redraws its label on
// every key, and a label wider than the terminal garbles the screen.
func (r *formRun) ask(ref scoring.Ref) error {
	if ref.Seat == scoring.NamesSeat {
		names, err := r.f.askNames(r.answers.Form, r.answers.Names)
		if err != nil {
			return err
		}
		r.answers.Names = names
		return nil
	}
	fl := r.answers.Field(ref)
	p := r.f.P
	question := localKey(p, fl.Prompt) // a game's question is a catalog key
	if len(fl.PromptArgs) > 0 {
		question = p.Sprintf(fl.Prompt, fl.PromptArgs...) // "Sárga templom: …"
	}
	if fl.Optional {
		question += p.Sprintf(" (Enter to skip)")
	}
	if ans, ok := r.answers.Get(ref); ok {
		question += p.Sprintf(" (you answered %s)", ans.ShowIn(p, fl.Kind))
	}
	io.WriteString(r.f.Err, hangText(r.who(ref)+" — ", "    ", question, r.f.width()))
	typed, err := r.f.Prompter.Input(r.label(ref), func(s string) error {
		_, _, err := fl.Parse(r.answers.PlayerNames(fl, s))
		return r.f.localError(err)
	})
	if err != nil {
		return err
	}
	ans, given, err := fl.Parse(r.answers.PlayerNames(fl, typed))
	if err != nil {
		return err
	}
	r.answers.Set(ref, ans, given)
	return nil
}

// askNames asks the players' names and checks them at once (count, empty, repeated);
// when asking again (before is not nil) the count stays, as the answers are per seat.
func (f *Factory) askNames(form scoring.Form, before []string) ([]string, error) {
	label := f.P.Sprintf("Players, in seat order (comma-separated)")
	if before != nil {
		label = f.P.Sprintf("Players, in seat order (you typed %s)", strings.Join(before, ", "))
	}
	line, err := f.Prompter.Input(label, func(s string) error {
		names := scoring.SplitList(s)
		if len(names) == 0 {
			return f.localError(i18n.Errorf("type the players' names, e.g. Ann, Ben, Cid"))
		}
		if before != nil && len(names) != len(before) {
			return f.localError(i18n.Errorf("type %d names, one per seat", len(before)))
		}
		if err := form.CheckNames(names); err != nil {
			return f.localError(err)
		}
		return f.localError(checkNameList(names))
	})
	if err != nil {
		return nil, err
	}
	return scoring.SplitList(line), nil
}

// save writes the answers so far as an --input file and says where, so nothing typed
// is lost to a Ctrl-C.
func (r *formRun) save() {
	if len(r.answers.Asked()) == 0 {
		return
	}
	id, _, _ := strings.Cut(r.game, " ")
	file, err := os.CreateTemp(answersDir, "talon-score-"+id+"-*.json")
	if err == nil {
		_, err = file.Write(r.answers.JSON())
		if cerr := file.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		r.f.P.Fprintf(r.f.Err, "Interrupted; your answers so far could not be saved: %v\n", err)
		return
	}
	path := file.Name() // relative to the current directory, where the table types next
	// The command on a line of its own: the table copies it whole.
	r.f.P.Fprintf(r.f.Err, "Interrupted: your answers so far are in %s\nFinish it, then:\n  talon score %s --input %s\n", path, r.game, path)
}

// localError is err with its text in the table's language, for a prompt that shows an
// error's text as it is (nil stays nil).
func (f *Factory) localError(err error) error {
	if err == nil {
		return nil
	}
	return errors.New(f.P.Error(err))
}

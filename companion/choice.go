package companion

import (
	"github.com/talon-games/talon/companion/i18n"
	"strconv"

	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// Choice is one kind of action legal now, with the arguments a prompt must ask for, in
// order. Verb may be several words ("build road"). Action turns the answers into the
// action text.
type Choice struct {
	Verb string `json:"verb"`
	Help string `json:"help"`
	Args []Arg  `json:"args,omitempty"`
	// fixHelp is what a correction the kit words sets (a Fixable's help, a catalog key):
	// LegalIn words the choice in the table's language once the game's catalog has it.
	fixHelp string
}

// Arg is one argument of a Choice.
type Arg struct {
	Name string `json:"name"`
	Key  string `json:"key,omitempty"` // written as key=value when set, else positional
	Help string `json:"help,omitempty"`
	// Placeholder, when set, stands for the value in Usage instead of Name: a keyed
	// argument named after its key (Catan's hands, one per player: "Anna=KÁRTYÁK",
	// not "Anna=ANNA").
	Placeholder string `json:"-"`
	// Options is the exact closed list of values legal now; empty means typed text,
	// which a typed reader of the game checks (Min/Max bound a number).
	Options  []Option `json:"options,omitempty"`
	Optional bool     `json:"optional,omitempty"`
	// Empty, for an optional typed argument, is what an empty answer means, in the
	// table's language ("talon rolls", "10, talon's count"): the question says
	// "Enter: talon rolls" instead of "Enter to skip" when Enter skips nothing.
	Empty string `json:"-"`
	// Multi, when above 1, allows up to that many of Options (an option listed twice may
	// be taken twice), written comma-separated: "produce Ann indigo_plant,sugar_mill".
	// AtLeast is the fewest that must be taken (0 counts as 1 unless Optional).
	Multi   int `json:"multi,omitempty"`
	AtLeast int `json:"at_least,omitempty"`
	// Min and Max bound a typed whole number (Number set).
	Number bool `json:"number,omitempty"`
	Min    int  `json:"min,omitempty"`
	Max    int  `json:"max,omitempty"`
	// Depends, when set, is this argument as it stands once the arguments before it are
	// answered (their canonical values, in order): the robber's victims depend on its
	// hex, Marco Polo's dice on the space. Prompts call it; `status --json` shows the
	// argument as declared, with depends_on_earlier set.
	Depends func(earlier []string) Arg `json:"-"`
	// Skip, set by Depends, says the earlier answers leave nothing to ask: the argument
	// is left out of the action (Marco Polo's goods paid, for a city card that takes none).
	Skip bool `json:"-"`
	// Valid, when set, is the game's rule for the answer on its own (Genoa's ducats: a
	// multiple of 5), so a prompt refuses it at its question, not after the questions
	// that follow. Check applies it to a number; Apply still has the last word.
	Valid func(value string) error `json:"-"`
	// Above, when set, says why a whole number above Max is refused, the components
	// that bound it ("Ann can hold at most 99 cards: the deck has 110, …"): Check says
	// it instead of the bare range.
	Above func(n int) error `json:"-"`
	// Secret says the answer is for one player's eyes (Marco Polo's goal cards kept):
	// a prompt does not leave it on the screen for the next player. Set it on the
	// declared argument (and on what Depends returns).
	Secret bool `json:"secret,omitempty"`
}

// MarshalJSON adds depends_on_earlier for an argument whose options follow earlier answers.
func (a Arg) MarshalJSON() ([]byte, error) {
	type plain Arg
	return json.Marshal(struct {
		plain
		DependsOnEarlier bool `json:"depends_on_earlier,omitempty"`
	}{plain(a), a.Depends != nil})
}

// After is the argument as it stands once the earlier arguments are answered.
func (a Arg) After(earlier []string) Arg {
	if a.Depends == nil {
		return a
	}
	next := a.Depends(slices.Clone(earlier))
	next.Depends = nil
	return next
}

// Option is one value an argument may take: Value is written in the action (a canonical
// id such as sugar_mill), Label shown in a pick list ("Sugar Mill"), Aliases the other
// names a player may type.
type Option struct {
	Value   string   `json:"value"`
	Label   string   `json:"label,omitempty"`
	Aliases []string `json:"aliases,omitempty"`
}

// Display is the label, else the value.
func (o Option) Display() string {
	if o.Label != "" {
		return o.Label
	}
	return o.Value
}

// Values builds options whose label is their value (seat names, hex labels, numbers).
func Values(values ...string) []Option {
	out := make([]Option, len(values))
	for i, v := range values {
		out[i] = Option{Value: v}
	}
	return out
}

// Range builds the options lo..hi as numbers.
func Range(lo, hi int) []Option {
	var out []Option
	for n := lo; n <= hi; n++ {
		out = append(out, Option{Value: fmt.Sprint(n)})
	}
	return out
}

// Match finds what a player typed among an argument's options, with the matching used
// for every name in talon (see Terms). It returns the option's canonical value.
func (a Arg) Match(typed string) (string, error) {
	var terms []Term // an option listed twice (taken twice) is one name
	for _, o := range a.Options {
		if !slices.ContainsFunc(terms, func(t Term) bool { return t.ID == o.Value }) {
			terms = append(terms, Term{ID: o.Value, Label: o.Label, Aliases: o.Aliases})
		}
	}
	t := NewTerms(a.Name, terms...)
	i, err := t.Find(typed)
	if err != nil {
		return "", err
	}
	return terms[i].ID, nil
}

// Check says whether a typed answer fits the argument as far as the argument itself
// can tell (an option of its closed list, a number within bounds); it returns the
// canonical value. The game's Apply has the last word.
func (a Arg) Check(typed string) (string, error) {
	typed = strings.TrimSpace(typed)
	switch {
	case typed == "" && (a.Optional || a.Skip):
		return "", nil
	case typed == "":
		return "", Bad("%s: an answer is needed", a.Name)
	case a.Number:
		n, err := ReadInt(a.Name, typed, a.Min, a.Max)
		if over, ok := atoi(typed); err != nil && ok && over > a.Max && a.Above != nil {
			if why := a.Above(over); why != nil {
				return "", why
			}
		}
		if err == nil && a.Valid != nil {
			err = a.Valid(strconv.Itoa(n))
		}
		return fmt.Sprint(n), err
	case len(a.Options) == 0:
		return typed, nil
	case a.Multi > 1:
		var out []string
		for _, item := range strings.Split(typed, ",") {
			v, err := a.Match(item)
			if err != nil {
				return "", err
			}
			out = append(out, v)
		}
		if len(out) > a.Multi {
			return "", Bad("%s: %d given, at most %d", a.Name, len(out), a.Multi)
		}
		return strings.Join(out, ","), nil
	}
	return a.Match(typed)
}

// Action joins a choice's verb and answers (canonical values, one per Arg) into an
// action; empty answers are left out.
func (c Choice) Action(answers []string) Action {
	a := Do(c.Verb)
	for i, arg := range c.Args {
		if i >= len(answers) || strings.TrimSpace(answers[i]) == "" {
			continue
		}
		v := strings.TrimSpace(answers[i])
		if arg.Key != "" {
			a = a.With(arg.Key, v)
		} else {
			a.Args = append(a.Args, v)
		}
	}
	return a
}

// Usage writes a choice the way `talon do` takes it: "build KIND [over=BUILDING]".
func (c Choice) Usage() string {
	parts := []string{c.Verb}
	for _, a := range c.Args {
		// One word a placeholder, as arguments are separated by spaces: "miles=TENGERI
		// MÉRFÖLD" would read as two arguments.
		name := a.Name
		if a.Placeholder != "" {
			name = a.Placeholder
		}
		p := strings.ToUpper(strings.Join(strings.Fields(name), "-"))
		if a.Key != "" {
			p = a.Key + "=" + p
		}
		if a.Optional {
			p = "[" + p + "]"
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, " ")
}

// Outcome is what an accepted action says beside the new position: that talon accepted
// it without checking (and why: the data it needs is not known), and warnings.
type Outcome struct {
	NotChecked string       `json:"not_checked,omitempty"` // English, for scripts
	Warnings   []Warning    `json:"warnings,omitempty"`
	notChecked i18n.Message // NotChecked, read in the table's language
}

// Warning is one structured remark on an accepted action.
type Warning struct {
	Code string       `json:"code"` // stable, for scripts: "board_not_captured"
	Text string       `json:"text"` // one line for the table, in English
	text i18n.Message // Text, read in the table's language
}

// Accepted is the outcome of an action checked in full.
func Accepted() Outcome { return Outcome{} }

// NotChecked is the outcome of an action accepted without checking: the reason says
// what talon does not know. The format is a catalog key.
func NotChecked(format string, args ...any) Outcome {
	m := i18n.M(format, args...)
	return Outcome{NotChecked: m.String(), notChecked: m}
}

// Warn returns the outcome with one more warning; the format is a catalog key.
func (o Outcome) Warn(code, format string, args ...any) Outcome {
	m := i18n.M(format, args...)
	o.Warnings = append(slices.Clone(o.Warnings), Warning{Code: code, Text: m.String(), text: m})
	return o
}

// Empty says there is nothing to report beyond "accepted".
func (o Outcome) Empty() bool { return o.NotChecked == "" && len(o.Warnings) == 0 }

// Lines is the outcome as lines for the table, in p's language: "not checked: …",
// then each warning.
func (o Outcome) Lines(p *i18n.Printer) []string {
	var out []string
	if o.NotChecked != "" {
		out = append(out, p.Sprintf("accepted, not checked: %s", localText(o.notChecked, o.NotChecked)))
	}
	for _, w := range o.Warnings {
		out = append(out, p.Sprintf("warning: %s", localText(w.text, w.Text)))
	}
	return out
}

// localText is a message, or (for an outcome built by hand) its English text.
func localText(m i18n.Message, english string) any {
	if m.IsZero() {
		return english
	}
	return m
}

package companion

import (
	"github.com/talon-games/talon/companion/i18n"

	"fmt"
	"slices"
	"strings"
)

// VerbFix is the one correction verb of every game: `fix WHAT [PLAYER] VALUE` sets a
// value talon derives but the table can see better (San Juan's cards in hand). It is an
// event like any other, so undo takes it back and replay repeats it.
const VerbFix = "fix"

// Fixable is one value a game lets the table correct.
type Fixable struct {
	Name string // "hand"
	Help string // "cards in a player's hand"
	// HelpText, when set, is Help as a message built from parts ("the Contract deck,
	// face down"), which no catalog key holds: a refusal of the count names the value by
	// it in the table's language instead of the English Help.
	HelpText  i18n.Message
	PerPlayer bool
	Min, Max  int
	// Verb, when set, is a shorter verb the game also takes for this correction
	// (San Juan's `hand NAME N`); the canonical text is always `fix NAME …`.
	Verb string
	// Names, when set, are the names printed on the table's components for what is
	// corrected (Genoa's "bors" for pepper): taken when typed, and a "did you mean"
	// names it by them in the table's language. Name stays what the action stores.
	Names i18n.Term
	// Count, when set, names the number in the usage line and its question where Name
	// does not read as one (San Juan's "fix hand PLAYER COUNT", not "… HAND").
	Count string
}

// term is the fixable as a name the table types after `fix`.
func (f Fixable) term() Term {
	var aliases []string
	for _, n := range []string{f.Names.HU, f.Names.DE} {
		if n != "" {
			aliases = append(aliases, n)
		}
	}
	return Term{ID: f.Name, Aliases: aliases, Names: i18n.Term{HU: f.Names.HU, DE: f.Names.DE}}
}

// Fix is one read correction.
type Fix struct {
	Name   string
	Player int // seat; -1 when the value is not a player's
	Value  int
}

// ReadFix reads a correction: `fix NAME [PLAYER] VALUE`, or a Fixable's own verb. ok is
// false when a is not a correction at all.
func ReadFix(a Action, fixables []Fixable, players *Terms) (fix Fix, ok bool, err error) {
	w := a.Words()
	var spec Fixable
	switch i := slices.IndexFunc(fixables, func(f Fixable) bool { return f.Verb != "" && f.Verb == a.Verb }); {
	case i >= 0:
		spec = fixables[i]
	case a.Verb == VerbFix:
		terms := make([]Term, len(fixables))
		for j, f := range fixables {
			terms[j] = f.term()
		}
		j, err := w.Term(NewTerms("value to fix", terms...))
		if err != nil {
			return fix, true, err
		}
		spec = fixables[j]
	default:
		return fix, false, nil
	}
	fix = Fix{Name: spec.Name, Player: -1}
	if spec.PerPlayer {
		if fix.Player, err = w.Term(players); err != nil {
			return fix, true, err
		}
	}
	var what any = spec.Help
	if !spec.HelpText.IsZero() {
		what = spec.HelpText
	}
	if fix.Value, err = w.Int(what, spec.Min, spec.Max); err != nil {
		return fix, true, err
	}
	return fix, true, w.Done()
}

// Action is the canonical text of a correction.
func (f Fix) Action(players []string) Action {
	a := Do(VerbFix, f.Name)
	if f.Player >= 0 {
		a.Args = append(a.Args, players[f.Player])
	}
	a.Args = append(a.Args, fmt.Sprint(f.Value))
	return a
}

// FixChoices lists the corrections for Legal: one choice per fixable value.
func FixChoices(fixables []Fixable, players []string) []Choice {
	var out []Choice
	for _, f := range fixables {
		c := Choice{Verb: VerbFix + " " + f.Name, Help: i18n.M("correct %s", f.Help).String(), fixHelp: f.Help}
		if f.PerPlayer {
			c.Args = append(c.Args, Arg{Name: "player", Options: Values(players...)})
		}
		name := strings.ReplaceAll(f.Name, "_", " ")
		if f.Count != "" {
			name = f.Count
		}
		c.Args = append(c.Args, Arg{Name: name, Number: true, Min: f.Min, Max: f.Max})
		out = append(out, c)
	}
	return out
}

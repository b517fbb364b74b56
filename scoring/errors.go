package scoring

import (
	"regexp"
	"slices"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// Problem is one thing wrong with a scoring input, naming the player (empty for a
// game-wide field) and the field. Reason is English (--json, logs, tests); the table
// reads it in its language through Local.
type Problem struct {
	Player string `json:"player,omitempty"`
	Field  string `json:"field"`
	Reason string `json:"reason"`
	// text is the reason as a catalog message; nil when Reason itself is a catalog key
	// or plain text (a problem built by hand, or read back from JSON).
	text *i18n.Message
}

func (p Problem) String() string {
	where := p.Field
	if p.Player != "" {
		where = p.Player + ": " + p.Field
	}
	return where + ": " + p.Reason
}

// Local is the problem in the table's language: the player and field as typed (a name,
// a JSON key), the reason translated.
func (p Problem) Local(pr *i18n.Printer) string {
	where := p.Field
	if p.Player != "" {
		where = localLabel(pr, p.Player) + ": " + p.Field
	}
	return where + ": " + p.ReasonText().Local(pr)
}

// LocalAs is the problem in the table's language as a form shows it, its field named
// by the question the table was asked (field, in the table's language; empty leaves the
// field out): the JSON key means nothing to a table that never saw the input.
func (p Problem) LocalAs(pr *i18n.Printer, field string) string {
	var where []string
	if p.Player != "" {
		where = append(where, localLabel(pr, p.Player))
	}
	if field != "" {
		where = append(where, field)
	}
	return strings.Join(append(where, p.ReasonText().Local(pr)), ": ")
}

// ReasonText is the reason as a message the table reads in its language.
func (p Problem) ReasonText() i18n.Message {
	if p.text != nil {
		return *p.text
	}
	return keyMessage(p.Reason)
}

// keyMessage is a text kept as English, printed through the catalog: a literal reason
// is its own key; a text holding a % is not a format and prints as it is.
func keyMessage(s string) i18n.Message {
	if strings.Contains(s, "%") {
		return i18n.M("%s", s)
	}
	return i18n.M(s)
}

// InputError lists every problem found in one input, so the table fixes them all at once.
type InputError struct {
	Problems []Problem
	// Shown, when above 0, is how many problems the error's line names before saying
	// how many more there are (a data file the table corrects lists them all).
	Shown int
}

func (e *InputError) Error() string {
	return e.Local(english)
}

// Local is the problems in the table's language: all of them, or the first Shown and
// how many more there are.
func (e *InputError) Local(p *i18n.Printer) string {
	var lines []string
	for i, pr := range e.Problems {
		if e.Shown > 0 && i == e.Shown && len(e.Problems) > e.Shown+1 {
			lines = append(lines, p.Sprintf("and %d more problems", len(e.Problems)-e.Shown))
			break
		}
		lines = append(lines, pr.Local(p))
	}
	return strings.Join(lines, "; ")
}

// Problems collects problems while validating an input.
type Problems []Problem

// Add records a problem. reason is a catalog key (the English text, written as a
// literal so the catalog test checks its Hungarian) formatted with args.
func (ps *Problems) Add(player, field, reason string, args ...any) {
	if len(args) == 0 {
		*ps = append(*ps, Problem{Player: player, Field: field, Reason: reason})
		return
	}
	ps.AddMessage(player, field, i18n.M(reason, args...))
}

// AddMessage records a problem whose reason is a message made elsewhere (a Bound's,
// UnknownMessage's).
func (ps *Problems) AddMessage(player, field string, m i18n.Message) {
	*ps = append(*ps, Problem{Player: player, Field: field, Reason: m.String(), text: &m})
}

// AddError records a problem whose reason is an error (a Bound's check, a parse), in
// the table's language where the error has one.
func (ps *Problems) AddError(player, field string, err error) {
	ps.AddMessage(player, field, i18n.M("%v", err))
}

// AddProblem records a problem found elsewhere (a player's own check) under player,
// keeping its reason's message: re-adding its English Reason as a key would print it in
// English on every table.
func (ps *Problems) AddProblem(player string, p Problem) {
	p.Player = player
	*ps = append(*ps, p)
}

// Reasons is the problems' reasons as one error, without their fields ("; " between),
// each in the table's language where the error is printed: what a form's Check says
// of one answer.
func (ps Problems) Reasons() error {
	if len(ps) == 0 {
		return nil
	}
	return reasons(ps)
}

// reasons is Problems.Reasons' error.
type reasons Problems

func (r reasons) Error() string { return r.Local(english) }

// Local is the reasons in p's language.
func (r reasons) Local(p *i18n.Printer) string {
	texts := make([]string, len(r))
	for i, pr := range r {
		texts[i] = pr.ReasonText().Local(p)
	}
	return strings.Join(texts, "; ")
}

// Without drops the problems about what reported already names, so a field that failed
// to decode is not reported again by validation: the same player's same field, a part
// of it ("goods.pepper", "buildings[2]" under "goods", "buildings"), any field of a
// player whose entry was not an object ("player"), and anything when the input was
// not readable ("input").
func (ps Problems) Without(reported Problems) Problems {
	var out Problems
	for _, p := range ps {
		if !slices.ContainsFunc(reported, func(r Problem) bool { return r.covers(p) }) {
			out = append(out, p)
		}
	}
	return out
}

func (r Problem) covers(p Problem) bool {
	switch {
	case r.Field == "input":
		return true
	case r.Player != p.Player:
		return false
	}
	return r.Field == p.Field || r.Field == "player" ||
		strings.HasPrefix(p.Field, r.Field+".") || strings.HasPrefix(p.Field, r.Field+"[")
}

// About reports whether a problem about the player's field (or a part of it, or the
// whole player, or the whole input) is recorded: validation skips checks that build on a
// field that did not decode.
func (ps Problems) About(player, field string) bool {
	return slices.ContainsFunc(ps, func(r Problem) bool { return r.covers(Problem{Player: player, Field: field}) })
}

// Err returns an *InputError when any problem was recorded, else nil.
func (ps Problems) Err() error {
	if len(ps) == 0 {
		return nil
	}
	return &InputError{Problems: ps}
}

// The labels PlayerLabels gives a seat without a name ("player 2") or a name given twice
// ("Ann (player 2)"), matched to print them in the table's language.
var (
	seatLabel  = regexp.MustCompile(`^player ([0-9]+)$`)
	seatSuffix = regexp.MustCompile(` \(player ([0-9]+)\)$`)
)

// localLabel is a problem's player label in p's language.
func localLabel(p *i18n.Printer, label string) string {
	if m := seatLabel.FindStringSubmatch(label); m != nil {
		return p.Sprintf("player %s", m[1])
	}
	if m := seatSuffix.FindStringSubmatchIndex(label); m != nil {
		return label[:m[0]] + p.Sprintf(" (player %s)", label[m[2]:m[3]])
	}
	return label
}

package scoring

import (
	"reflect"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// Form describes the facts a scorer needs, so a prompt can ask for them one by one and
// check each answer as soon as it can be checked.
type Form struct {
	Game                   string  // the game's name, for the player-count problem
	MinPlayers, MaxPlayers int     // checked right after the names
	Setup                  []Field // asked once, right after the names (the board of a round)
	PerPlayer              []Field // asked for each player in seat order
	GameWide               []Field // asked once, after the players' fields
	// Later maps the problem fields that only the whole input can show (a gap in an
	// order that a later player's answer may fill) to the question each points at: the
	// prompt checks them after the last answer.
	Later map[string]string
}

// CheckNames checks the names typed for a form: the player count, then each name.
func (f Form) CheckNames(names []string) error {
	var ps Problems
	CheckPlayerCount(f.Game, len(names), f.MinPlayers, f.MaxPlayers, &ps)
	CheckNames(names, &ps)
	if len(ps) == 0 {
		return nil
	}
	return &InputError{Problems: ps}
}

// Kind is how a typed answer turns into JSON.
type Kind int

const (
	Int      Kind = iota // 12
	Bool                 // y/n, yes/no, true/false (igen/nem, ja/nein)
	Text                 // a single word or name; empty allowed when Optional
	List                 // comma-separated words: "guild hall, palace" -> ["guild hall","palace"]
	IntList              // comma-separated numbers: "3,1" -> [3,1]
	PairList             // comma-separated pairs joined by '-': "Moscow-Kashgar" -> [["Moscow","Kashgar"]]
)

// Field is one question. Key may be a dotted path ("goods.pepper") for nested input.
type Field struct {
	Key    string
	Prompt string
	// PromptArgs fill Prompt's verbs when the question names something (a temple):
	// Prompt stays the catalog key, and Terms/Messages among them print in the table's
	// language.
	PromptArgs []any
	Kind       Kind
	Optional   bool // an empty answer leaves the field out
	// Bound is the range of an Int, or of each number of an IntList; every number field
	// has one, from the game's components.
	Bound Bound
	// Items is the range of the number of entries of a list (the zero Bound: any number).
	Items Bound
	// Check looks further at one converted answer as it is typed (names of buildings,
	// cities...); nil when the kind and bounds say all.
	Check func(Answer) error
	// Players says the answer names players (a Text or each entry of a List): a name's
	// unique beginning typed in the form stands for the name (Answers.PlayerNames).
	Players bool
}

// Answer is one typed answer, converted: the member its Kind names holds the value.
type Answer struct {
	Int   int
	Bool  bool
	Text  string
	List  []string
	Ints  []int
	Pairs [][]string
}

// Parse turns one typed answer into an Answer and checks it: its kind, its bounds, and
// the field's Check. given is false for an empty answer to an optional field.
func (f Field) Parse(typed string) (a Answer, given bool, err error) {
	s := strings.TrimSpace(typed)
	if s == "" && f.Optional {
		return Answer{}, false, nil
	}
	switch f.Kind {
	case Int:
		n, err := strconv.Atoi(s)
		if err != nil {
			return a, false, i18n.Errorf("type a whole number")
		}
		if err := f.Bound.check(n); err != nil {
			return a, false, err
		}
		a.Int = n
	case Bool:
		switch strings.ToLower(s) {
		case "y", "yes", "true", "1", "i", "igen", "ja", "j":
			a.Bool = true
		case "n", "no", "false", "0", "", "nem", "nein":
			a.Bool = false
		default:
			return a, false, i18n.Errorf("answer y or n")
		}
	case Text:
		if s == "" {
			return a, false, i18n.Errorf("an answer is needed")
		}
		a.Text = s
	case List:
		a.List = SplitList(s)
	case IntList:
		a.Ints = []int{}
		for _, p := range SplitList(s) {
			n, err := strconv.Atoi(p)
			if err != nil {
				return a, false, i18n.Errorf("%q is not a whole number; type numbers separated by commas", p)
			}
			if err := f.Bound.check(n); err != nil {
				return a, false, i18n.Errorf("%s: %w", strconv.Itoa(n), err)
			}
			a.Ints = append(a.Ints, n)
		}
	case PairList:
		a.Pairs = [][]string{}
		for _, p := range SplitList(s) {
			x, y, found := strings.Cut(p, "-")
			if !found || strings.TrimSpace(x) == "" || strings.TrimSpace(y) == "" {
				return a, false, i18n.Errorf("%q: write each pair as City-City, pairs separated by commas", p)
			}
			a.Pairs = append(a.Pairs, []string{strings.TrimSpace(x), strings.TrimSpace(y)})
		}
	default:
		return a, false, i18n.Errorf("unknown field kind %s", strconv.Itoa(int(f.Kind)))
	}
	if n := entries(a.value(f.Kind)); n >= 0 {
		if err := f.Items.check(n); err != nil {
			return a, false, i18n.Errorf("%d entries: %w", n, err)
		}
	}
	if f.Check != nil {
		if err := f.Check(a); err != nil {
			return a, false, err
		}
	}
	return a, true, nil
}

// value is the answer as the JSON value of its kind.
func (a Answer) value(k Kind) any {
	switch k {
	case Int:
		return a.Int
	case Bool:
		return a.Bool
	case Text:
		return a.Text
	case List:
		return nonNil(a.List)
	case IntList:
		return nonNil(a.Ints)
	case PairList:
		return nonNil(a.Pairs)
	}
	return nil
}

// Show is the answer as it would be typed again.
func (a Answer) Show(k Kind) string { return a.ShowIn(english, k) }

// ShowIn is Show in the table's language: yes and no are words, the rest is as typed.
func (a Answer) ShowIn(p *i18n.Printer, k Kind) string {
	switch k {
	case Int:
		return strconv.Itoa(a.Int)
	case Bool:
		if a.Bool {
			return p.Sprintf("yes")
		}
		return p.Sprintf("no")
	case Text:
		return a.Text
	case List:
		return strings.Join(a.List, ", ")
	case IntList:
		parts := make([]string, len(a.Ints))
		for i, n := range a.Ints {
			parts[i] = strconv.Itoa(n)
		}
		return strings.Join(parts, ", ")
	case PairList:
		parts := make([]string, len(a.Pairs))
		for i, p := range a.Pairs {
			parts[i] = strings.Join(p, "-")
		}
		return strings.Join(parts, ", ")
	}
	return ""
}

// entries is the number of entries of a list value, -1 for other values.
func entries(v any) int {
	if rv := reflect.ValueOf(v); rv.Kind() == reflect.Slice {
		return rv.Len()
	}
	return -1
}

func nonNil[T any](xs []T) []T {
	if xs == nil {
		return []T{}
	}
	return xs
}

// SplitList splits a comma-separated answer, trimming each entry and dropping empty ones.
func SplitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

package randomizers

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// Roll is the outcome of rolling a Dice spec: each die with its face, the modifier and
// the sum of faces plus modifier.
type Roll struct {
	Dice     []Die `json:"dice"`
	Modifier int   `json:"modifier"`
	Sum      int   `json:"sum"`
}

// Roll rolls every die with r (each face equally likely) and sums them with the modifier.
func (d Dice) Roll(r *rand.Rand) Roll {
	values := make([]int, len(d.dice))
	for i, die := range d.dice {
		values[i] = 1 + r.IntN(die.Sides)
	}
	return d.withValues(values)
}

// FromValues builds the Roll for physical dice the table rolled, values in notation order.
// It refuses the wrong number of values and any value a die cannot show, naming each.
func (d Dice) FromValues(values []int) (Roll, error) {
	if len(values) != len(d.dice) {
		return Roll{}, i18n.Errorf("%s needs %d values, got %s", d, len(d.dice), strconv.Itoa(len(values)))
	}
	var problems valueProblems
	for i, v := range values {
		die := d.dice[i]
		if v < 1 || v > die.Sides {
			var which any = die.Name
			if die.Name == "" {
				which = i18n.M("value %s", strconv.Itoa(i+1))
			}
			problems = append(problems, i18n.M("%v (%s) is not on a %v, want 1-%s", which, strconv.Itoa(v), DieLabel(die.Sides), strconv.Itoa(die.Sides)))
		}
	}
	if len(problems) > 0 {
		return Roll{}, i18n.Errorf("%s: %v", d, problems)
	}
	return d.withValues(values), nil
}

func (d Dice) withValues(values []int) Roll {
	roll := Roll{Dice: make([]Die, len(d.dice)), Modifier: d.modifier, Sum: d.modifier}
	for i, die := range d.dice {
		die.Value = values[i]
		roll.Dice[i] = die
		roll.Sum += die.Value
	}
	return roll
}

// Values returns the faces in notation order.
func (r Roll) Values() []int {
	values := make([]int, len(r.Dice))
	for i, die := range r.Dice {
		values[i] = die.Value
	}
	return values
}

// String shows a roll for the table: "3, 5 = 8", "blue 3, red 5 = 8", "2, 6, 1 +2 = 11".
func (r Roll) String() string {
	parts := make([]string, len(r.Dice))
	for i, die := range r.Dice {
		parts[i] = strconv.Itoa(die.Value)
		if die.Name != "" {
			parts[i] = die.Name + " " + parts[i]
		}
	}
	s := strings.Join(parts, ", ")
	if r.Modifier != 0 {
		s += fmt.Sprintf(" %+d", r.Modifier)
	}
	return fmt.Sprintf("%s = %d", s, r.Sum)
}

// ParseValues reads die faces the table typed: "3,5", "3, 5" or "3 5". It checks only
// that they are whole numbers; Dice.FromValues checks them against the dice.
func ParseValues(s string) ([]int, error) {
	text := strings.TrimSpace(s)
	if text == "" {
		return nil, i18n.Errorf("no values given (write e.g. 3,5)")
	}
	var fields []string
	if strings.Contains(text, ",") {
		fields = strings.Split(text, ",")
		for i := range fields {
			fields[i] = strings.TrimSpace(fields[i])
			if fields[i] == "" {
				return nil, i18n.Errorf("%q: a value is missing between commas", text)
			}
		}
	} else {
		fields = strings.Fields(text)
	}
	if len(fields) > MaxDice {
		return nil, i18n.Errorf("%q: at most %d values", text, MaxDice)
	}
	values := make([]int, len(fields))
	for i, f := range fields {
		v, err := strconv.Atoi(f)
		if err != nil {
			return nil, i18n.Errorf("%q is not a whole number", f)
		}
		values[i] = v
	}
	return values, nil
}

// FormatValues writes faces as ParseValues reads them: "3,5". Games use it for the
// canonical action text ("roll 3,5").
func FormatValues(values []int) string {
	parts := make([]string, len(values))
	for i, v := range values {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, ",")
}

// valueProblems are the faces a roll refuses, joined by "; " in the table's language.
type valueProblems []i18n.Message

func (ps valueProblems) Local(p *i18n.Printer) string {
	texts := make([]string, len(ps))
	for i, m := range ps {
		texts[i] = m.Local(p)
	}
	return strings.Join(texts, "; ")
}

func (ps valueProblems) String() string { return ps.Local(i18n.NewPrinter(i18n.English)) }

package randomizers

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/talon-games/talon/companion/i18n"
)

// Limits on dice notation. No table game needs more; they keep a typo such as 99999d6
// from flooding the screen.
const (
	MaxDice     = 100  // dice in one roll, all terms together
	MaxSides    = 1000 // sides on one die
	MaxModifier = 1000 // size of the total +N/-N modifier
)

// Die is one die: its optional name ("blue"; "" for an anonymous die), its number of
// sides and, in a Roll, the face it shows (1..Sides; 0 in a spec).
type Die struct {
	Name  string `json:"name"`
	Sides int    `json:"sides"`
	Value int    `json:"value"`
}

// Dice is a parsed, valid dice spec such as 2d6, blue:d8 red:d8 or 3d6+2. The zero value
// holds no dice. Build one with ParseDice.
type Dice struct {
	dice     []Die
	modifier int
}

// ParseDice reads dice notation as `talon roll` takes it (its arguments joined by
// spaces). Terms are separated by spaces or by + and -:
//
//	2d6        two six-sided dice          d20       one die (count 1 may be left out)
//	d8+d8      two dice, summed            5d6       five dice
//	3d6+2      with a modifier (also -1)   blue:d8   a named die; names are single dice
//
// The error for bad notation is one line that quotes the offending term and names the
// problem, e.g. `"2d0": a die needs at least 2 sides`.
func ParseDice(notation string) (Dice, error) {
	terms, err := splitTerms(notation)
	if err != nil {
		return Dice{}, err
	}
	var d Dice
	for _, t := range terms {
		if err := d.addTerm(t); err != nil {
			return Dice{}, err
		}
	}
	whole := strings.TrimSpace(notation)
	if len(d.dice) == 0 {
		return Dice{}, i18n.Errorf("%q: no dice, only a modifier", whole)
	}
	if len(d.dice) > MaxDice {
		return Dice{}, i18n.Errorf("%q: at most %d dice at once", whole, MaxDice)
	}
	if d.modifier < -MaxModifier || d.modifier > MaxModifier {
		return Dice{}, i18n.Errorf("%q: the modifier must be between -%s and +%s", whole, maxModifierText, maxModifierText)
	}
	return d, nil
}

// maxModifierText is MaxModifier as the table types it (no digit grouping).
var maxModifierText = strconv.Itoa(MaxModifier)

// MustParseDice is ParseDice for specs written in code, such as a game's "2d6". It panics
// on bad notation, which is a programming error there.
func MustParseDice(notation string) Dice {
	d, err := ParseDice(notation)
	if err != nil {
		panic("randomizers: " + err.Error())
	}
	return d
}

// term is one piece of notation with the sign written before it.
type term struct {
	sign   byte // '+' or '-'; '+' when none was written
	signed bool // a sign was written
	text   string
}

// quoted shows the term as typed, with a minus kept, for error messages.
func (t term) quoted() string {
	if t.sign == '-' {
		return strconv.Quote("-" + t.text)
	}
	return strconv.Quote(t.text)
}

// space separates terms, as do the signs.
const space = " \t\r\n"

// splitTerms cuts notation at spaces, + and -, keeping each term's sign.
func splitTerms(notation string) ([]term, error) {
	whole := strings.TrimSpace(notation)
	if whole == "" {
		return nil, i18n.Errorf("no dice given (write e.g. 2d6)")
	}
	var terms []term
	var sign byte // pending sign, 0 when none
	for i := 0; i < len(whole); {
		c := whole[i]
		switch {
		case strings.IndexByte(space, c) >= 0:
			i++
		case c == '+' || c == '-':
			if sign != 0 {
				return nil, i18n.Errorf("%q: two signs in a row", whole)
			}
			sign = c
			i++
		default:
			j := i
			for j < len(whole) && strings.IndexByte(space+"+-", whole[j]) < 0 {
				j++
			}
			t := term{sign: sign, signed: sign != 0, text: whole[i:j]}
			if !t.signed {
				t.sign = '+'
			}
			terms = append(terms, t)
			sign = 0
			i = j
		}
	}
	if sign != 0 {
		return nil, i18n.Errorf("%q: nothing after %q", whole, string(sign))
	}
	return terms, nil
}

// addTerm validates one term and adds its dice or modifier to d.
func (d *Dice) addTerm(t term) error {
	if isNumber(t.text) {
		if !t.signed {
			// "2 d6" or "2d6 2" is more likely a typo than a modifier.
			return i18n.Errorf("%s: a modifier needs a sign, as in +2 or -1", t.quoted())
		}
		n, err := strconv.Atoi(t.text)
		if err != nil || n > MaxModifier {
			return i18n.Errorf("%q: the modifier must be between -%s and +%s", string(t.sign)+t.text, maxModifierText, maxModifierText)
		}
		if t.sign == '-' {
			n = -n
		}
		d.modifier += n
		return nil
	}
	if t.sign == '-' {
		return i18n.Errorf("%s: dice cannot be subtracted", t.quoted())
	}
	name, spec, named := strings.Cut(t.text, ":")
	if !named {
		name, spec = "", t.text
	}
	if named {
		if err := checkName(t, name); err != nil {
			return err
		}
		for _, other := range d.dice {
			if strings.EqualFold(other.Name, name) {
				return i18n.Errorf("%s: two dice named %q", t.quoted(), name)
			}
		}
		if spec == "" {
			return i18n.Errorf("%s: missing the die after %q", t.quoted(), name+":")
		}
	}
	count, sides, err := parseDiceTerm(t, spec)
	if err != nil {
		return err
	}
	if named && count != 1 {
		return i18n.Errorf("%s: a named die is a single die (write %s:%v and another name for the next)", t.quoted(), name, DieLabel(sides))
	}
	if len(d.dice)+count > MaxDice {
		return i18n.Errorf("%s: at most %d dice at once", t.quoted(), MaxDice)
	}
	for range count {
		d.dice = append(d.dice, Die{Name: name, Sides: sides})
	}
	return nil
}

// parseDiceTerm reads "NdS" or "dS" (d or D) into a count and a number of sides. A
// Hungarian table writes k for d ("2k6", k = kocka), so k is read as d.
func parseDiceTerm(t term, spec string) (count, sides int, err error) {
	countText, sidesText, ok := strings.Cut(strings.NewReplacer("k", "d").Replace(strings.ToLower(spec)), "d")
	if !ok || !isNumberOrEmpty(countText) || !isNumberOrEmpty(sidesText) {
		return 0, 0, i18n.Errorf("%s: not dice notation (write e.g. 2d6, d8+d8, blue:d8 or 3d6+2)", t.quoted())
	}
	count = 1
	if countText != "" {
		count, err = strconv.Atoi(countText)
		if err != nil || count > MaxDice {
			return 0, 0, i18n.Errorf("%s: at most %d dice at once", t.quoted(), MaxDice)
		}
		if count < 1 {
			return 0, 0, i18n.Errorf("%s: roll at least 1 die", t.quoted())
		}
	}
	if sidesText == "" {
		return 0, 0, i18n.Errorf("%s: missing the number of sides after \"d\"", t.quoted())
	}
	sides, err = strconv.Atoi(sidesText)
	if err != nil || sides > MaxSides {
		return 0, 0, i18n.Errorf("%s: a die has at most %s sides", t.quoted(), strconv.Itoa(MaxSides))
	}
	if sides < 2 {
		return 0, 0, i18n.Errorf("%s: a die needs at least 2 sides", t.quoted())
	}
	return count, sides, nil
}

// checkName accepts names that start with a letter and hold letters, digits and _.
func checkName(t term, name string) error {
	if name == "" {
		return i18n.Errorf("%s: a die name is missing before \":\"", t.quoted())
	}
	for i, r := range name {
		if !(unicode.IsLetter(r) || i > 0 && (unicode.IsDigit(r) || r == '_')) {
			return i18n.Errorf("%s: a die name starts with a letter and holds only letters, digits and _", t.quoted())
		}
	}
	return nil
}

func isNumber(s string) bool { return s != "" && isNumberOrEmpty(s) }

func isNumberOrEmpty(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// String returns canonical notation: "2d6", "blue:d8 red:d8", "3d6+2", "d6+d8". Adjacent
// anonymous dice of the same size are merged ("d8+d8" is "2d8"); ParseDice(d.String())
// gives d back.
func (d Dice) String() string { return d.notation(englishDie) }

// Local is the notation as the table's language writes a die: "2k6", "kék:k8" in
// Hungarian (ParseDice reads both letters). JSON and the event log keep String's.
func (d Dice) Local(p *i18n.Printer) string {
	return d.notation(func(sides int) string { return DieLabel(sides).Local(p) })
}

// DieLabel is one die of the given size as the language writes it: "d6", Hungarian "k6".
func DieLabel(sides int) i18n.Message { return i18n.M("d%s", strconv.Itoa(sides)) }

func englishDie(sides int) string { return "d" + strconv.Itoa(sides) }

// notation writes the dice with die() for each die's size ("d6" or "k6").
func (d Dice) notation(die func(sides int) string) string {
	var b strings.Builder
	prevAnonymous := false
	for i := 0; i < len(d.dice); {
		dd := d.dice[i]
		n := 1
		if dd.Name == "" {
			for i+n < len(d.dice) && d.dice[i+n].Name == "" && d.dice[i+n].Sides == dd.Sides {
				n++
			}
		}
		if i > 0 {
			if prevAnonymous && dd.Name == "" {
				b.WriteByte('+')
			} else {
				b.WriteByte(' ')
			}
		}
		switch {
		case dd.Name != "":
			b.WriteString(dd.Name + ":" + die(dd.Sides))
		case n > 1:
			b.WriteString(strconv.Itoa(n) + die(dd.Sides))
		default:
			b.WriteString(die(dd.Sides))
		}
		prevAnonymous = dd.Name == ""
		i += n
	}
	if d.modifier != 0 {
		if d.modifier > 0 {
			b.WriteByte('+')
		}
		b.WriteString(strconv.Itoa(d.modifier))
	}
	return b.String()
}

// Count is the number of dice.
func (d Dice) Count() int { return len(d.dice) }

// Modifier is the total +N/-N added to the sum.
func (d Dice) Modifier() int { return d.modifier }

// List returns the dice in notation order, with Value 0.
func (d Dice) List() []Die { return append([]Die(nil), d.dice...) }

// MarshalText writes the canonical notation, so a game state can hold a Dice.
func (d Dice) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText parses notation with ParseDice.
func (d *Dice) UnmarshalText(b []byte) error {
	parsed, err := ParseDice(string(b))
	if err != nil {
		return err
	}
	*d = parsed
	return nil
}

package scoring

import (
	"math"
	"strconv"

	"github.com/talon-games/talon/companion/i18n"
)

// Bound is the range a count may take, with the reason the game's components give it,
// so a value out of range is refused naming the field and the bound, and no total can
// overflow.
type Bound struct {
	Min, Max int
	Why      string // "each colour has 5 settlements"
}

// Check refuses a value out of range, naming the bound and its reason:
// "7 is out of range: must be 0 to 5 (each colour has 5 settlements)". The value is
// written as typed (no digit grouping); the bound's numbers as the language writes
// numbers, as its reason's are ("0 to 10,000 (… less than 10,000 ducats …)", review F7).
func (b Bound) Check(n int) error {
	switch {
	case n < 0 && b.Min >= 0:
		return i18n.Errorf("%s is negative: must be %v", strconv.Itoa(n), b)
	case n < b.Min || n > b.Max:
		return i18n.Errorf("%s is out of range: must be %v", strconv.Itoa(n), b)
	}
	return nil
}

// check is Check for a bound that may be unset (the zero Bound checks nothing): every
// number field of a scorer has one, which scoringtest.Bounds holds them to.
func (b Bound) check(n int) error {
	if b == (Bound{}) {
		return nil
	}
	return b.Check(n)
}

// Add records a problem about field when n is out of range; it reports whether n is in range.
func (b Bound) Add(ps *Problems, player, field string, n int) bool {
	if err := b.Check(n); err != nil {
		ps.AddError(player, field, err)
		return false
	}
	return true
}

func (b Bound) String() string { return b.Local(english) }

// Local is the bound in the table's language; Why is a catalog key (the games write
// it as i18n.Key("...") so the catalog test checks its Hungarian).
func (b Bound) Local(p *i18n.Printer) string {
	s := p.Sprintf("%d to %d", b.Min, b.Max)
	if b.Why != "" {
		s += " (" + keyMessage(b.Why).Local(p) + ")"
	}
	return s
}

// english prints Error() and String() texts, which stay English.
var english = i18n.NewPrinter(i18n.English)

// Sum adds values, reporting false instead of a wrapped total when the sum leaves the
// range of int: every total talon computes from table input goes through it or adds
// values already held to a Bound.
func Sum(values ...int) (int, bool) {
	total := 0
	for _, v := range values {
		if v > 0 && total > math.MaxInt-v || v < 0 && total < math.MinInt-v {
			return 0, false
		}
		total += v
	}
	return total, true
}

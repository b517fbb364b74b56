package scoring

import (
	"encoding/json"
	"math"
)

// WholeNumber reads the integer forms a prompt or a JSON decoder may hand a Field's
// Check: int, int32, int64, json.Number, and a float64 without a fraction. Floats
// beyond ±2^53, where float64 stops being exact (and infinities), are refused rather
// than converted to a wrong int. Each scorer words its own "not a whole number" problem.
func WholeNumber(v any) (int, bool) {
	switch n := v.(type) {
	case int:
		return n, true
	case int32:
		return int(n), true
	case int64:
		return int(n), true
	case float64:
		if n == math.Trunc(n) && math.Abs(n) < 1<<53 {
			return int(n), true
		}
	case json.Number:
		if i, err := n.Int64(); err == nil {
			return int(i), true
		}
	}
	return 0, false
}

package scoring

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
)

// The scorers read their JSON input strictly, each with its own decoder; these are the
// pieces they share.

// IsNull reports whether a raw JSON value is the literal null.
func IsNull(raw json.RawMessage) bool {
	return bytes.Equal(bytes.TrimSpace(raw), []byte("null"))
}

// UnknownKeys lists, sorted, the keys of a JSON object that are not among known.
func UnknownKeys(obj map[string]json.RawMessage, known []string) []string {
	var out []string
	for k := range obj {
		if !slices.Contains(known, k) {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
}

// UnknownField is the problem reason for a key that is not one of known, when there is
// no better suggestion: "unknown field (known: players, six_cost_vp)".
func UnknownField(known ...string) string {
	return "unknown field (known: " + strings.Join(known, ", ") + ")"
}

package catan

import (
	"strings"

	"github.com/talon-games/talon/scoring"
)

// closest returns the candidates nearest to s by edit distance (case-insensitive), if
// they are near enough to be a likely typo.
func closest(s string, candidates []string) []string {
	best := -1
	var out []string
	for _, c := range candidates {
		d := scoring.EditDistance(strings.ToLower(s), strings.ToLower(c))
		if d > max(1, len([]rune(c))/3) {
			continue
		}
		switch {
		case best < 0 || d < best:
			best, out = d, []string{c}
		case d == best:
			out = append(out, c)
		}
	}
	return out
}

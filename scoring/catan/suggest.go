package catan

import "strings"

// closest returns the candidates nearest to s by edit distance (case-insensitive), if
// they are near enough to be a likely typo.
func closest(s string, candidates []string) []string {
	best := -1
	var out []string
	for _, c := range candidates {
		d := editDistance(strings.ToLower(s), strings.ToLower(c))
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

// editDistance is the Levenshtein distance between a and b, by runes.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

package marcopolo

import (
	"fmt"
	"slices"
	"strings"
)

// cityIndex maps every normalized name and alias to its city.
var cityIndex = func() map[string]City {
	idx := make(map[string]City)
	for _, c := range Cities {
		idx[normalize(c.Name)] = c
		for _, a := range c.Aliases {
			idx[normalize(a)] = c
		}
	}
	return idx
}()

// normalize folds case and drops spaces, hyphens and apostrophes, so
// "lan zhou", "LanZhou" and "Lan-Zhou" are the same name.
func normalize(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(name)) {
		switch r {
		case ' ', '-', '_', '\'', '.':
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// LookupCity finds a city by its printed name or an alias, ignoring case,
// spaces and hyphens.
func LookupCity(name string) (City, bool) {
	c, ok := cityIndex[normalize(name)]
	return c, ok
}

// LookupGoalCard finds the goal card naming both cities, in either order.
func LookupGoalCard(a, b string) (GoalCard, bool) {
	ca, okA := LookupCity(a)
	cb, okB := LookupCity(b)
	if !okA || !okB {
		return GoalCard{}, false
	}
	for _, g := range GoalCards {
		if g.Large == ca.Name && g.Small == cb.Name || g.Large == cb.Name && g.Small == ca.Name {
			return g, true
		}
	}
	return GoalCard{}, false
}

// unknownCity explains an unrecognised city name, naming the closest known names.
func unknownCity(name string) string {
	msg := fmt.Sprintf("unknown city %q", name)
	if near := closestCities(name); len(near) > 0 {
		msg += " (did you mean " + strings.Join(near, " or ") + "?)"
	}
	return msg
}

// closestCities returns the printed names within a small edit distance of name.
func closestCities(name string) []string {
	n := normalize(name)
	best, bestDist := []string(nil), 3 // farther than 2 edits is no suggestion
	for key, c := range cityIndex {
		d := editDistance(n, key)
		switch {
		case d < bestDist:
			best, bestDist = []string{c.Name}, d
		case d == bestDist && !slices.Contains(best, c.Name):
			best = append(best, c.Name)
		}
	}
	slices.Sort(best)
	return best
}

// editDistance is the Levenshtein distance between two strings, by runes.
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

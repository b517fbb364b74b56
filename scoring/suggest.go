package scoring

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Suggest is the one "did you mean": the candidates nearest to what was typed, compared
// folded (case, accents and the separators " ", "-", "_" and "." ignored). A candidate
// is near when the typed text starts it, or when it is within one edit for every three
// letters of the candidate (at least one). Only the nearest are given, at most three,
// in the order of candidates.
func Suggest(typed string, candidates []string) []string {
	return SuggestShown(typed, candidates, nil)
}

// SuggestShown is Suggest over spellings that stand for a name shown instead (an alias
// and its printed name): show maps a candidate to what the table reads; nil shows it as
// is. A shown name comes once.
func SuggestShown(typed string, candidates []string, show func(string) string) []string {
	key := Fold(typed)
	if key == "" {
		return nil
	}
	best := map[string]int{}
	var order []string
	for _, c := range candidates {
		folded := Fold(c)
		d := EditDistance(key, folded)
		if strings.HasPrefix(folded, key) {
			d = min(d, 1)
		}
		if d > max(1, len([]rune(folded))/3) {
			continue
		}
		name := c
		if show != nil {
			name = show(c)
		}
		if old, ok := best[name]; !ok || d < old {
			if !ok {
				order = append(order, name)
			}
			best[name] = d
		}
	}
	nearest := -1
	for _, name := range order {
		if nearest < 0 || best[name] < nearest {
			nearest = best[name]
		}
	}
	var out []string
	for _, name := range order {
		if best[name] == nearest && len(out) < 3 {
			out = append(out, name)
		}
	}
	return out
}

// DidYouMean is the one wording of suggestions: ` (did you mean "a" or "b"?)`, empty
// for none.
func DidYouMean(near []string) string {
	if len(near) == 0 {
		return ""
	}
	quoted := make([]string, len(near))
	for i, n := range near {
		quoted[i] = `"` + n + `"`
	}
	return " (did you mean " + strings.Join(quoted, " or ") + "?)"
}

// Unknown is the one wording of a name the game does not know: `unknown city "Mosow"
// (did you mean "Moscow"?)`.
func Unknown(what, typed string, near []string) string {
	return "unknown " + what + ` "` + typed + `"` + DidYouMean(near)
}

// Fold is how names are compared for suggestions: lower case, accents dropped
// (é → e, ő → o, ß → ss), and no separators.
func Fold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(strings.ToLower(s)) {
		switch {
		case unicode.Is(unicode.Mn, r), r == ' ', r == '-', r == '_', r == '.', r == '\'', unicode.IsSpace(r):
		case r == 'ß':
			b.WriteString("ss")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// EditDistance is the Levenshtein distance between a and b, by runes.
func EditDistance(a, b string) int {
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

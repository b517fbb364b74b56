package scoring

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/talon-games/talon/companion/i18n"
)

// Suggest is talon's one "did you mean", for scorers and companions alike: the
// candidates nearest to what was typed, compared folded (case, accents and the
// separators " ", "-", "_" and "." ignored). A candidate is near when it is within one
// edit (a letter added, dropped or changed, or two neighbouring letters swapped) for
// every three letters of the candidate, at least one. A text that begins one candidate
// and no other is near it too, as one edit (it can mean only that one: "guild" → Guild
// Hall); a beginning several candidates share ("gr" of grape and grain) says too little
// and is near none of them. Only the nearest are given, at most three, in the order of
// candidates.
func Suggest(typed string, candidates []string) []string {
	return SuggestShown(typed, candidates, nil)
}

// SuggestShown is Suggest over spellings that stand for a name shown instead (an alias
// and its printed name): show maps a candidate to what the table reads; nil shows it as
// is. A shown name comes once.
func SuggestShown(typed string, candidates []string, show func(string) string) []string {
	var (
		shown  []string
		groups [][]string
		index  = map[string]int{}
	)
	for _, c := range candidates {
		name := c
		if show != nil {
			name = show(c)
		}
		i, ok := index[name]
		if !ok {
			i = len(shown)
			index[name] = i
			shown = append(shown, name)
			groups = append(groups, nil)
		}
		groups[i] = append(groups[i], c)
	}
	var out []string
	for _, i := range SuggestAmong(typed, groups) {
		out = append(out, shown[i])
	}
	return out
}

// SuggestAmong is the rule of Suggest over names that each have several spellings
// (a term's id, label and aliases): the indexes of the nearest names, by their nearest
// spelling, at most three, in order.
func SuggestAmong(typed string, spellings [][]string) []int {
	key := Fold(typed)
	if key == "" {
		return nil
	}
	best := make([]int, len(spellings))
	begun := -1 // the one name a spelling of which begins with key; -2 when several do
	for i, names := range spellings {
		best[i] = -1
		for _, c := range names {
			folded := Fold(c)
			if strings.HasPrefix(folded, key) {
				switch begun {
				case -1:
					begun = i
				case i:
				default:
					begun = -2
				}
			}
			if d := EditDistance(key, folded); d <= max(1, len([]rune(folded))/3) && (best[i] < 0 || d < best[i]) {
				best[i] = d
			}
		}
	}
	if begun >= 0 && (best[begun] < 0 || best[begun] > 1) {
		best[begun] = 1
	}
	nearest := -1
	for _, d := range best {
		if d >= 0 && (nearest < 0 || d < nearest) {
			nearest = d
		}
	}
	var out []int
	for i, d := range best {
		if d >= 0 && d == nearest && len(out) < 3 {
			out = append(out, i)
		}
	}
	return out
}

// DidYouMean is the one wording of suggestions: ` (did you mean "a" or "b"?)`, empty
// for none.
func DidYouMean(near []string) string { return didYouMean(near).Local(english) }

// didYouMean is the suggestion after an unknown name, in the table's language: empty
// when nothing is near.
type didYouMean []string

// Local writes ` (did you mean "a" or "b"?)` in p's language.
func (near didYouMean) Local(p *i18n.Printer) string {
	if len(near) == 0 {
		return ""
	}
	quoted := make([]string, len(near))
	for i, n := range near {
		quoted[i] = `"` + n + `"`
	}
	return p.Sprintf(" (did you mean %s?)", strings.Join(quoted, p.Sprintf(" or ")))
}

// DidYouMeanMessage is DidYouMean as a message argument: the suggestion in the table's
// language where it is printed.
func DidYouMeanMessage(near []string) i18n.Localizer { return didYouMean(near) }

// Unknown is the one wording of a name the game does not know: `unknown city "Mosow"
// (did you mean "Moscow"?)`.
func Unknown(what, typed string, near []string) string {
	return UnknownMessage(what, typed, near).String()
}

// UnknownMessage is Unknown as a message: what is a catalog key ("city"), translated
// where the message is printed.
func UnknownMessage(what, typed string, near []string) i18n.Message {
	return i18n.M("unknown %v %q%v", keyMessage(what), typed, didYouMean(near))
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

// EditDistance is the optimal string alignment (restricted Damerau–Levenshtein)
// distance between a and b, by runes: the fewest letters added, dropped or changed, or
// neighbouring pairs swapped (olvie → olive is one edit), no letter edited twice.
func EditDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	before := make([]int, len(rb)+1) // the row two back, for a swap
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
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], before[j-2]+1)
			}
		}
		before, prev, cur = prev, cur, before
	}
	return prev[len(rb)]
}

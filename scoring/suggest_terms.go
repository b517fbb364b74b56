package scoring

import (
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// UnknownTermsMessage is UnknownMessage for a game's own terms: each suggestion is named
// as the table typed it, in the language whose name on the components is nearest to what
// was typed ("szobr": "Szobor", "statu": "Statue"), else in the table's language, by the
// names on its edition's components ("Cukormalom" in Hungarian, "Sugar Mill" in English).
func UnknownTermsMessage(what, typed string, near []i18n.Term) i18n.Message {
	return i18n.M("unknown %v %q%v", keyMessage(what), typed, didYouMeanTerms{typed: typed, near: near})
}

// didYouMeanTerms is didYouMean over terms, each named in the language of what was typed.
type didYouMeanTerms struct {
	typed string
	near  []i18n.Term
}

// Local writes ` (did you mean "a" or "b"?)` in p's language.
func (d didYouMeanTerms) Local(p *i18n.Printer) string {
	texts := make([]string, len(d.near))
	for i, t := range d.near {
		texts[i] = typedName(p, d.typed, t)
	}
	return didYouMean(texts).Local(p)
}

// typedName is the name of t nearest to typed among the names on the editions'
// components; the table's own language wins a tie (and the pseudo language, which marks
// texts, always shows the term as it does).
func typedName(p *i18n.Printer, typed string, t i18n.Term) string {
	own := p.Text(t)
	if p.Lang() == i18n.Pseudo {
		return own
	}
	key := Fold(typed)
	best, bestD := own, nameDistance(key, own)
	for _, name := range []string{t.EN, t.HU, t.DE} {
		if name == "" {
			continue
		}
		if d := nameDistance(key, name); d < bestD {
			best, bestD = name, d
		}
	}
	return best
}

// nameDistance is how far a typed (folded) text is from a name: the edits between them,
// or one when the text begins the name.
func nameDistance(key, name string) int {
	folded := Fold(name)
	d := EditDistance(key, folded)
	if key != "" && strings.HasPrefix(folded, key) {
		d = min(d, 1)
	}
	return d
}

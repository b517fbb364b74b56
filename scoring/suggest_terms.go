package scoring

import "github.com/talon-games/talon/companion/i18n"

// UnknownTermsMessage is UnknownMessage for a game's own terms: the suggestions are
// printed in the table's language, by the names on its edition's components
// ("Cukormalom" in Hungarian, "Sugar Mill" in English).
func UnknownTermsMessage(what, typed string, near []i18n.Term) i18n.Message {
	return i18n.M("unknown %v %q%v", keyMessage(what), typed, didYouMeanTerms(near))
}

// didYouMeanTerms is didYouMean over terms, each named in the printer's language.
type didYouMeanTerms []i18n.Term

// Local writes ` (did you mean "a" or "b"?)` in p's language.
func (near didYouMeanTerms) Local(p *i18n.Printer) string {
	texts := make([]string, len(near))
	for i, t := range near {
		texts[i] = p.Text(t)
	}
	return didYouMean(texts).Local(p)
}

package i18n

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A place's name takes a case ending in Hungarian where English puts a preposition:
// "from Venice" is "Velencéből", "to Beijing" "Pekingbe", "in Samarkand" "Samarkandban".
// A catalog text writes the ending after the argument with a hyphen, as after a
// number ("%s-ból", "%[2]s-ba"), and the Hungarian printer joins it as the word before
// needs (fixNumberEndings): the form for the word's vowels (-ból after back vowels,
// -ből after front ones), a final a or e lengthened (Velence → Velencé-), and the
// hyphen kept where the word is not read as it is written: a letter or an acronym
// (Oázis E-ből, read "é"), a final w or y, a final ou (Moscow-ból, Lan-Zhou-ba, as the
// Marco Polo rulebook writes it). Only the endings that need no linking vowel take a
// word (-ból, -ba, -ban, -ra, -ról, -tól, -nál, -nak); any other stays as written.

// wordEndings are the endings a word takes, by each written form: back and front.
var wordEndings = func() map[string][2]string {
	m := map[string][2]string{}
	for _, e := range [][2]string{{"ból", "ből"}, {"ba", "be"}, {"ban", "ben"}, {"ra", "re"},
		{"ról", "ről"}, {"tól", "től"}, {"nál", "nél"}, {"nak", "nek"}} {
		m[e[0]], m[e[1]] = e, e
	}
	return m
}()

// WordEnding is word with the Hungarian case ending given in either of its forms
// ("ból" or "ből"): WordEnding("Velence", "ból") is "Velencéből", WordEnding("Peking",
// "ba") "Pekingbe", WordEnding("Oázis E", "ból") "Oázis E-ből". Only the last word of a
// name decides. An ending it does not take is joined with a hyphen as given.
func WordEnding(word, form string) string {
	e, ok := wordEndings[form]
	last := lastWord(word)
	if !ok || last == "" {
		return word + "-" + form
	}
	stem, hyphen, back := wordStem(last)
	ending := e[1]
	if back {
		ending = e[0]
	}
	if hyphen {
		return word + "-" + ending
	}
	return word[:len(word)-len(last)] + stem + ending
}

// lastWord is the run of letters word ends with ("Zhou" of "Lan-Zhou", "E" of "Oázis E").
func lastWord(word string) string {
	i := len(word)
	for i > 0 {
		r, size := utf8.DecodeLastRuneInString(word[:i])
		if !unicode.IsLetter(r) {
			break
		}
		i -= size
	}
	return word[i:]
}

// wordStem is how w takes an ending: the stem (a final a or e lengthened), whether a
// hyphen stands before the ending, and whether the ending has back vowels.
func wordStem(w string) (stem string, hyphen, back bool) {
	if utf8.RuneCountInString(w) == 1 || isAcronym(w) {
		return w, true, letterIsBack(lastRune(w)) // read letter by letter: E is "é", H "há"
	}
	lower := strings.ToLower(w)
	back = vowelsAreBack(lower)
	switch {
	case strings.HasSuffix(lower, "w"), strings.HasSuffix(lower, "y"), strings.HasSuffix(lower, "ou"),
		strings.HasSuffix(lower, "q"):
		return w, true, back // not read as written: Moscow-ból, Lan-Zhou-ba
	case strings.HasSuffix(w, "a"):
		return strings.TrimSuffix(w, "a") + "á", false, back
	case strings.HasSuffix(w, "e"):
		return strings.TrimSuffix(w, "e") + "é", false, back
	}
	return w, false, back
}

// vowelsAreBack says whether a word takes back-vowel endings: its last vowel decides,
// an i or í aside (Karachi: Karachiból, Peking: Pekingből, a word of i alone front);
// e and é are front (Velence, Budapest: Budapestből).
func vowelsAreBack(lower string) bool {
	for i := len(lower); i > 0; {
		r, size := utf8.DecodeLastRuneInString(lower[:i])
		i -= size
		switch {
		case strings.ContainsRune("aáoóuú", r):
			return true
		case strings.ContainsRune("eéöőüű", r):
			return false
		}
	}
	return false
}

// letterIsBack says whether a letter's Hungarian name has a back vowel: a (á), h (há),
// k (ká), o, u, q (kú).
func letterIsBack(r rune) bool {
	return strings.ContainsRune("AÁHKOÓQUÚ", unicode.ToUpper(r))
}

func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}

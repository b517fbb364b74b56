package i18n

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Hungarian's definite article is "a" before a consonant sound and "az" before a
// vowel sound. A catalog text writes "a(z)" where its argument follows; once the
// text is formatted, articles.go puts the right one wherever talon knows how the word
// after it sounds: a game term, a catalog word, a number ("az 1.", "az 5.", "az 50.",
// "a 4."). Before a name the table typed (Yvonne? Ödön?) it keeps "a(z)".

// resolveArticles replaces "a(z)"/"A(z)" in a formatted Hungarian text by "a"/"az"
// ("A"/"Az") where the word after it is known; typed are the texts of the arguments
// the table typed (player names), before which "a(z)" stays.
func resolveArticles(s string, typed []string) string {
	if !strings.Contains(s, "(z) ") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.Index(s, "(z) ")
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		if i == 0 || (s[i-1] != 'a' && s[i-1] != 'A') || (i >= 2 && startsWord(s[:i-1])) {
			b.WriteString(s[:i+4])
			s = s[i+4:]
			continue
		}
		rest := s[i+4:]
		article, known := "", false
		if !typedAt(rest, typed) {
			article, known = hungarianArticle(rest)
		}
		b.WriteString(s[:i-1])
		switch {
		case !known:
			b.WriteString(s[i-1 : i+4])
		case s[i-1] == 'A':
			b.WriteString(strings.ToUpper(article[:1]) + article[1:] + " ")
		default:
			b.WriteString(article + " ")
		}
		s = rest
	}
}

// startsWord says whether the text before the "a" of "a(z)" ends in a letter: then
// the "a" ends a word ("rabla(z)") and is no article.
func startsWord(before string) bool {
	r, _ := utf8.DecodeLastRuneInString(before)
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// typedAt says whether rest begins with one of the typed texts.
func typedAt(rest string, typed []string) bool {
	for _, t := range typed {
		if t != "" && strings.HasPrefix(rest, t) {
			return true
		}
	}
	return false
}

// hungarianArticle is the article before the text w begins with, and whether talon
// can tell it: "az" before a vowel, a number read with a vowel (egy, öt, ezer,
// egymillió, ötven…) or a letter whose name begins with one (an "M1" reads "em-egy").
func hungarianArticle(w string) (string, bool) {
	r, _ := utf8.DecodeRuneInString(w)
	switch {
	case r >= '0' && r <= '9':
		return numberArticle(w), true
	case !unicode.IsLetter(r):
		return "", false
	}
	word := w
	if end := strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }); end >= 0 {
		word = w[:end]
	}
	if utf8.RuneCountInString(word) == 1 || strings.ContainsAny(word, "0123456789") || isAcronym(word) {
		if strings.ContainsRune("AÁEÉIÍOÓÖŐUÚÜŰFLMNRSXY", unicode.ToUpper(r)) {
			return "az", true // the letter's name: á, ef, el, em, en, er, es, iksz, ipszilon
		}
		return "a", true
	}
	if strings.ContainsRune("aáeéiíoóöőuúüű", unicode.ToLower(r)) {
		return "az", true
	}
	return "a", true
}

// isAcronym says whether word is written in capitals (read letter by letter: BGA).
func isAcronym(word string) bool {
	for _, r := range word {
		if !unicode.IsUpper(r) {
			return false
		}
	}
	return utf8.RuneCountInString(word) <= 4
}

// numberArticle is the article before a number written in digits (grouped with a
// no-break space as the Hungarian printer groups them): "az" when it is read
// beginning with egy (1), ezer (1 000), egymillió, or öt… (5, 50, 500, 5 000 …).
func numberArticle(w string) string {
	lead, digits := w[0], 0
	for _, r := range w {
		switch {
		case r >= '0' && r <= '9':
			digits++
			continue
		case r == '\u00a0' || r == '\u202f':
			continue
		}
		break
	}
	if lead == '5' || (lead == '1' && digits%3 == 1) {
		return "az"
	}
	return "a"
}

// typedTexts are the plain texts among args, and inside the Messages and Lists among
// them: what the table typed (a player's name), before which "a(z)" stays. A text of
// digits alone reads the same whoever typed it, so it is not counted.
func typedTexts(args []any) []string {
	var out []string
	for _, a := range args {
		switch a := a.(type) {
		case string:
			if strings.Trim(a, "0123456789") != "" {
				out = append(out, a)
			}
		case Message:
			out = append(out, typedTexts(a.Args)...)
		case List:
			out = append(out, typedTexts(a.Items)...)
		}
	}
	return out
}

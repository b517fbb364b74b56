package i18n

import (
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Hungarian writes a case ending after a number in figures with a hyphen, and the
// ending follows the number's spoken form, as after any word: 5 is "öt", so "5-ből",
// "5-ös", "5-ször", "5-öt"; 6 is "hat", so "6-ból", "6-os", "6-szor", "6-ot". A
// catalog text may write any one form of an ending after a number ("%d-ból",
// "%d-szor", "%d-t"); the Hungarian printer puts the form the printed number needs
// (fixNumberEndings), so the catalog need not guess.

// numeral is how the last word of a spoken number takes endings.
type numeral struct {
	back     bool   // back vowels (három, hat, száz): -ból, -ra, -nál, not -ből, -re
	hoz      string // hoz, hez or höz
	szor     string // szor, szer or ször (kettő: kétszer)
	accus    string // the accusative -t with its linking vowel: 5-öt, 6-ot, 2-t
	adjectiv string // the -s adjective: 5-ös, 6-os, 0-s
	super    string // the -n of "on": 5-ön, 3-on, 2-n
	with     string // -val/-vel with its assimilated consonant: 5-tel, 3-mal
}

var (
	numNulla     = numeral{true, "hoz", "szor", "t", "s", "n", "val"}
	numEgy       = numeral{false, "hez", "szer", "et", "es", "en", "gyel"}
	numKetto     = numeral{false, "höz", "szer", "t", "es", "n", "vel"}
	numHarom     = numeral{true, "hoz", "szor", "at", "as", "on", "mal"}
	numNegy      = numeral{false, "hez", "szer", "et", "es", "en", "gyel"}
	numOt        = numeral{false, "höz", "ször", "öt", "ös", "ön", "tel"}
	numHat       = numeral{true, "hoz", "szor", "ot", "os", "on", "tal"}
	numHet       = numeral{false, "hez", "szer", "et", "es", "en", "tel"}
	numNyolc     = numeral{true, "hoz", "szor", "at", "as", "on", "cal"}
	numKilenc    = numeral{false, "hez", "szer", "et", "es", "en", "cel"}
	numTiz       = numeral{false, "hez", "szer", "et", "es", "en", "zel"}
	numHusz      = numeral{true, "hoz", "szor", "at", "as", "on", "szal"}
	numHarminc   = numeral{true, "hoz", "szor", "at", "as", "on", "cal"}
	numFrontVen  = numeral{false, "hez", "szer", "et", "es", "en", "nel"} // negyven, ötven, hetven, kilencven
	numBackVan   = numeral{true, "hoz", "szor", "at", "as", "on", "nal"}  // hatvan, nyolcvan
	numSzaz      = numeral{true, "hoz", "szor", "at", "as", "on", "zal"}
	numEzer      = numeral{false, "hez", "szer", "et", "es", "en", "rel"}
	numMillio    = numeral{true, "hoz", "szor", "t", "s", "n", "val"}
	numMilliard  = numeral{true, "hoz", "szor", "ot", "os", "on", "dal"}
	digitNumeral = [10]numeral{numNulla, numEgy, numKetto, numHarom, numNegy, numOt, numHat, numHet, numNyolc, numKilenc}
	tensNumeral  = [10]numeral{numNulla, numTiz, numHusz, numHarminc, numFrontVen, numFrontVen, numBackVan, numFrontVen, numBackVan, numFrontVen}
)

// numeralOf is the spoken word that ends n: its last non-zero digit's word, or for
// round numbers tíz, húsz… száz, ezer, millió, milliárd.
func numeralOf(n uint64) numeral {
	switch {
	case n == 0:
		return numNulla
	case n%10 != 0:
		return digitNumeral[n%10]
	case n%100 != 0:
		return tensNumeral[n/10%10]
	case n%1000 != 0:
		return numSzaz
	case n%1_000_000 != 0:
		return numEzer
	case n%1_000_000_000 != 0:
		return numMillio
	}
	return numMilliard
}

// ending is one Hungarian case ending and how each numeral shapes it.
type ending struct {
	forms []string // every written form, to recognise the ending in a text
	shape func(numeral) string
}

func twoWay(back, front string) ending {
	return ending{[]string{back, front}, func(n numeral) string {
		if n.back {
			return back
		}
		return front
	}}
}

var numberEndings = []ending{
	twoWay("ból", "ből"), twoWay("ról", "ről"), twoWay("tól", "től"),
	twoWay("ban", "ben"), twoWay("ba", "be"), twoWay("ra", "re"),
	twoWay("nál", "nél"), twoWay("nak", "nek"),
	{[]string{"hoz", "hez", "höz"}, func(n numeral) string { return n.hoz }},
	{[]string{"szor", "szer", "ször"}, func(n numeral) string { return n.szor }},
	{[]string{"t", "at", "et", "ot", "öt"}, func(n numeral) string { return n.accus }},
	{[]string{"s", "as", "es", "os", "ös"}, func(n numeral) string { return n.adjectiv }},
	{[]string{"st", "ast", "est", "ost", "öst"}, func(n numeral) string { return n.adjectiv + "t" }},
	{[]string{"n", "on", "en", "ön"}, func(n numeral) string { return n.super }},
	{[]string{"val", "vel", "mal", "gyel", "tel", "tal", "cal", "cel", "zel", "szal", "nel", "nal", "zal", "rel", "dal"},
		func(n numeral) string { return n.with }},
}

// endingByForm finds an ending by any of its written forms.
var endingByForm = sync.OnceValue(func() map[string]ending {
	m := map[string]ending{}
	for _, e := range numberEndings {
		for _, f := range e.forms {
			m[f] = e
		}
	}
	return m
})

// NumberEnding is the form of a Hungarian case ending (given in any of its forms:
// "ból", "szor", "t", "es") that follows the number n written in figures:
// NumberEnding(5, "ból") is "ből", NumberEnding(6, "es") is "os". An ending it does
// not know is returned as given.
func NumberEnding(n int64, form string) string {
	e, ok := endingByForm()[form]
	if !ok {
		return form
	}
	u := uint64(n)
	if n < 0 {
		u = uint64(-n)
	}
	return e.shape(numeralOf(u))
}

// endingMark follows the hyphen of an ending the catalog text puts after a formatted
// argument ("%d-ból" is stored as "%d-\ue000ból"), so only those endings are fixed and
// a player's typed text quoted back ("5-ból") is printed as typed. A private-use rune:
// no text talon prints has it.
const endingMark = '\ue000'

// markNumberEndings marks each ending text writes right after a formatted argument
// ("%d-ból", "%[2]d-szor", "%s-t").
func markNumberEndings(text string) string {
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		b.WriteByte(text[i])
		if text[i] != '%' {
			continue
		}
		j := i + 1
		for j < len(text) && strings.IndexByte("[]0123456789", text[j]) >= 0 {
			j++
		}
		if j+1 < len(text) && strings.IndexByte("dsv", text[j]) >= 0 && text[j+1] == '-' {
			if _, known := endingByForm()[leadingLetters(text[j+2:])]; known {
				b.WriteString(text[i+1 : j+2])
				b.WriteRune(endingMark)
				i = j + 1
			}
		}
	}
	return b.String()
}

// fixNumberEndings gives every marked ending in s the form for the number before it,
// and drops the marks. A number is its figures with the no-break spaces that group them
// ("12 000-ből"); after a word (a place's name) a -ból, -ba … ending is joined as the
// word needs ("Velencéből", words_hu.go); after anything else (a decimal, an id such
// as st_3 or B2) the ending stays as the catalog wrote it.
func fixNumberEndings(s string) string {
	mark := string(endingMark)
	if !strings.Contains(s, mark) {
		return s
	}
	var b strings.Builder
	parts := strings.Split(s, mark)
	b.WriteString(parts[0])
	for _, after := range parts[1:] {
		before := strings.TrimSuffix(b.String(), "-")
		n, ok := numberBefore(before)
		word := leadingLetters(after)
		_, takesWord := wordEndings[word]
		switch {
		case ok:
			b.WriteString(NumberEnding(n, word))
			after = after[len(word):]
		case takesWord && unicode.IsLetter(lastRune(before)): // a place's name (words_hu.go)
			b.Reset()
			b.WriteString(WordEnding(before, word))
			after = after[len(word):]
		}
		b.WriteString(after)
	}
	return b.String()
}

// numberBefore reads the number that ends s, if s ends in figures.
func numberBefore(s string) (int64, bool) {
	var digits []byte
	for len(s) > 0 {
		r, size := utf8.DecodeLastRuneInString(s)
		switch {
		case r >= '0' && r <= '9':
			digits = append(digits, byte(r))
		case r == '\u00a0' && len(digits) > 0 && len(digits)%3 == 0:
			// a group separator inside the number
		default:
			if r == ',' || r == '.' || unicode.IsLetter(r) {
				return 0, false // 1,5 or an id such as st_3 or B2: not a number to inflect
			}
			return parseReversed(digits)
		}
		s = s[:len(s)-size]
	}
	return parseReversed(digits)
}

func parseReversed(digits []byte) (int64, bool) {
	if len(digits) == 0 || len(digits) > 18 {
		return 0, false
	}
	for i, j := 0, len(digits)-1; i < j; i, j = i+1, j-1 {
		digits[i], digits[j] = digits[j], digits[i]
	}
	n, err := strconv.ParseInt(string(digits), 10, 64)
	return n, err == nil
}

// leadingLetters is the run of lower-case letters s starts with.
func leadingLetters(s string) string {
	for i, r := range s {
		if !unicode.IsLower(r) {
			return s[:i]
		}
	}
	return s
}

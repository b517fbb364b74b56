package main

import (
	"strings"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// nearItems are the items nearest to a typed text that names none of a list (talon's one
// "did you mean" rule, scoring.SuggestAmong, by any of their names), as the list shows
// them: "Ipaross" finds Iparos. A menu entry ("build PLAYER BUILDING — …") is named by
// its verb, what is typed for it.
func nearItems(items []Item, typed string) []string {
	names := make([][]string, len(items))
	for i, it := range items {
		names[i] = append([]string{it.Text}, it.Names...)
	}
	var out []string
	for _, i := range scoring.SuggestAmong(typed, names) {
		if digitsOnly(typed) && digitsOnly(items[i].Text) {
			continue // 9 is not a misspelt 1: a number near another is no guess (the list shows them)
		}
		text, _, menu := strings.Cut(items[i].Text, " — ")
		if menu && len(items[i].Names) > 0 {
			text = items[i].Names[0] // what is typed for it
		}
		out = append(out, strings.TrimSpace(text))
	}
	return out
}

// digitsOnly says whether s is digits alone.
func digitsOnly(s string) bool {
	s = strings.TrimSpace(s)
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// orText joins texts as "a, b or c", the "or" in the table's language.
func orText(p *i18n.Printer, texts []string) string {
	if len(texts) == 1 {
		return texts[0]
	}
	return p.Sprintf("%s or %s", strings.Join(texts[:len(texts)-1], ", "), texts[len(texts)-1])
}

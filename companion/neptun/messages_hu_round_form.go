package neptun

import "github.com/talon-games/talon/companion/i18n"

// The round-scoring form's questions (score_form.go), each naming a temple.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"%s: values of this round's tiles, best first":                                        "%s: a kör lapkáinak értéke, a legjobb elöl",
		"%s: space of your marker (empty = still on 0)":                                       "%s: a jelződ mezője (üres = még a 0-n áll)",
		"%s: place in the stack there (1 = bottom, arrived first; empty on 0 = player order)": "%s: hányadik a jelződ az ottani halomban (1 = alul, elsőként érkezett; üres a 0-n = játékos-sorrend)",
	})
}

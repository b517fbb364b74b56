package main

import (
	"strings"
	"testing"
)

// genoaThousands is a Genoa final score whose winner has more than a thousand ducats.
const genoaThousands = `{"players": [
  {"name": "Anna", "ducats": 1210, "markers_on_buildings": 3, "contract_groups": [3, 1], "items": 9},
  {"name": "Bela", "ducats": 265, "markers_on_buildings": 1, "contract_groups": [1, 1], "items": 6}],
 "contract_values": {"2": 30, "3": 60}, "exclude_contracts_from_items": false}`

// TestScoresGroupedAsTheLanguage: a score of a thousand or more is written the same way
// by score, history and stats, with the language's digit grouping: "1,310" in English,
// "1 310" in Hungarian (where "1,310" would read as one point three).
func TestScoresGroupedAsTheLanguage(t *testing.T) {
	for lang, want := range map[string]string{"en": "1,310", "hu": "1\u00a0310"} {
		t.Run(lang, func(t *testing.T) {
			e := newEnv(t)
			e.vars["TALON_LANG"] = lang
			e.stdin = genoaThousands
			for _, args := range [][]string{
				{"score", "genoa", "--input", "-"}, {"history"}, {"stats", "--game", "genoa"}, {"stats", "scores"},
			} {
				out := e.ok(args...)
				if !strings.Contains(out, want) || strings.Contains(out, "1310") || (lang == "hu" && strings.Contains(out, "1,310")) {
					t.Errorf("talon %s (%s): want %q for 1310:\n%s", strings.Join(args, " "), lang, want, out)
				}
			}
		})
	}
}

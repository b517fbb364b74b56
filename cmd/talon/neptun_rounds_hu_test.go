package main

import (
	"strings"
	"testing"
)

// neptunHouseRuleRound is round 2 scored with zero_scores_win_tiles off, so that the
// round keeps the house rule's notes (on a regional, the yellow and the gold temple).
const neptunHouseRuleRound = "testdata/neptun_round_house_rule.json"

// A round reads in the table's language wherever it is printed: just scored, and read
// back from the history (kept in English) by talon status and talon neptun rounds.
func TestNeptunRoundInTheTablesLanguage(t *testing.T) {
	e := newEnv(t)
	golden(t, "neptun_round_en", e.ok("score", "neptun", "--round", "2", "--input", neptunHouseRuleRound))
	golden(t, "neptun_round_hu", e.ok("--lang", "hu", "score", "neptun", "--round", "2", "--input", neptunHouseRuleRound))

	// The whole-game script with the house rule off: its rounds are kept (in English)
	// with the session by the events that score them, notes included.
	e.ok("new", "neptun", "--players", "Ann,Ben,Cid", "--seed", neptunScriptSeed, "--option", "zero_scores_win_tiles=no")
	said := ""
	for _, a := range neptunScript(t) {
		if out := e.ok(append([]string{"do"}, strings.Fields(a)...)...); strings.HasPrefix(a, "tiles ") {
			said += out
		}
	}
	// What the scoring said at the table tells why a tile is missing.
	mustContain(t, strings.ReplaceAll(said, "\n    ", " "), "Levant temple: Ben 6\n",
		"zero_scores_win_tiles is off (house rule): the 4 tile of Levant is removed; by the rulebook Cid would take it with its marker on 0")
	for _, args := range [][]string{{"status", "1"}, {"neptun", "rounds", "1"}} {
		hu := e.ok(append([]string{"--lang", "hu"}, args...)...)
		mustFit(t, strings.Join(args, " "), withoutLastAction(hu), 80)
		hu = strings.ReplaceAll(hu, "\n  ", " ") // a note is broken at spaces to fit
		mustContain(t, hu, "3. kör", "Lapkák, a legjobb elöl", "Hispania templom", "Ben: 6, Ann: 4", "Sárga templom", "Bónusz lapka: Ben, Cid, Ann",
			"házszabály (zero_scores_win_tiles=no): a(z) Levant templom 4 értékű lapkája kikerül a játékból; a szabálykönyv szerint Cid kapná meg (jelölője a 0-n)",
			"a sárga templom 2 értékű lapkája kikerül a játékból; a szabálykönyv szerint Ben kapná meg")
		for _, en := range []string{"Round 3", "Tiles, best first", "takes", "Bonus tile", "is off", "is removed", "would take"} {
			if strings.Contains(hu, en) {
				t.Errorf("talon %s in Hungarian keeps %q:\n%s", strings.Join(args, " "), en, hu)
			}
		}
	}
	// The kept round is unchanged: English, as every version stored it.
	mustContain(t, strings.ReplaceAll(e.ok("neptun", "rounds", "1"), "\n  ", " "), "Round 3", "Ben takes 6, Ann takes 4",
		"zero_scores_win_tiles is off (house rule): the 2 tile of Yellow temple is removed; by the rulebook Ben would take it with its marker on 0")
}

// withoutLastAction drops status's "last action" line: the log's canonical action, kept
// whole as the table would type it back.
func withoutLastAction(screen string) string {
	var keep []string
	for _, l := range strings.Split(screen, "\n") {
		if !strings.HasPrefix(l, "Utolsó lépés: #") && !strings.HasPrefix(l, "Last action: #") {
			keep = append(keep, l)
		}
	}
	return strings.Join(keep, "\n")
}

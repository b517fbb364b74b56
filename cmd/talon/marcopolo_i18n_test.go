package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// mpScreen is one Marco Polo screen of the setup and scoring side (the setup sheet, the
// scorer's questions and final table, the marco-polo tools, their refusals), run in
// English and in Hungarian into one golden file per language and, where every word it
// shows is translated, in the pseudo language.
type mpScreen struct {
	name    string
	setup   [][]string
	stdin   string            // typed into --input -
	answers []string          // typed at the scorer's questions (a terminal)
	files   map[string]string // written to the test's folder first; "{dir}" in args is that folder
	args    []string
	// pseudoOnly: a help screen, kept out of the golden files (its global flags are the
	// root command's); it is checked to fit 80 columns and in the pseudo language.
	pseudoOnly bool
}

// mpScoreInput is a three-player end of game: Hungarian city names are accepted as typed.
const mpScoreInput = `{"players": [
 {"name": "Ann", "track_vp": 47, "coins": 23, "camels": 1, "goods": {"pepper": 3, "silk": 2, "gold": 0}, "beijing_arrival": 3,
  "trading_posts": ["Alexandria", "Kasgar", "Peking"], "goal_cards": [["Alexandria", "Kashgar"], ["Karachi", "Kashgar"]], "completed_contracts": 5},
 {"name": "Ben", "track_vp": 44, "coins": 8, "camels": 4, "goods": {"pepper": 1, "silk": 1, "gold": 1}, "beijing_arrival": 1,
  "trading_posts": ["Moszkva", "Anxi", "Karakorum", "Xian", "Beijing"], "goal_cards": [["Moszkva", "Xian"], ["Karakorum", "Xian"]], "completed_contracts": 5},
 {"name": "Cid", "track_vp": 51, "coins": 12, "camels": 2, "goods": {"pepper": 0, "silk": 2, "gold": 2}, "beijing_arrival": 2,
  "trading_posts": ["Samarcanda", "Kochi", "Sumatra", "Ormuz", "Lan-Zhou"], "goal_cards": [["Samarcanda", "Kochi"], ["Sumatra", "Ormuz"]], "completed_contracts": 3}]}`

// mpBadScoreInput has one mistake of each kind the scorer names.
const mpBadScoreInput = `{"players": [
 {"name": "Ann", "track_vp": 47, "coins": 5000, "camels": 1, "goods": {"pepper": 3, "silk": 2, "gold": 0}, "beijing_arrival": 2,
  "trading_posts": ["Atlantis", "Velence", "Peking"], "goal_cards": [["Moszkva", "Adana"], ["Karachi", "Kashgar"]], "completed_contracts": 5},
 {"name": "Ben", "track_vp": 44, "coins": 8, "camels": 4, "goods": {"pepper": 1, "silk": 1, "gold": 1}, "beijing_arrival": null,
  "trading_posts": ["Moscow", "Moscow"], "goal_cards": [["Karachi", "Kashgar"]], "completed_contracts": 5}],
 "most_contracts_needs_one": false}`

// mpNobodyCompleted scores with the house rule and no completed contract: the note.
const mpNobodyCompleted = `{"players": [
 {"name": "Ann", "track_vp": 30, "coins": 5, "camels": 3, "goods": {"pepper": 0, "silk": 0, "gold": 0}, "beijing_arrival": null,
  "trading_posts": ["Moscow"], "goal_cards": [["Moscow", "Xian"], ["Karakorum", "Kochi"]], "completed_contracts": 0},
 {"name": "Ben", "track_vp": 30, "coins": 5, "camels": 1, "goods": {"pepper": 0, "silk": 0, "gold": 0}, "beijing_arrival": null,
  "trading_posts": ["Sumatra"], "goal_cards": [["Sumatra", "Anxi"], ["Karachi", "Kashgar"]], "completed_contracts": 0}],
 "most_contracts_needs_one": true}`

var mpNew = []string{"new", "marco-polo", "--players", "Ann,Ben,Cid", "--seed", "table-one"}

var mpScreens = []mpScreen{
	{name: "setup sheet", args: mpNew},
	{name: "setup sheet, 2 players, expert variants", args: []string{"new", "marco-polo", "--players", "Ann,Ben", "--seed", "table-one",
		"--option", "characters=draft", "--option", "goals=choose", "--option", "city_bonuses=random"}},
	{name: "final score", stdin: mpScoreInput, args: []string{"score", "marco-polo", "--input", "-", "--no-save"}},
	{name: "final score, house rule", stdin: mpNobodyCompleted, args: []string{"score", "marco-polo", "--input", "-", "--no-save"}},
	{name: "the scorer's questions", answers: []string{"Ann, Ben",
		"47", "23", "1", "3", "2", "0", "5", "1", "Alexandria, Kasgar, Peking", "Alexandria-Kasgar, Karacsi-Kasgar",
		"44", "8", "4", "1", "1", "1", "5", "", "Moszkva, Anxi, Karakorum, Xian", "Moszkva-Xian, Karakorum-Xian", ""},
		args: []string{"score", "marco-polo", "--no-save"}},
	{name: "route", args: []string{"marco-polo", "route", "Velence", "Kochi", "--steps", "5"}},
	{name: "goal cards", setup: [][]string{mpNew}, args: []string{"marco-polo", "goals", "ann"}},
	{name: "tools' help", args: []string{"marco-polo", "--help"}, pseudoOnly: true},
	{name: "map's help", args: []string{"marco-polo", "map", "--help"}, pseudoOnly: true},
	// refusals, one line each
	{name: "bad score input", stdin: mpBadScoreInput, args: []string{"score", "marco-polo", "--input", "-", "--no-save"}},
	{name: "unknown place", args: []string{"marco-polo", "route", "Velence", "Atlantis"}},
	{name: "too many steps", args: []string{"marco-polo", "route", "Velence", "Kochi", "--steps", "9"}},
	{name: "out of reach", args: []string{"marco-polo", "route", "Velence", "Peking", "--steps", "2"}},
	{name: "not a Marco Polo session", setup: [][]string{{"new", "catan", "--players", "Ann,Ben,Cid", "--seed", "table-one"}},
		args: []string{"marco-polo", "map", "1"}},
	{name: "goals without a player", setup: [][]string{mpNew}, args: []string{"marco-polo", "goals"}},
	{name: "one player", args: []string{"new", "marco-polo", "--players", "Ann"}},
	{name: "card spaces on a small city", files: map[string]string{"spaces.txt": "Moscow\nKochi\n"},
		args: []string{"new", "marco-polo", "--players", "Ann,Ben", "--data", "card_spaces={dir}/spaces.txt"}},
	{name: "goal cards kept at the wrong time", setup: [][]string{mpNew}, args: []string{"do", "goals", "Ann", "1,2"}},
	{name: "goal cards not among those dealt", setup: [][]string{{"new", "marco-polo", "--players", "Ann,Ben", "--seed", "table-one", "--option", "goals=choose"}},
		args: []string{"do", "goals", "Ann", "1,2"}},
	{name: "final facts too early", setup: [][]string{mpNew}, args: []string{"do", "final", "Ann", "vp=40", "coins=3"}},
	{name: "a character not on offer", setup: [][]string{{"new", "marco-polo", "--players", "Ann,Ben", "--seed", "table-one", "--option", "characters=draft"}},
		args: []string{"do", "character", "Ben", "Kubilai Khan"}},
}

// run runs the screen in one language: what a table sees, stdout then stderr, and the
// prompt's labels (the fields' JSON keys, as typed in an input file).
func (sc mpScreen) run(t *testing.T, lang string) (screen string, labels []string, code int) {
	t.Helper()
	e := newEnv(t)
	e.vars["TALON_LANG"] = lang
	dir := t.TempDir()
	for name, text := range sc.files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, s := range sc.setup {
		e.ok(s...)
	}
	e.stdin = sc.stdin
	if sc.answers != nil {
		e.tty, e.vars["NO_COLOR"] = true, "1"
		e.prompt.answers = sc.answers
	}
	args := make([]string, len(sc.args))
	for i, a := range sc.args {
		args[i] = strings.ReplaceAll(a, "{dir}", dir)
	}
	out, errOut, code := e.run(args...)
	if lang != "x-pseudo" { // the pseudo language's brackets widen every text
		mustFit(t, sc.name+" ("+lang+")", out, 80) // an error is one line on stderr, however long
	}
	return strings.ReplaceAll(out+errOut, dir, "DIR"), e.prompt.asked, code
}

// Marco Polo's setup and scoring screens, in English and in Hungarian.
func TestMarcoPoloScreensGolden(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		t.Run(lang, func(t *testing.T) {
			var b strings.Builder
			for _, sc := range mpScreens {
				got, labels, code := sc.run(t, lang) // checks that it fits 80 columns
				if sc.pseudoOnly {
					continue
				}
				b.WriteString("$ talon " + strings.Join(sc.args, " ") + "   # " + sc.name + ", exit " + strconv.Itoa(code) + "\n")
				for _, l := range labels {
					b.WriteString("[" + l + "]\n")
				}
				b.WriteString(got)
			}
			golden(t, "marcopolo_screens_"+lang, b.String())
		})
	}
}

// mpData are the words a Marco Polo screen may show outside the catalog: the players'
// names, ids (contracts C0–C43, city cards K1–K31, seeds), the commands and flags typed
// back, the city names typed in the input, and the JSON keys a problem names.
var mpData = []string{"talon", "marco-polo", "Ann", "Ben", "Cid", "ann", "goals", "route", "steps", "help", "Atlantis", "NÉV", "NAME",
	"C0EP-W389-E1Y3-WQ", "seed", "play", "status", "fix", "v",
	"map", "ID", "to", "svg", "catan", "json", "h", "db", "lang", "no-color", "string", "hu", "en", "de", "TALON_DB", "XDG_DATA_HOME", "TALON_LANG", "NO_COLOR",
	"coins", "trading_posts", "goal_cards", "beijing_order", "beijing_arrival", "most_contracts_needs_one", "card_spaces",
	"Moszkva", "Moscow", "Velence", "Kochi", "Peking", "Alexandria", "Kasgar", "Karacsi", "Karachi", "Karakorum", "Xian", "Anxi", "Kashgar", "Ormuz"}

// mpIDWord is a contract or city-card id, or a neutral die on the board (n1).
var mpIDWord = regexp.MustCompile(`^[CKn][0-9]+$`)

// Every Marco Polo setup and scoring screen in the pseudo language: a word outside the
// catalog is data the table typed, a name or an id.
func TestMarcoPoloScreensPseudo(t *testing.T) {
	for _, sc := range mpScreens {
		t.Run(sc.name, func(t *testing.T) {
			got, _, _ := sc.run(t, "x-pseudo")
			var bad []string
			for _, w := range bypassedWords(got, mpData) {
				if !mpIDWord.MatchString(w) {
					bad = append(bad, w)
				}
			}
			if len(bad) > 0 {
				t.Errorf("words outside the catalog: %q in:\n%s", bad, got)
			}
		})
	}
}

// The expert setup's choices: an English session takes the Hungarian names of the
// characters, is resumed in Hungarian, and its event log keeps the canonical ids.
func TestMarcoPoloSetupAcrossLanguages(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "marco-polo", "--players", "Ann,Ben", "--seed", "table-one", "--option", "characters=draft", "--option", "goals=choose")
	mustContain(t, e.ok("do", "character", "Ben", "Berke kán"), "#1 character Ben berke_khan", "Ben takes Berke Khan")
	e.vars["TALON_LANG"] = "hu"
	mustContain(t, e.ok("do", "character", "Ann", "Niccolò és Marco Polo"), "#2 character Ann niccolo_marco_polo",
		"Ann karaktere: Niccolò és Marco Polo", "Következik: Ann megtart 2-t a 4 célkártyájából")
	if _, errOut, code := e.run("do", "goals", "Ann", "1,2"); code != exitRefused ||
		!strings.Contains(errOut, "előkészületek: Ann csak 2 különböző kártyát tarthat meg a 4 kiosztottból (14, 13, 11, 5)") {
		t.Errorf("goal cards not dealt: exit %d, %q", code, errOut)
	}
	e.vars["TALON_LANG"] = "en"
	mustContain(t, e.ok("do", "goals", "Ann", "14,13"), "#3 goals Ann 14,13", "Ann keeps 2 goal cards")
}

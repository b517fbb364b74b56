package main

import (
	"regexp"
	"sort"
	"strings"
	"testing"
)

// sprintfNotProse lists the fmt.Sprintf formats with words that are not text for the
// table, each with why. Any other Sprintf whose format holds a word fails
// TestNoProseThroughSprintf: English built with Sprintf and printed later bypasses the
// catalog (Catan's last-turn line and Genoa's rewards slipped through that way), so a
// text for the table goes through i18n.M or the Printer instead.
var sprintfNotProse = map[string]string{
	// Templates and file formats: read by promptui or by talon's own parsers.
	"cmd/talon/prompt_terminal.go|{{ %s }}{{ hint | %s }}":                                                           "promptui template",
	"cmd/talon/prompt_terminal.go|{{ %s }} {{ label }}: {{ . }}":                                                     "promptui template",
	"companion/genoa/board_file.go|{\n  \"board_id\": %s,\n  \"verified\": %t,\n  \"index\": %q,\n  \"spaces\": {\n": "board file (JSON)",
	"companion/genoa/board_file.go|board_id: %s\nverified: %t\n%-*s":                                                 "board file (text grid)",
	"companion/genoa/capture.go|red %d ":                                                                             "a captured row in the board file's notation (the names the table edits)",
	"companion/neptun/data_template.go|  - {slot: K%02d, kind: coastal, a: UNKNOWN, b: UNKNOWN}":                     "data file entry (keys the parser reads)",
	"companion/neptun/data_template.go|  - {slot: L%02d, kind: long, a: UNKNOWN, b: UNKNOWN}":                        "data file entry (keys the parser reads)",
	"companion/neptun/data_template.go|  - {id: CC%02d, city: UNKNOWN, rewards: UNKNOWN}":                            "data file entry (keys the parser reads)",
	"history/club_read.go|SELECT p.uuid FROM talon_players p WHERE p.folded = %s OR (p.doc::jsonb -> 'names') ? %s":  "SQL (a constant, clubPlayerByName)",
	"history/club_read.go| LIMIT %d":                                                                                 "SQL",
	"history/club_read.go| OFFSET %d":                                                                                "SQL",
	"history/schema.go|PRAGMA user_version = %d":                                                                     "SQL",
	"history/schema.go|PRAGMA application_id = %d":                                                                   "SQL",
	// Field paths of an input file (a JSON key as typed), shown beside a translated reason.
	"companion/neptun/data_decode.go|regions[%d]":               "field path",
	"companion/neptun/data_decode.go|cities[%d]":                "field path",
	"companion/neptun/data_decode.go|routes[%d]":                "field path",
	"companion/neptun/data_decode.go|city_cards[%d]":            "field path",
	"companion/neptun/data_decode.go|point_tiles[%d]":           "field path",
	"companion/neptun/score_round_validate.go|temples[%d]":      "field path",
	"companion/neptun/score_round_validate.go|player_order[%d]": "field path",
	"companion/sanjuan/score_validate.go|buildings[%d]":         "field path",
	"companion/genoa/score_validate.go|contract_values.%d":      "field path",
	// Ids and labels in data (--json, logs), translated where printed.
	"companion/genoa/grammar.go|unknown-%T":      "id of an item no grammar names (a programming error)",
	"scoring/names.go| (player %d)":              "a label in data; problems print it through localLabel",
	"companion/i18n/catalog.go|%s %q: %q and %q": "a catalog conflict, read by TestCatalogHasNoConflicts",
	// Invariants of the built-in data: a panic at start-up, never a table's input.
	"companion/catan/coords.go|catan: %d land vertices, want %d": "invariant of the board's geometry",
	"companion/catan/coords.go|catan: %d land edges, want %d":    "invariant of the board's geometry",
	// English renderings (String, JSON, the English view) of things the table's screens
	// word through the Printer (Marco Polo's chooser and LocalView).
	"companion/marcopolo/citycards.go|%d goods":                         "Trade.String; screens use the local wording",
	"companion/marcopolo/citycards.go|%d different goods":               "Trade.String; screens use the local wording",
	"companion/marcopolo/citycards.go|%s per own trading post, max v":   "CityCard.String; screens use the local wording",
	"companion/marcopolo/citycards.go|%s per completed contract, max v": "CityCard.String; screens use the local wording",
	"companion/marcopolo/travel.go|%s (%d step%s, %s)":                  "RouteOption.String; play's labels use the chooser",
}

func TestNoProseThroughSprintf(t *testing.T) {
	verb := regexp.MustCompile(`%[-+# 0-9.\[\]*]*[a-zA-Z%]`)
	word := regexp.MustCompile(`[A-Za-z]{3,}`)
	found := map[string]bool{}
	var prose []string
	for _, k := range moduleCalls(t, []catalogCall{{"fmt", "Sprintf", []int{0}}}) {
		if !word.MatchString(verb.ReplaceAllString(k.key, "")) {
			continue
		}
		id := k.file + "|" + k.key
		found[id] = true
		if sprintfNotProse[id] == "" {
			prose = append(prose, k.at+": "+k.key)
		}
	}
	sort.Strings(prose)
	if len(prose) > 0 {
		t.Errorf("English built with fmt.Sprintf (use i18n.M or the Printer; or list it in sprintfNotProse with why it is not for the table):\n%s", strings.Join(prose, "\n"))
	}
	for id := range sprintfNotProse {
		if !found[id] {
			t.Errorf("%q is listed in sprintfNotProse but no longer in the code: take it off", id)
		}
	}
	if len(found) < 10 {
		t.Fatalf("found only %d formats: the scan is not finding fmt.Sprintf", len(found))
	}
}

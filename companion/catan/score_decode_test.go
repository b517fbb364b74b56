package catan

import (
	"strings"
	"testing"
)

// valid is a well-formed, valid input with extra text after Ann's fields and at the end.
func valid(gameWide, ann string) string {
	return `{"players": [
		{"name": "Ann", "settlements": 2, "cities": 4` + ann + `},
		{"name": "Ben", "settlements": 2},
		{"name": "Cid", "settlements": 2}
	], "ended_on_turn_of": "Ann"` + gameWide + `}`
}

func TestScoreDecodeProblems(t *testing.T) {
	type want struct{ player, field, reason string }
	tests := []struct {
		name  string
		input string
		want  []want
	}{
		{"not JSON", `{"players": [`, []want{{"", "input", "JSON"}}},
		{"empty", ``, []want{{"", "input", "empty"}}},
		{"not an object", `[1,2]`, []want{{"", "input", "not a JSON object"}}},
		{"text after the object", `{"players": []} {}`, []want{{"", "input", "after the JSON object"}}},
		{"players not a list", `{"players": {"name": "Ann"}}`, []want{{"", "players", "list of players"}}},
		{"players null", `{"players": null}`, []want{{"", "players", "missing"}}},
		{"player not an object", `{"players": [3]}`, []want{{"player 1", "player", "want an object"}, {"", "players", "got 1"}}},
		{"unknown game-wide field with suggestion", valid(`, "ended_on_turn": "Ann"`, ``),
			[]want{{"", "ended_on_turn", `did you mean "ended_on_turn_of"?`}}},
		{"unknown game-wide field, no near name", valid(`, "robber": "desert"`, ``),
			[]want{{"", "robber", "known: players, ended_on_turn_of"}}},
		{"unknown player fields, named with the player", valid(``, `, "settlement": 2, "roads": 15`),
			[]want{{"Ann", "settlement", `did you mean "settlements"?`}, {"Ann", "roads", "unknown field"}}},
		{"field given twice", valid(`, "players": []`, `, "cities": 3`),
			[]want{{"", "players", "given twice"}, {"Ann", "cities", "given twice"}}},
		{"unknown field and rule problems together", `{"players": [{"name": "Ann", "cities": 9}], "colour": "red"}`,
			[]want{{"", "colour", "unknown field"}, {"", "players", "3 to 4 players, got 1"}, {"Ann", "cities", "at most 4"}}},
		{"wrong types", `{"players": [{"name": 7, "settlements": "two", "cities": 1.5, "vp_cards": null, "longest_road": "yes", "largest_army": 1}], "ended_on_turn_of": 3}`,
			[]want{
				{"player 1", "name", "want text, got the number 7"},
				{"player 1", "settlements", `want a whole number, got text "two"`},
				{"player 1", "cities", "got the number 1.5"},
				{"player 1", "longest_road", "true or false"},
				{"player 1", "largest_army", "true or false"},
				{"", "ended_on_turn_of", "want text"},
				{"", "players", "3 to 4 players, got 1"},
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewScorer().Score([]byte(tt.input))
			got := problemsOf(t, err)
			if len(got) != len(tt.want) {
				t.Fatalf("got %d problems %v, want %d", len(got), got, len(tt.want))
			}
			for i, w := range tt.want {
				g := got[i]
				if g.Player != w.player || g.Field != w.field || !strings.Contains(g.Reason, w.reason) {
					t.Errorf("problem %d = %q, want player %q field %q reason containing %q", i, g, w.player, w.field, w.reason)
				}
			}
		})
	}
}

func TestValidIsAccepted(t *testing.T) {
	if _, err := NewScorer().Score([]byte(valid(``, ``))); err != nil {
		t.Fatal(err)
	}
}

func TestScoreRulesProblemsAfterDecoding(t *testing.T) {
	// A well-formed input goes on to the rule checks.
	input := `{"players": [
		{"name": "Ann", "settlements": 2, "cities": 4},
		{"name": "Ben", "settlements": 2, "longest_road": true},
		{"name": "Cid", "settlements": 2, "longest_road": true}
	], "ended_on_turn_of": "ann"}`
	got := problemsOf(t, func() error { _, err := NewScorer().Score([]byte(input)); return err }())
	if len(got) != 1 || got[0].Field != "longest_road" || !strings.Contains(got[0].Reason, "Ben and Cid") {
		t.Errorf("problems %v, want one about Longest Road held by Ben and Cid", got)
	}
}

func TestScoreOmittedFieldsAreZero(t *testing.T) {
	input := `{"players": [
		{"name": "Ann", "settlements": 2, "cities": 4},
		{"name": "Ben", "settlements": 2},
		{"name": "Cid", "cities": 2}
	]}`
	res, err := NewScorer().Score([]byte(input))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Winners) != 1 || res.Winners[0] != "Ann" || res.Players[2].Total != 4 {
		t.Errorf("winners %v, Cid total %d; want Ann and 4", res.Winners, res.Players[2].Total)
	}
}

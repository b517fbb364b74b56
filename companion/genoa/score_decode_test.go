package genoa

import (
	"strings"
	"testing"
)

func TestScoreRejectsJSON(t *testing.T) {
	const b = `{"name": "B", "ducats": 100, "markers_on_buildings": 0, "contract_groups": [], "items": 0}`
	tests := []struct {
		name  string
		input string
		wants []want
	}{
		{"empty input", ``, []want{{"", "input", "empty: no JSON object"}}},
		{"not an object", `[1, 2]`, []want{{"", "input", "not a JSON object"}}},
		{"null", `null`, []want{{"", "input", "not a JSON object"}}},
		{"broken JSON", `{"players": [`, []want{{"", "input", "the JSON ends too early"}}},
		{"trailing data", `{"players": [` + b + `, {"name": "C", "ducats": 5, "markers_on_buildings": 0, "items": 0}]} {}`,
			[]want{{"", "input", "after the JSON object"}}},
		{"players missing", `{}`, []want{{"", "players", "missing"}}},
		{"players not a list", `{"players": {"name": "A"}}`,
			[]want{{"", "players", "want a list of players"}}},
		{"player not an object", `{"players": ["Anna", ` + b + `]}`,
			[]want{{"player 1", "player", "want an object"}}},
		{"unknown game-wide field", `{"players": [` + b + `, ` + strings.Replace(b, `"B"`, `"C"`, 1) + `], "rounds": 8}`,
			[]want{{"", "rounds", "unknown field (known: players, contract_values, exclude_contracts_from_items)"}}},
		{"unknown and misspelt player fields", `{"players": [` + b + `, {"name": "C", "Ducats": 100, "markers_on_buildings": 0, "items": 0, "coins": 3}]}`,
			[]want{{"C", "Ducats", `did you mean "ducats"`}, {"C", "coins", "unknown field"}}},
		{"missing player fields", `{"players": [` + b + `, {"name": "C"}]}`,
			[]want{{"C", "ducats", "missing"}, {"C", "markers_on_buildings", "missing"}, {"C", "items", "missing"}}},
		{"null counts as missing", `{"players": [` + b + `, {"name": "C", "ducats": null, "markers_on_buildings": 0, "items": 0}]}`,
			[]want{{"C", "ducats", "missing"}}},
		{"wrong types", `{"players": [` + b + `, {"name": "C", "ducats": "lots", "markers_on_buildings": 1.5, "contract_groups": "3,1", "items": true}]}`,
			[]want{
				{"C", "ducats", "whole number"},
				{"C", "markers_on_buildings", "whole number"},
				{"C", "contract_groups", "want a list of whole numbers"},
				{"C", "items", "whole number"},
			}},
		{"name not text", `{"players": [` + b + `, {"name": 7, "ducats": 5, "markers_on_buildings": 0, "items": 0}]}`,
			[]want{{"player 2", "name", "want text"}}},
		{"contract_values not an object", `{"players": [` + b + `, ` + strings.Replace(b, `"B"`, `"C"`, 1) + `], "contract_values": [30, 60]}`,
			[]want{{"", "contract_values", "want an object"}}},
		{"contract_values bad key and value", `{"players": [` + b + `, ` + strings.Replace(b, `"B"`, `"C"`, 1) + `], "contract_values": {"pair": 30, "3": "sixty", "4": null}}`,
			[]want{
				{"", "contract_values.pair", "the key must be a whole number"},
				{"", "contract_values.3", "whole number"},
				{"", "contract_values.4", "missing"},
			}},
		{"exclude_contracts_from_items not a bool", `{"players": [` + b + `, ` + strings.Replace(b, `"B"`, `"C"`, 1) + `], "exclude_contracts_from_items": "yes"}`,
			[]want{{"", "exclude_contracts_from_items", "true or false"}}},
		{"decode and rule problems together, each field once", `{"players": [{"name": "A", "ducats": 7, "markers_on_buildings": 9, "items": "x", "contract_groups": [2]}, {"name": "a", "ducats": 5, "markers_on_buildings": 0, "items": 0}], "extra": 1}`,
			[]want{
				{"", "extra", "unknown field"},
				{"A", "ducats", "multiple of 5"},
				{"A", "markers_on_buildings", "7"},
				{"A", "items", "whole number"},
				{"a (player 2)", "name", "same name"},
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewScorer().Score([]byte(tt.input))
			checkProblems(t, err, tt.wants)
		})
	}
}

func TestScoreAcceptsJSON(t *testing.T) {
	tests := []struct {
		name   string
		input  string
		totals []int
	}{
		{"contract_groups may be left out", `{"players": [{"name": "A", "ducats": 100, "markers_on_buildings": 1, "items": 0}, {"name": "B", "ducats": 50, "markers_on_buildings": 0, "items": 2, "contract_groups": [2]}]}`,
			[]int{110, 80}},
		{"contract values override by size", `{"players": [{"name": "A", "ducats": 0, "markers_on_buildings": 0, "items": 5, "contract_groups": [3, 2]}, {"name": "B", "ducats": 0, "markers_on_buildings": 0, "items": 0}], "contract_values": {"2": 20, "3": 50}}`,
			[]int{70, 0}},
		{"surrounding whitespace", "\n  {\"players\": [{\"name\": \"A\", \"ducats\": 5, \"markers_on_buildings\": 0, \"items\": 0}, {\"name\": \"B\", \"ducats\": 10, \"markers_on_buildings\": 0, \"items\": 0}]}\n\n",
			[]int{5, 10}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := NewScorer().Score([]byte(tt.input))
			if err != nil {
				t.Fatalf("Score: %v", err)
			}
			for i, total := range tt.totals {
				if res.Players[i].Total != total {
					t.Errorf("%s total = %d, want %d", res.Players[i].Name, res.Players[i].Total, total)
				}
			}
		})
	}
}

func TestProblemOrder(t *testing.T) {
	_, err := NewScorer().Score([]byte(`{"players": [{"name": "A", "items": -1, "ducats": 3, "markers_on_buildings": 0}, {"name": "B", "ducats": 5, "markers_on_buildings": 8, "items": 0}], "zzz": 1}`))
	got := err.Error()
	order := []string{"zzz:", "A: ducats", "A: items", "B: markers_on_buildings"}
	last := -1
	for _, part := range order {
		i := strings.Index(got, part)
		if i < last {
			t.Fatalf("problems out of order, want %v in order:\n%s", order, got)
		}
		last = i
	}
}

package sanjuan

import "testing"

func TestScoreRejectsJSON(t *testing.T) {
	const two = `{"name":"Ann","buildings":["indigo_plant"]},{"name":"Bob","buildings":["indigo_plant"]}`
	tests := []struct {
		name  string
		input string
		wants []want
	}{
		{"not JSON", `players: Ann`, []want{{"", "input", "not valid JSON"}}},
		{"a list, not an object", `[]`, []want{{"", "input", "not a JSON object"}}},
		{"null", `null`, []want{{"", "input", "not a JSON object"}}},
		{"trailing data", `{"players":[` + two + `]} {}`, []want{{"", "input", "unexpected data after the JSON object"}}},
		{"players missing", `{}`, []want{{"", "players", "missing"}}},
		{"players not a list", `{"players":{"name":"Ann"}}`, []want{{"", "players", "want a list of players"}}},
		{"unknown game-wide field", `{"players":[` + two + `],"round":12}`,
			[]want{{"", "round", "unknown field (known: players, six_cost_vp)"}}},
		{"unknown player fields, each named", `{"players":[{"name":"Ann","buildings":["indigo_plant"],"coins":3,"score":9},{"name":"Bob","buildings":["indigo_plant"]}]}`,
			[]want{{"Ann", "coins", "unknown field"}, {"Ann", "score", "unknown field"}}},
		{"field in the wrong case", `{"players":[{"name":"Ann","Buildings":["indigo_plant"]},{"name":"Bob","buildings":["indigo_plant"]}]}`,
			[]want{{"Ann", "Buildings", `did you mean "buildings"`}, {"Ann", "buildings", "none listed"}}},
		{"wrong types, without follow-on problems", `{"players":[{"name":"Ann","buildings":"palace","goods":"two","hand_cards":1.5,"chapel_cards":true},{"name":"Bob","buildings":["indigo_plant"]}]}`,
			[]want{
				{"Ann", "buildings", "want a list of names"},
				{"Ann", "goods", "want a whole number"},
				{"Ann", "hand_cards", "want a whole number"},
				{"Ann", "chapel_cards", "want a whole number"},
			}},
		{"name not text", `{"players":[{"name":7,"buildings":["indigo_plant"]},{"name":"Bob","buildings":["indigo_plant"]}]}`,
			[]want{{"player 1", "name", "want text"}}},
		{"player not an object", `{"players":["Ann",{"name":"Bob","buildings":["indigo_plant"]}]}`,
			[]want{{"player 1", "player", "want an object"}}},
		{"six_cost_vp not a number", `{"players":[` + two + `],"six_cost_vp":"one"}`,
			[]want{{"", "six_cost_vp", "want a whole number"}}},
		{"decoding and rules problems together", `{"players":[{"name":"Ann","buildings":["indigo_plant","palce"],"extra":1},{"name":"ann","buildings":["indigo_plant"]},{"name":"Cy","buildings":["indigo_plant"]},{"name":"Di","buildings":["indigo_plant"]},{"name":"Ed","buildings":["indigo_plant"]}]}`,
			[]want{
				{"Ann", "extra", "unknown field"},
				{"Ann", "buildings[1]", "unknown building"},
				{"ann (player 2)", "name", "same name"},
				{"", "players", "got 5"},
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewScorer().Score([]byte(tt.input))
			checkProblems(t, err, tt.wants)
		})
	}
}

func TestScoreAcceptsAbsentAndNullCounts(t *testing.T) {
	res, err := NewScorer().Score([]byte(`{"players":[{"name":"Ann","buildings":["indigo_plant"],"goods":null},{"name":"Bob","buildings":["Indigófeldolgozó","Kovácsműhely"]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if res.Players[1].Total != 2 || res.Winners[0] != "Bob" {
		t.Errorf("result = %+v, want Bob winning with 2", res)
	}
}

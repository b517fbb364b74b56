package scoring

import (
	"encoding/json"
	"reflect"
	"testing"
)

// sample is an input shaped like a scorer's: players with a name, a count, a list and a
// nested object; a game-wide flag, an optional pointer and a keyed object.
type sample struct {
	Players []samplePlayer `json:"players" talon:"required"`
	Flag    bool           `json:"flag"`
	Keyed   map[string]int `json:"keyed,omitempty"`
	Sizes   map[int]int    `json:"sizes,omitempty"`
	Maybe   *int           `json:"maybe"`
}

type samplePlayer struct {
	Name  string `json:"name"`
	Count int    `json:"count" talon:"required"`
	List  []int  `json:"list"`
	Inner struct {
		N int `json:"n"`
	} `json:"inner"`
}

func readSample(data []byte) (sample, Problems) {
	var s sample
	ps, _ := DecodeStruct(data, &s)
	return s, ps
}

func player(name string, count int, list []int, inner int) samplePlayer {
	p := samplePlayer{Name: name, Count: count, List: list}
	p.Inner.N = inner
	return p
}

func TestDecode(t *testing.T) {
	three := 3
	tests := []struct {
		name  string
		input string
		want  sample
		ps    Problems
	}{
		{"everything read", `{"players":[{"name":"Ann","count":2,"list":[1,2],"inner":{"n":3}}],"flag":true,"keyed":{"2":30},"sizes":{"2":5},"maybe":3}`,
			sample{Players: []samplePlayer{player("Ann", 2, []int{1, 2}, 3)}, Flag: true, Keyed: map[string]int{"2": 30}, Sizes: map[int]int{2: 5}, Maybe: &three}, nil},
		{"null is left out", `{"players":[{"name":"Ann","count":1,"list":null}],"flag":null,"maybe":null}`,
			sample{Players: []samplePlayer{player("Ann", 1, nil, 0)}}, nil},
		{"one rule for key case: another spelling is unknown, with the key it means",
			`{"Players":[]}`, sample{}, Problems{{Field: "Players", Reason: `unknown field (did you mean "players"?)`}}},
		{"a misspelt required key is not also missing", `{"players":[{"name":"Ann","Count":1}]}`,
			sample{Players: []samplePlayer{player("Ann", 0, nil, 0)}},
			Problems{{Player: "Ann", Field: "Count", Reason: `unknown field (did you mean "count"?)`}}},
		{"a required key left out", `{}`, sample{}, Problems{{Field: "players", Reason: "missing"}}},
		{"unknown key without a near one lists the known", `{"players":[],"wind":5}`, sample{},
			Problems{{Field: "wind", Reason: "unknown field (known: players, flag, keyed, sizes, maybe)"}}},
		{"given twice", `{"players":[],"flag":true,"flag":false}`, sample{Flag: true},
			Problems{{Field: "flag", Reason: "given twice"}}},
		{"wrong types name what was given, and leave zero values", `{"players":[{"name":7,"count":"2","list":[1,"x"],"inner":[1]}],"maybe":"3"}`,
			sample{Players: []samplePlayer{player("", 0, nil, 0)}},
			Problems{
				{Player: "player 1", Field: "name", Reason: "want text, got the number 7"},
				{Player: "player 1", Field: "count", Reason: `want a whole number, got text "2"`},
				{Player: "player 1", Field: "list", Reason: `want a list of whole numbers, got a list [1,"x"]`},
				{Player: "player 1", Field: "inner", Reason: "want an object {...}, got a list [1]"},
				{Field: "maybe", Reason: `want a whole number, got text "3"`},
			}},
		{"a number beyond int is refused", `{"players":[{"name":"A","count":9223372036854775808}]}`,
			sample{Players: []samplePlayer{player("A", 0, nil, 0)}},
			Problems{{Player: "A", Field: "count", Reason: "want a whole number, got the number 9223372036854775808"}}},
		{"nested fields are named by their path", `{"players":[{"name":"A","count":1,"inner":{"n":1,"m":2}}]}`,
			sample{Players: []samplePlayer{player("A", 1, nil, 1)}},
			Problems{{Player: "A", Field: "inner.m", Reason: `unknown field (did you mean "n"?)`}}},
		{"a repeated name is labelled with its seat", `{"players":[{"name":"Ann","count":1},{"name":"ann"}]}`,
			sample{Players: []samplePlayer{player("Ann", 1, nil, 0), player("ann", 0, nil, 0)}},
			Problems{{Player: "ann (player 2)", Field: "count", Reason: "missing"}}},
		{"a player that is not an object", `{"players":[3]}`, sample{Players: []samplePlayer{player("", 0, nil, 0)}},
			Problems{{Player: "player 1", Field: "player", Reason: "want an object {...}, got the number 3"}}},
		{"players not a list", `{"players":{}}`, sample{},
			Problems{{Field: "players", Reason: `want a list of players [{"name": ...}, ...], got an object`}}},
		{"keyed values are data, read by key", `{"players":[],"keyed":{"x":"y","Z":1},"sizes":{"two":2}}`,
			sample{Keyed: map[string]int{"Z": 1}, Sizes: map[int]int{}},
			Problems{{Field: "keyed.x", Reason: `want a whole number, got text "y"`}, {Field: "sizes.two", Reason: "the key must be a whole number"}}},
		{"a key with a control character is quoted in problems", `{"players":[],"\u001b[2J":1,"":2}`, sample{},
			Problems{{Field: `"\x1b[2J"`, Reason: "unknown field (known: players, flag, keyed, sizes, maybe)"}, {Field: `""`, Reason: "unknown field (known: players, flag, keyed, sizes, maybe)"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ps := readSample([]byte(tt.input))
			if !reflect.DeepEqual(ps.english(), tt.ps) {
				t.Errorf("problems\n got %v\nwant %v", ps, tt.ps)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("read %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestDecodeRefusesWhatIsNotOneObject(t *testing.T) {
	for input, reason := range map[string]string{
		``:                         "empty: no JSON object",
		`{"players":`:              "the JSON ends too early, at line 1, column 12 (is the file cut short?)",
		`[1]`:                      `not a JSON object like {"players": [...]}`,
		`null`:                     `not a JSON object like {"players": [...]}`,
		`{} {}`:                    "unexpected data after the JSON object",
		`{"a" 1}`:                  "not valid JSON (line 1, column 6): expected a colon (:), found '1'",
		"\xff":                     "not valid JSON (line 1, column 1): expected a value (a number, text in double quotes, true, false, null, [ or {), found a byte that is not UTF-8 (0xFF)",
		"{\n \"a\": 1,\n \"b\" 2}": "not valid JSON (line 3, column 6): expected a colon (:), found '2'",
		"{\"a\": [1 2]}":           "not valid JSON (line 1, column 10): expected a comma (,) or ], found '2'",
		`{"players":[]`:            "the JSON ends too early, at line 1, column 14 (is the file cut short?)",
	} {
		var ps Problems
		if _, ok := Decode([]byte(input), &ps); ok || len(ps) != 1 || ps[0].Field != "input" || ps[0].Reason != reason {
			t.Errorf("Decode(%q): ok %v, problems %v; want one input problem %q", input, ok, ps, reason)
		}
	}
}

func TestIsNullAndDescribe(t *testing.T) {
	for raw, want := range map[string]bool{"null": true, " null\n": true, "": false, `"null"`: false, "0": false} {
		if got := IsNull(json.RawMessage(raw)); got != want {
			t.Errorf("IsNull(%q) = %v", raw, got)
		}
	}
	for raw, want := range map[string]string{`"x"`: `text "x"`, `[1]`: "a list [1]", `{}`: "an object", `true`: "true",
		`null`: "null", `2.5`: "the number 2.5", ``: "nothing", `"` + string(make([]byte, 50)) + `"`: ""} {
		if got := Describe(json.RawMessage(raw)); want != "" && got != want {
			t.Errorf("Describe(%q) = %q, want %q", raw, got, want)
		}
	}
}

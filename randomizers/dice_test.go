package randomizers

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestParseDice(t *testing.T) {
	tests := []struct {
		notation  string
		canonical string
		count     int
		modifier  int
		dice      []Die
	}{
		{"2d6", "2d6", 2, 0, []Die{{Sides: 6}, {Sides: 6}}},
		{"d8+d8", "2d8", 2, 0, []Die{{Sides: 8}, {Sides: 8}}},
		{"blue:d8 red:d8", "blue:d8 red:d8", 2, 0, []Die{{Name: "blue", Sides: 8}, {Name: "red", Sides: 8}}},
		{"blue:d8+red:1d8", "blue:d8 red:d8", 2, 0, []Die{{Name: "blue", Sides: 8}, {Name: "red", Sides: 8}}},
		{"5d6", "5d6", 5, 0, nil},
		{"3d6+2", "3d6+2", 3, 2, nil},
		{"3d6-1", "3d6-1", 3, -1, nil},
		{"3d6 + 2", "3d6+2", 3, 2, nil},
		{"3d6 +1 +1", "3d6+2", 3, 2, nil},
		{"2d6+1-1", "2d6", 2, 0, nil},
		{"d20", "d20", 1, 0, []Die{{Sides: 20}}},
		{"1d20", "d20", 1, 0, nil},
		{"2D6", "2d6", 2, 0, nil},
		{"2k6", "2d6", 2, 0, nil}, // k = kocka: how a Hungarian table writes dice
		{"kék:k8 piros:1K8+1", "kék:d8 piros:d8+1", 2, 1, nil},
		{"2d6\n+1", "2d6+1", 2, 1, nil},
		{"  d6+d8 ", "d6+d8", 2, 0, []Die{{Sides: 6}, {Sides: 8}}},
		{"d6 d6 blue:d6", "2d6 blue:d6", 3, 0, nil},
		{"kék:d6 piros:d6", "kék:d6 piros:d6", 2, 0, nil},
		{"blue:d8 red:d8+1", "blue:d8 red:d8+1", 2, 1, nil},
		{"100d6", "100d6", 100, 0, nil},
		{"d1000", "d1000", 1, 0, nil},
		{"2d6+1000", "2d6+1000", 2, 1000, nil},
		{"d2-1000", "d2-1000", 1, -1000, nil},
	}
	for _, tt := range tests {
		d, err := ParseDice(tt.notation)
		if err != nil {
			t.Errorf("ParseDice(%q): %v", tt.notation, err)
			continue
		}
		if got := d.String(); got != tt.canonical {
			t.Errorf("ParseDice(%q).String() = %q, want %q", tt.notation, got, tt.canonical)
		}
		if d.Count() != tt.count || d.Modifier() != tt.modifier {
			t.Errorf("ParseDice(%q): %d dice %+d, want %d dice %+d", tt.notation, d.Count(), d.Modifier(), tt.count, tt.modifier)
		}
		if tt.dice != nil && !reflect.DeepEqual(d.List(), tt.dice) {
			t.Errorf("ParseDice(%q).List() = %v, want %v", tt.notation, d.List(), tt.dice)
		}
		again, err := ParseDice(d.String())
		if err != nil || !reflect.DeepEqual(again, d) {
			t.Errorf("ParseDice(%q) does not round-trip through %q: %v, %v", tt.notation, d.String(), again, err)
		}
	}
}

func TestParseDiceErrors(t *testing.T) {
	tests := []struct {
		notation string
		want     string
	}{
		{"", "no dice given (write e.g. 2d6)"},
		{"   ", "no dice given (write e.g. 2d6)"},
		{"2d0", `"2d0": a die needs at least 2 sides`},
		{"d1", `"d1": a die needs at least 2 sides`},
		{"d1001", `"d1001": a die has at most 1000 sides`},
		{"d99999999999999999999999", `"d99999999999999999999999": a die has at most 1000 sides`},
		{"d", `"d": missing the number of sides after "d"`},
		{"2d", `"2d": missing the number of sides after "d"`},
		{"0d6", `"0d6": roll at least 1 die`},
		{"99999d6", `"99999d6": at most 100 dice at once`},
		{"99999999999999999999999d6", `"99999999999999999999999d6": at most 100 dice at once`},
		{"101d6", `"101d6": at most 100 dice at once`},
		{"60d6 41d6", `"41d6": at most 100 dice at once`},
		{"2x6", `"2x6": not dice notation (write e.g. 2d6, d8+d8, blue:d8 or 3d6+2)`},
		{"2d6d6", `"2d6d6": not dice notation (write e.g. 2d6, d8+d8, blue:d8 or 3d6+2)`},
		{"2k6d6", `"2k6d6": not dice notation (write e.g. 2d6, d8+d8, blue:d8 or 3d6+2)`},
		{"d6.5", `"d6.5": not dice notation (write e.g. 2d6, d8+d8, blue:d8 or 3d6+2)`},
		{"+5", `"+5": no dice, only a modifier`},
		{"5", `"5": a modifier needs a sign, as in +2 or -1`},
		{"2 d6", `"2": a modifier needs a sign, as in +2 or -1`},
		{"d6-99999999999999999999", `"-99999999999999999999": the modifier must be between -1000 and +1000`},
		{"2d6 2", `"2": a modifier needs a sign, as in +2 or -1`},
		{"3d6+", `"3d6+": nothing after "+"`},
		{"3d6 -", `"3d6 -": nothing after "-"`},
		{"3d6+-2", `"3d6+-2": two signs in a row`},
		{"d20-d4", `"-d4": dice cannot be subtracted`},
		{"2d6+1001", `"+1001": the modifier must be between -1000 and +1000`},
		{"2d6+600+600", `"2d6+600+600": the modifier must be between -1000 and +1000`},
		{"blue:", `"blue:": missing the die after "blue:"`},
		{":d6", `":d6": a die name is missing before ":"`},
		{"1st:d6", `"1st:d6": a die name starts with a letter and holds only letters, digits and _`},
		{"a.b:d6", `"a.b:d6": a die name starts with a letter and holds only letters, digits and _`},
		{"blue:2d6", `"blue:2d6": a named die is a single die (write blue:d6 and another name for the next)`},
		{"blue:d8 Blue:d8", `"Blue:d8": two dice named "Blue"`},
		{"blue:x", `"blue:x": not dice notation (write e.g. 2d6, d8+d8, blue:d8 or 3d6+2)`},
	}
	for _, tt := range tests {
		_, err := ParseDice(tt.notation)
		if err == nil {
			t.Errorf("ParseDice(%q) accepted bad notation", tt.notation)
			continue
		}
		if err.Error() != tt.want {
			t.Errorf("ParseDice(%q) error\n got: %s\nwant: %s", tt.notation, err, tt.want)
		}
	}
}

func TestMustParseDicePanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("MustParseDice(\"2d0\") did not panic")
		}
	}()
	MustParseDice("2d0")
}

func TestDiceJSON(t *testing.T) {
	type state struct {
		Dice Dice `json:"dice"`
	}
	in := state{Dice: MustParseDice("blue:d8 red:d8+1")}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"dice":"blue:d8 red:d8+1"}`; string(b) != want {
		t.Fatalf("json = %s, want %s", b, want)
	}
	var out state
	if err := json.Unmarshal(b, &out); err != nil || !reflect.DeepEqual(out, in) {
		t.Fatalf("round trip = %v, %v; want %v", out, err, in)
	}
	if err := json.Unmarshal([]byte(`{"dice":"2d0"}`), &out); err == nil {
		t.Fatal("bad stored notation was accepted")
	}
}

package randomizers

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

func TestRoll(t *testing.T) {
	tests := []struct {
		notation string
		count    int
		modifier int
	}{
		{"2d6", 2, 0},
		{"blue:d8 red:d8", 2, 0},
		{"3d6+2", 3, 2},
		{"3d6-1", 3, -1},
		{"d20", 1, 0},
		{"100d1000", 100, 0},
	}
	for _, tt := range tests {
		d := MustParseDice(tt.notation)
		specs := d.List()
		r := Stream(testSeed, "test:roll "+tt.notation, 0)
		for range 200 {
			roll := d.Roll(r)
			if len(roll.Dice) != tt.count || roll.Modifier != tt.modifier {
				t.Fatalf("%s rolled %d dice %+d, want %d dice %+d", tt.notation, len(roll.Dice), roll.Modifier, tt.count, tt.modifier)
			}
			sum := tt.modifier
			for i, die := range roll.Dice {
				if die.Name != specs[i].Name || die.Sides != specs[i].Sides {
					t.Fatalf("%s: die %d is %+v, want %+v", tt.notation, i, die, specs[i])
				}
				if die.Value < 1 || die.Value > die.Sides {
					t.Fatalf("%s: die %d shows %d", tt.notation, i, die.Value)
				}
				sum += die.Value
			}
			if roll.Sum != sum {
				t.Fatalf("%s: sum %d, want %d (%v)", tt.notation, roll.Sum, sum, roll)
			}
		}
		a := d.Roll(Stream(testSeed, "dice", 7))
		b := d.Roll(Stream(testSeed, "dice", 7))
		if !slices.Equal(a.Values(), b.Values()) {
			t.Errorf("%s: same stream rolled %v and %v", tt.notation, a.Values(), b.Values())
		}
	}
}

func TestRollReachesEveryFace(t *testing.T) {
	// Guards against off-by-one faces (0 or never the top face).
	d := MustParseDice("d6")
	r := Stream(testSeed, "test:faces", 0)
	seen := map[int]bool{}
	for range 1000 {
		seen[d.Roll(r).Sum] = true
	}
	for face := 1; face <= 6; face++ {
		if !seen[face] {
			t.Errorf("face %d never rolled in 1000 rolls", face)
		}
	}
	if len(seen) != 6 {
		t.Errorf("rolled faces %v, want exactly 1..6", seen)
	}
}

func TestFromValues(t *testing.T) {
	tests := []struct {
		notation string
		values   []int
		sum      int
		text     string
	}{
		{"2d6", []int{3, 5}, 8, "3, 5 = 8"},
		{"blue:d8 red:d8", []int{8, 1}, 9, "blue 8, red 1 = 9"},
		{"3d6+2", []int{1, 6, 2}, 11, "1, 6, 2 +2 = 11"},
		{"d20-1", []int{1}, 0, "1 -1 = 0"},
	}
	for _, tt := range tests {
		roll, err := MustParseDice(tt.notation).FromValues(tt.values)
		if err != nil {
			t.Errorf("%s FromValues(%v): %v", tt.notation, tt.values, err)
			continue
		}
		if roll.Sum != tt.sum || !slices.Equal(roll.Values(), tt.values) || roll.String() != tt.text {
			t.Errorf("%s FromValues(%v) = %q (sum %d), want %q (sum %d)", tt.notation, tt.values, roll, roll.Sum, tt.text, tt.sum)
		}
	}
}

func TestFromValuesErrors(t *testing.T) {
	tests := []struct {
		notation string
		values   []int
		want     string
	}{
		{"2d6", []int{3}, "2d6 needs 2 values, got 1"},
		{"2d6", []int{3, 5, 1}, "2d6 needs 2 values, got 3"},
		{"d20", nil, "d20 needs 1 value, got 0"},
		{"2d6", []int{3, 7}, "2d6: value 2 (7) is not on a d6, want 1-6"},
		{"2d6", []int{0, 5}, "2d6: value 1 (0) is not on a d6, want 1-6"},
		{"2d6", []int{-3, 9}, "2d6: value 1 (-3) is not on a d6, want 1-6; value 2 (9) is not on a d6, want 1-6"},
		{"blue:d8 red:d8", []int{8, 9}, "blue:d8 red:d8: red (9) is not on a d8, want 1-8"},
	}
	for _, tt := range tests {
		_, err := MustParseDice(tt.notation).FromValues(tt.values)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s FromValues(%v) error\n got: %v\nwant: %s", tt.notation, tt.values, err, tt.want)
		}
	}
}

func TestParseValues(t *testing.T) {
	tests := []struct {
		input string
		want  []int
	}{
		{"3,5", []int{3, 5}},
		{"3, 5", []int{3, 5}},
		{" 3 5 ", []int{3, 5}},
		{"6", []int{6}},
		{"1,2,3,4,5", []int{1, 2, 3, 4, 5}},
		{"-1,0", []int{-1, 0}}, // whole numbers; FromValues judges the range
	}
	for _, tt := range tests {
		got, err := ParseValues(tt.input)
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("ParseValues(%q) = %v, %v; want %v", tt.input, got, err, tt.want)
		}
		if err == nil {
			if again, _ := ParseValues(FormatValues(got)); !slices.Equal(again, got) {
				t.Errorf("FormatValues(%v) = %q does not parse back", got, FormatValues(got))
			}
		}
	}
}

func TestParseValuesErrors(t *testing.T) {
	tests := []struct {
		input string
		want  string
	}{
		{"", "no values given (write e.g. 3,5)"},
		{" ", "no values given (write e.g. 3,5)"},
		{"3,x", `"x" is not a whole number`},
		{"3 5.5", `"5.5" is not a whole number`},
		{"3,,5", `"3,,5": a value is missing between commas`},
		{"3,5,", `"3,5,": a value is missing between commas`},
		{"3 5,6", `"3 5" is not a whole number`},
		{strings.Repeat("1 ", 101), `"` + strings.TrimSpace(strings.Repeat("1 ", 101)) + `": at most 100 values`},
	}
	for _, tt := range tests {
		_, err := ParseValues(tt.input)
		if err == nil || err.Error() != tt.want {
			t.Errorf("ParseValues(%q) error = %v, want %s", tt.input, err, tt.want)
		}
	}
}

func TestRollJSON(t *testing.T) {
	roll, err := MustParseDice("blue:d8 d6+2").FromValues([]int{7, 4})
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(roll)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"dice":[{"name":"blue","sides":8,"value":7},{"name":"","sides":6,"value":4}],"modifier":2,"sum":13}`
	if string(b) != want {
		t.Fatalf("json\n got: %s\nwant: %s", b, want)
	}
	var back Roll
	if err := json.Unmarshal(b, &back); err != nil || back.String() != roll.String() {
		t.Fatalf("round trip = %v, %v; want %v", back, err, roll)
	}
}

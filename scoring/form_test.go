package scoring

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestFieldParse(t *testing.T) {
	count := Field{Key: "n", Kind: Int, Bound: Bound{Max: 5, Why: "five pieces"}}
	tests := []struct {
		name  string
		field Field
		typed string
		want  Answer
		given bool
		err   string
	}{
		{"number", count, " 3 ", Answer{Int: 3}, true, ""},
		{"number over the bound", count, "6", Answer{}, false, "must be 0 to 5 (five pieces)"},
		{"huge number", count, "9223372036854775807", Answer{}, false, "out of range"},
		{"beyond int", count, "9223372036854775808", Answer{}, false, "whole number"},
		{"not a number", count, "three", Answer{}, false, "whole number"},
		{"empty required number", count, "", Answer{}, false, "whole number"},
		{"empty optional", Field{Kind: Int, Optional: true}, "  ", Answer{}, false, ""},
		{"yes", Field{Kind: Bool}, "Igen", Answer{Bool: true}, true, ""},
		{"no by Enter", Field{Kind: Bool}, "", Answer{}, true, ""},
		{"not yes or no", Field{Kind: Bool}, "maybe", Answer{}, false, "y or n"},
		{"text", Field{Kind: Text}, " Ann ", Answer{Text: "Ann"}, true, ""},
		{"empty text", Field{Kind: Text}, "", Answer{}, false, "an answer is needed"},
		{"list", Field{Kind: List}, "guild hall, ,palace", Answer{List: []string{"guild hall", "palace"}}, true, ""},
		{"list too long", Field{Kind: List, Items: Bound{Max: 1, Why: "one"}}, "a, b", Answer{}, false, "2 entries: 2 is out of range"},
		{"numbers", Field{Kind: IntList, Bound: Bound{Min: 1, Max: 9, Why: "tiles"}}, "3,1", Answer{Ints: []int{3, 1}}, true, ""},
		{"no numbers", Field{Kind: IntList, Bound: Bound{Min: 1, Max: 9, Why: "tiles"}}, "", Answer{Ints: []int{}}, true, ""},
		{"a number out of bounds", Field{Kind: IntList, Bound: Bound{Min: 1, Max: 9, Why: "tiles"}}, "3,0", Answer{}, false, "0: 0 is out of range"},
		{"pairs", Field{Kind: PairList}, "Moscow-Kashgar, a - b", Answer{Pairs: [][]string{{"Moscow", "Kashgar"}, {"a", "b"}}}, true, ""},
		{"not a pair", Field{Kind: PairList}, "Moscow", Answer{}, false, "City-City"},
		{"the field's check", Field{Kind: Text, Check: func(a Answer) error {
			if a.Text != "Ann" {
				return errors.New("not a player")
			}
			return nil
		}}, "Zed", Answer{}, false, "not a player"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, given, err := tt.field.Parse(tt.typed)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil || given != tt.given || !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v, %v, %v; want %+v, %v", got, given, err, tt.want, tt.given)
			}
		})
	}
}

func TestAnswerShowRetypes(t *testing.T) {
	fields := []Field{{Kind: Int}, {Kind: Bool}, {Kind: Text}, {Kind: List}, {Kind: IntList}, {Kind: PairList}}
	typed := []string{"7", "yes", "Ann", "a, b", "3, 1", "x-y, z-w"}
	for i, f := range fields {
		a, _, err := f.Parse(typed[i])
		if err != nil {
			t.Fatal(err)
		}
		if got := a.Show(f.Kind); got != typed[i] {
			t.Errorf("kind %d: Show = %q, want %q", f.Kind, got, typed[i])
		}
	}
}

func TestFormCheckNames(t *testing.T) {
	f := Form{Game: "Neptun", MinPlayers: 3, MaxPlayers: 5}
	tests := []struct {
		names []string
		want  string
	}{
		{[]string{"Ann", "Ben", "Cat"}, ""},
		{[]string{"Ann", "Ben"}, "players: Neptun is for 3 to 5 players, got 2"},
		{[]string{"Ann", "Ben", "ann"}, `ann (player 3): name: same name as player 1 ("Ann"), ignoring case and accents`},
		// Accents only (hist-trial2 F12): one player in every history an import reaches.
		{[]string{"Anna", "Ben", "Ánna"}, `Ánna (player 3): name: same name as player 1 ("Anna"), ignoring case and accents`},
		{[]string{"Ödön", "Ben", "ODON"}, `ODON (player 3): name: same name as player 1 ("Ödön"), ignoring case and accents`},
		{[]string{"Anna", "Ben", "Anya"}, ""},
	}
	for _, tt := range tests {
		err := f.CheckNames(tt.names)
		if (err == nil) != (tt.want == "") || err != nil && err.Error() != tt.want {
			t.Errorf("CheckNames(%v) = %v, want %q", tt.names, err, tt.want)
		}
	}
}

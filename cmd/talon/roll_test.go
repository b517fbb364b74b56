package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestRollGolden(t *testing.T) {
	tests := []struct {
		name string
		args []string
	}{
		{"roll_2d6", []string{"roll", "2d6", "--seed", "table-one"}},
		{"roll_named_json", []string{"roll", "blue:d8", "red:d8", "--json", "--seed", "table-one"}},
		{"roll_modifier", []string{"roll", "3d6+2", "--seed", "table-one"}},
		{"roll_table_dice", []string{"roll", "2d6", "--dice", "3,5"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			golden(t, tt.name, newEnv(t).ok(tt.args...))
		})
	}
}

func TestRollIsReproducibleBySeed(t *testing.T) {
	e := newEnv(t)
	a := e.ok("roll", "5d6", "--seed", "DJGE-WWDD-PEV5-2", "--json")
	b := e.ok("roll", "5d6", "--seed", "djge wwdd pev5 2", "--json")
	if a != b {
		t.Errorf("same seed, different rolls:\n%s\n%s", a, b)
	}
	var roll struct {
		Dice []struct{ Value int }
		Sum  int
	}
	if err := json.Unmarshal([]byte(a), &roll); err != nil {
		t.Fatal(err)
	}
	sum := 0
	for _, d := range roll.Dice {
		sum += d.Value
	}
	if len(roll.Dice) != 5 || sum != roll.Sum {
		t.Errorf("roll JSON inconsistent: %s", a)
	}
}

func TestRollBadInputExitsTwoWithOneLine(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"roll", "2d0"}, "2d0"},
		{[]string{"roll", "d"}, `"d"`},
		{[]string{"roll", "99999d6"}, "99999d6"},
		{[]string{"roll", "2x6"}, "2x6"},
		{[]string{"roll"}, "no dice given"},
		{[]string{"roll", "2d6", "--dice", "3,7"}, "7"},
		{[]string{"roll", "2d6", "--dice", "3"}, "--dice"},
		{[]string{"roll", "2d6", "--dice", "x"}, "--dice"},
		{[]string{"roll", "--bogus"}, "unknown flag"},
		{[]string{"rol"}, "unknown command"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			out, errOut, code := newEnv(t).run(tt.args...)
			if code != exitUsage {
				t.Errorf("exit %d, want 2 (stderr %q)", code, errOut)
			}
			if out != "" || strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, "talon: ") || !strings.Contains(errOut, tt.want) {
				t.Errorf("want one stderr line naming %q, got stdout %q stderr %q", tt.want, out, errOut)
			}
		})
	}
}

func TestShuffle(t *testing.T) {
	e := newEnv(t)
	golden(t, "shuffle_items", e.ok("shuffle", "Ann", "Ben", "Cid", "Dora", "--seed", "table-one"))
	out := e.ok("shuffle", "--count", "20", "--json", "--seed", "table-one")
	var got struct {
		Seed  string
		Order []string
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, o := range got.Order {
		seen[o] = true
	}
	if len(got.Order) != 20 || len(seen) != 20 || got.Seed == "" {
		t.Errorf("--count 20 must print a permutation of 1..20 and the seed: %s", out)
	}
	for _, bad := range [][]string{{"shuffle"}, {"shuffle", "--count", "0"}, {"shuffle", "a", "--count", "3"}} {
		if _, _, code := e.run(bad...); code != exitUsage {
			t.Errorf("%v: exit %d, want 2", bad, code)
		}
	}
}

func TestGamesAndHelp(t *testing.T) {
	e := newEnv(t)
	golden(t, "games", e.ok("games"))
	mustContain(t, e.ok("help", "exit-codes"), "3  the move was refused", "2  bad usage")
	var infos []map[string]any
	if err := json.Unmarshal([]byte(e.ok("games", "--json")), &infos); err != nil || len(infos) != 6 {
		t.Errorf("games --json: %v, %d games", err, len(infos))
	}
}

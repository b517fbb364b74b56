package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/scoring"
)

// TestHistoryPlayersMerge joins two records of one person and refuses what cannot be
// joined, each refusal one line with exit 2.
func TestHistoryPlayersMerge(t *testing.T) {
	e := newEnv(t)
	e.scoredPlays(1) // Ann and Ben at one table
	tests := []struct {
		name     string
		args     []string
		wantCode int
		want     string
	}{
		{"nobody by that name", []string{"Annie", "Ann"}, exitUsage, "Annie: nobody is called so here"},
		{"two people at one table", []string{"Ben", "Ann"}, exitUsage, "they are two people"},
		{"one player already", []string{"ANN", "Ann"}, exitUsage, "already one player"},
		{"an empty name", []string{"", "Ann"}, exitUsage, "player"},
		{"a control character", []string{"Bo\x1b[31mb", "Ann"}, exitUsage, "player"},
		{"a control character in INTO", []string{"Ann", "Ben\x07"}, exitUsage, "player"},
		// the form asked for, not cobra's count of arguments
		{"one name", []string{"Anna"}, exitUsage, "merge needs two names: `talon history players merge NAME INTO`"},
		{"no name", nil, exitUsage, "merge needs two names: `talon history players merge NAME INTO`"},
		{"a name with a space unquoted", []string{"Anna", "Maria", "Ann"}, exitUsage, "merge takes two names, got 3: put a name with a space in quotes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, errOut, code := e.run(append([]string{"history", "players", "merge"}, tt.args...)...)
			if code != tt.wantCode || !strings.Contains(errOut, tt.want) || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, errOut, tt.wantCode, tt.want)
			}
		})
	}
	e.annieAndCy()
	out := e.ok("history", "players", "merge", "Annie", "Ann")
	mustContain(t, out, "Annie and Ann are one player now, called Ann (plays moved: 1).\nAn import that meets Annie finds Ann.\n")
	mustContain(t, e.ok("stats", "players", "--player", "annie"), "Ann ")
}

// The merge's report fits 80 columns in both languages, wrapped at words, however
// long the names.
func TestHistoryPlayersMergeFits(t *testing.T) {
	long := "Bartholomew Maximilian"
	for _, lang := range []string{"en", "hu"} {
		e := newEnv(t)
		s, err := history.Open(e.db)
		if err != nil {
			t.Fatal(err)
		}
		for i, name := range []string{long, long + " Jr"} {
			r := scoring.Rank([]scoring.Entry{
				{Name: name, Breakdown: []scoring.Points{{Category: "points", Points: 7}}},
				{Name: "Cy", Breakdown: []scoring.Points{{Category: "points", Points: 9}}},
			}, scoring.Rules{Game: "catan"})
			if _, err := s.SaveScored(context.Background(), "catan", time.Date(2026, 2, 1+i, 20, 0, 0, 0, time.UTC), r); err != nil {
				t.Fatal(err)
			}
		}
		s.Close()
		e.vars["TALON_LANG"] = lang
		out := e.ok("history", "players", "merge", long+" Jr", long)
		mustFit(t, "players merge ("+lang+")", out, 80)
		if strings.Count(out, "\n") < 3 || strings.Contains(out, " \n") {
			t.Errorf("%s: not wrapped at words:\n%s", lang, out)
		}
	}
}

// TestHistoryEditHelpHasNoDefaults: an edit without --at or --location leaves them as
// they were, so its help promises no default (new and score keep theirs).
func TestHistoryEditHelpHasNoDefaults(t *testing.T) {
	e := newEnv(t)
	for _, c := range []struct {
		cmd  []string
		want bool
	}{{[]string{"history", "edit", "--help"}, false}, {[]string{"new", "--help"}, true}} {
		out := e.ok(c.cmd...)
		if got := strings.Contains(out, "(default: now)") && strings.Contains(out, "(default: location in"); got != c.want {
			t.Errorf("%v: defaults shown %v, want %v", c.cmd, got, c.want)
		}
	}
}

// TestHistoryPlayersMergeRespells: NAME and INTO naming one player spelled differently
// rename the player to INTO's spelling, said in one line in either language; the same
// spelling again is refused, as before.
func TestHistoryPlayersMergeRespells(t *testing.T) {
	e := newEnv(t)
	e.scoredPlays(1) // Ann and Ben at one table
	tests := []struct {
		lang, from, into, want string
	}{
		{"en", "ann", "ANN", "Ann is called ANN now, on the other laptops too once they import this history.\n"},
		{"hu", "ann", "Ánn", "ANN neve mostantól Ánn, a többi gépen is a következő beolvasástól.\n"},
	}
	for _, tt := range tests {
		e.vars["TALON_LANG"] = tt.lang
		if out := e.ok("history", "players", "merge", tt.from, tt.into); out != tt.want {
			t.Errorf("%s: merge %s %s: %q, want %q", tt.lang, tt.from, tt.into, out, tt.want)
		}
		mustContain(t, e.ok("stats", "players", "--player", "ann"), tt.into+" ")
	}
	e.vars["TALON_LANG"] = "en"
	if _, errOut, code := e.run("history", "players", "merge", "ann", "Ánn"); code != exitUsage || !strings.Contains(errOut, "already one player") {
		t.Errorf("the same spelling again: exit %d, %q", code, errOut)
	}
	mustContain(t, e.ok("history", "players", "merge", "ANN", "Ann", "--json"), `"renamed": true`)
}

// TestHistoryPlayersList: `history players` lists every player sorted by name, with the
// names that find them since a merge, their finished plays and last play; --json says
// the same; the Hungarian table is headed in Hungarian; both fit 80 columns.
func TestHistoryPlayersList(t *testing.T) {
	e := newEnv(t)
	e.scoredPlays(2) // Ann and Ben, 2026-01-01 and 01-02
	e.annieAndCy()
	e.ok("history", "players", "merge", "Annie", "Ann")
	e.ok("new", "tally", "--players", "Ben,Dóra") // Dóra: no finished play yet
	out := e.ok("history", "players")
	mustFit(t, "history players", out, 80)
	var rows []string
	for _, line := range strings.Split(out, "\n") {
		if !strings.HasPrefix(line, "|") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		rows = append(rows, strings.Join(cells, " | "))
	}
	want := []string{"Player | Also found by | Plays | Last played",
		"Ann | Annie | 3 | 2026-02-01", "Ben |  | 2 | 2026-01-02", "Cy |  | 1 | 2026-02-01", "Dóra |  | 0 | —"}
	if strings.Join(rows, "\n") != strings.Join(want, "\n") {
		t.Errorf("history players:\n%s\nwant rows:\n%s", out, strings.Join(want, "\n"))
	}
	var list []knownPlayerJSON
	if err := json.Unmarshal([]byte(e.ok("history", "players", "--json")), &list); err != nil {
		t.Fatal(err)
	}
	if len(list) != 4 || list[0].Name != "Ann" || list[0].Plays != 3 || strings.Join(list[0].Aliases, ",") != "annie" ||
		strings.Join(list[0].AliasesTyped, ",") != "Annie" || list[1].AliasesTyped == nil ||
		list[3].Name != "Dóra" || list[3].LastPlayed != nil || list[1].Aliases == nil {
		t.Errorf("history players --json: %+v", list)
	}
	// Ann called Annie after all: "annie" finds her by her name, "ann" is the other name
	e.ok("history", "players", "merge", "Ann", "Annie")
	mustContain(t, e.ok("history", "players"), "| Annie  | Ann           |     3 |")
	e.vars["TALON_LANG"] = "hu"
	hu := e.ok("history", "players")
	mustFit(t, "history players (hu)", hu, 80)
	mustContain(t, hu, "Játékos")
	mustContain(t, hu, "Így is megtalálható")
}

// annieAndCy saves a Catan play of Annie (7) and Cy (9) on 2026-02-01.
func (e *env) annieAndCy() {
	e.t.Helper()
	s, err := history.Open(e.db)
	if err != nil {
		e.t.Fatal(err)
	}
	r := scoring.Rank([]scoring.Entry{
		{Name: "Annie", Breakdown: []scoring.Points{{Category: "points", Points: 7}}},
		{Name: "Cy", Breakdown: []scoring.Points{{Category: "points", Points: 9}}},
	}, scoring.Rules{Game: "catan"})
	_, err = s.SaveScored(context.Background(), "catan", time.Date(2026, 2, 1, 20, 0, 0, 0, time.UTC), r)
	s.Close()
	if err != nil {
		e.t.Fatal(err)
	}
}

// merge with one name asks for the form in Hungarian too, NAME and INTO as its help
// names them.
func TestHistoryPlayersMergeArgsHu(t *testing.T) {
	e := newEnv(t)
	e.vars["TALON_LANG"] = "hu"
	_, errOut, code := e.run("history", "players", "merge", "Anna")
	if want := "talon: a merge két nevet vár: `talon history players merge NÉV MARADÓ`\n"; code != exitUsage || errOut != want {
		t.Errorf("exit %d, stderr %q; want %d and %q", code, errOut, exitUsage, want)
	}
}

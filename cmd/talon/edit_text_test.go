package main

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/history"
)

// history edit refuses what no play can be: a total the game's components cannot make,
// a date before 1970 or one the clocks skipped, a length that is not whole minutes.
func TestHistoryEditBounds(t *testing.T) {
	budapest, err := time.LoadLocation("Europe/Budapest")
	if err != nil {
		t.Skip("no time zone data:", err)
	}
	defer func(l *time.Location) { time.Local = l }(time.Local)
	time.Local = budapest
	tests := []struct {
		lang string
		args []string
		want string // in the error; "" is accepted
	}{
		{"en", []string{"--score", "Ánna=-5"}, `--score "Ánna=-5": a total in Catan is between 0 and 22`},
		{"en", []string{"--score", "Ánna=23"}, "between 0 and 22"},
		{"en", []string{"--score", "Ánna=99999999999"}, "between 0 and 22"},
		{"hu", []string{"--score", "Ánna=-1"}, "Catan: a végösszeg 0 és 22 között van"},
		{"en", []string{"--score", "Ánna=0"}, ""},
		{"en", []string{"--at", "1900-01-01 10:00"}, "--at 1900-01-01 10:00 is before 1970"},
		{"en", []string{"--at", "1970-01-01 10:00"}, ""},
		{"en", []string{"--at", "2026-03-29 02:30"}, "there is no such time here: the clocks went forward"},
		{"hu", []string{"--at", "2026. 03. 29. 02:30"}, "ilyen időpont itt nincs"},
		{"en", []string{"--at", "2026-03-29 03:30"}, ""},
		{"en", []string{"--at", "2026-10-25 02:30"}, ""}, // twice that night: either is a real time
		{"en", []string{"--duration", "90s"}, `--duration "90s": give whole minutes`},
		{"en", []string{"--duration", "2m"}, ""},
	}
	for _, tt := range tests {
		e := textEnv(t, tt.lang)
		_, errOut, code := e.run(append([]string{"history", "edit", "1"}, tt.args...)...)
		switch {
		case tt.want == "" && code != 0:
			t.Errorf("%s %v refused: %s", tt.lang, tt.args, errOut)
		case tt.want != "" && (code != exitUsage || !strings.Contains(errOut, tt.want)):
			t.Errorf("%s %v: exit %d %q, want %q", tt.lang, tt.args, code, errOut, tt.want)
		}
	}
}

// A correction that gives the stored score says so and keeps no correction.
func TestHistoryEditThatChangesNothing(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		e := newEnv(t)
		e.stdin = e.ok("score", "catan", "--template")
		input := e.stdin
		e.ok("score", "catan", "--input", "-")
		e.vars["TALON_LANG"] = lang
		want := map[string]string{"en": "Nothing changed.\n", "hu": "Nem változott semmi.\n"}[lang]
		e.stdin = input
		if out := e.ok("history", "edit", "1", "--input", "-"); out != want {
			t.Errorf("%s: the same input: %q, want %q", lang, out, want)
		}
		if out := e.ok("history", "edit", "1", "--score", "Anna=10"); out != want {
			t.Errorf("%s: the same total: %q, want %q", lang, out, want)
		}
		show := e.ok("history", "show", "1")
		if strings.Contains(show, "Corrected") || strings.Contains(show, "Javítva") {
			t.Errorf("%s: a correction of nothing was kept:\n%s", lang, show)
		}
		e.ok("history", "edit", "1", "--score", "Anna=11")
		mustContain(t, e.ok("history", "show", "1"), "Anna 10 → 11")
	}
}

// A refused edit keeps nothing: the details given beside a score that cannot be taken are
// not saved (their edit stamp would win a later merge against a real edit elsewhere).
func TestHistoryEditRefusedKeepsNoDetails(t *testing.T) {
	e := newEnv(t)
	e.stdin = e.ok("score", "catan", "--template")
	e.ok("score", "catan", "--input", "-")
	e.ok("new", "catan", "--players", "A1,B1,C1", "--seed", "s")
	tests := []struct {
		name  string
		stdin string
		args  []string
	}{
		{"input of one player", `{"players":[{"name":"Zed"}]}`, []string{"1", "--location", "Pub", "--input", "-"}},
		{"score of an active game", "", []string{"2", "--notes", "hello", "--score", "A1=5"}},
		{"score of a player not seated", "", []string{"1", "--location", "Pub", "--score", "Zed=5"}},
	}
	for _, tt := range tests {
		e.stdin = tt.stdin
		_, errOut, code := e.run(append([]string{"history", "edit"}, tt.args...)...)
		if code != exitUsage {
			t.Errorf("%s: exit %d (%s), want %d", tt.name, code, errOut, exitUsage)
		}
	}
	store, err := history.Open(e.db)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	for id := int64(1); id <= 2; id++ {
		if d, err := store.Details(context.Background(), id); err != nil || d.Location != "" || d.Notes != "" {
			t.Errorf("session %d: a refused edit saved its details: %+v (%v)", id, d, err)
		}
	}
}

// A detail given the value it has is no edit: `history edit` says that nothing changed
// and keeps no edit time, which would win a later merge against a real edit on another
// laptop (hist-trial2 finding 1). A real change beside it is kept alone.
func TestHistoryEditSameDetailsChangesNothing(t *testing.T) {
	tests := []struct {
		name  string
		first []string // the edit that sets the value ("" : the play as scored)
		again []string
	}{
		{"empty notes cleared", nil, []string{"--notes", ""}},
		{"empty location cleared", nil, []string{"--location", ""}},
		{"notes", []string{"--notes", "Eve's first Neptun"}, []string{"--notes", "Eve's first Neptun"}},
		{"location", []string{"--location", "Club"}, []string{"--location", "Club"}},
		{"duration", []string{"--duration", "95m"}, []string{"--duration", "1h35m"}},
		{"date", []string{"--at", "2026-11-20 19:30"}, []string{"--at", "2026-11-20 19:30"}},
		{"all four", []string{"--notes", "n", "--location", "L", "--duration", "1h", "--at", "2026-11-20 19:30"},
			[]string{"--notes", "n", "--location", "L", "--duration", "60m", "--at", "2026-11-20 19:30"}},
	}
	for _, lang := range []string{"en", "hu"} {
		want := map[string]string{"en": "Nothing changed.\n", "hu": "Nem változott semmi.\n"}[lang]
		for _, tt := range tests {
			e := newEnv(t)
			e.stdin = e.ok("score", "catan", "--template")
			e.ok("score", "catan", "--input", "-")
			e.vars["TALON_LANG"] = lang
			if tt.first != nil {
				e.ok(append([]string{"history", "edit", "1"}, tt.first...)...)
			}
			before := e.ok("history", "export")
			if out := e.ok(append([]string{"history", "edit", "1"}, tt.again...)...); out != want {
				t.Errorf("%s %s: %q, want %q", lang, tt.name, out, want)
			}
			if after := e.ok("history", "export"); after != before {
				t.Errorf("%s %s: the export changed:\n%s\nwant\n%s", lang, tt.name, after, before)
			}
		}
	}
	e := newEnv(t)
	e.stdin = e.ok("score", "catan", "--template")
	e.ok("score", "catan", "--input", "-")
	e.ok("history", "edit", "1", "--notes", "n")
	mustContain(t, e.ok("history", "edit", "1", "--notes", "n", "--location", "Club"), "Session 1 changed")
	mustContain(t, e.ok("history", "show", "1"), "Club")
}

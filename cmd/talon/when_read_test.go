package main

import (
	"strings"
	"testing"
	"time"
)

func TestReadLocalTimeAsTalonPrintsIt(t *testing.T) {
	at := time.Date(2026, 11, 20, 19, 30, 0, 0, time.UTC)
	day := time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		in      string
		want    time.Time
		hasTime bool
	}{
		{"2026-11-20 19:30", at, true},
		{"2026-11-20", day, false},
		{"2026. 11. 20. 19:30", at, true}, // Hungarian, as history show prints it
		{"2026.11.20. 19:30", at, true},
		{"2026.11.20.", day, false}, // as sessions and history print a day
		{"2026. 11. 20.", day, false},
		{"2026.11.20", day, false},
		{"20.11.2026 19:30", at, true}, // German
		{"20.11.2026", day, false},
	} {
		got, hasTime, ok := readLocalTime(tc.in, time.UTC)
		if !ok || !got.Equal(tc.want) || hasTime != tc.hasTime {
			t.Errorf("%q: %v %v %v, want %v %v", tc.in, got, hasTime, ok, tc.want, tc.hasTime)
		}
	}
	for _, bad := range []string{"", "tegnap", "2026-02-30", "2026. 13. 01.", "2026-11-20 25:00", "2026-11-20 19:30:00x", "11/20/2026"} {
		if _, _, ok := readLocalTime(bad, time.UTC); ok {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestReadPlayLengthAsTalonPrintsIt(t *testing.T) {
	for in, want := range map[string]time.Duration{
		"95m": 95 * time.Minute, "1h35m": 95 * time.Minute, "1 óra 35 perc": 95 * time.Minute,
		"1ó35p": 95 * time.Minute, "1 óra 20 perc": 80 * time.Minute, "2 óra": 2 * time.Hour, "45 perc": 45 * time.Minute,
		"1 Std. 35 Min.": 95 * time.Minute, "1 h 35 min": 95 * time.Minute,
	} {
		if got, ok := readPlayLength(in); !ok || got != want {
			t.Errorf("%q: %v %v, want %v", in, got, ok, want)
		}
	}
	for _, bad := range []string{"", "sok", "óra", "1 óra 35", "perc 35"} {
		if d, ok := readPlayLength(bad); ok {
			t.Errorf("%q accepted as %v", bad, d)
		}
	}
}

// A date and a length copied from talon's Hungarian screen are accepted back.
func TestScoreAcceptsHungarianDateAndLength(t *testing.T) {
	e := newEnv(t)
	e.stdin = e.ok("score", "genoa", "--template")
	e.ok("--lang", "hu", "score", "genoa", "--input", "-", "--at", "2026. 11. 20. 19:30", "--duration", "1 óra 35 perc")
	show := e.ok("--lang", "hu", "history", "show", "1")
	mustContain(t, show, "2026. 11. 20. 19:30", "Időtartam: 1 óra 35 perc")
	mustContain(t, e.ok("--lang", "hu", "history", "--since", "2026.11.20.", "--until", "2026.11.20."), "Genoa")
}

// TestDayMissingNamesTheMonth: a date written as talon reads one but naming a day its
// month lacks is told apart from text that is no date.
func TestDayMissingNamesTheMonth(t *testing.T) {
	for _, tc := range []struct {
		in    string
		month string
		days  int
	}{
		{"2026-02-30 19:00", "2026-02", 28},
		{"2028-02-30", "2028-02", 29},
		{"2026. 04. 31. 20:00", "2026-04", 30},
		{"31.06.2026", "2026-06", 30},
		{"2026-01-00", "2026-01", 31},
	} {
		month, days, ok := dayMissing(tc.in)
		if !ok || month != tc.month || days != tc.days {
			t.Errorf("%q: %q %d %v, want %q %d", tc.in, month, days, ok, tc.month, tc.days)
		}
	}
	for _, in := range []string{"2026-02-28 19:00", "2026-13-01", "tegnap", "2026-02-30x", ""} {
		if month, _, ok := dayMissing(in); ok {
			t.Errorf("%q: missing day of %s", in, month)
		}
	}
}

// TestAtSaysTheDayDoesNotExist: --at with a day its month lacks says so on score, new
// and history edit (exit 2), rather than that the date is written wrong.
func TestAtSaysTheDayDoesNotExist(t *testing.T) {
	e := newEnv(t)
	input := writeCatanInput(t)
	e.ok("score", "catan", "--input", input)
	want := `--at "2026-02-30 19:00": that day does not exist (2026-02 has 28 days)`
	for _, args := range [][]string{
		{"score", "catan", "--input", input, "--at", "2026-02-30 19:00"},
		{"new", "catan", "--players", "Ann,Ben,Cid", "--at", "2026-02-30 19:00"},
		{"history", "edit", "1", "--at", "2026-02-30 19:00"},
	} {
		_, errOut, code := e.run(args...)
		if code != exitUsage || !strings.Contains(errOut, want) {
			t.Errorf("%v: exit %d: %s", args, code, errOut)
		}
	}
	_, errOut, _ := e.run("--lang", "hu", "history", "edit", "1", "--at", "2026-02-30 19:00")
	mustContain(t, errOut, "ilyen nap nincs (a hónap, 2026-02, 28 napos)")
	_, errOut, code := e.run("history", "--since", "2026-02-30")
	if code != exitUsage || !strings.Contains(errOut, `--since "2026-02-30": that day does not exist`) {
		t.Errorf("--since: exit %d: %s", code, errOut)
	}
}

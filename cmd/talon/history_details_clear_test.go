package main

import (
	"context"
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/history"
)

// withConfigLocation writes a settings file whose default location is Club.
func (e *env) withConfigLocation() {
	e.t.Helper()
	dir := e.t.TempDir()
	e.vars["XDG_CONFIG_HOME"] = dir
	if err := os.MkdirAll(filepath.Join(dir, "talon"), 0o755); err != nil {
		e.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "talon", "config"), []byte("location = Club\n"), 0o644); err != nil {
		e.t.Fatal(err)
	}
}

// storedDetails reads session id's location, notes and duration (0: none) from the
// history file.
func (e *env) storedDetails(id int64) (location, notes string, duration time.Duration) {
	e.t.Helper()
	store, err := history.Open(e.db)
	if err != nil {
		e.t.Fatal(err)
	}
	defer store.Close()
	d, err := store.Details(context.Background(), id)
	if err != nil {
		e.t.Fatal(err)
	}
	if d.Duration != nil {
		duration = *d.Duration
	}
	return d.Location, d.Notes, duration
}

// TestHistoryEditEmptyValueClears (issue 14): --location "", --notes "" and --duration
// "" given to history edit clear the detail (they were refused as "nothing to change",
// and --duration "" was taken as not given); a flag not given leaves it.
func TestHistoryEditEmptyValueClears(t *testing.T) {
	tests := []struct {
		name                   string
		args                   []string
		wantLocation, wantNote string
		wantDuration           time.Duration
	}{
		{"location cleared", []string{"--location", ""}, "", "close game", 95 * time.Minute},
		{"location cleared, = form", []string{"--location="}, "", "close game", 95 * time.Minute},
		{"notes cleared", []string{"--notes", ""}, "Kitchen", "", 95 * time.Minute},
		{"both cleared", []string{"--location", "", "--notes", ""}, "", "", 95 * time.Minute},
		{"location changed, notes cleared", []string{"--location", "Club", "--notes", ""}, "Club", "", 95 * time.Minute},
		{"duration cleared", []string{"--duration", ""}, "Kitchen", "close game", 0},
		{"duration cleared, = form", []string{"--duration="}, "Kitchen", "close game", 0},
		{"duration cleared, play redated", []string{"--duration", "", "--at", "2026-11-20 19:30"}, "Kitchen", "close game", 0},
		{"all three cleared", []string{"--location", "", "--notes", "", "--duration", ""}, "", "", 0},
		{"duration changed", []string{"--duration", "1h"}, "Kitchen", "close game", time.Hour},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t)
			e.scoreCatanTemplate("--location", "Kitchen", "--notes", "close game", "--duration", "95m")
			out, errOut, code := e.run(append([]string{"history", "edit", "1"}, tt.args...)...)
			if code != 0 || !strings.Contains(out, "Session 1 changed") {
				t.Fatalf("edit %q: exit %d, stderr %q, stdout %q", tt.args, code, errOut, out)
			}
			loc, notes, took := e.storedDetails(1)
			if loc != tt.wantLocation || notes != tt.wantNote || took != tt.wantDuration {
				t.Errorf("edit %q: location %q, notes %q, duration %v; want %q, %q, %v",
					tt.args, loc, notes, took, tt.wantLocation, tt.wantNote, tt.wantDuration)
			}
			show := e.ok("history", "show", "1")
			if tt.wantLocation == "" && strings.Contains(show, "Location:") {
				t.Errorf("edit %q: history show still names a location", tt.args)
			}
			if tt.wantDuration == 0 && strings.Contains(show, "Duration:") {
				t.Errorf("edit %q: history show still names a duration", tt.args)
			}
		})
	}
	// Nothing given is still nothing to change; clearing what is not there changes nothing.
	e := newEnv(t)
	e.scoreCatanTemplate()
	if _, errOut, code := e.run("history", "edit", "1"); code != exitUsage || !strings.Contains(errOut, "nothing to change") {
		t.Errorf("edit with no flag: exit %d, %q", code, errOut)
	}
	if out := e.ok("history", "edit", "1", "--duration", ""); !strings.Contains(out, "Nothing changed.") {
		t.Errorf("clearing a duration the play does not have: %q, want Nothing changed.", out)
	}
}

// TestEmptyLocationDeclinesTheDefault (issue 14): score and new with --location ""
// record no location, though the config file names one; without the flag they take it.
// An empty --duration or --notes records none, as leaving the flag out does (there is no
// default to decline), and is no error.
func TestEmptyLocationDeclinesTheDefault(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"score, no flag", []string{"score"}, "Club"},
		{"score, empty", []string{"score", "--location", ""}, ""},
		{"score, given", []string{"score", "--location", "Home"}, "Home"},
		{"score, empty duration and notes", []string{"score", "--duration", "", "--notes", ""}, "Club"},
		{"new, no flag", []string{"new"}, "Club"},
		{"new, empty", []string{"new", "--location="}, ""},
		{"new, empty duration", []string{"new", "--duration="}, "Club"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t)
			e.withConfigLocation()
			if tt.args[0] == "score" {
				e.scoreCatanTemplate(tt.args[1:]...)
			} else {
				e.ok(append([]string{"new", "tally", "--players", "Ann,Ben"}, tt.args[1:]...)...)
			}
			where, notes, took := e.storedDetails(1)
			if where != tt.want || notes != "" || took != 0 {
				t.Errorf("%q: location %q, notes %q, duration %v; want %q, no notes, no duration", tt.args, where, notes, took, tt.want)
			}
		})
	}
}

// printedPush reads the BG Stats link printed after a score.
func printedPush(t *testing.T, out string) bgstatsPush {
	t.Helper()
	i := strings.Index(out, "BG Stats: "+bgstatsPushBase)
	if i < 0 {
		t.Fatalf("no link:\n%s", out)
	}
	link := strings.TrimSpace(strings.SplitN(out[i+len("BG Stats: "+bgstatsPushBase):], "\n", 2)[0])
	data, err := url.QueryUnescape(link)
	if err != nil {
		t.Fatal(err)
	}
	var push bgstatsPush
	if err := json.Unmarshal([]byte(data), &push); err != nil {
		t.Fatalf("%v: %s", err, data)
	}
	return push
}

// TestBGStatsLinkCarriesTheDefaultLocation (issue 14): the link of a score not saved
// names the config file's location, as a saved score's does; --location "" declines it.
func TestBGStatsLinkCarriesTheDefaultLocation(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"saved", nil, "Club"},
		{"not saved", []string{"--no-save"}, "Club"},
		{"not saved, declined", []string{"--no-save", "--location", ""}, ""},
		{"saved, declined", []string{"--location", ""}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t)
			e.withConfigLocation()
			e.stdin = e.ok("score", "catan", "--template")
			out := e.ok(append([]string{"score", "catan", "--input", "-", "--bgstats-link"}, tt.args...)...)
			if got := printedPush(t, out).Location; got != tt.want {
				t.Errorf("%q: the link's location %q, want %q", tt.args, got, tt.want)
			}
		})
	}
}

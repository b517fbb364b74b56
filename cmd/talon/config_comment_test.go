package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestConfigValueComments: a "#" after a space starts a comment on a settings line, so
// "location = Club # the usual" is the location Club, not "Club # the usual" on every
// play (hist-trial2 F16); double quotes keep a " #" that belongs to the value.
func TestConfigValueComments(t *testing.T) {
	for _, tt := range []struct{ line, location, err string }{
		{"location = Club # the usual", "Club", ""},
		{"location = Club\t# the usual", "Club", ""},
		{"location = Club#2", "Club#2", ""},
		{"location = Anna's # at home", "Anna's", ""},
		{`location = "Room # 2"`, "Room # 2", ""},
		{`location = "Room # 2" # upstairs`, "Room # 2", ""},
		{`location = "Club"`, "Club", ""},
		{`location = "Room # 2`, "", "closing double quote"},
		{`location = "Room" 2`, "", "only a # comment"},
	} {
		dir := t.TempDir()
		if err := os.MkdirAll(filepath.Join(dir, "talon"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "talon", "config"), []byte(tt.line+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		f := &Factory{Getenv: func(k string) string {
			if k == "XDG_CONFIG_HOME" {
				return dir
			}
			return ""
		}}
		cfg, err := f.loadConfig()
		switch {
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err) || !strings.Contains(err.Error(), "config:1")):
			t.Errorf("%s: error %v, want one naming config:1 and %q", tt.line, err, tt.err)
		case tt.err == "" && (err != nil || cfg.location != tt.location):
			t.Errorf("%s: location %q (%v), want %q", tt.line, cfg.location, err, tt.location)
		}
	}
}

// TestConfigCommentNotInPlays: end to end, the inline comment does not reach a play.
func TestConfigCommentNotInPlays(t *testing.T) {
	e := newEnv(t)
	cfgDir := t.TempDir()
	e.vars["XDG_CONFIG_HOME"] = cfgDir
	if err := os.MkdirAll(filepath.Join(cfgDir, "talon"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(cfgDir, "talon", "config"), []byte("location = Club # the usual\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	e.scoreCatanTemplate()
	show := e.ok("history", "show", "1")
	mustContain(t, show, "Location: Club\n")
	if strings.Contains(show, "the usual") {
		t.Errorf("the comment became the location:\n%s", show)
	}
	if help := e.ok("score", "--help"); !strings.Contains(strings.Join(strings.Fields(help), ""), filepath.Join(cfgDir, "talon", "config")) {
		t.Errorf("score --help does not name the config file %s:\n%s", filepath.Join(cfgDir, "talon", "config"), help)
	}
}

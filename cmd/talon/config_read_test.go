package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// configFactory is a factory whose settings file is dir/talon/config.
func configFactory(dir string) *Factory {
	return &Factory{Getenv: func(k string) string {
		if k == "XDG_CONFIG_HOME" {
			return dir
		}
		return ""
	}}
}

// writeConfigFile writes the settings file under dir and returns its path.
func writeConfigFile(t *testing.T, dir string, data []byte) string {
	t.Helper()
	path := filepath.Join(dir, "talon", "config")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// checkConfigError checks that err, from reading the settings file at path holding
// data, is one line naming the file and a line of it.
func checkConfigError(t *testing.T, path string, data []byte, err error) {
	t.Helper()
	msg, shown := err.Error(), abbreviateForTest(string(data))
	m := regexp.MustCompile(`^` + regexp.QuoteMeta(path) + `:(\d+): \S`).FindStringSubmatch(msg)
	if m == nil || strings.Contains(msg, "\n") {
		t.Fatalf("%q: error %q is not one line naming %s:LINE", shown, abbreviateForTest(msg), path)
	}
	lines := strings.Count(string(data), "\n")
	if !strings.HasSuffix(string(data), "\n") {
		lines++
	}
	if n, _ := strconv.Atoi(m[1]); n < 1 || n > lines {
		t.Fatalf("%q: error %q names line %d of %d", shown, abbreviateForTest(msg), n, lines)
	}
	if exitStatus(err) != exitUsage {
		t.Fatalf("%q: error %q exits %d, want %d", shown, abbreviateForTest(msg), exitStatus(err), exitUsage)
	}
}

// TestConfigErrorsNameTheLine: each refusal of the settings file names its line,
// including a line too long to read and a file that cannot be read as text.
func TestConfigErrorsNameTheLine(t *testing.T) {
	for _, tc := range []struct {
		name string
		data string
		line int
	}{
		{"no =", "# settings\nlocation Club\n", 2},
		{"unknown key", "location = Club\n\ncolour = red\n", 3},
		{"open quote", `location = "Room # 2` + "\n", 1},
		{"text after quotes", `location = "Room" 2` + "\n", 1},
		{"control character", "location = Club\x07\n", 1},
		{"a line too long to read", "location = Club\n" + "location = " + strings.Repeat("x", 70_000) + "\n", 2},
		{"a long line last, no newline", "club = x\n# " + strings.Repeat("y", 70_000), 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := writeConfigFile(t, dir, []byte(tc.data))
			_, err := configFactory(dir).loadConfig()
			if err == nil {
				t.Fatalf("%q accepted", tc.data)
			}
			checkConfigError(t, path, []byte(tc.data), err)
			if want := path + ":" + strconv.Itoa(tc.line) + ":"; !strings.HasPrefix(err.Error(), want) {
				t.Errorf("%q: %q, want it to begin %q", abbreviateForTest(tc.data), err, want)
			}
		})
	}
}

func abbreviateForTest(s string) string {
	if len(s) > 80 {
		return s[:40] + "…" + s[len(s)-40:]
	}
	return s
}

// TestConfigReadsPastAByteOrderMark: a settings file an editor saved with a byte order
// mark first (Notepad does) reads as without it, not as the unknown setting
// "\ufefflocation"; a folder where the file should be is named in one line.
func TestConfigReadsPastAByteOrderMark(t *testing.T) {
	dir := t.TempDir()
	writeConfigFile(t, dir, []byte("\ufefflocation = Club\n"))
	cfg, err := configFactory(dir).loadConfig()
	if err != nil || cfg.location != "Club" {
		t.Errorf("location %q, %v; want Club", cfg.location, err)
	}
	dir = t.TempDir()
	path := filepath.Join(dir, "talon", "config")
	if err := os.MkdirAll(path, 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := configFactory(dir).loadConfig(); err == nil || !strings.Contains(err.Error(), path) || strings.Contains(err.Error(), "\n") {
		t.Errorf("a folder for a settings file: %v", err)
	}
}

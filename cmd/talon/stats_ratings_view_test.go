package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStatsRatingsViewOfAWindow: `stats ratings` of a window (worked out by
// RatingStats, which counts nothing else) prints the ratings and their changes as the
// ratings part of `stats all` does, says so when the window has no plays, and with
// --svg still charts the window's scores (which RatingStats leaves out).
func TestStatsRatingsViewOfAWindow(t *testing.T) {
	e := newEnv(t)
	e.savePlays([]textPlay{
		{"catan", 1, []seated{{"Ann", 7}, {"Ben", 8}, {"Cy", 6}}},
		{"catan", 3, []seated{{"Ann", 9}, {"Ben", 8}}},
		{"genoa", 4, []seated{{"Ann", 100}, {"Ben", 130}, {"Cy", 120}}},
		{"catan", 6, []seated{{"Ben", 5}, {"Cy", 9}}},
	})
	since := []string{"--since", "2026-11-02"}
	ratings := e.ok(append([]string{"stats", "ratings"}, since...)...)
	all := e.ok(append([]string{"stats", "all"}, since...)...)
	if !strings.Contains(ratings, "Glicko-2 ratings") || !strings.Contains(all, ratings) {
		t.Errorf("stats ratings of the window:\n%s\nis not the ratings part of stats all:\n%s", ratings, all)
	}
	for _, arg := range []string{"--player", "--game"} {
		value := map[string]string{"--player": "Cy", "--game": "catan"}[arg]
		one := e.ok(append([]string{"stats", "ratings", arg, value}, since...)...)
		if whole := e.ok(append([]string{"stats", "all", arg, value}, since...)...); !strings.Contains(whole, one) {
			t.Errorf("stats ratings %s %s:\n%s\nis not the ratings part of stats all:\n%s", arg, value, one, whole)
		}
	}
	empty := []string{"--since", "2030-01-01"}
	if got, want := e.ok(append([]string{"stats", "ratings"}, empty...)...), e.ok(append([]string{"stats", "all"}, empty...)...); got != want || got == "" {
		t.Errorf("an empty window: stats ratings says %q, stats all %q", got, want)
	}
	dir := t.TempDir()
	chart := func(view string) []byte {
		path := filepath.Join(dir, view+".svg")
		e.ok(append([]string{"stats", view, "--svg", path}, since...)...)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	if got, want := chart("ratings"), chart("scores"); !bytes.Equal(got, want) || !bytes.Contains(got, []byte("Catan")) {
		t.Errorf("stats ratings --svg charted\n%s\nstats scores --svg\n%s", got, want)
	}
}

package main

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Every exit status `talon help exit-codes` documents is pinned by a command that
// gives it, and every error is one line on standard error.
func TestEveryDocumentedExitCode(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "tally", "--players", "Ann", "--option", "target=10")
	e.ok("new", "catan", "--players", "Ann,Ben,Cid")
	dir := t.TempDir()
	cases := map[int][][]string{
		exitOK:      {{"roll", "2d6"}, {"do", "1", "roll", "6"}},
		exitRuntime: {{"--db", damagedHistory(t, dir), "sessions"}}, // a damaged history
		exitUsage: {
			{"score", "san-juan", "--input", dir}, // a folder named as a file
			{"roll", "2x6"}, {"frobnicate"}, {"status", "--nope"}, {"status", "99"},
			{"undo", "--session", "99"}, {"roll", "2d6", "--seed", "7K2M-QX9P-T3AB-CQ"}, // a mistyped seed code
		},
		exitRefused: {{"do", "2", "place", "road", "1-4"}}, // set-up: a settlement comes first
	}
	// "nothing to undo" is a request that cannot be met, not a runtime failure.
	e2 := newEnv(t)
	e2.ok("new", "tally", "--players", "Ann")
	if _, errOut, code := e2.run("undo"); code != exitUsage || !strings.Contains(errOut, "nothing to undo") {
		t.Errorf("undo with nothing to undo: exit %d %q, want 2", code, errOut)
	}

	documented := map[int]bool{}
	for _, m := range regexp.MustCompile(`(?m)^\s+(\d)\s+\S`).FindAllStringSubmatch(exitCodesHelp, -1) {
		n, _ := strconv.Atoi(m[1])
		documented[n] = true
	}
	if len(documented) != 4 {
		t.Fatalf("exit-codes help documents %v", documented)
	}
	for code := range documented {
		if len(cases[code]) == 0 {
			t.Errorf("exit %d is documented but no test gives it", code)
		}
	}
	for _, code := range []int{exitOK, exitRuntime, exitUsage, exitRefused} {
		for _, args := range cases[code] {
			_, errOut, got := e.run(args...)
			if got != code {
				t.Errorf("talon %s: exit %d, want %d (%q)", strings.Join(args, " "), got, code, errOut)
			}
			if code != exitOK && strings.Count(errOut, "\n") != 1 {
				t.Errorf("talon %s: error is not one line: %q", strings.Join(args, " "), errOut)
			}
		}
	}
}

// /dev/null is not a terminal: talon never asks it a question, so nothing is deleted
// without a confirmation and a score without --input says what it needs.
func TestDevNullIsNotATerminal(t *testing.T) {
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Skip(err)
	}
	defer null.Close()
	if isTerminal(null) {
		t.Fatal("/dev/null counted as a terminal")
	}
	e := newEnv(t) // InTerminal false, as SystemFactory now finds on /dev/null
	e.ok("new", "tally", "--players", "Ann", "--option", "target=10")
	e.ok("do", "roll", "6")
	e.ok("do", "roll", "6")
	_, errOut, code := e.run("history", "delete", "1")
	if code != exitUsage || !strings.Contains(errOut, "needs --yes") {
		t.Errorf("history delete without a terminal: exit %d %q", code, errOut)
	}
	mustContain(t, e.ok("history"), "Ann")
	_, errOut, code = e.run("score", "catan")
	if code != exitUsage || !strings.Contains(errOut, "--input") || strings.Contains(errOut, "interrupted") {
		t.Errorf("score without a terminal: exit %d %q", code, errOut)
	}
}

// `talon undo` right after the winning move takes it back (the game reopens), since
// the most recent session is the one the table was playing.
func TestUndoAfterTheWinningMove(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "tally", "--players", "Ann", "--option", "target=10")
	e.ok("do", "roll", "6")
	mustContain(t, e.ok("do", "roll", "6"), "Final score")
	mustContain(t, e.ok("undo"), "Undid #2 roll 6")
	mustContain(t, e.ok("sessions"), "active")
}

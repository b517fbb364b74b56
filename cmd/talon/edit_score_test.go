package main

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func TestReadScoreFlag(t *testing.T) {
	for _, tc := range []struct {
		in     string
		name   string
		points int
		ok     bool
	}{
		{"Ann=14", "Ann", 14, true},
		{" Ann = 14 ", "Ann", 14, true},
		{"Anna Kovács=0", "Anna Kovács", 0, true},
		{"Ann=+3", "Ann", 3, true},
		{"Ann=-3", "Ann", -3, true}, // refused by the game's bounds, not here
		{"Ann=99999999999999999999", "Ann", math.MaxInt, true},
		{"Ann=-99999999999999999999", "Ann", math.MinInt, true},
		{"=5", "", 0, false}, // was read as a player called "" who did not play
		{" = 5", "", 0, false},
		{"Ann", "", 0, false},
		{"Ann=", "", 0, false},
		{"Ann=1=2", "", 0, false},
		{"Ann=3.5", "", 0, false},
		{"Ann=1_000", "", 0, false},
		{"Ann=18700000000000000000A", "", 0, false}, // out of range before the letter: was refused by the bounds, not the form
		{"Ann=+-3", "", 0, false},
		{"Ann=０", "", 0, false}, // a full-width digit
		{"", "", 0, false},
	} {
		name, points, ok := readScoreFlag(tc.in)
		if name != tc.name || points != tc.points || ok != tc.ok {
			t.Errorf("%q: %q %d %v, want %q %d %v", tc.in, name, points, ok, tc.name, tc.points, tc.ok)
		}
	}
}

// wholeNumber is what --score takes after "=": an optional sign and ASCII digits.
var wholeNumber = regexp.MustCompile(`^[+-]?[0-9]+$`)

// FuzzReadScoreFlag: `history edit --score` never panics; it takes exactly a name that
// is not blank, "=", and a whole number (spaces around either); what it reads, written
// back as NAME=POINTS, reads the same.
func FuzzReadScoreFlag(f *testing.F) {
	f.Fuzz(func(t *testing.T, sc string) {
		name, points, ok := readScoreFlag(sc)
		rawName, text, found := strings.Cut(sc, "=")
		want := found && strings.TrimSpace(rawName) != "" && wholeNumber.MatchString(strings.TrimSpace(text))
		if ok != want {
			t.Fatalf("%q: read %v (%q %d), want %v", sc, ok, name, points, want)
		}
		if !ok {
			if name != "" || points != 0 {
				t.Fatalf("%q refused, yet %q %d", sc, name, points)
			}
			return
		}
		if name != strings.TrimSpace(rawName) || strings.Contains(name, "=") {
			t.Fatalf("%q: name %q", sc, name)
		}
		back, backPoints, backOK := readScoreFlag(name + "=" + strconv.Itoa(points))
		if !backOK || back != name || backPoints != points {
			t.Fatalf("%q read as %q=%d, which reads back as %q %d %v", sc, name, points, back, backPoints, backOK)
		}
	})
}

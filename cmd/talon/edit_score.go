package main

import (
	"strconv"
	"strings"
)

// readScoreFlag reads one `history edit --score NAME=POINTS`: the name before the first
// "=", without the spaces around it, and a whole number of points after it (a sign and
// digits). A number too large for an int reads as the largest int of its sign, beyond
// every game's bounds (totalBounds), so it is refused there by its bounds. ok is false
// for anything else, a missing name included.
func readScoreFlag(sc string) (name string, points int, ok bool) {
	name, text, found := strings.Cut(sc, "=")
	name, text = strings.TrimSpace(name), strings.TrimSpace(text)
	if !found || name == "" || !wholeNumberText(text) {
		return "", 0, false
	}
	points, _ = strconv.Atoi(text) // digits only: an error is ErrRange, and points ±MaxInt
	return name, points, true
}

// wholeNumberText says whether s is an optional sign and ASCII digits. strconv.Atoi
// alone cannot tell: it reports a number too long for an int as out of range before it
// meets a letter after it ("18700000000000000000A").
func wholeNumberText(s string) bool {
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

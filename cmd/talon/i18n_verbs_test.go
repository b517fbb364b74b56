package main

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// verbsLeftOut are the Hungarian texts that leave out one of their key's arguments on
// purpose, by key and argument: Hungarian says it another way.
var verbsLeftOut = map[string]int{
	// "the new settlement" instead of repeating its number, which the command shows.
	"%s places a road touching %s: place road %s-N": 2,
}

// Every Hungarian text formats the same arguments as its English key, each with a verb
// of the same kind: a text that took a number where the key has a name (or one more
// argument than the key gives) prints "%!d(string=Ann)" or "%!s(MISSING)" at the table,
// and no screen test may reach the message that does. Plural texts are left to the
// plural tests.
func TestHungarianTextsFormatTheirKeysArguments(t *testing.T) {
	var bad []string
	for _, key := range i18n.Keys(i18n.Hungarian) {
		text, _ := i18n.Text(i18n.Hungarian, key)
		bad = append(bad, verbMismatches(key, text, verbsLeftOut[key])...)
	}
	sort.Strings(bad)
	for _, b := range bad {
		t.Error(b)
	}
}

// verbMismatches lists how text formats other arguments than key does; leftOut is an
// argument text may leave out (0: none).
func verbMismatches(key, text string, leftOut int) []string {
	if strings.HasPrefix(text, "[") && strings.Contains(text, "other") {
		return nil // a plural's cases, stored as one list
	}
	keyVerbs, textVerbs := formatVerbs(key), formatVerbs(text)
	var bad []string
	for arg, v := range textVerbs {
		k, ok := keyVerbs[arg]
		switch {
		case !ok:
			bad = append(bad, fmt.Sprintf("%q -> %q: argument %d is not the key's", key, text, arg))
		case verbKind(k) != verbKind(v) && verbKind(k) != "any" && verbKind(v) != "any":
			bad = append(bad, fmt.Sprintf("%q -> %q: argument %d is %%%c in the key, %%%c in the text", key, text, arg, k, v))
		}
	}
	for arg := range keyVerbs {
		if _, ok := textVerbs[arg]; !ok && arg != leftOut {
			bad = append(bad, fmt.Sprintf("%q -> %q: argument %d is left out", key, text, arg))
		}
	}
	return bad
}

// formatVerbs maps each argument (numbered from 1) a format string formats to its verb,
// following explicit indexes (%[2]s) as fmt does.
func formatVerbs(f string) map[int]byte {
	const flags = "+-# 0123456789.*"
	out := map[int]byte{}
	arg := 1
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			continue
		}
		i++
		if i < len(f) && f[i] == '%' {
			continue
		}
		for i < len(f) && strings.IndexByte(flags, f[i]) >= 0 {
			i++
		}
		if i < len(f) && f[i] == '[' {
			if end := strings.IndexByte(f[i:], ']'); end > 0 {
				fmt.Sscanf(f[i+1:i+end], "%d", &arg)
				i += end + 1
			}
		}
		for i < len(f) && strings.IndexByte(flags, f[i]) >= 0 {
			i++
		}
		if i < len(f) {
			out[arg] = f[i]
			arg++
		}
	}
	return out
}

// verbKind is what a verb formats.
func verbKind(v byte) string {
	switch v {
	case 'd', 'x', 'X', 'o', 'b', 'c', 'U':
		return "integer"
	case 'f', 'g', 'e', 'F', 'G', 'E':
		return "float"
	case 's', 'q':
		return "text"
	case 'v':
		return "any"
	}
	return string(v)
}

// The check itself, on texts made up to break it.
func TestVerbMismatchesFindsWhatWouldPrintBadly(t *testing.T) {
	for _, tt := range []struct {
		key, text string
		leftOut   int
		want      int
	}{
		{"%s has %d cards", "%s kezében %d lap", 0, 0},
		{"%s has %d cards", "%[2]d lap van %[1]s kezében", 0, 0},
		{"%s has %d cards", "%d lap: %s", 0, 2},             // the arguments swapped
		{"%s has %d cards", "%s kezében lapok", 0, 1},       // the count left out
		{"%s has %d cards", "%s kezében lapok", 2, 0},       // ... on purpose
		{"%s has cards", "%s kezében %d lap", 0, 1},         // an argument the key does not give
		{"%v wins", "%s nyer", 0, 0},                        // %v formats anything
		{"100%% sure: %s", "100%%-ig biztos: %s", 0, 0},     // %% is no verb
		{"%s", "[one %s other %s]", 0, 0},                   // a plural is left alone
		{"%5.1f%% of %d", "%[2]d-ból %5.1[1]f%%", 0, 0},     // flags and an index after them
		{"round %d of %d", "%d. forduló (%d-ból)", 0, 0},    // Hungarian number endings
		{"round %d of %d", "%d. forduló (%[3]d-ból)", 0, 2}, // an index past the key's
	} {
		if got := verbMismatches(tt.key, tt.text, tt.leftOut); len(got) != tt.want {
			t.Errorf("verbMismatches(%q, %q) = %q, want %d", tt.key, tt.text, got, tt.want)
		}
	}
}

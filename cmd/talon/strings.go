package main

import (
	"strings"

	"github.com/talon-games/talon/scoring"
)

func containsFold(s, sub string) bool {
	return strings.Contains(strings.ToLower(s), strings.ToLower(sub))
}

// splitList splits "a, b,c" into trimmed non-empty parts, as the scoring prompts do.
func splitList(s string) []string { return scoring.SplitList(s) }

func joinComma(xs []string) string { return strings.Join(xs, ", ") }

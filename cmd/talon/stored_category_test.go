package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// A Marco Polo play stored when its goods row was called "Goods" (Genoa's key, in
// Hungarian "Árucikk") reads back as Marco Polo's own row, "Megmaradt áru"; Genoa's
// "Goods" is still "Árucikk".
func TestStoredCategoryReadsBackPerGame(t *testing.T) {
	for game, want := range map[string]string{"marco-polo": "Megmaradt áru", "genoa": "Árucikk"} {
		var out bytes.Buffer
		f := &Factory{Out: &out, Err: &out, Getenv: func(string) string { return "" }, P: i18n.NewPrinter(i18n.Hungarian)}
		f.renderResult(scoring.Result{Game: game, Categories: []string{"Goods"},
			Players: []scoring.PlayerResult{{Name: "Anna", Total: 3, Rank: 1, Winner: true, Breakdown: scoring.Breakdown{{Category: "Goods", Points: 3}}}},
			Winners: []string{"Anna"}})
		if !strings.Contains(out.String(), want) {
			t.Errorf("%s: the stored row \"Goods\" reads as:\n%s\nwant %q", game, out.String(), want)
		}
	}
}

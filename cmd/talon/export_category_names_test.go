package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/scoring"
)

// TestExportNamesStoredCategoriesAsShown: a Marco Polo play stored when its goods row
// was "Goods" (Genoa's key) is exported as history show names the row: "Goods left" in
// the CSV's header (English, like --json) and in the BG Stats comments, "Megmaradt áru"
// in Hungarian, while Genoa's "Goods" stays Genoa's (review-3 F13).
func TestExportNamesStoredCategoriesAsShown(t *testing.T) {
	e := newEnv(t)
	store, err := history.Open(e.db)
	if err != nil {
		t.Fatal(err)
	}
	for game, category := range map[string]string{"marco-polo": "Goods", "genoa": "Goods"} {
		r := scoring.Rank([]scoring.Entry{{Name: "Anna", Breakdown: scoring.Breakdown{{Category: category, Points: 3}, {Category: "Coins", Points: 2}}}},
			scoring.Rules{Game: game})
		if _, err := store.SaveScored(context.Background(), game, e.now, r); err != nil {
			t.Fatal(err)
		}
	}
	store.Close()
	dir := t.TempDir()
	for _, tc := range []struct {
		name    string
		args    []string
		want    []string
		notWant string
	}{
		{"csv", []string{"history", "export", "--format", "csv", "--bom=false"}, []string{",Goods left,", ",Goods,"}, "Goods (marco-polo)"},
		{"bgstats", []string{"--lang", "en", "history", "export", "--format", "bgstats"}, []string{"Anna: Goods left 3, Coins 2", "Anna: Goods 3, Coins 2"}, ""},
		{"bgstats hu", []string{"--lang", "hu", "history", "export", "--format", "bgstats"}, []string{"Anna: Megmaradt áru 3", "Anna: Árucikk 3"}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, tc.name)
			e.ok(append(tc.args, "-o", path)...)
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			mustContain(t, string(b), tc.want...)
			if tc.notWant != "" && strings.Contains(string(b), tc.notWant) {
				t.Errorf("%q in:\n%s", tc.notWant, b)
			}
		})
	}
}

package history

import (
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// SQLite's lines are grouped by what they mean: all damaged pages in one finding, one
// finding per index; the first line of each is kept as SQLite wrote it.
func TestExplainCheckGroupsSQLiteLines(t *testing.T) {
	lines := checkLines([]string{
		"*** in database main ***\nPage 13: btreeInitPage() returns error code 11\nTree 17 page 17 cell 3: Offset 0 out of range",
		"row 1 missing from index sessions_by_game",
		"row 2 missing from index sessions_by_game",
		"wrong # of entries in index results_by_player",
		"NULL value in seats.name",
		"Freelist: invalid page number 99",
		"something SQLite has not said before",
	})
	if len(lines) != 8 {
		t.Fatalf("lines %q", lines)
	}
	en, hu := i18n.NewPrinter(i18n.English), i18n.NewPrinter(i18n.Hungarian)
	want := []struct {
		en, hu, sqlite string
		lines          int
	}{
		{"damaged pages of the file: 13, 17", "a fájl sérült lapjai: 13, 17", "Page 13: btreeInitPage() returns error code 11", 2},
		{"index sessions_by_game is out of step with its table (the rows themselves may be intact)",
			"egy index nincs összhangban a táblájával: sessions_by_game (a sorok maguk valószínűleg épek)", "row 1 missing from index sessions_by_game", 2},
		{"index results_by_player is out of step with its table (the rows themselves may be intact)",
			"egy index nincs összhangban a táblájával: results_by_player (a sorok maguk valószínűleg épek)", "wrong # of entries in index results_by_player", 1},
		{"rows of table seats break the table's rules", "egy tábla sorai sértik a tábla szabályait: seats", "NULL value in seats.name", 1},
		{"the file's list of its own pages is damaged", "sérült a fájl saját lapjainak nyilvántartása", "Freelist: invalid page number 99", 1},
		{"a problem SQLite names in its own words", "az SQLite saját szavaival leírt hiba", "something SQLite has not said before", 1},
	}
	got := ExplainCheck(lines)
	if len(got) != len(want) {
		t.Fatalf("%d findings, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		g := got[i]
		if en.Text(g.What) != w.en || hu.Text(g.What) != w.hu || g.SQLite != w.sqlite || g.Lines != w.lines {
			t.Errorf("finding %d: %q / %q / %q / %d; want %q / %q / %q / %d", i, en.Text(g.What), hu.Text(g.What), g.SQLite, g.Lines, w.en, w.hu, w.sqlite, w.lines)
		}
	}
	if OnlyIndexes(got) || !OnlyIndexes(got[1:3]) || OnlyIndexes(nil) {
		t.Error("OnlyIndexes")
	}
}

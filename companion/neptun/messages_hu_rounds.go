package neptun

import "github.com/talon-games/talon/companion/i18n"

// Hungarian texts of the notes a scored round keeps (stored_notes.go): each fits two
// lines of 80 columns (as the option is typed: zero_scores_win_tiles=no); and of the final
// score's categories (kept as keys of the result; the rulebook's "pont lapka" and
// "bónusz lapka", as the other Hungarian texts of the package name them).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		zeroOffGoldNote:    "házszabály (zero_scores_win_tiles=no): az arany templom %d értékű lapkája kikerül a játékból; a szabálykönyv szerint %s kapná meg (0 arannyal)",
		zeroOffYellowNote:  "házszabály (zero_scores_win_tiles=no): a sárga templom %d értékű lapkája kikerül a játékból; a szabálykönyv szerint %s kapná meg (jelölője a 0-n)",
		zeroOffNote:        "házszabály (zero_scores_win_tiles=no): a(z) %[2]s templom %[1]d értékű lapkája kikerül a játékból; a szabálykönyv szerint %[3]s kapná meg (jelölője a 0-n)",
		CategoryPointTiles: "Pont lapkák",
		CategoryBonusTiles: "Bónusz lapkák",
	})
}

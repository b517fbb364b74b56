package neptun

import "github.com/talon-games/talon/companion/i18n"

// Hungarian texts of the notes a scored round keeps (stored_notes.go), and of the final
// score's categories (kept as keys of the result; the rulebook's "pont lapka" and
// "bónusz lapka", as the other Hungarian texts of the package name them).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		zeroOffGoldNote:    "zero_scores_win_tiles kikapcsolva (házszabály): az arany templom %d értékű lapkája kikerül a játékból; a szabálykönyv szerint %s kapná meg 0 arannyal",
		zeroOffYellowNote:  "zero_scores_win_tiles kikapcsolva (házszabály): a sárga templom %d értékű lapkája kikerül a játékból; a szabálykönyv szerint %s kapná meg, a jelölője a 0-n áll",
		zeroOffNote:        "zero_scores_win_tiles kikapcsolva (házszabály): a(z) %[2]s templom %[1]d értékű lapkája kikerül a játékból; a szabálykönyv szerint %[3]s kapná meg, a jelölője a 0-n áll",
		CategoryPointTiles: "Pont lapkák",
		CategoryBonusTiles: "Bónusz lapkák",
	})
}

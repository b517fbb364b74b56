package history

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for the messages of the kept lines and months (played_lines.go,
// played_months.go) and of `history check` on them (kept_check.go).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"kept plays: a month cut short": "tárolt játszmák: egy hónap adatai csonkák",
		"kept plays: another form of them is kept; talon reads the plays themselves until its next write keeps them again":  "tárolt játszmák: más formában vannak tárolva; a talon magukat a játszmákat olvassa, amíg a következő írása újra el nem tárolja őket",
		"kept plays: %d pending, %d months damaged; talon reads the plays themselves until its next write keeps them again": "tárolt játszmák: %d függőben, %d hónap sérült; a talon magukat a játszmákat olvassa, amíg a következő írása újra el nem tárolja őket",
	})
}

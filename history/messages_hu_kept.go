package history

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for the messages of the kept lines and months (played_lines.go,
// played_months.go).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"kept plays: a month cut short": "tárolt játszmák: egy hónap adatai csonkák",
	})
}

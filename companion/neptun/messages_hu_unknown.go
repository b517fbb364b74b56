package neptun

import "github.com/talon-games/talon/companion/i18n"

// An unknown temple in the round-scoring input (score_round_validate.go).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"temple":           "templom",
		"%v (temples: %s)": "%v (templomok: %s)",
		`%v (temples: %s, or name your board's temples with "temples")`: `%v (templomok: %s, vagy nevezd meg a táblátok templomait a "temples" mezőben)`,
	})
}

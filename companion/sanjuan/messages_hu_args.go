package sanjuan

import "github.com/talon-games/talon/companion/i18n"

// Names of the build step's Crane argument (legal.go).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"replaced": "lecserélt",
	})
}

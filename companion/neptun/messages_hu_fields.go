package neptun

import "github.com/talon-games/talon/companion/i18n"

// The names of numbers read from what the table types (ReadInt, Words.Int), as the
// "… nem egész szám" message names them.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"tile value": "a lapka értéke",
	})
}

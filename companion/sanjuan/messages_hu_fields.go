package sanjuan

import "github.com/talon-games/talon/companion/i18n"

// The names of numbers read from what the table types (ReadInt, Words.Int), as the
// "… nem egész szám" message names them.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"the revealed tile's number": "a felfordított karton száma",
		"goldmine: a building cost":  "goldmine: egy felcsapott lap költsége",
		"final: %s's cards":          "final: %s lapjai",
	})
}

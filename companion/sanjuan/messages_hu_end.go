package sanjuan

import "github.com/talon-games/talon/companion/i18n"

// The end of the game when two or more players reach the last building together.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"Game over: %s each built a %dth building; the builder phase is complete and no more roles are chosen": "Vége a játéknak: %s megépítették a %d. épületüket; az Építész-fázis lezárul, több szerepet nem választotok",
	})
}

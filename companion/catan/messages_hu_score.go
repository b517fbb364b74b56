package catan

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for the Catan scorer's checks (talon score catan).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"%q is not one of the players (%s)%v":                                              "%q nem a játékosok egyike (%s)%v",
		turnDecidedLine:                                                                    "%[1]s nyert %[2]d ponttal: a játék %[3]s körében ért véget (%[4]s)",
		"a player has at most 5 settlements":                                               "egy játékosnak legfeljebb 5 települése van",
		"a player has at most 4 cities":                                                    "egy játékosnak legfeljebb 4 városa van",
		"a player has at most 5 victory point cards (the deck has 5)":                      "egy játékosnak legfeljebb 5 pontértékű kártyája van (a pakliban 5 van)",
		"nobody has %d points, so the game has not ended":                                  "senkinek sincs %d pontja, így a játék nem ért véget",
		"missing: %s have %d or more, so say on whose turn the game ended":                 "hiányzik: %s is legalább %d pontos, ezért add meg, kinek a körében ért véget a játék",
		"%s has %d points; the game ends only when the player whose turn it is reaches %d": "%[1]s %[2]d pontos; a játék csak akkor ér véget, ha a soron lévő játékos eléri a(z) %[3]d pontot",
		"%d, but the game ends the moment the player whose turn it is reaches %d, and one action adds at most 3 points, so at most %d: check the counts":            "%[1]d, de a játék abban a pillanatban véget ér, amikor a soron lévő játékos eléri a(z) %[2]d pontot, és egy lépés legfeljebb 3 pontot ad, így legfeljebb %[3]d: ellenőrizd a számokat",
		"%d without %s: %s would have won on their own turn at %d (only %s can pass to a player on someone else's turn); if they did, set ended_on_turn_of to them": "%[1]d pont a(z) %[2]s nélkül: %[3]s a saját körében nyert volna %[4]d ponttal (csak a(z) %[5]s kerülhet máshoz más körében); ha így volt, add meg, hogy az ő körében ért véget a játék",
		"%d settlements and %d cities; every player keeps the %d settlements of the set-up (as settlements or cities)":                                              "%d település és %d város; mindenkinél megmarad az előkészítés %d települése (településként vagy városként)",
		"claimed by %s; there is only one %s card": "%s is jelölte; csak egy %s kártya van",
		"%d in all (%s), but the deck has only %d": "összesen %d (%s), de a pakliban csak %d van",
		"%s and %s": "%s és %s",
	})
}

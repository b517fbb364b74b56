package marcopolo

import "github.com/talon-games/talon/companion/i18n"

// Hungarian texts of Marco Polo's setup and final scoring: the new-game options, the
// deal's refusals, the scorer's questions, bounds and problems, the final score table.
// Same words as messages_hu.go (the seed rulebook's): győzelmi pont (GyP), érme, teve,
// kereskedő állomás, célkártya, városkártya-mező, előőrsbónusz, városbónusz, pontozósáv,
// fiók, végső pontozás, holtverseny.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		// the new-game options (talon games, talon new --option)
		"talon keeps coins, camels, goods and VP and checks costs (off: they stay on the table)":                                   "a talon vezeti az érmét, tevét, árut és győzelmi pontot, és ellenőrzi a költségeket (off: az asztal tartja számon)",
		"small-city bonus tiles: by letter, or random (expert)":                                                                    "városbónusz-lapkák: betű szerint, vagy véletlenszerűen (tapasztalt játékosoknak)",
		"characters: first-game seats, or the draft of players+1 (expert)":                                                         "karakterek: az első játék szerint, vagy választás játékosszám+1 közül (tapasztalt játékosoknak)",
		"goal cards: 2 dealt, or 4 dealt and 2 kept (expert)":                                                                      "célkártyák: 2 osztva, vagy 4 osztva és 2 megtartva (tapasztalt játékosoknak)",
		"gold bazaar row 3 gives 2 gold (BGA) or 3 (C#) plus 2 camels; disputed":                                                   "az arany bazár 3. sora 2 aranyat (BGA) vagy 3-at (C#) ad, plusz 2 tevét; vitatott",
		"silk contract C2 asks for: 1 (BGA) or 2 (C#); disputed":                                                                   "a C2 szerződés selyemigénye: 1 (BGA) vagy 2 (C#); vitatott",
		"occupied Khan's favor costs coins (the implementations say no; the rulebook is silent)":                                   "a foglalt Kán kegye érmébe kerül (a programok szerint nem; a szabály nem szól róla)",
		"the 7 VP for most contracts needs at least one completed":                                                                 "a legtöbb szerződésért járó 7 GyP-hoz legalább egy teljesített szerződés kell",
		"Matteo Polo's white die counts toward compensation":                                                                       "Matteo Polo fehér kockája beszámít a kárpótlásba",
		"city card K30 takes 2 different goods (BGA) or any 2":                                                                     "a K30 városkártya 2 különböző árut kér (BGA), vagy bármely 2-t",
		"Raschid's black dice: rolled, or set like his own":                                                                        "Raschid fekete kockái: dobással, vagy beállítva, mint a sajátjai",
		"city-card spaces at Sumatra: 3 (9 cards in play) or 1 (7); confirm on your board":                                         "városkártya-mezők Sumatrán: 3 (9 kártya a játékban) vagy 1 (7); nézd meg a táblán",
		"the large city of each city-card space on your board, one a line (default: each large city once and Sumatra three times)": "a táblád városkártya-mezőinek nagyvárosai, soronként egy (alapból: minden nagyváros egyszer, Sumatra háromszor)",
	})
}

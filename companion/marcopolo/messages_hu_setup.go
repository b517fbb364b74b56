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
		"talon keeps coins, camels, goods and VP and checks costs (off: they stay on the table)":                                   "a talon vezeti az érmét, tevét, árut és győzelmi pontot, és ellenőrzi a költségeket (ki: az asztal tartja számon)",
		"small-city bonus tiles: by letter, or random (expert)":                                                                    "városbónusz-lapkák: betű szerint, vagy véletlenszerűen (tapasztalt játékosoknak)",
		"characters: first-game seats, or the draft of players+1 (expert)":                                                         "karakterek: az első játék szerint, vagy választás játékosszám+1 közül (tapasztalt játékosoknak)",
		"goal cards: 2 dealt, or 4 dealt and 2 kept (expert)":                                                                      "célkártyák: 2 osztva, vagy 4 osztva és 2 megtartva (tapasztalt játékosoknak)",
		"gold bazaar row 3 gives 2 gold (BGA) or 3 (C#) plus 2 camels; disputed":                                                   "az arany bazár 3. sora 2 aranyat (BGA) vagy 3-at (C#) ad, plusz 2 tevét; vitatott",
		"silk contract C2 asks for: 1 (BGA) or 2 (C#); disputed":                                                                   "a C2 szerződés selyemigénye: 1 (BGA) vagy 2 (C#); vitatott",
		"occupied Khan's favor costs coins (the implementations say no; the rulebook is silent)":                                   "a foglalt Kán kegye érmébe kerül (a programok szerint nem; a szabály nem szól róla)",
		"the 7 VP for most contracts needs at least one completed":                                                                 "a legtöbb szerződésért járó 7 GyP-hoz legalább egy teljesített szerződés kell",
		"Matteo Polo's white die counts toward compensation":                                                                       "Matteo Polo fehér kockája beszámít a kárpótlásba",
		"city card K30 takes 2 different goods (BGA) or any 2":                                                                     "a K30 városkártya 2 különböző árut kér (BGA), vagy bármely 2-t",
		"Raschid's black dice: rolled, or set like his own":                                                                        "Rashid fekete kockái: dobással, vagy beállítva, mint a sajátjai",
		"city-card spaces at Sumatra: 3 (9 cards in play) or 1 (7); confirm on your board":                                         "városkártya-mezők Sumatrán: 3 (9 kártya a játékban) vagy 1 (7); nézd meg a táblán",
		"the large city of each city-card space on your board, one a line (default: each large city once and Sumatra three times)": "a táblád városkártya-mezőinek nagyvárosai, soronként egy (alapból: minden nagyváros egyszer, Sumatra háromszor)",
		// the deal's checks (a setup record the table corrected, or a damaged one)
		"Marco Polo is for 2–4 players, got %d":                                    "a Marco Polo 2–4 játékosra való, itt %d van",
		"deal: %d city-card spaces, want 1 to %d":                                  "osztás: %d városkártya-mező, 1–%d kell",
		"deal: city card space at %q is not a large city":                          "osztás: a városkártya-mező helye (%q) nem nagyváros",
		"deal: city card %s is unknown or dealt twice":                             "osztás: ismeretlen vagy kétszer kiosztott városkártya: %s",
		"deal: %d starting contracts, %d goal hands, %d piles for %d players":      "osztás: %[4]d játékosra %[1]d kezdő szerződés, %[2]d célkártya-osztás, %[3]d pakli",
		"deal: contract %s is unknown or dealt twice":                              "osztás: ismeretlen vagy kétszer kiosztott szerződés: %s",
		"deal: %s is not a starting contract":                                      "osztás: a(z) %s nem kezdő szerződés",
		"deal: %d goal cards in a hand, want %d":                                   "osztás: egy játékosnak %d célkártya jutott, %d kell",
		"deal: goal card %s is unknown or dealt twice":                             "osztás: ismeretlen vagy kétszer kiosztott célkártya: %s",
		"deal: %d characters revealed for the draft, want %d":                      "osztás: %d karakter felfordítva a választáshoz, %d kell",
		"deal: %d characters for %d players":                                       "osztás: %d karakter %d játékosra",
		"deal: character %s is unknown or dealt twice":                             "osztás: ismeretlen vagy kétszer kiosztott karakter: %s",
		"deal: %d tiles (%v) for %d cities":                                        "osztás: %d lapka (%v) %d városra",
		"deal: %v on %q: not one of the cities, or twice":                          "osztás: %v itt: %q — nem a megfelelő városok egyike, vagy kétszer",
		"deal: %v %s is unknown or dealt twice":                                    "osztás: ismeretlen vagy kétszer kiosztott %v: %s",
		"small-city tile":                                                          "városbónusz-lapka",
		"card_spaces: %v":                                                          "card_spaces: %v",
		"card_spaces: %s is not a large city; city cards lie only on large cities": "card_spaces: %s nem nagyváros; városkártya csak nagyvárosban lehet",
		"card_spaces: %d spaces listed, want 1 to %d":                              "card_spaces: %d mező szerepel, 1–%d kell",

		// setup's choices refused (expert variants), the final facts
		"characters are drafted at setup only":           "karaktert csak az előkészületek alatt lehet választani",
		"%s picks a character now, not %s":               "most %s választ karaktert, nem %s",
		"%s is not on offer (%v)":                        "%s nem választható (%v)",
		"goal cards are chosen at setup only":            "célkártyát csak az előkészületek alatt lehet megtartani",
		"no such player":                                 "nincs ilyen játékos",
		"%s has already kept their goal cards":           "%s már megtartotta a célkártyáit",
		"%s keeps 2 different cards of the 4 dealt (%s)": "%s csak 2 különböző kártyát tarthat meg a 4 kiosztottból (%s)",
		"the final facts come after round 5: %s":         "a végső adatok az 5. forduló után jönnek: %s",
		"%s: VP on the score track: %v":                  "%s: győzelmi pont a pontozósávon: %v",
		"final scoring: %w":                              "végső pontozás: %v",
		"final scoring":                                  "végső pontozás",

		// the final score table
		"Score track":    "Pontozósáv",
		"Goal cards":     "Célkártyák",
		"Goal cities":    "Célvárosok",
		"Most contracts": "Legtöbb szerződés",
		"Goods left":     "Megmaradt áru", // the seed: "minden megmaradt 2 áruja 1 győzelmi pontot ér"
		"most_contracts_needs_one: nobody completed a contract, so nobody scored the %d VP most-contracts bonus (default: everyone tied at 0 scores it)": "most_contracts_needs_one: senki sem teljesített szerződést, így a legtöbb szerződésért járó %d GyP-t senki sem kapta meg (alapból 0-val mindenki holtversenyben megkapja)",

		// the scorer's questions (talon score marco-polo)
		"VP on the score track (the space, plus the 50/100 card, plus 50 a further lap)": "Győzelmi pont a pontozósávon (a mező + az 50/100 pontkártya + 50 minden további körért)",
		"Pepper":                               "Bors",
		"Silk":                                 "Selyem",
		"Gold":                                 "Arany",
		"Completed contracts (in your drawer)": "Teljesített szerződések (a fiókodban)",
		"Your Beijing space by arrival, 1 = first (10 VP); empty if none":             "Pekingi meződ érkezési sorrendben, 1 = első (10 GyP); üres, ha nincs",
		"Cities with your trading posts (e.g. Alexandria, Kashgar)":                   "Városok, ahol kereskedő állomásod van (pl. Alexandria, Kashgar)",
		"Your 2 goal cards (e.g. Moscow-Kashgar, Karachi-Anxi)":                       "A 2 célkártyád (pl. Moscow-Kashgar, Karachi-Anxi)",
		"House rule: no most-contracts bonus when nobody completed one? (default no)": "Házi szabály: ne járjon a legtöbb szerződés bónusza, ha senki sem teljesített szerződést? (alapból nem)",

		// the reasons of the scorer's bounds
		"INFERRED: no game comes near 500":                       "KÖVETKEZTETÉS: egy játék sem jut 500 közelébe",
		"INFERRED: no game comes near 1,000":                     "KÖVETKEZTETÉS: egy játék sem jut 1\u00a0000 közelébe",
		"the game has 44 contracts":                              "a játékban 44 szerződés van",
		"Beijing has 4 spaces":                                   "Pekingben 4 mező van",
		"9 trading posts per colour, 11 with Wilhelm von Rubruk": "színenként 9 kereskedő állomás, Wilhelm von Rubrukkal 11",

		// the scorer's problems
		"city":                         "város",
		"trading posts: %v":            "kereskedő állomások: %v",
		"%s never holds trading posts": "%s-ba soha nem kerülhet kereskedő állomás",
		"%s listed twice: a player has at most one post per city": "%s kétszer szerepel: egy városban legfeljebb egy állomásod lehet",
		"post in %s listed, but beijing_arrival is empty":         "állomás %s-ban, de a beijing_arrival üres",
		"each player holds exactly %d goal cards, got %d":         "mindenkinek pontosan %d célkártyája van, itt %d szerepel",
		"card %d: %w":                             "%d. kártya: %v",
		"card %d: %v listed twice":                "%d. kártya: %v kétszer szerepel",
		"a goal card names 2 cities, got %d":      "egy célkártyán 2 város áll, itt %d van",
		"%s + %s is not a goal card%v":            "%s + %s nem célkártya%v",
		" (%s pairs with %s)":                     " (%s párja: %s)",
		"goal card %s + %s":                       "a(z) %s + %s célkártya",
		"%v is already held by %s":                "%v már %s kezében van",
		"Beijing space %s is already taken by %s": "Peking %s. mezőjét már %s elfoglalta",
		"arrived %s in Beijing, but nobody arrived %s (spaces fill in order)": "%s érkezőként ért Pekingbe, de %s érkező nincs (a mezők sorban telnek meg)",
		"%sst": "%s.",
		"%snd": "%s.",
		"%srd": "%s.",
		"%sth": "%s.",
		"players completed %d contracts in all, but the game has only %d": "a játékosok összesen %d szerződést teljesítettek, de a játékban csak %d van",
	})
}

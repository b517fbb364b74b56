package neptun

import "github.com/talon-games/talon/companion/i18n"

// Hungarian comments of the data file template (data_template.go), in the rulebook's
// words (part menti és távolsági útvonal, távolság jelző, pont lapka, bónusz lapka,
// szélerősség előrejelző). The entries, keys and values stay as the parser reads them.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		templateIntro: `Neptun: az asztal adatfájlja. Töltsd ki, amit a saját dobozotok mutat, és
hagyd UNKNOWN-on, amit nem tudsz; a részben kitöltött fájl is jó. Minden kitöltött rész
feloldja, ami rá épül (lásd ` + "`%s`" + `):
  distance_tokens -> a talon rakja ki a jelzőket; a routes résszel -> hajózási távolságok
  oar_cards       -> a megadott evező kártyákat a dobozhoz méri
  city_cards      -> a szerződés jutalmát kikeresi és ellenőrzi; megszámolja a városok lapjait
  wind_by_forecast -> a következő szélerősséget kiszámolja, nem az asztal erősíti meg
  point_tiles, bonus_tiles -> a pontozáshoz nem kell lapkaértéket beírni
A szabály rögzíti, itt nem állítható: 3-5 játékos, fejenként 5 arany, 55 érme,
a szélerősség 5-ről indul, áruk: szőlő, olajbogyó, méz, gabona, só.
A házi szabályok a ` + "`%s`" + ` beállításai.
Jelölések: SEED = a szabálykönyv, SOURCE = egy ismertető,
INFERRED = a talon következtetése.`,
		"forecast sum -> wind, e.g. {-2: 3, -1: 4, 0: 5, +1: 6, +2: 7}; while UNKNOWN talon proposes\n5 + sum and the table confirms or corrects each new wind.": "előrejelzés összege -> szélerősség, pl. {-2: 3, -1: 4, 0: 5, +1: 6, +2: 7}; amíg UNKNOWN, a talon\n5 + összeget javasol, és az asztal minden új szélerősséget megerősít vagy javít.",
		"the 5 regional temples; the gold temple is always there": "az 5 régió temploma; az arany templom mindig megvan",
		"SEED name": "SEED: név",
		"SEED colour (Alexandria); rename to the region's name": "SEED: szín (Alexandria); írd át a régió nevére",
		"add every harbour of your board":                       "vedd fel a táblátok minden kikötőjét",
		"SEED":                                                  "SEED",
		"SEED example":                                          "SEED: példa",
		"SEED (yellow temple)":                                  "SEED (sárga templom)",
		"SOURCE S9":                                             "SOURCE S9",
		"15 coastal slots K01..K15, 4 long-distance slots L01..L04 (SEED counts)":                             "15 part menti hely K01..K15, 4 távolsági hely L01..L04 (SEED darabszámok)",
		"15 values, each 3..8 (SEED), e.g. [3, 3, 4, ...]":                                                    "15 érték, mind 3..8 (SEED), pl. [3, 3, 4, ...]",
		"4 values, each 11..13 (SEED)":                                                                        "4 érték, mind 11..13 (SEED)",
		"30 cards (SEED); a reward is {gold: N} or {temple: N}":                                               "30 kártya (SEED); a jutalom {gold: N} vagy {temple: N}",
		"with the city of all 30 cards filled in (rewards may stay UNKNOWN), talon counts each city's copies": "ha mind a 30 kártya városa ki van töltve (a jutalmak maradhatnak UNKNOWN), a talon városonként megszámolja a lapokat",
		"e.g. {grape: 6, olive: 6, honey: 6, grain: 6, salt: 6}; 30 in all (SEED);\nwhile UNKNOWN talon counts 6 of each (INFERRED: 30 cards, 5 goods)": "pl. {grape: 6, olive: 6, honey: 6, grain: 6, salt: 6}; összesen 30 (SEED);\namíg UNKNOWN, a talon mindegyikből 6-ot számol (INFERRED: 30 kártya, 5 áru)",
		"50 cards (SEED), one a line:  - {wind: +1, oar: 4}":                 "50 kártya (SEED), soronként egy:  - {wind: +1, oar: 4}",
		"each player's 2 starting cards: - {wind: 0, oar: 3}":                "minden játékos 2 kezdő kártyája: - {wind: 0, oar: 3}",
		"best first; A = round 1 (1 tile), B = round 2 (2), C = round 3 (3)": "a legjobb elöl; A = 1. kör (1 lapka), B = 2. kör (2), C = 3. kör (3)",
		"15 values (SEED)": "15 érték (SEED)",
	})
}

package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian texts of `talon neptun` (the data file and the scored rounds).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"Neptun tools: the data file the table fills from its own box":                                 "Neptun-eszközök: az adatfájl, amit az asztal a saját dobozából tölt ki",
		"The table's data file: write the template, check and keep a filled one, show what it unlocks": "Az asztal adatfájlja: sablon írása, kitöltött fájl ellenőrzése és megőrzése, mit tesz lehetővé",
		neptunDataExample: `  talon neptun data template > box.yaml   # töltsd ki, amit a dobozod mutat
  talon neptun data import box.yaml       # ellenőrzi (minden hibát), megőrzi
  talon neptun data show                  # mit tesz lehetővé a megőrzött fájl
  talon new neptun --players Ann,Ben,Cid --data box=box.yaml`,
		"Print the data file with every value nobody knows yet left UNKNOWN":                                   "Az adatfájl kiírása, minden még ismeretlen érték UNKNOWN",
		"Check a filled data file (counts and value ranges from the rulebook) and keep it beside the database": "Kitöltött adatfájl ellenőrzése (darabszámok és értékhatárok a szabálykönyvből) és megőrzése az adatbázis mellett",
		"print what the file unlocks as JSON":                                                                  "kiírás JSON-ként: mit tesz lehetővé a fájl",
		"keeping the data file: %v":                                                                            "az adatfájl megőrzése: %v",
		"Kept as %s. Start a game with it:\n  talon new neptun --players … --data box=%s\n":                    "Megőrizve: %s. Játék indítása vele:\n  talon new neptun --players … --data box=%s\n",
		"Show what the kept data file (or FILE) fills in and what that unlocks":                                "Mit tölt ki a megőrzött adatfájl (vagy a FÁJL), és mit tesz lehetővé",
		"print as JSON": "kiírás JSON-ként",
		"no data file kept yet: write one with `talon neptun data template`, then `talon neptun data import FILE`": "még nincs megőrzött adatfájl: írj egyet a `talon neptun data template` paranccsal, aztán `talon neptun data import FÁJL`",
		"Neptun data file": "Neptun-adatfájl",
		"Part":             "Rész",
		"Filled":           "Kitöltve",
		"Unlocks":          "Mit tesz lehetővé",
		"(not yet) %s":     "(még nem) %s",
		"Show the temple rounds a Neptun session has scored (kept with it as they are scored)": "Egy Neptun-játszma pontozott templom körei (a pontozáskor a játszmával együtt megőrizve)",
		"print the rounds as JSON":                 "a körök kiírása JSON-ként",
		"session %s is %s, not Neptun":             "a(z) %s. játszma %s, nem Neptun",
		"Session %s has not scored a round yet.\n": "A(z) %s. játszmában még nincs pontozott kör.\n",
		"%d round(s) kept with session %s.\n":      "%d kör megőrizve a(z) %s. játszmával.\n",
	})
	i18n.AddPlural(i18n.English, "%d round(s) kept with session %s.\n", 1, "one", "%d round kept with session %s.\n", "other", "%d rounds kept with session %s.\n")
}

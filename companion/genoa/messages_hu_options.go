package genoa

import "github.com/talon-games/talon/companion/i18n"

// The options and data files of `talon new genoa`, as `talon games` lists them.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"keep every player's ducats, commodities, tiles and cards (the table records every payment)":                                                        "a talon vezeti minden játékos dukátjait, árucikkeit, lapkáit és lapjait (minden fizetést beírtok)",
		"the first player (fixed for the game): a player's name, or draw":                                                                                   "a kezdő játékos (az egész játékra): egy játékos neve, vagy sorsolás",
		"the captured board (talon genoa board template|capture|export); without it adjacency is not checked":                                               "a felvett tábla (talon genoa board template|capture|export); nélküle a talon nem ellenőrzi a szomszédságot",
		"the table's names for buildings, goods, tiles and cards (talon genoa names template|import): German and some Hungarian names are UNKNOWN to talon": "az asztal nevei az épületekre, árukra, lapkákra és lapokra (talon genoa names template|import): a német és néhány magyar nevet a talon nem ismeri",
	})
}

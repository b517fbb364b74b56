package history

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for what SQLite's integrity check found (check_explain.go).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"index %s is out of step with its table (the rows themselves may be intact)": "egy index nincs összhangban a táblájával: %s (a sorok maguk valószínűleg épek)",
		"rows of table %s break the table's rules":                                   "egy tábla sorai sértik a tábla szabályait: %s",
		"damaged pages of the file: %s":                                              "a fájl sérült lapjai: %s",
		"the file's list of its own pages is damaged":                                "sérült a fájl saját lapjainak nyilvántartása",
		"SQLite cannot read the file's structure":                                    "az SQLite nem tudja olvasni a fájl szerkezetét",
		"a problem SQLite names in its own words":                                    "az SQLite saját szavaival leírt hiba",
		"SQLite's check failed without saying why":                                   "az SQLite ellenőrzése ok megnevezése nélkül hiúsult meg",
		// What a --db that is not an ordinary file is (locate.go).
		"not a file":      "nem fájl",
		"a folder":        "mappa",
		"a named pipe":    "nevesített cső",
		"a socket":        "socket",
		"a device":        "eszköz",
		"%v (SQLite: %q)": "%v (SQLite: %q)",
		"%v (SQLite found %d problems, the first: %q)": "%v (az SQLite %d hibát talált, az első: %q)",
	})
}

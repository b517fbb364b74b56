package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for the root command, help, exit codes and cobra's own words.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"A companion for board games played at a real table": "Segítőtárs valódi asztalnál játszott társasjátékokhoz",
		rootLong: `A talon a valódi asztalnál játszott társasjáték segítője: dob, kever, megmondja,
szabályos-e egy lépés, kiszámolja a végeredményt, és megőrzi a játszmákat.`,
		"At the table:": "Az asztalnál:",
		"Afterwards:":   "Utána:",
		"Tools:":        "Eszközök:",
		"Also:":         "Még:",
		`A first game: talon new catan --players "Ann,Ben,Cid", then talon play.`: `Első játék: talon new catan --players "Ann,Ben,Cid", aztán talon play.`,
		rootMore: `talon help commands: az összes parancs; talon PARANCS --help: egy parancsé;
talon help exit-codes: mit jelentenek a kilépési kódok.`,
		"Every command on a line, with what it does":                      "Minden parancs egy sorban, azzal, amit csinál",
		"talon COMMAND --help: all of one command's help.":                "talon PARANCS --help: egy parancs teljes súgója.",
		"history file (default $TALON_DB, else the XDG data dir)":         "előzményfájl ($TALON_DB, különben az XDG adatmappa)",
		"hu, en or de (default $TALON_LANG, else the locale)":             "hu, en vagy de ($TALON_LANG vagy a rendszer nyelve)",
		"never colour the output (NO_COLOR is respected too)":             "sosem színez (a NO_COLOR változót is követi)",
		"What talon's exit statuses mean":                                 "Mit jelentenek a talon kilépési kódjai",
		"talon: internal error: %v (please report it)\n":                  "talon: belső hiba: %v (kérjük, jelezd nekünk)\n",
		"%s takes %d argument(s), got %d (see `talon %s --help`)":         "%[1]s: %[2]d argumentumot vár, %[3]d érkezett (lásd `talon %[4]s --help`)",
		"%s takes at most %d argument(s), got %d (see `talon %s --help`)": "%[1]s: legfeljebb %[2]d argumentumot vár, %[3]d érkezett (lásd `talon %[4]s --help`)",
		"unknown command %q for %q (see talon --help)":                    "ismeretlen parancs: %[1]q (itt: %[2]q; lásd talon --help)",
		"unknown command %q for %q (see %s --help)":                       "ismeretlen parancs: %[1]q (itt: %[2]q; lásd %[3]s --help)",
		"unknown flag: %s":                                        "ismeretlen kapcsoló: %s",
		"unknown shorthand flag: '%s' in %s":                      "ismeretlen rövid kapcsoló: '%s' itt: %s",
		"flag needs an argument: %s":                              "a kapcsolónak érték kell: %s",
		"invalid argument %q for %q flag: %s":                     "%[2]q kapcsoló: érvénytelen érték (%[1]q): %[3]s",
		"%s (default %s)":                                         "%s (alapból %s)",
		"print talon's version":                                   "kiírja a talon verzióját",
		"help for %s":                                             "súgó: %s",
		"Help about any command":                                  "Súgó bármely parancshoz",
		"Help gives the help of any command: talon help COMMAND.": "Bármely parancs súgóját mutatja: talon help PARANCS.",
		"[command]":                                               "[parancs]",
		"Usage:":                                                  "Használat:",
		"Aliases:":                                                "Más nevei:",
		"Examples:":                                               "Példák:",
		"Available Commands:":                                     "Parancsok:",
		"Additional Commands:":                                    "További parancsok:",
		"Flags:":                                                  "Kapcsolók:",
		"Global Flags:":                                           "Közös kapcsolók:",
		"Additional help topics:":                                 "További súgótémák:",
		`Use "%s" for more information about a command.`: `Egy parancsról bővebben: "%s".`,
		exitCodesHelp: `A talon kilépési kódjai:

  0  siker
  1  futási hiba: az adatbázis nem nyitható meg vagy nem írható, vagy sérült
     (a talon sérült fájlba sosem ír; lásd talon history check), a lemez
     meghibásodik vagy megtelik, miközben a talon fájlt olvas vagy ír; olyan
     előzmény-import, amely ütköző játszmákat hagyott (a többit beolvasta; az
     ütközés sora megmondja, hogyan dönthető el)
  2  hibás használat vagy bemenet: ismeretlen parancs vagy kapcsoló, hibás
     kockajelölés, érvénytelen pontozási adat, a talon számára érthetetlen
     lépés, nem létező játszma, vezérlő- vagy láthatatlan karaktert tartalmazó
     név, nem közönséges fájlra mutató --db vagy (csak olvasó parancsnál) nem
     létező --db, általad megadott fájl (--input, import, adat, export, --svg),
     amely nem létezik, mappa, vagy nincs jogod olvasni vagy írni, hibás JSON,
     visszavonás, amikor nincs mit visszavonni
  3  a játék szabályai nem engedik a lépést (semmi sem került mentésre; az
     üzenet megnevezi a szabályt)

A hibák egy sorban jelennek meg a szabványos hibakimeneten.`,
	})
}

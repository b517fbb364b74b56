package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for the help screens' placeholders: the words standing for what a flag or
// a command takes (help_placeholders.go), in capitals as the usage lines write them.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"TIME":        "IDŐPONT",
		"URL":         "URL",
		"N":           "N",
		"VALUES":      "ÉRTÉKEK",
		"DURATION":    "IDŐTARTAM",
		"FORMAT":      "FORMÁTUM",
		"LANG":        "NYELV",
		"PLACE":       "HELY",
		"NAME":        "NÉV",
		"NAMES":       "NEVEK",
		"NAME=NAME":   "NÉV=NÉV",
		"NAME=POINTS": "NÉV=PONT",
		"CODE":        "KÓD",
		"DAY":         "NAP",
		"STATUS":      "ÁLLAPOT",
		"VALUE":       "ÉRTÉK",

		"[ID] ACTION [ARGS...]": "[SZÁM] LÉPÉS [ARGUMENTUMOK...]",
		"FROM TO":               "HONNAN HOVÁ",
		"PLAYER [ID]":           "JÁTÉKOS [SZÁM]",
		"[FILE]":                "[FÁJL]",
		"[KIND]":                "[FAJTA]",
		"[URL]":                 "[URL]",
		"[VIEW]":                "[NÉZET]",
		"NAME INTO":             "NÉV MARADÓ",

		// examples: Hungarian comments and the names a Hungarian table types
		catanBoardExample: `  talon catan board              # változtatható felépítés, kiegyensúlyozva
  talon catan board --option layout=beginner
  talon catan board --option no_equal_numbers_adjacent=on \
      --option max_pips=11 --svg tabla.svg
  talon catan board 3            # a 3. játszma játékfelülete a bábukkal`,
		editExample: `  talon history edit 12 --location Klub --duration 95m
  talon history edit 12 --at "2026-11-20 19:30"
  talon history edit 12 --score "Ann=42" --reason "kimaradt egy város"
  talon history edit 12 --input javitott.json --reason "rosszul számoltuk az árukat"`,
		marcoPoloRouteExample: `  talon marco-polo route Samarkand Lan-Zhou --steps 3
  talon marco-polo route Velence Peking --carpini`,
	})
}

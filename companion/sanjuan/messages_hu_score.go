package sanjuan

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for the San Juan scorer's checks (talon score san-juan).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"the deck has 110 cards":                                                                      "a pakliban 110 lap van",
		"one good per production building, at most 12 buildings":                                      "termelőépületenként egy áru, legfeljebb 12 épület",
		`0 as in the rulebook's examples, or 1 as the card list's "6/1"`:                              `0 a szabály példái szerint, vagy 1 a lapjegyzék "6/1" jelölése szerint`,
		"%d cards counted (buildings, chapel cards, hand cards and goods) but the deck holds only %d": "%d lap összesen (épületek, kápolna alatti, kézben lévő lapok és áruk), de a pakliban csak %d van",
		"%d goods but only %d production buildings, each holding at most one":                         "%d áru, de csak %d termelőépület, mindegyiken legfeljebb egy",
		"none listed, but every player starts with an Indigo Plant":                                   "egy sincs felsorolva, pedig mindenki egy Indigófeldolgozóval kezd",
		"%d listed, but nobody can have more than %d (the game ends at the %dth)":                     "%d felsorolva, de senkinek sem lehet %d-nél több (a %d. épülettel véget ér a játék)",
		"%s listed more than once, but a player may own only one of each violet building":             "%s többször szerepel, de lila épületből mindből csak egy lehet egy játékosnak",
		"%s built %d times (%s) but the deck holds only %d":                                           "%s %d alkalommal épült meg (%s), de a pakliban csak %d van",
	})
}

package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for the paging of `talon stats players` and `talon stats ratings`
// (stats_page.go): a rating is an "értékszám".
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"players (ratings view: rows) per page (0: all, or as many as fit the terminal)": "játékosok oldalanként (az értékszámoknál sorok; 0: mind, vagy amennyi a terminálra fér)",
		"skip this many players (ratings view: rows)":                                    "ennyi játékost átugrik (az értékszámoknál sort)",
		"show this page (1 is the first --limit players or ratings)":                     "ezt az oldalt mutatja (1: az első --limit játékos vagy értékszám)",
		"--limit, --offset and --page page the table; --json lists every row":            "a --limit, az --offset és a --page a táblázatot lapozza; a --json minden sort kiír",
		"--limit, --offset and --page page the players and ratings views":                "a --limit, az --offset és a --page a players és a ratings nézetet lapozza",
		"--page counts from 1 (the first players or ratings)":                            "a --page 1-től számol (az első játékosok vagy értékszámok)",
		morePlayersByPage:    "%s. játékos; van még több is: a következő oldalt a --page %s mutatja\n",
		morePlayersByOffset:  "%s. játékos; van még több is: a következőket az --offset %s mutatja\n",
		moreRatingsByPage:    "%s. értékszám; van még több is: a következő oldalt a --page %s mutatja\n",
		moreRatingsByOffset:  "%s. értékszám; van még több is: a következőket az --offset %s mutatja\n",
		playersPageEmpty:     "Nincs %s. oldal: az utolsó a(z) %s. (%d játékos, oldalanként %d).\n",
		playersOffsetPastEnd: "Az --offset %s minden játékost átugrik: összesen %d játékos van.\n",
		ratingsPageEmpty:     "Nincs %s. oldal: az utolsó a(z) %s. (%d értékszám, oldalanként %d).\n",
		ratingsOffsetPastEnd: "Az --offset %s minden értékszámot átugrik: összesen %d értékszám van.\n",
	})
	i18n.AddPlural(i18n.English, playersPageEmpty, 3,
		"one", "Page %s is empty: the last is page %s (%d player, %d a page).\n", "other", playersPageEmpty)
	i18n.AddPlural(i18n.English, playersOffsetPastEnd, 2,
		"one", "--offset %s skips every player: %d player in all.\n", "other", playersOffsetPastEnd)
	i18n.AddPlural(i18n.English, ratingsPageEmpty, 3,
		"one", "Page %s is empty: the last is page %s (%d rating, %d a page).\n", "other", ratingsPageEmpty)
	i18n.AddPlural(i18n.English, ratingsOffsetPastEnd, 2,
		"one", "--offset %s skips every rating: %d rating in all.\n", "other", ratingsOffsetPastEnd)
}

package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for `talon sessions`'s description, its paging flags and the lines under a
// page (a session is a "játszma").
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		sessionsLong: `A sessions a játszmákat listázza, a legújabb elöl, 20-at egy oldalon (kevesebbet,
ha a terminál ennél alacsonyabb): a --page 2 a következő oldalt mutatja, az
--offset akárhányat átugrik, a --limit az oldal mérete (0: minden játszma). Ha
nem az utolsó oldal, az alján ott áll, hogyan látszik a következő. A hosszú lista
olvasás közben íródik ki, 1000 sor egy táblázatba, mindegyik a fejlécével; a
--json egyetlen tömböt ír ki (20 játszmát, ha a --limit mást nem mond).`,
		"sessions per page (0: all)":                        "játszmák oldalanként (0: mind)",
		"skip this many of the newest sessions":             "ennyi legújabb játszmát átugrik",
		"show this page (1 is the newest --limit sessions)": "ezt az oldalt mutatja (1: a legújabb --limit játszma)",
		"--page counts from 1 (the newest sessions)":        "a --page 1-től számol (a legújabb játszmák)",
		moreSessionsByPage:                                  "%s. játszma; van még több is: a következő oldalt a --page %s mutatja\n",
		moreSessionsByOffset:                                "%s. játszma; van még több is: a következőket az --offset %s mutatja\n",
		sessionsPageEmpty:                                   "Nincs %s. oldal: az utolsó a(z) %s. (%d játszma, oldalanként %d).\n",
		sessionsOffsetPastEnd:                               "Az --offset %s minden játszmát átugrik: összesen %d játszma van.\n",
	})
	i18n.AddPlural(i18n.English, sessionsPageEmpty, 3,
		"one", "Page %s is empty: the last is page %s (%d session, %d a page).\n", "other", sessionsPageEmpty)
	i18n.AddPlural(i18n.English, sessionsOffsetPastEnd, 2,
		"one", "--offset %s skips every session: %d session in all.\n", "other", sessionsOffsetPastEnd)
}

package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for `talon sessions --help`'s description (a session is a "játszma").
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		sessionsLong: "A játszmák listája, a legújabb elöl: az utolsó 50, vagy annyi, amennyit a --limit\n" +
			"mond (0: mind). A sorok olvasás közben íródnak ki, 1000 egy táblázatba: a hosszabb\n" +
			"lista több táblázat, mindegyik a fejlécével. A --json egyetlen tömböt ír ki.",
	})
}

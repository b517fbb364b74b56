package genoa

import "github.com/talon-games/talon/companion/i18n"

// The one correction choice (fixChoices), and what a building's action gave.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"what": "mit", // as in Marco Polo
		"correct what talon counts: markers, decks, rounds left (ledger: ducats, commodities, tiles, cards)": "javítás: amit a talon számol: jelzők, paklik, fordulók (könyveléssel: dukát, árucikk, lapka, kártya)",

		// what a building's action gave (F29: it said nothing)
		"%s draws %d %s cards": "%s húz %d %s lapot",
		"%s takes %d ownership markers from the supply into their hand": "%s %d tulajdon jelzőt vesz a kezébe a készletből",
		"%s takes a %s tile":       "%s kap egy %s lapkát",
		"%s takes commodities: %s": "%s árucikket kap: %s",
	})
	i18n.AddPlural(i18n.English, "%s draws %d %s cards", 2, "one", "%s draws %d %s card", "other", "%s draws %d %s cards")
	i18n.AddPlural(i18n.English, "%s takes %d ownership markers from the supply into their hand", 2,
		"one", "%s takes %d ownership marker from the supply into their hand", "other", "%s takes %d ownership markers from the supply into their hand")
}

package genoa

import "github.com/talon-games/talon/companion/i18n"

// The one correction choice (fixChoices).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"what": "mit", // as in Marco Polo
		"correct what talon counts: markers, decks, rounds left (ledger: ducats, commodities, tiles, cards)": "javítás: amit a talon számol: jelzők, paklik, fordulók (könyveléssel: dukát, árucikk, lapka, kártya)",
	})
}

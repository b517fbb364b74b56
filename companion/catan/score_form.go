package catan

import (
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// Form asks each player for their pieces on the board, then the award cards in front of
// them, then the victory point cards they reveal; then whose turn ended the game.
// The prompts are catalog keys (messages_hu.go): the form asks in the table's language,
// with the Hungarian rulebook's names.
func Form() scoring.Form {
	count := func(key, text string) scoring.Field {
		return scoring.Field{Key: key, Prompt: text, Kind: scoring.Int, Bound: countBound(key)}
	}
	return scoring.Form{
		Game: "base Catan", MinPlayers: minPlayers, MaxPlayers: maxPlayers,
		PerPlayer: []scoring.Field{
			count("settlements", i18n.Key("Settlements on the board (not cities)")),
			count("cities", i18n.Key("Cities on the board")),
			{Key: "longest_road", Prompt: i18n.Key("Holds the Longest Road card?"), Kind: scoring.Bool},
			{Key: "largest_army", Prompt: i18n.Key("Holds the Largest Army card?"), Kind: scoring.Bool},
			count("vp_cards", i18n.Key("Victory point cards (reveal them)")),
		},
		GameWide: []scoring.Field{
			{Key: "ended_on_turn_of", Prompt: i18n.Key("On whose turn did the game end? (empty: the only player with 10+ points)"), Kind: scoring.Text, Optional: true, Players: true},
		},
	}
}

// countBounds are the per-player limits, checked as typed (Form) and on the whole input
// (validate).
var countBounds = []struct {
	key   string
	bound scoring.Bound
}{
	{"settlements", scoring.Bound{Max: maxSettlements, Why: "a player has at most 5 settlements"}},
	{"cities", scoring.Bound{Max: maxCities, Why: "a player has at most 4 cities"}},
	{"vp_cards", scoring.Bound{Max: vpCardsInDeck, Why: "a player has at most 5 victory point cards (the deck has 5)"}},
}

func countBound(key string) scoring.Bound {
	for _, c := range countBounds {
		if c.key == key {
			return c.bound
		}
	}
	panic("catan: no count field " + key)
}

package catan

import "github.com/talon-games/talon/scoring"

// Form asks each player for their pieces on the board, then the award cards in front of
// them, then the victory point cards they reveal; then whose turn ended the game.
func Form() scoring.Form {
	count := func(key, text string) scoring.Field {
		return scoring.Field{Key: key, Prompt: prompt(key, text), Kind: scoring.Int, Bound: countBound(key)}
	}
	return scoring.Form{
		Game: "base Catan", MinPlayers: minPlayers, MaxPlayers: maxPlayers,
		PerPlayer: []scoring.Field{
			count("settlements", "Settlements on the board (not cities)"),
			count("cities", "Cities on the board"),
			{Key: "longest_road", Prompt: prompt("longest_road", "Holds the Longest Road card?"), Kind: scoring.Bool},
			{Key: "largest_army", Prompt: prompt("largest_army", "Holds the Largest Army card?"), Kind: scoring.Bool},
			count("vp_cards", "Victory point cards (reveal them)"),
		},
		GameWide: []scoring.Field{
			{Key: "ended_on_turn_of", Prompt: "On whose turn did the game end? (empty: the only player with 10+ points)", Kind: scoring.Text, Optional: true},
		},
	}
}

// prompt adds the seed rulebook's Hungarian name, for tables playing from that rulebook.
func prompt(key, text string) string {
	for _, c := range categories {
		if c.Key == key {
			return text + " [" + c.Hungarian + "]"
		}
	}
	return text
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

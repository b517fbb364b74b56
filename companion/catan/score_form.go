package catan

import (
	"errors"
	"fmt"

	"github.com/talon-games/talon/scoring"
)

// Form asks each player for their pieces on the board, then the award cards in front of
// them, then the victory point cards they reveal; then whose turn ended the game.
// Player names are not asked here: the prompt knows the seats before it asks.
func Form() scoring.Form {
	return scoring.Form{
		PerPlayer: []scoring.Field{
			{Key: "settlements", Prompt: prompt("settlements", "Settlements on the board (not cities)"), Kind: scoring.Int, Check: countCheck("settlements")},
			{Key: "cities", Prompt: prompt("cities", "Cities on the board"), Kind: scoring.Int, Check: countCheck("cities")},
			{Key: "longest_road", Prompt: prompt("longest_road", "Holds the Longest Road card?"), Kind: scoring.Bool, Check: boolCheck},
			{Key: "largest_army", Prompt: prompt("largest_army", "Holds the Largest Army card?"), Kind: scoring.Bool, Check: boolCheck},
			{Key: "vp_cards", Prompt: prompt("vp_cards", "Victory point cards (reveal them)"), Kind: scoring.Int, Check: countCheck("vp_cards")},
		},
		GameWide: []scoring.Field{
			{Key: "ended_on_turn_of", Prompt: "On whose turn did the game end? (empty: the only player with 10+ points)", Kind: scoring.Text, Optional: true, Check: textCheck},
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

// countField is a per-player count with its limit.
type countField struct {
	key  string
	max  int
	what string // completes "a player has at most 5 ..."
}

// countFields are checked as typed (Form) and again on the whole input (validate).
var countFields = []countField{
	{"settlements", maxSettlements, "settlements"},
	{"cities", maxCities, "cities"},
	{"vp_cards", vpCardsInDeck, "victory point cards (the deck has 5)"},
}

func countFieldFor(key string) countField {
	for _, f := range countFields {
		if f.key == key {
			return f
		}
	}
	panic("catan: no count field " + key)
}

// check accepts a whole number from 0 to the limit.
func (f countField) check(n int) error {
	switch {
	case n < 0:
		return fmt.Errorf("%d is negative", n)
	case n > f.max:
		return fmt.Errorf("%d, but a player has at most %d %s", n, f.max, f.what)
	}
	return nil
}

// countCheck is the Form check of a count field.
func countCheck(key string) func(any) error {
	f := countFieldFor(key)
	return func(v any) error {
		n, err := wholeNumber(v)
		if err != nil {
			return err
		}
		return f.check(n)
	}
}

// wholeNumber accepts the numeric types a prompt may hand over.
func wholeNumber(v any) (int, error) {
	if n, ok := scoring.WholeNumber(v); ok {
		return n, nil
	}
	return 0, fmt.Errorf("%v is not a whole number", v)
}

func boolCheck(v any) error {
	if _, ok := v.(bool); !ok {
		return fmt.Errorf("%v: answer yes or no", v)
	}
	return nil
}

func textCheck(v any) error {
	if _, ok := v.(string); !ok {
		return errors.New("must be a player's name")
	}
	return nil
}

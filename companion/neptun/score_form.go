package neptun

import (
	"errors"
	"fmt"

	"github.com/talon-games/talon/scoring"
)

func finalForm() scoring.Form {
	return scoring.Form{PerPlayer: []scoring.Field{
		{Key: "point_tiles", Prompt: "Values on your point tiles (e.g. 3,2,6)", Kind: scoring.IntList, Optional: true,
			Check: checkTiles(maxPointTilesPerPlayer, "one per temple per round")},
		{Key: "bonus_tiles", Prompt: "Values on your bonus tiles", Kind: scoring.IntList, Optional: true,
			Check: checkTiles(maxBonusTilesPerPlayer, "one per round")},
	}}
}

// roundForm asks for the temples the digest knows; boards with other temple names use --input.
func roundForm() scoring.Form {
	var f scoring.Form
	for _, t := range KnownTemples {
		f.PerPlayer = append(f.PerPlayer,
			scoring.Field{Key: "temples." + t.ID + ".space", Prompt: t.Label + ": space of your marker (empty = still on 0)",
				Kind: scoring.Int, Optional: true, Check: checkSpace},
			scoring.Field{Key: "temples." + t.ID + ".stack_height", Prompt: t.Label + ": place in the stack there (1 = bottom, arrived first)",
				Kind: scoring.Int, Optional: true, Check: checkStackHeight},
		)
	}
	f.PerPlayer = append(f.PerPlayer,
		scoring.Field{Key: "gold", Prompt: "Gold held", Kind: scoring.Int, Check: checkGold},
		scoring.Field{Key: "all_contracts", Prompt: "Fulfilled all five contracts this round?", Kind: scoring.Bool},
	)
	for _, t := range append(KnownTemples, GoldTemple) {
		f.GameWide = append(f.GameWide, scoring.Field{Key: "tiles." + t.ID,
			Prompt: t.Label + ": values of this round's tiles, best first", Kind: scoring.IntList, Check: checkRoundTiles})
	}
	f.GameWide = append(f.GameWide, scoring.Field{Key: "player_order",
		Prompt: "Player order this round (names, first player first)", Kind: scoring.List, Check: checkNameList})
	return f
}

func checkTiles(most int, why string) func(any) error {
	return func(value any) error {
		vals, err := asInts(value)
		if err != nil {
			return err
		}
		if len(vals) > most {
			return fmt.Errorf("at most %d tiles (%s), got %d", most, why, len(vals))
		}
		return positive(vals)
	}
}

func checkRoundTiles(value any) error {
	vals, err := asInts(value)
	if err != nil {
		return err
	}
	if len(vals) < 1 || len(vals) > Rounds {
		return fmt.Errorf("a temple holds 1 tile in round 1, 2 in round 2, 3 in round 3, got %d", len(vals))
	}
	return positive(vals)
}

func positive(vals []int) error {
	for _, v := range vals {
		if v < 1 {
			return fmt.Errorf("a tile is worth at least 1 point, got %d", v)
		}
	}
	return nil
}

func checkSpace(value any) error {
	n, err := asInt(value)
	if err == nil && n < 0 {
		err = fmt.Errorf("markers start on 0 and only move up, got %d", n)
	}
	return err
}

func checkStackHeight(value any) error {
	n, err := asInt(value)
	if err == nil && (n < 1 || n > MaxPlayers) {
		err = fmt.Errorf("must be 1 (bottom) to %d, got %d", MaxPlayers, n)
	}
	return err
}

func checkGold(value any) error {
	n, err := asInt(value)
	if err == nil && n < 0 {
		err = fmt.Errorf("cannot be negative, got %d", n)
	}
	return err
}

func checkNameList(value any) error {
	names, err := asStrings(value)
	if err != nil {
		return err
	}
	if len(names) < MinPlayers || len(names) > MaxPlayers {
		return fmt.Errorf("Neptun is for %d-%d players, got %d names", MinPlayers, MaxPlayers, len(names))
	}
	for i, first := range scoring.FirstSameName(names) {
		switch {
		case first < 0:
			return errors.New("a name is empty")
		case first < i:
			return fmt.Errorf("%q is listed twice", names[i])
		}
	}
	return nil
}

// asInt accepts the forms a prompt or a JSON decoder may hand over for a number.
func asInt(value any) (int, error) {
	if n, ok := scoring.WholeNumber(value); ok {
		return n, nil
	}
	return 0, fmt.Errorf("want a whole number, got %v", value)
}

func asInts(value any) ([]int, error) {
	switch v := value.(type) {
	case []int:
		return v, nil
	case []any:
		out := make([]int, len(v))
		for i, x := range v {
			n, err := asInt(x)
			if err != nil {
				return nil, err
			}
			out[i] = n
		}
		return out, nil
	}
	return nil, fmt.Errorf("want a list of whole numbers, got %v", value)
}

func asStrings(value any) ([]string, error) {
	switch v := value.(type) {
	case []string:
		return v, nil
	case []any:
		out := make([]string, len(v))
		for i, x := range v {
			s, ok := x.(string)
			if !ok {
				return nil, fmt.Errorf("want names, got %v", x)
			}
			out[i] = s
		}
		return out, nil
	}
	return nil, fmt.Errorf("want a list of names, got %v", value)
}

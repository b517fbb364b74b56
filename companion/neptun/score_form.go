package neptun

import "github.com/talon-games/talon/scoring"

func finalForm() scoring.Form {
	return scoring.Form{
		Game: "Neptun", MinPlayers: MinPlayers, MaxPlayers: MaxPlayers,
		PerPlayer: []scoring.Field{
			{Key: "point_tiles", Prompt: "Values on your point tiles (e.g. 3,2,6)", Kind: scoring.IntList, Optional: true,
				Bound: tileBound, Items: pointTilesPerPlayer},
			{Key: "bonus_tiles", Prompt: "Values on your bonus tiles", Kind: scoring.IntList, Optional: true,
				Bound: tileBound, Items: bonusTilesPerPlayer},
		},
	}
}

// roundForm asks for the temples the digest knows; boards with other temple names use
// --input. The board comes first (tiles, player order), so each player's answers are
// checked against it as they are typed.
func roundForm() scoring.Form {
	f := scoring.Form{Game: "Neptun", MinPlayers: MinPlayers, MaxPlayers: MaxPlayers}
	for _, t := range append(KnownTemples, GoldTemple) {
		f.Setup = append(f.Setup, scoring.Field{Key: "tiles." + t.ID,
			Prompt: "%s: values of this round's tiles, best first", PromptArgs: []any{t.Name()}, Kind: scoring.IntList,
			Bound: tileBound, Items: tilesPerTemple})
	}
	f.Setup = append(f.Setup, scoring.Field{Key: "player_order",
		Prompt: "Player order this round (names, first player first)", Kind: scoring.List, Items: playersBound, Players: true})
	for _, t := range KnownTemples {
		f.PerPlayer = append(f.PerPlayer,
			scoring.Field{Key: "temples." + t.ID + ".space", Prompt: "%s: space of your marker (empty = still on 0)",
				PromptArgs: []any{t.Name()}, Kind: scoring.Int, Optional: true, Bound: spaceBound},
			scoring.Field{Key: "temples." + t.ID + ".stack_height", Prompt: "%s: place in the stack there (1 = bottom, arrived first; empty on 0 = player order)",
				PromptArgs: []any{t.Name()}, Kind: scoring.Int, Optional: true, Bound: stackBound},
		)
	}
	f.PerPlayer = append(f.PerPlayer,
		scoring.Field{Key: "gold", Prompt: "Gold held", Kind: scoring.Int, Bound: goldBound},
		scoring.Field{Key: "all_contracts", Prompt: "Fulfilled all five contracts this round?", Kind: scoring.Bool},
	)
	f.GameWide = append(f.GameWide, scoring.Field{Key: "zero_scores_win_tiles",
		Prompt: "Can a player on 0 (no progress, no gold) take a tile? (rulebook: yes; empty for yes)", Kind: scoring.Bool, Optional: true})
	return f
}

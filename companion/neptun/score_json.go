package neptun

import "github.com/talon-games/talon/scoring"

// decodeInput reads the final-score JSON with the shared strict reader.
func decodeInput(data []byte) (in Input, ps scoring.Problems, readable bool) {
	in.Players, ps, readable = scoring.DecodeInput(data, func(o *scoring.Object) (p PlayerInput) {
		o.Text("name", &p.Name, scoring.Optional) // a missing name is reported by validation
		o.Ints("point_tiles", &p.PointTiles, scoring.Optional)
		o.Ints("bonus_tiles", &p.BonusTiles, scoring.Optional)
		return p
	}, nil)
	return in, ps, readable
}

// decodeRoundInput reads the round-scoring JSON with the shared strict reader; missing
// tiles or player order are reported by validation.
func decodeRoundInput(data []byte) (in RoundInput, ps scoring.Problems, readable bool) {
	in.Players, ps, readable = scoring.DecodeInput(data, func(o *scoring.Object) (p RoundPlayer) {
		o.Text("name", &p.Name, scoring.Optional)
		o.Int("gold", &p.Gold, scoring.Required)
		o.Bool("all_contracts", &p.AllContracts, scoring.Optional)
		p.Temples = positions(o.Keyed("temples", scoring.Optional))
		return p
	}, func(top *scoring.Object) {
		if tiles := top.Keyed("tiles", scoring.Optional); tiles != nil {
			in.Tiles = map[string][]int{}
			for _, temple := range tiles.Keys() {
				var values []int
				if tiles.Ints(temple, &values, scoring.Required) {
					in.Tiles[temple] = values
				}
			}
		}
		top.Texts("player_order", &in.PlayerOrder, scoring.Optional)
		top.Texts("temples", &in.Temples, scoring.Optional)
		var zeroWins bool
		if top.Bool("zero_scores_win_tiles", &zeroWins, scoring.Optional) {
			in.ZeroScoresWinTiles = &zeroWins
		}
	})
	return in, ps, readable
}

// positions reads {temple: {"space": n, "stack_height": h}}; nil when absent.
func positions(temples *scoring.Object) map[string]TemplePosition {
	if temples == nil {
		return nil
	}
	out := map[string]TemplePosition{}
	for _, temple := range temples.Keys() {
		pos := temples.Object(temple, scoring.Required)
		if pos == nil {
			continue
		}
		var tp TemplePosition
		pos.Int("space", &tp.Space, scoring.Required)
		pos.Int("stack_height", &tp.StackHeight, scoring.Optional)
		pos.Done()
		out[temple] = tp
	}
	return out
}

func scoreJSON(data []byte) (scoring.Result, error) {
	in, ps, readable := decodeInput(data)
	if !readable {
		return scoring.Result{}, ps.Err()
	}
	if len(ps) > 0 {
		ps = append(ps, validateInput(in).Without(ps)...)
		return scoring.Result{}, ps.Err()
	}
	return ScoreInput(in)
}

func scoreRoundJSON(round int, data []byte) (RoundResult, error) {
	in, ps, readable := decodeRoundInput(data)
	if !readable {
		return RoundResult{}, ps.Err()
	}
	if len(ps) > 0 {
		ps = append(ps, validateRound(round, in).problems.Without(ps)...)
		return RoundResult{}, ps.Err()
	}
	return ScoreRound(round, in)
}

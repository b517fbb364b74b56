package neptun

import (
	"slices"
	"strings"
)

// Award is one point tile going to one player.
type Award struct {
	Player string `json:"player"`
	Tile   int    `json:"tile"`
}

// RoundResult is the outcome of one round's scoring phase.
type RoundResult struct {
	Round int `json:"-"`
	// Awards maps a temple id to its tiles' new owners, best tile first. A temple whose
	// tiles nobody qualified for has an empty list.
	Awards map[string][]Award `json:"awards"`
	// Bonus names the players who take a bonus tile, in player order.
	Bonus []string `json:"bonus"`
	// Notes name the settings that differed from the default and changed the awards
	// (the house rule that keeps a tile from a player on 0); absent with the defaults, so
	// the JSON is then exactly {awards, bonus}.
	Notes []string `json:"notes,omitempty"`

	order []string // temple ids in board order
}

// Temples lists the temple ids of Awards in board order, the gold temple last.
func (r RoundResult) Temples() []string {
	if len(r.order) > 0 {
		return slices.Clone(r.order)
	}
	// A result read back from JSON: known regions in board order, then the others by
	// name, then the gold temple.
	var out, rest []string
	for _, id := range defaultTemples().ids() {
		if _, ok := r.Awards[id]; ok && id != GoldTemple.ID {
			out = append(out, id)
		}
	}
	for id := range r.Awards {
		if !slices.Contains(out, id) && id != GoldTemple.ID {
			rest = append(rest, id)
		}
	}
	slices.Sort(rest)
	if _, ok := r.Awards[GoldTemple.ID]; ok {
		rest = append(rest, GoldTemple.ID)
	}
	return append(out, rest...)
}

// standing is one player's claim on one temple's tiles.
type standing struct {
	player string
	score  int // temple space, or gold held
	tie    int // lower wins: stack height, or place in player order
}

// ScoreRound validates one round's scoring facts (every problem at once, as
// *scoring.InputError) and hands out the round's tiles: regional temples by marker
// space, ties to the marker lower in the stack; the gold temple by gold held, ties to
// the player earlier in player order; round r gives tiles to places 1..r, best tile to
// the best place; every player who fulfilled all five contracts takes a bonus tile (SEED).
func ScoreRound(round int, in RoundInput) (RoundResult, error) {
	v := validateRound(round, in)
	if err := v.problems.Err(); err != nil {
		return RoundResult{}, err
	}
	res := RoundResult{Round: round, Awards: map[string][]Award{}, Bonus: []string{}}
	for _, t := range v.temples {
		tiles, ok := v.tiles[t.ID]
		if !ok {
			continue
		}
		res.order = append(res.order, t.ID)
		awards := []Award{}
		ranked := rankTemple(t, in, v, in.zeroWins())
		// INFERRED: tiles nobody qualifies for are removed, not passed down.
		for place, s := range ranked {
			if place == len(tiles) {
				break
			}
			awards = append(awards, Award{Player: s.player, Tile: tiles[place]})
		}
		if !in.zeroWins() {
			rulebook := rankTemple(t, in, v, true)
			for place := len(ranked); place < min(len(rulebook), len(tiles)); place++ {
				res.Notes = append(res.Notes, zeroOffRemoved(tiles[place], t, rulebook[place].player))
			}
		}
		res.Awards[t.ID] = awards
	}
	for _, i := range v.playerOrder {
		if in.Players[i].AllContracts {
			res.Bonus = append(res.Bonus, strings.TrimSpace(in.Players[i].Name))
		}
	}
	return res, nil
}

// rankTemple orders the players who may take a tile of temple t, best first.
func rankTemple(t Temple, in RoundInput, v roundFacts, zeroWins bool) []standing {
	var out []standing
	zeroStacked := v.zeroStack(t, in) != nil
	for i, p := range in.Players {
		s := standing{player: strings.TrimSpace(p.Name)}
		if t.Gold {
			s.score, s.tie = p.Gold, v.orderIndex[i]
		} else {
			pos := v.positions[i][t.ID]
			s.score, s.tie = pos.Space, pos.StackHeight
			if pos.Space == 0 && !zeroStacked {
				// INFERRED: markers still on 0 keep their stack in player order (digest §6.5).
				s.tie = v.orderIndex[i]
			}
		}
		// The rulebook hands tiles out by place with no minimum; the house rule needs 1.
		if s.score == 0 && !zeroWins {
			continue
		}
		out = append(out, s)
	}
	slices.SortStableFunc(out, func(a, b standing) int {
		if a.score != b.score {
			return b.score - a.score
		}
		return a.tie - b.tie
	})
	return out
}

package neptun

import (
	"fmt"

	"github.com/talon-games/talon/scoring"
)

// decodeInput reads the final-score JSON strictly, reporting every problem it can.
func decodeInput(data []byte) (Input, scoring.Problems) {
	var ps scoring.Problems
	var in Input
	top, ok := parseDocument(data, &ps)
	if !ok {
		return in, ps
	}
	for _, p := range playersOf(top) {
		var pi PlayerInput
		p.take("name", &pi.Name) // a missing name is reported by validation
		p.take("point_tiles", &pi.PointTiles)
		p.take("bonus_tiles", &pi.BonusTiles)
		p.rest("name", "point_tiles", "bonus_tiles")
		in.Players = append(in.Players, pi)
	}
	top.rest("players")
	return in, ps
}

// decodeRoundInput reads the round-scoring JSON strictly, reporting every problem it can.
func decodeRoundInput(data []byte) (RoundInput, scoring.Problems) {
	var ps scoring.Problems
	var in RoundInput
	top, ok := parseDocument(data, &ps)
	if !ok {
		return in, ps
	}
	// Missing tiles or player order are reported by validation.
	top.take("tiles", &in.Tiles)
	top.take("player_order", &in.PlayerOrder)
	top.take("temples", &in.Temples)
	top.take("zero_scores_win_tiles", &in.ZeroScoresWinTiles)
	for _, p := range playersOf(top) {
		var rp RoundPlayer
		p.take("name", &rp.Name) // a missing name is reported by validation
		p.require("gold", &rp.Gold)
		p.take("all_contracts", &rp.AllContracts)
		if raw, ok := p.raw("temples"); ok {
			rp.Temples = decodePositions(raw, p.player, &ps)
		}
		p.rest("name", "gold", "temples", "all_contracts")
		in.Players = append(in.Players, rp)
	}
	top.rest("tiles", "player_order", "players", "temples", "zero_scores_win_tiles")
	return in, ps
}

// decodePositions reads {temple: {"space": n, "stack_height": h}} strictly.
func decodePositions(raw []byte, player string, ps *scoring.Problems) map[string]TemplePosition {
	temples, ok := parseObject(raw, player, "temples", ps)
	if !ok {
		return nil
	}
	out := map[string]TemplePosition{}
	for _, name := range sortedKeys(temples.members) {
		field := fmt.Sprintf("temples.%s", name)
		member, _ := temples.raw(name)
		pos, ok := parseObject(member, player, field, ps)
		if !ok {
			continue
		}
		var tp TemplePosition
		pos.require("space", &tp.Space)
		pos.take("stack_height", &tp.StackHeight)
		pos.rest("space", "stack_height")
		out[name] = tp
	}
	return out
}

func scoreJSON(data []byte) (scoring.Result, error) {
	in, ps := decodeInput(data)
	if len(ps) > 0 {
		ps = append(ps, validateInput(in).Without(ps)...)
		return scoring.Result{}, ps.Err()
	}
	return ScoreInput(in)
}

func scoreRoundJSON(round int, data []byte) (RoundResult, error) {
	in, ps := decodeRoundInput(data)
	if len(ps) > 0 {
		ps = append(ps, validateRound(round, in).problems.Without(ps)...)
		return RoundResult{}, ps.Err()
	}
	return ScoreRound(round, in)
}

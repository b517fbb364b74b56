package neptun

import "github.com/talon-games/talon/scoring"

func scoreJSON(data []byte) (scoring.Result, error) {
	var in Input
	ps, readable := scoring.DecodeStruct(data, &in)
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
	var in RoundInput
	ps, readable := scoring.DecodeStruct(data, &in)
	if !readable {
		return RoundResult{}, ps.Err()
	}
	if len(ps) > 0 {
		ps = append(ps, validateRound(round, in).problems.Without(ps)...)
		return RoundResult{}, ps.Err()
	}
	return ScoreRound(round, in)
}

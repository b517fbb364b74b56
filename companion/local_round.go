package companion

import "github.com/talon-games/talon/companion/i18n"

// LocalRounder is a RoundScorer that words a round result — one just scored or one
// read back from the history, whose texts are kept in English — in the table's
// language from the round's own data. The result it returns keeps the round's data.
type LocalRounder interface {
	LocalRound(r RoundResult, p *i18n.Printer) RoundResult
}

// RoundIn is round r in p's language: worded again by a scorer that can (LocalRounder),
// otherwise as kept.
func RoundIn(s RoundScorer, r RoundResult, p *i18n.Printer) RoundResult {
	if lr, ok := s.(LocalRounder); ok && p != nil {
		return lr.LocalRound(r, p)
	}
	return r
}

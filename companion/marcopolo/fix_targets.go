package marcopolo

import (
	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// fixTargetAliases are the rulebook's words for what `fix` corrects (digest's glossary:
// városkártya, előőrsbónusz, városbónusz, szerződésmező, célkártya; the bazaar's goods;
// érme, teve, győzelmi pont as the rulebook counts them, GyP as the status table
// shows it), so a Hungarian table types the word its screen shows. The action keeps
// the English id.
var fixTargetAliases = map[string][]string{
	fixCard:      {"városkártya"},
	fixOutpost:   {"előőrsbónusz"},
	fixTile:      {"városbónusz"},
	fixMarket:    {"szerződésmező"},
	fixContracts: {"szerződések", "szerződés"},
	fixGoals:     {"célkártyák", "célkártya"},
	"vp":         {"GyP", "győzelmi pont"},
	"coins":      {"érme", "érmék"},
	"camels":     {"teve", "tevék", "Kamele"},
	"pepper":     {"bors", "Pfeffer"},
	"silk":       {"selyem", "Seide"},
	"gold":       {"arany"},
}

// fixTargetName is a correction's target as a table types it in its language: the
// first of its Hungarian words (városkártya, érme…) in Hungarian, the id otherwise.
func fixTargetName(id string) i18n.Term {
	t := i18n.Term{EN: id}
	if words := fixTargetAliases[id]; len(words) > 0 {
		t.HU = words[0]
	}
	return t
}

// fixTargets are the corrections by id and alias: the deal's pieces, then the ledger's
// counts.
var fixTargets = func() *companion.Terms {
	var terms []companion.Term
	for _, id := range append(append([]string{}, dealFixes...), stockKeys...) {
		terms = append(terms, companion.Term{ID: id, Aliases: fixTargetAliases[id], Names: fixTargetName(id)})
	}
	return companion.NewTerms("value to fix", terms...)
}()

// canonicalFix writes a correction's target as its id (`fix érme Anna 10` is
// `fix coins Anna 10`); other actions are returned as they are. A target talon does
// not know is refused with the list of targets, or the nearest one.
func canonicalFix(a companion.Action) (companion.Action, error) {
	if a.Verb != companion.VerbFix || len(a.Args) == 0 {
		return a, nil
	}
	i, err := fixTargets.Find(a.Args[0])
	if err != nil {
		return a, err
	}
	a.Args = append([]string{fixTargets.Terms[i].ID}, a.Args[1:]...)
	return a, nil
}

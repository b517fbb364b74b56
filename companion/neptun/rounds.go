package neptun

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// RoundScorer is Neptun's round scoring as the kit's Entry.Rounds hook: who takes which
// temple tile in a round (`talon score neptun --round N`), in the shape every game's
// rounds share, with Neptun's own result kept as its data.
func RoundScorer() companion.RoundScorer { return rounds{} }

type rounds struct{}

func (rounds) RoundTemplate(n int) string { return RoundTemplateFor(n) }

func (rounds) RoundForm() scoring.Form { return roundForm() }

// LocalRound words a kept round again in p's language from Neptun's own result (its
// data); a round without readable data is printed as kept.
func (rounds) LocalRound(r companion.RoundResult, p *i18n.Printer) companion.RoundResult {
	var res RoundResult
	if json.Unmarshal(r.Data, &res) != nil || res.Awards == nil {
		return r
	}
	out := RoundTable(r.Round, res, p)
	out.Data = r.Data
	return out
}

func (rounds) ScoreRound(n int, input []byte) (companion.RoundResult, error) {
	res, err := Scorer{}.ScoreRound(n, input)
	if err != nil {
		return companion.RoundResult{}, err
	}
	return KitRound(n, res)
}

// KitRound is one round's result in the shape every game's rounds share: a table of who
// takes which tile, the bonus line, and Neptun's own result as its data. Its texts are
// English, as the history keeps them (temples by id); RoundTable words them for a table.
func KitRound(n int, res RoundResult) (companion.RoundResult, error) {
	data, err := json.Marshal(res)
	if err != nil {
		return companion.RoundResult{}, err
	}
	out := roundTable(n, res, english, func(id string) string { return id })
	out.Data = data
	return out, nil
}

// RoundTable is one round's table and bonus line in p's language, the temples by their
// names (`talon neptun rounds`, `talon status`); the notes of a house rule are read back
// from their stored English (stored_notes.go).
func RoundTable(n int, res RoundResult, p *i18n.Printer) companion.RoundResult {
	return roundTable(n, res, p, func(id string) string { return p.Text(templeName(id)) })
}

func roundTable(n int, res RoundResult, p *i18n.Printer, temple func(string) string) companion.RoundResult {
	out := companion.RoundResult{Round: n,
		Table: companion.Table{Title: p.Sprintf("Round %s", strconv.Itoa(n)), Header: []string{p.Sprintf("Temple"), p.Sprintf("Tiles, best first")}}}
	for _, t := range res.Temples() {
		var takes []string
		for _, a := range res.Awards[t] {
			takes = append(takes, p.Sprintf("%s takes %d", a.Player, a.Tile))
		}
		if len(takes) == 0 {
			takes = []string{p.Sprintf("nobody")}
		}
		out.Table.Rows = append(out.Table.Rows, []string{temple(t), strings.Join(takes, ", ")})
	}
	bonus := p.Sprintf("nobody")
	if len(res.Bonus) > 0 {
		bonus = strings.Join(res.Bonus, ", ")
	}
	out.Lines = append([]string{p.Sprintf("Bonus tile: %s", bonus)}, scoring.Result{Notes: templesAsNamed(res.Notes)}.LocalNotes(p)...)
	return out
}

// templeName is a temple as the board names it, without a session's own names: the
// gold temple, or a region (a region of the table's data file by its id, capitalised).
func templeName(id string) i18n.Message {
	if id == GoldTemple.ID {
		return i18n.M("Gold temple")
	}
	return i18n.M("%s temple", regionNames.Term(id))
}

// ScoredRounds are the rounds the session has scored so far, in the kit's shape; the
// session service keeps them with the session in the same transaction as the event that
// scored them (companion.RoundsScored).
func (s *session) ScoredRounds() []companion.RoundResult {
	out := make([]companion.RoundResult, 0, len(s.Results))
	for k, res := range s.Results {
		r, err := KitRound(k+1, res)
		if err != nil { // plain values always encode; if not, keep the round without its data
			r = companion.RoundResult{Round: k + 1, Lines: []string{"round data not kept: " + err.Error()}}
		}
		out = append(out, r)
	}
	return out
}

var _ companion.RoundsScored = (*session)(nil)

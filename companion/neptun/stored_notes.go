package neptun

import (
	"regexp"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// The note a round keeps when the house rule zero_scores_win_tiles is off is stored as
// its English text (the round's data in the history). Registered, a round read back
// prints it in the table's language. The temples the box names have their own format,
// so that their name is translated too; a temple the table named is written as the
// round's table names it (its id capitalised: "Levant", however it was typed).
// The English texts are the ones earlier versions stored, so old rounds read back too.
const (
	zeroOffGoldNote   = "zero_scores_win_tiles is off (house rule): the %d tile of Gold temple is removed; by the rulebook %s would take it with 0 gold"
	zeroOffYellowNote = "zero_scores_win_tiles is off (house rule): the %d tile of Yellow temple is removed; by the rulebook %s would take it with its marker on 0"
	zeroOffNote       = "zero_scores_win_tiles is off (house rule): the %d tile of %s is removed; by the rulebook %s would take it with its marker on 0"
)

// First match wins: the box's temples before the table's own.
func init() {
	scoring.StoredText(zeroOffGoldNote)
	scoring.StoredText(zeroOffYellowNote)
	scoring.StoredText(zeroOffNote)
}

// zeroOffRemoved is the note for tile of temple t that player would take by the
// rulebook (a marker on 0, or 0 gold) and the house rule removes.
func zeroOffRemoved(tile int, t Temple, player string) string {
	switch {
	case t.Gold:
		return i18n.M(zeroOffGoldNote, tile, player).String()
	case t.Label == "Yellow temple":
		return i18n.M(zeroOffYellowNote, tile, player).String()
	}
	return i18n.M(zeroOffNote, tile, regionNames.Label(t.ID), player).String() // as the round's table names it, not as typed
}

// storedNote is a round's kept note as a text for the table, read back in its language
// (what the round's scoring said, in talon do and talon play).
type storedNote string

func (n storedNote) Local(p *i18n.Printer) string {
	return scoring.Result{Notes: templesAsNamed([]string{string(n)})}.LocalNotes(p)[0]
}

// storedTempleNote is zeroOffNote as stored, its temple apart: rounds scored before
// the note named a temple the table added as the round's table names it kept it as
// typed ("levant", "LEVANT"). The box's temples have their own formats (the gold and
// yellow temple, "… temple"), left as they are.
var storedTempleNote = regexp.MustCompile(`^(zero_scores_win_tiles is off \(house rule\): the \S+ tile of )(.+?)( is removed; by the rulebook .+ would take it with its marker on 0)$`)

// templesAsNamed gives back stored notes with a temple the table added named as the
// round's table names it (its id capitalised: "Levant"), however it was typed then.
func templesAsNamed(notes []string) []string {
	out := make([]string, len(notes))
	for i, n := range notes {
		out[i] = n
		if m := storedTempleNote.FindStringSubmatch(n); m != nil && !strings.HasSuffix(m[2], " temple") {
			out[i] = m[1] + regionNames.Label(normalName(m[2])) + m[3] // its id, as declaredTemples makes it
		}
	}
	return out
}

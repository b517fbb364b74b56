package catan

import (
	"strconv"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// DiceStat is how often one sum was rolled against how often two fair dice would give it.
type DiceStat struct {
	Sum      int     `json:"sum"`
	Rolled   int     `json:"rolled"`
	Expected float64 `json:"expected"` // rolls × ways/36
}

// DiceStats turns counts per sum (index 2–12) into rolled vs expected rows.
func DiceStats(counts [13]int) []DiceStat {
	total := 0
	for _, c := range counts {
		total += c
	}
	out := make([]DiceStat, 0, 11)
	for sum := 2; sum <= 12; sum++ {
		out = append(out, DiceStat{Sum: sum, Rolled: counts[sum], Expected: float64(total*Pips(sum)) / 36})
	}
	return out
}

// DiceTable is the session's dice statistics as a View table, in English.
func DiceTable(counts [13]int) companion.Table {
	return LocalDiceTable(i18n.NewPrinter(i18n.English), counts)
}

// LocalDiceTable is the session's dice statistics as a View table in p's language (the
// cmd draws the bars). A column per sum keeps it to four lines of the screen (talon
// catan dice draws bars).
func LocalDiceTable(p *i18n.Printer, counts [13]int) companion.Table {
	t := companion.Table{Title: p.Sprintf("Dice"), Header: []string{p.Sprintf("Sum")}}
	rolled, expected := []string{p.Sprintf("Rolled")}, []string{p.Sprintf("Expected")}
	for _, d := range DiceStats(counts) {
		t.Header = append(t.Header, strconv.Itoa(d.Sum))
		rolled = append(rolled, strconv.Itoa(d.Rolled))
		expected = append(expected, p.Sprintf("%.1f", d.Expected))
	}
	t.Rows = [][]string{rolled, expected}
	return t
}

func (s *state) diceCounts() [13]int { return s.dice }

func (s *state) rolls() int {
	n := 0
	for _, c := range s.dice {
		n += c
	}
	return n
}

// SessionDice returns a Catan state's dice statistics; ok is false for another game's state.
func SessionDice(st companion.State) (stats []DiceStat, ok bool) {
	s, ok := st.(*state)
	if !ok {
		return nil, false
	}
	return DiceStats(s.dice), true
}

// SessionBoard returns a Catan state's board (robber where it stands now) and pieces, so
// the cmd can draw it in colour or as SVG; ok is false for another game's state.
func SessionBoard(st companion.State) (b Board, pieces []Piece, ok bool) {
	s, ok := st.(*state)
	if !ok {
		return Board{}, nil, false
	}
	b = s.t.board
	b.Robber = s.robber
	return b, s.pieces(), true
}

package catan_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/catan"
)

// drawBoard draws a Catan state's map for a terminal width columns wide.
func drawBoard(st companion.State, width int) string {
	return st.(interface{ DrawBoard(int, int, bool) string }).DrawBoard(width, 0, false)
}

// robberHex finds the hex the map draws the robber on: the label on the line above the
// robber (two lines above on the compact map), in the same columns.
func robberHex(t *testing.T, drawn string, compact bool) string {
	t.Helper()
	// pips are the only non-ASCII runes: as dots, byte offsets are columns
	lines := strings.Split(strings.ReplaceAll(drawn, "•", "."), "\n")
	word, up := "ROBBER", 1
	if compact {
		word, up = "ROB ", 2
	}
	for i, l := range lines {
		k := strings.Index(l, word)
		if k < 0 || i < up {
			continue
		}
		// the label nearest the robber's middle
		best, dist := "", 1<<30
		for _, m := range regexp.MustCompile(`[A-E][1-5]`).FindAllStringIndex(lines[i-up], -1) {
			if d := abs(m[0] - (k + len(word)/2 - 1)); d < dist {
				best, dist = lines[i-up][m[0]:m[1]], d
			}
		}
		if best != "" {
			return best
		}
	}
	t.Fatalf("no robber drawn:\n%s", drawn)
	return ""
}

func TestMapDrawsTheRobberWhereItStands(t *testing.T) {
	st := setupABC(t)
	if got := robberHex(t, st.View().Board, false); got != "C3" {
		t.Fatalf("robber drawn on %s before it moved, want the desert C3", got)
	}
	st = do(t, st, "roll 3,4", "hands Ann=3 Ben=3 Cid=3", "robber B4 steal=Ben")
	if got := robberHex(t, st.View().Board, false); got != "B4" {
		t.Errorf("status map draws the robber on %s after `robber B4`", got)
	}
	if got := robberHex(t, drawBoard(st, 80), true); got != "B4" {
		t.Errorf("compact map draws the robber on %s after `robber B4`", got)
	}
}

func TestCompactMapFitsEightyColumns(t *testing.T) {
	st := do(t, setupABC(t), "roll 6,6", "build city 12")
	for _, width := range []int{60, 80, 99} {
		drawn := drawBoard(st, width)
		lines := strings.Split(strings.TrimRight(drawn, "\n"), "\n")
		if len(lines) > 20 {
			t.Errorf("width %d: %d lines, want a compact map of at most 20", width, len(lines))
		}
		for _, l := range lines {
			if n := len([]rune(l)); n > catan.CompactMapWidth {
				t.Errorf("width %d: line of %d columns: %q", width, n, l)
			}
		}
		for _, want := range []string{"A1 10", "E3 11", "mountains", "A12", "b26", "2:1 ore", "at 11,16", "A = Ann, B = Ben"} {
			if !strings.Contains(drawn, want) {
				t.Errorf("width %d: compact map lacks %q:\n%s", width, want, drawn)
			}
		}
		if width >= 80 && !strings.HasSuffix(drawn, "— A = Ann, B = Ben, C = Cid\n") {
			t.Errorf("width %d: the legend is not one line without the colours' names:\n%s", width, drawn)
		}
		labelled := map[string]bool{}
		for _, m := range regexp.MustCompile(`(^|[ \\/|a-zA-Z])(\d{1,2})\b`).FindAllStringSubmatch(drawn, -1) {
			labelled[m[2]] = true
		}
		for v := range catan.NumVertices {
			if !labelled[catan.VertexLabel(v)] {
				t.Errorf("width %d: intersection %s not labelled", width, catan.VertexLabel(v))
			}
		}
	}
	if full := drawBoard(st, catan.FullMapWidth); !strings.Contains(full, "ROBBER") {
		t.Errorf("a wide terminal gets the full map:\n%s", full)
	}
}

func abs(x int) int { return max(x, -x) }

// The bank-shortage rule is said with the first production of a session, not on every
// roll; counts read as the table says them.
func TestBankShortageSaidOnceAndPlurals(t *testing.T) {
	st := do(t, setupABC(t), "roll 6,6")
	lastHas(t, st, "if the bank is short of one")
	st = do(t, st, "end", "roll 6,6")
	for _, l := range st.View().Last {
		if strings.Contains(l, "short of one") {
			t.Errorf("the shortage rule is said again: %q", l)
		}
	}
	lastHas(t, st, "bank pays")
}

// A wide but short terminal gets the compact map, so the board and the question below
// it fit on the screen together.
func TestShortTerminalGetsTheCompactMap(t *testing.T) {
	b := catan.BeginnerBoard()
	if m := catan.RenderMap(b, nil, catan.MapOptions{Width: 120, Height: 40}); strings.Contains(m, "ROBBER") {
		t.Errorf("120x40 got the full map (%d lines)", strings.Count(m, "\n"))
	}
	if m := catan.RenderMap(b, nil, catan.MapOptions{Width: 120, Height: catan.FullMapHeight}); !strings.Contains(m, "ROBBER") {
		t.Error("a terminal tall and wide enough gets the full map")
	}
}

package genoa

import (
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/kittest"
)

// BenchmarkParseBoard is reading and validating a captured board (target: under 1 ms).
func BenchmarkParseBoard(b *testing.B) {
	data := []byte(fixtureText(b))
	for range b.N {
		if board, ps := ParseBoard(data); board == nil {
			b.Fatal(ps)
		}
	}
}

// BenchmarkAdjacencyAnswers is every adjacency answer the prompts need at once: each
// space's neighbours, the buildings next to each street, and the options that follow a
// chosen street (target: under 1 ms).
func BenchmarkAdjacencyAnswers(b *testing.B) {
	board := fixtureBoard(b)
	st, err := NewGame(Setup{Players: []string{"Ann", "Ben", "Cid"}, Board: board})
	if err != nil {
		b.Fatal(err)
	}
	s := &session{st: st, r: reader{names: []string{"Ann", "Ben", "Cid"}, seats: companion.PlayerTerms([]string{"Ann", "Ben", "Cid"}), words: DefaultNames}}
	b.ResetTimer()
	for range b.N {
		for _, sp := range board.Spaces() {
			_ = board.Neighbours(sp)
		}
		for _, street := range board.Streets() {
			_ = s.acquirable(0, []string{"Ann", string(street)})
		}
		_ = s.nextSpaces()
	}
}

// BenchmarkReplayScript folds the whole 3-player script's log (the state `talon status`
// rebuilds).
func BenchmarkReplayScript(b *testing.B) {
	sc, err := kittest.ReadScript("testdata/three_player_game.txtar")
	if err != nil {
		b.Fatal(err)
	}
	s := kittest.Start(b, Entry(), sc)
	var events []companion.Event
	for _, step := range sc.Steps {
		if step.Expect == kittest.Refused || step.Expect == kittest.BadInput {
			continue
		}
		got, err := companion.Act(Entry().Companion, s, events, step.Action)
		if err != nil {
			b.Fatal(err)
		}
		events = append(events, got.Event)
	}
	b.ResetTimer()
	for range b.N {
		if _, _, err := companion.Replay(Entry().Companion, s, events); err != nil {
			b.Fatal(err)
		}
	}
}

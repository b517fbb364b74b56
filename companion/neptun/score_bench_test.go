package neptun

import "testing"

func BenchmarkScoreInput(b *testing.B) {
	in := Input{Players: []PlayerInput{
		{Name: "Ann", PointTiles: tiles(3, 2, 6, 1, 5, 4, 2), BonusTiles: tiles(2, 3)},
		{Name: "Ben", PointTiles: tiles(4, 3, 2, 5, 1)},
		{Name: "Cat", PointTiles: tiles(2, 1, 4, 3), BonusTiles: tiles(3)},
		{Name: "Dan", PointTiles: tiles(7, 5)},
		{Name: "Eve", PointTiles: tiles(6, 6), BonusTiles: tiles(1)},
	}}
	for range b.N {
		if _, err := ScoreInput(in); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScoreJSON(b *testing.B) {
	s := NewScorer()
	data := []byte(s.Template())
	for range b.N {
		if _, err := s.Score(data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScoreRoundJSON(b *testing.B) {
	s := NewScorer().(Scorer)
	data := []byte(s.RoundTemplate())
	for range b.N {
		if _, err := s.ScoreRound(Rounds, data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScoreRound(b *testing.B) {
	in := roundBase()
	for range b.N {
		if _, err := ScoreRound(2, in); err != nil {
			b.Fatal(err)
		}
	}
}

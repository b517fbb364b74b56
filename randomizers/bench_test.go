package randomizers

import "testing"

func BenchmarkParseDiceRoll2d6(b *testing.B) {
	r := Stream(testSeed, "bench:dice", 0)
	for range b.N {
		d, err := ParseDice("2d6")
		if err != nil {
			b.Fatal(err)
		}
		_ = d.Roll(r)
	}
}

func BenchmarkShuffle110Cards(b *testing.B) {
	r := Stream(testSeed, "bench:deck", 0)
	cards := make([]int, 110)
	for i := range cards {
		cards[i] = i
	}
	d := NewDeck(cards)
	b.ResetTimer()
	for range b.N {
		d.Shuffle(r)
	}
}

func BenchmarkStream(b *testing.B) {
	for range b.N {
		_ = Stream(testSeed, "dice", 12).Uint64()
	}
}

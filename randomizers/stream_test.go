package randomizers

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestStreamPinned(t *testing.T) {
	// Pinned outputs: if a Go release changed ChaCha8 or IntN, every stored session would
	// replay differently. This test is the alarm.
	r := Stream(1, "dice", 0)
	want := []uint64{0xd11afee40bae21d7, 0xf51bd453f8dac21f, 0x9af3e4cee9e240ca}
	for i, w := range want {
		if got := r.Uint64(); got != w {
			t.Fatalf("Stream(1, dice, 0) value %d = %#x, want %#x", i, got, w)
		}
	}
	roll := MustParseDice("10d6").Roll(Stream(1, "dice", 0))
	if got, want := roll.Values(), []int{5, 6, 4, 6, 5, 2, 5, 5, 3, 1}; !slices.Equal(got, want) {
		t.Fatalf("10d6 from Stream(1, dice, 0) = %v, want %v", got, want)
	}
}

func TestStreamReproducible(t *testing.T) {
	tests := []struct {
		seed    Seed
		purpose string
		n       int
	}{
		{0, "dice", 0},
		{testSeed, "deck:houses", 3},
		{testSeed, "", 0},
	}
	for _, tt := range tests {
		a, b := draw(Stream(tt.seed, tt.purpose, tt.n), 64), draw(Stream(tt.seed, tt.purpose, tt.n), 64)
		if !slices.Equal(a, b) {
			t.Errorf("Stream(%v, %q, %d) differs between calls", tt.seed, tt.purpose, tt.n)
		}
	}
}

func TestStreamsDiffer(t *testing.T) {
	base := draw(Stream(testSeed, "dice", 0), 8)
	tests := []struct {
		name    string
		seed    Seed
		purpose string
		n       int
	}{
		{"other purpose", testSeed, "deck:x", 0},
		{"other n", testSeed, "dice", 1},
		{"other seed", testSeed + 1, "dice", 0},
		{"purpose case", testSeed, "Dice", 0},
		{"purpose prefix", testSeed, "dic", 0},
	}
	for _, tt := range tests {
		if got := draw(Stream(tt.seed, tt.purpose, tt.n), 8); slices.Equal(got, base) {
			t.Errorf("%s: same sequence as Stream(testSeed, dice, 0)", tt.name)
		}
	}
}

func TestSourceStreamsIndependent(t *testing.T) {
	// Drawing from a deck between rolls must not change the dice.
	quiet := NewSource(testSeed)
	wantFirst := quiet.Stream("dice").Uint64()
	wantSecond := quiet.Stream("dice").Uint64()

	busy := NewSource(testSeed)
	deck := NewDeck([]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
	deck.Shuffle(busy.Stream("deck:x"))
	if got := busy.Stream("dice").Uint64(); got != wantFirst {
		t.Fatalf("first dice value after a deck shuffle = %#x, want %#x", got, wantFirst)
	}
	busy.Stream("deck:x").Uint64()
	busy.Stream("setup").Uint64()
	if got := busy.Stream("dice").Uint64(); got != wantSecond {
		t.Fatalf("second dice value after more draws = %#x, want %#x", got, wantSecond)
	}
	if wantFirst == wantSecond {
		t.Fatal("two dice streams of one source gave the same value")
	}
}

func TestSourceCountsStreams(t *testing.T) {
	var s Source // the zero value works, with seed 0
	for k := range 3 {
		if got, want := s.Stream("dice").Uint64(), Stream(0, "dice", k).Uint64(); got != want {
			t.Fatalf("call %d: got %#x, want Stream(0, dice, %d) = %#x", k, got, k, want)
		}
	}
	s.Stream("deck:x")
	if got, want := s.TakeDrawn(), []string{"dice", "dice", "dice", "deck:x"}; !slices.Equal(got, want) {
		t.Fatalf("TakeDrawn = %v, want %v", got, want)
	}
	if got := s.TakeDrawn(); len(got) != 0 {
		t.Fatalf("TakeDrawn after TakeDrawn = %v, want none", got)
	}
}

func TestSourceSkipReplays(t *testing.T) {
	// A session replayed from its event log continues where the live session was.
	live := NewSource(testSeed)
	live.Stream("dice")
	live.Stream("deck:x")
	live.Stream("dice")
	logged := live.TakeDrawn()
	want := live.Stream("dice").Uint64()

	replayed := NewSource(testSeed)
	replayed.Skip(logged...)
	if got := replayed.Next("dice"); got != 2 {
		t.Fatalf("Next(dice) after replay = %d, want 2", got)
	}
	if len(replayed.TakeDrawn()) != 0 {
		t.Fatal("Skip recorded streams as drawn")
	}
	if got := replayed.Stream("dice").Uint64(); got != want {
		t.Fatalf("after replay: %#x, want %#x", got, want)
	}
}

func draw(r *rand.Rand, n int) []uint64 {
	out := make([]uint64, n)
	for i := range out {
		out[i] = r.Uint64()
	}
	return out
}

package randomizers

import (
	"crypto/sha256"
	"encoding/binary"
	"math/rand/v2"
)

// streamDomain separates stream keys from any other SHA-256 use. Changing it changes
// every session's rolls; a test pins known values.
const streamDomain = "talon stream v1\x00"

// Stream returns the n-th independent stream for a purpose ("dice", "deck:houses",
// "setup"): ChaCha8 keyed by SHA-256(seed, purpose, n). The same seed, purpose and n always
// give the same sequence; any other purpose or n gives an unrelated one. n must not be
// negative.
func Stream(seed Seed, purpose string, n int) *rand.Rand {
	return rand.New(rand.NewChaCha8(streamKey(seed, purpose, n)))
}

// streamKey hashes an unambiguous encoding of (seed, purpose, n): the purpose is
// length-prefixed so that no two (purpose, n) pairs share the bytes.
func streamKey(seed Seed, purpose string, n int) [32]byte {
	if n < 0 {
		panic("randomizers: negative stream number")
	}
	buf := make([]byte, 0, len(streamDomain)+8+binary.MaxVarintLen64+len(purpose)+8)
	buf = append(buf, streamDomain...)
	buf = binary.BigEndian.AppendUint64(buf, uint64(seed))
	buf = binary.AppendUvarint(buf, uint64(len(purpose)))
	buf = append(buf, purpose...)
	buf = binary.BigEndian.AppendUint64(buf, uint64(n))
	return sha256.Sum256(buf)
}

// Source hands out the streams of one seed in order: the k-th call of Stream(p) returns
// the package-level Stream(seed, p, k), counting from 0. It satisfies companion.RNG.
//
// A session replays its event log into a Source with Skip (each event records the
// purposes it drew), so the next action draws from fresh streams and an earlier draw
// never repeats.
type Source struct {
	seed  Seed
	next  map[string]int
	drawn []string
}

// NewSource starts a Source with every purpose at stream 0.
func NewSource(seed Seed) *Source {
	return &Source{seed: seed, next: map[string]int{}}
}

// Seed returns the seed the Source derives from.
func (s *Source) Seed() Seed { return s.seed }

// Stream returns the next unused stream for purpose and records that it was drawn.
func (s *Source) Stream(purpose string) *rand.Rand {
	if s.next == nil {
		s.next = map[string]int{}
	}
	n := s.next[purpose]
	s.next[purpose] = n + 1
	s.drawn = append(s.drawn, purpose)
	return Stream(s.seed, purpose, n)
}

// Skip marks streams as already used, one per purpose given (repeat a purpose to skip
// several), without recording them as drawn. Replay passes each stored event's purposes.
func (s *Source) Skip(purposes ...string) {
	if s.next == nil {
		s.next = map[string]int{}
	}
	for _, p := range purposes {
		s.next[p]++
	}
}

// Next reports the stream number the next Stream(purpose) call will use.
func (s *Source) Next(purpose string) int { return s.next[purpose] }

// TakeDrawn returns the purposes drawn since the last call, in order, and forgets them.
// The caller stores them with the event it is about to append.
func (s *Source) TakeDrawn() []string {
	drawn := s.drawn
	s.drawn = nil
	return drawn
}

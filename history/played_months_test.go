package history

import (
	"encoding/binary"
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestPackedPlaysReadBack: generated plays (scores far apart and below zero, seats no
// table has), packed as the months keep them, unpack to themselves; each number is
// read as binary.Varint reads it, one byte long or longer.
func TestPackedPlaysReadBack(t *testing.T) {
	for _, n := range []int64{0, 1, -1, 63, -64, 64, -65, 1 << 50, -1 << 62} {
		r := packedReader{b: binary.AppendVarint(nil, n)}
		if got := r.varint(); got != n || r.err || len(r.b) != 0 {
			t.Errorf("varint %d read back as %d (error %v, %d bytes left)", n, got, r.err, len(r.b))
		}
	}
	for seed := range uint64(4) {
		plays := randomPlays(rand.New(rand.NewPCG(seed, 7)), 300)
		var blob []byte
		for i := range plays {
			plays[i].played = formatTime(plays[i].date)
			blob = appendPackedPlay(blob, plays[i])
		}
		r := packedReader{b: blob}
		for i, want := range plays {
			var got play
			ok, err := r.next(&got, func([]byte, int64, string) bool { return true })
			got.played = want.played
			if !ok || err != nil || !reflect.DeepEqual(got, want) {
				t.Fatalf("seed %d, play %d: %+v (%v, %v), packed %+v", seed, i, got, ok, err, want)
			}
		}
		if len(r.b) != 0 {
			t.Fatalf("seed %d: %d bytes left", seed, len(r.b))
		}
	}
}

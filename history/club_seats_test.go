package history

import (
	"slices"
	"strings"
	"testing"
)

func TestUnpackClubSeats(t *testing.T) {
	ids := map[string]int64{"p-ann": 1, "p-ben": 2}
	for _, tc := range []struct {
		packed string
		want   []seatResult
		bad    bool
	}{
		{"", nil, false},
		{"1,p-ann,10,1,1;2,p-ben,-3,2,0", []seatResult{{seat: 1, id: 1, score: 10, rank: 1, winner: true}, {seat: 2, id: 2, score: -3, rank: 2}}, false},
		{"1,p-nobody,4,1,1", []seatResult{{seat: 1, id: 0, score: 4, rank: 1, winner: true}}, false}, // a player the club lost: counted as nobody
		{"1,p-ann,ten,1,1", nil, true},
		{"1,p-ann", nil, true},
	} {
		got, err := unpackClubSeats([]byte(tc.packed), ids, nil)
		if (err != nil) != tc.bad {
			t.Errorf("%q: error %v", tc.packed, err)
			continue
		}
		if !tc.bad && !slices.Equal(got, tc.want) {
			t.Errorf("%q: got %+v, want %+v", tc.packed, got, tc.want)
		}
	}
}

// FuzzUnpackClubSeats: any stored seats column is read without a panic, and what
// packClubSeats writes reads back as it was.
func FuzzUnpackClubSeats(f *testing.F) {
	f.Add([]byte("1,p-ann,10,1,1;2,p-ben,-3,2,0"), 3, "p-cy", 7, 1, true)
	f.Add([]byte(";;,,"), 0, "", 0, 0, false)
	f.Add([]byte("1,p,99999999999999999999,1,1"), -5, "x", -1, 2, false)
	f.Fuzz(func(t *testing.T, stored []byte, seat int, player string, score, rank int, winner bool) {
		ids := map[string]int64{"p-ann": 1, player: 2}
		unpackClubSeats(stored, ids, nil) // must not panic
		if player == "" || strings.ContainsAny(player, ",;") {
			return // a UUID never holds either
		}
		in := []exportResult{{Seat: seat, Player: player, Score: score, Rank: rank, Winner: winner}, {Seat: seat + 1, Player: "p-ann"}}
		got, err := unpackClubSeats([]byte(packClubSeats(in)), ids, nil)
		want := []seatResult{{seat: seat, id: 2, score: score, rank: rank, winner: winner}, {seat: seat + 1, id: 1}}
		if player == "p-ann" {
			want[0].id = 2 // the map's later entry wins
			want[1].id = 2
		}
		if err != nil || !slices.Equal(got, want) {
			t.Fatalf("packed %+v, read back %+v (%v)", in, got, err)
		}
	})
}

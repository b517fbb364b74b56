package history

import (
	"encoding/json"
	"testing"
	"time"
)

// TestPlayedJSONIsMarshalIndent: the hand-written encoder of `history --json` writes
// exactly what encoding/json writes, names that need escaping included.
func TestPlayedJSONIsMarshalIndent(t *testing.T) {
	tie := `Ben & "Cy" <tied>`
	plays := []Played{
		{SessionID: 7, UUID: "0b000000-0000-4000-800b-00000001869f", Game: "catan",
			Date:    time.Date(2026, 11, 20, 19, 30, 0, 123000000, time.UTC),
			Players: []Placing{{Name: "Ann", Score: 10, Rank: 1, Winner: true}, {Name: "Ödön\\", Score: -2, Rank: 2}}},
		{SessionID: 1, Game: "genoa", Players: []Placing{}, TieBreak: &tie,
			Date: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)},
		{SessionID: 2, Game: "a\u2028b\x01", Players: []Placing{{Name: "Anna\tB"}}},
		{},
		{SessionID: 3, ClubID: 41, Game: "catan"}, // read with --club
		{ClubID: 42, Game: "catan"},               // a club play not synced here
	}
	var enc PlayedEncoder
	for _, p := range plays {
		for range 2 { // the second time from the cache
			want, err := json.MarshalIndent(p, "  ", "  ")
			if err != nil {
				t.Fatal(err)
			}
			if got := enc.Append(nil, p); string(got) != string(want) {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
		}
	}
}

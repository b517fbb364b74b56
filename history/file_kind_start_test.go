package history

import "testing"

// TestStartsAsBGStats: a document whose first member is one of a BG Stats backup's
// lists is BG Stats (so `history import FILE` reads it as one); a talon export, a
// score input, a list member later on or a member that is no list is not.
func TestStartsAsBGStats(t *testing.T) {
	for _, tc := range []struct {
		head string
		want bool
	}{
		{`{"players":[{"id":1,"name":"Ann"}],"plays":[]}`, true},
		{"\ufeff{\n  \"games\" :\n  [\n", true},
		{`  {"plays": [`, true},
		{`{"locations":[]}`, true},
		{`{"format":"talon-history","version":2,"players":{}}`, false},
		{`{"players":{"00000000-0000-4000-8000-000000000001":{"name":"Ann"}}}`, false},
		{`{"players":[{"name":"Anna","settlements":2}],"ended_on_turn_of":"Anna"}`, true}, // a score input: import refuses it as BG Stats then
		{`{"userInfo":{},"plays":[]}`, true},
		{`{"userInfo":{},"plays":{}}`, false},
		{`{"userInfo":{"a":1},"pla`, false},
		{`{"plays"`, false},
		{`[1,2]`, false},
		{``, false},
		{`not json`, false},
	} {
		if got := StartsAsBGStats([]byte(tc.head)); got != tc.want {
			t.Errorf("StartsAsBGStats(%q) = %v, want %v", tc.head, got, tc.want)
		}
	}
}

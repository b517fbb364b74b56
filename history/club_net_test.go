package history

import (
	"testing"
	"time"
)

// A club URL without a connect timeout waits ClubConnectTimeout, not for ever; one
// that names a wait (connect_timeout=0 too: for ever, as libpq) keeps it.
func TestClubConnectTimeout(t *testing.T) {
	none := func(string) string { return "" }
	env := func(k string) string {
		if k == "PGCONNECT_TIMEOUT" {
			return "0"
		}
		return ""
	}
	for _, tc := range []struct {
		url    string
		given  time.Duration
		getenv func(string) string
		want   time.Duration
	}{
		{"postgres://talon@club.example.org/talon", 0, none, ClubConnectTimeout},
		{"host=club.example.org dbname=talon", 0, none, ClubConnectTimeout},
		{"postgres://talon@club.example.org/talon?connect_timeout=3", 3 * time.Second, none, 3 * time.Second},
		{"postgres://talon@club.example.org/talon?connect_timeout=0", 0, none, 0},
		{"postgres://talon@club.example.org/talon", 0, env, 0},
	} {
		if got := connectTimeout(tc.url, tc.given, tc.getenv); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.url, got, tc.want)
		}
	}
}

package history

import (
	"math/rand/v2"
	"testing"
	"time"
)

// FuzzParseStoredBytes: parseStoredBytes gives what parseTime gives (the same time,
// to ==, or an error both ways) for any text.
func FuzzParseStoredBytes(f *testing.F) {
	for _, s := range []string{"2000-01-01T20:00:00.000000000Z", "2024-02-29T23:59:59.999999999Z",
		"2023-02-29T00:00:00.000000000Z", "2000-01-01T24:00:00.000000000Z", "2000-01-01T20:00:00Z",
		"2026-11-20T19:30:00.000000000+01:00", "0000-01-01T00:00:00.000000000Z", "2000-13-01T20:00:00.000000000Z"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, wantErr := parseTime(s)
		got, err := parseStoredBytes([]byte(s))
		if (err != nil) != (wantErr != nil) || got != want {
			t.Fatalf("%q: %v (%v), parseTime %v (%v)", s, got, err, want, wantErr)
		}
		if got, err := parseStoredBytes(s); (err != nil) != (wantErr != nil) || got != want {
			t.Fatalf("%q as a string: %v (%v), parseTime %v (%v)", s, got, err, want, wantErr)
		}
	})
}

// TestParseStoredBytes compares parseStoredBytes with parseTime on stored times over
// four thousand years, every day of month and second of day alike likely.
func TestParseStoredBytes(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 14))
	for range 200_000 {
		at := time.Unix(r.Int64N(130_000_000_000)-62_000_000_000, r.Int64N(1e9))
		s := formatTime(at)
		want, wantErr := parseTime(s)
		got, err := parseStoredBytes([]byte(s))
		if err != nil || wantErr != nil || got != want || !got.Equal(at) {
			t.Fatalf("%q: %v (%v), parseTime %v (%v)", s, got, err, want, wantErr)
		}
	}
}

// TestDaysSinceEpoch: the day counts parseStoredBytes makes its instants of, and the
// month lengths it checks days by, are time's on every day of years 0 to 2400 (every
// kind of leap year, January and February of year 0 counted from the era before) and
// the last ten years four digits hold.
func TestDaysSinceEpoch(t *testing.T) {
	for _, years := range [][2]int{{0, 2400}, {9990, 9999}} {
		for y := years[0]; y <= years[1]; y++ {
			for m := time.January; m <= time.December; m++ {
				if got, want := daysIn(m, y), time.Date(y, m+1, 0, 0, 0, 0, 0, time.UTC).Day(); got != want {
					t.Fatalf("%d-%02d: %d days, time has %d", y, m, got, want)
				}
				for d := 1; d <= daysIn(m, y); d++ {
					if got, want := daysSinceEpoch(y, int(m), d), time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix()/86400; got != want {
						t.Fatalf("%d-%02d-%02d: day %d, time has %d", y, m, d, got, want)
					}
				}
			}
		}
	}
}

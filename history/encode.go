package history

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"time"

	"github.com/talon-games/talon/companion/i18n"
)

// timeLayout is RFC 3339 in UTC with a fixed nine-digit fraction, so that stored
// times sort correctly as text (RFC3339Nano trims zeros and would not).
const timeLayout = "2006-01-02T15:04:05.000000000Z07:00"

func formatTime(t time.Time) string { return t.UTC().Format(timeLayout) }

func parseTime(s string) (time.Time, error) {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}, i18n.Errorf("stored time %q: %w", s, err)
	}
	return t.UTC(), nil
}

// parseNullTime reads an optional time column.
func parseNullTime(s *string) (*time.Time, error) {
	if s == nil {
		return nil, nil
	}
	t, err := parseTime(*s)
	if err != nil {
		return nil, err
	}
	return &t, nil
}

// newUUID returns a random (version 4) UUID; written by hand to avoid a dependency.
func newUUID() (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	b[6] = b[6]&0x0f | 0x40 // version 4
	b[8] = b[8]&0x3f | 0x80 // RFC 4122 variant
	h := hex.EncodeToString(b[:])
	return h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:32], nil
}

// encodeStreams stores an event's stream names as a JSON array.
func encodeStreams(streams []string) string {
	if len(streams) == 0 {
		return "[]"
	}
	b, _ := json.Marshal(streams) // []string always marshals
	return string(b)
}

func decodeStreams(s string) ([]string, error) {
	var out []string
	if err := json.Unmarshal([]byte(s), &out); err != nil {
		return nil, i18n.Errorf("stored streams %q: %w", s, err)
	}
	if len(out) == 0 {
		return nil, nil
	}
	return out, nil
}

// parseStoredBytes is parseTime of a stored time, in bytes or a string. A time as
// formatTime writes it (30 bytes, UTC, nine fraction digits, every field in range) is
// read directly, without the text being copied into a string or walked by
// time.Parse's layout; any other goes through parseTime. FuzzParseStoredBytes checks
// the two give the same.
func parseStoredBytes[T ~string | ~[]byte](b T) (time.Time, error) {
	const layoutLen = len("2006-01-02T15:04:05.000000000Z")
	if len(b) != layoutLen || b[4] != '-' || b[7] != '-' || b[10] != 'T' || b[13] != ':' || b[16] != ':' ||
		b[19] != '.' || b[29] != 'Z' {
		return parseTime(string(b))
	}
	num := func(from, to int) int {
		n := 0
		for i := from; i < to; i++ {
			c := b[i]
			if c < '0' || c > '9' {
				return -1
			}
			n = n*10 + int(c-'0')
		}
		return n
	}
	year, month, day := num(0, 4), num(5, 7), num(8, 10)
	hour, minute, second, nano := num(11, 13), num(14, 16), num(17, 19), num(20, 29)
	if year < 0 || month < 1 || month > 12 || day < 1 || day > daysIn(time.Month(month), year) ||
		hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59 || nano < 0 {
		return parseTime(string(b))
	}
	// time.Date's instant, counted here: time.Date finds the zone's offset and
	// normalises fields that are in range already, a twentieth of a long window's fold.
	days := daysSinceEpoch(year, month, day)
	return time.Unix(days*86400+int64(hour*3600+minute*60+second), int64(nano)).UTC(), nil
}

// daysIn is the number of days of the month in the year (0 or later), in the
// proleptic Gregorian calendar as time counts them.
func daysIn(m time.Month, year int) int {
	switch m {
	case time.February:
		if year%4 == 0 && (year%100 != 0 || year%400 == 0) {
			return 29
		}
		return 28
	case time.April, time.June, time.September, time.November:
		return 30
	}
	return 31
}

// daysSinceEpoch is the number of days from 1970-01-01 to the date (year 0 or later,
// month 1-12), in the proleptic Gregorian calendar: 400-year eras from March 1st of
// year 0, so a leap day is the last day of its year.
func daysSinceEpoch(year, month, day int) int64 {
	if month <= 2 {
		year--
	}
	era := (year + 400) / 400 // year may be -1 (January of year 0): eras counted from -400
	yearOfEra := year + 400 - era*400
	dayOfYear := (153*((month+9)%12)+2)/5 + day - 1
	dayOfEra := yearOfEra*365 + yearOfEra/4 - yearOfEra/100 + dayOfYear
	return int64((era-1)*146097+dayOfEra) - 719468
}

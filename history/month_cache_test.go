package history

import (
	"math/rand/v2"
	"testing"
	"time"
)

// TestMonthCacheIsTheLocalMonth: the month monthCache gives a date (from the instants
// it remembers around the last date, or the date made local) is the date's local
// month, for dates in order and out of order, across the ends of months and the
// clocks' changes of zones whose changes fall at midnight (São Paulo), take a month's
// first minute back to the month before (St. John's, 2009-11-01 00:01 NDT → 23:01 NST),
// go by half an hour (Lord Howe), skip a day (Apia, 2011-12-30) or never come (UTC,
// Kathmandu's +5:45).
func TestMonthCacheIsTheLocalMonth(t *testing.T) {
	zones := []*time.Location{time.UTC, time.FixedZone("NPT", 5*3600+45*60)}
	for _, name := range []string{"America/Sao_Paulo", "America/St_Johns", "Australia/Lord_Howe", "Pacific/Apia", "Europe/Budapest"} {
		loc, err := time.LoadLocation(name)
		if err != nil {
			t.Logf("no zone data for %s: %v", name, err)
			continue
		}
		zones = append(zones, loc)
	}
	starts := []time.Time{time.Date(1999, 12, 20, 0, 0, 0, 0, time.UTC), time.Date(2009, 10, 25, 0, 0, 0, 0, time.UTC),
		time.Date(2011, 12, 25, 0, 0, 0, 0, time.UTC), time.Date(2018, 10, 20, 0, 0, 0, 0, time.UTC)}
	r := rand.New(rand.NewPCG(5, 14))
	for _, loc := range zones {
		for _, start := range starts {
			var c monthCache
			date := start
			for range 4000 { // in order, minutes to hours apart, now and then on the same instant
				date = date.Add(time.Duration(r.IntN(4)) * time.Duration(1+r.IntN(400)) * time.Minute).
					Add(time.Duration(r.IntN(1e9)))
				if got, want := c.of(date, loc), date.In(loc).Format("2006-01"); got != want {
					t.Fatalf("%s, %s in order: month %s, want %s", loc, date, got, want)
				}
			}
			for range 2000 { // out of order
				date := start.Add(time.Duration(r.Int64N(int64(200 * 24 * time.Hour))))
				if got, want := c.of(date, loc), date.In(loc).Format("2006-01"); got != want {
					t.Fatalf("%s, %s out of order: month %s, want %s", loc, date, got, want)
				}
			}
		}
		var c monthCache // every minute around the first of each month of two years
		for month := range 24 {
			first := time.Date(2009, time.Month(1+month), 1, 0, 0, 0, 0, loc)
			for minute := -180; minute <= 180; minute++ {
				date := first.Add(time.Duration(minute) * time.Minute)
				for _, before := range []time.Time{date.Add(-time.Minute), first.AddDate(0, 0, 20), first.AddDate(0, 0, -20)} {
					c.of(before, loc) // the month and instants remembered: the minute before's, a later or earlier day's
					if got, want := c.of(date, loc), date.In(loc).Format("2006-01"); got != want {
						t.Fatalf("%s, %s near a month's start after %s: month %s, want %s", loc, date, before, got, want)
					}
				}
			}
		}
	}
}

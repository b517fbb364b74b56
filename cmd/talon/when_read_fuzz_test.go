package main

import (
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/companion/i18n"
)

// fuzzZones are the zones --at is read in by the fuzz targets: UTC, a zone off by a
// half hour, and one with summer time (its gap and its doubled hour), when the system
// knows it.
func fuzzZones() []*time.Location {
	zones := []*time.Location{time.UTC, time.FixedZone("+05:30", 5*3600+1800)}
	if budapest, err := time.LoadLocation("Europe/Budapest"); err == nil {
		zones = append(zones, budapest)
	}
	return zones
}

// printers are talon's languages, each printing dates and lengths its own way.
var printers = []*i18n.Printer{i18n.NewPrinter(i18n.English), i18n.NewPrinter(i18n.Hungarian), i18n.NewPrinter(i18n.German)}

// FuzzReadLocalTime: --at never panics, and a time it reads, printed as talon prints
// it in any language (a day alone as a day), reads back as the same time. Through
// playDetailsFlags.change, an accepted --at is a time readLocalTime reads, not in the
// future and not before 1970, and a refusal is one line.
func FuzzReadLocalTime(f *testing.F) {
	now := time.Date(2026, 11, 22, 19, 30, 0, 0, time.UTC)
	factory := &Factory{Now: func() time.Time { return now }}
	f.Fuzz(func(t *testing.T, s string) {
		for _, loc := range fuzzZones() {
			at, hasTime, ok := readLocalTime(s, loc)
			if !ok {
				if hasTime || !at.IsZero() {
					t.Fatalf("%q refused in %v, yet %v %v", s, loc, at, hasTime)
				}
				continue
			}
			if at.Location() != loc {
				t.Fatalf("%q read in %v as %v", s, loc, at)
			}
			for _, p := range printers {
				printed := p.Date(at)
				if hasTime {
					printed = p.DateTime(at)
				}
				back, backHasTime, ok := readLocalTime(printed, loc)
				if !ok || !back.Equal(at) || backHasTime != hasTime {
					t.Fatalf("%q read in %v as %v (time given: %v), printed in %v as %q, reads back as %v %v %v",
						s, loc, at, hasTime, p.Lang(), printed, back, backHasTime, ok)
				}
			}
		}
		c, err := (&playDetailsFlags{at: s}).change(factory, false)
		if err != nil {
			if msg := err.Error(); msg == "" || strings.Contains(msg, "\n") {
				t.Fatalf("--at %q refused in %q, not one line", s, msg)
			}
			return
		}
		if s == "" { // not given
			if c.At != nil {
				t.Fatalf("no --at, yet %v", c.At)
			}
			return
		}
		want, _, ok := readLocalTime(s, time.Local)
		if c.At == nil || !ok || !c.At.Equal(want) || c.At.After(now.Add(time.Minute)) || c.At.Before(earliestPlay) {
			t.Fatalf("--at %q accepted as %v (read %v %v)", s, c.At, want, ok)
		}
	})
}

// FuzzReadPlayLength: --duration never panics; an accepted length is whole minutes,
// more than none and at most 24 hours, and as talon prints it in any language it reads
// back as the same length and is accepted again. A length readPlayLength reads within
// those bounds is accepted.
func FuzzReadPlayLength(f *testing.F) {
	factory := &Factory{Now: time.Now}
	f.Fuzz(func(t *testing.T, s string) {
		d, read := readPlayLength(s)
		c, err := (&playDetailsFlags{duration: s}).change(factory, false)
		inBounds := read && d > 0 && d <= maxPlayDuration && d%time.Minute == 0
		if err != nil {
			if msg := err.Error(); msg == "" || strings.Contains(msg, "\n") {
				t.Fatalf("--duration %q refused in %q, not one line", s, msg)
			}
			if inBounds {
				t.Fatalf("--duration %q read as %v, yet refused: %v", s, d, err)
			}
			return
		}
		if s == "" { // not given
			if c.Duration != nil {
				t.Fatalf("no --duration, yet %v", c.Duration)
			}
			return
		}
		if c.Duration == nil || !inBounds || *c.Duration != d {
			t.Fatalf("--duration %q accepted as %v (read %v %v)", s, c.Duration, d, read)
		}
		for _, p := range printers {
			printed := durationText(p, d)
			back, ok := readPlayLength(printed)
			if !ok || back != d {
				t.Fatalf("--duration %q is %v, printed in %v as %q, reads back as %v %v", s, d, p.Lang(), printed, back, ok)
			}
			if _, err := (&playDetailsFlags{duration: printed}).change(factory, false); err != nil {
				t.Fatalf("--duration %q (%v) printed in %v as %q is refused: %v", s, d, p.Lang(), printed, err)
			}
		}
	})
}

package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Dates and lengths are read as talon prints them in every language, so a table can
// copy one from its own screen (history show, sessions): 2026-11-20 19:30 (English),
// 2026. 11. 20. 19:30 or 2026.11.20. (Hungarian), 20.11.2026 19:30 (German); and
// 95m, 1h35m, "1 óra 35 perc", 1ó35p, "1 Std. 35 Min.".
var (
	isoDate       = regexp.MustCompile(`^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T]+(\d{1,2}):(\d{2}))?$`)
	hungarianDate = regexp.MustCompile(`^(\d{4})\.\s*(\d{1,2})\.\s*(\d{1,2})\.?(?:\s+(\d{1,2}):(\d{2}))?$`)
	germanDate    = regexp.MustCompile(`^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$`)
	playLengthRe  = regexp.MustCompile(`^(?:(\d{1,2})\s*(?:h|ó|óra|std\.?|stunden?)\s*)?(?:(\d{1,4})\s*(?:m|p|perc|min\.?|minuten?)\s*)?$`)
)

// readLocalTime reads a day with an optional time of day in loc; hasTime says whether
// the time was given.
func readLocalTime(s string, loc *time.Location) (t time.Time, hasTime, ok bool) {
	d, ok := readDateParts(s)
	if !ok || d.hour > 23 || d.minute > 59 {
		return time.Time{}, false, false
	}
	t = time.Date(d.year, time.Month(d.month), d.day, d.hour, d.minute, 0, 0, loc)
	if t.Year() != d.year || int(t.Month()) != d.month || t.Day() != d.day {
		return time.Time{}, false, false // 2026-02-30: no such day
	}
	return t, d.hasTime, true
}

// dayMissing says, of text written as a date talon reads, whether its day is one its
// month lacks (2026-02-30, 31.04.2026): the month, as 2026-02, and how many days it
// has. ok is false for any other text, a date that exists or one not written as one.
func dayMissing(s string) (month string, days int, ok bool) {
	d, ok := readDateParts(s)
	if !ok || d.month < 1 || d.month > 12 {
		return "", 0, false
	}
	days = time.Date(d.year, time.Month(d.month)+1, 0, 0, 0, 0, 0, time.UTC).Day()
	if d.day >= 1 && d.day <= days {
		return "", 0, false
	}
	return fmt.Sprintf("%04d-%02d", d.year, d.month), days, true
}

// dateParts are the numbers of a date and time as written, not yet checked against the
// calendar or the clock.
type dateParts struct {
	year, month, day, hour, minute int
	hasTime                        bool
}

// readDateParts reads text in one of the date forms talon prints.
func readDateParts(s string) (dateParts, bool) {
	s = strings.TrimSpace(s)
	var y, mo, d, h, mi string
	if m := isoDate.FindStringSubmatch(s); m != nil {
		y, mo, d, h, mi = m[1], m[2], m[3], m[4], m[5]
	} else if m := hungarianDate.FindStringSubmatch(s); m != nil {
		y, mo, d, h, mi = m[1], m[2], m[3], m[4], m[5]
	} else if m := germanDate.FindStringSubmatch(s); m != nil {
		y, mo, d, h, mi = m[3], m[2], m[1], m[4], m[5]
	} else {
		return dateParts{}, false
	}
	num := func(s string) int { n, _ := strconv.Atoi(s); return n } // the patterns hold digits only
	return dateParts{year: num(y), month: num(mo), day: num(d), hour: num(h), minute: num(mi), hasTime: h != ""}, true
}

// readPlayLength reads how long a game took: Go's 95m or 1h35m, or the words talon
// prints ("1 óra 35 perc") and their short forms.
func readPlayLength(s string) (time.Duration, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if d, err := time.ParseDuration(s); err == nil {
		return d, true
	}
	m := playLengthRe.FindStringSubmatch(s)
	if m == nil || (m[1] == "" && m[2] == "") {
		return 0, false
	}
	h, _ := strconv.Atoi(m[1])
	mi, _ := strconv.Atoi(m[2])
	return time.Duration(h)*time.Hour + time.Duration(mi)*time.Minute, true
}

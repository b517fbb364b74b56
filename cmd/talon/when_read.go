package main

import (
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
	s = strings.TrimSpace(s)
	var y, mo, d, h, mi string
	if m := isoDate.FindStringSubmatch(s); m != nil {
		y, mo, d, h, mi = m[1], m[2], m[3], m[4], m[5]
	} else if m := hungarianDate.FindStringSubmatch(s); m != nil {
		y, mo, d, h, mi = m[1], m[2], m[3], m[4], m[5]
	} else if m := germanDate.FindStringSubmatch(s); m != nil {
		y, mo, d, h, mi = m[3], m[2], m[1], m[4], m[5]
	} else {
		return time.Time{}, false, false
	}
	num := func(s string) int { n, _ := strconv.Atoi(s); return n } // the patterns hold digits only
	year, month, day, hour, minute := num(y), num(mo), num(d), num(h), num(mi)
	if hour > 23 || minute > 59 {
		return time.Time{}, false, false
	}
	t = time.Date(year, time.Month(month), day, hour, minute, 0, 0, loc)
	if t.Year() != year || int(t.Month()) != month || t.Day() != day {
		return time.Time{}, false, false // 2026-02-30: no such day
	}
	return t, h != "", true
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

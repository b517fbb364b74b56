package main

import (
	"cmp"
	"math"
	"slices"
	"unicode/utf8"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/history"
)

// tableOrder sorts the names a history or stats table shows as a reader of the
// table's language expects: Hungarian puts Ánna with Anna (and cs after c), English
// ignores the accent; bytes would put Ánna after Zoli. Games are named as their boxes
// are ("San Juan", not san-juan); --json keeps the ids.
type tableOrder struct {
	coll  *collate.Collator
	games companion.Registry
	named map[string]string // each game's name by id, looked up once: a sort asks often
}

func newTableOrder(p *i18n.Printer, games companion.Registry) *tableOrder {
	tag := language.English
	if p.Lang() == i18n.Hungarian {
		tag = language.Hungarian
	} else if p.Lang() == i18n.German {
		tag = language.German
	}
	return &tableOrder{coll: collate.New(tag, collate.IgnoreCase), games: games}
}

// names compares two names in the language's order; names equal to the collator
// (case only) fall back to bytes, so the order never depends on the input's.
func (o *tableOrder) names(a, b string) int {
	return cmp.Or(o.coll.CompareString(a, b), cmp.Compare(a, b))
}

// game is a game's name as a table says it: the box's name, or its first other name
// when that is shorter ("Genoa" for The Traders of Genoa, "Marco Polo"), so a table
// keeps to 80 columns. An id this talon does not know (a club's newer game) is shown
// as stored.
func (o *tableOrder) game(id string) string {
	name, ok := o.named[id]
	if !ok {
		name = o.lookUp(id)
		if o.named == nil {
			o.named = map[string]string{}
		}
		o.named[id] = name
	}
	return name
}

// lookUp is game without the names looked up before.
func (o *tableOrder) lookUp(id string) string {
	e, ok := o.games.Lookup(id)
	if !ok || e.ID != id {
		return id
	}
	if len(e.Aliases) > 0 && utf8.RuneCountInString(e.Aliases[0]) < utf8.RuneCountInString(e.Name) {
		return e.Aliases[0]
	}
	return e.Name
}

// byGame compares two game ids by the names shown.
func (o *tableOrder) byGame(a, b string) int { return o.names(o.game(a), o.game(b)) }

// players sorts player rows by name, each player's overall row ("") first, then the
// games by name.
func (o *tableOrder) players(list []history.PlayerStats) []history.PlayerStats {
	out := slices.Clone(list)
	slices.SortStableFunc(out, func(x, y history.PlayerStats) int {
		return cmp.Or(o.names(x.Player, y.Player), cmp.Compare(min(len(x.Game), 1), min(len(y.Game), 1)), o.byGame(x.Game, y.Game))
	})
	return out
}

// headToHead orients each pair by the language's order of the names and sorts them.
func (o *tableOrder) headToHead(list []history.HeadToHead) []history.HeadToHead {
	out := slices.Clone(list)
	for i, h := range out {
		if o.names(h.A, h.B) > 0 {
			out[i].A, out[i].B, out[i].AAhead, out[i].BAhead = h.B, h.A, h.BAhead, h.AAhead
		}
	}
	slices.SortStableFunc(out, func(x, y history.HeadToHead) int { return cmp.Or(o.names(x.A, y.A), o.names(x.B, y.B)) })
	return out
}

// seats sorts seat rows by game name, then seat.
func (o *tableOrder) seats(list []history.SeatStats) []history.SeatStats {
	out := slices.Clone(list)
	slices.SortStableFunc(out, func(x, y history.SeatStats) int { return cmp.Or(o.byGame(x.Game, y.Game), cmp.Compare(x.Seat, y.Seat)) })
	return out
}

// ratings sorts ratings by game name, the best first in each game, ties by name.
func (o *tableOrder) ratings(list []history.Rating) []history.Rating {
	out := slices.Clone(list)
	slices.SortStableFunc(out, func(x, y history.Rating) int {
		return cmp.Or(o.byGame(x.Game, y.Game), cmp.Compare(roundHalfAway(y.Rating, 0), roundHalfAway(x.Rating, 0)), o.names(x.Player, y.Player))
	})
	return out
}

// scores sorts score spreads by game name.
func (o *tableOrder) scores(list []history.ScoreSpread) []history.ScoreSpread {
	out := slices.Clone(list)
	slices.SortStableFunc(out, func(x, y history.ScoreSpread) int { return o.byGame(x.Game, y.Game) })
	return out
}

// roundHalfAway rounds v to digits decimals, halves away from zero, as people round
// by hand: an average of 7.25 is 7.3 (fmt's %.1f gives 7.2, rounding an exact binary
// half to even).
func roundHalfAway(v float64, digits int) float64 {
	scale := math.Pow(10, float64(digits))
	return math.Round(v*scale) / scale
}

// oneDecimal prints v with one decimal, rounded half away from zero.
func oneDecimal(p *i18n.Printer, v float64) string { return p.Sprintf("%.1f", roundHalfAway(v, 1)) }

// whole prints v rounded to a whole number, halves away from zero.
func whole(p *i18n.Printer, v float64) string { return p.Sprintf("%d", int64(roundHalfAway(v, 0))) }

// signed prints a whole change with its sign: +74, −74 (the typographic minus, as the
// games' texts write it), 0.
func signed(p *i18n.Printer, n int64) string {
	switch {
	case n > 0:
		return "+" + p.Sprintf("%d", n)
	case n < 0:
		return "−" + p.Sprintf("%d", -n)
	}
	return p.Sprintf("%d", 0)
}

// change is the change between two figures as the table shows them (each rounded), so
// 1,800 → 1,640 says −160 even when the unrounded change is −159.6.
func change(p *i18n.Printer, before, after float64) string {
	return signed(p, int64(roundHalfAway(after, 0))-int64(roundHalfAway(before, 0)))
}

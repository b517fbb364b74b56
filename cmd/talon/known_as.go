package main

import (
	"context"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// knownAs is a session's players under the names the history knows them by, beside
// the names typed at `talon new` (trial F4: status said "Ann" where sessions and
// history said "Anna", after `history players merge` or an import's --map). The
// companion replays the log under the typed names (its events name players so); what
// status and play print is read through knownAs, so the table sees one name a person.
type knownAs struct {
	known []string // seat order
	seats []string // the typed names, seat order
	// typed and as are the seats whose typed name differs from the history's.
	typed, as []string
}

// seatNames reads how the history names a session's seats. A session the history
// cannot name (none of its seats has a record) keeps the typed names. Without players
// (`talon do`, before the session is replayed) the seats are read from the history.
func (f *Factory) seatNames(ctx context.Context, id int64, players []companion.Player) (knownAs, error) {
	var k knownAs
	for _, p := range players {
		k.known = append(k.known, p.Name)
	}
	k.seats = slices.Clone(k.known)
	store, err := f.Store()
	if err != nil {
		return k, err
	}
	seats, err := store.SeatNames(ctx, id)
	if err != nil {
		return k, err
	}
	for i, s := range seats {
		if players == nil {
			k.known, k.seats = append(k.known, s.Typed), append(k.seats, s.Typed)
		}
		if i < len(k.known) && s.Name != "" && s.Name != s.Typed {
			k.known[i] = s.Name
			k.typed, k.as = append(k.typed, s.Typed), append(k.as, s.Name)
		}
	}
	return k, nil
}

// text is s with each typed name that stands as a word (case as typed; not inside a
// longer word: "Ann" in "Anna" stays) replaced by the history's name. An ANSI colour
// sequence before a name is no letter of a word.
func (k knownAs) text(s string) string {
	if len(k.typed) == 0 {
		return s
	}
	var b strings.Builder
	prevWord := false // the rune before i is a letter or digit
	for i := 0; i < len(s); {
		if s[i] == 0x1b { // ESC [ … final byte: copied whole, a boundary
			j := i + 1
			if j < len(s) && s[j] == '[' {
				for j++; j < len(s) && (s[j] < 0x40 || s[j] > 0x7e); j++ {
				}
			}
			j = min(j+1, len(s))
			b.WriteString(s[i:j])
			i, prevWord = j, false
			continue
		}
		if !prevWord {
			if n, as := k.nameAt(s[i:]); n > 0 {
				b.WriteString(as)
				i += n
				prevWord = true
				continue
			}
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		b.WriteString(s[i : i+size])
		prevWord = unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
		i += size
	}
	return b.String()
}

// nameAt is the length of the typed name s begins with as a whole word (0: none) and
// the history's name for it; of two that fit, the longer.
func (k knownAs) nameAt(s string) (int, string) {
	best, as := 0, ""
	for i, t := range k.typed {
		if len(t) <= best || !strings.HasPrefix(s, t) {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(s[len(t):]); len(s) > len(t) && (unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)) {
			continue
		}
		best, as = len(t), k.as[i]
	}
	return best, as
}

// view is v with the players named as the history knows them.
func (k knownAs) view(v companion.View) companion.View {
	if len(k.typed) == 0 {
		return v
	}
	v.Title, v.Board, v.Next = k.text(v.Title), k.text(v.Board), k.text(v.Next)
	v.Facts = append([]companion.Fact(nil), v.Facts...)
	for i := range v.Facts {
		v.Facts[i].Label, v.Facts[i].Value = k.text(v.Facts[i].Label), k.text(v.Facts[i].Value)
	}
	v.Last = k.list(v.Last)
	tables := make([]companion.Table, len(v.Tables))
	for i, t := range v.Tables {
		tables[i] = companion.Table{Title: k.text(t.Title), Header: k.list(t.Header), Rows: make([][]string, len(t.Rows))}
		for j, r := range t.Rows {
			tables[i].Rows[j] = k.list(r)
		}
	}
	v.Tables = tables
	return v
}

func (k knownAs) list(in []string) []string {
	if in == nil {
		return nil
	}
	out := make([]string, len(in))
	for i, s := range in {
		out[i] = k.text(s)
	}
	return out
}

// choices are the legal actions with their help naming the players as the history
// does; an answer offering a player shows the history's name and takes either name.
// The actions themselves (what `talon do` takes and the log keeps) are unchanged.
func (k knownAs) choices(in []companion.Choice) []companion.Choice {
	if len(k.typed) == 0 {
		return in
	}
	out := make([]companion.Choice, len(in))
	for i, c := range in {
		c.Help = k.text(c.Help)
		out[i] = c
	}
	return out
}

// options are an answer's options, a player's shown by the history's name (and found
// by it as by the typed one).
func (k knownAs) options(in []companion.Option) []companion.Option {
	if len(k.typed) == 0 {
		return in
	}
	out := make([]companion.Option, len(in))
	for i, o := range in {
		for j, t := range k.typed {
			if o.Display() == t {
				o.Label = k.as[j]
				o.Aliases = append(append([]string(nil), o.Aliases...), t)
			}
		}
		out[i] = o
	}
	return out
}

// names is the players, comma separated, as the history knows them.
func (k knownAs) names() string { return strings.Join(k.known, ", ") }

// result is r with its players, winners and tie-break named as the history knows them.
func (k knownAs) result(r scoring.Result) scoring.Result {
	if len(k.typed) == 0 {
		return r
	}
	rename := map[string]string{}
	for i, t := range k.typed {
		rename[t] = k.as[i]
	}
	r.Players = slices.Clone(r.Players)
	for i, p := range r.Players {
		if n, ok := rename[p.Name]; ok {
			r.Players[i].Name = n
		}
	}
	r.Winners = slices.Clone(r.Winners)
	for i, w := range r.Winners {
		if n, ok := rename[w]; ok {
			r.Winners[i] = n
		}
	}
	r.RespellTieBreak(rename)
	return r
}

// input is action text with a player written by the history's name (any case, as the
// games read names) turned back into the name typed at `talon new`, which the log and
// the game know: `talon do robber D4 steal=Anna` records steal=Ann. A value is turned
// only when it names one seat and is not that seat's typed name; text that does not
// parse is left for the game to refuse.
func (k knownAs) input(s string) string {
	if len(k.typed) == 0 {
		return s
	}
	a, err := companion.Parse(s)
	if err != nil {
		return s
	}
	changed := false
	typed := func(v string) string {
		if t, ok := k.typedFor(v); ok {
			changed = true
			return t
		}
		return v
	}
	for i, v := range a.Args {
		a.Args[i] = typed(v)
	}
	for i, n := range a.Named { // hands Anna=9 names a player by its key
		a.Named[i] = companion.Named{Key: typed(n.Key), Value: typed(n.Value)}
	}
	if !changed {
		return s
	}
	return a.String()
}

// typedFor is the typed name of the one seat v names by the history's name.
func (k knownAs) typedFor(v string) (string, bool) {
	f := companion.Fold(v)
	if f == "" {
		return "", false
	}
	seat := -1
	for i := range k.seats {
		if i >= len(k.known) || (companion.Fold(k.known[i]) != f && companion.Fold(k.seats[i]) != f) {
			continue
		}
		if seat >= 0 || companion.Fold(k.seats[i]) == f {
			return "", false // two seats, or the name as typed: the game reads it
		}
		seat = i
	}
	if seat < 0 {
		return "", false
	}
	return k.seats[seat], true
}

// err is err with its text naming the players as the history knows them; its kind (and
// so the exit status) is kept.
func (k knownAs) err(err error) error {
	if err == nil || len(k.typed) == 0 {
		return err
	}
	return knownAsError{err: err, k: k}
}

type knownAsError struct {
	err error
	k   knownAs
}

func (e knownAsError) Error() string                { return e.k.text(e.err.Error()) }
func (e knownAsError) Unwrap() error                { return e.err }
func (e knownAsError) Local(p *i18n.Printer) string { return e.k.text(p.Error(e.err)) }

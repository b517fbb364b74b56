package scoring

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
)

// Answers are what was typed into a Form so far; JSON turns them into the input the
// scorer reads, so a form and an --input file are one thing.
type Answers struct {
	Form    Form
	Names   []string
	Setup   map[string]Answer   // by key
	Players []map[string]Answer // by seat, then key
	Game    map[string]Answer   // by key

	order []Ref
}

// NewAnswers starts the answers to a form for the named players.
func NewAnswers(form Form, names []string) *Answers {
	a := &Answers{Form: form, Names: names, Setup: map[string]Answer{}, Game: map[string]Answer{}}
	a.Players = make([]map[string]Answer, len(names))
	for i := range a.Players {
		a.Players[i] = map[string]Answer{}
	}
	return a
}

// Ref points at one question of a form: Seat is the player's seat, or one of the
// constants below; Key is the field's key.
type Ref struct {
	Seat int
	Key  string
}

const (
	NamesSeat = -1 // the players' names (and their count)
	SetupSeat = -2 // a Setup field
	GameSeat  = -3 // a GameWide field
)

// Field is the form's field for a reference (the zero Field for the names).
func (a *Answers) Field(r Ref) Field {
	var fields []Field
	switch {
	case r.Seat == SetupSeat:
		fields = a.Form.Setup
	case r.Seat == GameSeat:
		fields = a.Form.GameWide
	case r.Seat >= 0:
		fields = a.Form.PerPlayer
	}
	for _, f := range fields {
		if f.Key == r.Key {
			return f
		}
	}
	return Field{}
}

func (a *Answers) bucket(seat int) map[string]Answer {
	switch {
	case seat == SetupSeat:
		return a.Setup
	case seat == GameSeat:
		return a.Game
	case seat >= 0 && seat < len(a.Players):
		return a.Players[seat]
	}
	return nil
}

// Set records an answer; given false leaves the field out (an empty optional answer).
func (a *Answers) Set(r Ref, ans Answer, given bool) {
	b := a.bucket(r.Seat)
	if given {
		b[r.Key] = ans
	} else {
		delete(b, r.Key)
	}
	a.answered(r)
}

// Get returns a recorded answer.
func (a *Answers) Get(r Ref) (Answer, bool) {
	ans, ok := a.bucket(r.Seat)[r.Key]
	return ans, ok
}

// asked remembers which questions were answered, given or skipped, in order.
func (a *Answers) answered(r Ref) {
	for i, x := range a.order {
		if x == r {
			a.order = append(a.order[:i], a.order[i+1:]...)
			break
		}
	}
	a.order = append(a.order, r)
}

// PlayerNames is a typed answer to a field naming players with each name's unique
// beginning written out ("Ann" for Anna, ignoring case and accents), as the play menus
// read a player: a name typed whole, a beginning two names share or one no name has
// stays as typed, for the scorer to refuse with the names.
func (a *Answers) PlayerNames(f Field, typed string) string {
	if !f.Players {
		return typed
	}
	entries := []string{typed}
	if f.Kind == List {
		entries = strings.Split(typed, ",")
	}
	for i, e := range entries {
		if name, ok := a.playerNamed(strings.TrimSpace(e)); ok {
			entries[i] = name
		}
	}
	return strings.Join(entries, ",")
}

// playerNamed is the one player a typed name or beginning means.
func (a *Answers) playerNamed(typed string) (string, bool) {
	key := Fold(typed)
	if key == "" {
		return "", false
	}
	found := ""
	for _, n := range a.Names {
		switch folded := Fold(n); {
		case folded == key:
			return n, true
		case strings.HasPrefix(folded, key):
			if found != "" {
				return "", false
			}
			found = n
		}
	}
	return found, found != ""
}

// Early reports whether the prompt may act on a problem before the last answer: it is
// not one that only the whole input can show, and not a field still missing.
func (a *Answers) Early(p Problem) bool {
	_, later := a.Form.Later[p.Field]
	return !later && !strings.HasPrefix(p.Reason, "missing")
}

// Asked lists the questions answered so far, given or skipped, oldest first.
func (a *Answers) Asked() []Ref { return append([]Ref(nil), a.order...) }

// JSON is the input the answers make, indented, keys in the form's order: the players
// with their names first, then setup and game-wide fields.
func (a *Answers) JSON() []byte {
	top := &object{}
	var players []any
	for i, name := range a.Names {
		p := &object{}
		p.set([]string{"name"}, name)
		if i < len(a.Players) {
			a.fill(p, a.Form.PerPlayer, a.Players[i])
		}
		players = append(players, p)
	}
	top.set([]string{"players"}, nonNil(players))
	a.fill(top, a.Form.Setup, a.Setup)
	a.fill(top, a.Form.GameWide, a.Game)
	out, _ := json.MarshalIndent(top, "", "  ") // plain values always marshal
	return append(out, '\n')
}

func (a *Answers) fill(o *object, fields []Field, given map[string]Answer) {
	for _, f := range fields {
		if ans, ok := given[f.Key]; ok {
			o.set(strings.Split(f.Key, "."), ans.value(f.Kind))
		}
	}
}

// Locate finds the question a problem of Score is about: the player it names (by
// PlayerLabels) and the field, a dotted parent ("temples.hispania" for
// "temples.hispania.space") or an entry ("buildings[2]" for "buildings") of it. A
// game-wide problem about a per-player field points at the last player who answered it:
// that answer made it wrong. The player count and the names point at the names.
func (a *Answers) Locate(p Problem) (Ref, bool) {
	if p.Field == "players" || p.Field == "name" {
		return Ref{Seat: NamesSeat}, true
	}
	if key, ok := a.Form.Later[p.Field]; ok {
		p.Field = key
	}
	if p.Player != "" {
		seat := slices.Index(PlayerLabels(a.Names), p.Player)
		if seat < 0 {
			return Ref{}, false
		}
		if r, ok := a.match(seat, a.Form.PerPlayer, p.Field); ok {
			return r, true
		}
		// A player's problem with a shared answer ("Ben: player_order: missing from it").
	}
	if r, ok := a.match(SetupSeat, a.Form.Setup, p.Field); ok {
		return r, true
	}
	if r, ok := a.match(GameSeat, a.Form.GameWide, p.Field); ok {
		return r, true
	}
	for k := len(a.order) - 1; k >= 0 && p.Player == ""; k-- {
		if r := a.order[k]; r.Seat >= 0 && fieldCovers(r.Key, p.Field) {
			return r, true
		}
	}
	return Ref{}, false
}

// match finds the field of fields a problem's field names; for a parent, the first
// answered key below it, else the first key.
func (a *Answers) match(seat int, fields []Field, field string) (Ref, bool) {
	var first *Ref
	for _, f := range fields {
		if !fieldCovers(f.Key, field) {
			continue
		}
		r := Ref{Seat: seat, Key: f.Key}
		if _, ok := a.Get(r); ok || f.Key == field {
			return r, true
		}
		if first == nil {
			first = &r
		}
	}
	if first != nil {
		return *first, true
	}
	return Ref{}, false
}

// fieldCovers says whether a problem about field is about the question key.
func fieldCovers(key, field string) bool {
	return key == field || strings.HasPrefix(key, field+".") ||
		strings.HasPrefix(field, key+".") || strings.HasPrefix(field, key+"[")
}

// object is a JSON object that keeps its keys in the order they were set.
type object struct {
	keys   []string
	values map[string]any
}

func (o *object) set(path []string, v any) {
	if o.values == nil {
		o.values = map[string]any{}
	}
	key := path[0]
	if _, ok := o.values[key]; !ok {
		o.keys = append(o.keys, key)
	}
	if len(path) == 1 {
		o.values[key] = v
		return
	}
	child, ok := o.values[key].(*object)
	if !ok {
		child = &object{}
		o.values[key] = child
	}
	child.set(path[1:], v)
}

func (o *object) MarshalJSON() ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteByte('{')
	for i, k := range o.keys {
		if i > 0 {
			buf.WriteByte(',')
		}
		kb, _ := json.Marshal(k)
		buf.Write(kb)
		buf.WriteByte(':')
		vb, err := json.Marshal(o.values[k])
		if err != nil {
			return nil, err
		}
		buf.Write(vb)
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

package catan

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/talon-games/talon/scoring"
)

var (
	gameWideFields  = []string{"players", "ended_on_turn_of"}
	perPlayerFields = []string{"name", "settlements", "cities", "longest_road", "largest_army", "vp_cards"}
)

// member is one key and raw value of a JSON object, in input order.
type member struct {
	key   string
	value json.RawMessage
}

// decode reads the JSON input strictly: every unknown, repeated or mistyped field is a
// problem, all reported together. readable is false when a value could not be read, so
// that the rule checks do not run on made-up zeros.
func decode(data []byte) (in Input, ps scoring.Problems, readable bool) {
	d := decoder{}
	top, err := readObject(data)
	if err != nil {
		d.unreadable("", "input", err.Error())
		return in, d.ps, false
	}
	for _, m := range dedupe("", top, &d.ps) {
		switch m.key {
		case "players":
			in.Players = d.players(m.value)
		case "ended_on_turn_of":
			if json.Unmarshal(m.value, &in.EndedOnTurnOf) != nil {
				d.unreadable("", m.key, "must be a player's name (text)")
			}
		default:
			d.ps.Add("", m.key, unknownField(m.key, gameWideFields))
		}
	}
	return in, d.ps, !d.bad
}

// decoder collects problems and remembers whether any value was unreadable.
type decoder struct {
	ps  scoring.Problems
	bad bool
}

func (d *decoder) unreadable(player, field, reason string) {
	d.ps.Add(player, field, reason)
	d.bad = true
}

func (d *decoder) players(raw json.RawMessage) []PlayerInput {
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil || items == nil {
		d.unreadable("", "players", "must be a list of players")
		return nil
	}
	players := make([]PlayerInput, len(items))
	for i, item := range items {
		members, err := readObject(item)
		if err != nil {
			d.unreadable(fmt.Sprintf("player %d", i+1), "", err.Error())
			continue
		}
		p := &players[i]
		for _, m := range members { // the name first, so later problems can use it
			if m.key == "name" {
				_ = json.Unmarshal(m.value, &p.Name)
			}
		}
		who := label(*p, i)
		for _, m := range dedupe(who, members, &d.ps) {
			var target any
			want := "a whole number"
			switch m.key {
			case "name":
				target, want = &p.Name, "text"
			case "settlements":
				target = &p.Settlements
			case "cities":
				target = &p.Cities
			case "vp_cards":
				target = &p.VPCards
			case "longest_road":
				target, want = &p.LongestRoad, "true or false"
			case "largest_army":
				target, want = &p.LargestArmy, "true or false"
			default:
				d.ps.Add(who, m.key, unknownField(m.key, perPlayerFields))
				continue
			}
			if scoring.IsNull(m.value) || json.Unmarshal(m.value, target) != nil {
				d.unreadable(who, m.key, fmt.Sprintf("must be %s, not %s", want, m.value))
			}
		}
	}
	return players
}

// dedupe reports keys given twice and keeps the first of each.
func dedupe(who string, members []member, ps *scoring.Problems) []member {
	seen := map[string]bool{}
	out := members[:0:0]
	for _, m := range members {
		if seen[m.key] {
			ps.Add(who, m.key, "given twice")
			continue
		}
		seen[m.key] = true
		out = append(out, m)
	}
	return out
}

func unknownField(key string, known []string) string {
	reason := scoring.UnknownField(known...)
	if close := closest(key, known); len(close) > 0 {
		reason = "unknown field; did you mean " + strings.Join(close, " or ") + "?"
	}
	return reason
}

// readObject splits one JSON object into its members, keeping their order and repeats.
func readObject(data []byte) ([]member, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil {
		return nil, syntaxError(err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, errors.New("must be a JSON object {...}")
	}
	var members []member
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, syntaxError(err)
		}
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			return nil, syntaxError(err)
		}
		members = append(members, member{key: tok.(string), value: value})
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return nil, syntaxError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("unexpected text after the JSON object")
	}
	return members, nil
}

func syntaxError(err error) error {
	if err == io.EOF {
		return errors.New("empty or incomplete JSON")
	}
	return fmt.Errorf("not valid JSON: %v", err)
}

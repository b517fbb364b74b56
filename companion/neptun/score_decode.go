package neptun

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	"github.com/talon-games/talon/scoring"
)

// object is one JSON object being read strictly: members are taken out as they are
// read, and whatever is left is reported as unknown, naming the player and the field.
type object struct {
	members map[string]json.RawMessage // keys folded to lower case
	player  string
	path    string // dotted path of this object, "" at the top
	ps      *scoring.Problems
}

// parseDocument reads exactly one JSON object from data.
func parseDocument(data []byte, ps *scoring.Problems) (*object, bool) {
	dec := json.NewDecoder(bytes.NewReader(data))
	var raw json.RawMessage
	if err := dec.Decode(&raw); err != nil {
		ps.Add("", "input", "not valid JSON: "+err.Error())
		return nil, false
	}
	if dec.More() {
		ps.Add("", "input", "unexpected data after the JSON object")
	}
	return parseObject(raw, "", "input", ps)
}

// parseObject reads raw as a JSON object; field names it in problems.
func parseObject(raw json.RawMessage, player, field string, ps *scoring.Problems) (*object, bool) {
	var members map[string]json.RawMessage
	if err := json.Unmarshal(raw, &members); err != nil || members == nil {
		ps.Add(player, field, "want an object {...}, got "+jsonKind(raw))
		return nil, false
	}
	o := &object{members: foldKeys(members), player: player, ps: ps}
	if field != "input" {
		o.path = field
	}
	return o, true
}

// foldKeys lower-cases member names, as encoding/json matches them case-insensitively.
func foldKeys(members map[string]json.RawMessage) map[string]json.RawMessage {
	out := make(map[string]json.RawMessage, len(members))
	for k, v := range members {
		out[strings.ToLower(k)] = v
	}
	return out
}

func (o *object) field(key string) string {
	if o.path == "" {
		return key
	}
	return o.path + "." + key
}

// take decodes member key into dst, reporting a wrong type. A missing or null member
// leaves dst alone and reports false.
func (o *object) take(key string, dst any) bool {
	raw, ok := o.members[key]
	delete(o.members, key)
	if !ok || scoring.IsNull(raw) {
		return false
	}
	if err := json.Unmarshal(raw, dst); err != nil {
		reflect.ValueOf(dst).Elem().SetZero() // no half-decoded values for validation
		o.ps.Add(o.player, o.field(key), fmt.Sprintf("want %s, got %s", wantOf(dst), jsonKind(raw)))
		return false
	}
	return true
}

// require is take for a member that must be there.
func (o *object) require(key string, dst any) bool {
	if _, ok := o.members[key]; !ok {
		o.ps.Add(o.player, o.field(key), "missing")
		return false
	}
	return o.take(key, dst)
}

// raw takes a member without decoding it.
func (o *object) raw(key string) (json.RawMessage, bool) {
	raw, ok := o.members[key]
	delete(o.members, key)
	return raw, ok && !scoring.IsNull(raw)
}

// rest reports every member not taken as an unknown field.
func (o *object) rest(known ...string) {
	for _, k := range sortedKeys(o.members) {
		o.ps.Add(o.player, o.field(k), scoring.UnknownField(known...))
	}
}

// playersOf splits the "players" array into one object per player, labelled by name.
func playersOf(o *object) []*object {
	raw, ok := o.raw("players")
	if !ok {
		o.ps.Add("", "players", "missing")
		return nil
	}
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		o.ps.Add("", "players", "want a list of players, got "+jsonKind(raw))
		return nil
	}
	out := make([]*object, len(list))
	for i, r := range list {
		var head struct {
			Name any `json:"name"`
		}
		_ = json.Unmarshal(r, &head) // only to label problems
		name, _ := head.Name.(string)
		p := &object{members: map[string]json.RawMessage{}, player: scoring.PlayerLabel(i, name), ps: o.ps}
		if err := json.Unmarshal(r, &p.members); err != nil || p.members == nil {
			o.ps.Add(p.player, fmt.Sprintf("players[%d]", i), "want an object {\"name\": ...}, got "+jsonKind(r))
			p.members = map[string]json.RawMessage{}
		}
		p.members = foldKeys(p.members)
		out[i] = p
	}
	return out
}

func wantOf(dst any) string {
	switch dst.(type) {
	case *string:
		return "text"
	case *int:
		return "a whole number"
	case *bool:
		return "true or false"
	case *[]int:
		return "a list of whole numbers"
	case *[]string:
		return "a list of names"
	case *map[string][]int:
		return "an object {temple: [tile values]}"
	}
	return fmt.Sprintf("%T", dst)
}

// jsonKind says what a JSON value is, for problems.
func jsonKind(raw json.RawMessage) string {
	s := bytes.TrimSpace(raw)
	if len(s) == 0 {
		return "nothing"
	}
	switch s[0] {
	case '"':
		return "text " + string(s)
	case '[':
		return "a list " + shorten(string(s))
	case '{':
		return "an object"
	case 't', 'f':
		return string(s)
	case 'n':
		return "null"
	}
	return "the number " + string(s)
}

func shorten(s string) string {
	if len(s) > 40 {
		return s[:37] + "..."
	}
	return s
}

package sanjuan

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/talon-games/talon/scoring"
)

// playerFields are the JSON keys of PlayerInput, in order.
var playerFields = []string{"name", "buildings", "chapel_cards", "hand_cards", "goods"}

// decode reads the JSON input strictly: unknown fields and wrongly typed values are all
// reported, each naming its player and field. bad lists the fields that did not decode.
func decode(data []byte) (Input, map[badField]bool, scoring.Problems) {
	var in Input
	var ps scoring.Problems
	bad := map[badField]bool{}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil || top == nil {
		ps.Add("", "input", "not a JSON object: "+describe(err))
		return in, bad, ps
	}
	unknownFields("", top, []string{"players", "six_cost_vp"}, &ps)
	if raw, ok := top["six_cost_vp"]; ok {
		field("", "six_cost_vp", raw, &in.SixCostVP, &ps)
	}
	raw, ok := top["players"]
	if !ok {
		ps.Add("", "players", "missing")
		return in, bad, ps
	}
	var players []json.RawMessage
	if err := json.Unmarshal(raw, &players); err != nil {
		ps.Add("", "players", "must be a list of players: "+describe(err))
		return in, bad, ps
	}
	in.Players = make([]PlayerInput, len(players))
	for i, raw := range players {
		var obj map[string]json.RawMessage
		if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
			ps.Add(fmt.Sprintf("player %d", i+1), "players", "must be an object with a name and fields")
			for _, key := range playerFields {
				bad[badField{i, key}] = true
			}
			continue
		}
		p := &in.Players[i]
		if !field("", "name", obj["name"], &p.Name, nil) {
			ps.Add(fmt.Sprintf("player %d", i+1), "name", "must be text")
			bad[badField{i, "name"}] = true
		}
		who := label(*p, i)
		unknownFields(who, obj, playerFields, &ps)
		for _, f := range []struct {
			key string
			dst any
		}{{"buildings", &p.Buildings}, {"chapel_cards", &p.ChapelCards}, {"hand_cards", &p.HandCards}, {"goods", &p.Goods}} {
			if !field(who, f.key, obj[f.key], f.dst, &ps) {
				bad[badField{i, f.key}] = true
			}
		}
	}
	return in, bad, ps
}

// field decodes one value; an absent or null value leaves the zero value. When it does
// not fit, it records a problem (if ps is not nil) and returns false.
func field(who, key string, raw json.RawMessage, dst any, ps *scoring.Problems) bool {
	if raw == nil {
		return true
	}
	if err := json.Unmarshal(raw, dst); err != nil {
		if ps != nil {
			ps.Add(who, key, "must be "+expected(dst)+", got "+string(raw))
		}
		return false
	}
	return true
}

func expected(dst any) string {
	switch dst.(type) {
	case *int:
		return "a whole number"
	case *[]string:
		return "a list of building names"
	default:
		return "text"
	}
}

// unknownFields reports each key that is not one of known, suggesting a known key that
// differs only in case.
func unknownFields(who string, obj map[string]json.RawMessage, known []string, ps *scoring.Problems) {
	for _, k := range scoring.UnknownKeys(obj, known) {
		reason := scoring.UnknownField(known...)
		for _, want := range known {
			if strings.EqualFold(k, want) {
				reason = fmt.Sprintf("unknown field, did you mean %q?", want)
			}
		}
		ps.Add(who, k, reason)
	}
}

func describe(err error) string {
	if err == nil {
		return "null"
	}
	return err.Error()
}

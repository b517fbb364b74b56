package genoa

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/talon-games/talon/scoring"
)

// JSON field names, in the order problems about them are reported.
var (
	gameFields   = []string{"players", "contract_values", "exclude_contracts_from_items"}
	playerFields = []string{"name", "ducats", "markers_on_buildings", "contract_groups", "items"}
)

// decode reads an input strictly: unknown fields, wrong types, trailing data and missing
// player fields (all but contract_groups, whose absence means no contracts) are problems,
// reported together. It returns nil only when the input is not a JSON object at all.
func decode(data []byte) (*Input, scoring.Problems) {
	var ps scoring.Problems
	dec := json.NewDecoder(bytes.NewReader(data))
	var top map[string]json.RawMessage
	if err := dec.Decode(&top); err != nil || top == nil {
		ps.Add("", "input", "not a JSON object like {\"players\": [...]}"+errSuffix(err))
		return nil, ps
	}
	if _, err := dec.Token(); err != io.EOF {
		ps.Add("", "input", "unexpected data after the JSON object")
	}

	var in Input
	for _, key := range scoring.UnknownKeys(top, gameFields) {
		ps.Add("", key, unknownFieldReason(key, gameFields))
	}
	if raw, ok := present(top, "players"); !ok {
		ps.Add("", "players", "missing")
	} else {
		var players []json.RawMessage
		if err := json.Unmarshal(raw, &players); err != nil {
			ps.Add("", "players", "must be a list of player objects")
		}
		in.Players, ps = decodePlayers(players, ps)
	}
	if raw, ok := present(top, "contract_values"); ok {
		in.ContractValues = decodeContractValues(raw, &ps)
	}
	if raw, ok := present(top, "exclude_contracts_from_items"); ok {
		if err := json.Unmarshal(raw, &in.ExcludeContractsFromItems); err != nil {
			ps.Add("", "exclude_contracts_from_items", "must be true or false")
		}
	}
	return &in, ps
}

// decodePlayers reads the names first, so that every problem names its player the
// same way validation does.
func decodePlayers(raws []json.RawMessage, ps scoring.Problems) ([]PlayerInput, scoring.Problems) {
	players := make([]PlayerInput, len(raws))
	objects := make([]map[string]json.RawMessage, len(raws))
	nameOK := make([]bool, len(raws))
	for i, raw := range raws {
		if err := json.Unmarshal(raw, &objects[i]); err != nil {
			objects[i] = nil
			continue
		}
		raw, ok := present(objects[i], "name")
		nameOK[i] = !ok || json.Unmarshal(raw, &players[i].Name) == nil
	}
	labels := playerLabels(players)
	for i, fields := range objects {
		who := labels[i]
		if fields == nil {
			ps.Add(who, "player", `must be an object like {"name": ..., "ducats": ...}`)
			continue
		}
		if !nameOK[i] {
			ps.Add(who, "name", "must be text")
		}
		ps = append(ps, decodePlayerFields(who, fields, &players[i])...)
	}
	return players, ps
}

// decodePlayerFields decodes the counts; "name" is already read.
func decodePlayerFields(who string, fields map[string]json.RawMessage, p *PlayerInput) scoring.Problems {
	var ps scoring.Problems
	for _, key := range scoring.UnknownKeys(fields, playerFields) {
		ps.Add(who, key, unknownFieldReason(key, playerFields))
	}
	targets := map[string]any{
		"ducats":               &p.Ducats,
		"markers_on_buildings": &p.MarkersOnBuildings,
		"contract_groups":      &p.ContractGroups,
		"items":                &p.Items,
	}
	for _, key := range playerFields[1:] {
		raw, ok := present(fields, key)
		if !ok {
			if key != "contract_groups" && !hasFoldedKey(fields, key) { // absent: no contracts; misspelt: already reported
				ps.Add(who, key, "missing")
			}
			continue
		}
		if err := json.Unmarshal(raw, targets[key]); err != nil {
			ps.Add(who, key, typeReason(key))
		}
	}
	return ps
}

func decodeContractValues(raw json.RawMessage, ps *scoring.Problems) map[int]int {
	var byKey map[string]json.RawMessage
	if err := json.Unmarshal(raw, &byKey); err != nil {
		ps.Add("", "contract_values", `must be an object of group size to ducats, like {"2": 30, "3": 60}`)
		return nil
	}
	values := map[int]int{}
	for _, key := range slices.Sorted(maps.Keys(byKey)) {
		field := "contract_values." + key
		size, err := strconv.Atoi(key)
		if err != nil {
			ps.Add("", field, "not a group size (a whole number of buildings)")
			continue
		}
		var v int
		if err := json.Unmarshal(byKey[key], &v); err != nil || scoring.IsNull(byKey[key]) {
			ps.Add("", field, "must be a whole number of ducats")
			continue
		}
		values[size] = v
	}
	return values
}

// present returns a field's raw value; an explicit null counts as absent.
func present(fields map[string]json.RawMessage, key string) (json.RawMessage, bool) {
	raw, ok := fields[key]
	if !ok || scoring.IsNull(raw) {
		return nil, false
	}
	return raw, true
}

func unknownFieldReason(key string, known []string) string {
	for _, k := range known {
		if hasFoldedKey(map[string]json.RawMessage{key: nil}, k) {
			return fmt.Sprintf("unknown field (did you mean %q?)", k)
		}
	}
	return "unknown field; known fields are " + strings.Join(known, ", ")
}

func typeReason(key string) string {
	if key == "contract_groups" {
		return "must be a list of group sizes, like [3, 1] (or [] for no contracts)"
	}
	return "must be a whole number"
}

func errSuffix(err error) string {
	if err == nil {
		return ""
	}
	return ": " + err.Error()
}

// hasFoldedKey reports a key spelt like want apart from case or dashes.
func hasFoldedKey(fields map[string]json.RawMessage, want string) bool {
	for key := range fields {
		if key != want && strings.EqualFold(strings.ReplaceAll(key, "-", "_"), want) {
			return true
		}
	}
	return false
}

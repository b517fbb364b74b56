package genoa

import (
	"strconv"

	"github.com/talon-games/talon/scoring"
)

// playerFields are the per-player JSON keys, in the order problems about them are reported.
var playerFields = []string{"name", "ducats", "markers_on_buildings", "contract_groups", "items"}

// decode reads an input with the shared strict reader: every player field but
// contract_groups (whose absence means no contracts) must be given.
func decode(data []byte) (in Input, ps scoring.Problems, readable bool) {
	in.Players, ps, readable = scoring.DecodeInput(data, func(o *scoring.Object) (p PlayerInput) {
		o.Text("name", &p.Name, scoring.Optional) // a missing name is reported by validation
		o.Int("ducats", &p.Ducats, scoring.Required)
		o.Int("markers_on_buildings", &p.MarkersOnBuildings, scoring.Required)
		o.Ints("contract_groups", &p.ContractGroups, scoring.Optional)
		o.Int("items", &p.Items, scoring.Required)
		return p
	}, func(top *scoring.Object) {
		in.ContractValues = contractValues(top.Keyed("contract_values", scoring.Optional))
		top.Bool("exclude_contracts_from_items", &in.ExcludeContractsFromItems, scoring.Optional)
	})
	return in, ps, readable
}

// contractValues reads {"2": 30, "3": 60}: group sizes to ducats; nil when absent.
func contractValues(values *scoring.Object) map[int]int {
	if values == nil {
		return nil
	}
	out := map[int]int{}
	for _, key := range values.Keys() {
		size, err := strconv.Atoi(key)
		if err != nil {
			values.Problem(key, "not a group size (a whole number of buildings)")
			continue
		}
		var v int
		if values.Int(key, &v, scoring.Required) {
			out[size] = v
		}
	}
	return out
}

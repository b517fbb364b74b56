package catan

import "github.com/talon-games/talon/scoring"

// decode reads the JSON input with the shared strict reader; a left-out count is 0 and
// a left-out card is not held.
func decode(data []byte) (in Input, ps scoring.Problems, readable bool) {
	in.Players, ps, readable = scoring.DecodeInput(data, func(o *scoring.Object) (p PlayerInput) {
		o.Text("name", &p.Name, scoring.Optional) // a missing name is reported by validation
		o.Int("settlements", &p.Settlements, scoring.Optional)
		o.Int("cities", &p.Cities, scoring.Optional)
		o.Bool("longest_road", &p.LongestRoad, scoring.Optional)
		o.Bool("largest_army", &p.LargestArmy, scoring.Optional)
		o.Int("vp_cards", &p.VPCards, scoring.Optional)
		return p
	}, func(top *scoring.Object) {
		top.Text("ended_on_turn_of", &in.EndedOnTurnOf, scoring.Optional)
	})
	return in, ps, readable
}

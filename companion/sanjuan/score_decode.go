package sanjuan

import "github.com/talon-games/talon/scoring"

// decode reads the JSON input with the shared strict reader; a left-out count is 0.
func decode(data []byte) (in Input, ps scoring.Problems, readable bool) {
	in.Players, ps, readable = scoring.DecodeInput(data, func(o *scoring.Object) (p PlayerInput) {
		o.Text("name", &p.Name, scoring.Optional) // a missing name is reported by validation
		o.Texts("buildings", &p.Buildings, scoring.Optional)
		o.Int("chapel_cards", &p.ChapelCards, scoring.Optional)
		o.Int("hand_cards", &p.HandCards, scoring.Optional)
		o.Int("goods", &p.Goods, scoring.Optional)
		return p
	}, func(top *scoring.Object) {
		top.Int("six_cost_vp", &in.SixCostVP, scoring.Optional)
	})
	return in, ps, readable
}

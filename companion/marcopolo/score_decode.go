package marcopolo

import "github.com/talon-games/talon/scoring"

// decode reads the JSON input with the shared strict reader: every player field but
// beijing_arrival must be given; an absent good counts 0.
func decode(data []byte) (in Input, ps scoring.Problems, readable bool) {
	in.Players, ps, readable = scoring.DecodeInput(data, func(o *scoring.Object) (p PlayerInput) {
		o.Text("name", &p.Name, scoring.Required)
		o.Int("track_vp", &p.TrackVP, scoring.Required)
		o.Int("coins", &p.Coins, scoring.Required)
		o.Int("camels", &p.Camels, scoring.Required)
		if g := o.Object("goods", scoring.Required); g != nil {
			g.Int("pepper", &p.Goods.Pepper, scoring.Optional)
			g.Int("silk", &p.Goods.Silk, scoring.Optional)
			g.Int("gold", &p.Goods.Gold, scoring.Optional)
			g.Done()
		}
		var arrival int
		if o.Int("beijing_arrival", &arrival, scoring.Optional) {
			p.BeijingArrival = &arrival
		}
		o.Texts("trading_posts", &p.TradingPosts, scoring.Required)
		o.TextLists("goal_cards", &p.GoalCards, scoring.Required)
		o.Int("completed_contracts", &p.CompletedContracts, scoring.Required)
		return p
	}, func(top *scoring.Object) {
		top.Bool("most_contracts_needs_one", &in.MostContractsNeedsOne, scoring.Optional)
	})
	return in, ps, readable
}

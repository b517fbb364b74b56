package marcopolo

import (
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// form lists the questions in the order a player reads their tableau: the score track,
// the player board (coins, camels, goods, contract drawer), the map (Beijing, then the
// posts, which must agree with it), then the secret goal cards.
func form() scoring.Form {
	count := func(key, prompt string, b scoring.Bound) scoring.Field {
		return scoring.Field{Key: key, Prompt: prompt, Kind: scoring.Int, Bound: b}
	}
	return scoring.Form{
		Game: "The Voyages of Marco Polo", MinPlayers: MinPlayers, MaxPlayers: MaxPlayers,
		PerPlayer: []scoring.Field{
			count("track_vp", i18n.Key("VP on the score track (the space, plus the 50/100 card, plus 50 a further lap)"), trackBound),
			count("coins", i18n.Key("Coins"), coinsBound),
			count("camels", i18n.Key("Camels"), supplyBound),
			count("goods.pepper", i18n.Key("Pepper"), supplyBound),
			count("goods.silk", i18n.Key("Silk"), supplyBound),
			count("goods.gold", i18n.Key("Gold"), supplyBound),
			count("completed_contracts", i18n.Key("Completed contracts (in your drawer)"), contractsBound),
			{Key: "beijing_arrival", Prompt: "Your Beijing space by arrival, 1 = first (10 VP); empty if none", Kind: scoring.Int, Optional: true, Bound: arrivalBound},
			{Key: "trading_posts", Prompt: "Cities with your trading posts (e.g. Alexandria, Kashgar)", Kind: scoring.List, Items: postsBound, Check: checkPostsAnswer},
			{Key: "goal_cards", Prompt: "Your 2 goal cards (e.g. Moscow-Kashgar, Karachi-Anxi)", Kind: scoring.PairList, Check: checkGoalCardsAnswer},
		},
		Later: map[string]string{beijingOrder: "beijing_arrival"},
		GameWide: []scoring.Field{
			{Key: "most_contracts_needs_one", Prompt: "House rule: no most-contracts bonus when nobody completed one? (default no)", Kind: scoring.Bool, Optional: true},
		},
	}
}

// checkPostsAnswer resolves the typed cities; a post in Beijing is checked against the
// arrival with the whole input, where both are known.
func checkPostsAnswer(a scoring.Answer) error {
	_, errs := resolvePosts(a.List, true)
	return joinErrors(errs)
}

func checkGoalCardsAnswer(a scoring.Answer) error {
	_, errs := resolveGoalCards(a.Pairs)
	return joinErrors(errs)
}

// joinErrors is the errors in one line, each in the table's language ("; " between).
func joinErrors(errs []error) error {
	var out error
	for _, err := range errs {
		if out == nil {
			out = err
			continue
		}
		out = i18n.Errorf("%v; %v", out, err)
	}
	return out
}

package marcopolo

import (
	"errors"

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
			count("track_vp", "VP on the score track (the space, plus the 50/100 card, plus 50 a further lap)", trackBound),
			count("coins", "Coins", coinsBound),
			count("camels", "Camels", supplyBound),
			count("goods.pepper", "Pepper", supplyBound),
			count("goods.silk", "Silk", supplyBound),
			count("goods.gold", "Gold", supplyBound),
			count("completed_contracts", "Completed contracts (in your drawer)", contractsBound),
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
	return errors.Join(errs...)
}

func checkGoalCardsAnswer(a scoring.Answer) error {
	_, errs := resolveGoalCards(a.Pairs)
	return errors.Join(errs...)
}

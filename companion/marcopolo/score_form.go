package marcopolo

import (
	"errors"
	"fmt"

	"github.com/talon-games/talon/scoring"
)

// form lists the questions in the order a player reads their tableau: the
// score track, the player board (coins, camels, goods, contract drawer), the
// map (posts, Beijing), then the secret goal cards.
func form() scoring.Form {
	return scoring.Form{
		PerPlayer: []scoring.Field{
			{Key: "track_vp", Prompt: "VP on the score track (add 50/100 cards)", Kind: scoring.Int, Check: checkIntAnswer(checkCount)},
			{Key: "coins", Prompt: "Coins", Kind: scoring.Int, Check: checkIntAnswer(checkCount)},
			{Key: "camels", Prompt: "Camels", Kind: scoring.Int, Check: checkIntAnswer(checkCount)},
			{Key: "goods.pepper", Prompt: "Pepper", Kind: scoring.Int, Check: checkIntAnswer(checkCount)},
			{Key: "goods.silk", Prompt: "Silk", Kind: scoring.Int, Check: checkIntAnswer(checkCount)},
			{Key: "goods.gold", Prompt: "Gold", Kind: scoring.Int, Check: checkIntAnswer(checkCount)},
			{Key: "completed_contracts", Prompt: "Completed contracts (in your drawer)", Kind: scoring.Int, Check: checkIntAnswer(checkContracts)},
			{Key: "trading_posts", Prompt: "Cities with your trading posts (e.g. Alexandria, Kashgar)", Kind: scoring.List, Check: checkPostsAnswer},
			{Key: "beijing_arrival", Prompt: "Your Beijing space by arrival, 1 = first (10 VP); empty if none", Kind: scoring.Int, Optional: true, Check: checkArrivalAnswer},
			{Key: "goal_cards", Prompt: "Your 2 goal cards (e.g. Moscow-Kashgar, Karachi-Anxi)", Kind: scoring.PairList, Check: checkGoalCardsAnswer},
		},
		GameWide: []scoring.Field{
			{Key: "most_contracts_needs_one", Prompt: "House rule: no most-contracts bonus when nobody completed one? (default no)", Kind: scoring.Bool, Optional: true},
		},
	}
}

var errNotNumber = errors.New("want a whole number")

func checkIntAnswer(check func(int) error) func(any) error {
	return func(v any) error {
		n, ok := scoring.WholeNumber(v)
		if !ok {
			return errNotNumber
		}
		return check(n)
	}
}

func checkArrivalAnswer(v any) error {
	if v == nil {
		return nil
	}
	if p, ok := v.(*int); ok {
		if p == nil {
			return nil
		}
		v = *p
	}
	n, ok := scoring.WholeNumber(v)
	if !ok {
		return errNotNumber
	}
	return checkArrival(n)
}

func checkPostsAnswer(v any) error {
	names, ok := asStrings(v)
	if !ok {
		return errors.New("want a list of city names")
	}
	posts, errs := resolvePosts(names, true) // Beijing is checked against the arrival at scoring
	if len(posts) > MaxTradingPosts {
		errs = append(errs, fmt.Errorf("%d trading posts, but a player has at most %d", len(posts), MaxTradingPosts))
	}
	return errors.Join(errs...)
}

func checkGoalCardsAnswer(v any) error {
	pairs, ok := asPairs(v)
	if !ok {
		return errors.New("want city pairs such as Moscow-Kashgar")
	}
	_, errs := resolveGoalCards(pairs)
	return errors.Join(errs...)
}

func asStrings(v any) ([]string, bool) {
	switch s := v.(type) {
	case []string:
		return s, true
	case []any:
		out := make([]string, len(s))
		for i, e := range s {
			str, ok := e.(string)
			if !ok {
				return nil, false
			}
			out[i] = str
		}
		return out, true
	case nil:
		return nil, true
	}
	return nil, false
}

func asPairs(v any) ([][]string, bool) {
	switch p := v.(type) {
	case [][]string:
		return p, true
	case [][2]string:
		out := make([][]string, len(p))
		for i, pair := range p {
			out[i] = []string{pair[0], pair[1]}
		}
		return out, true
	case []any:
		out := make([][]string, len(p))
		for i, e := range p {
			pair, ok := asStrings(e)
			if !ok {
				return nil, false
			}
			out[i] = pair
		}
		return out, true
	case nil:
		return nil, true
	}
	return nil, false
}

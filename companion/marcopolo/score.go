package marcopolo

import (
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// Breakdown categories, in table order.
const (
	CatTrack         = "Score track"
	CatGoalCards     = "Goal cards"
	CatGoalCities    = "Goal cities"
	CatCoins         = "Coins"
	CatBeijing       = "Beijing"
	CatGoods         = "Goods left" // its own key: Genoa's "Goods" is another thing (Árucikk)
	CatMostContracts = "Most contracts"
)

// Categories lists the breakdown rows in order.
var Categories = []string{CatTrack, CatGoalCards, CatGoalCities, CatCoins, CatBeijing, CatGoods, CatMostContracts}

// TieBreakCamels names the only tie-break: more camels wins (SEED); still
// tied, the players share the victory.
const TieBreakCamels = "camels"

// ScoreInput validates the input (every problem at once, as *scoring.InputError)
// and scores it.
func ScoreInput(in Input) (scoring.Result, error) {
	facts, ps := validate(in, nil)
	if err := ps.Err(); err != nil {
		return scoring.Result{}, err
	}
	bonus := mostContractsWinners(facts, in.MostContractsNeedsOne)
	entries := make([]scoring.Entry, len(facts))
	for i, f := range facts {
		cards, cities := goalPoints(f)
		contracts := 0
		if bonus[i] {
			contracts = MostContractsVP
		}
		entries[i] = scoring.Entry{
			Name: f.name,
			Breakdown: []scoring.Points{
				{Category: CatTrack, Points: f.in.TrackVP},
				{Category: CatGoalCards, Points: cards},
				{Category: CatGoalCities, Points: cities},
				{Category: CatCoins, Points: f.in.Coins / CoinsPerVP},
				{Category: CatBeijing, Points: beijingPoints(f.in.BeijingArrival)},
				{Category: CatGoods, Points: goodsPoints(f.in)},
				{Category: CatMostContracts, Points: contracts},
			},
			TieBreaks: []int{f.in.Camels},
		}
	}
	res := scoring.Rank(entries, scoring.Rules{Game: Game, TieBreaks: []string{TieBreakCamels}})
	res.Categories = Categories
	if mostContractsWithheld(facts, in.MostContractsNeedsOne) {
		res.AddNote(mostContractsNote, MostContractsVP)
	}
	return res, nil
}

// goalPoints scores the goal cards: each card whose two cities both hold the
// player's post, plus 1/3/6/10 for the distinct goal cities holding a post
// (a city on both cards counts once).
func goalPoints(f playerFacts) (cards, cities int) {
	named := map[string]bool{}
	for _, g := range f.cards {
		if f.posts[g.Large] && f.posts[g.Small] {
			cards += g.VP
		}
		named[g.Large] = true
		named[g.Small] = true
	}
	reached := 0
	for c := range named {
		if f.posts[c] {
			reached++
		}
	}
	return cards, GoalCityVP[min(reached, len(GoalCityVP)-1)]
}

func beijingPoints(arrival *int) int {
	if arrival == nil {
		return 0
	}
	return BeijingSpaceVP[*arrival-1]
}

// goodsPoints gives 1 VP per 2 goods, only to players with a post in Beijing.
func goodsPoints(p PlayerInput) int {
	if p.BeijingArrival == nil {
		return 0
	}
	return p.Goods.Total() / GoodsPerVP
}

// mostContractsWinners marks every player tied for most completed contracts.
// When nobody completed one, everyone is tied at 0 and scores, unless
// needsOne is set.
func mostContractsWinners(facts []playerFacts, needsOne bool) []bool {
	most := 0
	for _, f := range facts {
		most = max(most, f.in.CompletedContracts)
	}
	won := make([]bool, len(facts))
	if most == 0 && needsOne {
		return won
	}
	for i, f := range facts {
		won[i] = f.in.CompletedContracts == most
	}
	return won
}

// mostContractsNote says the house rule withheld the bonus. The result keeps it as
// English text (the history); registered, a result read back prints it in the table's
// language.
var mostContractsNote = i18n.Key("most_contracts_needs_one: nobody completed a contract, so nobody scored the %d VP most-contracts bonus (default: everyone tied at 0 scores it)")

func init() { scoring.StoredText(mostContractsNote) }

// mostContractsWithheld says when the non-default setting withheld the bonus.
func mostContractsWithheld(facts []playerFacts, needsOne bool) bool {
	if !needsOne {
		return false
	}
	for _, f := range facts {
		if f.in.CompletedContracts > 0 {
			return false
		}
	}
	return true
}

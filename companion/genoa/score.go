package genoa

import (
	"slices"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// Breakdown categories, in table order.
const (
	CategoryDucats    = "Ducats"
	CategoryBuildings = "Buildings" // 10 per own marker standing on a building
	CategoryContracts = "Contracts" // V(n) per group of adjacent contract buildings
)

// TieBreakItems names the tie-break: more cards + commodity tiles + special tiles wins.
const TieBreakItems = "items held"

// rules: a tie on items too stays a shared place. UNKNOWN: the rulebook is silent on a
// second tie; a shared win is the digest's default.
var rules = scoring.Rules{Game: Game, TieBreaks: []string{TieBreakItems}}

// ScoreInput validates and scores a game; companions call it directly.
func ScoreInput(in Input) (scoring.Result, error) {
	if err := validate(in).Err(); err != nil {
		return scoring.Result{}, err
	}
	return score(in), nil
}

// score ranks a valid input and notes the non-default settings that changed it.
func score(in Input) scoring.Result {
	res := scoring.Rank(entries(in), rules)
	res.Notes = notes(in, res)
	return res
}

func entries(in Input) []scoring.Entry {
	es := make([]scoring.Entry, len(in.Players))
	for i, p := range in.Players {
		es[i] = scoring.Entry{
			Name: strings.TrimSpace(p.Name),
			Breakdown: []scoring.Points{
				{Category: CategoryDucats, Points: p.Ducats},
				{Category: CategoryBuildings, Points: markerValue * p.MarkersOnBuildings},
				{Category: CategoryContracts, Points: contractPoints(p.ContractGroups, in.ContractValues)},
			},
			TieBreaks: []int{tieItems(p, in.ExcludeContractsFromItems)},
		}
	}
	return es
}

func contractPoints(groups []int, overrides map[int]int) int {
	sum := 0
	for _, g := range groups {
		sum += contractValue(g, overrides)
	}
	return sum
}

func tieItems(p PlayerInput, excludeContracts bool) int {
	if excludeContracts {
		return p.Items - contractCount(p.ContractGroups)
	}
	return p.Items
}

// notes say which settings that differ from the digest's defaults changed the result:
// a contract value that some player's group used, or the item count that moved a place.
func notes(in Input, res scoring.Result) []string {
	var out []string
	for _, size := range sortedSizes(in.ContractValues) {
		value, def := in.ContractValues[size], ContractValue(size)
		if value == def {
			continue
		}
		var who []string
		for _, p := range in.Players {
			if slices.Contains(p.ContractGroups, size) {
				who = append(who, strings.TrimSpace(p.Name))
			}
		}
		if len(who) == 0 {
			continue
		}
		note := contractValueNote
		if inferredSizes[size] {
			note = contractValueInferredNote
		}
		out = append(out, i18n.M(note, size, value, def, strings.Join(who, ", ")).String())
	}
	if in.ExcludeContractsFromItems {
		def := in
		def.ExcludeContractsFromItems = false
		if !sameOutcome(res, scoring.Rank(entries(def), rules)) {
			out = append(out, i18n.M(contractsLeftOutNote).String())
		}
	}
	return out
}

func sameOutcome(a, b scoring.Result) bool {
	for i := range a.Players {
		if a.Players[i].Rank != b.Players[i].Rank {
			return false
		}
	}
	return true
}

func sortedSizes(m map[int]int) []int {
	sizes := make([]int, 0, len(m))
	for k := range m {
		sizes = append(sizes, k)
	}
	slices.Sort(sizes)
	return sizes
}

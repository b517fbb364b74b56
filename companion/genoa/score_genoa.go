// Package genoa scores a finished game of Genoa (2009 re-edition of The Traders of Genoa):
// ducats, ownership markers standing on buildings, and groups of adjacent contract buildings.
// Ties go to the player holding more items (cards, commodity tiles, special tiles).
//
// Rules source: /work/shared/reference/genoa.md §9 (digest of the Hungarian rulebook).
package genoa

import (
	"slices"

	"github.com/talon-games/talon/scoring"
)

// Game is the game id used by `talon score genoa` and the companion registry.
const Game = "genoa"

// Input is everything the table reports at the end of a game.
type Input struct {
	Players []PlayerInput `json:"players" talon:"required"`
	// ContractValues overrides V(n), the ducats a group of n adjacent contract buildings
	// earns, for the sizes given (JSON keys are the sizes: {"2": 30, "3": 60}).
	ContractValues map[int]int `json:"contract_values,omitempty"`
	// ExcludeContractsFromItems leaves the revealed contract cards out of the tie-break
	// item count. The rulebook says "cards" without exception, so by default they count.
	// INFERRED (digest §9.3: unknown whether scored contracts still count as held cards).
	ExcludeContractsFromItems bool `json:"exclude_contracts_from_items,omitempty"`
}

// PlayerInput is one player's end-of-game facts.
type PlayerInput struct {
	Name   string `json:"name"`
	Ducats int    `json:"ducats" talon:"required"`
	// MarkersOnBuildings counts the player's ownership markers standing on buildings
	// (markers still in hand are worth nothing).
	MarkersOnBuildings int `json:"markers_on_buildings" talon:"required"`
	// ContractGroups are the sizes of the player's groups of orthogonally adjacent
	// contract buildings, one entry per group: contracts for Tavern, Fabric warehouse,
	// Palace (a chain) and Harbor (alone) are [3, 1]. Each contract card names one
	// building, so the sizes add up to the player's contract cards.
	ContractGroups []int `json:"contract_groups"`
	// Items counts every card the player holds (contract cards included), commodity tile
	// and special tile; it only breaks ties.
	Items int `json:"items" talon:"required"`
}

// playerFields are the per-player JSON keys, in the order problems about them are reported.
var playerFields = []string{"name", "ducats", "markers_on_buildings", "contract_groups", "items"}

// New returns the Genoa scorer for `talon score`.
func NewScorer() scoring.Scorer { return scorer{} }

type scorer struct{}

func (scorer) Game() string { return Game }

func (scorer) Template() string { return Template() }

func (scorer) Form() scoring.Form { return Form() }

// Score decodes the input strictly (unknown fields, wrong types and missing fields are
// problems), then scores it; every problem is reported at once.
func (scorer) Score(data []byte) (scoring.Result, error) {
	var in Input
	problems, readable := scoring.DecodeStruct(data, &in)
	if !readable {
		return scoring.Result{}, problems.Err()
	}
	problems = append(problems, validate(in).Without(problems)...)
	sortProblems(problems, in)
	if err := problems.Err(); err != nil {
		return scoring.Result{}, err
	}
	return score(in), nil
}

// sortProblems puts game-wide problems first, then each player's in seat and field order.
func sortProblems(ps scoring.Problems, in Input) {
	seat := map[string]int{"": -1}
	for i, label := range playerLabels(in.Players) {
		seat[label] = i
	}
	fieldOrder := func(f string) int {
		if i := slices.Index(playerFields, f); i >= 0 {
			return i
		}
		return len(playerFields)
	}
	slices.SortStableFunc(ps, func(a, b scoring.Problem) int {
		if d := seat[a.Player] - seat[b.Player]; d != 0 {
			return d
		}
		return fieldOrder(a.Field) - fieldOrder(b.Field)
	})
}

package genoa

import (
	"fmt"

	"github.com/talon-games/talon/scoring"
)

// Form asks each player what lies in front of them — coins, markers on the board,
// revealed contracts, everything else held — then the table-wide settings.
func Form() scoring.Form {
	return scoring.Form{
		Game: "Genoa", MinPlayers: minPlayers, MaxPlayers: maxPlayers,
		PerPlayer: []scoring.Field{
			{Key: "ducats", Prompt: "Ducats (all coins)", Kind: scoring.Int, Bound: ducatsBound, Check: checkDucatsAnswer},
			{Key: "markers_on_buildings", Prompt: "Your ownership markers standing on buildings (0-7)", Kind: scoring.Int, Bound: markersBound},
			{Key: "contract_groups", Prompt: "Contract groups: buildings in each group of adjacent contract buildings, e.g. 3,1 (empty: no contracts)",
				Kind: scoring.IntList, Optional: true, Bound: groupBound, Check: checkGroupsAnswer},
			{Key: "items", Prompt: "Items held for ties: all cards (contracts included) + commodity tiles + special tiles", Kind: scoring.Int, Bound: itemsBound},
		},
		GameWide: []scoring.Field{
			contractValueField(2),
			contractValueField(3),
			{Key: "exclude_contracts_from_items", Prompt: "Leave contract cards out of the tie-break item count? (default no)", Kind: scoring.Bool, Optional: true},
		},
	}
}

// contractValueField asks for a group value the rulebook does not print (INFERRED default).
func contractValueField(size int) scoring.Field {
	return scoring.Field{
		Key:      fmt.Sprintf("contract_values.%d", size),
		Prompt:   fmt.Sprintf("Ducats for a group of %d contract buildings, as printed on a contract card (empty: %d)", size, ContractValue(size)),
		Kind:     scoring.Int,
		Optional: true,
		Bound:    contractValueBound,
	}
}

func checkDucatsAnswer(a scoring.Answer) error { return checkDucats(a.Int) }

func checkGroupsAnswer(a scoring.Answer) error { return checkContractGroups(a.Ints) }

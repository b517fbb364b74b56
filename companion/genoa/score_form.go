package genoa

import (
	"strconv"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// Form asks each player what lies in front of them — coins, markers on the board,
// revealed contracts, everything else held — then the table-wide settings.
func Form() scoring.Form {
	return scoring.Form{
		Game: "Genoa", MinPlayers: minPlayers, MaxPlayers: maxPlayers,
		PerPlayer: []scoring.Field{
			{Key: "ducats", Prompt: i18n.Key("Ducats (all coins)"), Kind: scoring.Int, Bound: ducatsBound, Check: checkDucatsAnswer},
			{Key: "markers_on_buildings", Prompt: i18n.Key("Your ownership markers standing on buildings (0-7)"), Kind: scoring.Int, Bound: markersBound},
			{Key: "contract_groups", Prompt: i18n.Key("Contract groups: buildings in each group of adjacent contract buildings, e.g. 3,1 (empty: no contracts)"),
				Kind: scoring.IntList, Optional: true, Bound: groupBound, Check: checkGroupsAnswer},
			{Key: "items", Prompt: i18n.Key("Items held for ties: all cards (contracts included) + commodity tiles + special tiles"), Kind: scoring.Int, Bound: itemsBound},
		},
		GameWide: []scoring.Field{
			contractValueField(2),
			contractValueField(3),
			{Key: "exclude_contracts_from_items", Prompt: i18n.Key("Leave contract cards out of the tie-break item count? (default no)"), Kind: scoring.Bool, Optional: true},
		},
	}
}

// contractValueField asks for a group value the rulebook does not print (INFERRED default).
func contractValueField(size int) scoring.Field {
	return scoring.Field{
		Key:      "contract_values." + strconv.Itoa(size),
		Prompt:   contractValuePrompts[size],
		Kind:     scoring.Int,
		Optional: true,
		Bound:    contractValueBound(size),
	}
}

// contractValuePrompts ask for the two group values the digest infers (30 and 60).
var contractValuePrompts = map[int]string{
	2: i18n.Key("Ducats for a group of 2 contract buildings, as printed on a contract card (empty: 30)"),
	3: i18n.Key("Ducats for a group of 3 contract buildings, as printed on a contract card (empty: 60)"),
}

func checkDucatsAnswer(a scoring.Answer) error { return checkDucats(a.Int) }

func checkGroupsAnswer(a scoring.Answer) error { return checkContractGroups(a.Ints) }

package genoa

import (
	"fmt"

	"github.com/talon-games/talon/scoring"
)

// Form asks each player what lies in front of them — coins, markers on the board,
// revealed contracts, everything else held — then the table-wide settings.
func Form() scoring.Form {
	return scoring.Form{
		PerPlayer: []scoring.Field{
			{Key: "ducats", Prompt: "Ducats (all coins)", Kind: scoring.Int, Check: intCheck(checkDucats)},
			{Key: "markers_on_buildings", Prompt: "Your ownership markers standing on buildings (0-7)", Kind: scoring.Int, Check: intCheck(checkMarkers)},
			{Key: "contract_groups", Prompt: "Contract groups: buildings in each group of adjacent contract buildings, e.g. 3,1 (empty: no contracts)", Kind: scoring.IntList, Optional: true, Check: checkGroupsAnswer},
			{Key: "items", Prompt: "Items held for ties: all cards (contracts included) + commodity tiles + special tiles", Kind: scoring.Int, Check: intCheck(checkItems)},
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
		Check:    intCheck(func(v int) error { return checkContractValue(size, v) }),
	}
}

func intCheck(check func(int) error) func(any) error {
	return func(v any) error {
		n, err := asInt(v)
		if err != nil {
			return err
		}
		return check(n)
	}
}

func checkGroupsAnswer(v any) error {
	groups, err := asInts(v)
	if err != nil {
		return err
	}
	return checkContractGroups(groups)
}

// asInt accepts the integer forms a prompt or a JSON decoder may hand over.
func asInt(v any) (int, error) {
	if n, ok := scoring.WholeNumber(v); ok {
		return n, nil
	}
	return 0, fmt.Errorf("%v is not a whole number", v)
}

func asInts(v any) ([]int, error) {
	switch list := v.(type) {
	case nil:
		return nil, nil
	case []int:
		return list, nil
	case []int64:
		return convertAll(list)
	case []float64:
		return convertAll(list)
	case []any:
		return convertAll(list)
	}
	return nil, fmt.Errorf("%v is not a list of whole numbers", v)
}

func convertAll[T any](list []T) ([]int, error) {
	out := make([]int, len(list))
	for i, v := range list {
		n, err := asInt(v)
		if err != nil {
			return nil, err
		}
		out[i] = n
	}
	return out, nil
}

package genoa

import "testing"

func TestContractValue(t *testing.T) {
	tests := []struct {
		n, want int
		source  string
	}{
		{0, 0, "no group"},
		{1, 10, "rulebook: a lone building is worth 10"},
		{2, 30, "INFERRED default"},
		{3, 60, "INFERRED default"},
		{4, 100, "rulebook: four adjacent buildings are worth 100"},
		{5, 150, "rulebook: 5 adjacent = 150"},
		{6, 200, "rulebook: 6 adjacent = 200"},
		{7, 250, "rulebook: +50 per building beyond 4"},
		{14, 600, "every contract in one group"},
	}
	for _, tt := range tests {
		if got := ContractValue(tt.n); got != tt.want {
			t.Errorf("ContractValue(%d) = %d, want %d (%s)", tt.n, got, tt.want, tt.source)
		}
	}
}

func TestContractValueOverrides(t *testing.T) {
	overrides := map[int]int{2: 40, 5: 175}
	tests := []struct{ n, want int }{
		{1, 10}, {2, 40}, {3, 60}, {4, 100}, {5, 175}, {6, 200},
	}
	for _, tt := range tests {
		if got := contractValue(tt.n, overrides); got != tt.want {
			t.Errorf("contractValue(%d, %v) = %d, want %d", tt.n, overrides, got, tt.want)
		}
	}
}

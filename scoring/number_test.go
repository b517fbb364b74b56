package scoring

import (
	"encoding/json"
	"math"
	"testing"
)

func TestWholeNumber(t *testing.T) {
	tests := []struct {
		v    any
		want int
		ok   bool
	}{
		{3, 3, true}, {int32(-4), -4, true}, {int64(5), 5, true}, {float64(6), 6, true},
		{json.Number("7"), 7, true}, {-0.0, 0, true},
		{2.5, 0, false}, {json.Number("2.5"), 0, false}, {"8", 0, false}, {nil, 0, false}, {true, 0, false},
		{1e300, 0, false}, {math.Inf(1), 0, false}, {math.NaN(), 0, false},
	}
	for _, tt := range tests {
		got, ok := WholeNumber(tt.v)
		if got != tt.want || ok != tt.ok {
			t.Errorf("WholeNumber(%#v) = %d, %v; want %d, %v", tt.v, got, ok, tt.want, tt.ok)
		}
	}
}

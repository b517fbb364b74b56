package scoring

import (
	"math"
	"testing"
)

func TestBoundCheck(t *testing.T) {
	settlements := Bound{Max: 5, Why: "each colour has 5 settlements"}
	tiles := Bound{Min: 1, Max: 99, Why: "a tile shows 1 to 99"}
	tests := []struct {
		b    Bound
		n    int
		want string // "" accepted
	}{
		{settlements, 0, ""},
		{settlements, 5, ""},
		{settlements, 6, "6 is out of range: must be 0 to 5 (each colour has 5 settlements)"},
		{settlements, -1, "-1 is negative: must be 0 to 5 (each colour has 5 settlements)"},
		{settlements, math.MaxInt64, "9223372036854775807 is out of range: must be 0 to 5 (each colour has 5 settlements)"},
		{tiles, 0, "0 is out of range: must be 1 to 99 (a tile shows 1 to 99)"},
		{tiles, 1, ""},
		{Bound{Min: -3, Max: 3}, -4, "-4 is out of range: must be -3 to 3"},
		// the bound's numbers as the reason writes them, the value as typed (review F7)
		{Bound{Max: 10_000, Why: "less than 10,000 ducats"}, 12345, "12345 is out of range: must be 0 to 10,000 (less than 10,000 ducats)"},
	}
	for _, tt := range tests {
		err := tt.b.Check(tt.n)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%v.Check(%d) = %v", tt.b, tt.n, err)
		case tt.want != "" && (err == nil || err.Error() != tt.want):
			t.Errorf("%v.Check(%d) = %v, want %q", tt.b, tt.n, err, tt.want)
		}
	}
	var ps Problems
	if settlements.Add(&ps, "Ann", "settlements", 6) || !settlements.Add(&ps, "Ann", "settlements", 2) || len(ps) != 1 || ps[0].Field != "settlements" {
		t.Errorf("Add: %v", ps)
	}
}

func TestSum(t *testing.T) {
	tests := []struct {
		values []int
		want   int
		ok     bool
	}{
		{nil, 0, true},
		{[]int{1, 2, 3}, 6, true},
		{[]int{math.MaxInt, 1}, 0, false},
		{[]int{math.MinInt, -1}, 0, false},
		{[]int{math.MaxInt, -1, 1}, math.MaxInt, true},
		{[]int{math.MaxInt64 - 4, 5}, 0, false},
	}
	for _, tt := range tests {
		if got, ok := Sum(tt.values...); got != tt.want || ok != tt.ok {
			t.Errorf("Sum(%v) = %d, %v; want %d, %v", tt.values, got, ok, tt.want, tt.ok)
		}
	}
}

func TestEntryTotalDoesNotWrap(t *testing.T) {
	tests := []struct {
		points []int
		want   int
	}{
		{[]int{3, 4}, 7},
		{[]int{math.MaxInt, 1}, math.MaxInt},
		{[]int{math.MinInt, -1}, math.MinInt},
		{[]int{math.MaxInt, 1, -5}, math.MaxInt - 5},
	}
	for _, tt := range tests {
		var e Entry
		for _, p := range tt.points {
			e.Breakdown = append(e.Breakdown, Points{Category: "x", Points: p})
		}
		if got := e.Total(); got != tt.want {
			t.Errorf("Total(%v) = %d, want %d", tt.points, got, tt.want)
		}
	}
}

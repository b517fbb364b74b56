package randomizers

import (
	"slices"
	"testing"
)

func TestSample(t *testing.T) {
	xs := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	r := Stream(testSeed, "test:sample", 0)
	for _, k := range []int{0, 1, 3, 10} {
		got := Sample(r, xs, k)
		if len(got) != k {
			t.Fatalf("Sample(k=%d) gave %d", k, len(got))
		}
		sorted := slices.Clone(got)
		slices.Sort(sorted)
		if len(slices.Compact(sorted)) != k {
			t.Fatalf("Sample(k=%d) repeated an element: %v", k, got)
		}
		for _, v := range got {
			if v < 0 || v > 9 {
				t.Fatalf("Sample(k=%d) invented %d", k, v)
			}
		}
	}
	if !slices.Equal(xs, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}) {
		t.Fatalf("Sample changed its input: %v", xs)
	}
}

func TestSamplingPanicsOnMisuse(t *testing.T) {
	r := Stream(testSeed, "test", 0)
	tests := []struct {
		name string
		call func()
	}{
		{"Sample k > len", func() { Sample(r, []int{1, 2}, 3) }},
		{"Sample k < 0", func() { Sample(r, []int{1, 2}, -1) }},
		{"Pick empty", func() { Pick(r, []int{}) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Fatal("no panic")
				}
			}()
			tt.call()
		})
	}
}

func TestShuffleSmall(t *testing.T) {
	r := Stream(testSeed, "test", 0)
	var empty []int
	Shuffle(r, empty)
	one := []int{7}
	Shuffle(r, one)
	if one[0] != 7 {
		t.Fatalf("one-element shuffle changed the element: %v", one)
	}
}

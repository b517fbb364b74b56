package catan

import "slices"

// officialSpiral is the token path from the east corner, counter-clockwise, spiralling in
// (digest §3.2, INFERRED, identical to catanatron's official_spiral).
var officialSpiral = [NumHexes]Hex{
	{2, 0}, {2, -1}, {2, -2}, {1, -2}, {0, -2}, {-1, -1}, {-2, 0}, {-2, 1}, {-2, 2}, {-1, 2}, {0, 2}, {1, 1},
	{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1},
	{0, 0},
}

// SpiralPath is the hex order (indexes in reading order) for laying tokens A–R from a
// corner ("e", "ne", "nw", "w", "sw", "se"), counter-clockwise unless clockwise is set.
func SpiralPath(corner string, clockwise bool) []int {
	turns := slices.Index(cornerNames, corner)
	if turns < 0 {
		turns = 0
	}
	path := make([]int, NumHexes)
	for i, h := range officialSpiral {
		if clockwise {
			h = h.mirror() // the east corner stays put; the walk turns the other way
		}
		for range turns {
			h = h.rotate60()
		}
		path[i] = topo.hexIndex[h]
	}
	return path
}

// spiralNumbers lays the tokens A–R along the path, skipping the desert. It returns the
// number and letter per hex index.
func spiralNumbers(path []int, desert int) (numbers [NumHexes]int, letters [NumHexes]string) {
	k := 0
	for _, h := range path {
		if h == desert {
			continue
		}
		numbers[h] = tokenLetters[k]
		letters[h] = string(rune('A' + k))
		k++
	}
	return numbers, letters
}

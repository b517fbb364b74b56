package catan

import (
	"slices"

	"github.com/talon-games/talon/companion/i18n"
)

// Board is a generated island: terrain and number tokens per land hex, the harbor on each
// of the nine frame slots, and where the robber starts. It is the session's setup record.
type Board struct {
	Layout  string   `json:"layout"`           // "beginner" or "variable"
	Tokens  string   `json:"tokens,omitempty"` // "spiral" or "random" (variable layout)
	Start   string   `json:"start,omitempty"`  // spiral: start corner and direction, e.g. "e ccw"
	Tiles   []Tile   `json:"tiles"`            // 19, in reading order (labels A1 … E3)
	Harbors []Harbor `json:"harbors"`          // 9, clockwise from the top right
	// Robber is the hex index (reading order) the robber stands on; it always starts on
	// the desert, so the setup record does not store it.
	Robber int `json:"-"`
}

// Tile is one land hex.
type Tile struct {
	Label   string  `json:"label"` // "D4": row letter A–E, place in the row from the west
	Hex     Hex     `json:"hex"`
	Terrain Terrain `json:"terrain"`
	Number  int     `json:"number,omitempty"` // 0 on the desert
	Letter  string  `json:"letter,omitempty"` // token letter A–R when laid by the spiral
}

// Harbor is one of the nine harbor slots of the frame and the harbor lying on it.
type Harbor struct {
	Slot     int        `json:"slot"` // 1–9 clockwise from the top right
	Kind     HarborKind `json:"kind"`
	Land     Hex        `json:"land"`
	Side     string     `json:"side"`     // side of the land hex facing the harbor
	Vertices [2]int     `json:"vertices"` // intersection numbers served (1–54)
}

// harborSlot is a fixed harbor position of the standard frame: a land hex side
// (SOURCE catanatron BASE_MAP_TEMPLATE, JSettlers2 PORTS_FACING_V1; digest §3.1).
type harborSlot struct {
	Land Hex
	Side int // index into sideNames: 0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW
}

var harborSlots = [9]harborSlot{
	{Hex{2, -1}, 0},  // water (3,-2)
	{Hex{2, 0}, 1},   // water (3,0)
	{Hex{1, 1}, 2},   // water (1,2)
	{Hex{-1, 2}, 2},  // water (-1,3)
	{Hex{-2, 2}, 3},  // water (-3,3)
	{Hex{-2, 1}, 4},  // water (-3,1)
	{Hex{-1, -1}, 4}, // water (-2,-1)
	{Hex{0, -2}, 5},  // water (0,-3)
	{Hex{1, -2}, 0},  // water (2,-3)
}

// sideWater is the direction from a land hex across each side to the water hex.
var sideWater = [6]Hex{{1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}}

// slotVertices are the two intersections a harbor slot serves.
func slotVertices(s harborSlot) [2]int {
	h := topo.hexIndex[s.Land]
	return [2]int{topo.hexCorners[h][s.Side], topo.hexCorners[h][(s.Side+1)%6]}
}

func newHarbor(slot int, kind HarborKind) Harbor {
	s := harborSlots[slot]
	v := slotVertices(s)
	return Harbor{Slot: slot + 1, Kind: kind, Land: s.Land, Side: sideNames[s.Side], Vertices: [2]int{v[0] + 1, v[1] + 1}}
}

// beginnerTerrain and beginnerNumbers are the beginner board in reading order (digest
// §3.1: SOURCE ichabod801/settlers rotated into our frame, INFERRED). UNKNOWN: whether the
// Hungarian/Kosmos printing uses the identical layout.
var beginnerTerrain = [NumHexes]Terrain{
	Mountains, Pasture, Forest,
	Fields, Hills, Pasture, Hills,
	Fields, Forest, Desert, Forest, Mountains,
	Forest, Mountains, Fields, Pasture,
	Hills, Fields, Pasture,
}

var beginnerNumbers = [NumHexes]int{
	10, 2, 9,
	12, 6, 4, 10,
	9, 11, 0, 3, 8,
	8, 3, 4, 5,
	5, 6, 11,
}

// beginnerHarbors by slot (digest §3.1 harbor table).
var beginnerHarbors = [9]HarborKind{
	HarborKind(Ore), Generic, HarborKind(Wool), Generic, Generic,
	HarborKind(Brick), HarborKind(Lumber), Generic, HarborKind(Grain),
}

// BeginnerBoard is the starting set-up for beginners.
func BeginnerBoard() Board {
	b := Board{Layout: "beginner", Tiles: make([]Tile, NumHexes), Harbors: make([]Harbor, 9)}
	for i := range NumHexes {
		b.Tiles[i] = Tile{Label: topo.hexLabels[i], Hex: topo.hexes[i], Terrain: beginnerTerrain[i], Number: beginnerNumbers[i]}
		if beginnerTerrain[i] == Desert {
			b.Robber = i
		}
	}
	for i, k := range beginnerHarbors {
		b.Harbors[i] = newHarbor(i, k)
	}
	return b
}

// Validate checks a board (e.g. a loaded setup record) against the base game's pieces.
func (b Board) Validate() error {
	if len(b.Tiles) != NumHexes || len(b.Harbors) != 9 {
		return i18n.Errorf("board has %d hexes and %d harbors, want %d and 9", len(b.Tiles), len(b.Harbors), NumHexes)
	}
	terrains := map[Terrain]int{}
	var numbers []int
	for i, t := range b.Tiles {
		if t.Hex != topo.hexes[i] {
			return i18n.Errorf("hex %d is at %v, want %v", i+1, t.Hex, topo.hexes[i])
		}
		terrains[t.Terrain]++
		if (t.Terrain == Desert) != (t.Number == 0) {
			return i18n.Errorf("hex %s: %s with number %d", t.Label, t.Terrain, t.Number)
		}
		if t.Number != 0 {
			numbers = append(numbers, t.Number)
		}
	}
	for _, tc := range terrainCounts {
		if terrains[tc.Terrain] != tc.Count {
			return i18n.Errorf("board has %d %s hexes, want %d", terrains[tc.Terrain], tc.Terrain, tc.Count)
		}
	}
	want := slices.Clone(tokenLetters[:])
	slices.Sort(want)
	slices.Sort(numbers)
	if !slices.Equal(want, numbers) {
		return i18n.Errorf("board's number tokens %v are not the base game's %v", numbers, want)
	}
	kinds := map[HarborKind]int{}
	for i, h := range b.Harbors {
		if h.Slot != i+1 {
			return i18n.Errorf("harbor %d is on slot %d", i+1, h.Slot)
		}
		kinds[h.Kind]++
	}
	for _, k := range harborKinds {
		if kinds[k] == 0 {
			return i18n.Errorf("board's harbors are not the base game's nine")
		}
		kinds[k]--
	}
	if b.Robber < 0 || b.Robber >= NumHexes {
		return i18n.Errorf("robber is off the island")
	}
	return nil
}

// desert is the index of the desert hex.
func (b Board) desert() int {
	return slices.IndexFunc(b.Tiles, func(t Tile) bool { return t.Terrain == Desert })
}

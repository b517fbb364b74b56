package catan

import (
	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Terrain is a land hex type (digest §1).
type Terrain string

const (
	Forest    Terrain = "forest"
	Pasture   Terrain = "pasture"
	Fields    Terrain = "fields"
	Hills     Terrain = "hills"
	Mountains Terrain = "mountains"
	Desert    Terrain = "desert"
)

// Resource is a resource card type.
type Resource string

const (
	Lumber Resource = "lumber"
	Wool   Resource = "wool"
	Grain  Resource = "grain"
	Brick  Resource = "brick"
	Ore    Resource = "ore"
)

// Resources in the order tables list them.
var Resources = []Resource{Lumber, Brick, Wool, Grain, Ore}

// terrainCounts is the base game's 19 terrain hexes (SOURCE catanatron map.py, JSettlers2).
var terrainCounts = []struct {
	Terrain Terrain
	Count   int
}{
	{Forest, 4}, {Pasture, 4}, {Fields, 4}, {Hills, 3}, {Mountains, 3}, {Desert, 1},
}

// produces maps terrain to the resource it yields (SEED); the desert yields nothing.
var produces = map[Terrain]Resource{
	Forest: Lumber, Pasture: Wool, Fields: Grain, Hills: Brick, Mountains: Ore,
}

// Resource is what the terrain produces, "" for the desert.
func (t Terrain) Resource() Resource { return produces[t] }

// resourceTerms are the resource names a table may type. Hungarian names are from the
// seed rulebook (fa, építőkő, gyapjú, gabona, érc; terms.go); wood/sheep/wheat/clay are
// the JSettlers2 names; "tégla" and "agyag" are what many Hungarian tables call brick
// (taken when typed, never shown: the cards say építőkő). The digest gives no German names.
var resourceTerms = companion.NewTerms(i18n.Term{EN: "resource", HU: "nyersanyag"},
	companion.Term{ID: string(Lumber), Aliases: []string{"wood", "fa"}, Names: resourceNames[Lumber]},
	companion.Term{ID: string(Brick), Aliases: []string{"clay", "építőkő", "tégla", "agyag"}, Names: resourceNames[Brick]},
	companion.Term{ID: string(Wool), Aliases: []string{"sheep", "gyapjú"}, Names: resourceNames[Wool]},
	companion.Term{ID: string(Grain), Aliases: []string{"wheat", "gabona"}, Names: resourceNames[Grain]},
	companion.Term{ID: string(Ore), Aliases: []string{"érc"}, Names: resourceNames[Ore]},
)

// ParseResource reads a resource name or alias.
func ParseResource(s string) (Resource, error) {
	t, err := resourceTerms.Lookup(s)
	if err != nil {
		return "", i18n.Errorf("%q is not a resource (lumber, brick, wool, grain, ore)", s)
	}
	return Resource(t.ID), nil
}

// pips is the number of ways to roll each sum with two dice, out of 36.
var pips = [13]int{0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1}

// Pips is the number of dice combinations (of 36) that roll n.
func Pips(n int) int {
	if n < 2 || n > 12 {
		return 0
	}
	return pips[n]
}

func isRed(n int) bool { return n == 6 || n == 8 }

// tokenLetters are the official token order A–R by the letter on the back (SOURCE
// catanatron BASE_NUMBERS_IN_SPIRAL_ORDER, JSettlers2, ichabod801/settlers).
var tokenLetters = [18]int{5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11}

// HarborKind is a harbor's trade: Generic (3:1) or a resource (2:1 for that resource).
type HarborKind string

// Generic is the 3:1 harbor.
const Generic HarborKind = "3:1"

// harborKinds are the base game's nine harbors: 4 generic + one 2:1 per resource (SOURCE).
var harborKinds = [9]HarborKind{Generic, Generic, Generic, Generic,
	HarborKind(Lumber), HarborKind(Brick), HarborKind(Wool), HarborKind(Grain), HarborKind(Ore)}

func (k HarborKind) String() string { return k.Text().String() }

// Text is the harbor's trade, its resource named as the cards name it: "2:1 érc".
func (k HarborKind) Text() i18n.List {
	if k == Generic {
		return i18n.Join(" ", "3:1")
	}
	return i18n.Join(" ", "2:1", Resource(k).Term())
}

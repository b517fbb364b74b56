package catan

import (
	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// BoardOptions choose how a board is laid out (digest §3).
type BoardOptions struct {
	Layout    string // "variable" (default) or "beginner"
	Tokens    string // "spiral" (official A–R, default) or "random"
	Corner    string // spiral start corner: "random" (default), "e", "ne", "nw", "w", "sw", "se"
	Direction string // spiral direction: "ccw" (English almanac, default) or "cw" (German almanac)

	// Balance rules. No adjacent 6/8 is always enforced (INFERRED reading: no 6–6, 6–8 or
	// 8–8); these are optional house rules.
	No2And12Adjacent       bool // INFERRED reading: the single 2 and single 12 do not touch
	NoEqualNumbersAdjacent bool // no two equal numbers touch
	NoEqualTerrainAdjacent bool // no two hexes of the same terrain touch
	MaxPips                int  // cap on pips per intersection; 0 = no cap
}

// Option names shared by `talon new catan --option` and `talon catan board`.
const (
	OptLayout          = "layout"
	OptTokens          = "tokens"
	OptCorner          = "corner"
	OptDirection       = "direction"
	OptNo2And12        = "no_2_12_adjacent"
	OptNoEqualNumbers  = "no_equal_numbers_adjacent"
	OptNoEqualTerrain  = "no_equal_terrain_adjacent"
	OptMaxPips         = "max_pips"
	OptRobberToDesert  = "robber_to_desert"
	OptBankShortage    = "bank_shortage"
	shortageNobody     = "nobody"
	shortageSingleTake = "single_takes_rest"
)

var cornerNames = []string{"e", "ne", "nw", "w", "sw", "se"}

var onOff = []string{"off", "on"}

// boardOptionSpecs describe the board options with their defaults.
var boardOptionSpecs = []struct {
	Name, Help, Default string
	Values              []string
	Number              bool
	Aliases             map[string][]string // the booklet's words for a value
}{
	{OptLayout, i18n.Key("board: variable set-up or beginner layout"), "variable", []string{"variable", "beginner"}, false,
		map[string][]string{"variable": {"változtatható"}, "beginner": {"kezdő"}}},
	{OptTokens, i18n.Key("number tokens: official A–R spiral or random under the balance rules"), "spiral", []string{"spiral", "random"}, false,
		map[string][]string{"spiral": {"spirál"}}},
	{OptCorner, i18n.Key("spiral start corner"), "random", append([]string{"random"}, cornerNames...), false,
		map[string][]string{"e": {"k"}, "ne": {"ék"}, "nw": {"ény"}, "w": {"ny"}, "sw": {"dny"}, "se": {"dk"}}}, // the Hungarian compass: kelet, észak, nyugat, dél
	{OptDirection, i18n.Key("spiral direction (English almanac ccw, German cw)"), "ccw", []string{"ccw", "cw"}, false,
		map[string][]string{"ccw": {"balra"}, "cw": {"jobbra"}}},
	{OptNo2And12, i18n.Key("balance: the 2 and 12 may not touch"), "off", onOff, false, nil},
	{OptNoEqualNumbers, i18n.Key("balance: equal numbers may not touch"), "off", onOff, false, nil},
	{OptNoEqualTerrain, i18n.Key("balance: equal terrains may not touch"), "off", onOff, false, nil},
	{OptMaxPips, i18n.Key("balance: most pips (dice chances of 36) at one intersection, 0 = no cap"), "0", nil, true, nil},
}

// DefaultBoardOptions are the options when none are given.
func DefaultBoardOptions() BoardOptions {
	return BoardOptions{Layout: "variable", Tokens: "spiral", Corner: "random", Direction: "ccw"}
}

// maxPipsCap bounds max_pips: a corner touches at most three hexes of at most 5 pips
// each, so a higher cap never binds.
const maxPipsCap = 15

// ParseBoardOptions reads the board options (see the Opt* constants) with the kit's typed
// readers; missing ones keep their defaults and the game's other options
// (robber_to_desert, bank_shortage) are left to the game. Unknown names are the kit's to
// refuse (Entry.CheckOptions), before this reads them.
func ParseBoardOptions(opts companion.Options) (BoardOptions, error) {
	o := DefaultBoardOptions()
	var errs [8]error
	o.Layout, errs[0] = opts.OneOf(OptLayout, o.Layout, "variable", "beginner")
	o.Tokens, errs[1] = opts.OneOf(OptTokens, o.Tokens, "spiral", "random")
	o.Corner, errs[2] = opts.OneOf(OptCorner, o.Corner, append([]string{"random"}, cornerNames...)...)
	o.Direction, errs[3] = opts.OneOf(OptDirection, o.Direction, "ccw", "cw")
	o.No2And12Adjacent, errs[4] = opts.OnOff(OptNo2And12, false)
	o.NoEqualNumbersAdjacent, errs[5] = opts.OnOff(OptNoEqualNumbers, false)
	o.NoEqualTerrainAdjacent, errs[6] = opts.OnOff(OptNoEqualTerrain, false)
	o.MaxPips, errs[7] = opts.Int(OptMaxPips, 0, 0, maxPipsCap)
	for _, err := range errs {
		if err != nil {
			return o, err
		}
	}
	if o.Layout == "beginner" && o.balanced() {
		return o, companion.Bad("balance rules apply to the variable set-up; the beginner layout is fixed")
	}
	return o, nil
}

func (o BoardOptions) balanced() bool {
	return o.No2And12Adjacent || o.NoEqualNumbersAdjacent || o.NoEqualTerrainAdjacent || o.MaxPips > 0
}

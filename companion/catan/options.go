package catan

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
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
}{
	{OptLayout, "board: beginner layout or variable set-up", "variable", []string{"variable", "beginner"}},
	{OptTokens, "number tokens: official A–R spiral or random under the balance rules", "spiral", []string{"spiral", "random"}},
	{OptCorner, "spiral start corner", "random", append([]string{"random"}, cornerNames...)},
	{OptDirection, "spiral direction (English almanac ccw, German cw)", "ccw", []string{"ccw", "cw"}},
	{OptNo2And12, "balance: the 2 and 12 may not touch", "off", onOff},
	{OptNoEqualNumbers, "balance: equal numbers may not touch", "off", onOff},
	{OptNoEqualTerrain, "balance: equal terrains may not touch", "off", onOff},
	{OptMaxPips, "balance: most pips (dice chances of 36) at one intersection, 0 = no cap", "0", nil},
}

// DefaultBoardOptions are the options when none are given.
func DefaultBoardOptions() BoardOptions {
	return BoardOptions{Layout: "variable", Tokens: "spiral", Corner: "random", Direction: "ccw"}
}

// ParseBoardOptions reads board options by name (see the Opt* constants); missing ones keep
// their defaults and the game's other options (robber_to_desert, bank_shortage) are ignored.
func ParseBoardOptions(m map[string]string) (BoardOptions, error) {
	o := DefaultBoardOptions()
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys) // report problems in a stable order
	for _, k := range keys {
		v := strings.ToLower(strings.TrimSpace(m[k]))
		var err error
		switch strings.ToLower(k) {
		case OptLayout:
			o.Layout, err = oneOf(k, v, "variable", "beginner")
		case OptTokens:
			o.Tokens, err = oneOf(k, v, "spiral", "random")
		case OptCorner:
			o.Corner, err = oneOf(k, v, append([]string{"random"}, cornerNames...)...)
		case OptDirection:
			o.Direction, err = oneOf(k, v, "ccw", "cw")
		case OptNo2And12:
			o.No2And12Adjacent, err = parseOnOff(k, v)
		case OptNoEqualNumbers:
			o.NoEqualNumbersAdjacent, err = parseOnOff(k, v)
		case OptNoEqualTerrain:
			o.NoEqualTerrainAdjacent, err = parseOnOff(k, v)
		case OptMaxPips:
			o.MaxPips, err = strconv.Atoi(v)
			if err != nil || o.MaxPips < 0 {
				err = fmt.Errorf("%s=%q: want a number of pips, 0 for no cap", k, v)
			}
		case OptRobberToDesert, OptBankShortage:
		default:
			return o, fmt.Errorf("unknown board option %q", k)
		}
		if err != nil {
			return o, err
		}
	}
	if o.Layout == "beginner" && o.balanced() {
		return o, fmt.Errorf("balance rules apply to the variable set-up; the beginner layout is fixed")
	}
	return o, nil
}

func (o BoardOptions) balanced() bool {
	return o.No2And12Adjacent || o.NoEqualNumbersAdjacent || o.NoEqualTerrainAdjacent || o.MaxPips > 0
}

func oneOf(key, v string, values ...string) (string, error) {
	if slices.Contains(values, v) {
		return v, nil
	}
	return "", fmt.Errorf("%s=%q: must be one of %s", key, v, strings.Join(values, ", "))
}

func parseOnOff(key, v string) (bool, error) {
	switch v {
	case "on", "yes", "true", "1":
		return true, nil
	case "off", "no", "false", "0", "":
		return false, nil
	}
	return false, fmt.Errorf("%s=%q: want on or off", key, v)
}

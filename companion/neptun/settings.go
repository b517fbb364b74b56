package neptun

import (
	"fmt"

	"github.com/talon-games/talon/companion"
)

// Settings are the readings the rulebook leaves open (digest §10), each with the digest's
// default and a switch (`talon new neptun --option name=value`).
type Settings struct {
	// RejectionBan: "phase" (default, SEED reading of "once and for all"): a column a player
	// rejected stays barred to them for the rest of the contract phase, also when it comes
	// back as the leftover with gold; "pick": barred only for the same pick.
	RejectionBan string `json:"rejection_ban"`
	// OneFulfilmentPerStop: at most one contract fulfilled per stop (the seed sets no cap;
	// off by default).
	OneFulfilmentPerStop bool `json:"one_fulfilment_per_stop"`
	// ZeroScoresWinTiles: a player on 0 (0 gold) may take a tile by place (SEED, default);
	// false is the house rule "at least 1 to score".
	ZeroScoresWinTiles bool `json:"zero_scores_win_tiles"`
	// WindCarry: the wind at the start of the next game round: "keep" (INFERRED default) or
	// "reset5".
	WindCarry string `json:"wind_carry"`
	// Turn5Forecast: whether the forecast made in voyage turn 5 sets the wind after it:
	// "ignore" (INFERRED default: the wind stays frozen for the extra turns and is kept) or
	// "apply".
	Turn5Forecast string `json:"turn5_forecast"`
	// ExtraTemplePoints is what 3 gold buys once per fulfilled contract (INFERRED: 1).
	ExtraTemplePoints int `json:"extra_temple_points"`
	// BonusDraw: "random" (talon draws when the data file lists the bonus tiles) or "table"
	// (the table draws and enters the value). UNKNOWN how the box means it.
	BonusDraw string `json:"bonus_draw"`
	// ZeroStack is how the markers are stacked on each temple's 0 space before anyone
	// moves, which decides ties there when a player on 0 can take a tile. UNKNOWN (digest
	// §10): "first_bottom" (default: the setup's player order, first player at the bottom,
	// so ranked first), "first_top" (the same order upside down) or "player_order" (ranked
	// by the player order at the scoring, as the gold temple breaks its ties).
	ZeroStack string `json:"zero_stack"`
	// GoldSupply: what happens when the 55 coins run out (UNKNOWN, digest §10): "iou"
	// (default: talon pays all the same and warns) or "cap" (the supply pays what is left).
	GoldSupply string `json:"gold_supply"`
}

// Values of the gold_supply setting.
const (
	GoldSupplyIOU = "iou"
	GoldSupplyCap = "cap"
)

// Values of the zero_stack setting.
const (
	ZeroStackFirstBottom = "first_bottom"
	ZeroStackFirstTop    = "first_top"
	ZeroStackPlayerOrder = "player_order"
)

// Option names.
const (
	OptRejectionBan  = "rejection_ban"
	OptOneFulfilment = "one_fulfilment_per_stop"
	OptZeroScores    = "zero_scores_win_tiles"
	OptWindCarry     = "wind_carry"
	OptTurn5Forecast = "turn5_forecast"
	OptExtraPoints   = "extra_temple_points"
	OptBonusDraw     = "bonus_draw"
	OptZeroStack     = "zero_stack"
	OptGoldSupply    = "gold_supply"
)

// ExtraPointPrice is what the extra temple points cost (SEED: 3 gold).
const ExtraPointPrice = 3

// DefaultSettings are the digest's defaults.
func DefaultSettings() Settings {
	return Settings{RejectionBan: "phase", ZeroScoresWinTiles: true, WindCarry: "keep",
		Turn5Forecast: "ignore", ExtraTemplePoints: 1, BonusDraw: "random",
		ZeroStack: ZeroStackFirstBottom, GoldSupply: GoldSupplyIOU}
}

// OptionSpecs lists the settings for `talon games` and `talon new --option`.
func OptionSpecs() []companion.OptionSpec {
	return []companion.OptionSpec{
		{Name: OptRejectionBan, Help: "a rejected contract stays barred to its rejecter for the whole contract phase, or only that pick",
			Default: "phase", Values: []string{"phase", "pick"}, Aliases: map[string][]string{"phase": {"fázis"}, "pick": {"választás"}}},
		{Name: OptOneFulfilment, Help: "at most one contract fulfilled per stop (the rulebook sets no cap)",
			Default: "no", Values: []string{"no", "yes"}},
		{Name: OptZeroScores, Help: "a player on 0 (or with 0 gold) can take a temple tile by place, as the rulebook says; no = house rule",
			Default: "yes", Values: []string{"yes", "no"}},
		{Name: OptWindCarry, Help: "the wind at the start of the next game round: keep it, or reset it to 5",
			Default: "keep", Values: []string{"keep", "reset5"}, Aliases: map[string][]string{"keep": {"marad"}, "reset5": {"vissza5"}}},
		{Name: OptTurn5Forecast, Help: "the 5th voyage turn's forecast: ignored (wind frozen for the extra turns) or applied",
			Default: "ignore", Values: []string{"ignore", "apply"}, Aliases: map[string][]string{"ignore": {"kihagy"}, "apply": {"érvényes"}}},
		{Name: OptExtraPoints, Help: "temple points 3 gold buy once per fulfilled contract",
			Default: "1", Values: []string{"1", "2", "3"}},
		{Name: OptBonusDraw, Help: "bonus tiles: talon draws them (needs the data file's bonus tiles), or the table draws and enters them",
			Default: "random", Values: []string{"random", "table"}, Aliases: map[string][]string{"table": {"asztal"}}},
		{Name: OptZeroStack, Help: "markers on a temple's 0 space (ties there, when 0 can take a tile): setup order with the first player at the bottom, on top, or by the player order at scoring",
			Default: ZeroStackFirstBottom, Values: []string{ZeroStackFirstBottom, ZeroStackFirstTop, ZeroStackPlayerOrder},
			Aliases: map[string][]string{ZeroStackFirstBottom: {"kezdő-alul"}, ZeroStackFirstTop: {"kezdő-felül"}, ZeroStackPlayerOrder: {"játékos-sorrend"}}},
		{Name: OptGoldSupply, Help: "when the 55 coins run out: pay all the same and warn, or pay only what is left",
			Default: GoldSupplyIOU, Values: []string{GoldSupplyIOU, GoldSupplyCap}, Aliases: map[string][]string{GoldSupplyIOU: {"mégis-fizet"}, GoldSupplyCap: {"maradék"}}},
	}
}

// ReadSettings reads `--option` values over the defaults, checked by the kit
// (Entry.CheckOptions: an unknown name or value is bad input) and read typed.
func ReadSettings(given map[string]string) (Settings, error) {
	opts, err := Entry().CheckOptions(given)
	if err != nil {
		return DefaultSettings(), err
	}
	s := Settings{
		RejectionBan:         opts.String(OptRejectionBan),
		OneFulfilmentPerStop: opts.String(OptOneFulfilment) == "yes",
		ZeroScoresWinTiles:   opts.String(OptZeroScores) == "yes",
		WindCarry:            opts.String(OptWindCarry),
		Turn5Forecast:        opts.String(OptTurn5Forecast),
		BonusDraw:            opts.String(OptBonusDraw),
		ZeroStack:            opts.String(OptZeroStack),
		GoldSupply:           opts.String(OptGoldSupply),
	}
	s.ExtraTemplePoints, err = opts.Int(OptExtraPoints, 1, 1, 3)
	return s, err
}

// Changed lists the settings that differ from the defaults, for the setup sheet.
func (s Settings) Changed() []string {
	d := DefaultSettings()
	var out []string
	add := func(name string, differs bool, value any) {
		if differs {
			out = append(out, fmt.Sprintf("%s=%v", name, value))
		}
	}
	add(OptRejectionBan, s.RejectionBan != d.RejectionBan, s.RejectionBan)
	add(OptOneFulfilment, s.OneFulfilmentPerStop, "yes")
	add(OptZeroScores, !s.ZeroScoresWinTiles, "no")
	add(OptWindCarry, s.WindCarry != d.WindCarry, s.WindCarry)
	add(OptTurn5Forecast, s.Turn5Forecast != d.Turn5Forecast, s.Turn5Forecast)
	add(OptExtraPoints, s.ExtraTemplePoints != d.ExtraTemplePoints, s.ExtraTemplePoints)
	add(OptBonusDraw, s.BonusDraw != d.BonusDraw, s.BonusDraw)
	add(OptZeroStack, s.ZeroStack != d.ZeroStack, s.ZeroStack)
	add(OptGoldSupply, s.GoldSupply != d.GoldSupply, s.GoldSupply)
	return out
}

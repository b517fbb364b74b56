package marcopolo

import (
	"encoding/json"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Entry is The Voyages of Marco Polo as talon knows it: scorer and companion.
func Entry() companion.Entry {
	return companion.Entry{
		ID: Game, Name: "The Voyages of Marco Polo",
		Aliases:    []string{"Marco Polo", "Auf den Spuren von Marco Polo", "Marco Polo nyomában"},
		MinPlayers: MinPlayers, MaxPlayers: MaxPlayers, BGG: 171623,
		Scorer: NewScorer(), Companion: game{},
	}
}

// Option names of `talon new marco-polo --option key=value`.
const (
	OptLedger        = "ledger"
	OptCityBonuses   = "city_bonuses"
	OptCharacters    = "characters"
	OptGoals         = "goals"
	OptGoldRow3      = "gold_row3"
	OptContract2Silk = "contract2_silk"
	OptKhanCharged   = "khan_charged"
	OptMostNeedsOne  = "most_contracts_needs_one"
	OptWhiteDie      = "white_die_compensation"
	OptCard30        = "card30_goods"
	OptRaschidBlack  = "raschid_black"
	OptSumatraCards  = "sumatra_cards"
)

type game struct{}

// DataCardSpaces names the table data listing the large city of each city-card space.
const DataCardSpaces = "card_spaces"

func (game) Info() companion.Info {
	return companion.Info{Data: []companion.DataSpec{{Name: DataCardSpaces,
		Help: i18n.Key("the large city of each city-card space on your board, one a line (default: each large city once and Sumatra three times)")}},
		Options: []companion.OptionSpec{
			{Name: OptLedger, Help: i18n.Key("talon keeps coins, camels, goods and VP and checks costs (off: they stay on the table)"), Default: "off", Values: []string{"off", "on"}},
			{Name: OptCityBonuses, Help: i18n.Key("small-city bonus tiles: by letter, or random (expert)"), Default: "standard", Values: []string{"standard", "random"}},
			{Name: OptCharacters, Help: i18n.Key("characters: first-game seats, or the draft of players+1 (expert)"), Default: "first-game", Values: []string{"first-game", "draft"}},
			{Name: OptGoals, Help: i18n.Key("goal cards: 2 dealt, or 4 dealt and 2 kept (expert)"), Default: "deal", Values: []string{"deal", "choose"}},
			{Name: OptGoldRow3, Help: i18n.Key("gold bazaar row 3 gives 2 gold (BGA) or 3 (C#) plus 2 camels; disputed"), Default: "2", Values: []string{"2", "3"}},
			{Name: OptContract2Silk, Help: i18n.Key("silk contract C2 asks for: 1 (BGA) or 2 (C#); disputed"), Default: "1", Values: []string{"1", "2"}},
			{Name: OptKhanCharged, Help: i18n.Key("occupied Khan's favor costs coins (the implementations say no; the rulebook is silent)"), Default: "off", Values: []string{"off", "on"}},
			{Name: OptMostNeedsOne, Help: i18n.Key("the 7 VP for most contracts needs at least one completed"), Default: "off", Values: []string{"off", "on"}},
			{Name: OptWhiteDie, Help: i18n.Key("Matteo Polo's white die counts toward compensation"), Default: "on", Values: []string{"on", "off"}},
			{Name: OptCard30, Help: i18n.Key("city card K30 takes 2 different goods (BGA) or any 2"), Default: "different", Values: []string{"different", "any"}},
			{Name: OptRaschidBlack, Help: i18n.Key("Raschid's black dice: rolled, or set like his own"), Default: "rolled", Values: []string{"rolled", "set"}},
			{Name: OptSumatraCards, Help: i18n.Key("city-card spaces at Sumatra: 3 (9 cards in play) or 1 (7); confirm on your board"), Default: "3", Values: []string{"3", "1"}},
		}}
}

// settingsFrom reads the options.
func settingsFrom(o companion.Options) (Settings, error) {
	set := DefaultSettings()
	var err error
	on := func(name string, def bool) bool {
		if err != nil {
			return def
		}
		var v bool
		v, err = o.OnOff(name, def)
		return v
	}
	is := func(name, def, want string, values ...string) bool {
		if err != nil {
			return false
		}
		var v string
		v, err = o.OneOf(name, def, values...)
		return v == want
	}
	set.Ledger = on(OptLedger, false)
	set.ExpertCityBonuses = is(OptCityBonuses, "standard", "random", "standard", "random")
	set.CharacterDraft = is(OptCharacters, "first-game", "draft", "first-game", "draft")
	set.GoalChoice = is(OptGoals, "deal", "choose", "deal", "choose")
	if is(OptGoldRow3, "2", "3", "2", "3") {
		set.GoldRow3Gold = 3
	}
	if is(OptContract2Silk, "1", "2", "1", "2") {
		set.Contract2Silk = 2
	}
	set.KhanCharged = on(OptKhanCharged, false)
	set.MostContractsNeedsOne = on(OptMostNeedsOne, false)
	set.WhiteDieCompensated = on(OptWhiteDie, true)
	set.Card30AnyGoods = is(OptCard30, "different", "any", "different", "any")
	set.RaschidSetsBlack = is(OptRaschidBlack, "rolled", "set", "rolled", "set")
	if is(OptSumatraCards, "3", "1", "3", "1") {
		set.SumatraCards = 1
	}
	return set, err
}

func (game) Setup(cfg companion.Config, rng companion.RNG) (json.RawMessage, error) {
	set, err := settingsFrom(cfg.Options)
	if err != nil {
		return nil, err
	}
	spaces := CardSpaceCities(set)
	if data, ok := cfg.Data[DataCardSpaces]; ok {
		if spaces, err = ParseCardSpaces(string(data)); err != nil {
			return nil, err
		}
	}
	d, err := DealSetup(len(cfg.Players), set, rng.Stream("deal"), spaces)
	if err != nil {
		return nil, companion.Bad("%v", err)
	}
	return json.Marshal(d)
}

func (game) Start(cfg companion.Config, raw json.RawMessage) (companion.State, error) {
	set, err := settingsFrom(cfg.Options)
	if err != nil {
		return nil, err
	}
	var d Deal
	if err := json.Unmarshal(raw, &d); err != nil {
		return nil, i18n.Errorf("marco polo setup record: %w", err)
	}
	st, err := NewState(cfg.Names(), set, d)
	if err != nil {
		return nil, i18n.Errorf("marco polo setup record: %w", err)
	}
	folded := make([]string, len(cfg.Players))
	for i, n := range cfg.Names() {
		folded[i] = companion.Fold(n)
	}
	return &session{st: st, players: companion.PlayerTerms(cfg.Names()), folded: folded}, nil
}

package marcopolo

import (
	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Settings are the disputed or optional rules a table may switch (digest §15). The
// defaults follow the digest's proposal; each field says where its default comes from.
type Settings struct {
	// Ledger: talon keeps each player's coins, camels, goods and VP from the actions
	// recorded, checks costs and needs no final facts. Off: resources stay on the table,
	// costs are "not checked" and the table enters the final facts.
	Ledger bool
	// ExpertCityBonuses deals the small-city bonus tiles at random (expert variant 1).
	ExpertCityBonuses bool
	// CharacterDraft reveals players+1 characters and drafts them in reverse turn order
	// (expert variant 2); otherwise the first-game seats are used.
	CharacterDraft bool
	// GoalChoice deals 4 goal cards each, each keeps 2 (expert variant 3).
	GoalChoice bool
	// GoldRow3Gold is the gold in the gold bazaar's row 3: 2 (BGA, default, keeps the
	// rows ascending) or 3 (C#). DISPUTED, §15 #2.
	GoldRow3Gold int
	// Contract2Silk is the silk contract 2 asks for: 1 (BGA, default) or 2 (C#). §15 #1.
	Contract2Silk int
	// KhanCharged makes Khan's favor cost coins when occupied. Default false (both
	// implementations; the seed is silent). §15 #7.
	KhanCharged bool
	// MostContractsNeedsOne withholds the 7 VP when nobody completed a contract.
	// Default false (both implementations). §15 #8.
	MostContractsNeedsOne bool
	// WhiteDieCompensated counts Matteo Polo's white die in his compensation sum.
	// Default true (BGA). §15 #10.
	WhiteDieCompensated bool
	// Card30AnyGoods lets city card 30 take any 2 goods; default false: 2 different
	// goods (BGA). UNKNOWN, §15 #11.
	Card30AnyGoods bool
	// RaschidSetsBlack lets Raschid ad-Din Sinan set his black dice too; default false:
	// they are rolled. UNKNOWN, §15 #12.
	RaschidSetsBlack bool
	// SumatraCards is the number of the 9 city-card spaces at Sumatra: 3 (both
	// implementations, default) or 1 (the seed's "each large city has one card", which
	// leaves 7 cards in play). The table confirms it at setup.
	SumatraCards int
}

// DefaultSettings are the digest's proposals.
func DefaultSettings() Settings {
	return Settings{GoldRow3Gold: 2, Contract2Silk: 1, WhiteDieCompensated: true, SumatraCards: 3}
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

// DataCardSpaces names the table data listing the large city of each city-card space.
const DataCardSpaces = "card_spaces"

func (game) Info() companion.Info {
	return companion.Info{Data: []companion.DataSpec{{Name: DataCardSpaces,
		Help: i18n.Key("the large city of each city-card space on your board, one a line (default: each large city once and Sumatra three times)")}},
		Options: []companion.OptionSpec{
			{Name: OptLedger, Help: i18n.Key("talon keeps coins, camels, goods and VP and checks costs (off: they stay on the table)"), Default: "off", Values: []string{"off", "on"}},
			{Name: OptCityBonuses, Help: i18n.Key("small-city bonus tiles: by letter, or random (expert)"), Default: "standard", Values: []string{"standard", "random"}, Aliases: map[string][]string{"standard": {"alap"}}},
			{Name: OptCharacters, Help: i18n.Key("characters: first-game seats, or the draft of players+1 (expert)"), Default: "first-game", Values: []string{"first-game", "draft"}, Aliases: map[string][]string{"first-game": {"első-játék"}, "draft": {"választás"}}},
			{Name: OptGoals, Help: i18n.Key("goal cards: 2 dealt, or 4 dealt and 2 kept (expert)"), Default: "deal", Values: []string{"deal", "choose"}, Aliases: map[string][]string{"deal": {"osztás"}, "choose": {"választás"}}},
			{Name: OptGoldRow3, Help: i18n.Key("gold bazaar row 3 gives 2 gold (BGA) or 3 (C#) plus 2 camels; disputed"), Default: "2", Values: []string{"2", "3"}},
			{Name: OptContract2Silk, Help: i18n.Key("silk contract C2 asks for: 1 (BGA) or 2 (C#); disputed"), Default: "1", Values: []string{"1", "2"}},
			{Name: OptKhanCharged, Help: i18n.Key("occupied Khan's favor costs coins (the implementations say no; the rulebook is silent)"), Default: "off", Values: []string{"off", "on"}},
			{Name: OptMostNeedsOne, Help: i18n.Key("the 7 VP for most contracts needs at least one completed"), Default: "off", Values: []string{"off", "on"}},
			{Name: OptWhiteDie, Help: i18n.Key("Matteo Polo's white die counts toward compensation"), Default: "on", Values: []string{"on", "off"}},
			{Name: OptCard30, Help: i18n.Key("city card K30 takes 2 different goods (BGA) or any 2"), Default: "different", Values: []string{"different", "any"}, Aliases: map[string][]string{"different": {"különböző"}, "any": {"bármely"}}},
			{Name: OptRaschidBlack, Help: i18n.Key("Raschid's black dice: rolled, or set like his own"), Default: "rolled", Values: []string{"rolled", "set"}, Aliases: map[string][]string{"rolled": {"dobott"}, "set": {"beállított"}}},
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

package sanjuan

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/randomizers"
)

// Option names accepted by `talon new san-juan --option key=value`.
const (
	OptGovernor  = "governor"
	OptStartHand = "start_hand"
	OptHouses    = "houses"
	OptSixCostVP = "six_cost_vp"
)

// Option values.
const (
	randomGovernor  = "random"
	startHandPlain  = "4"   // everyone is dealt 4 (rulebook setup)
	startHandChoose = "5-8" // optional rule: draw 5/6/7/8 by seat from the governor, keep 4
	housesTalon     = "talon"
	housesTable     = "table"
)

// startingHand is the number of cards every player holds after setup, in either setup.
const startingHand = 4

type game struct{}

// Entry registers San Juan: its scorer and its companion (1st edition).
func Entry() companion.Entry {
	return companion.Entry{ID: Game, Name: "San Juan", MinPlayers: MinPlayers, MaxPlayers: MaxPlayers,
		BGG: 8217, Scorer: NewScorer(), Companion: game{}}
}

func (game) Info() companion.Info {
	return companion.Info{
		Options: []companion.OptionSpec{
			{Name: OptGovernor, Help: i18n.Key("first governor: a player's name, or random"), Default: randomGovernor, Aliases: map[string][]string{randomGovernor: {"véletlen"}}},
			{Name: OptStartHand, Help: i18n.Key("starting hands: 4 dealt, or the optional rule (draw 5/6/7/8 from the governor on, keep 4)"),
				Default: startHandPlain, Values: []string{startHandPlain, startHandChoose}},
			{Name: OptHouses, Help: i18n.Key("trading-house tiles: talon keeps the shuffled stack, or the table reveals its own tiles and enters them"),
				Default: housesTalon, Values: []string{housesTalon, housesTable}, Aliases: map[string][]string{housesTable: {"asztal"}}},
			{Name: OptSixCostVP, Help: i18n.Key("points each 6-cost building scores of its own (the card list prints 6/1; the rules' examples give 0)"),
				Default: strconv.Itoa(DefaultSixCostVP), Values: []string{"0", "1"}},
		},
	}
}

// setupRecord is what Setup rolled: stored with the session, never re-rolled.
type setupRecord struct {
	Governor int   `json:"governor"` // seat index of the first governor
	Houses   []int `json:"houses"`   // trading-house tiles (1–5) from the top of the face-down stack
}

// publicSetup is the setup record as --json prints it: the trading-house stack is face
// down at the table, so its order is never printed, only how many tiles it holds.
type publicSetup struct {
	Governor   int `json:"governor"`
	HouseTiles int `json:"house_tiles"`
}

// PublicSetup leaves the trading-house order out of the printed record (companion.HiddenSetup).
func (game) PublicSetup(raw json.RawMessage) json.RawMessage {
	var rec setupRecord
	if err := json.Unmarshal(raw, &rec); err != nil {
		return nil
	}
	out, err := json.Marshal(publicSetup{Governor: rec.Governor, HouseTiles: len(rec.Houses)})
	if err != nil {
		return nil
	}
	return out
}

// options are the session's options, parsed once at Start.
type options struct {
	startHand string
	houses    string
	sixCostVP int
}

func (game) Setup(cfg companion.Config, rng companion.RNG) (json.RawMessage, error) {
	if _, err := readOptions(cfg); err != nil {
		return nil, err
	}
	rec := setupRecord{Houses: []int{1, 2, 3, 4, 5}}
	seat, _, err := cfg.Options.Player(OptGovernor, playerNames(cfg), randomGovernor)
	if err != nil {
		return nil, err
	}
	rec.Governor = seat
	if seat < 0 {
		rec.Governor = rng.Stream("governor").IntN(len(cfg.Players))
	}
	randomizers.Shuffle(rng.Stream("deck:houses"), rec.Houses)
	return json.Marshal(rec)
}

func (game) Start(cfg companion.Config, raw json.RawMessage) (companion.State, error) {
	opts, err := readOptions(cfg)
	if err != nil {
		return nil, err
	}
	var rec setupRecord
	if err := json.Unmarshal(raw, &rec); err != nil {
		return nil, i18n.Errorf("san juan setup record: %w", err)
	}
	n := len(cfg.Players)
	if n < MinPlayers || n > MaxPlayers {
		return nil, i18n.Errorf("san juan setup: %d players, want %d–%d", n, MinPlayers, MaxPlayers)
	}
	if rec.Governor < 0 || rec.Governor >= n {
		return nil, i18n.Errorf("san juan setup record: governor seat %d of %d", rec.Governor, n)
	}
	if sorted := slices.Sorted(slices.Values(rec.Houses)); !slices.Equal(sorted, []int{1, 2, 3, 4, 5}) {
		return nil, i18n.Errorf("san juan setup record: trading houses %v are not the five tiles", rec.Houses)
	}
	return newState(cfg, rec, opts), nil
}

func readOptions(cfg companion.Config) (options, error) {
	o := options{}
	var err error
	if o.startHand, err = cfg.Options.OneOf(OptStartHand, startHandPlain, startHandPlain, startHandChoose); err != nil {
		return o, err
	}
	if o.houses, err = cfg.Options.OneOf(OptHouses, housesTalon, housesTalon, housesTable); err != nil {
		return o, err
	}
	o.sixCostVP, err = cfg.Options.Int(OptSixCostVP, DefaultSixCostVP, 0, 1)
	return o, err
}

func playerNames(cfg companion.Config) []string {
	names := make([]string, len(cfg.Players))
	for i, p := range cfg.Players {
		names[i] = strings.TrimSpace(p.Name)
	}
	return names
}

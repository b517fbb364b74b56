package catan

import (
	"encoding/json"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// GameID is the game's id in the registry.
const GameID = "catan"

// defaultColours are the four colours of the base game (SEED); with three players red is
// left out, as in the beginner set-up.
var defaultColours = []string{"red", "blue", "white", "orange"}

type game struct{}

// Entry registers Catan: its scorer, its companion and the names the table may type.
func Entry() companion.Entry {
	return companion.Entry{ID: GameID, Name: "Catan", Aliases: []string{"Settlers of Catan", "Die Siedler von Catan", "Catan telepesei"},
		MinPlayers: minPlayers, MaxPlayers: maxPlayers, BGG: 13, Scorer: NewScorer(), Companion: game{}}
}

func (game) Info() companion.Info {
	info := companion.Info{}
	for _, o := range boardOptionSpecs {
		info.Options = append(info.Options, companion.OptionSpec{Name: o.Name, Help: o.Help, Default: o.Default, Values: o.Values, Number: o.Number, Aliases: o.Aliases})
	}
	info.Options = append(info.Options,
		// SOURCE (engines): the robber may return to the desert; off is JSettlers2's "RD" house rule.
		companion.OptionSpec{Name: OptRobberToDesert, Help: i18n.Key("the robber may be moved back to the desert (off: house rule)"), Default: "on", Values: onOff},
		// UNKNOWN (digest §5): the almanac's exception for a single affected player.
		companion.OptionSpec{Name: OptBankShortage, Help: i18n.Key("when the bank cannot pay everyone a resource"), Default: shortageNobody, Values: []string{shortageNobody, shortageSingleTake},
			Aliases: map[string][]string{shortageNobody: {"senki"}, shortageSingleTake: {"egyetlen-viszi"}}},
	)
	return info
}

// setupRecord is what Setup stores with the session.
type setupRecord struct {
	Board Board `json:"board"`
}

func parseSettings(opts companion.Options) (settings, error) {
	bo, err := ParseBoardOptions(opts)
	if err != nil {
		return settings{}, err
	}
	st := settings{board: bo}
	if st.robberToDesert, err = opts.OnOff(OptRobberToDesert, true); err != nil {
		return st, err
	}
	st.bankShortage, err = opts.OneOf(OptBankShortage, shortageNobody, shortageNobody, shortageSingleTake)
	return st, err
}

// checkNames refuses the words Catan actions reserve (trade bank, steal=none) as player
// names; the engine has checked the count and that the names differ.
func checkNames(players []companion.Player) error {
	if n := len(players); n < minPlayers || n > maxPlayers {
		return companion.Bad("Catan is for %d–%d players, got %d", minPlayers, maxPlayers, n)
	}
	for _, p := range players {
		if name := strings.TrimSpace(p.Name); strings.EqualFold(name, "bank") || strings.EqualFold(name, "none") {
			return companion.Bad("player name %q is reserved in Catan actions", p.Name)
		}
	}
	return nil
}

// Setup generates the board from the "board" stream.
func (game) Setup(cfg companion.Config, rng companion.RNG) (json.RawMessage, error) {
	if err := checkNames(cfg.Players); err != nil {
		return nil, err
	}
	st, err := parseSettings(cfg.Options)
	if err != nil {
		return nil, err
	}
	b, err := GenerateBoard(st.board, rng.Stream("board"))
	if err != nil {
		return nil, companion.Bad("board balance rules: %v", err)
	}
	return json.Marshal(setupRecord{Board: b})
}

// Start builds the opening position: an empty island, the robber on the desert, the
// first seat placing its first settlement.
func (game) Start(cfg companion.Config, setup json.RawMessage) (companion.State, error) {
	if err := checkNames(cfg.Players); err != nil {
		return nil, err
	}
	st, err := parseSettings(cfg.Options)
	if err != nil {
		return nil, err
	}
	var rec setupRecord
	if err := json.Unmarshal(setup, &rec); err != nil {
		return nil, companion.Bad("catan setup record: %v", err)
	}
	rec.Board.Robber = rec.Board.desert()
	if err := rec.Board.Validate(); err != nil {
		return nil, companion.Bad("catan setup record: %v", err)
	}
	t := &table{board: rec.Board, settings: st}
	colours := defaultColours
	if len(cfg.Players) == 3 {
		colours = defaultColours[1:]
	}
	for i, p := range cfg.Players {
		t.names = append(t.names, strings.TrimSpace(p.Name))
		c := strings.ToLower(strings.TrimSpace(p.Colour))
		if c == "" {
			c = colours[i]
		}
		t.colours = append(t.colours, c)
	}
	t.seats = companion.PlayerTerms(t.names)
	s := &state{t: t, phase: phaseSetupSettlement, robber: rec.Board.Robber, longest: noPlayer, army: noPlayer, winner: noPlayer}
	for i := range s.owner {
		s.owner[i] = noPlayer
	}
	for i := range s.roads {
		s.roads[i] = noPlayer
	}
	return s, nil
}

// Resolve fills in the dice of a bare "roll" and returns the canonical action.
func (s *state) Resolve(in companion.Action, rng companion.RNG) (companion.Action, error) {
	a, err := s.parse(in)
	if err != nil {
		return companion.Action{}, err
	}
	if a.verb == "roll" && a.dice[0] == 0 {
		if s.phase != phaseRoll {
			return companion.Action{}, s.phaseRefusal("rolling")
		}
		r := rng.Stream("dice")
		a.dice = [2]int{r.IntN(6) + 1, r.IntN(6) + 1}
	}
	out := s.format(a)
	if _, _, err := s.Apply(out); err != nil { // the rules' refusal, before anything is drawn again
		return companion.Action{}, err
	}
	return out, nil
}

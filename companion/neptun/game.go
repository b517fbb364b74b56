package neptun

import (
	"encoding/json"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// DataName is the table-supplied data of a session: `talon new neptun --data box=FILE`.
const DataName = "box"

// Entry is Neptun as talon knows it: its scorer (also round by round) and its companion.
func Entry() companion.Entry {
	return companion.Entry{ID: Game, Name: "Neptun", MinPlayers: MinPlayers, MaxPlayers: MaxPlayers,
		Scorer: NewScorer(), Companion: game{}, Rounds: RoundScorer()}
}

type game struct{}

func (game) Info() companion.Info {
	return companion.Info{
		Options: OptionSpecs(),
		Data: []companion.DataSpec{{Name: DataName,
			Help: "the table's data file from its own box (`talon neptun data template`); without it the table enters every card and distance"}},
	}
}

// Setup reads the options and the data file, draws the player order and deals the
// distance tokens when their values are known; the data file is copied into the record.
func (game) Setup(cfg companion.Config, rng companion.RNG) (json.RawMessage, error) {
	if _, err := ReadSettings(cfg.Options); err != nil {
		return nil, err
	}
	var d *Data
	if src, ok := cfg.Data[DataName]; ok {
		var err error
		if d, err = ParseData(src); err != nil {
			return nil, companion.Bad("--data %s: %v", DataName, err)
		}
	}
	for name := range cfg.Data {
		if name != DataName {
			return nil, companion.Bad("neptun takes --data %s=FILE, not %q", DataName, name)
		}
	}
	return json.Marshal(Setup(len(cfg.Players), d, rng.Stream("setup")))
}

func (game) Start(cfg companion.Config, raw json.RawMessage) (companion.State, error) {
	settings, err := ReadSettings(cfg.Options)
	if err != nil {
		return nil, err
	}
	var rec SetupRecord
	if err := json.Unmarshal(raw, &rec); err != nil {
		return nil, i18n.Errorf("neptun setup record: %w", err)
	}
	s, err := NewState(cfg.Names(), settings, rec)
	if err != nil {
		return nil, err
	}
	return &session{State: s}, nil
}

// session is the kit's State over the rules' State.
type session struct {
	*State
}

// SessionState is the rules' position of a session state, for the game's own tools.
func SessionState(st companion.State) (*State, bool) {
	s, ok := st.(*session)
	if !ok {
		return nil, false
	}
	return s.State, true
}

func (s *session) Resolve(a companion.Action, rng companion.RNG) (companion.Action, error) {
	act, err := s.read(a)
	if err != nil {
		return companion.Action{}, err
	}
	if b, ok := act.(Bonus); ok && b.Value == 0 && s.TalonDrawsBonus() && len(s.BonusSupply) > 0 {
		b.Value = s.BonusSupply[rng.Stream("bonus").IntN(len(s.BonusSupply))]
		act = b
	}
	return s.write(act), nil
}

func (s *session) Apply(a companion.Action) (companion.State, companion.Outcome, error) {
	act, err := s.read(a)
	if err != nil {
		return nil, companion.Outcome{}, err
	}
	next, err := s.State.Apply(act)
	if err != nil {
		return nil, companion.Outcome{}, err
	}
	out := companion.Accepted()
	if len(next.Notes) > 0 {
		out = companion.NotChecked("%s", NotesText(next.Notes))
	}
	for _, w := range next.Warnings {
		out = out.Warn("gold_supply_empty", "%s", w)
	}
	return &session{State: next}, out, nil
}

func (s *session) Result() *scoring.Result { return s.State.Result() }

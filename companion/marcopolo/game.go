package marcopolo

import (
	"encoding/json"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Entry is The Voyages of Marco Polo as talon knows it: scorer and companion.
func Entry() companion.Entry {
	return companion.Entry{
		// Name stays English in every language: the Hungarian seed rulebook and the digest
		// print no title of the Hungarian edition (the seed names only Marco Polo himself),
		// so there is no Term to show; the aliases are only what a table may type.
		ID: Game, Name: "The Voyages of Marco Polo",
		Aliases:    []string{"Marco Polo", "Auf den Spuren von Marco Polo", "Marco Polo nyomában"},
		MinPlayers: MinPlayers, MaxPlayers: MaxPlayers, BGG: 171623,
		Scorer: NewScorer(), Companion: game{},
	}
}

type game struct{}

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

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

// publicDeal is the deal as --json prints it (companion.HiddenSetup): what lies face up
// at the table in full, and of what lies face down or in a player's hand only how many.
// The contract piles for rounds 2–5 and the special pile are face down, so their order
// would tell the next contracts; each player's goal cards are for that player's eyes
// alone (talon marco-polo goals shows them).
type publicDeal struct {
	CardSpaces       []DealtCard `json:"card_spaces"`
	Outposts         []DealtTile `json:"outposts"`
	CityTiles        []DealtTile `json:"city_tiles"`
	Starting         []int       `json:"starting"`
	Market           []int       `json:"market"`            // the first pile, face up in round 1
	PileContracts    []int       `json:"pile_contracts"`    // how many in each face-down pile, rounds 2–5
	SpecialContracts int         `json:"special_contracts"` // how many in the face-down special pile
	GoalCards        []int       `json:"goal_cards"`        // how many goal cards each seat was dealt
	Characters       []Character `json:"characters"`
	Draft            []Character `json:"draft"`
}

// PublicSetup leaves the face-down piles' order and the goal cards out of the printed
// record (companion.HiddenSetup); the stored record keeps them, so the log replays.
func (game) PublicSetup(raw json.RawMessage) json.RawMessage {
	var d Deal
	if err := json.Unmarshal(raw, &d); err != nil {
		return nil
	}
	pub := publicDeal{CardSpaces: d.CardSpaces, Outposts: d.Outposts, CityTiles: d.CityTiles, Starting: d.Starting,
		Market: []int{}, PileContracts: []int{}, SpecialContracts: len(d.Special), GoalCards: []int{},
		Characters: d.Characters, Draft: d.Draft}
	for i, pile := range d.Piles {
		if i == 0 {
			pub.Market = pile
		} else {
			pub.PileContracts = append(pub.PileContracts, len(pile))
		}
	}
	for _, hand := range d.Goals {
		pub.GoalCards = append(pub.GoalCards, len(hand))
	}
	out, err := json.Marshal(pub)
	if err != nil {
		return nil
	}
	return out
}

// PublicAction writes the goal cards a player keeps (expert variant) as "…", as talon
// play shows them (companion.HiddenAction): they are for that player's eyes alone.
func (game) PublicAction(action string) string {
	a, err := companion.Parse(action)
	if err != nil || a.Verb != verbGoals || len(a.Args) < 2 {
		return action
	}
	a.Args = append(a.Args[:1:1], "…")
	return a.String()
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

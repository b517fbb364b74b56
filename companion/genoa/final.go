package genoa

import (
	"maps"
	"slices"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Final scoring (digest §9) goes through the Genoa scorer. talon knows the markers on
// buildings; with a ledger also ducats and items; with a captured board it groups the
// contract buildings a player names. The table enters the rest.

const ruleFinal = "final scoring"

// FinalFacts is one player's end-of-game facts as they go to the scorer.
type FinalFacts struct {
	Ducats    int
	Items     int
	Contracts []BuildingID // the buildings the player's contract cards name, if given
	Groups    []int        // sizes of the groups of adjacent contract buildings
}

// Final enters one player's facts. Ducats and Items may be left out (nil) when a ledger
// is kept; Contracts are grouped on a captured board, otherwise Groups are entered.
type Final struct {
	Player    Seat
	Ducats    *int
	Items     *int
	Contracts []BuildingID
	Groups    []int
}

func (a Final) apply(s *State, o *Outcome) error {
	if err := s.seatOK(a.Player); err != nil {
		return err
	}
	if err := s.inPhase(ruleTurn, PhaseFinal); err != nil {
		return err
	}
	f := FinalFacts{Contracts: slices.Clone(a.Contracts)}
	var err error
	if f.Ducats, err = s.fact(a.Player, i18n.M("ducats"), a.Ducats, s.Players[a.Player].Ducats, o); err != nil {
		return err
	}
	if f.Items, err = s.fact(a.Player, i18n.M("items"), a.Items, s.itemsHeld(a.Player), o); err != nil {
		return err
	}
	if f.Groups, err = s.contractGroups(a, o); err != nil {
		return err
	}
	s.Final = maps.Clone(s.Final) // shared with the state before (see clone)
	if s.Final == nil {
		s.Final = map[Seat]FinalFacts{}
	}
	s.Final[a.Player] = f
	if len(s.Final) == len(s.Players) {
		return s.score()
	}
	return nil
}

// fact takes what the table entered, else the ledger's count.
func (s *State) fact(p Seat, what i18n.Message, entered *int, counted int, o *Outcome) (int, error) {
	switch {
	case entered != nil && s.Ledger && *entered != counted:
		o.say(i18n.M("%s: the table says %d %s, the ledger counted %d; the table's count is used", s.Name(p), *entered, what, counted))
		return *entered, nil
	case entered != nil:
		return *entered, nil
	case s.Ledger:
		return counted, nil
	}
	return 0, companion.Bad("%s's %s: no ledger is kept, so the table enters them", s.Name(p), what)
}

// itemsHeld counts cards, commodity tiles and special tiles: the tie-break's items.
func (s *State) itemsHeld(p Seat) int {
	pl := s.Players[p]
	n := 0
	for _, v := range pl.Cards {
		n += v
	}
	for _, v := range pl.Goods {
		n += v
	}
	for _, v := range pl.Tiles {
		n += v
	}
	return n
}

func (s *State) contractGroups(a Final, o *Outcome) ([]int, error) {
	for i, b := range a.Contracts {
		if !isBuilding(SpaceID(b)) {
			return nil, companion.Bad("%q is not a building", b)
		}
		if slices.Contains(a.Contracts[:i], b) {
			return nil, companion.Bad("%s is named twice; each contract card names another building", buildingTerm(b))
		}
	}
	if held := s.Players[a.Player].Cards[Contracts.i()]; s.Ledger && len(a.Contracts) != held && a.Groups == nil {
		return nil, companion.Refuse(ruleFinal, "%s holds %d contract card(s) and named %d", s.Name(a.Player), held, len(a.Contracts))
	}
	if s.Board != nil && a.Groups == nil {
		return s.Board.ContractGroups(a.Contracts), nil
	}
	if len(a.Contracts) > 0 && a.Groups == nil {
		return nil, companion.Refuse(ruleFinal, "no board captured: enter the sizes of %s's groups of adjacent contract buildings (groups=…)", s.Name(a.Player))
	}
	if len(a.Contracts) > 0 && contractCount(a.Groups) != len(a.Contracts) {
		return nil, companion.Refuse(ruleFinal, "the groups add up to %d buildings, but %d contract buildings were named", contractCount(a.Groups), len(a.Contracts))
	}
	if s.Board != nil && len(a.Contracts) > 0 {
		if want := s.Board.ContractGroups(a.Contracts); !slices.Equal(slices.Sorted(slices.Values(a.Groups)), slices.Sorted(slices.Values(want))) {
			o.say(i18n.M("the captured board groups %s's contracts as %v; the table's %v are used", s.Name(a.Player), want, a.Groups))
		}
	}
	return slices.Clone(a.Groups), nil
}

// MarkersOnBuildings counts a player's markers standing on buildings.
func (s *State) MarkersOnBuildings(p Seat) int {
	n := 0
	for _, owner := range s.Owner {
		if owner == p {
			n++
		}
	}
	return n
}

// ScoreInput is the scorer's input built from the tracked state and the final facts.
func (s *State) ScoreInput() Input {
	in := Input{Players: make([]PlayerInput, len(s.Players))}
	for i, p := range s.Players {
		f := s.Final[Seat(i)]
		in.Players[i] = PlayerInput{Name: p.Name, Ducats: f.Ducats, MarkersOnBuildings: s.MarkersOnBuildings(Seat(i)),
			ContractGroups: append([]int{}, f.Groups...), Items: f.Items}
	}
	return in
}

func (s *State) score() error {
	res, err := ScoreInput(s.ScoreInput())
	if err != nil {
		// the scorer names the player and field; the last entry is taken back
		return companion.Refuse(ruleFinal, "%s", strings.ReplaceAll(err.Error(), "\n", "; "))
	}
	s.Result = &res
	s.Phase = PhaseOver
	return nil
}

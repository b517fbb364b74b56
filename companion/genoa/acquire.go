package genoa

import (
	"maps"
	"slices"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Acquisition (digest §4.4): from the merchant clockwise, each player has one chance to
// pick a street that still holds a disc from this turn and place one or two markers on
// buildings next to it; replacing another player's marker costs one marker more.

const (
	ruleMarkers   = "B1 markers in hand"
	ruleStreet    = "B2 a street with a disc"
	ruleNextTo    = "B3 buildings next to the street"
	ruleOneMarker = "B4 one marker per building"
	ruleCost      = "B7 markers used"
	ruleAcquirer  = "acquisition order"
)

// Acquire is one player's chance used: markers placed on buildings next to Street. A
// building carrying another player's marker is taken over: both markers go back to the
// board supply (B5), the sacrificed one not counting among the 1–2 placed (B6).
type Acquire struct {
	Player Seat
	Street SpaceID
	Place  []BuildingID
}

func (a Acquire) apply(s *State, o *Outcome) error {
	if err := s.seatOK(a.Player); err != nil {
		return err
	}
	if err := s.acquirerIs(a.Player); err != nil {
		return err
	}
	if err := s.knownSpace(a.Street); err != nil {
		return err
	}
	pl := &s.Players[a.Player]
	if pl.Markers < 1 {
		return companion.Refuse(ruleMarkers, "%s has no ownership marker in hand", pl.Name)
	}
	if KindOf(a.Street) != KindStreet || s.Turn.DiscsOn(a.Street) < 1 {
		return companion.Refuse(ruleStreet, "%s holds no tower disc this turn; streets with a disc: %s", spaceText(a.Street), spaceList(s.StreetsWithDiscs()))
	}
	if n := len(a.Place); n < 1 || n > maxPlacements {
		return companion.Bad("place 1 or %d markers, not %d", maxPlacements, n)
	}
	cost := len(a.Place)
	for i, b := range a.Place {
		if !isBuilding(SpaceID(b)) {
			return companion.Bad("%q is not a building", b)
		}
		if slices.Contains(a.Place[:i], b) {
			return companion.Refuse(ruleOneMarker, "%s is named twice; a building carries one marker", buildingTerm(b))
		}
		if owner, owned := s.Owner[b]; owned {
			if owner == a.Player {
				return companion.Refuse(ruleOneMarker, "%s already carries %s's marker", buildingTerm(b), pl.Name)
			}
			cost++
		}
		if s.captured(o, i18n.M("%s next to %s", buildingTerm(b), spaceText(a.Street))) && !s.Board.Adjacent(a.Street, SpaceID(b)) {
			return companion.Refuse(ruleNextTo, "%s does not touch %s; next to it: %s", buildingTerm(b), spaceText(a.Street), buildingList(s.Board.BuildingsNextTo(a.Street)))
		}
	}
	if cost > pl.Markers {
		return companion.Refuse(ruleCost, "%s needs %d markers (one more for each marker replaced) and has %d", pl.Name, cost, pl.Markers)
	}
	s.Owner = maps.Clone(s.Owner) // shared with the state before (see clone)
	for _, b := range a.Place {
		if owner, owned := s.Owner[b]; owned {
			s.Players[owner].Supply++
			pl.Markers--
			pl.Supply++
			o.say(i18n.M("%s's marker on %s goes back to the board supply, with one of %s's", s.Name(owner), buildingTerm(b), pl.Name))
		}
		pl.Markers--
		s.Owner[b] = a.Player
	}
	s.Turn.setDiscs(a.Street, 0) // B8: nobody else can use this street
	s.nextAcquirer(o)
	return nil
}

// PassAcquire is a player letting his chance go.
type PassAcquire struct{ Player Seat }

func (a PassAcquire) apply(s *State, o *Outcome) error {
	if err := s.seatOK(a.Player); err != nil {
		return err
	}
	if err := s.acquirerIs(a.Player); err != nil {
		return err
	}
	s.nextAcquirer(o)
	return nil
}

func (s *State) acquirerIs(p Seat) error {
	if err := s.inPhase(ruleTurn, PhaseAcquire); err != nil {
		return err
	}
	if s.Turn.Next != p {
		return companion.Refuse(ruleAcquirer, "it is %s's chance to acquire (from the merchant clockwise)", s.Name(s.Turn.Next))
	}
	return nil
}

func (s *State) nextAcquirer(o *Outcome) {
	s.Turn.Chances++
	s.Turn.Next = s.next(s.Turn.Next)
	s.skipAcquirers(o)
}

// skipAcquirers passes over the players who cannot acquire (no marker in hand) and ends
// the turn when everyone has had a chance or no street holds a disc (B2).
func (s *State) skipAcquirers(o *Outcome) {
	for s.Turn.Chances < len(s.Players) {
		if len(s.StreetsWithDiscs()) == 0 {
			break
		}
		if s.Players[s.Turn.Next].Markers > 0 {
			return
		}
		s.Turn.Chances++
		s.Turn.Next = s.next(s.Turn.Next)
	}
	s.endTurn(o)
}

// StreetsWithDiscs lists the streets still holding a disc from this turn, in tower order.
func (s *State) StreetsWithDiscs() []SpaceID {
	var out []SpaceID
	for _, sp := range s.Turn.Path {
		if KindOf(sp) == KindStreet && s.Turn.DiscsOn(sp) > 0 {
			out = append(out, sp)
		}
	}
	return out
}

// spaceList lists spaces as the table reads them: "a, b and c", or "none".
func spaceList(ids []SpaceID) i18n.Message {
	items := make([]any, len(ids))
	for i, id := range ids {
		items[i] = spaceText(id)
	}
	return listText(items)
}

// listText joins items as "a, b and c" in the table's language.
func listText(items []any) i18n.Message {
	switch len(items) {
	case 0:
		return i18n.M("none")
	case 1:
		return i18n.M("%s", items[0])
	case 2:
		return i18n.M("%s and %s", items[0], items[1])
	}
	return i18n.M("%s, %s", items[0], listText(items[1:]))
}

func buildingList(ids []BuildingID) i18n.Message {
	spaces := make([]SpaceID, len(ids))
	for i, id := range ids {
		spaces[i] = SpaceID(id)
	}
	return spaceList(spaces)
}

package neptun

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// SetupRecord is what setup drew, stored with the session and never drawn again: the
// player order, and (when the data file knows the tokens) which distance token lies on
// which route slot. The data file the session started with is copied in, so a replay
// never depends on a file that may change.
type SetupRecord struct {
	Order     []int          `json:"order"`
	Distances map[string]int `json:"distances,omitempty"`
	Data      *Data          `json:"data,omitempty"`
}

// slotNames are the route slots a dealt token goes to: the data file's slots of that
// kind, else the template's names K01..K15 and L01..L04.
func slotNames(d *Data, kind string) []string {
	var out []string
	if d != nil {
		for _, r := range d.Routes {
			if r.Kind == kind {
				out = append(out, r.Slot)
			}
		}
	}
	want, prefix := CoastalSlots, "K"
	if kind == Long {
		want, prefix = LongSlots, "L"
	}
	if len(out) != want {
		out = out[:0]
		for i := 1; i <= want; i++ {
			out = append(out, fmt.Sprintf("%s%02d", prefix, i))
		}
	}
	slices.Sort(out)
	return out
}

// Setup draws the player order (SEED: random) and, with the token values known, shuffles
// the long-distance tokens onto the long slots and the coastal ones onto the coastal
// slots, separately (SEED).
func Setup(players int, d *Data, rng *rand.Rand) SetupRecord {
	rec := SetupRecord{Order: rng.Perm(players), Data: d}
	if d.HasTokens() {
		rec.Distances = map[string]int{}
		for _, set := range []struct {
			kind   string
			values []int
		}{{Long, d.LongTokens}, {Coastal, d.CoastalTokens}} {
			values := slices.Clone(set.values)
			rng.Shuffle(len(values), func(i, j int) { values[i], values[j] = values[j], values[i] })
			for i, slot := range slotNames(d, set.kind) {
				rec.Distances[slot] = values[i]
			}
		}
	}
	return rec
}

// CheckSetup checks a stored setup record against the seats.
func CheckSetup(players int, rec SetupRecord) error {
	if players < MinPlayers || players > MaxPlayers {
		return i18n.Errorf("Neptun is for %d-%d players, got %d", MinPlayers, MaxPlayers, players)
	}
	sorted := slices.Sorted(slices.Values(rec.Order))
	for i, v := range sorted {
		if v != i || len(sorted) != players {
			return i18n.Errorf("setup order %v is not an order of %d players", rec.Order, players)
		}
	}
	return nil
}

// NewState is the opening position: every player with 5 gold and a ship on Crete, markers
// on 0, wind 5, and the first contract row of players+1 face-down sets (SEED).
func NewState(names []string, settings Settings, rec SetupRecord) (*State, error) {
	if err := CheckSetup(len(names), rec); err != nil {
		return nil, err
	}
	s := &State{
		Settings: settings, Data: rec.Data, Order: slices.Clone(rec.Order), SetupOrder: slices.Clone(rec.Order),
		Round: 1, Wind: StartWind, WindChecked: true, Distances: rec.Distances,
		Regions: map[string]string{}, Results: []RoundResult{},
	}
	for _, n := range names {
		p := PlayerState{Name: strings.TrimSpace(n), Gold: StartGold, Ship: StartCity,
			Temples: map[string]Marker{}, PointTiles: []int{}, BonusTiles: []int{}}
		for range StartOarPerSeat {
			hc := HandCard{Starting: true}
			p.Hand = append(p.Hand, hc)
		}
		if rec.Data != nil && len(rec.Data.StartOarCards) == StartOarPerSeat {
			for k, c := range rec.Data.StartOarCards {
				p.Hand[k] = HandCard{Card: c, Known: true, Starting: true}
			}
		}
		s.Players = append(s.Players, p)
	}
	if rec.Data.HasBonusTiles() {
		s.BonusSupply = slices.Clone(rec.Data.BonusTiles)
	}
	s.startRound()
	return s, nil
}

// startRound lays a new contract row and sends the ships to Crete (SEED).
func (s *State) startRound() {
	s.Phase, s.ContractTurn, s.VoyageTurn, s.ExtraTurn = PhaseContracts, 1, 0, 0
	s.Row = nil
	s.dealColumns(len(s.Players) + 1)
	s.Picker, s.Revealed = 0, -1
	s.OarTrack = map[int][]int{}
	s.Forecast, s.Tiles, s.PlayedThisRound = nil, nil, nil
	for i := range s.Players {
		p := &s.Players[i]
		p.Ship, p.Contracts, p.Played, p.Extra = StartCity, [ContractSlots]*Contract{}, nil, ""
	}
}

func (s *State) dealColumns(n int) {
	for range n {
		s.Row = append(s.Row, Column{TakenBy: -1})
	}
}

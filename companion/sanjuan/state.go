package sanjuan

import (
	"slices"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// buildings indexes the scoring package's card list by id.
var buildings = func() map[string]Building {
	m := make(map[string]Building, len(Buildings))
	for _, b := range Buildings {
		m[b.ID] = b
	}
	return m
}()

// Building ids whose functions talon applies.
const (
	indigoPlant  = "indigo_plant"
	smithy       = "smithy"
	goldMine     = "gold_mine"
	archive      = "archive"
	poorHouse    = "poor_house"
	blackMarket  = "black_market"
	tradingPost  = "trading_post"
	well         = "well"
	marketStand  = "market_stand"
	crane        = "crane"
	tower        = "tower"
	chapel       = "chapel"
	aqueduct     = "aqueduct"
	carpenter    = "carpenter"
	prefecture   = "prefecture"
	marketHall   = "market_hall"
	quarry       = "quarry"
	library      = "library"
	handLimit    = 7  // cards kept at a round start
	towerLimit   = 12 // with a Tower
	blackMarketN = 2  // goods a Black Market may pay with
)

// slot is one face-up top building in a player's city.
type slot struct {
	id   string
	good bool // a good (face-down card) lies on this production building
}

// seat is one player as talon knows him.
type seat struct {
	name    string
	city    []slot   // top buildings, in build order
	covered []string // cards built over with the Crane: still on the table, no longer buildings
	hand    int      // cards in hand, as talon counts them (hand counts are public)
	chapel  int      // cards tucked under their chapel; they stay if the chapel is built over
	owned   bool     // city and covered belong to this state alone (see own)
}

func (p seat) has(id string) bool {
	return slices.ContainsFunc(p.city, func(s slot) bool { return s.id == id })
}

func (p seat) goods() int {
	n := 0
	for _, s := range p.city {
		if s.good {
			n++
		}
	}
	return n
}

// step is one player's turn in the current phase (or at a round start).
type step struct {
	verb   string // the action that records it: build, produce, sell, ...
	player int    // seat; -1 for the whole table
}

// state is a San Juan position. Apply clones it, so a state is never changed once built.
type state struct {
	opts      options
	houses    []int // the trading-house stack from setup, top first
	seats     []seat
	seatTerms *companion.Terms // the names, for reading a player in an action

	round       int
	governor    int
	taken       []Role // roles chosen this round, in order
	libraryUsed bool   // 2 players: the governor has used their Library this round

	role    Role // the phase being played; "" between roles and at a round start
	chooser int  // who chose it
	library bool // the chooser's Library doubles this phase's privilege
	tile    int  // trading house shown in this trader phase, 0 before it is revealed
	reveals []int

	steps      []step // who must still act, in order; empty: a role is to be chosen
	ended      bool   // the game-ending builder phase is over
	handsFinal []int  // hand cards the table confirmed at the end
	result     *scoring.Result
	last       []i18n.Message // what the last action meant, printed in the table's language
}

func newState(cfg companion.Config, rec setupRecord, opts options) *state {
	s := &state{opts: opts, houses: slices.Clone(rec.Houses), round: 1, governor: rec.Governor}
	for _, name := range playerNames(cfg) {
		s.seats = append(s.seats, seat{name: name, city: []slot{{id: indigoPlant}}, hand: startingHand})
	}
	s.seatTerms = companion.PlayerTerms(s.names())
	s.last = s.setupSheet()
	return s
}

// clone copies the state for Apply. Cities are shared with the original until own copies
// the one an action changes; the other slices are clipped so that appending never writes
// into the original's arrays.
func (s *state) clone() *state {
	c := *s
	c.seats = slices.Clone(s.seats)
	for i := range c.seats {
		c.seats[i].owned = false
	}
	c.taken = slices.Clip(s.taken)
	c.reveals = slices.Clip(s.reveals)
	c.steps = slices.Clip(s.steps)
	c.last = nil
	return &c
}

// own gives a seat whose city may be changed: its slices are copied the first time.
func (s *state) own(p int) *seat {
	seat := &s.seats[p]
	if !seat.owned {
		seat.city = slices.Clone(seat.city)
		seat.covered = slices.Clone(seat.covered)
		seat.owned = true
	}
	return seat
}

func (s *state) n() int { return len(s.seats) }

// seatFrom is the seat k places clockwise of seat i.
func (s *state) seatFrom(i, k int) int { return (i + k) % s.n() }

// choosers are the seats choosing this round's roles in order: everyone from the
// governor, or with 2 players governor, opponent, governor.
func (s *state) choosers() []int {
	if s.n() == 2 {
		return []int{s.governor, s.seatFrom(s.governor, 1), s.governor}
	}
	out := make([]int, s.n())
	for k := range out {
		out[k] = s.seatFrom(s.governor, k)
	}
	return out
}

// chooserNow is who chooses the next role, or -1 when a phase is under way or the game is over.
func (s *state) chooserNow() int {
	if s.ended || len(s.steps) > 0 {
		return -1
	}
	return s.choosers()[len(s.taken)]
}

func (s *state) rolesLeft() []Role {
	var left []Role
	for _, r := range Roles {
		if !slices.Contains(s.taken, r) {
			left = append(left, r)
		}
	}
	return left
}

// privilege is 1 for the chooser of the current role, 2 with their Library, else 0.
func (s *state) privilege(p int) int {
	switch {
	case s.role == "" || p != s.chooser:
		return 0
	case s.library:
		return 2
	}
	return 1
}

// everyone lists the seats clockwise from seat first.
// INFERRED: the players were entered in seat order, clockwise.
func (s *state) everyone(first int) []int {
	out := make([]int, s.n())
	for k := range out {
		out[k] = s.seatFrom(first, k)
	}
	return out
}

func (s *state) limit(p int) int {
	if s.seats[p].has(tower) {
		return towerLimit
	}
	return handLimit
}

// copiesOut counts the copies of a building on the table, covered ones included.
func (s *state) copiesOut(id string) int {
	n := 0
	for _, p := range s.seats {
		for _, sl := range p.city {
			if sl.id == id {
				n++
			}
		}
		for _, c := range p.covered {
			if c == id {
				n++
			}
		}
	}
	return n
}

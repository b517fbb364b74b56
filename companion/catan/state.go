package catan

import (
	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Rule data of play (digest §8, §11); the pieces, points and awards shared with the
// scorer are in score_rules.go, written once.
const (
	maxRoads       = 15 // SEED: pieces per colour
	minRoadAward   = 5  // SEED: Longest Road needs at least 5 segments
	minArmyAward   = 3  // SEED: Largest Army needs at least 3 knights
	discardAbove   = 7  // SEED: more than 7 resource cards on a 7 -> return half, rounded down
	devCards       = 25 // SOURCE: catanatron decks.py, JSettlers2
	knightsInDeck  = 14 // SOURCE
	progressInDeck = 2  // SOURCE: road building, year of plenty, monopoly: 2 each
	freeRoadCount  = 2  // SOURCE almanacNR: Road Building places 2 roads
)

// phase is what talon waits for.
type phase int

const (
	phaseSetupSettlement phase = iota // snake order 1-2-3-4-4-3-2-1
	phaseSetupRoad                    // the road touching the settlement just placed
	phaseRoll                         // the active player rolls (may play a card first)
	phaseSeven                        // a 7: hand sizes, discards, then the robber
	phaseRobber                       // a knight: the robber moves
	phaseMain                         // trade and build, then end the turn
	phaseOver
)

// table is what never changes during a session.
type table struct {
	names    []string
	seats    *companion.Terms // the names, for reading a player in an action
	colours  []string
	board    Board
	settings settings
}

// state is a position. It is a value of fixed-size arrays, so a copy is a cheap, full
// snapshot: Apply works on a copy and the receiver stays unchanged on a refusal.
type state struct {
	t *table

	phase      phase
	resume     phase // where a knight's robber move returns to
	setupStep  int   // 0 … 2n-1 in snake order
	current    int   // seat of the active player
	turn       int   // 1 at the first regular turn
	robber     int   // hex index
	owner      [NumVertices]int8
	city       [NumVertices]bool
	roads      [NumEdges]int8
	lastPlaced int // setup: the settlement the next road must touch

	roadLength [4]int
	knights    [4]int
	vpCards    [4]int // declared victory point cards
	bought     [4]int // development cards bought
	played     [4]int // development cards played (knights and progress cards)
	progress   [3]int // road building, year of plenty, monopoly played, game-wide

	boughtThisTurn int
	playedThisTurn bool
	freeRoads      int

	longest, army int // holders, noPlayer when set aside

	owed      [4]int  // discards owed on this 7 (0: none or done)
	handsSeen bool    // hand sizes entered on this 7
	discarded [4]bool // discarded on this 7

	shortageSaid bool // the bank-shortage rule was said with a production (once a session)

	dice     [13]int // how often each sum was rolled
	lastRoll [2]int
	winner   int

	last []i18n.Message // what the last action meant, one line each, printed in the table's language
}

type settings struct {
	board          BoardOptions
	robberToDesert bool
	bankShortage   string
}

func (s *state) players() int { return len(s.t.names) }

func (s *state) name(p int) string { return s.t.names[p] }

// snakeSeat is the seat placing at setup step i (1-2-3-4-4-3-2-1).
func (s *state) snakeSeat(step int) int {
	n := s.players()
	if step < n {
		return step
	}
	return 2*n - 1 - step
}

func (s *state) count(p int) (settlements, cities, roads int) {
	for v, o := range s.owner {
		if int(o) == p {
			if s.city[v] {
				cities++
			} else {
				settlements++
			}
		}
	}
	for _, o := range s.roads {
		if int(o) == p {
			roads++
		}
	}
	return
}

// publicVP counts what everyone can see: buildings and the two award cards.
func (s *state) publicVP(p int) int {
	settlements, cities, _ := s.count(p)
	vp := settlements + 2*cities
	if s.longest == p {
		vp += awardPoints
	}
	if s.army == p {
		vp += awardPoints
	}
	return vp
}

func (s *state) totalVP(p int) int { return s.publicVP(p) + s.vpCards[p] }

// hexBuildings are the players with a building on a corner of hex h, in seat order.
func (s *state) hexOwners(h int) []int {
	var seen [4]bool
	for _, v := range topo.hexCorners[h] {
		if o := s.owner[v]; o != noPlayer {
			seen[o] = true
		}
	}
	var out []int
	for p := range s.players() {
		if seen[p] {
			out = append(out, p)
		}
	}
	return out
}

// robbable are the opponents of the active player with a building on hex h.
func (s *state) robbable(h int) []int {
	var out []int
	for _, p := range s.hexOwners(h) {
		if p != s.current {
			out = append(out, p)
		}
	}
	return out
}

func (s *state) note(m i18n.Message) {
	s.last = append(s.last, m)
}

// updateRoads recomputes every road length and the Longest Road holder.
func (s *state) updateRoads() {
	n := s.players()
	for p := range n {
		s.roadLength[p] = longestRoad(p, &s.roads, &s.owner)
	}
	was := s.longest
	s.longest = awardLongestRoad(was, s.roadLength[:n])
	switch {
	case s.longest == was:
	case s.longest == noPlayer:
		s.note(i18n.M("%s is set aside: nobody is longest alone with %d or more", termLongestRoad, minRoadAward))
	default:
		s.note(i18n.M("%s goes to %s (%d roads)", termLongestRoad, s.name(s.longest), s.roadLength[s.longest]))
	}
}

// checkWin ends the game when the active player has 10 or more points on their turn.
func (s *state) checkWin() {
	if s.phase < phaseRoll || s.phase == phaseOver {
		return
	}
	if vp := s.totalVP(s.current); vp >= pointsToWin {
		s.phase = phaseOver
		s.winner = s.current
		s.note(i18n.M("%s reaches %d victory points and wins", s.name(s.current), vp))
	}
}

// other is the seat after the current player's, to name in an example: the table reads
// its own names there, not "Ben".
func (s *state) other() int { return (s.current + 1) % s.players() }

// handsExample is a `hands` example with this table's first two names: "Ann=9 Ben=5".
func (s *state) handsExample() string {
	return s.name(s.current) + "=9 " + s.name(s.other()) + "=5"
}

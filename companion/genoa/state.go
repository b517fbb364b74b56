package genoa

import (
	"slices"
	"strings"
	"unicode"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// Seat is a player's place at the table, 0-based, clockwise.
type Seat int

// Phase is where a turn stands (digest §4).
type Phase int

const (
	PhaseStart   Phase = iota // the merchant rolls or plays a Starting space tile
	PhaseMove                 // tower moves, actions, deals, messages
	PhaseAcquire              // each player's one chance to acquire, from the merchant clockwise
	PhaseFinal                // the game is over: the table enters what talon did not track
	PhaseOver                 // scored
)

func (p Phase) String() string { return p.Text().String() }

// Text is the phase as the table reads it.
func (p Phase) Text() i18n.Message { return phaseTexts[p] }

var phaseTexts = [...]i18n.Message{PhaseStart: i18n.M("start space"), PhaseMove: i18n.M("movement and actions"),
	PhaseAcquire: i18n.M("acquiring buildings"), PhaseFinal: i18n.M("final scoring"), PhaseOver: i18n.M("over")}

// Player is one seat as talon knows it. Markers are always tracked: the acquisition rules
// and the final score need them. Ducats, goods, tiles and cards are counted from what the
// table records; only in ledger mode are they complete enough to refuse a move.
type Player struct {
	Name    string
	Markers int // ownership markers in front of the player (B1)
	Supply  int // markers of the player's colour on the board supply
	Ducats  int
	Goods   [commodityKinds]int // by Commodity.i()
	Tiles   [tileKinds]int      // by Tile.i()
	Cards   [deckKinds]int      // by Deck.i()
}

// DeckState is a deck as a face-down draw part above face-up returned cards (§5.1).
type DeckState struct {
	Draw     int // face-down cards
	Returned int // face-up cards under the deck
}

// Turn is what the merchant's turn has done so far.
type Turn struct {
	Rolled  *Cell           // the cell the dice picked; nil after a Starting space tile
	Path    []SpaceID       // spaces visited, the start first
	Discs   [towerDiscs]int // tower discs standing on Path[i]
	Actions [maxPlayers]int // actions taken as a player's own (A2); tiles not counted
	Used    [buildings]int8 // by building: 1 + the seat that took its action (A3)
	Next    Seat            // whose chance to acquire comes next (PhaseAcquire)
	Chances int             // how many players have had their chance
}

// DiscsOn is how many tower discs stand on a space this turn.
func (t Turn) DiscsOn(s SpaceID) int {
	for i, p := range t.Path {
		if p == s {
			return t.Discs[i]
		}
	}
	return 0
}

// setDiscs puts n discs on a visited space.
func (t *Turn) setDiscs(s SpaceID, n int) {
	for i, p := range t.Path {
		if p == s {
			t.Discs[i] = n
		}
	}
}

// UsedBy is who took a building's action this turn (A3).
func (t Turn) UsedBy(b BuildingID) (Seat, bool) {
	v := t.Used[buildingIndex[b]]
	return Seat(v - 1), v > 0
}

func (t *Turn) use(b BuildingID, p Seat) { t.Used[buildingIndex[b]] = int8(p) + 1 }

// Here is the space the tower stands on ("" before the start).
func (t Turn) Here() SpaceID {
	if len(t.Path) == 0 {
		return ""
	}
	return t.Path[len(t.Path)-1]
}

// Moves is how many times the tower has moved this turn.
func (t Turn) Moves() int { return max(0, len(t.Path)-1) }

// State is a game of Genoa as talon tracks it. Apply never changes its receiver.
type State struct {
	Players    []Player
	First      Seat // fixed for the game (SEED)
	Merchant   Seat
	Round      int // 1-based
	RoundsLeft int // R: the marker's distance to the end of the track, this round included
	Phase      Phase
	Ledger     bool
	Board      *Board // nil: not captured; adjacency checks then say "not checked"
	Owner      map[BuildingID]Seat
	Decks      [deckKinds]DeckState // by Deck.i()
	Goods      [commodityKinds]int  // the supply, by Commodity.i()
	Tiles      [tileKinds]int       // the supply, by Tile.i()
	Turn       Turn
	Final      map[Seat]FinalFacts
	Result     *scoring.Result
}

// Setup is what a new game needs.
type Setup struct {
	Players []string
	First   Seat
	Ledger  bool
	Board   *Board
}

// maxNameLen bounds a player's name.
const maxNameLen = 24

// NewGame sets up the table (digest §2): round marker on the player-count space, 130
// ducats, one card of each deck, all seven markers on the board supply.
func NewGame(s Setup) (State, error) {
	n := len(s.Players)
	rounds, ok := Rounds(n)
	if !ok {
		return State{}, companion.Bad("Genoa is for %d to %d players, not %d", minPlayers, maxPlayers, n)
	}
	if s.First < 0 || int(s.First) >= n {
		return State{}, companion.Bad("first player %d is not a seat (1 to %d)", s.First+1, n)
	}
	st := State{
		First: s.First, Merchant: s.First, Round: 1, RoundsLeft: rounds, Ledger: s.Ledger, Board: s.Board,
		Owner: map[BuildingID]Seat{},
	}
	seen := map[string]bool{}
	for _, name := range s.Players {
		name = strings.TrimSpace(name)
		if name == "" || len([]rune(name)) > maxNameLen || strings.IndexFunc(name, unicode.IsControl) >= 0 {
			return State{}, companion.Bad("player name %q: 1 to %d printable characters", clip(name), maxNameLen)
		}
		if seen[strings.ToLower(name)] {
			return State{}, companion.Bad("two players are called %s", name)
		}
		seen[strings.ToLower(name)] = true
		p := Player{Name: name, Supply: markersPerColour, Ducats: StartingDucats}
		for _, d := range Decks {
			p.Cards[d.i()] = 1
		}
		st.Players = append(st.Players, p)
	}
	for _, d := range DeckInfos {
		st.Decks[d.ID.i()] = DeckState{Draw: d.Size - n}
	}
	for _, c := range Commodities {
		st.Goods[c.ID.i()] = commoditiesEach
	}
	for _, t := range Tiles {
		st.Tiles[t.ID.i()] = t.Count
	}
	st.Turn = newTurn()
	return st, nil
}

func newTurn() Turn { return Turn{} }

// clone copies what an action may change so the copy can change alone. Counts are
// arrays and copy with the struct; the two maps are copied by the actions that change
// them (Acquire, Final), which keeps replay of a long log cheap.
func (s State) clone() State {
	c := s
	c.Players = slices.Clone(s.Players)
	c.Turn.Path = slices.Clip(s.Turn.Path)
	return c
}

// Outcome is what an accepted action meant beyond itself.
type Outcome struct {
	Says       []i18n.Message // what the action meant: money from the bank, markers moved
	Tell       []i18n.Message // what the table must do by hand: shuffle a deck
	NotChecked []i18n.Message // checks talon could not make, and why
}

func (o *Outcome) say(m i18n.Message) { o.Says = append(o.Says, m) }

func (o *Outcome) unchecked(m i18n.Message) {
	if !slices.ContainsFunc(o.NotChecked, func(n i18n.Message) bool { return n.String() == m.String() }) {
		o.NotChecked = append(o.NotChecked, m)
	}
}

// Action is one thing done at the table.
type Action interface {
	apply(s *State, o *Outcome) error
}

// Apply returns the state after the action, or a refusal naming the rule; s is unchanged.
func (s State) Apply(a Action) (State, Outcome, error) {
	next := s.clone()
	var o Outcome
	if err := a.apply(&next, &o); err != nil {
		return s, Outcome{}, err
	}
	return next, o, nil
}

// Name is a seat's player name.
func (s *State) Name(p Seat) string { return s.Players[p].Name }

func (s *State) seatOK(p Seat) error {
	if p < 0 || int(p) >= len(s.Players) {
		return companion.Bad("seat %d is not at this table (1 to %d)", p+1, len(s.Players))
	}
	return nil
}

func (s *State) inPhase(rule string, phases ...Phase) error {
	for _, ph := range phases {
		if s.Phase == ph {
			return nil
		}
	}
	return companion.Refuse(rule, "not now: the turn is at %s", s.Phase.Text())
}

// next is the seat after p, clockwise.
func (s *State) next(p Seat) Seat { return Seat((int(p) + 1) % len(s.Players)) }

// captured says whether adjacency can be checked; if not, it notes the skipped check.
func (s *State) captured(o *Outcome, check i18n.Message) bool {
	if s.Board == nil {
		o.unchecked(i18n.M("%s: board not captured", check))
		return false
	}
	return true
}

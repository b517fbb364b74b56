package marcopolo

import (
	"fmt"
	"slices"

	"github.com/talon-games/talon/companion/i18n"
)

// DieKind tells whose a die is. Black and white dice are colourless (R4).
type DieKind int

const (
	OwnDie     DieKind = iota // the player's colour
	BlackDie                  // from the board supply, for this round
	WhiteDie                  // Matteo Polo's
	NeutralDie                // an unused colour's die fixed on the board (2–3 players)
)

func (k DieKind) String() string {
	return [...]string{"own", "black", "white", "neutral"}[k]
}

// Die is one die. Value 0 is a die whose value is not set yet: Raschid ad-Din Sinan sets
// his when he uses them.
type Die struct {
	Kind  DieKind
	Value int
}

// Placement is the dice one player put on a space at once (Seat -1: neutral).
type Placement struct {
	Seat int
	Dice []Die
}

// Space is one action space: a kind, and for city cards which of the city-card spaces.
type Space struct {
	Kind SpaceKind
	Card int // CityCard: index into State.CardSpaces
}

// numLocs is the number of locations on the map (checked against Locations in a test).
const numLocs = 25

// boardSlots counts the places dice go: the spaces before CityCard, the money bag and
// up to 9 city-card spaces.
const boardSlots = int(MoneyBag) + 1 + maxCardSpaces

// slot is where a space's dice are kept in State.Board.
func slot(sp Space) int {
	if sp.Kind == CityCard {
		return int(MoneyBag) + 1 + sp.Card
	}
	return int(sp.Kind)
}

// Post is a trading post on the map.
type Post struct {
	At   Loc
	Turn int // the turn it was placed in (0: before the first turn); R7 counts from the next
}

// Player is one seat's position.
type Player struct {
	Name      string
	Character Character
	Dice      []Die // on the player board, not placed yet
	Figures   []Loc // where the figure(s) stand
	Posts     []Post
	Active    []int // contracts in the 2 active spaces (oldest first)
	Completed []int // contracts in the drawer
	Goals     []int // goal card numbers kept
	GoalOffer []int // expert variant: the 4 dealt, until 2 are kept
	Stock     Stock // ledger mode: coins, camels, goods and VP
}

// HasPost tells whether the player has a post at l.
func (p *Player) HasPost(l Loc) bool {
	return slices.ContainsFunc(p.Posts, func(x Post) bool { return x.At == l })
}

// PostsLeft is how many posts are still on the player board.
func (p *Player) PostsLeft() int { return p.Character.Posts() - len(p.Posts) }

// Phase is what the game waits for.
type Phase int

const (
	PhaseDraft Phase = iota // expert variant: characters drafted in reverse order
	PhaseGoals              // expert variant: each keeps 2 of 4 goal cards
	PhaseRoll               // the round's dice are to be rolled
	PhasePlay               // turns
	PhaseFinal              // the table enters the final facts (ledger off)
	PhaseOver               // scored
)

// CardSpace is one city-card space: the large city it belongs to and the card on it.
type CardSpace struct {
	City Loc
	Card int
}

// Pending is a choice the rules leave to a player before play goes on.
type Pending struct {
	Seat      int
	Kind      PendingKind
	N         int  // goods, coins-or-camels or contracts to discard
	New       int  // PendDiscard: the newest contracts, which may not be discarded
	Different bool // PendGoods: all different
	From      any  // what gave it, for messages: a string or an i18n.Message
	To        Loc  // PendMovePost: where the moved post goes
}

// PendingKind is the kind of choice.
type PendingKind int

const (
	PendGoods       PendingKind = iota // choose N goods (ledger)
	PendCoinsCamels                    // N, each a coin or a camel (ledger)
	PendOtherTile                      // tile D: the bonus of another small-city tile (ledger)
	PendDiscard                        // discard N older active contracts to the special pile
	PendFreeMove                       // one free move, or skip it
	PendBlackDie                       // roll the black die gained as a reward
	PendMovePost                       // all posts placed: which post moves to To
)

// State is the whole position. It is a value: Apply returns a new State and never
// changes the one it was called on.
type State struct {
	Set     Settings
	Players []Player
	Round   int // 1–5; 0 during the setup choices
	Phase   Phase
	Start   int // start player's seat (holds the hourglass)
	Turn    int // seat whose turn it is (PhasePlay)
	TurnNo  int // counts turns over the game, for R7
	// Turn flags.
	MainDone    bool
	BagUsed     bool
	BlackBought bool
	// Board.
	Board      [boardSlots][]Placement // by slot(space)
	Khan       []Placement             // slots in order, one die each (neutral 1s included)
	CardSpaces []CardSpace
	CityTiles  [numLocs]int // small city -> bonus tile index, -1 elsewhere
	Outposts   [numLocs]int // large city -> outpost bonus index, -1 once taken or elsewhere
	Beijing    []int        // seats by arrival
	// Contracts.
	Market  []int   // slots 1..len
	Piles   [][]int // piles for the later rounds, next first
	Special []int   // the special pile, top first
	// Dice supply.
	BlackSupply int
	// Who last placed dice on Travel this round (-1: nobody).
	LastTraveller int
	// Characters on offer in the draft, and who picks next.
	DraftOffer []Character
	DraftSeat  int
	Pending    []Pending
	Final      []Stock // what the table entered at the end (ledger off)
	FinalIn    []bool  // whose count has been entered
	// notes describe what the last action did, a line each, formatted when asked for
	// (LastLines): a replay folds hundreds of actions and reads the notes of the last.
	notes []note
	// owned marks the players whose dice, figures and active contracts this Apply has
	// copied (mutable), so they may be changed in place.
	owned uint8
	// Unchecked: the last action moved resources talon does not keep (ledger off).
	Unchecked bool
	// Warnings are legal moves the table may regret, for the last action.
	Warnings []Warning
}

// clone copies everything an Apply may change.
func (s *State) clone() *State {
	c := *s
	// Lists changed in place are cloned; lists only appended to or resliced are clipped,
	// so an append copies instead of writing into an array the original still uses.
	c.Players = make([]Player, len(s.Players))
	for i, p := range s.Players {
		p.Dice = slices.Clip(p.Dice)
		p.Figures = slices.Clip(p.Figures)
		p.Active = slices.Clip(p.Active)
		p.Posts = slices.Clip(p.Posts)
		p.Completed = slices.Clip(p.Completed)
		p.Goals = slices.Clip(p.Goals)
		p.GoalOffer = slices.Clip(p.GoalOffer)
		c.Players[i] = p
	}
	for i := range c.Board {
		c.Board[i] = slices.Clip(c.Board[i])
	}
	c.Khan = slices.Clip(s.Khan)
	c.CardSpaces = slices.Clip(s.CardSpaces)
	c.Beijing = slices.Clip(s.Beijing)
	c.Market = slices.Clone(s.Market)
	c.Piles = slices.Clip(s.Piles)
	c.Special = slices.Clip(s.Special)
	c.DraftOffer = slices.Clone(s.DraftOffer)
	c.Pending = slices.Clip(s.Pending)
	c.Final = slices.Clone(s.Final)
	c.FinalIn = slices.Clone(s.FinalIn)
	c.notes = nil
	c.owned = 0
	c.Unchecked = false
	c.Warnings = nil
	return &c
}

// mutable returns seat's player with its dice, figures and active contracts copied once
// per Apply: clone shares them with the state Apply was called on.
func (s *State) mutable(seat int) *Player {
	p := &s.Players[seat]
	if s.owned&(1<<seat) == 0 {
		p.Dice = slices.Clone(p.Dice)
		p.Figures = slices.Clone(p.Figures)
		p.Active = slices.Clone(p.Active)
		s.owned |= 1 << seat
	}
	return p
}

// Warning is a legal move the table may regret: a stable code for scripts and the
// text the table reads in its language.
type Warning struct {
	Code string
	Text i18n.Message
}

// note is one line of what an action did, not yet formatted.
type note struct {
	format string
	args   []any
}

// note records a line of what the action did.
func (s *State) note(format string, args ...any) {
	s.notes = append(s.notes, note{format, args})
}

// LastLines says what the last action did, a line each, for the table.
func (s *State) LastLines() []string {
	out := make([]string, len(s.notes))
	for i, n := range s.notes {
		out[i] = fmt.Sprintf(n.format, n.args...)
	}
	return out
}

// noteUnchecked records a line about resources the table keeps (ledger off).
func (s *State) noteUnchecked(format string, args ...any) {
	s.note(format, args...)
	s.Unchecked = true
}

// occupied tells whether a space holds any die.
func (s *State) occupied(sp Space) bool {
	if sp.Kind == Khan {
		return len(s.Khan) > 0
	}
	return len(s.Board[slot(sp)]) > 0
}

// usedColour tells whether seat already has a die of its colour on the space (R4).
func (s *State) usedColour(seat int, sp Space) bool {
	list := s.Board[slot(sp)]
	if sp.Kind == Khan {
		list = s.Khan
	}
	for _, pl := range list {
		if pl.Seat == seat && slices.ContainsFunc(pl.Dice, func(d Die) bool { return d.Kind == OwnDie }) {
			return true
		}
	}
	return false
}

// nextSeat is the seat after seat, clockwise.
func (s *State) nextSeat(seat int) int { return (seat + 1) % len(s.Players) }

// Over tells whether the game has been scored.
func (s *State) Over() bool { return s.Phase == PhaseOver }

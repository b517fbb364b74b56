package marcopolo

import "github.com/talon-games/talon/companion"

// Action is one thing the table does, typed. Apply checks it against the rules and
// returns the next state or a *companion.Refusal naming the rule.
type Action interface{ isAction() }

// DieRef names a die on a player's board by kind and value. Raschid ad-Din Sinan names the
// value he sets his unset die to.
type DieRef struct {
	Kind  DieKind
	Value int
}

// PickCharacter: expert variant 2, the drafting seat takes a revealed character.
type PickCharacter struct {
	Seat      int
	Character Character
}

// KeepGoals: expert variant 3, the seat keeps two of the four goal cards dealt.
type KeepGoals struct {
	Seat  int
	Goals [2]int
}

// Roll is the round's roll: per seat, the values of the dice on the player's board in
// order (own dice, then Matteo's white die). Raschid's own dice are not rolled.
type Roll struct{ Values [][]int }

// Choose resolves the first pending choice of the seat: goods, coins and camels, the other
// tile (tile D), the older contracts to discard, or the post to move.
type Choose struct {
	Seat      int
	Goods     []Good
	Coins     int
	Camels    int
	Tile      int // PendOtherTile: index into CityBonuses
	Contracts []int
	From      Loc // PendMovePost
}

// CardUse is how a city card is used: how often (≤ the die), which of its two trades,
// which goods are paid where the card asks for goods of choice, and which small cities'
// bonuses are collected (cards 23 and 25).
type CardUse struct {
	Times  int
	Trade  int
	Goods  []Good
	Cities []Loc
}

// Place is the turn's main action: dice on one action space, resolved at once.
type Place struct {
	Seat  int
	Space Space
	Dice  []DieRef
	Row   int   // bazaar: the row taken (≤ lowest die); 0 takes the highest allowed
	Slots []int // contracts: the slots taken, numbered 1–6 before sliding
	Legs  []Leg // travel: each figure's path
	Card  CardUse
}

// UseMoneyBag is the bonus action Take 3 coins.
type UseMoneyBag struct {
	Seat int
	Die  DieRef
}

// Reroll pays 1 camel to roll one die again; New is the new value.
type Reroll struct {
	Seat int
	Die  DieRef
	New  int
}

// Adjust pays 2 camels to turn one die up or down by 1 (no wrap).
type Adjust struct {
	Seat  int
	Die   DieRef
	Delta int
}

// BuyBlackDie pays 3 camels for a black die, once per turn; Value is its roll.
type BuyBlackDie struct {
	Seat  int
	Value int
}

// TakeBlackDie takes a black die a reward gave; Value is its roll.
type TakeBlackDie struct {
	Seat  int
	Value int
}

// Complete fulfils an active contract (a bonus action).
type Complete struct {
	Seat     int
	Contract int
}

// FreeMove spends a pending free move: one step for a figure, paying only the route's
// extra cost; Skip gives it up.
type FreeMove struct {
	Seat   int
	Figure int
	To     Loc
	Skip   bool
}

// EndTurn ends the seat's turn.
type EndTurn struct{ Seat int }

// FinalFacts is what the table counts for one player at the end when talon does not
// keep the ledger: coins, camels, goods and the VP on the score track.
type FinalFacts struct {
	Seat  int
	Count Stock
}

// Correct sets a count talon keeps in ledger mode to what the table sees: coins, camels,
// pepper, silk, gold or VP.
type Correct struct {
	Seat  int
	What  string // one of stockKeys
	Value int
}

func (Correct) isAction()       {}
func (PickCharacter) isAction() {}
func (KeepGoals) isAction()     {}
func (Roll) isAction()          {}
func (Choose) isAction()        {}
func (Place) isAction()         {}
func (UseMoneyBag) isAction()   {}
func (Reroll) isAction()        {}
func (Adjust) isAction()        {}
func (BuyBlackDie) isAction()   {}
func (TakeBlackDie) isAction()  {}
func (Complete) isAction()      {}
func (FreeMove) isAction()      {}
func (EndTurn) isAction()       {}
func (FinalFacts) isAction()    {}

// Rule names used in refusals: the digest's R1–R11 and the other rules by their topic.
const (
	RuleOwnDice     = "R1 own dice"
	RuleDiceCount   = "R2 dice count"
	RuleOneAction   = "R3 one action per turn"
	RuleColourOnce  = "R4 colour once per space"
	RuleOccupied    = "R5 occupied space costs"
	RuleKhan        = "R6 Khan's favor"
	RuleCityCard    = "R7 city card"
	RuleValueGate   = "R8 lowest die"
	RuleContracts   = "R9 contracts"
	RuleTravel      = "R10 travel"
	RuleBlackDie    = "R11 black die"
	RuleTurn        = "turn order"
	RulePending     = "choice first"
	RuleCost        = "cost"
	RuleSetup       = "setup"
	RuleBonusAction = "bonus action"
)

// refuse is companion.Refuse, kept short for the many refusals.
var refuse = companion.Refuse

package neptun

import (
	"fmt"
	"slices"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Rule names used in refusals.
const (
	ruleTurn      = "turn order"
	rulePick      = "contract choice"
	ruleSlot      = "contract holder"
	ruleCards     = "cards"
	ruleOarHand   = "oar cards"
	ruleRange     = "sailing range"
	ruleFulfil    = "fulfilment"
	ruleExtra     = "extra temple point"
	ruleExtraTurn = "extra turns"
	rulePhase     = "phase"
	ruleScoring   = "scoring"
)

// Reveal: the picker turns up the leftmost face-down set; the table enters its cards.
// Revealing again rejects the set revealed before, once and for all.
type Reveal struct {
	Player string
	Cards  CardsInput
}

// Flip: at the end of a contract turn the face-down leftover is turned up (no gold, SEED);
// the table enters its cards.
type Flip struct {
	Cards CardsInput
}

// Take: the picker takes a set onto an empty slot (1-5) of their contract holder.
type Take struct {
	Player string
	Column int // 1 = leftmost
	Slot   int
}

// CardsInput is one set as the table reads it. Region may be left out when talon knows the
// city's region; Reward may be left out when the data file's city cards give it.
type CardsInput struct {
	City   string
	Region string
	Good   string
	Reward *Reward
	Oar    OarCard
}

func (s *State) checkPicker(name string) (int, error) {
	if s.Phase != PhaseContracts {
		return -1, companion.Refuse(rulePhase, "contracts are chosen in the contract phase; now: %s", s.Phase.Text())
	}
	if s.flipPending() {
		return -1, companion.Refuse(ruleCards, "turn up the leftover set first: flip city=… good=… reward=… oar=…")
	}
	i, err := s.player(name)
	if err != nil {
		return -1, companion.Bad("%v", err)
	}
	if cur := s.current(); i != cur {
		return -1, companion.Refuse(ruleTurn, "it is %s's turn to choose a contract, not %s's", s.Players[cur].Name, s.Players[i].Name)
	}
	return i, nil
}

// flipPending: the leftover was face down and has been turned up; its cards are not entered.
func (s *State) flipPending() bool {
	return s.Phase == PhaseContracts && len(s.Row) > 0 && s.Row[0].FaceUp && s.Row[0].Cards == nil
}

// nextFaceDown is the leftmost face-down column, or -1.
func (s *State) nextFaceDown() int {
	return slices.IndexFunc(s.Row, func(c Column) bool { return !c.FaceUp })
}

func (s *State) applyReveal(a Reveal) error {
	i, err := s.checkPicker(a.Player)
	if err != nil {
		return err
	}
	k := s.nextFaceDown()
	if k < 0 {
		return companion.Refuse(rulePick, "every set is face up; take one of them")
	}
	cards, err := s.readCards(a.Cards)
	if err != nil {
		return err
	}
	if s.Revealed >= 0 && s.Settings.RejectionBan == "phase" {
		col := &s.Row[s.Revealed]
		col.Barred = append(col.Barred, i)
	}
	s.Row[k].FaceUp, s.Row[k].Cards = true, &cards
	s.Revealed = k
	s.learnRegion(cards.City, cards.Region)
	return nil
}

func (s *State) applyFlip(a Flip) error {
	if !s.flipPending() {
		return companion.Refuse(ruleCards, "there is no leftover set waiting to be turned up")
	}
	cards, err := s.readCards(a.Cards)
	if err != nil {
		return err
	}
	s.Row[0].Cards = &cards
	s.learnRegion(cards.City, cards.Region)
	return nil
}

// takeable says why player i may not take column k now (the zero message when they may).
func (s *State) takeable(i, k int) i18n.Message {
	if k < 0 || k >= len(s.Row) {
		return i18n.M("there is no set %d (the row has %d)", k+1, len(s.Row))
	}
	col := s.Row[k]
	switch {
	case col.TakenBy >= 0:
		return i18n.M("set %d is already taken by %s", k+1, s.Players[col.TakenBy].Name)
	case s.Revealed >= 0 && k != s.Revealed:
		return i18n.M("after turning up set %d you may only take it or turn up the next one", s.Revealed+1)
	case !col.FaceUp:
		return i18n.M("set %d is face down: turn it up first (reveal)", k+1)
	case slices.Contains(col.Barred, i):
		return i18n.M("%s rejected set %d once and for all", s.Players[i].Name, k+1)
	}
	return i18n.Message{}
}

func (s *State) applyTake(a Take) error {
	i, err := s.checkPicker(a.Player)
	if err != nil {
		return err
	}
	k := a.Column - 1
	if why := s.takeable(i, k); !why.IsZero() {
		return companion.Refuse(rulePick, "%s", why)
	}
	p := &s.Players[i]
	if a.Slot < 1 || a.Slot > ContractSlots {
		return companion.Bad("a contract holder has slots 1 to %d, got %d", ContractSlots, a.Slot)
	}
	if c := p.Contracts[a.Slot-1]; c != nil {
		return companion.Refuse(ruleSlot, "%s's slot %d already holds %s to %s; empty slots: %s",
			p.Name, a.Slot, goodNames.Term(c.Good), cityNames.Term(c.City), joinInts(emptySlots(p)))
	}
	col := &s.Row[k]
	c := col.Cards
	p.Contracts[a.Slot-1] = &Contract{City: c.City, Region: c.Region, Good: c.Good, Reward: c.Reward, Status: Open}
	p.Gold += col.Gold
	p.Hand = append(p.Hand, HandCard{Card: c.Oar, Known: true})
	s.OarTrack[c.Oar.Oar] = append(s.OarTrack[c.Oar.Oar], i) // on top of any markers there
	col.TakenBy, col.Gold = i, 0
	s.Picker, s.Revealed = s.Picker+1, -1
	if s.Picker == len(s.Order) {
		s.endContractTurn()
	}
	return nil
}

func emptySlots(p *PlayerState) []int {
	var out []int
	for k, c := range p.Contracts {
		if c == nil {
			out = append(out, k+1)
		}
	}
	return out
}

func joinInts(vs []int) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = fmt.Sprint(v)
	}
	return strings.Join(parts, ", ")
}

// OrderFromOarTrack is the new player order: lowest oar strength first, and within a
// stack the top marker first (SEED).
func OrderFromOarTrack(track map[int][]int) []int {
	var order []int
	for _, strength := range sortedKeys(track) {
		stack := track[strength]
		for k := len(stack) - 1; k >= 0; k-- {
			order = append(order, stack[k])
		}
	}
	return order
}

// endContractTurn sets the new order, moves the leftover left (1 gold if it was face up,
// turned up without gold if not) and deals the row full again; after the 5th turn the
// leftover is discarded (INFERRED) and the voyages begin.
func (s *State) endContractTurn() {
	s.Order = OrderFromOarTrack(s.OarTrack)
	s.OarTrack = map[int][]int{}
	left := s.Row[slices.IndexFunc(s.Row, func(c Column) bool { return c.TakenBy < 0 })]
	s.Picker, s.Revealed = 0, -1
	if s.ContractTurn == ContractTurns {
		s.startVoyages()
		return
	}
	s.ContractTurn++
	if left.FaceUp {
		left.Gold += s.payFromSupply(1)
	} else {
		left.FaceUp = true // the table enters its cards with flip
	}
	if s.Settings.RejectionBan != "phase" {
		left.Barred = nil
	}
	s.Row = []Column{left}
	s.dealColumns(len(s.Players))
}

// readCards resolves and checks one set of cards as the table entered it.
func (s *State) readCards(in CardsInput) (Cards, error) {
	var c Cards
	var err error
	if c.City, err = s.readCity(in.City); err != nil {
		return c, err
	}
	if c.Good, err = goodNames.Lookup(in.Good); err != nil {
		return c, err
	}
	if c.Region, err = s.readRegion(c.City, in.Region); err != nil {
		return c, err
	}
	if c.Reward, err = s.readReward(c.City, c.Good, in.Reward); err != nil {
		return c, err
	}
	if err := s.checkCopies(c); err != nil {
		return c, err
	}
	if c.Oar, err = s.checkOarCard(in.Oar); err != nil {
		return c, err
	}
	if err := s.checkOarCopies(c.Oar); err != nil {
		return c, err
	}
	return c, nil
}

// checkOarCopies refuses a card turned up from the oar deck when every copy the box has
// is already out of it: in a hand, on the row, or played this round.
func (s *State) checkOarCopies(c OarCard) error {
	if !s.Data.HasOarCards() {
		return nil
	}
	copies := 0
	for _, b := range s.Data.OarCards {
		if b == c {
			copies++
		}
	}
	out := 0
	for _, p := range s.Players {
		for _, h := range p.Hand {
			if h.Known && !h.Starting && h.Card == c {
				out++
			}
		}
	}
	for _, col := range s.Row {
		if col.TakenBy < 0 && col.Cards != nil && col.Cards.Oar == c {
			out++
		}
	}
	for _, p := range s.PlayedThisRound {
		if p == c {
			out++
		}
	}
	if out >= copies {
		return companion.Refuse(ruleCards, "the box has %d oar card(s) %s and all are out of the deck (in hands, on the row or played this round)", copies, c)
	}
	return nil
}

// printedRewards are the rewards the data file's city cards of a city print for a good
// (none when it does not say).
func (s *State) printedRewards(city, good string) []Reward {
	var printed []Reward
	if s.Data != nil {
		for _, c := range s.Data.CityCards {
			if r, ok := c.Rewards[good]; ok && c.City == city && !slices.Contains(printed, r) {
				printed = append(printed, r)
			}
		}
	}
	return printed
}

// readReward checks a typed reward against the data file's city cards, or fills it in.
func (s *State) readReward(city, good string, typed *Reward) (Reward, error) {
	printed := s.printedRewards(city, good)
	if typed == nil {
		if len(printed) == 1 {
			return printed[0], nil
		}
		if len(printed) > 1 {
			return Reward{}, companion.Bad("give the reward printed on the city card for %s: reward=gold amount=N or reward=temple amount=N (%s's cards print %s)",
				goodNames.Term(good), cityNames.Term(city), rewardList(printed))
		}
		return Reward{}, companion.Bad("give the reward printed on the city card for %s: reward=gold amount=N or reward=temple amount=N", goodNames.Term(good))
	}
	r := *typed
	if r.Kind != "gold" && r.Kind != "temple" || r.Amount < 1 || r.Amount > maxRewardAmount {
		return r, companion.Bad("a reward is reward=gold or reward=temple with amount=N from 1 to %d", maxRewardAmount)
	}
	if len(printed) > 0 && !slices.Contains(printed, r) {
		return r, companion.Refuse(ruleCards, "no %s city card pays %s for %s (the data file has %s)",
			cityNames.Term(city), r, goodNames.Term(good), rewardList(printed))
	}
	if len(printed) == 0 {
		s.AddNote("%s's reward for %s, %s as entered", cityNames.Term(city), goodNames.Term(good), r)
	}
	return r, nil
}

func (r Reward) String() string { return fmt.Sprintf("%s:%d", r.Kind, r.Amount) }

// Local is the reward as the table reads it ("3 arany"), where a message names it.
func (r Reward) Local(p *i18n.Printer) string { return rewardText(r).Local(p) }

func rewardList(rs []Reward) string {
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = r.String()
	}
	return strings.Join(parts, ", ")
}

func (c OarCard) String() string { return fmt.Sprintf("%+d/%d", c.Wind, c.Oar) }

// checkOarCard bounds an oar card and, with the data file's 50 cards, checks it exists.
func (s *State) checkOarCard(c OarCard) (OarCard, error) {
	if c.Wind < -maxWindModifier || c.Wind > maxWindModifier || c.Oar < 0 || c.Oar > maxOarStrength {
		return c, companion.Bad("an oar card is WIND/OAR, wind %d to %+d and oar 0 to %d, got %s",
			-maxWindModifier, maxWindModifier, maxOarStrength, c)
	}
	if s.Data != nil && !s.Data.OarTrack.Contains(c.Oar) {
		return c, companion.Refuse(ruleCards, "oar strength %d is off the oar track (%d to %d)", c.Oar, s.Data.OarTrack.Min, s.Data.OarTrack.Max)
	}
	if !s.Data.HasOarCards() {
		s.AddNote("oar card %s as entered", c)
		return c, nil
	}
	if !slices.Contains(s.Data.OarCards, c) {
		return c, companion.Refuse(ruleCards, "the box has no oar card %s", c)
	}
	return c, nil
}

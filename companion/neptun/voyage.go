package neptun

import (
	"fmt"
	"slices"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// PlayOar: a player's oar card for this voyage turn, as revealed (base turns: everyone
// plays face down and all reveal at once; extra turns: the mover plays before moving).
type PlayOar struct {
	Player string
	Card   OarCard
}

// Sail: the mover sails to a city (its own city = stays), buying missing sea miles with
// gold, and fulfils contracts there in slot order, each optionally with the extra point.
type Sail struct {
	Player   string
	To       string
	Distance int   // sea miles as the table counted them; 0 = let talon look it up
	Buy      int   // sea miles bought with gold; -1 = exactly what is missing
	Fulfil   []int // contract slots (1-5) fulfilled at the stop
	Extra    []int // of those, the ones the extra temple point is bought for (3 gold each)
}

// Declare: before the extra turns, each eligible player in order says whether they play
// them; the answer covers both extra turns (SEED, l.446–448).
type Declare struct {
	Player string
	Join   bool
}

// SetWind corrects the current wind to what the board shows (the table is the truth).
type SetWind struct {
	Wind int
}

// maxMiles bounds a typed distance: more than any real stop needs (INFERRED).
const maxMiles = 99

func (s *State) startVoyages() {
	s.Phase, s.VoyageTurn, s.Mover, s.Movers, s.Forecast = PhaseVoyages, 1, 0, nil, nil
	for i := range s.Players {
		s.Players[i].Played = nil
	}
}

// cardsDown reports whether every player has played this base voyage turn's card.
func (s *State) cardsDown() bool {
	return !slices.ContainsFunc(s.Players, func(p PlayerState) bool { return p.Played == nil })
}

func (s *State) applyPlayOar(a PlayOar) error {
	i, err := s.player(a.Player)
	if err != nil {
		return companion.Bad("%v", err)
	}
	p := &s.Players[i]
	switch {
	case s.Phase != PhaseVoyages && s.Phase != PhaseExtra:
		return companion.Refuse(rulePhase, "oar cards are played in the voyage phase; now: %s", s.Phase.Text())
	case s.Phase == PhaseVoyages && p.Played != nil:
		return companion.Refuse(ruleOarHand, "%s already played %s this voyage turn", p.Name, *p.Played)
	case s.Phase == PhaseExtra && i != s.current():
		return companion.Refuse(ruleTurn, "in an extra turn players act one after another: it is %s's turn", s.Players[s.current()].Name)
	case s.Phase == PhaseExtra && p.Played != nil:
		return companion.Refuse(ruleOarHand, "%s already played %s this extra turn", p.Name, *p.Played)
	}
	k, err := s.handCard(i, a.Card)
	if err != nil {
		return err
	}
	card := a.Card
	if !p.Hand[k].Known {
		s.AddNote("%s's starting card %s as entered", p.Name, card)
	}
	if !p.Hand[k].Starting {
		s.PlayedThisRound = append(s.PlayedThisRound, card)
	}
	p.Hand = slices.Delete(p.Hand, k, k+1)
	p.Played = &card
	if s.Phase == PhaseVoyages && s.cardsDown() {
		sum := 0
		for _, q := range s.Players {
			sum += q.Played.Wind
		}
		s.Forecast = &sum // SEED: the sum of the wind modifiers sets the next turn's wind
		s.Movers, s.Mover = slices.Clone(s.Order), 0
	}
	return nil
}

// handCard finds the played card in the hand: a known card first, else a starting card
// talon has not seen.
func (s *State) handCard(i int, c OarCard) (int, error) {
	if _, err := s.checkOarCard(c); err != nil {
		return -1, err
	}
	p := &s.Players[i]
	if k := slices.IndexFunc(p.Hand, func(h HandCard) bool { return h.Known && h.Card == c }); k >= 0 {
		return k, nil
	}
	if k := slices.IndexFunc(p.Hand, func(h HandCard) bool { return !h.Known }); k >= 0 {
		return k, nil
	}
	return -1, companion.Refuse(ruleOarHand, "%s holds no %s oar card (hand: %s)", p.Name, c, handText(p.Hand))
}

func handText(h []HandCard) string {
	if len(h) == 0 {
		return "empty"
	}
	out := ""
	for k, c := range h {
		if k > 0 {
			out += ", "
		}
		if c.Known {
			out += c.Card.String()
		} else {
			out += "starting card"
		}
	}
	return out
}

// Range is what the mover can sail this turn without gold: oar strength + current wind
// (SEED), never below 0 (INFERRED).
func (s *State) Range(i int) int {
	p := s.Players[i]
	if p.Played == nil {
		return 0
	}
	return max(0, p.Played.Oar+s.Wind)
}

func (s *State) checkMover(name string) (int, error) {
	if s.Phase != PhaseVoyages && s.Phase != PhaseExtra {
		return -1, companion.Refuse(rulePhase, "ships sail in the voyage phase; now: %s", s.Phase.Text())
	}
	i, err := s.player(name)
	if err != nil {
		return -1, companion.Bad("%v", err)
	}
	if s.Phase == PhaseVoyages && !s.cardsDown() {
		return -1, companion.Refuse(ruleOarHand, "every player plays an oar card before the ships move; waiting for %s", s.waitingForCards())
	}
	if cur := s.current(); i != cur {
		return -1, companion.Refuse(ruleTurn, "it is %s's turn to sail, not %s's", s.Players[cur].Name, s.Players[i].Name)
	}
	if s.Players[i].Played == nil {
		return -1, companion.Refuse(ruleOarHand, "%s plays an oar card before sailing", s.Players[i].Name)
	}
	return i, nil
}

func (s *State) waitingForCards() string {
	var out []string
	for _, i := range s.Order {
		if s.Players[i].Played == nil {
			out = append(out, s.Players[i].Name)
		}
	}
	return fmt.Sprint(out)
}

func (s *State) applySail(a Sail) error {
	i, err := s.checkMover(a.Player)
	if err != nil {
		return err
	}
	p := &s.Players[i]
	to, err := s.readCity(a.To)
	if err != nil {
		return err
	}
	miles, err := s.sailDistance(p.Ship, to, a.Distance)
	if err != nil {
		return err
	}
	rng := s.Range(i)
	need := max(0, miles-rng)
	buy := a.Buy
	if buy < 0 {
		buy = need
	}
	switch {
	case buy < need:
		return companion.Refuse(ruleRange, "%s to %s is %d sea miles; %s's range is %d (oar %d + wind %d): buy %d with gold",
			cityNames.Term(p.Ship), cityNames.Term(to), miles, p.Name, rng, p.Played.Oar, s.Wind, need)
	case buy > p.Gold:
		return companion.Refuse(ruleRange, "%s to %s is %d sea miles; range %d (oar %d + wind %d) plus %d gold is %d",
			cityNames.Term(p.Ship), cityNames.Term(to), miles, rng, p.Played.Oar, s.Wind, p.Gold, rng+p.Gold)
	}
	p.Gold -= buy // SEED: 1 gold per sea mile
	if buy > 0 {
		s.Said = append(s.Said, i18n.M("%s buys %d sea miles for %d gold", p.Name, buy, buy))
	}
	p.Ship = to
	if err := s.fulfil(i, a.Fulfil, a.Extra); err != nil {
		return err
	}
	s.Mover++
	if s.Mover == len(s.Movers) {
		s.endVoyageTurn()
	}
	return nil
}

// sailDistance is the sea miles from one city to another: 0 to stay, the board's shortest
// route when the data file and the dealt tokens give the map, else what the table typed.
func (s *State) sailDistance(from, to string, typed int) (int, error) {
	if from == to {
		if typed > 0 {
			return 0, companion.Refuse(ruleRange, "the ship is already in %s: staying costs 0 sea miles", cityNames.Term(to))
		}
		return 0, nil
	}
	if typed < 0 || typed > maxMiles {
		return 0, companion.Bad("a distance is 1 to %d sea miles, got %d", maxMiles, typed)
	}
	if s.hasMap() {
		d, ok := s.shortest(from, to)
		switch {
		case !ok:
			return 0, companion.Refuse(ruleRange, "no route leads from %s to %s on this board", cityNames.Term(from), cityNames.Term(to))
		case typed > 0 && typed != d:
			return 0, companion.Refuse(ruleRange, "%s to %s is %d sea miles by the tokens on the board, not %d", cityNames.Term(from), cityNames.Term(to), d, typed)
		}
		return d, nil
	}
	if typed == 0 {
		return 0, companion.Bad("talon does not know the routes: give miles=N, the sea miles from %s to %s on the tokens", cityNames.Term(from), cityNames.Term(to))
	}
	if typed < CoastalMinValue {
		return 0, companion.Refuse(ruleRange, "every route is at least %d sea miles (the smallest token), got %d", CoastalMinValue, typed)
	}
	s.AddNote("%s–%s = %d sea miles as entered", cityNames.Term(from), cityNames.Term(to), typed)
	return typed, nil
}

// fulfil delivers the chosen contracts at the ship's city in slot order: reward, the
// optional extra point, and every open contract to the left is lost (SEED).
func (s *State) fulfil(i int, slots, extra []int) error {
	p := &s.Players[i]
	if len(slots) > 1 && s.Settings.OneFulfilmentPerStop {
		return companion.Refuse(ruleFulfil, "one contract per stop (one_fulfilment_per_stop=yes)")
	}
	for _, e := range extra {
		if !slices.Contains(slots, e) {
			return companion.Refuse(ruleExtra, "the extra point is bought for a contract fulfilled now; slot %d is not among %v", e, slots)
		}
	}
	sorted := slices.Sorted(slices.Values(slots))
	for k, slot := range sorted {
		if k > 0 && sorted[k-1] == slot {
			return companion.Bad("slot %d is given twice", slot)
		}
		if slot < 1 || slot > ContractSlots {
			return companion.Bad("a contract holder has slots 1 to %d, got %d", ContractSlots, slot)
		}
		c := p.Contracts[slot-1]
		switch {
		case c == nil:
			return companion.Refuse(ruleFulfil, "%s has no contract in slot %d", p.Name, slot)
		case c.Status != Open:
			return companion.Refuse(ruleFulfil, "%s's contract in slot %d (%s to %s) is %s", p.Name, slot, goodNames.Term(c.Good), cityNames.Term(c.City), i18n.M(string(c.Status)))
		case c.City != p.Ship:
			return companion.Refuse(ruleFulfil, "slot %d is %s to %s, but %s's ship is in %s", slot, goodNames.Term(c.Good), cityNames.Term(c.City), p.Name, cityNames.Term(p.Ship))
		}
		for left := 0; left < slot-1; left++ {
			if l := p.Contracts[left]; l != nil && l.Status == Open {
				l.Status = Lost // SEED: contracts left of a fulfilled one are turned face down
				s.Said = append(s.Said, i18n.M("%s loses contract %d (%s to %s): it lay left of one fulfilled", p.Name, left+1, goodNames.Term(l.Good), s.CityNames().Term(l.City)))
			}
		}
		c.Status = Fulfilled
		if c.Reward.Kind == "gold" {
			p.Gold += s.payFromSupply(c.Reward.Amount)
			s.Said = append(s.Said, i18n.M("%s fulfils contract %d: %s to %s, %d gold", p.Name, slot, goodNames.Term(c.Good), s.CityNames().Term(c.City), c.Reward.Amount))
		} else {
			s.advance(i, c.Region, c.Reward.Amount)
			s.Said = append(s.Said, i18n.M("%s fulfils contract %d: %s to %s, %d up the %s temple", p.Name, slot, goodNames.Term(c.Good), s.CityNames().Term(c.City), c.Reward.Amount, s.RegionNames().Term(c.Region)))
		}
		if slices.Contains(extra, slot) {
			if p.Gold < ExtraPointPrice {
				return companion.Refuse(ruleExtra, "the extra temple point costs %d gold; %s has %d", ExtraPointPrice, p.Name, p.Gold)
			}
			p.Gold -= ExtraPointPrice
			c.ExtraBought = true
			s.advance(i, c.Region, s.Settings.ExtraTemplePoints)
			s.Said = append(s.Said, i18n.M("%s pays %d gold: %d more up the %s temple", p.Name, ExtraPointPrice, s.Settings.ExtraTemplePoints, s.RegionNames().Term(c.Region)))
		}
	}
	return nil
}

// endVoyageTurn sets the wind from the forecast (not after turn 5 by default) and starts
// the next turn, or the extra-turn declarations after the fifth.
func (s *State) endVoyageTurn() {
	for i := range s.Players {
		s.Players[i].Played = nil
	}
	s.Movers, s.Mover = nil, 0
	if s.Phase == PhaseExtra {
		if s.ExtraTurn == 1 {
			s.startExtraTurn(2)
		} else {
			s.closeVoyages()
		}
		return
	}
	if s.Forecast != nil && (s.VoyageTurn < BaseVoyageTurns || s.Settings.Turn5Forecast == "apply") {
		s.setWindFromForecast(*s.Forecast)
	}
	s.Forecast = nil
	s.VoyageTurn++
	if s.VoyageTurn > BaseVoyageTurns {
		s.Phase = PhaseDeclare
		if s.current() < 0 {
			s.closeVoyages()
		}
	}
}

// WindFor maps a forecast sum to the next wind: the data file's table, else the digest's
// default 5 + sum kept on the track (checked reports which).
func (s *State) WindFor(sum int) (wind int, checked bool) {
	if s.Data != nil {
		if w, ok := s.Data.WindByForecast[sum]; ok {
			return w, true
		}
	}
	wind = StartWind + sum // INFERRED: sum 0 is the start value 5 (digest §5.4)
	if s.Data != nil && s.Data.WindTrack.Known {
		wind = max(s.Data.WindTrack.Min, min(wind, s.Data.WindTrack.Max))
	}
	return max(0, wind), false
}

func (s *State) setWindFromForecast(sum int) {
	w, checked := s.WindFor(sum)
	s.Wind, s.WindChecked = w, checked
	if !checked {
		s.AddNote("wind %d = 5 + forecast %+d (`wind N` corrects it)", w, sum)
	}
}

// windBounds are the wind track's ends: the data file's, else 0 to a bound no real track
// reaches (UNKNOWN, digest §13).
func (s *State) windBounds() (int, int) {
	if s.Data != nil && s.Data.WindTrack.Known {
		return s.Data.WindTrack.Min, s.Data.WindTrack.Max
	}
	return 0, maxTrackValue
}

func (s *State) applySetWind(a SetWind) error {
	if s.Phase == PhaseOver {
		return companion.Refuse(rulePhase, "the game is over")
	}
	if lo, hi := s.windBounds(); a.Wind < lo || a.Wind > hi {
		return companion.Bad("the wind track runs from %d to %d, got %d", lo, hi, a.Wind)
	}
	s.Wind, s.WindChecked = a.Wind, true
	return nil
}

func (s *State) applyDeclare(a Declare) error {
	if s.Phase != PhaseDeclare {
		return companion.Refuse(rulePhase, "extra turns are declared after the 5th voyage turn; now: %s", s.Phase.Text())
	}
	i, err := s.player(a.Player)
	if err != nil {
		return companion.Bad("%v", err)
	}
	if !s.extraEligible(i) {
		return companion.Refuse(ruleExtraTurn, "%s has no open contract or no oar card left, so no extra turn", s.Players[i].Name)
	}
	if cur := s.current(); cur != i {
		return companion.Refuse(ruleTurn, "players declare in player order: it is %s's turn", s.Players[cur].Name)
	}
	s.Players[i].Extra = map[bool]string{true: "yes", false: "no"}[a.Join]
	if s.current() < 0 {
		s.startExtraTurn(1)
	}
	return nil
}

// startExtraTurn lets the players who joined (and still have an open contract and a card)
// act one after another, wind frozen (SEED).
func (s *State) startExtraTurn(n int) {
	s.Movers, s.Mover = nil, 0
	for _, i := range s.Order {
		if s.Players[i].Extra == "yes" && s.extraEligible(i) {
			s.Movers = append(s.Movers, i)
		}
	}
	if len(s.Movers) == 0 {
		s.closeVoyages()
		return
	}
	s.Phase, s.ExtraTurn = PhaseExtra, n
}

// closeVoyages turns every contract still open face down (SEED) and opens the scoring.
func (s *State) closeVoyages() {
	for i := range s.Players {
		for _, k := range s.Players[i].openContracts() {
			s.Players[i].Contracts[k].Status = Lost
		}
	}
	s.Movers, s.Mover = nil, 0
	s.startScoring()
}

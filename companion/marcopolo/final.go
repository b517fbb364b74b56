package marcopolo

import (
	"slices"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// The game's start (setup choices) and end (final scoring through the scorer).

// pickCharacter: expert draft, the last seat in turn order picks first, then
// counter-clockwise; the character left over goes back to the box.
func (s *State) pickCharacter(a PickCharacter) error {
	if s.Phase != PhaseDraft {
		return refuse(RuleSetup, "characters are drafted at setup only")
	}
	if a.Seat != s.DraftSeat {
		return refuse(RuleSetup, "%s picks a character now, not %s", s.seatName(s.DraftSeat), s.seatName(a.Seat))
	}
	i := slices.Index(s.DraftOffer, a.Character)
	if i < 0 {
		return refuse(RuleSetup, "%s is not on offer (%v)", a.Character, characterList(s.DraftOffer))
	}
	s.DraftOffer = slices.Delete(s.DraftOffer, i, i+1)
	s.assignCharacter(a.Seat, a.Character)
	s.note("%s takes %s as their character", s.Players[a.Seat].Name, a.Character)
	if a.Seat == 0 {
		s.DraftSeat = -1
		s.afterCharacters()
		return nil
	}
	s.DraftSeat--
	return nil
}

// characterList is the characters on offer, each in the table's language.
func characterList(cs []Character) i18n.List {
	items := make([]any, len(cs))
	for i, c := range cs {
		items[i] = c
	}
	return i18n.Join(", ", items...)
}

// keepGoals: expert variant, each player keeps 2 of the 4 goal cards dealt.
func (s *State) keepGoals(a KeepGoals) error {
	if s.Phase != PhaseGoals {
		return refuse(RuleSetup, "goal cards are chosen at setup only")
	}
	if a.Seat < 0 || a.Seat >= len(s.Players) {
		return refuse(RuleSetup, "no such player")
	}
	p := &s.Players[a.Seat]
	if len(p.GoalOffer) == 0 {
		return refuse(RuleSetup, "%s has already kept their goal cards", p.Name)
	}
	if a.Goals[0] == a.Goals[1] || !slices.Contains(p.GoalOffer, a.Goals[0]) || !slices.Contains(p.GoalOffer, a.Goals[1]) {
		return refuse(RuleSetup, "%s keeps 2 different cards of the 4 dealt (%s)", p.Name, goalNumbers(p.GoalOffer))
	}
	p.Goals = a.Goals[:]
	p.GoalOffer = nil
	s.note("%s keeps 2 goal cards", p.Name)
	for _, q := range s.Players {
		if len(q.GoalOffer) > 0 {
			return nil
		}
	}
	s.startRound()
	return nil
}

// goalNumbers lists goal cards by number, as the table types them back: "7, 15, 12, 5".
func goalNumbers(nums []int) string {
	texts := make([]string, len(nums))
	for i, n := range nums {
		texts[i] = strconv.Itoa(n)
	}
	return strings.Join(texts, ", ")
}

// MaxCount bounds what the table may enter for coins, camels and goods: the scorer's bound.
var MaxCount = coinsBound.Max

// RuleFinal names the refusals of the table's count at the end (the final facts).
const RuleFinal = "final scoring"

// finalFacts takes the table's count at the end when talon keeps no ledger.
func (s *State) finalFacts(a FinalFacts) error {
	if s.Phase != PhaseFinal {
		return refuse(RuleTurn, "the final facts come after round 5: %s", s.expecting())
	}
	if a.Seat < 0 || a.Seat >= len(s.Players) {
		return refuse(RuleFinal, "no such player")
	}
	f := a.Count
	if err := trackBound.Check(f.VP); err != nil {
		return refuse(RuleFinal, "%s: VP on the score track: %v", s.Players[a.Seat].Name, err)
	}
	for _, n := range []int{f.Coins, f.Camels, f.Pepper, f.Silk, f.Gold} {
		if err := coinsBound.Check(n); err != nil {
			return refuse(RuleFinal, "%s: %v", s.Players[a.Seat].Name, err)
		}
	}
	if s.Final == nil {
		s.Final = make([]Stock, len(s.Players))
		s.FinalIn = make([]bool, len(s.Players))
	}
	s.Final[a.Seat], s.FinalIn[a.Seat] = f, true
	s.note("%s's count: %s", s.Players[a.Seat].Name, f)
	if !slices.Contains(s.FinalIn, false) {
		s.Phase = PhaseOver
	}
	return nil
}

// ScoreInput is the scorer's input built from the tracked state: posts, Beijing, the goal
// cards talon dealt and the completed contracts, plus the ledger or the table's facts.
func (s *State) ScoreInput() (Input, bool) {
	if s.Phase != PhaseOver {
		return Input{}, false
	}
	in := Input{MostContractsNeedsOne: s.Set.MostContractsNeedsOne}
	for seat, p := range s.Players {
		st := p.Stock
		if !s.Set.Ledger {
			st = s.Final[seat]
		}
		pi := PlayerInput{
			Name: p.Name, TrackVP: st.VP, Coins: st.Coins, Camels: st.Camels,
			Goods:              Goods{Pepper: st.Pepper, Silk: st.Silk, Gold: st.Gold},
			CompletedContracts: len(p.Completed),
			TradingPosts:       []string{},
			GoalCards:          [][]string{},
		}
		if i := slices.Index(s.Beijing, seat); i >= 0 {
			arrival := i + 1
			pi.BeijingArrival = &arrival
		}
		for _, post := range p.Posts {
			pi.TradingPosts = append(pi.TradingPosts, post.At.String())
		}
		for _, g := range p.Goals {
			card := GoalCards[g-1]
			pi.GoalCards = append(pi.GoalCards, []string{card.Large, card.Small})
		}
		in.Players = append(in.Players, pi)
	}
	return in, true
}

// Result scores a finished game through the Marco Polo scorer.
func (s *State) Result() (*scoring.Result, error) {
	in, ok := s.ScoreInput()
	if !ok {
		return nil, nil
	}
	res, err := ScoreInput(in)
	if err != nil {
		return nil, i18n.Errorf("final scoring: %w", err)
	}
	return &res, nil
}

// SeatOf finds a player by name (case and accents ignored, a unique prefix is enough).
func (s *State) SeatOf(name string) (int, error) {
	names := make([]string, len(s.Players))
	for i, p := range s.Players {
		names[i] = p.Name
	}
	return companion.PlayerTerms(names).Find(name)
}

// GoalCardsOf lists a player's goal cards: the 2 kept, or the 4 dealt while they choose.
func (s *State) GoalCardsOf(seat int) []GoalCard {
	nums := s.Players[seat].Goals
	if len(s.Players[seat].GoalOffer) > 0 {
		nums = s.Players[seat].GoalOffer
	}
	out := make([]GoalCard, len(nums))
	for i, n := range nums {
		out[i] = GoalCards[n-1]
	}
	return out
}

package neptun

import (
	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// ruleCopies names the refusal of a card its deck no longer holds this round.
const ruleCopies = "card copies"

// goodsCopiesInferred is how many goods cards of each kind the box holds when the data
// file does not say: INFERRED from 30 goods cards and 5 goods (digest §1, §11.7).
const goodsCopiesInferred = GoodsCardCount / 5

// setsOut are the city and goods cards turned up from the decks this round that are not
// back in them: on the contract holders (fulfilled ones are discarded) and on the row.
// The decks are reshuffled with their discards only at the end of the round (SEED §7).
func (s *State) setsOut() []Cards {
	var out []Cards
	for _, p := range s.Players {
		for _, c := range p.Contracts {
			if c != nil {
				out = append(out, Cards{City: c.City, Region: c.Region, Good: c.Good, Reward: c.Reward})
			}
		}
	}
	for _, col := range s.Row {
		if col.TakenBy < 0 && col.Cards != nil {
			out = append(out, *col.Cards)
		}
	}
	return out
}

// goodsCopies is how many cards of a good the goods deck holds, and where that comes from.
func (s *State) goodsCopies(good string) (int, string) {
	if s.Data != nil && s.Data.GoodsCards != nil {
		return s.Data.GoodsCards[good], i18n.Key("by the data file")
	}
	return goodsCopiesInferred, i18n.Key("INFERRED: 30 cards, 5 goods; goods_cards in the data file corrects it")
}

// checkCopies refuses a set whose goods card or city card has no copy left in its deck
// this round. Goods cards are counted by good; city cards by the data file's list, each
// entered set matched to a different card of its city that pays what was entered (a card
// whose reward the file leaves open pays anything). While the file does not name the city
// of every city card, the city cards are not counted, and the outcome says so.
func (s *State) checkCopies(c Cards) error {
	out := s.setsOut()
	copies, source := s.goodsCopies(c.Good)
	if countOut(out, func(o Cards) bool { return o.Good == c.Good }) >= copies {
		return companion.Refuse(ruleCopies, "the goods deck has %d %s card(s) (%s) and all are out of it this round (on the contract holders and the row); it is reshuffled at the end of the round",
			copies, goodNames.Term(c.Good), i18n.M(source))
	}
	named, cards := s.Data.namedCityCards()
	if s.Data == nil {
		s.AddNote("city cards not counted")
		return nil
	}
	if named < CityCardCount {
		s.AddNote("city cards not counted (it names the city on %d of %d)", named, CityCardCount)
		return nil
	}
	var box []CityCard
	for _, card := range cards {
		if card.City == c.City {
			box = append(box, card)
		}
	}
	var sets []Cards
	for _, o := range out {
		if o.City == c.City {
			sets = append(sets, o)
		}
	}
	if len(sets) >= len(box) {
		return companion.Refuse(ruleCopies, "the box has %d %s city card(s) and all are out of the deck this round (on the contract holders and the row); it is reshuffled at the end of the round",
			len(box), cityNames.Term(c.City))
	}
	if !matchAll(append(sets, c), box) {
		return companion.Refuse(ruleCopies, "no %s city card left in the deck pays %s for %s: the ones that do are out this round (on the contract holders and the row)",
			cityNames.Term(c.City), c.Reward, goodNames.Term(c.Good))
	}
	return nil
}

// namedCityCards counts the data file's city cards that name their city.
func (d *Data) namedCityCards() (int, []CityCard) {
	if d == nil {
		return 0, nil
	}
	n := 0
	for _, c := range d.CityCards {
		if c.City != "" {
			n++
		}
	}
	return n, d.CityCards
}

// pays reports whether a city card can be the one a set was entered from.
func pays(card CityCard, set Cards) bool {
	r, known := card.Rewards[set.Good]
	return !known || r == set.Reward
}

// matchAll reports whether every set can be given a different card that pays it (a
// bipartite matching by augmenting paths; a city has a handful of cards).
func matchAll(sets []Cards, box []CityCard) bool {
	owner := make([]int, len(box)) // card -> set holding it, -1 free
	for k := range owner {
		owner[k] = -1
	}
	var assign func(set int, seen []bool) bool
	assign = func(set int, seen []bool) bool {
		for k, card := range box {
			if seen[k] || !pays(card, sets[set]) {
				continue
			}
			seen[k] = true
			if owner[k] < 0 || assign(owner[k], seen) {
				owner[k] = set
				return true
			}
		}
		return false
	}
	for set := range sets {
		if !assign(set, make([]bool, len(box))) {
			return false
		}
	}
	return true
}

// copiesLeft reports whether a city's and a good's decks still hold a card this round,
// by count alone (for the prompts' lists; checkCopies has the last word).
func (s *State) copiesLeft(city, good string) bool {
	out := s.setsOut()
	if good != "" {
		copies, _ := s.goodsCopies(good)
		if countOut(out, func(c Cards) bool { return c.Good == good }) >= copies {
			return false
		}
	}
	if named, cards := s.Data.namedCityCards(); city != "" && named == CityCardCount {
		box := 0
		for _, c := range cards {
			if c.City == city {
				box++
			}
		}
		return countOut(out, func(c Cards) bool { return c.City == city }) < box
	}
	return true
}

func countOut(out []Cards, match func(Cards) bool) int {
	n := 0
	for _, c := range out {
		if match(c) {
			n++
		}
	}
	return n
}

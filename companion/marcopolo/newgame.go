package marcopolo

import (
	"slices"
	"strconv"

	"github.com/talon-games/talon/companion/i18n"
)

// NewState builds the opening position from the seats (from the start player,
// clockwise), the settings and the deal. It checks the deal, since the table may have
// corrected it.
func NewState(names []string, set Settings, d Deal) (*State, error) {
	n := len(names)
	if n < 2 || n > 4 {
		return nil, i18n.Errorf("Marco Polo is for 2–4 players, got %d", n)
	}
	if err := checkDeal(n, set, d); err != nil {
		return nil, err
	}
	s := &State{
		Set:           set,
		LastTraveller: -1,
		BlackSupply:   n + 1,
		Special:       slices.Clone(d.Special),
		DraftSeat:     -1,
	}
	for i := range s.CityTiles {
		s.CityTiles[i], s.Outposts[i] = -1, -1
	}
	for _, c := range d.CardSpaces {
		s.CardSpaces = append(s.CardSpaces, CardSpace{City: MustLoc(c.City), Card: c.Card})
	}
	for _, t := range d.Outposts {
		s.Outposts[MustLoc(t.City)] = t.Tile
	}
	for _, t := range d.CityTiles {
		s.CityTiles[MustLoc(t.City)] = t.Tile
	}
	s.Market = slices.Clone(d.Piles[0])
	for _, p := range d.Piles[1:] {
		s.Piles = append(s.Piles, slices.Clone(p))
	}
	// 2–3 players: dice of an unused colour showing 1 on Khan's favor, and (2 players) a
	// die on Take 5 coins for the whole game (SEED).
	for range 4 - max(n, 2) {
		s.Khan = append(s.Khan, Placement{Seat: -1, Dice: []Die{{Kind: NeutralDie, Value: 1}}})
	}
	if n == 2 {
		s.Board[slot(Space{Kind: FiveCoins})] = []Placement{{Seat: -1, Dice: []Die{{Kind: NeutralDie, Value: 1}}}}
	}
	for seat, name := range names {
		p := Player{
			Name:      name,
			Character: NoCharacter,
			Stock:     Stock{Coins: StartCoins[seat], Camels: StartCamels},
			Active:    []int{d.Starting[seat]},
		}
		if set.GoalChoice {
			p.GoalOffer = slices.Clone(d.Goals[seat])
		} else {
			p.Goals = slices.Clone(d.Goals[seat])
		}
		s.Players = append(s.Players, p)
	}
	if set.CharacterDraft {
		s.DraftOffer = slices.Clone(d.Draft)
		s.DraftSeat = n - 1 // the last in turn order picks first (SEED)
		s.Phase = PhaseDraft
		return s, nil
	}
	for seat, c := range d.Characters {
		s.assignCharacter(seat, c)
	}
	s.afterCharacters()
	return s, nil
}

// checkDeal refuses a deal that does not fit the components.
func checkDeal(n int, set Settings, d Deal) error {
	if len(d.CardSpaces) < 1 || len(d.CardSpaces) > maxCardSpaces {
		return i18n.Errorf("deal: %d city-card spaces, want 1 to %d", len(d.CardSpaces), maxCardSpaces)
	}
	seenCard := map[int]bool{}
	for _, c := range d.CardSpaces {
		l, err := LookupLoc(c.City)
		if err != nil || !l.IsLarge() {
			return i18n.Errorf("deal: city card space at %q is not a large city", c.City)
		}
		if c.Card < 0 || c.Card >= len(AllCityCards) || seenCard[c.Card] {
			return i18n.Errorf("deal: city card %s is unknown or dealt twice", strconv.Itoa(c.Card))
		}
		seenCard[c.Card] = true
	}
	if err := checkTiles(d.Outposts, LargeCities(), len(OutpostBonuses), i18n.Key("outpost bonus")); err != nil {
		return err
	}
	if err := checkTiles(d.CityTiles, SmallCities(), len(CityBonuses), i18n.Key("small-city tile")); err != nil {
		return err
	}
	if len(d.Starting) != n || len(d.Goals) != n || len(d.Piles) != Rounds {
		return i18n.Errorf("deal: %d starting contracts, %d goal hands, %d piles for %d players", len(d.Starting), len(d.Goals), len(d.Piles), n)
	}
	seen := map[int]bool{}
	for _, id := range slices.Concat(append(d.Piles, d.Special, d.Starting)...) {
		if id < 0 || id >= len(AllContracts) || seen[id] {
			return i18n.Errorf("deal: contract %s is unknown or dealt twice", strconv.Itoa(id))
		}
		seen[id] = true
	}
	for _, id := range d.Starting {
		if !AllContracts[id].Starting {
			return i18n.Errorf("deal: %s is not a starting contract", ContractID(id))
		}
	}
	goals := map[int]bool{}
	for _, hand := range d.Goals {
		want := GoalCardsPerPlayer
		if set.GoalChoice {
			want = 4
		}
		if len(hand) != want {
			return i18n.Errorf("deal: %d goal cards in a hand, want %d", len(hand), want)
		}
		for _, g := range hand {
			if g < 1 || g > len(GoalCards) || goals[g] {
				return i18n.Errorf("deal: goal card %s is unknown or dealt twice", strconv.Itoa(g))
			}
			goals[g] = true
		}
	}
	if set.CharacterDraft {
		if len(d.Draft) != n+1 {
			return i18n.Errorf("deal: %d characters revealed for the draft, want %d", len(d.Draft), n+1)
		}
	} else if len(d.Characters) != n {
		return i18n.Errorf("deal: %d characters for %d players", len(d.Characters), n)
	}
	chars := slices.Concat(d.Draft, d.Characters)
	for i, c := range chars {
		if c < 0 || int(c) >= len(Characters) || slices.Contains(chars[:i], c) {
			return i18n.Errorf("deal: character %s is unknown or dealt twice", strconv.Itoa(int(c)))
		}
	}
	return nil
}

// checkTiles checks that each city gets exactly one distinct tile; what is a catalog key.
func checkTiles(tiles []DealtTile, cities []Loc, kinds int, what string) error {
	if len(tiles) != len(cities) {
		return i18n.Errorf("deal: %d tiles (%v) for %d cities", len(tiles), i18n.M(what), len(cities))
	}
	seenCity, seenTile := map[Loc]bool{}, map[int]bool{}
	for _, t := range tiles {
		l, err := LookupLoc(t.City)
		if err != nil || !slices.Contains(cities, l) || seenCity[l] {
			return i18n.Errorf("deal: %v on %q: not one of the cities, or twice", i18n.M(what), t.City)
		}
		if t.Tile < 0 || t.Tile >= kinds || seenTile[t.Tile] {
			return i18n.Errorf("deal: %v %s is unknown or dealt twice", i18n.M(what), strconv.Itoa(t.Tile))
		}
		seenCity[l], seenTile[t.Tile] = true, true
	}
	return nil
}

// assignCharacter gives seat its character and what it changes at setup.
func (s *State) assignCharacter(seat int, c Character) {
	p := &s.Players[seat]
	p.Character = c
	p.Figures = nil
	for range c.Figures() {
		p.Figures = append(p.Figures, MustLoc(Venezia))
	}
	if c == Kubilai {
		// His figure starts in Beijing, on a post on its 10 VP space (one of his 9).
		p.Figures = []Loc{MustLoc(Beijing)}
		p.Posts = append(p.Posts, Post{At: MustLoc(Beijing)})
		s.Beijing = append([]int{seat}, s.Beijing...)
	}
}

// afterCharacters moves on once every seat has a character: goal choice, or round 1.
func (s *State) afterCharacters() {
	if s.Set.GoalChoice {
		s.Phase = PhaseGoals
		return
	}
	s.startRound()
}

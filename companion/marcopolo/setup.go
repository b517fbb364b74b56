package marcopolo

import (
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/randomizers"
)

// Deal is what talon shuffled and dealt at setup (digest §2): the table lays the pieces
// where it says. Seats are numbered from the start player, clockwise. It is stored with
// the session and never re-dealt; where the table's pieces lie otherwise it corrects
// them in play with fix (fixdeal.go).
type Deal struct {
	CardSpaces []DealtCard `json:"card_spaces"` // city cards, one per city-card space
	Outposts   []DealtTile `json:"outposts"`    // one outpost bonus per large city
	CityTiles  []DealtTile `json:"city_tiles"`  // one bonus tile per small city
	Starting   []int       `json:"starting"`    // each seat's starting contract
	Piles      [][]int     `json:"piles"`       // 5 piles of 6; the first is laid out in round 1
	Special    []int       `json:"special"`     // the special pile, top first
	Goals      [][]int     `json:"goals"`       // per seat: 2 goal cards, or 4 to keep 2 of
	Characters []Character `json:"characters"`  // per seat (first game), empty when drafted
	Draft      []Character `json:"draft"`       // expert variant: the players+1 revealed
}

// DealtCard puts city card Card on a city-card space of City.
type DealtCard struct {
	City string `json:"city"`
	Card int    `json:"card"`
}

// DealtTile puts tile Tile (an index into OutpostBonuses or CityBonuses) on City.
type DealtTile struct {
	City string `json:"city"`
	Tile int    `json:"tile"`
}

// CardSpaceCities lists the large city of each city-card space. SOURCE (both
// implementations): one at each large city and 3 at Sumatra = 9; the seed says 9 spaces
// and also that each large city has one card, so Settings.SumatraCards lets the table
// say 1 (7 cards in play).
func CardSpaceCities(set Settings) []Loc {
	var out []Loc
	for _, c := range LargeCities() {
		out = append(out, c)
		if c == MustLoc(Sumatra) {
			for range max(set.SumatraCards, 1) - 1 {
				out = append(out, c)
			}
		}
	}
	return out
}

// ParseCardSpaces reads the table's list of city-card spaces: a large city a line (or
// comma separated), 1 to 9 of them; blank lines and # comments are skipped.
func ParseCardSpaces(text string) ([]Loc, error) {
	var out []Loc
	for _, line := range strings.FieldsFunc(text, func(r rune) bool { return r == '\n' || r == ',' }) {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		l, err := LookupLoc(line)
		if err != nil {
			return nil, companion.Bad("card_spaces: %v", err)
		}
		if !l.IsLarge() {
			return nil, companion.Bad("card_spaces: %s is not a large city; city cards lie only on large cities", l)
		}
		out = append(out, l)
	}
	if len(out) < 1 || len(out) > maxCardSpaces {
		return nil, companion.Bad("card_spaces: %d spaces listed, want 1 to %d", len(out), maxCardSpaces)
	}
	return out, nil
}

// maxCardSpaces is the most city-card spaces a board has (SEED: 9).
const maxCardSpaces = 9

// DealSetup shuffles and deals everything for seats players (2–4), with the city-card
// spaces given (CardSpaceCities, or the table's list).
func DealSetup(players int, set Settings, rng *rand.Rand, spaces []Loc) (Deal, error) {
	if players < 2 || players > 4 {
		return Deal{}, i18n.Errorf("Marco Polo is for 2–4 players, got %d", players)
	}
	var d Deal
	cards := randomizers.Sample(rng, indexes(len(AllCityCards)), len(spaces))
	for i, c := range spaces {
		d.CardSpaces = append(d.CardSpaces, DealtCard{City: c.String(), Card: cards[i]})
	}
	outposts := randomizers.Sample(rng, indexes(len(OutpostBonuses)), len(LargeCities()))
	for i, c := range LargeCities() {
		d.Outposts = append(d.Outposts, DealtTile{City: c.String(), Tile: outposts[i]})
	}
	tiles := indexes(len(CityBonuses))
	if set.ExpertCityBonuses {
		randomizers.Shuffle(rng, tiles)
		for i, c := range SmallCities() {
			d.CityTiles = append(d.CityTiles, DealtTile{City: c.String(), Tile: tiles[i]})
		}
	} else {
		for i, b := range CityBonuses {
			d.CityTiles = append(d.CityTiles, DealtTile{City: b.Standard, Tile: i})
		}
	}
	d.Starting = randomizers.Sample(rng, StartingContracts(), players)
	others := OtherContracts()
	randomizers.Shuffle(rng, others)
	for p := range Rounds {
		d.Piles = append(d.Piles, others[p*6:p*6+6])
	}
	d.Special = others[Rounds*6:]
	goals := indexes(len(GoalCards))
	randomizers.Shuffle(rng, goals)
	per := GoalCardsPerPlayer
	if set.GoalChoice {
		per = 4
	}
	for seat := range players {
		var hand []int
		for _, g := range goals[seat*per : seat*per+per] {
			hand = append(hand, GoalCards[g].Number)
		}
		d.Goals = append(d.Goals, hand)
	}
	if set.CharacterDraft {
		all := make([]Character, len(Characters))
		for i := range all {
			all[i] = Character(i)
		}
		d.Draft = randomizers.Sample(rng, all, players+1)
	} else {
		d.Characters = slices.Clone(FirstGameSeats[:players])
	}
	return d, nil
}

func indexes(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

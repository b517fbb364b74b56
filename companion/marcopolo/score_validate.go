package marcopolo

import (
	"errors"
	"fmt"
	"strings"

	"github.com/talon-games/talon/scoring"
)

// playerFacts is one player's validated input with city names resolved.
type playerFacts struct {
	in    PlayerInput
	name  string          // trimmed
	posts map[string]bool // printed city names, Beijing included when arrived
	cards []GoalCard
}

// validate checks the whole input and reports every problem at once. decoded holds
// the problems of decoding: a field that did not decode is not reported again.
func validate(in Input, decoded scoring.Problems) ([]playerFacts, scoring.Problems) {
	r := &reporter{decoded: decoded}
	var count scoring.Problems
	scoring.CheckPlayerCount("The Voyages of Marco Polo", len(in.Players), MinPlayers, MaxPlayers, &count)
	r.addAll(count)
	names := make([]string, len(in.Players))
	for i, p := range in.Players {
		names[i] = p.Name
	}
	r.labels = scoring.PlayerLabels(names)
	facts := make([]playerFacts, len(in.Players))
	for i, p := range in.Players {
		facts[i] = checkPlayer(i, p, r)
	}
	checkNames(facts, r)
	checkBeijing(facts, r)
	checkGoalCardsUnique(facts, r)
	checkContractsTotal(facts, r)
	return facts, r.ps
}

func checkPlayer(i int, p PlayerInput, r *reporter) playerFacts {
	f := playerFacts{in: p, name: strings.TrimSpace(p.Name), posts: map[string]bool{}}
	who := r.labels[i]
	for _, c := range []struct {
		field string
		value int
		bound scoring.Bound
	}{
		{"track_vp", p.TrackVP, trackBound},
		{"coins", p.Coins, coinsBound},
		{"camels", p.Camels, supplyBound},
		{"goods.pepper", p.Goods.Pepper, supplyBound},
		{"goods.silk", p.Goods.Silk, supplyBound},
		{"goods.gold", p.Goods.Gold, supplyBound},
		{"completed_contracts", p.CompletedContracts, contractsBound},
	} {
		if err := c.bound.Check(c.value); err != nil {
			r.add(who, c.field, err.Error())
		}
	}
	if p.BeijingArrival != nil {
		if err := arrivalBound.Check(*p.BeijingArrival); err != nil {
			r.add(who, "beijing_arrival", err.Error())
		} else {
			f.posts[Beijing] = true
		}
	}
	posts, errs := resolvePosts(p.TradingPosts, p.BeijingArrival != nil)
	for _, err := range errs {
		r.add(who, "trading_posts", err.Error())
	}
	for _, c := range posts {
		f.posts[c] = true
	}
	if err := postsBound.Check(len(f.posts)); err != nil {
		r.add(who, "trading_posts", "trading posts: "+err.Error())
	}
	cards, errs := resolveGoalCards(p.GoalCards)
	for _, err := range errs {
		r.add(who, "goal_cards", err.Error())
	}
	f.cards = cards
	return f
}

// resolvePosts turns the typed city names into printed names, refusing
// unknown cities, Venezia, a second post in one city, and a Beijing post
// without an arrival place.
func resolvePosts(names []string, inBeijing bool) ([]string, []error) {
	var out []string
	var errs []error
	seen := map[string]bool{}
	for _, n := range names {
		c, ok := LookupCity(n)
		switch {
		case !ok:
			errs = append(errs, errors.New(unknownCity(n)))
		case c.Kind == StartCity:
			errs = append(errs, fmt.Errorf("%s never holds trading posts", c.Name))
		case seen[c.Name]:
			errs = append(errs, fmt.Errorf("%s listed twice: a player has at most one post per city", c.Name))
		case c.Kind == GoalCity && !inBeijing:
			errs = append(errs, fmt.Errorf("post in %s listed, but beijing_arrival is empty", c.Name))
		default:
			seen[c.Name] = true
			out = append(out, c.Name)
		}
	}
	return out, errs
}

// resolveGoalCards finds the player's two goal cards among the 18.
func resolveGoalCards(pairs [][]string) ([]GoalCard, []error) {
	var cards []GoalCard
	var errs []error
	if len(pairs) != GoalCardsPerPlayer {
		errs = append(errs, fmt.Errorf("each player holds exactly %d goal cards, got %d", GoalCardsPerPlayer, len(pairs)))
	}
	for i, pair := range pairs {
		g, err := resolveGoalCard(pair)
		if err != nil {
			errs = append(errs, fmt.Errorf("card %d: %w", i+1, err))
			continue
		}
		for _, have := range cards {
			if have.Number == g.Number {
				errs = append(errs, fmt.Errorf("card %d: %s listed twice", i+1, describeCard(g)))
			}
		}
		cards = append(cards, g)
	}
	return cards, errs
}

func resolveGoalCard(pair []string) (GoalCard, error) {
	if len(pair) != 2 {
		return GoalCard{}, fmt.Errorf("a goal card names 2 cities, got %d", len(pair))
	}
	var unknown []string
	for _, n := range pair {
		if _, ok := LookupCity(n); !ok {
			unknown = append(unknown, unknownCity(n))
		}
	}
	if len(unknown) > 0 {
		return GoalCard{}, fmt.Errorf("%s", strings.Join(unknown, ", "))
	}
	g, ok := LookupGoalCard(pair[0], pair[1])
	if !ok {
		a, _ := LookupCity(pair[0])
		b, _ := LookupCity(pair[1])
		return GoalCard{}, fmt.Errorf("%s + %s is not a goal card%s", a.Name, b.Name, cardHint(a, b))
	}
	return g, nil
}

// cardHint lists the real goal cards of the first named city that has any.
func cardHint(cities ...City) string {
	for _, c := range cities {
		var partners []string
		for _, g := range GoalCards {
			switch c.Name {
			case g.Large:
				partners = append(partners, g.Small)
			case g.Small:
				partners = append(partners, g.Large)
			}
		}
		if len(partners) > 0 {
			return fmt.Sprintf(" (%s pairs with %s)", c.Name, strings.Join(partners, ", "))
		}
	}
	return ""
}

func describeCard(g GoalCard) string {
	return fmt.Sprintf("goal card %s + %s", g.Large, g.Small)
}

// checkNames refuses missing and duplicate names.
func checkNames(facts []playerFacts, r *reporter) {
	names := make([]string, len(facts))
	for i, f := range facts {
		names[i] = f.name
	}
	var ps scoring.Problems
	scoring.CheckNames(names, &ps)
	r.addAll(ps)
}

// checkBeijing refuses two players on one Beijing space and gaps: the spaces
// fill in arrival order, so places 1..k must all be taken (SEED: the highest
// empty space).
func checkBeijing(facts []playerFacts, r *reporter) {
	holder := map[int]int{}
	for i, f := range facts {
		a := f.in.BeijingArrival
		if a == nil || arrivalBound.Check(*a) != nil {
			continue
		}
		if j, ok := holder[*a]; ok {
			r.add(r.labels[i], "beijing_arrival", fmt.Sprintf("Beijing space %d is already taken by %s", *a, r.labels[j]))
			continue
		}
		holder[*a] = i
	}
	for place := range BeijingSpaceVP {
		if _, ok := holder[place+1]; ok {
			continue
		}
		for later := place + 2; later <= len(BeijingSpaceVP); later++ {
			if j, ok := holder[later]; ok {
				r.add(r.labels[j], beijingOrder,
					fmt.Sprintf("arrived %s in Beijing, but nobody arrived %s (spaces fill in order)", ordinal(later), ordinal(place+1)))
			}
		}
		break
	}
}

// beijingOrder is the field of a gap in the Beijing arrivals: only the whole input shows
// it (a later player may have arrived 1st), so the prompt checks it after the last answer.
const beijingOrder = "beijing_order"

func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}

// checkGoalCardsUnique refuses one goal card in two players' hands.
func checkGoalCardsUnique(facts []playerFacts, r *reporter) {
	owner := map[int]int{}
	for i, f := range facts {
		for _, g := range f.cards {
			if j, ok := owner[g.Number]; ok && j != i {
				r.add(r.labels[i], "goal_cards", fmt.Sprintf("%s is already held by %s", describeCard(g), r.labels[j]))
				continue
			}
			owner[g.Number] = i
		}
	}
}

// checkContractsTotal refuses more completed contracts than the game has.
func checkContractsTotal(facts []playerFacts, r *reporter) {
	total := 0
	for _, f := range facts {
		if contractsBound.Check(f.in.CompletedContracts) == nil { // bad counts are reported per player
			total += f.in.CompletedContracts
		}
	}
	if total > ContractsInGame {
		r.add("", "completed_contracts", fmt.Sprintf("players completed %d contracts in all, but the game has only %d", total, ContractsInGame))
	}
}

// reporter collects problems, leaving out fields that already failed to decode.
type reporter struct {
	ps      scoring.Problems
	decoded scoring.Problems
	labels  []string // scoring.PlayerLabels of the players
}

func (r *reporter) add(player, field, reason string) {
	if !r.decoded.About(player, field) {
		r.ps.Add(player, field, reason)
	}
}

func (r *reporter) addAll(ps scoring.Problems) {
	for _, p := range ps {
		r.add(p.Player, p.Field, p.Reason)
	}
}

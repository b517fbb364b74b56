package marcopolo

import (
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
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
			r.AddError(who, c.field, err)
		}
	}
	if p.BeijingArrival != nil {
		if err := arrivalBound.Check(*p.BeijingArrival); err != nil {
			r.AddError(who, "beijing_arrival", err)
		} else {
			f.posts[Beijing] = true
		}
	}
	posts, errs := resolvePosts(p.TradingPosts, p.BeijingArrival != nil)
	for _, err := range errs {
		r.AddError(who, "trading_posts", err)
	}
	for _, c := range posts {
		f.posts[c] = true
	}
	if err := postsBound.Check(len(f.posts)); err != nil {
		r.Add(who, "trading_posts", "trading posts: %v", err)
	}
	cards, errs := resolveGoalCards(p.GoalCards)
	for _, err := range errs {
		r.AddError(who, "goal_cards", err)
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
			errs = append(errs, i18n.Errorf("%v", unknownCityMessage(n)))
		case c.Kind == StartCity:
			errs = append(errs, i18n.Errorf("%s never holds trading posts", cityLoc(c)))
		case seen[c.Name]:
			errs = append(errs, i18n.Errorf("%s listed twice: a player has at most one post per city", cityLoc(c)))
		case c.Kind == GoalCity && !inBeijing:
			errs = append(errs, i18n.Errorf("post in %s listed, but beijing_arrival is empty", cityLoc(c)))
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
		errs = append(errs, i18n.Errorf("each player holds exactly %d goal cards, got %d", GoalCardsPerPlayer, len(pairs)))
	}
	for i, pair := range pairs {
		g, err := resolveGoalCard(pair)
		if err != nil {
			errs = append(errs, i18n.Errorf("card %d: %w", i+1, err))
			continue
		}
		for _, have := range cards {
			if have.Number == g.Number {
				errs = append(errs, i18n.Errorf("card %d: %v listed twice", i+1, describeCard(g)))
			}
		}
		cards = append(cards, g)
	}
	return cards, errs
}

func resolveGoalCard(pair []string) (GoalCard, error) {
	if len(pair) != 2 {
		return GoalCard{}, i18n.Errorf("a goal card names 2 cities, got %d", len(pair))
	}
	var unknown []any
	for _, n := range pair {
		if _, ok := LookupCity(n); !ok {
			unknown = append(unknown, unknownCityMessage(n))
		}
	}
	if len(unknown) > 0 {
		return GoalCard{}, i18n.Errorf("%v", i18n.Join(", ", unknown...))
	}
	g, ok := LookupGoalCard(pair[0], pair[1])
	if !ok {
		a, _ := LookupCity(pair[0])
		b, _ := LookupCity(pair[1])
		return GoalCard{}, i18n.Errorf("%s + %s is not a goal card%v", cityLoc(a), cityLoc(b), cardHint(a, b))
	}
	return g, nil
}

// cardHint lists the real goal cards of the first named city that has any ("" when
// none has).
func cardHint(cities ...City) any {
	for _, c := range cities {
		var partners []any
		for _, g := range GoalCards {
			switch c.Name {
			case g.Large:
				partners = append(partners, MustLoc(g.Small))
			case g.Small:
				partners = append(partners, MustLoc(g.Large))
			}
		}
		if len(partners) > 0 {
			return i18n.M(" (%s pairs with %s)", cityLoc(c), i18n.Join(", ", partners...))
		}
	}
	return ""
}

func describeCard(g GoalCard) i18n.Message {
	return i18n.M("goal card %s + %s", MustLoc(g.Large), MustLoc(g.Small))
}

// cityLoc is the scorer's city as the map's location, which prints its name in the
// table's language (Velence, Peking).
func cityLoc(c City) Loc { return MustLoc(c.Name) }

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
			r.Add(r.labels[i], "beijing_arrival", "Beijing space %s is already taken by %s", strconv.Itoa(*a), r.labels[j])
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
				r.Add(r.labels[j], beijingOrder,
					"arrived %s in Beijing, but nobody arrived %s (spaces fill in order)", ordinal(later), ordinal(place+1))
			}
		}
		break
	}
}

// beijingOrder is the field of a gap in the Beijing arrivals: only the whole input shows
// it (a later player may have arrived 1st), so the prompt checks it after the last answer.
const beijingOrder = "beijing_order"

// ordinal is a place in the order of arrival, written as the language writes it:
// "2nd" in English, "2." in Hungarian.
type ordinal int

func (o ordinal) Local(p *i18n.Printer) string {
	key := i18n.Key("%sth")
	switch o {
	case 1:
		key = i18n.Key("%sst")
	case 2:
		key = i18n.Key("%snd")
	case 3:
		key = i18n.Key("%srd")
	}
	return p.Sprintf(key, strconv.Itoa(int(o)))
}

func (o ordinal) String() string { return o.Local(i18n.NewPrinter(i18n.English)) }

// checkGoalCardsUnique refuses one goal card in two players' hands.
func checkGoalCardsUnique(facts []playerFacts, r *reporter) {
	owner := map[int]int{}
	for i, f := range facts {
		for _, g := range f.cards {
			if j, ok := owner[g.Number]; ok && j != i {
				r.Add(r.labels[i], "goal_cards", "%v is already held by %s", describeCard(g), r.labels[j])
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
		r.Add("", "completed_contracts", "players completed %d contracts in all, but the game has only %d", total, ContractsInGame)
	}
}

// reporter collects problems, leaving out fields that already failed to decode.
type reporter struct {
	ps      scoring.Problems
	decoded scoring.Problems
	labels  []string // scoring.PlayerLabels of the players
}

// Add records a problem: reason is a catalog key formatted with args (as
// scoring.Problems.Add).
func (r *reporter) Add(player, field, reason string, args ...any) {
	if !r.decoded.About(player, field) {
		r.ps.Add(player, field, reason, args...)
	}
}

// AddError records a problem whose reason is an error, in the table's language.
func (r *reporter) AddError(player, field string, err error) {
	if !r.decoded.About(player, field) {
		r.ps.AddError(player, field, err)
	}
}

func (r *reporter) addAll(ps scoring.Problems) {
	for _, p := range ps {
		if !r.decoded.About(p.Player, p.Field) {
			r.ps = append(r.ps, p) // keeps the problem's message, in the table's language
		}
	}
}

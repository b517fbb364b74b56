package catan

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// The backtracking is bounded, so a rule set too strict to satisfy fails with a message
// within a fraction of a second instead of stalling: searchBudget placements per desert
// position (a fresh start elsewhere beats digging deeper), totalBudget over all of them.
const (
	searchBudget = 20_000
	totalBudget  = 150_000
)

var errBudget = i18n.Errorf("search budget spent")

// minMaxPips: every corner of a 6 or 8 hex already has 5 pips, so no cap below 5 can hold.
const minMaxPips = 5

// numberRules are the balance rules on number tokens; no adjacent 6/8 always holds.
type numberRules struct {
	no2And12 bool
	noEqual  bool
	maxPips  int
}

func (o BoardOptions) numberRules() numberRules {
	return numberRules{no2And12: o.No2And12Adjacent, noEqual: o.NoEqualNumbersAdjacent, maxPips: o.MaxPips}
}

func (nr numberRules) String() string { return nr.Text().String() }

// Text names the rules for the table to read.
func (nr numberRules) Text() i18n.List {
	parts := i18n.Join(", ", i18n.M("no adjacent 6/8"))
	if nr.no2And12 {
		parts = parts.Add(i18n.M("2 and 12 apart"))
	}
	if nr.noEqual {
		parts = parts.Add(i18n.M("no equal numbers adjacent"))
	}
	if nr.maxPips > 0 {
		parts = parts.Add(i18n.M("at most %d pips per intersection", nr.maxPips))
	}
	return parts
}

// clash says whether numbers a and b may not lie on neighbouring hexes.
func (nr numberRules) clash(a, b int) bool {
	return isRed(a) && isRed(b) || nr.no2And12 && (a == 2 && b == 12 || a == 12 && b == 2) || nr.noEqual && a == b
}

// holds checks a complete token layout.
func (nr numberRules) holds(numbers *[NumHexes]int) bool {
	for h := range NumHexes {
		if numbers[h] == 0 {
			continue
		}
		for _, n := range topo.hexNeighbor[h] {
			if numbers[n] != 0 && nr.clash(numbers[h], numbers[n]) {
				return false
			}
		}
	}
	if nr.maxPips > 0 {
		for v := range NumVertices {
			if vertexPips(numbers, v) > nr.maxPips {
				return false
			}
		}
	}
	return true
}

func vertexPips(numbers *[NumHexes]int, v int) int {
	sum := 0
	for _, h := range topo.vertexHexes[v] {
		sum += Pips(numbers[h])
	}
	return sum
}

// GenerateBoard lays out a board. The same options and random stream always give the
// same board. It refuses rule sets it cannot satisfy instead of searching forever.
func GenerateBoard(opts BoardOptions, r *rand.Rand) (Board, error) {
	if opts.Layout == "beginner" {
		if opts.balanced() {
			return Board{}, i18n.Errorf("balance rules apply to the variable set-up; the beginner layout is fixed")
		}
		return BeginnerBoard(), nil
	}
	if opts.Layout != "" && opts.Layout != "variable" {
		return Board{}, i18n.Errorf("unknown layout %q (variable or beginner)", opts.Layout)
	}
	rules := opts.numberRules()
	if rules.maxPips > 0 && rules.maxPips < minMaxPips {
		return Board{}, i18n.Errorf("max_pips=%d cannot hold: every corner of a 6 or 8 hex has at least %d pips", rules.maxPips, minMaxPips)
	}
	var (
		b   Board
		err error
	)
	switch opts.Tokens {
	case "", "spiral":
		b, err = spiralBoard(opts, rules, r)
	case "random":
		b, err = randomTokenBoard(opts, rules, r)
	default:
		return Board{}, i18n.Errorf("unknown token method %q (spiral or random)", opts.Tokens)
	}
	if err != nil {
		return Board{}, err
	}
	kinds := harborKinds
	r.Shuffle(len(kinds), func(i, j int) { kinds[i], kinds[j] = kinds[j], kinds[i] })
	b.Harbors = make([]Harbor, 9)
	for i, k := range kinds {
		b.Harbors[i] = newHarbor(i, k)
	}
	b.Robber = b.desert()
	return b, nil
}

type spiralStart struct {
	desert, corner int
	clockwise      bool
}

// spiralBoard tries (desert position, start corner) pairs in random order: the spiral's
// tokens depend on nothing else, so the 19×6 candidates are the whole search space.
func spiralBoard(opts BoardOptions, rules numberRules, r *rand.Rand) (Board, error) {
	corners := []int{slices.Index(cornerNames, opts.Corner)}
	if opts.Corner == "" || opts.Corner == "random" {
		corners = []int{0, 1, 2, 3, 4, 5}
	} else if corners[0] < 0 {
		return Board{}, i18n.Errorf("unknown spiral corner %q (%s or random)", opts.Corner, strings.Join(cornerNames, ", "))
	}
	clockwise := opts.Direction == "cw"
	var starts []spiralStart
	for d := range NumHexes {
		for _, c := range corners {
			starts = append(starts, spiralStart{d, c, clockwise})
		}
	}
	r.Shuffle(len(starts), func(i, j int) { starts[i], starts[j] = starts[j], starts[i] })
	for _, s := range starts {
		numbers, letters := spiralNumbers(SpiralPath(cornerNames[s.corner], s.clockwise), s.desert)
		if !rules.holds(&numbers) {
			continue
		}
		terrain, ok := placeTerrain(s.desert, opts.NoEqualTerrainAdjacent, r)
		if !ok {
			continue
		}
		b := assemble(terrain, numbers, letters)
		b.Tokens = "spiral"
		dir := "ccw"
		if s.clockwise {
			dir = "cw"
		}
		b.Start = cornerNames[s.corner] + " " + dir
		return b, nil
	}
	return Board{}, i18n.Errorf("no spiral start satisfies the balance rules (%s); relax them or use tokens=random", rules.Text())
}

func randomTokenBoard(opts BoardOptions, rules numberRules, r *rand.Rand) (Board, error) {
	exhausted := true
	spent := 0
	for _, desert := range r.Perm(NumHexes) {
		if spent > totalBudget {
			exhausted = false
			break
		}
		numbers, nodes, err := searchTokens(desert, rules, r)
		spent += nodes
		if errors.Is(err, errBudget) {
			exhausted = false
			continue
		}
		if err != nil {
			continue
		}
		terrain, ok := placeTerrain(desert, opts.NoEqualTerrainAdjacent, r)
		if !ok {
			continue
		}
		b := assemble(terrain, numbers, [NumHexes]string{})
		b.Tokens = "random"
		return b, nil
	}
	if exhausted {
		return Board{}, i18n.Errorf("no board satisfies the balance rules (%s): every token arrangement was checked", rules.Text())
	}
	return Board{}, i18n.Errorf("gave up: the balance rules (%s) are too strict to satisfy in reasonable time; relax them (e.g. raise max_pips)", rules.Text())
}

func assemble(terrain [NumHexes]Terrain, numbers [NumHexes]int, letters [NumHexes]string) Board {
	b := Board{Layout: "variable", Tiles: make([]Tile, NumHexes)}
	for i := range NumHexes {
		b.Tiles[i] = Tile{Label: topo.hexLabels[i], Hex: topo.hexes[i], Terrain: terrain[i], Number: numbers[i], Letter: letters[i]}
	}
	return b
}

// tokenValues are the distinct token numbers; tokenStock how many of each there are.
var tokenValues = [10]int{2, 3, 4, 5, 6, 8, 9, 10, 11, 12}

func tokenStock() [13]int {
	var s [13]int
	for _, n := range tokenLetters {
		s[n]++
	}
	return s
}

// fillOrder visits the centre first and spirals out, so neighbours are filled early and
// clashes are found high in the search tree.
var fillOrder = func() []int {
	path := SpiralPath("e", false)
	slices.Reverse(path)
	return path
}()

type tokenSearch struct {
	rules   numberRules
	r       *rand.Rand
	order   []int
	numbers [NumHexes]int
	stock   [13]int
	pips    [NumVertices]int // pips placed around each intersection
	open    [NumVertices]int // producing hexes around each intersection still without a token
	nodes   int
}

// searchTokens places the 18 tokens on the hexes other than the desert by randomized
// backtracking under the rules.
func searchTokens(desert int, rules numberRules, r *rand.Rand) ([NumHexes]int, int, error) {
	s := &tokenSearch{rules: rules, r: r, stock: tokenStock()}
	for _, h := range fillOrder {
		if h != desert {
			s.order = append(s.order, h)
		}
	}
	for v := range NumVertices {
		for _, h := range topo.vertexHexes[v] {
			if h != desert {
				s.open[v]++
			}
		}
	}
	ok, err := s.place(0)
	if err == nil && !ok {
		err = i18n.Errorf("no arrangement")
	}
	return s.numbers, s.nodes, err
}

func (s *tokenSearch) place(i int) (bool, error) {
	if i == len(s.order) {
		return true, nil
	}
	s.nodes++
	if s.nodes > searchBudget {
		return false, errBudget
	}
	h := s.order[i]
	values := tokenValues
	for k := len(values) - 1; k > 0; k-- {
		j := s.r.IntN(k + 1)
		values[k], values[j] = values[j], values[k]
	}
	for _, n := range values {
		if s.stock[n] == 0 || !s.fits(h, n) {
			continue
		}
		s.set(h, n, +1)
		ok, err := s.place(i + 1)
		if ok || err != nil {
			return ok, err
		}
		s.set(h, n, -1)
	}
	return false, nil
}

func (s *tokenSearch) fits(h, n int) bool {
	for _, nb := range topo.hexNeighbor[h] {
		if m := s.numbers[nb]; m != 0 && s.rules.clash(n, m) {
			return false
		}
	}
	if s.rules.maxPips > 0 {
		for _, v := range topo.hexCorners[h] {
			// every hex still open at v adds at least one pip
			if s.pips[v]+Pips(n)+s.open[v]-1 > s.rules.maxPips {
				return false
			}
		}
	}
	return true
}

// set places (+1) or lifts (-1) token n on hex h.
func (s *tokenSearch) set(h, n, dir int) {
	if dir > 0 {
		s.numbers[h] = n
	} else {
		s.numbers[h] = 0
	}
	s.stock[n] -= dir
	for _, v := range topo.hexCorners[h] {
		s.pips[v] += dir * Pips(n)
		s.open[v] -= dir
	}
}

// placeTerrain shuffles the 18 non-desert terrains around a fixed desert, by randomized
// backtracking when equal terrains may not touch.
func placeTerrain(desert int, noEqual bool, r *rand.Rand) ([NumHexes]Terrain, bool) {
	var out [NumHexes]Terrain
	out[desert] = Desert
	var stock []Terrain
	for _, tc := range terrainCounts {
		if tc.Terrain != Desert {
			for range tc.Count {
				stock = append(stock, tc.Terrain)
			}
		}
	}
	if !noEqual {
		r.Shuffle(len(stock), func(i, j int) { stock[i], stock[j] = stock[j], stock[i] })
		k := 0
		for h := range NumHexes {
			if h != desert {
				out[h] = stock[k]
				k++
			}
		}
		return out, true
	}
	counts := map[Terrain]int{}
	for _, t := range stock {
		counts[t]++
	}
	kinds := []Terrain{Forest, Pasture, Fields, Hills, Mountains}
	var order []int
	for _, h := range fillOrder {
		if h != desert {
			order = append(order, h)
		}
	}
	nodes := 0
	var place func(i int) bool
	place = func(i int) bool {
		if i == len(order) {
			return true
		}
		if nodes++; nodes > searchBudget {
			return false
		}
		h := order[i]
		try := slices.Clone(kinds)
		r.Shuffle(len(try), func(a, b int) { try[a], try[b] = try[b], try[a] })
		for _, t := range try {
			if counts[t] == 0 || slices.ContainsFunc(topo.hexNeighbor[h], func(nb int) bool { return out[nb] == t }) {
				continue
			}
			out[h], counts[t] = t, counts[t]-1
			if place(i + 1) {
				return true
			}
			out[h], counts[t] = "", counts[t]+1
		}
		return false
	}
	return out, place(0)
}

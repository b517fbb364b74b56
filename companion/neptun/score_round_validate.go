package neptun

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// roundFacts is a round input resolved to temple ids and player indices.
type roundFacts struct {
	problems    scoring.Problems
	temples     templeSet
	tiles       map[string][]int            // temple id -> tile values, best first
	positions   []map[string]TemplePosition // per player: temple id -> marker
	orderIndex  []int                       // per player: place in player order
	playerOrder []int                       // player indices in player order
}

func validateRound(round int, in RoundInput) roundFacts {
	v := roundFacts{tiles: map[string][]int{}}
	ps := &v.problems
	if round < 1 || round > Rounds {
		ps.Add("", "round", "Neptun has %d game rounds, got round %d", Rounds, round)
	}
	names := make([]string, len(in.Players))
	for i, p := range in.Players {
		names[i] = p.Name
	}
	checkNames(names, ps)
	v.temples = checkTempleList(in.Temples, ps)
	v.checkTiles(round, in.Tiles)
	v.checkPlayerOrder(in.PlayerOrder, names)
	v.checkPlayers(in)
	v.checkStacks(in)
	return v
}

// checkTempleList resolves the table's own list of regional temples, if any.
func checkTempleList(names []string, ps *scoring.Problems) templeSet {
	if len(names) == 0 {
		return defaultTemples()
	}
	if len(names) > RegionalTemples {
		ps.Add("", "temples", "the board has %d regional temples, got %d names", RegionalTemples, len(names))
	}
	set := declaredTemples(names)
	seen := map[string]bool{}
	for i, t := range set[:len(set)-1] {
		field := fmt.Sprintf("temples[%d]", i)
		switch {
		case t.ID == "":
			ps.Add("", field, "missing temple name")
		case t.ID == GoldTemple.ID || slices.Contains(GoldTemple.Aliases, t.ID):
			ps.Add("", field, "the gold temple is always there, list only the regional temples")
		case seen[t.ID]:
			ps.Add("", field, "%q is listed twice", names[i])
		}
		seen[t.ID] = true
	}
	return set
}

// resolveTemple finds a temple of the set, reporting an unknown name with suggestions.
func (v *roundFacts) resolveTemple(player, field, name string) (Temple, bool) {
	if t, ok := lookupTemple(v.temples, name); ok {
		return t, true
	}
	unknown := scoring.UnknownMessage("temple", name, scoring.Suggest(name, v.temples.ids()))
	ids := strings.Join(v.temples.ids(), ", ")
	if len(v.temples) == len(KnownTemples)+1 {
		v.problems.AddMessage(player, field, i18n.M(`%v (temples: %s, or name your board's temples with "temples")`, unknown, ids))
	} else {
		v.problems.AddMessage(player, field, i18n.M("%v (temples: %s)", unknown, ids))
	}
	return Temple{}, false
}

func (v *roundFacts) checkTiles(round int, tiles map[string][]int) {
	if len(tiles) == 0 {
		v.problems.Add("", "tiles", "missing: give the tile values lying on each temple")
	}
	for _, name := range sortedKeys(tiles) {
		field := "tiles." + name
		t, ok := v.resolveTemple("", field, name)
		if !ok {
			continue
		}
		if _, dup := v.tiles[t.ID]; dup {
			v.problems.Add("", field, "%s is given twice", t.Name())
			continue
		}
		values := tiles[name]
		if want := tilesInRound(round); round >= 1 && round <= Rounds && len(values) != want {
			v.problems.Add("", field, "round %d has %s on each temple, got %d", round, i18n.M("%d tiles", want), len(values))
		}
		checkTileValues("", field, values, &v.problems)
		// Higher value to the better place (SEED), whatever order they were typed in.
		v.tiles[t.ID] = slices.SortedFunc(slices.Values(values), func(a, b int) int { return cmp.Compare(b, a) })
	}
}

func (v *roundFacts) checkPlayerOrder(order, names []string) {
	v.orderIndex = make([]int, len(names))
	placed := make([]bool, len(names))
	if len(order) == 0 {
		v.problems.Add("", "player_order", "missing: list the players in this round's player order")
		return
	}
	for pos, name := range order {
		field := fmt.Sprintf("player_order[%d]", pos)
		i := slices.IndexFunc(names, func(n string) bool {
			return strings.EqualFold(strings.TrimSpace(n), strings.TrimSpace(name))
		})
		switch {
		case i < 0:
			v.problems.Add("", field, "%q is not one of the players", name)
		case placed[i]:
			v.problems.Add("", field, "%q is listed twice", name)
		default:
			placed[i] = true
			v.orderIndex[i] = pos
			v.playerOrder = append(v.playerOrder, i)
		}
	}
	for i, ok := range placed {
		if !ok && strings.TrimSpace(names[i]) != "" {
			v.problems.Add(scoring.PlayerLabel(i, names[i]), "player_order", "missing from the player order")
		}
	}
}

func (v *roundFacts) checkPlayers(in RoundInput) {
	v.positions = make([]map[string]TemplePosition, len(in.Players))
	labels := roundLabels(in)
	for i, p := range in.Players {
		who := labels[i]
		// UNKNOWN: whether gold can run out (55 coins), so the players' sum is not capped.
		goldBound.Add(&v.problems, who, "gold", p.Gold)
		v.positions[i] = map[string]TemplePosition{}
		for _, name := range sortedKeys(p.Temples) {
			field := "temples." + name
			t, ok := v.resolveTemple(who, field, name)
			if !ok {
				continue
			}
			pos := p.Temples[name]
			switch {
			case t.Gold:
				v.problems.Add(who, field, `the gold temple ranks by gold held, give "gold" instead`)
				continue
			case v.tiles[t.ID] == nil && len(v.tiles) > 0:
				v.problems.Add(who, field, "no tiles are given for temple %s in \"tiles\"", t.ID)
			}
			if _, dup := v.positions[i][t.ID]; dup {
				v.problems.Add(who, field, "%s is given twice", t.Name())
				continue
			}
			// UNKNOWN: the length of the temple tracks (spaceBound is INFERRED).
			spaceBound.Add(&v.problems, who, field+".space", pos.Space)
			// Above 0 the stack decides ties; on 0 it may be left out (player order decides).
			players := scoring.Bound{Min: 1, Max: len(in.Players), Why: "one place in the stack per player"}
			if (pos.Space > 0 || pos.StackHeight != 0) && stackBound.Add(&v.problems, who, field+".stack_height", pos.StackHeight) {
				players.Add(&v.problems, who, field+".stack_height", pos.StackHeight)
			}
			v.positions[i][t.ID] = pos
		}
	}
}

func roundLabels(in RoundInput) []string {
	names := make([]string, len(in.Players))
	for i, p := range in.Players {
		names[i] = p.Name
	}
	return scoring.PlayerLabels(names)
}

// checkStacks reports stacks that cannot be: the markers on one space are stacked
// 1 (bottom) to k, each height once.
func (v *roundFacts) checkStacks(in RoundInput) {
	for _, t := range v.temples {
		stacks := map[int][]int{} // space -> player indices
		for i := range in.Players {
			pos, ok := v.positions[i][t.ID]
			validHeight := pos.StackHeight >= 1 && pos.StackHeight <= len(in.Players) // else reported already
			if ok && validHeight && pos.Space > 0 {
				stacks[pos.Space] = append(stacks[pos.Space], i)
			}
		}
		// On 0 the stack counts only when every marker there has a height (INFERRED).
		if zero := v.zeroStack(t, in); zero != nil {
			stacks[0] = zero
		}
		for _, space := range sortedKeys(stacks) {
			players := stacks[space]
			heights := make([]int, len(players))
			who := make([]string, len(players))
			for k, i := range players {
				heights[k] = v.positions[i][t.ID].StackHeight
				who[k] = fmt.Sprintf("%s %d", scoring.PlayerLabel(i, in.Players[i].Name), heights[k])
			}
			sorted := slices.Sorted(slices.Values(heights))
			for k, h := range sorted {
				if h != k+1 {
					v.problems.Add("", "temples."+t.ID, "space %d holds %s, so stack heights must be 1 to %d once each, got %s",
						space, i18n.M("%d markers", len(players)), len(players), strings.Join(who, ", "))
					break
				}
			}
		}
	}
}

// zeroStack lists the players whose markers are on 0 at temple t when each of them gave
// a valid stack height; nil when any did not, and player order ranks them.
func (v *roundFacts) zeroStack(t Temple, in RoundInput) []int {
	var out []int
	for i := range in.Players {
		pos := v.positions[i][t.ID]
		if pos.Space != 0 {
			continue
		}
		if pos.StackHeight < 1 || pos.StackHeight > len(in.Players) {
			return nil
		}
		out = append(out, i)
	}
	return out
}

func sortedKeys[K cmp.Ordered, V any](m map[K]V) []K {
	return slices.Sorted(maps.Keys(m))
}

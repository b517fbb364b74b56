package catan

import (
	"fmt"
	"strings"
)

// yield is what one roll gives each player, per resource (digest §5).
type yield [4]map[Resource]int

// production computes a roll's yield: every hex with the number, except under the robber,
// gives each settlement on its corners 1 card and each city 2.
func (s *state) production(sum int) yield {
	var out yield
	for h, t := range s.t.board.Tiles {
		if t.Number != sum || h == s.robber {
			continue
		}
		res := t.Terrain.Resource()
		for _, v := range topo.hexCorners[h] {
			o := s.owner[v]
			if o == noPlayer {
				continue
			}
			if out[o] == nil {
				out[o] = map[Resource]int{}
			}
			if s.city[v] {
				out[o][res] += 2
			} else {
				out[o][res]++
			}
		}
	}
	return out
}

func (s *state) produce(sum int) {
	prod := s.production(sum)
	totals := map[Resource]int{}
	claimants := map[Resource]int{}
	for p := range s.players() {
		s.note("%s takes %s", s.name(p), cardsText(prod[p]))
		for r, n := range prod[p] {
			totals[r] += n
			claimants[r]++
		}
	}
	for h, t := range s.t.board.Tiles {
		if t.Number == sum && h == s.robber && len(s.hexOwners(h)) > 0 {
			s.note("the robber on %s blocks its %s", HexLabel(h), t.Terrain.Resource())
		}
	}
	if len(totals) == 0 {
		return
	}
	var owed []string
	for _, r := range Resources {
		if totals[r] > 0 {
			owed = append(owed, fmt.Sprintf("%d %s", totals[r], r))
		}
	}
	// UNKNOWN (digest §5): whether one affected player takes what is left; a setting.
	rule := "nobody takes that resource"
	if s.t.settings.bankShortage == shortageSingleTake {
		rule = "nobody takes that resource, unless only one player is owed it: they take what is left"
	}
	if s.shortageSaid { // the rule is said once a session; the table knows it after that
		s.note("bank pays %s", strings.Join(owed, ", "))
		return
	}
	s.shortageSaid = true
	s.note("bank pays %s; if the bank is short of one, %s", strings.Join(owed, ", "), rule)
}

// cardsText writes "2 ore, 1 wool" in the resource order, or "nothing".
func cardsText(m map[Resource]int) string {
	var parts []string
	for _, r := range Resources {
		if m[r] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", m[r], r))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

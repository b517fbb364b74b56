package catan

import "github.com/talon-games/talon/companion/i18n"

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
		if len(prod[p]) == 0 {
			s.note(i18n.M("%s takes nothing", s.name(p))) // "Ben kap: semmi" did not read as Hungarian
		} else {
			s.note(i18n.M("%s takes %s", s.name(p), cardsText(prod[p])))
		}
		for r, n := range prod[p] {
			totals[r] += n
			claimants[r]++
		}
	}
	for h, t := range s.t.board.Tiles {
		if t.Number == sum && h == s.robber && len(s.hexOwners(h)) > 0 {
			s.note(i18n.M("the %s on %s blocks its %s", termRobber, HexLabel(h), t.Terrain.Resource().Term()))
		}
	}
	if len(totals) == 0 {
		return
	}
	owed := cardsText(totals)
	// UNKNOWN (digest §5): whether one affected player takes what is left; a setting.
	rule := i18n.M("nobody takes that resource")
	if s.t.settings.bankShortage == shortageSingleTake {
		rule = i18n.M("nobody takes that resource, unless only one player is owed it: they take what is left")
	}
	if s.shortageSaid { // the rule is said once a session; the table knows it after that
		s.note(i18n.M("bank pays %s", owed))
		return
	}
	s.shortageSaid = true
	s.note(i18n.M("bank pays %s; if the bank is short of one, %s", owed, rule))
}

package catan

import (
	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Building legality (digest §8). Each check names the rule it refuses under.

func (s *state) checkSettlement(p, v int, setup bool) error {
	if o := s.owner[v]; o != noPlayer {
		return companion.Refuse("free intersection", "%s already holds %s's %s", VertexLabel(v), s.name(int(o)), s.buildingName(v))
	}
	for _, nb := range topo.vertexNext[v] {
		if o := s.owner[nb]; o != noPlayer {
			return companion.Refuse("distance rule", "%s is next to %s's %s at %s", VertexLabel(v), s.name(int(o)), s.buildingName(nb), VertexLabel(nb))
		}
	}
	if settlements, _, _ := s.count(p); settlements >= maxSettlements {
		return companion.Refuse("piece limit", "%s has no %s left (%d on the board)", s.name(p), pieceTerm("settlement"), maxSettlements)
	}
	if !setup && !s.touchesOwnRoad(p, v) {
		return companion.Refuse("connected to own road", "none of %s's roads reaches %s", s.name(p), VertexLabel(v))
	}
	return nil
}

func (s *state) touchesOwnRoad(p, v int) bool {
	for _, e := range topo.vertexEdges[v] {
		if int(s.roads[e]) == p {
			return true
		}
	}
	return false
}

func (s *state) checkRoad(p, e int, setup bool) error {
	if o := s.roads[e]; o != noPlayer {
		return companion.Refuse("free path", "%s already has %s's road", edgeName(e), s.name(int(o)))
	}
	if _, _, roads := s.count(p); roads >= maxRoads {
		return companion.Refuse("piece limit", "%s has no %s left (%d on the board)", s.name(p), pieceTerm("road"), maxRoads)
	}
	if setup {
		a, b := topo.edges[e][0], topo.edges[e][1]
		if a != s.lastPlaced && b != s.lastPlaced {
			return companion.Refuse("road touches the new settlement", "%s does not touch the settlement just placed at %s", edgeName(e), VertexLabel(s.lastPlaced))
		}
		return nil
	}
	for _, v := range topo.edges[e] {
		if int(s.owner[v]) == p {
			return nil
		}
		if s.owner[v] == noPlayer && s.roadAtExcept(p, v, e) {
			return nil
		}
	}
	return companion.Refuse("connected road", "%s touches none of %s's buildings or roads (a road cannot continue through an opponent's building)", edgeName(e), s.name(p))
}

// roadAtExcept says whether p has a road at v other than e.
func (s *state) roadAtExcept(p, v, e int) bool {
	for _, x := range topo.vertexEdges[v] {
		if x != e && int(s.roads[x]) == p {
			return true
		}
	}
	return false
}

func (s *state) checkCity(p, v int) error {
	if int(s.owner[v]) != p || s.city[v] {
		return companion.Refuse("city on own settlement", "%s holds no settlement of %s", VertexLabel(v), s.name(p))
	}
	if _, cities, _ := s.count(p); cities >= maxCities {
		return companion.Refuse("piece limit", "%s has no %s left (%d on the board)", s.name(p), pieceTerm("city"), maxCities)
	}
	return nil
}

func (s *state) buildingName(v int) i18n.Term {
	if s.city[v] {
		return pieceTerm("city")
	}
	return pieceTerm("settlement")
}

// tradeRates is p's best bank rate per resource: 4:1, 3:1 with a generic harbor, 2:1 with
// that resource's harbor (digest §7; a city serves a harbor like a settlement).
func (s *state) tradeRates(p int) map[Resource]int {
	rates := map[Resource]int{}
	generic := false
	for _, h := range s.t.board.Harbors {
		if int(s.owner[h.Vertices[0]-1]) != p && int(s.owner[h.Vertices[1]-1]) != p {
			continue
		}
		if h.Kind == Generic {
			generic = true
		} else {
			rates[Resource(h.Kind)] = 2
		}
	}
	for _, r := range Resources {
		if rates[r] == 0 {
			rates[r] = 4
			if generic {
				rates[r] = 3
			}
		}
	}
	return rates
}

// devCardsInHand are p's development cards bought before this turn and not yet played
// or revealed as victory points.
func (s *state) devCardsInHand(p int) int {
	n := s.bought[p] - s.played[p] - s.vpCards[p]
	if p == s.current {
		n -= s.boughtThisTurn
	}
	return n
}

// cardLeft says whether a card of that kind can still be in someone's hand.
func (s *state) cardLeft(card string) bool {
	switch card {
	case "knight":
		total := 0
		for _, k := range s.knights {
			total += k
		}
		return total < knightsInDeck
	case "road-building":
		return s.progress[0] < progressInDeck
	case "year-of-plenty":
		return s.progress[1] < progressInDeck
	case "monopoly":
		return s.progress[2] < progressInDeck
	}
	return false
}

func (s *state) totalBought() int {
	n := 0
	for _, b := range s.bought {
		n += b
	}
	return n
}

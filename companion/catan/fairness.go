package catan

import (
	"cmp"
	"slices"
)

// FairnessReport summarises how evenly a board hands out production chances.
type FairnessReport struct {
	Resources []ResourcePips `json:"resources"` // in Resources order
	// Best are the five intersections with most pips; Worst the five inland intersections
	// (touching three land hexes) with fewest. Coastal corners are left out of Worst since
	// a corner on one low hex is always poor and says nothing about the layout.
	Best  []IntersectionPips `json:"best"`
	Worst []IntersectionPips `json:"worst"`
	// MaxPips is the most pips at any intersection; RedNeighbours counts touching 6/8 pairs.
	MaxPips       int `json:"max_pips"`
	RedNeighbours int `json:"red_neighbours"`
}

// ResourcePips is one resource's production chance over the whole board.
type ResourcePips struct {
	Resource Resource `json:"resource"`
	Hexes    int      `json:"hexes"`
	Numbers  []int    `json:"numbers"`
	Pips     int      `json:"pips"` // sum over its hexes of the ways (of 36) to roll the number
}

// IntersectionPips is one intersection's production chance.
type IntersectionPips struct {
	Vertex    int        `json:"vertex"` // number on the map
	Pips      int        `json:"pips"`
	Numbers   []int      `json:"numbers"`
	Resources []Resource `json:"resources"`
}

// Fairness reports pips per resource and the best and worst intersections.
func (b Board) Fairness() FairnessReport {
	var rep FairnessReport
	for _, res := range Resources {
		rp := ResourcePips{Resource: res}
		for _, t := range b.Tiles {
			if t.Terrain.Resource() == res {
				rp.Hexes++
				rp.Numbers = append(rp.Numbers, t.Number)
				rp.Pips += Pips(t.Number)
			}
		}
		slices.Sort(rp.Numbers)
		rep.Resources = append(rep.Resources, rp)
	}
	all := make([]IntersectionPips, NumVertices)
	for v := range NumVertices {
		ip := IntersectionPips{Vertex: v + 1}
		for _, h := range topo.vertexHexes[v] {
			t := b.Tiles[h]
			if t.Number == 0 {
				continue
			}
			ip.Pips += Pips(t.Number)
			ip.Numbers = append(ip.Numbers, t.Number)
			ip.Resources = append(ip.Resources, t.Terrain.Resource())
		}
		all[v] = ip
		rep.MaxPips = max(rep.MaxPips, ip.Pips)
	}
	slices.SortStableFunc(all, func(a, b IntersectionPips) int { return cmp.Compare(b.Pips, a.Pips) })
	rep.Best = slices.Clone(all[:5])
	var inland []IntersectionPips
	for _, ip := range all {
		if len(topo.vertexHexes[ip.Vertex-1]) == 3 {
			inland = append(inland, ip)
		}
	}
	slices.SortStableFunc(inland, func(a, b IntersectionPips) int {
		return cmp.Or(cmp.Compare(a.Pips, b.Pips), cmp.Compare(a.Vertex, b.Vertex))
	})
	rep.Worst = slices.Clone(inland[:5])
	for h, t := range b.Tiles {
		for _, n := range topo.hexNeighbor[h] {
			if n > h && isRed(t.Number) && isRed(b.Tiles[n].Number) {
				rep.RedNeighbours++
			}
		}
	}
	return rep
}

package scoring

import (
	"slices"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// Rules says how a game breaks ties on equal totals.
type Rules struct {
	Game string
	// TieBreaks name the Entry.TieBreaks values, in the order they are compared.
	TieBreaks []string
	// Decider, when set, names the player who won outright whatever the totals
	// (Catan: the player on whose turn the game ended). The others are ranked below.
	Decider string
}

// Rank totals, orders and places the entries. Players still equal after every
// tie-break share the place (and the win, when that place is first); the next place
// skips accordingly (1, 1, 3).
func Rank(entries []Entry, rules Rules) Result {
	res := Result{Game: rules.Game, Winners: []string{}}
	if len(entries) > 0 {
		for _, p := range entries[0].Breakdown {
			res.Categories = append(res.Categories, p.Category)
		}
	}
	order := make([]int, len(entries))
	for i := range order {
		order[i] = i
	}
	decided := func(i int) int {
		if rules.Decider != "" && strings.EqualFold(entries[i].Name, rules.Decider) {
			return 1
		}
		return 0
	}
	cmp := func(a, b int) int { // negative when a places before b
		if d := decided(b) - decided(a); d != 0 {
			return d
		}
		if d := entries[b].Total() - entries[a].Total(); d != 0 {
			return d
		}
		for k := range rules.TieBreaks {
			if d := tieValue(entries[b], k) - tieValue(entries[a], k); d != 0 {
				return d
			}
		}
		return 0
	}
	slices.SortStableFunc(order, cmp)

	ranks := make([]int, len(entries))
	for pos, i := range order {
		if pos > 0 && cmp(order[pos-1], i) == 0 {
			ranks[i] = ranks[order[pos-1]]
		} else {
			ranks[i] = pos + 1
		}
	}
	for i, e := range entries {
		res.Players = append(res.Players, PlayerResult{
			Name:      e.Name,
			Total:     e.Total(),
			Rank:      ranks[i],
			Winner:    ranks[i] == 1,
			Breakdown: Breakdown(slices.Clone(e.Breakdown)),
		})
	}
	for _, i := range order {
		if ranks[i] == 1 {
			res.Winners = append(res.Winners, entries[i].Name)
		}
	}
	if parts := tieBreakParts(entries, order, rules); len(parts) > 0 {
		res.SetTieBreak(parts...)
	}
	return res
}

func tieValue(e Entry, k int) int {
	if k < len(e.TieBreaks) {
		return e.TieBreaks[k]
	}
	return 0
}

// tieBreakText explains each group of equal totals that a tie-break separated
// or that stayed shared.
func tieBreakParts(entries []Entry, order []int, rules Rules) []i18n.Message {
	var parts []i18n.Message
	for start := 0; start < len(order); {
		end := start + 1
		first := entries[order[start]]
		sameDecider := func(e Entry) bool {
			return rules.Decider == "" || !strings.EqualFold(e.Name, rules.Decider) && !strings.EqualFold(first.Name, rules.Decider)
		}
		for end < len(order) && entries[order[end]].Total() == first.Total() && sameDecider(entries[order[end]]) {
			end++
		}
		if end-start > 1 {
			parts = append(parts, describeTie(entries, order[start:end], rules))
		}
		start = end
	}
	return parts
}

// The tie-break lines' formats, registered so a line read back from the history is
// reworded in the table's language (reword.go).
const (
	tieDecided      = "%s tied on %d, decided by %v (%s)"
	tieShared       = "%s tied on %d and share the place"
	tieSharedBroken = "%s tied on %d and on %v, and share the place"
)

func init() {
	registerStored(tieDecided, argText, argNumber, argKeys, argValues)
	registerStored(tieShared, argText, argNumber)
	registerStored(tieSharedBroken, argText, argNumber, argKeys)
}

func describeTie(entries []Entry, group []int, rules Rules) i18n.Message {
	names := make([]string, len(group))
	for i, g := range group {
		names[i] = entries[g].Name
	}
	total := entries[group[0]].Total()
	for k, name := range rules.TieBreaks {
		vals := make(tieValues, len(group))
		differs := false
		for i, g := range group {
			vals[i] = tieValue(entries[g], k)
			if tieValue(entries[g], k) != tieValue(entries[group[0]], k) {
				differs = true
			}
		}
		if differs {
			return i18n.M("%s tied on %d, decided by %v (%s)", strings.Join(names, ", "), total, keyMessage(name), vals)
		}
	}
	if len(rules.TieBreaks) == 0 {
		return i18n.M("%s tied on %d and share the place", strings.Join(names, ", "), total)
	}
	return i18n.M("%s tied on %d and on %v, and share the place", strings.Join(names, ", "), total, keyList(rules.TieBreaks))
}

// tieValues are the tied players' values of the deciding tie-break, printed joined by
// the language's " vs " (English numbers without separators, as talon always wrote them).
type tieValues []int

func (v tieValues) Local(p *i18n.Printer) string {
	out := make([]string, len(v))
	for i, n := range v {
		out[i] = strconv.Itoa(n)
	}
	return strings.Join(out, p.Sprintf(" vs "))
}

// keyList is a list of catalog keys (tie-break names) printed joined by commas in the
// table's language.
type keyList []string

func (l keyList) Local(p *i18n.Printer) string {
	out := make([]string, len(l))
	for i, k := range l {
		out[i] = keyMessage(k).Local(p)
	}
	return strings.Join(out, ", ")
}

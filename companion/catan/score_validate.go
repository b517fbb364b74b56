package catan

import (
	"fmt"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// validate finds every problem with the input and, when there is none, returns the
// index of the player on whose turn the game ended.
func validate(in Input) (int, scoring.Problems) {
	var ps scoring.Problems
	scoring.CheckPlayerCount("base Catan", len(in.Players), minPlayers, maxPlayers, &ps)
	labels := scoring.PlayerLabels(names(in.Players))
	scoring.CheckNames(names(in.Players), &ps)
	for i, p := range in.Players {
		checkCounts(labels[i], p, &ps)
	}
	checkShared(in.Players, &ps)
	winner := findWinner(in, &ps)
	// The end-of-game checks add up points, which mean nothing while anything else is wrong.
	if len(ps) == 0 {
		if winner < 0 {
			winner = inferWinner(in.Players, &ps)
		}
		if winner >= 0 {
			checkEnd(in.Players, winner, &ps)
		}
	}
	if len(ps) > 0 {
		return -1, ps
	}
	return winner, nil
}

// label names a player in a problem: their name, or their seat when it is missing.
func label(p PlayerInput, i int) string { return scoring.PlayerLabel(i, p.Name) }

func names(players []PlayerInput) []string {
	out := make([]string, len(players))
	for i, p := range players {
		out[i] = p.Name
	}
	return out
}

// checkCounts checks one player's counts against the piece limits.
func checkCounts(who string, p PlayerInput, ps *scoring.Problems) {
	ok := true
	for _, c := range countBounds {
		ok = c.bound.Add(ps, who, c.key, p.held(c.key)) && ok
	}
	if ok && p.Settlements+p.Cities < minBuildings {
		ps.Add(who, "cities", "%d settlements and %d cities; every player keeps the %d settlements of the set-up (as settlements or cities)",
			p.Settlements, p.Cities, minBuildings)
	}
}

// checkShared checks what the players share: one card of each award, 5 VP cards in all.
func checkShared(players []PlayerInput, ps *scoring.Problems) {
	award := func(field string, card i18n.Term, holds func(PlayerInput) bool) {
		var holders []string
		for i, p := range players {
			if holds(p) {
				holders = append(holders, label(p, i))
			}
		}
		if len(holders) > 1 {
			ps.Add("", field, "claimed by %s; there is only one %s card", and(holders), card)
		}
	}
	award("longest_road", termLongestRoad, func(p PlayerInput) bool { return p.LongestRoad })
	award("largest_army", termLargestArmy, func(p PlayerInput) bool { return p.LargestArmy })

	total := 0
	var held []string
	for i, p := range players {
		if p.VPCards > vpCardsInDeck {
			return // already a problem of that player
		}
		if p.VPCards > 0 {
			total += p.VPCards
			held = append(held, fmt.Sprintf("%s %d", label(p, i), p.VPCards))
		}
	}
	if total > vpCardsInDeck {
		ps.Add("", "vp_cards", "%d in all (%s), but the deck has only %d", total, strings.Join(held, ", "), vpCardsInDeck)
	}
}

// findWinner resolves ended_on_turn_of to a player index, -1 when it is empty or
// matches nobody (a problem).
func findWinner(in Input, ps *scoring.Problems) int {
	want := strings.TrimSpace(in.EndedOnTurnOf)
	if want == "" {
		return -1
	}
	var names []string
	for i, p := range in.Players {
		if strings.EqualFold(strings.TrimSpace(p.Name), want) {
			return i
		}
		names = append(names, label(p, i))
	}
	ps.Add("", "ended_on_turn_of", "%q is not one of the players (%s)%v", want, strings.Join(names, ", "),
		scoring.DidYouMeanMessage(scoring.Suggest(want, names)))
	return -1
}

// inferWinner picks the only player with 10 or more points when ended_on_turn_of is
// empty: whoever ended the game had 10, so nobody else can have.
func inferWinner(players []PlayerInput, ps *scoring.Problems) int {
	var at10 []int
	var names []string
	for i, p := range players {
		if p.points() >= pointsToWin {
			at10 = append(at10, i)
			names = append(names, fmt.Sprintf("%s (%d)", label(p, i), p.points()))
		}
	}
	switch len(at10) {
	case 1:
		return at10[0]
	case 0:
		ps.Add("", "ended_on_turn_of", "nobody has %d points, so the game has not ended", pointsToWin)
	default:
		ps.Add("", "ended_on_turn_of", "missing: %s have %d or more, so say on whose turn the game ended", and(names), pointsToWin)
	}
	return -1
}

// checkEnd checks the points against how the game ends (digest §11): the winner reached
// 10 on their own turn; anyone else can be at 10 only through Longest Road.
func checkEnd(players []PlayerInput, winner int, ps *scoring.Problems) {
	w := players[winner]
	name := label(w, winner)
	switch pts := w.points(); {
	case pts < pointsToWin:
		ps.Add("", "ended_on_turn_of", "%s has %d points; the game ends only when the player whose turn it is reaches %d", name, pts, pointsToWin)
	case pts > maxWinnerPoints:
		ps.Add(name, "points", "%d, but the game ends the moment the player whose turn it is reaches %d, and one action adds at most 3 points, so at most %d: check the counts",
			pts, pointsToWin, maxWinnerPoints)
	}
	for i, p := range players {
		if i == winner {
			continue
		}
		if wouldHaveWonOnOwnTurn(p.points(), p.LongestRoad) {
			without := p.points() - awardPoints*boolCount(p.LongestRoad)
			ps.Add(label(p, i), "points", "%d without %s: %s would have won on their own turn at %d (only %s can pass to a player on someone else's turn); if they did, set ended_on_turn_of to them",
				without, termLongestRoad, label(p, i), pointsToWin, termLongestRoad)
		}
	}
}

// and joins names for the table to read: "Ann and Ben" ("Ann és Ben").
func and(names []string) any {
	if len(names) == 0 {
		return ""
	}
	var out any = names[0]
	for _, n := range names[1:] {
		out = i18n.M("%s and %s", out, n)
	}
	return out
}

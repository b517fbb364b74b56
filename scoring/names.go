package scoring

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	playernames "github.com/talon-games/talon/companion/names"
)

// PlayerLabel names a player in problems: the name without surrounding space, or the
// seat ("player 2" for i = 1) when the name is empty.
func PlayerLabel(i int, name string) string {
	if name = strings.TrimSpace(name); name != "" {
		if strings.IndexFunc(name, func(r rune) bool { return !unicode.IsPrint(r) }) >= 0 {
			return strconv.Quote(name) // never a control character on the terminal
		}
		return name
	}
	return "player " + strconv.Itoa(i+1) // a label in data (--json, problems): English
}

// PlayerLabels is the one way problems name the players: PlayerLabel, and for a name
// an earlier player already has, the name and the seat ("Ann (player 3)"), so that each
// label points at one player.
func PlayerLabels(names []string) []string {
	labels := make([]string, len(names))
	for i, first := range FirstSameName(names) {
		labels[i] = PlayerLabel(i, names[i])
		if first >= 0 && first < i {
			labels[i] += fmt.Sprintf(" (player %d)", i+1)
		}
	}
	return labels
}

// FirstSameName gives, for each seat, the seat of the first player whose name is the
// same ignoring case, accents and surrounding space (names.MatchKey): its own seat for
// the first holder of a name, an earlier seat for a duplicate, and -1 for an empty name.
// "Anna" and "Ánna" at one table would be two players here and one player in every
// history an import reaches, so they are refused as `talon new` refuses them.
func FirstSameName(names []string) []int {
	first := make([]int, len(names))
	seen := map[string]int{}
	for i, name := range names {
		key := playernames.MatchKey(strings.TrimSpace(name))
		if key == "" {
			first[i] = -1
			continue
		}
		if j, ok := seen[key]; ok {
			first[i] = j
			continue
		}
		seen[key] = i
		first[i] = i
	}
	return first
}

// CheckNames records the one wording of the name problems: a missing name, and a name
// an earlier player already has (compared ignoring case, accents and surrounding space).
func CheckNames(names []string, ps *Problems) {
	labels := PlayerLabels(names)
	for i, first := range FirstSameName(names) {
		switch {
		case first < 0:
			ps.Add(labels[i], "name", "missing")
		case first < i:
			ps.Add(labels[i], "name", "same name as player %s (%q), ignoring case and accents", strconv.Itoa(first+1), strings.TrimSpace(names[first]))
		}
	}
}

// CheckPlayerCount records the one wording of a wrong player count.
func CheckPlayerCount(game string, n, least, most int, ps *Problems) {
	if n < least || n > most {
		ps.Add("", "players", "%s is for %d to %d players, got %d", game, least, most, n)
	}
}

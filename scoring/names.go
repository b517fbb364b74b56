package scoring

import (
	"fmt"
	"strings"
)

// PlayerLabel names a player in problems: the name without surrounding space, or the
// seat ("player 2" for i = 1) when the name is empty.
func PlayerLabel(i int, name string) string {
	if name = strings.TrimSpace(name); name != "" {
		return name
	}
	return fmt.Sprintf("player %d", i+1)
}

// FirstSameName gives, for each seat, the seat of the first player whose name is the
// same ignoring case and surrounding space: its own seat for the first holder of a name,
// an earlier seat for a duplicate, and -1 for an empty name. Each scorer words the
// "missing" and "same name" problems its own way from that.
func FirstSameName(names []string) []int {
	first := make([]int, len(names))
	seen := map[string]int{}
	for i, name := range names {
		key := strings.ToLower(strings.TrimSpace(name))
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

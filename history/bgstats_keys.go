package history

import (
	"github.com/talon-games/talon/companion/names"
)

// checkBGStatsKeys refuses a BG Stats file whose players, locations or games list one
// id, or one uuid, twice: plays name players, places and games by id, and talon
// remembers players by uuid, so either would give a play to the wrong entry (Ben with
// Ann's score) or join two people. The line names the key and both entries.
func checkBGStatsKeys(f BGStatsFile) error {
	players, locations, games := listKeys{list: "players"}, listKeys{list: "locations"}, listKeys{list: "games"}
	for _, p := range f.Players {
		players.add(p.ID, p.UUID, p.Name)
	}
	for _, l := range f.Locations {
		locations.add(l.ID, l.UUID, l.Name)
	}
	for _, g := range f.Games {
		games.add(g.ID, g.UUID, g.Name)
	}
	for _, k := range []listKeys{players, locations, games} {
		if err := k.distinct(); err != nil {
			return err
		}
	}
	return nil
}

// listKeys are the ids, uuids and names of one list's entries, in the file's order.
type listKeys struct {
	list  string
	ids   []int
	uuids []string
	names []string
}

func (k *listKeys) add(id int, uuid, name string) {
	k.ids, k.uuids, k.names = append(k.ids, id), append(k.uuids, uuid), append(k.names, name)
}

// distinct refuses the first id or (non-empty) uuid that an earlier entry has.
func (k listKeys) distinct() error {
	byID, byUUID := map[int]int{}, map[string]int{}
	twice := func(key, value string, first, n int) error {
		return badFile("%s: %s %s is listed twice: number %s (%s) and number %s (%s)", k.list, key, value,
			digits(first+1), names.Visible(k.names[first]), digits(n+1), names.Visible(k.names[n]))
	}
	for n, id := range k.ids {
		if first, ok := byID[id]; ok {
			return twice("id", digits(id), first, n)
		}
		byID[id] = n
		if u := k.uuids[n]; u != "" {
			if first, ok := byUUID[u]; ok {
				return twice("uuid", names.Visible(u), first, n)
			}
			byUUID[u] = n
		}
	}
	return nil
}

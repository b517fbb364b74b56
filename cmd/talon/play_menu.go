package main

import (
	"slices"
	"strings"

	"github.com/talon-games/talon/companion"
)

// menuItem is one entry of play's action menu: the choice as `talon do` writes it and
// its help, on one line of at most width columns (a list item that wraps breaks the
// list's redrawing). When that is wider, the placeholders go first (the table needs
// "discard — egy játékos visszaadja lapjai felét" more than "JÁTÉKOS DARAB"); a help
// still too long is cut between words. Whatever was left out is shown whole, wrapped,
// under the list while the entry is highlighted (More). The answer line names only the
// verb: the help was read in the list.
func menuItem(c companion.Choice, width int) Item { return menuItemAs(c, knownAs{}, width) }

// menuItemAs is menuItem with the players in the usage named as the history knows them.
func menuItemAs(c companion.Choice, k knownAs, width int) Item {
	it := Item{Names: []string{c.Verb}, Echo: c.Verb}
	full := k.text(c.Usage()) + "  — " + c.Help
	if displayWidth(full) <= width {
		it.Text = full
		return it
	}
	it.Text, it.More = cutWords(c.Verb+"  — "+c.Help, width), full
	return it
}

// cutWords cuts s to at most width columns between two words, ending in "…" when it
// was cut; a first word longer than the line is cut where the line ends.
func cutWords(s string, width int) string {
	if displayWidth(s) <= width || width < 2 {
		return s
	}
	head, _ := cutColumns(s, width-1)
	if sp := strings.LastIndex(head, " "); sp > 0 {
		return strings.TrimRight(head[:sp], " —") + " …"
	}
	return head + "…"
}

// termNames are the names of what a choice's arguments offer now, except the players
// (every entry takes a player): a role or building typed at the action menu ("ép" for
// Építész) leaves the entries that take it.
func termNames(c companion.Choice, players []companion.Player) []string {
	var out []string
	for _, a := range c.Args {
		for _, o := range a.Options {
			if !slices.ContainsFunc(players, func(p companion.Player) bool { return companion.Fold(p.Name) == companion.Fold(o.Value) }) {
				out = append(out, o.Display())
			}
		}
	}
	return out
}

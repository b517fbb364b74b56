package genoa

import "github.com/talon-games/talon/companion/i18n"

// What `start` says when it cannot read the space on the rolled cell (grammar.go).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"%v; the rolled cell (blue %d, red %d) is the market: start %s":                               "%v; a dobott mező (kék %d, piros %d) a piac: start %s",
		"%v; the rolled cell (blue %d, red %d) is a street: start %s":                                 "%v; a dobott mező (kék %d, piros %d) utca: start %s",
		"%v; on the rolled cell (blue %d, red %d): type the building there, or start %s for a street": "%v; a dobott mezőn (kék %d, piros %d) álló épületet írd be, utcánál ezt: start %s",
	})
}

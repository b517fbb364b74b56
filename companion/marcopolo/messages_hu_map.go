package marcopolo

import "github.com/talon-games/talon/companion/i18n"

// Hungarian texts of the map's drawing (maptext.go): the camel mark is the first letter
// of "teve"; the seed says a route's extra cost "további 8 tevébe kerül".
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"%dc":         "%dt",
		mapCostLegend: "3t, 5$: az út további 3 tevébe, 5 érmébe kerül; oA–oJ: oázisok",
		mapPostLegend: "[1.3 ]: az 1. és a 3. játékosnak van ott kereskedő állomása",
		"figures:":    "bábuk:",
		"none":        "nincs", // an empty dice list (Genoa's catalog has the same)
	})
}

package main

import (
	"strings"
)

// genoaDrawing are the words of the board drawing, which stays in the board's own
// abbreviations and coordinate names in every language.
var genoaDrawing = strings.Fields("blue red1 red2 red3 red4 red5 red6 red7 red8 Colini Palace Park Monetti CoachHs GuildHl " +
	"CityHall Harbor PostOff MARKET Cathedrl Spices Tavern Ricci Drinks Inn Metals Fabric Zasteri CityHa")

// Genoa's screens in the pseudo language (issue 16): every word goes through the
// catalog but the table's data (names, the drawing, ids typed back).
func init() {
	board := []string{"genoa", "board", "import", genoaFixture}
	game := []string{"new", "genoa", "--players", "Ann,Ben,Cid", "--option", "first=Ann", "--option", "ledger=on", "--data", "board=" + genoaFixture}
	data := append([]string{"Ann", "Ben", "Cid", "fixture", "talon", "genoa", "board", "names", "json", "svg", "st", "A", "B", "C"}, genoaDrawing...)
	i18nScreens = append(i18nScreens,
		i18nScreen{name: "genoa board show", setup: [][]string{board}, args: []string{"genoa", "board", "show"}, data: data},
		i18nScreen{name: "genoa names show", args: []string{"genoa", "names", "show"}, data: append(data, genoaNameWords()...)},
		i18nScreen{name: "genoa names of a kind", args: []string{"genoa", "names", "show", "tile"}, data: append(data, genoaNameWords()...)},
		i18nScreen{name: "genoa refusal", setup: [][]string{game, {"do", "roll", "4,4"}}, args: []string{"do", "move", "palace"}, data: data},
		i18nScreen{name: "genoa bad board", args: []string{"genoa", "board", "import", "../../companion/genoa/testdata/three_player_game.txtar"},
			data: append(data, "line", "txtar", "companion", "testdata", "three_player_game", "setup", "actions", "roll", "move", "guild_hall")},
	)
}

// genoaNameWords are the names the names table lists (they are the data it shows).
func genoaNameWords() []string {
	return strings.Fields(`building commodity tile card space guild_hall city_hall post_office cathedral palace park coach_house harbor inn tavern
		drinks_warehouse metals_warehouse fabric_warehouse spices_warehouse villa_colini villa_monetti villa_ricci villa_zasteri
		Guild Hall City Post Office Cathedral Palace Park Coach House Harbor Harbour Inn Tavern Drinks Metals Fabric Spices warehouse
		Villa Colini Collini Monetti Ricci Zasteri Gildehalle Rathaus Poststation Kathedrale Kutscherei Hafen Trattoria Taverne
		Getreidelager Metalllager Tuchlager Gewürzlager Céhház Városháza Postahivatal Katedrális Palota Kocsiszín Kikötő Fogadó Kocsma
		Fűszer raktár UNKNOWN pepper saffron silver copper linen silk ale wine beer Pfeffer Safran Silber Kupfer Leinen Seide Bier Wein
		bors sáfrány ezüst réz vászon selyem sör bor Starting space start Trade Commodity of your choice any commodity Building action
		Extra extra startmező kereskedés választható árucikk épület akció Contract Contracts Message Messages Large order orders
		Small szerződés üzenet nagy megrendelés kis Market Markt Piac marketplace street Straße utca st alley`)
}

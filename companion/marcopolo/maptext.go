package marcopolo

import (
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// mapTemplate is the board drawn in 80 columns, roughly as printed: every location, every
// route with its extra cost (c camels, $ coins). A {XX..} field shows the seats (1–4)
// with a trading post there; oA … oJ are the oases.
const mapTemplate = `
 Moscow{MO..}-3c-Anxi{AN..}-2c-Karakorum{KK..}--oB--5$--oC------+
   |                                            |                |
   oA                                           oD---3c----Beijing{BJ..}--+
   |                                            |              |          |
 Venezia-----3c------oE--Samarcanda{SA..}       Lan-Zhou{LZ..} Xian{XI..} oJ
   |                 |       |                  |              |          |
   |                 |      2c                 2c              oH        4c
   |                 |       |                  |             /|          |
   |                 |       oF------4c------Kashgar{KA..}   / |   Sumatra{SU..}
   |                 |                                      / 4c          |
 Alexandria{AL..}-7$-oG-3c-Ormuz{OR..}-3c-Karachi{KC..}----+   |         10$
   |                                                           |          |
   oI-2c-Adana{AD..}----------------15$--------------------Kochi{KO..}-----+
`

var mapFields = map[string]string{
	"MO": Moscow, "AN": Anxi, "KK": Karakorum, "BJ": Beijing, "SA": Samarcanda, "LZ": LanZhou,
	"XI": Xian, "KA": Kashgar, "SU": Sumatra, "AL": Alexandria, "OR": Ormuz, "KC": Karachi,
	"AD": Adana, "KO": Kochi,
}

// MapText draws the map with the trading posts (seat numbers) and where the figures stand.
func MapText(st *State) string { return LocalMapText(i18n.NewPrinter(i18n.English), st) }

// LocalMapText is the map with its legend in p's language (the map's own labels are
// the places' names as the board prints them).
func LocalMapText(p *i18n.Printer, st *State) string {
	out := mapTemplate[1:]
	for field, city := range mapFields {
		out = strings.Replace(out, "{"+field+"..}", postMarks(st, MustLoc(city)), 1)
	}
	var figs []string
	for seat, pl := range st.Players {
		for i, f := range pl.Figures {
			who := strconv.Itoa(seat+1) + " " + pl.Name
			if len(pl.Figures) > 1 {
				who += "/" + strconv.Itoa(i+1)
			}
			figs = append(figs, p.Sprintf("%s at %s", who, f))
		}
	}
	return out + wrap(p.Sprintf("[1.3 ]: seats 1 and 3 have a post; figures: %s", strings.Join(figs, ", ")), 79)
}

// postMarks is "[1.3 ]": a seat's number where it has a trading post, '.' where not,
// always 6 columns wide so the drawing keeps its shape.
func postMarks(st *State, l Loc) string {
	b := []byte("[    ]")
	for seat := range st.Players {
		b[1+seat] = '.'
		if st.Players[seat].HasPost(l) {
			b[1+seat] = byte('1' + seat)
		}
	}
	return string(b)
}

// wrap breaks text into lines of at most width columns at spaces.
func wrap(text string, width int) string {
	var b strings.Builder
	line := 0
	for i, w := range strings.Fields(text) {
		if i > 0 && line+1+len([]rune(w)) > width {
			b.WriteString("\n")
			line = 0
		} else if i > 0 {
			b.WriteString(" ")
			line++
		}
		b.WriteString(w)
		line += len([]rune(w))
	}
	return b.String() + "\n"
}

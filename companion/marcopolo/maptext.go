package marcopolo

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/talon-games/talon/companion/i18n"
)

// mapTemplate is the board drawn in 80 columns, roughly as printed: every location, every
// route with its extra cost (3c: camels, 5$: coins). Each city is a field {KEY___}: the
// whole field, braces included, is the room its label has — the city's name in the
// table's language and, where a trading post may stand, its seat marks ("[1.3 ]"). A
// shorter label is padded with the route's '-' when a route leaves the field to the
// right, else with spaces, so the drawing keeps its shape in every language. The fields
// are as wide as the longest English, Hungarian or German label (maptext_test.go checks
// it). oA … oJ are the oases.
const mapTemplate = `
 {MO_________}-3c-{AN______}-2c-{KK___________}-oB--5$--oC------+
   |                                            |                |
   oA                                           oD---3c----{BJ_________}--+
   |                                            |              |          |
 {VE___}-----3c------oE--{SA____________}       {LZ__________} {XI______} oJ
   |                 |       |                  |              |          |
   |                 |      2c                 2c              oH        4c
   |                 |       |                  |             /|          |
   |                 |       oF------4c------{KA__________}  / |   {SU_________}
   |                 |                                      / 4c          |
 {AL____________}-7$-oG-3c-{OR________}-3c-{KC___________}-+   |         10$
   |                                                           |          |
   oI-2c-{AD_______}----------------15$--------------------{KO_______}-----+
`

// mapFields names the city each field of mapTemplate shows.
var mapFields = map[string]string{
	"MO": Moscow, "AN": Anxi, "KK": Karakorum, "BJ": Beijing, "VE": Venezia, "SA": Samarcanda,
	"LZ": LanZhou, "XI": Xian, "KA": Kashgar, "SU": Sumatra, "AL": Alexandria, "OR": Ormuz,
	"KC": Karachi, "AD": Adana, "KO": Kochi,
}

// mapCostLegend and mapPostLegend explain the drawing's marks; the Hungarian writes the
// camel mark as %dc prints it there.
const (
	mapCostLegend = "3c, 5$: the route costs 3 camels, 5 coins more; oA–oJ: oases"
	mapPostLegend = "[1.3 ]: seats 1 and 3 have a trading post there"
)

var (
	mapFieldRE = regexp.MustCompile(`\{([A-Z]{2})_*\}`)
	mapCamelRE = regexp.MustCompile(`([0-9]+)c`)
)

// MapText draws the map with the trading posts (seat numbers) and where the figures stand.
func MapText(st *State) string { return LocalMapText(i18n.NewPrinter(i18n.English), st) }

// LocalMapText is the map in p's language: the cities by the names on that edition's
// components (English where the edition's name is not known), the camel mark and the
// legend in its words.
func LocalMapText(p *i18n.Printer, st *State) string {
	lines := strings.Split(mapTemplate[1:len(mapTemplate)-1], "\n")
	for i, line := range lines {
		line = mapCamelRE.ReplaceAllStringFunc(line, func(cost string) string {
			n, _ := strconv.Atoi(cost[:len(cost)-1]) // the template's own digits
			return p.Sprintf("%dc", n)
		})
		lines[i] = strings.TrimRight(fillMapFields(line, func(key string) string {
			return mapLabel(p, st, MustLoc(mapFields[key]))
		}), " ")
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
	return strings.Join(lines, "\n") + "\n" +
		wrap(p.Sprintf(mapCostLegend), 79) + wrap(p.Sprintf(mapPostLegend), 79) +
		wrapItems(p.Sprintf("figures:"), figs, 79)
}

// wrapItems writes a labelled list in lines of at most width columns, breaking only
// between items ("2 Ben at Venezia" is never cut), the further lines indented.
func wrapItems(label string, items []string, width int) string {
	var b strings.Builder
	line := label
	for i, item := range items {
		sep := " "
		if i > 0 {
			sep = ", "
		}
		if i > 0 && utf8.RuneCountInString(line+sep+item) > width {
			b.WriteString(line + ",\n")
			line, sep = "  ", ""
		}
		line += sep + item
	}
	return b.String() + line + "\n"
}

// fillMapFields writes each field's label into its room on one line of the drawing.
func fillMapFields(line string, label func(key string) string) string {
	return mapFieldRE.ReplaceAllStringFunc(line, func(field string) string {
		return padField(label(field[1:3]), len(field), line[strings.Index(line, field)+len(field):])
	})
}

// padField pads a label to width columns: with '-' when a route goes on to the right
// (after is the rest of the line), else with spaces. A label wider than its room is
// kept whole (the line grows) rather than cut.
func padField(label string, width int, after string) string {
	fill := " "
	if strings.HasPrefix(after, "-") || strings.HasPrefix(after, "+") {
		fill = "-"
	}
	if n := width - len([]rune(label)); n > 0 {
		return label + strings.Repeat(fill, n)
	}
	return label
}

// mapLabel is a city's name in p's language with its seat marks where a post may stand.
func mapLabel(p *i18n.Printer, st *State, l Loc) string {
	if !l.TakesPost() {
		return l.Local(p)
	}
	return l.Local(p) + postMarks(st, l)
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

package neptun

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/talon-games/talon/companion/i18n"
)

// DataTemplate is the digest's §13 data file with every UNKNOWN left open, for
// `talon neptun data template`: what the digest knows is filled in (with its mark),
// everything else is open. It parses as it is. Its comments are written by p in the
// table's language (nil: English); the entries, keys and values are the file format the
// parser reads, the same in every language.
func DataTemplate(p *i18n.Printer) string {
	if p == nil {
		p = i18n.NewPrinter(i18n.English)
	}
	t := &templateWriter{p: p}
	t.comment(templateIntro, "talon neptun data show", "talon new neptun")
	t.line("game: neptun", "")
	t.line("wind_track: {min: UNKNOWN, max: UNKNOWN}", "")
	t.comment(i18n.Key("forecast sum -> wind, e.g. {-2: 3, -1: 4, 0: 5, +1: 6, +2: 7}; while UNKNOWN talon proposes\n5 + sum and the table confirms or corrects each new wind."))
	t.line("wind_by_forecast: UNKNOWN", "")
	t.line("regions:", i18n.Key("the 5 regional temples; the gold temple is always there"))
	t.line("  - {id: hispania, colour: UNKNOWN}", i18n.Key("SEED name"))
	t.line("  - {id: graecia, colour: UNKNOWN}", i18n.Key("SEED name"))
	t.line("  - {id: yellow, colour: yellow}", i18n.Key("SEED colour (Alexandria); rename to the region's name"))
	t.line("  - {id: UNKNOWN, colour: UNKNOWN}", "")
	t.line("  - {id: UNKNOWN, colour: UNKNOWN}", "")
	t.line("cities:", i18n.Key("add every harbour of your board"))
	t.line("  - {id: crete, region: none, start: true}", i18n.Key("SEED"))
	t.line("  - {id: saguntum, region: hispania}", i18n.Key("SEED"))
	t.line("  - {id: alexandria, region: yellow}", i18n.Key("SEED (yellow temple)"))
	for _, c := range []string{"tyros", "leptis_magna", "carthago", "pergamum"} {
		t.line("  - {id: "+c+", region: UNKNOWN}", i18n.Key("SEED name"))
	}
	t.line("  - {id: malaca, region: UNKNOWN}", i18n.Key("SOURCE S9"))
	t.line("  - {id: antiochia, region: UNKNOWN}", i18n.Key("SOURCE S9"))
	t.line("routes:", i18n.Key("15 coastal slots K01..K15, 4 long-distance slots L01..L04 (SEED counts)"))
	for i := 1; i <= CoastalSlots; i++ {
		t.line(fmt.Sprintf("  - {slot: K%02d, kind: coastal, a: UNKNOWN, b: UNKNOWN}", i), "")
	}
	for i := 1; i <= LongSlots; i++ {
		t.line(fmt.Sprintf("  - {slot: L%02d, kind: long, a: UNKNOWN, b: UNKNOWN}", i), "")
	}
	t.line("distance_tokens:", "")
	t.line("  coastal: UNKNOWN", i18n.Key("15 values, each 3..8 (SEED), e.g. [3, 3, 4, ...]"))
	t.line("  long: UNKNOWN", i18n.Key("4 values, each 11..13 (SEED)"))
	t.line("city_cards:", i18n.Key("30 cards (SEED); a reward is {gold: N} or {temple: N}"))
	t.comment(i18n.Key("with the city of all 30 cards filled in (rewards may stay UNKNOWN), talon counts each city's copies"))
	for i := 1; i <= CityCardCount; i++ {
		switch i {
		case 1:
			t.line("  - {id: CC01, city: saguntum, rewards: {grape: UNKNOWN, olive: {temple: 3}, honey: UNKNOWN, grain: UNKNOWN, salt: UNKNOWN}}", i18n.Key("SEED example"))
		case 2:
			t.line("  - {id: CC02, city: alexandria, rewards: {grape: {temple: 2}, olive: UNKNOWN, honey: UNKNOWN, grain: UNKNOWN, salt: UNKNOWN}}", i18n.Key("SEED example"))
		default:
			t.line(fmt.Sprintf("  - {id: CC%02d, city: UNKNOWN, rewards: UNKNOWN}", i), "")
		}
	}
	t.line("goods_cards: UNKNOWN", i18n.Key("e.g. {grape: 6, olive: 6, honey: 6, grain: 6, salt: 6}; 30 in all (SEED);\nwhile UNKNOWN talon counts 6 of each (INFERRED: 30 cards, 5 goods)"))
	t.line("oar_cards: UNKNOWN", i18n.Key("50 cards (SEED), one a line:  - {wind: +1, oar: 4}"))
	t.line("starting_oar_cards: UNKNOWN", i18n.Key("each player's 2 starting cards: - {wind: 0, oar: 3}"))
	t.line("oar_track: {min: UNKNOWN, max: UNKNOWN}", "")
	t.line("point_tiles:", i18n.Key("best first; A = round 1 (1 tile), B = round 2 (2), C = round 3 (3)"))
	for _, temple := range []string{"hispania", "graecia", "yellow", "UNKNOWN", "UNKNOWN", "gold"} {
		t.line("  - {temple: "+temple+", A: [UNKNOWN], B: [UNKNOWN, UNKNOWN], C: [UNKNOWN, UNKNOWN, UNKNOWN]}", "")
	}
	t.line("bonus_tiles: UNKNOWN", i18n.Key("15 values (SEED)"))
	return t.b.String()
}

// templateIntro heads the template: what the file is for, what each part unlocks.
const templateIntro = `Neptun: the table's data file. Fill in what your own box shows and leave
UNKNOWN wherever you do not know; a partly filled file is fine. Each filled part unlocks
what depends on it (see ` + "`%s`" + `):
  distance_tokens -> talon deals the tokens at setup; with routes -> sailing distances
  oar_cards       -> entered oar cards are checked against the box
  city_cards      -> a contract's reward is looked up and checked; each city's copies counted
  wind_by_forecast -> the next wind is computed, not confirmed by the table
  point_tiles, bonus_tiles -> scoring needs no tile values typed in
Fixed by the rulebook, not set here: 3-5 players, 5 gold each, 55 coins, wind starts at 5,
goods grape, olive, honey, grain, salt. House rules are options of ` + "`%s`" + `.
Marks: SEED = the rulebook, SOURCE = a review, INFERRED = talon's reading.`

// The columns where a comment after an entry starts, when the entry leaves room for it:
// after a top-level entry, and after a list item.
const (
	templateCommentColumn = 30
	templateItemColumn    = 43
)

// templateWriter writes the template's lines: entries as the parser reads them, and
// comments (catalog keys) in the printer's language.
type templateWriter struct {
	b strings.Builder
	p *i18n.Printer
}

// templateWidth is the width the template's lines keep to, as every screen of talon
// does: the template is often read where it is printed, before it goes to a file. Only
// entries too long to break (the example city cards, the point tiles) are wider.
const templateWidth = 80

// templateMinComment is the narrowest room beside an entry a comment is written in;
// with less, it goes on a line of its own before the entry.
const templateMinComment = 12

// comment writes whole comment lines: the text of key (formatted with args) after
// "# ", its paragraphs wrapped within templateWidth. A line of the text that begins
// with spaces (a list of "key -> what it unlocks") starts a line of its own and goes
// on under its first word.
func (t *templateWriter) comment(key string, args ...any) {
	for _, para := range paragraphs(t.p.Sprintf(key, args...)) {
		indent := len(para) - len(strings.TrimLeft(para, " "))
		hang := indent
		if indent > 0 {
			hang = indent + 2
		}
		for i, part := range wrapWords(strings.TrimLeft(para, " "), templateWidth-2-hang) {
			lead := hang
			if i == 0 {
				lead = indent
			}
			t.b.WriteString(strings.TrimRight("# "+strings.Repeat(" ", lead)+part, " ") + "\n")
		}
	}
}

// paragraphs joins the lines of a text that go on one another (neither begins with a
// space) into one line each, to be wrapped anew at the template's width.
func paragraphs(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if n := len(out); n > 0 && l != "" && l[0] != ' ' && out[n-1] != "" && out[n-1][0] != ' ' {
			out[n-1] += " " + l
			continue
		}
		out = append(out, l)
	}
	return out
}

// line writes an entry, with the text of key as its comment ("" for none); a comment
// of several lines, or one too long for the line, continues on lines of its own, under
// the first.
func (t *templateWriter) line(entry, key string) {
	if key == "" {
		t.b.WriteString(entry + "\n")
		return
	}
	column := templateCommentColumn
	if strings.HasPrefix(entry, "  - ") {
		column = templateItemColumn
	}
	if utf8.RuneCountInString(entry)+4 > templateWidth-templateMinComment {
		// No room beside it: the comment goes on the lines before the entry, indented
		// as the entry is.
		indent := len(entry) - len(strings.TrimLeft(entry, " "))
		for _, l := range paragraphs(t.p.Sprintf(key)) {
			for _, part := range wrapWords(l, templateWidth-indent-2) {
				t.b.WriteString(strings.Repeat(" ", indent) + "# " + part + "\n")
			}
		}
		t.b.WriteString(entry + "\n")
		return
	}
	pad := max(2, column-utf8.RuneCountInString(entry))
	if !strings.HasPrefix(entry, " ") {
		pad = max(1, column-utf8.RuneCountInString(entry))
	}
	width := max(templateWidth-column-2, 20)
	first := true
	for _, l := range paragraphs(t.p.Sprintf(key)) {
		for _, part := range wrapWords(l, width) {
			if !first {
				entry, pad = "", column
			}
			first = false
			t.b.WriteString(entry + strings.Repeat(" ", pad) + "# " + part + "\n")
		}
	}
}

// wrapWords breaks s at spaces into lines of at most width runes, keeping runs of
// spaces inside a line (the aligned arrows of a list); a word longer than width stays
// whole on a line of its own.
func wrapWords(s string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Split(s, " ") {
		switch {
		case line == "" && w == "":
			// spaces at the start of a line that broke are left out
		case line == "":
			line = w
		case w == "" || utf8.RuneCountInString(line)+1+utf8.RuneCountInString(w) <= width:
			line += " " + w
		default:
			lines = append(lines, strings.TrimRight(line, " "))
			line = w
		}
	}
	return append(lines, line)
}

package genoa

import (
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// namesHeader is the comment block names.txt starts with (a test keeps them the same);
// the template the table edits carries it in the table's language.
const namesHeader = `# Genoa's names: what talon calls each building, commodity, special tile and card kind,
# and what the table may type for it. One line each:
#   kind | id | English | German | Hungarian | other spellings
# A column may hold several names, comma-separated. UNKNOWN marks a name talon's
# sources do not give: talon never guesses one. Write the name printed in
# your own box instead, then keep the file with  talon genoa names import FILE  and
# start games with  talon new genoa --data names=FILE.
#
# English: the seed rulebook's names (SEED). Hungarian: the seed's names (SEED); the
# seed writes the Drinks, Metals and Fabric warehouses only in English, so their
# Hungarian labels are UNKNOWN. German: the 2001 edition's names quoted by a review
# (SOURCE S5); the Palace's and the 2009 edition's German names are UNKNOWN.
`

// TextIn writes the names file with its comments (all of them names.txt's own) in the
// table's language; the entries stay as the parser reads them.
func (n *Names) TextIn(p *i18n.Printer) string {
	text := n.Text()
	rest, ok := strings.CutPrefix(text, namesHeader)
	if !ok {
		return text
	}
	lines := strings.SplitAfter(rest, "\n")
	for i, l := range lines {
		if comment := strings.TrimSuffix(l, "\n"); strings.HasPrefix(comment, "#") && !strings.Contains(comment, "%") {
			lines[i] = p.Sprintf(comment) + strings.TrimPrefix(l, comment)
		}
	}
	return p.Sprintf(namesHeader) + strings.Join(lines, "")
}

func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		namesHeader: `# A Genoa nevei: hogyan hívja a talon az épületeket, árukat, különleges lapkákat és
# kártyafajtákat, és mit írhat be helyettük az asztal. Soronként egy:
#   fajta | azonosító | angol | német | magyar | más írásmódok
# Egy oszlopban több név is állhat, vesszővel elválasztva. UNKNOWN jelöli azt a nevet,
# amit a talon forrásai nem adnak meg: a talon sosem talál ki nevet. Írd be helyette a
# saját dobozotokra nyomtatott nevet, aztán tartsd meg a fájlt így:
# talon genoa names import FÁJL, és indítsd a játékot így: talon new genoa --data names=FÁJL.
#
# Angol: a szabálykönyv nevei (SEED). Magyar: a szabálykönyv nevei (SEED); a szabálykönyv
# a Drinks, Metals és Fabric warehouse nevét csak angolul írja, magyarul UNKNOWN. Német:
# a 2001-es kiadás nevei egy ismertető szerint (SOURCE S5); a Palota és a 2009-es kiadás
# német nevei UNKNOWN.
`,
		// names.txt's comments between the entries
		"# INFERRED: the 2001 Trattoria is the 2009 Inn (both give a Trade 1:1 tile).":            "# INFERRED: a 2001-es Trattoria a 2009-es Fogadó (mindkettő 1:1 kereskedés lapkát ad).",
		"# INFERRED: the 2001 Getreidelager (grain) stands where the Drinks warehouse does.":      "# INFERRED: a 2001-es Getreidelager (gabona) ott áll, ahol a Drinks warehouse.",
		"# The villas' names are the same in the seed's Hungarian; their German labels: UNKNOWN.": "# A villák neve a szabálykönyv magyar szövegében is ez; német feliratuk: UNKNOWN.",
		"# German commodity names: INFERRED, the plain German words (talon's sources give none).": "# Az árucikkek német neve: INFERRED, a köznapi német szavak (a talon forrásai nem adják meg).",
		"# The special tiles' and card kinds' German names: UNKNOWN.":                             "# A különleges lapkák és a kártyafajták német neve: UNKNOWN.",
		"# What a board cell may be besides a building. German: INFERRED, the plain words.":       "# Mi lehet még egy mező az épületeken kívül. Német: INFERRED, a köznapi szavak.",
	})
}

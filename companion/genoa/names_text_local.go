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

// TextIn writes the names file with its opening comments in the table's language; the
// entries stay as the parser reads them.
func (n *Names) TextIn(p *i18n.Printer) string {
	text := n.Text()
	if rest, ok := strings.CutPrefix(text, namesHeader); ok {
		return p.Sprintf(namesHeader) + rest
	}
	return text
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
	})
}

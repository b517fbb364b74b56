package history

import (
	"regexp"
	"slices"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// SQLite's integrity check says what it found in its own English, one finding a line,
// naming b-tree pages and indexes. The table needs to read what that means in its
// language and what to do; SQLite's first line of each kind follows, quoted, as detail.

// CheckFinding is one kind of damage the integrity check found: what it means, how many
// of SQLite's lines say it, and the first of them.
type CheckFinding struct {
	What   i18n.Message // in the table's language: what is damaged
	Lines  int          // how many of SQLite's lines say it
	SQLite string       // SQLite's first line of them, its own words
	index  bool         // only an index is out of step with its table
}

// checkKinds read SQLite's lines, first match wins. A kind that names objects (a page
// number, an index, a table) has them in its first group; a kind perObject is one
// finding for each (each index, each table), the others one for all (all pages).
var checkKinds = []struct {
	re        *regexp.Regexp
	what      string // a catalog key; %s is the objects named, when the kind names one
	perObject bool
	index     bool
}{
	{regexp.MustCompile(`^(?:row \d+ missing from|wrong # of entries in|non-unique entry in) index (\S+)`), i18n.Key("index %s is out of step with its table (the rows themselves may be intact)"), true, true},
	{regexp.MustCompile(`^(?:NULL value in ([^.\s]+)\.|CHECK constraint failed in (\S+))`), i18n.Key("rows of table %s break the table's rules"), true, false},
	{regexp.MustCompile(`^(?:On tree page|Tree \d+ page|Page) (\d+)`), i18n.Key("damaged pages of the file: %s"), false, false},
	{regexp.MustCompile(`(?i)freelist|never used|reference to page|multiple uses for byte|fragmentation|child page depth|invalid page number|ptrmap`), i18n.Key("the file's list of its own pages is damaged"), false, false},
	{regexp.MustCompile(`(?i)disk image is malformed|not a database`), i18n.Key("SQLite cannot read the file's structure"), false, false},
}

// checkLines splits integrity_check's rows into its findings: a row may hold several
// lines, and SQLite heads them with the database's name ("*** in database main ***").
func checkLines(rows []string) []string {
	var out []string
	for _, row := range rows {
		for _, line := range strings.Split(row, "\n") {
			line = strings.TrimSpace(line)
			if line == "" || strings.HasPrefix(line, "*** in database") {
				continue
			}
			out = append(out, line)
		}
	}
	return out
}

// ExplainCheck groups SQLite's check lines by what they mean, in the order met.
func ExplainCheck(lines []string) []CheckFinding {
	type group struct {
		finding CheckFinding
		objects []string
	}
	var groups []*group
	byKey := map[string]*group{}
	for _, line := range lines {
		key, what, object, index := "", i18n.Key("a problem SQLite names in its own words"), "", false
		for _, k := range checkKinds {
			if m := k.re.FindStringSubmatch(line); m != nil {
				key, what, index = k.what, k.what, k.index
				for _, group := range m[1:] {
					object = max(object, group) // the group that matched
				}
				if k.perObject {
					key += " " + object
				}
				break
			}
		}
		g := byKey[key]
		if g == nil {
			g = &group{finding: CheckFinding{What: i18n.M(what), SQLite: line, index: index}}
			byKey[key] = g
			groups = append(groups, g)
		}
		g.finding.Lines++
		if object != "" && !slices.Contains(g.objects, object) {
			g.objects = append(g.objects, object)
		}
		if object != "" {
			g.finding.What = i18n.M(what, listed(g.objects))
		}
	}
	out := make([]CheckFinding, len(groups))
	for i, g := range groups {
		out[i] = g.finding
	}
	return out
}

// OnlyIndexes says whether every finding is an index out of step with its table: the
// rows are then likely intact, and SQLite's REINDEX rebuilds the indexes.
func OnlyIndexes(findings []CheckFinding) bool {
	for _, f := range findings {
		if !f.index {
			return false
		}
	}
	return len(findings) > 0
}

// listed writes the objects a finding names, the first few of them.
func listed(objects []string) string {
	const shown = 6
	if len(objects) > shown {
		return strings.Join(objects[:shown], ", ") + ", …"
	}
	return strings.Join(objects, ", ")
}

// summarise keeps a check's findings to one line: what the first kind means, and
// SQLite's first line of it (with how many lines SQLite wrote, when more than one).
func summarise(problems []string) i18n.Message {
	lines := checkLines(problems)
	findings := ExplainCheck(lines)
	if len(findings) == 0 {
		return i18n.M("SQLite's check failed without saying why")
	}
	first := findings[0]
	if len(lines) == 1 {
		return i18n.M("%v (SQLite: %q)", first.What, first.SQLite)
	}
	return i18n.M("%v (SQLite found %d problems, the first: %q)", first.What, len(lines), first.SQLite)
}

package main

import (
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/talon-games/talon/companion/i18n"
)

// placeholderAnnotation keeps, on each flag, the word the help shows for its value in
// the table's language (pflag would show its English type name: "string", "int").
const placeholderAnnotation = "talon_placeholder"

// flagPlaceholders name a flag's value by what it is, the same under every command
// that has the flag (catalog keys).
var flagPlaceholders = map[string]string{
	"at":       i18n.Key("TIME"),
	"club":     i18n.Key("URL"),
	"count":    i18n.Key("N"), // "the numbers 1..N"
	"db":       i18n.Key("FILE"),
	"dice":     i18n.Key("VALUES"),
	"duration": i18n.Key("DURATION"),
	"file":     i18n.Key("FILE"),
	"format":   i18n.Key("FORMAT"),
	"game":     i18n.Key("GAME"),
	"input":    i18n.Key("FILE"),
	"lang":     i18n.Key("LANG"),
	"limit":    i18n.Key("NUMBER"),
	"location": i18n.Key("PLACE"),
	"map":      i18n.Key("NAME=NAME"),
	"notes":    i18n.Key("TEXT"),
	"offset":   i18n.Key("NUMBER"),
	"output":   i18n.Key("FILE"),
	"page":     i18n.Key("NUMBER"),
	"player":   i18n.Key("NAME"),
	"players":  i18n.Key("NAMES"),
	"reason":   i18n.Key("TEXT"),
	"round":    i18n.Key("N"), // "score round N"
	"score":    i18n.Key("NAME=POINTS"),
	"seed":     i18n.Key("CODE"),
	"session":  i18n.Key("[ID]"), // shown bare, as localizeUse shows a lone word
	"since":    i18n.Key("DAY"),
	"status":   i18n.Key("STATUS"),
	"steps":    i18n.Key("NUMBER"),
	"svg":      i18n.Key("FILE"),
	"to":       i18n.Key("PLACE"),
	"until":    i18n.Key("DAY"),
}

// typePlaceholders name the value of a flag not in flagPlaceholders by its kind.
var typePlaceholders = map[string]string{
	"int":         i18n.Key("NUMBER"),
	"int64":       i18n.Key("NUMBER"),
	"float64":     i18n.Key("NUMBER"),
	"duration":    i18n.Key("DURATION"),
	"string":      i18n.Key("TEXT"),
	"stringArray": i18n.Key("TEXT"),
	"stringSlice": i18n.Key("TEXT"),
}

// localizePlaceholders gives every flag of c its placeholder in the table's language.
// A usage that back-quotes a word (pflag's convention: "game option `key=value`") names
// its own placeholder, translated with the usage. A switch (bool) has none.
func localizePlaceholders(c *cobra.Command, p *i18n.Printer) {
	c.LocalFlags().VisitAll(func(fl *pflag.Flag) {
		if _, done := fl.Annotations[placeholderAnnotation]; done {
			return
		}
		word := ""
		switch key, named := flagPlaceholders[fl.Name]; {
		case fl.Value.Type() == "bool":
		case strings.Contains(fl.Usage, "`"): // the translated usage's own word
			word, _ = pflag.UnquoteUsage(fl)
			word = p.Sprintf("%s", word)
		case named:
			word = bareWord(p, key)
		default:
			word = p.Sprintf(typePlaceholders[fl.Value.Type()])
			if word == "" {
				word = p.Sprintf("VALUE")
			}
		}
		if fl.Annotations == nil {
			fl.Annotations = map[string][]string{}
		}
		fl.Annotations[placeholderAnnotation] = []string{word}
	})
}

// usePlaceholders are the parts of the usage lines after a command's name that no
// command translates itself (catalog keys, translated by localizeUse).
var usePlaceholders = []string{
	i18n.Key("[ID] ACTION [ARGS...]"), i18n.Key("FROM TO"), i18n.Key("PLAYER [ID]"),
	i18n.Key("[FILE]"), i18n.Key("[KIND]"), i18n.Key("[URL]"), i18n.Key("[VIEW]"), i18n.Key("NAME INTO"),
}

// localizeUse puts the placeholders of c's usage line ("do [ID] ACTION [ARGS...]") into
// the table's language; the command's name stays, as it is typed. A lone word (show
// ID) is read as its optional form ([ID]): the bare word may be a table's heading
// elsewhere ("ID" heads the sessions' "#" column).
func localizeUse(c *cobra.Command, p *i18n.Printer) {
	name, rest, found := strings.Cut(c.Use, " ")
	if !found || rest == "" {
		return
	}
	if !strings.ContainsAny(rest, " []") {
		c.Use = name + " " + bareWord(p, "["+rest+"]")
		return
	}
	c.Use = name + " " + localKey(p, rest)
}

// bareWord translates a placeholder key; a key in brackets ("[ID]") is shown without
// them, in the table's language.
func bareWord(p *i18n.Printer, key string) string {
	local := localKey(p, key)
	if strings.HasPrefix(key, "[") && strings.HasPrefix(local, "[") && strings.HasSuffix(local, "]") {
		return local[1 : len(local)-1]
	}
	return local
}

// flagList is a command's list of flags, as pflag writes it but with each flag's
// placeholder in the table's language and the columns counted in terminal columns
// (pflag counts bytes: an accented placeholder would push its help out of line). The
// help wraps under its column to width.
func flagList(set *pflag.FlagSet, width int) string {
	type row struct{ names, usage string }
	var rows []row
	col := 0
	set.VisitAll(func(fl *pflag.Flag) {
		if fl.Hidden {
			return
		}
		names := "      --" + fl.Name
		if fl.Shorthand != "" && fl.ShorthandDeprecated == "" {
			names = "  -" + fl.Shorthand + ", --" + fl.Name
		}
		word := ""
		if w := fl.Annotations[placeholderAnnotation]; len(w) > 0 {
			word = w[0]
		}
		switch {
		case word == "":
		case fl.NoOptDefVal != "": // --club alone, or --club=URL
			names += "[=" + word + "]"
		default:
			names += " " + word
		}
		_, usage := pflag.UnquoteUsage(fl)
		rows = append(rows, row{names, usage})
		col = max(col, displayWidth(names))
	})
	// The help starts three columns after the longest names, but leaves itself at
	// least a third of the line; longer names put their help on the next line.
	col = min(col+3, width*2/3)
	var b strings.Builder
	for _, r := range rows {
		indent := strings.Repeat(" ", col)
		first := r.names + strings.Repeat(" ", max(col-displayWidth(r.names), 0))
		if displayWidth(r.names)+2 > col {
			b.WriteString(r.names + "\n")
			first = indent
		}
		b.WriteString(hangText(first, indent, r.usage, width))
	}
	return b.String()
}

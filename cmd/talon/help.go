package main

import (
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/talon-games/talon/companion/i18n"
)

// localizeHelp puts cobra's own words — the usage template's headings, the help and
// version flags, the help command — into the table's language. The commands' own
// texts are translated where each command is built.
func localizeHelp(root *cobra.Command, p *i18n.Printer, width int) {
	cobra.AddTemplateFunc("hangShort", hangShort)
	cobra.AddTemplateFunc("flagList", flagList)
	cobra.AddTemplateFunc("fitHelp", fitHelp)
	root.InitDefaultHelpCmd()
	root.InitDefaultVersionFlag()
	localizeCompletion(root, p)
	if v := root.Flags().Lookup("version"); v != nil {
		v.Usage = p.Sprintf("print talon's version")
	}
	for _, c := range allCommands(root) {
		c.InitDefaultHelpFlag()
		localizeUse(c, p)
		if !c.DisableFlagsInUseLine && c.HasAvailableFlags() { // cobra would add "[flags]" in English
			c.DisableFlagsInUseLine = true
			c.Use += " " + p.Sprintf("[flags]")
		}
		localizeSharedFlags(c, p)
		localizeDefaults(c, p)
		localizePlaceholders(c, p)
		if h := c.Flags().Lookup("help"); h != nil {
			h.Usage = p.Sprintf("help for %s", c.Name())
		}
		if c.Name() == "help" && c.Parent() == root {
			c.Short = p.Sprintf("Help about any command")
			c.Long = p.Sprintf("Help gives the help of any command: talon help COMMAND.")
			c.Run, c.RunE = nil, runHelpTopic
		}
	}
	root.AddCommand(newCommandsTopic(root, p))
	root.SetUsageTemplate(usageTemplate(p, rootCommands(root, p), width))
	root.SetHelpTemplate(strings.ReplaceAll(helpTemplate, "{{WIDTH}}", strconv.Itoa(width)))
}

// helpTemplate is cobra's help template with the text fitted to the width.
const helpTemplate = `{{with (or .Long .Short)}}{{fitHelp . {{WIDTH}} | trimTrailingWhitespaces}}

{{end}}{{if or .Runnable .HasSubCommands}}{{.UsageString}}{{end}}`

// runHelpTopic is `talon help TOPIC`: cobra's own says "Unknown help topic" in English
// and exits 0 for a topic that does not exist; talon says it in the table's language,
// as bad input (exit 2).
func runHelpTopic(c *cobra.Command, args []string) error {
	cmd, _, err := c.Root().Find(args)
	if cmd == nil || err != nil {
		return usagef("no help topic %q: talon help commands lists every command", strings.Join(args, " "))
	}
	cmd.InitDefaultHelpFlag()
	cmd.InitDefaultVersionFlag()
	return cmd.Help()
}

// localizeDefaults moves a flag's default into its help, in the table's language: the
// help list adds "(default 20)" in English to a flag whose default is not its type's
// zero, so the default it shows is made that zero (it is only ever shown).
func localizeDefaults(c *cobra.Command, p *i18n.Printer) {
	zero := map[string]string{"string": "", "int": "0", "int64": "0", "bool": "false", "float64": "0", "duration": "0s", "stringArray": "[]", "stringSlice": "[]"}
	for _, set := range []*pflag.FlagSet{c.LocalNonPersistentFlags(), c.PersistentFlags()} {
		set.VisitAll(func(fl *pflag.Flag) {
			z, known := zero[fl.Value.Type()]
			if !known || fl.DefValue == z {
				return
			}
			shown := fl.DefValue
			if fl.Value.Type() == "string" {
				shown = strconv.Quote(shown)
			}
			fl.Usage, fl.DefValue = p.Sprintf("%s (default %s)", fl.Usage, shown), z
		})
	}
}

func allCommands(c *cobra.Command) []*cobra.Command {
	out := []*cobra.Command{c}
	for _, sub := range c.Commands() {
		out = append(out, allCommands(sub)...)
	}
	return out
}

// usageTemplate is cobra's usage template with its headings translated. The
// headings are plain text in the template, so they are put in before cobra reads it.
// talon's own usage (the root command) is short, to fit a 24-line terminal with its
// help: the commands in groups by name (commands), the first game, the flags and
// where the rest is told.
func usageTemplate(p *i18n.Printer, commands string, width int) string {
	r := strings.NewReplacer(
		"{{WIDTH}}", strconv.Itoa(width),
		"{{ROOTUSE}}", "talon "+p.Sprintf("[command]")+" "+p.Sprintf("[flags]"),
		"{{ROOTCOMMANDS}}", commands,
		"{{FIRSTGAME}}", p.Sprintf(`A first game: talon new catan --players "Ann,Ben,Cid", then talon play.`),
		"{{ROOTMORE}}", p.Sprintf(rootMore),
		"{{USAGE}}", p.Sprintf("Usage:"),
		"{{ALIASES}}", p.Sprintf("Aliases:"),
		"{{EXAMPLES}}", p.Sprintf("Examples:"),
		"{{COMMANDS}}", p.Sprintf("Available Commands:"),
		"{{ADDITIONAL}}", p.Sprintf("Additional Commands:"),
		"{{FLAGS}}", p.Sprintf("Flags:"),
		"{{GLOBAL}}", p.Sprintf("Global Flags:"),
		"{{TOPICS}}", p.Sprintf("Additional help topics:"),
		"{{MORE}}", moreLine(p, width),
		"[command]", p.Sprintf("[command]"),
	)
	return r.Replace(`{{if not .HasParent}}{{USAGE}}
  {{ROOTUSE}}

{{ROOTCOMMANDS}}

{{FIRSTGAME}}

{{FLAGS}}
{{flagList .LocalFlags {{WIDTH}} | trimTrailingWhitespaces}}

{{ROOTMORE}}
{{else}}{{USAGE}}{{if .Runnable}}
  {{.UseLine}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [command]{{end}}{{if gt (len .Aliases) 0}}

{{ALIASES}}
  {{.NameAndAliases}}{{end}}{{if .HasExample}}

{{EXAMPLES}}
{{fitHelp .Example {{WIDTH}}}}{{end}}{{if .HasAvailableSubCommands}}{{$cmds := .Commands}}{{if eq (len .Groups) 0}}

{{COMMANDS}}{{range $cmds}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{hangShort .NamePadding .Short {{WIDTH}}}}{{end}}{{end}}{{else}}{{range $group := .Groups}}

{{.Title}}{{range $cmds}}{{if (and (eq .GroupID $group.ID) (or .IsAvailableCommand (eq .Name "help")))}}
  {{rpad .Name .NamePadding }} {{hangShort .NamePadding .Short {{WIDTH}}}}{{end}}{{end}}{{end}}{{if not .AllChildCommandsHaveGroup}}

{{ADDITIONAL}}{{range $cmds}}{{if (and (eq .GroupID "") (or .IsAvailableCommand (eq .Name "help")))}}
  {{rpad .Name .NamePadding }} {{hangShort .NamePadding .Short {{WIDTH}}}}{{end}}{{end}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

{{FLAGS}}
{{flagList .LocalFlags {{WIDTH}} | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableInheritedFlags}}

{{GLOBAL}}
{{flagList .InheritedFlags {{WIDTH}} | trimTrailingWhitespaces}}{{end}}{{if .HasHelpSubCommands}}

{{TOPICS}}{{range .Commands}}{{if .IsAdditionalHelpTopicCommand}}
  {{rpad .CommandPath .CommandPathPadding}} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableSubCommands}}

{{MORE}}{{end}}
{{end}}`)
}

// moreLine is the template of the line that closes a group's help, "Use "talon x
// [command] --help" for more…", in the table's language and fitted to the width: a
// deep command's path makes it long.
func moreLine(p *i18n.Printer, width int) string {
	const path = "\x00"
	before, after, _ := strings.Cut(p.Sprintf(`Use "%s" for more information about a command.`, path), path)
	return "{{fitHelp (print " + strconv.Quote(before) + " .CommandPath " +
		strconv.Quote(" "+p.Sprintf("[command]")+" --help") + " " + strconv.Quote(after) + ") " + strconv.Itoa(width) + "}}"
}

// rootMore closes the root help: where the rest is told (a catalog key).
const rootMore = `talon help commands: every command in a line; talon COMMAND --help: one of them;
talon help exit-codes: what talon's exit statuses mean.`

// hangShort wraps a command's Short in the help's list of commands to width, its
// further lines under its first (the list indents 2, pads the name to pad, then a space).
func hangShort(pad int, short string, width int) string {
	indent := strings.Repeat(" ", 2+pad+1)
	return strings.TrimSuffix(strings.TrimPrefix(hangText(indent, indent, short, width), indent), "\n")
}

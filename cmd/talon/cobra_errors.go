package main

import (
	"errors"
	"regexp"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/talon-games/talon/companion/i18n"
)

// cobra and pflag build their usage errors in English. cobraErrors reads the few shapes
// they have back into catalog messages, so the table reads them in its language; an
// unknown shape prints as cobra wrote it.
var cobraErrors = []struct {
	re  *regexp.Regexp
	key string
}{
	{regexp.MustCompile(`^unknown command "(.*)" for "(.*)"(?s:.*)$`), i18n.Key("unknown command %q for %q (see talon --help)")},
	{regexp.MustCompile(`^unknown flag: (.*)$`), i18n.Key("unknown flag: %s")},
	{regexp.MustCompile(`^unknown shorthand flag: '(.*)' in (.*)$`), i18n.Key("unknown shorthand flag: '%s' in %s")},
	{regexp.MustCompile(`^flag needs an argument: (.*)$`), i18n.Key("flag needs an argument: %s")},
	{regexp.MustCompile(`^invalid argument "(.*)" for "(.*)" flag: (.*)$`), i18n.Key("invalid argument %q for %q flag: %s")},
	// The argument checks of cobra's own commands (talon's use exactArgs, maxArgs).
	{regexp.MustCompile(`^accepts (\d+) arg\(s\), received (\d+)$`), i18n.Key("takes %s argument(s), got %s")},
	{regexp.MustCompile(`^accepts at most (\d+) arg\(s\), received (\d+)$`), i18n.Key("takes at most %s argument(s), got %s")},
	{regexp.MustCompile(`^requires at least (\d+) arg\(s\), only received (\d+)$`), i18n.Key("takes at least %s argument(s), got %s")},
	{regexp.MustCompile(`^accepts between (\d+) and (\d+) arg\(s\), received (\d+)$`), i18n.Key("takes %s to %s arguments, got %s")},
	{regexp.MustCompile(`^invalid argument "(.*)" for "(.*)"$`), i18n.Key("%q is not one of the choices of %s (see its --help)")},
	{regexp.MustCompile(`^required flag\(s\) (.*) not set$`), i18n.Key("these flags are needed: %s")},
}

// flagError is pflag's refusal of a flag's value, as a catalog message: the flag and
// what is wrong with its value (strconv's words are explained by the catalog).
func flagError(err error) i18n.Message {
	var invalid *pflag.InvalidValueError
	if errors.As(err, &invalid) && invalid.GetFlag() != nil {
		if cause := errors.Unwrap(invalid); cause != nil {
			return i18n.M("--%s: %v", invalid.GetFlag().Name, cause)
		}
	}
	return cobraMessage(err)
}

// cobraMessage is cobra's error as a catalog message.
func cobraMessage(err error) i18n.Message {
	text := err.Error()
	for _, c := range cobraErrors {
		if m := c.re.FindStringSubmatch(text); m != nil {
			args := make([]any, len(m)-1)
			for i, s := range m[1:] {
				args[i] = s
			}
			return i18n.M(c.key, args...)
		}
	}
	return i18n.M("%s", text)
}

// unknownSubcommand is cobra's missing check for a command that only groups others
// (talon neptun, talon genoa board): cobra refuses an unknown word after talon itself,
// but after such a command it prints the help and exits 0, so `talon neptun dta`
// looked like success. The word is refused as after talon (exit 2).
func unknownSubcommand(root *cobra.Command, args []string) error {
	cmd, rest, err := root.Find(args)
	if err != nil || cmd == root || cmd.Runnable() || !cmd.HasSubCommands() {
		return nil
	}
	if word, ok := firstPositional(cmd, rest); ok && word != "help" { // talon neptun help: its help
		return unknownCommand(cmd, word)
	}
	return nil
}

// unknownCommand refuses a word after a command that has its own commands, pointing
// to that command's help, where they are listed.
func unknownCommand(cmd *cobra.Command, word string) error {
	return usagef("unknown command %q for %q (see %s --help)", word, cmd.CommandPath(), cmd.CommandPath())
}

// firstPositional is the first of args that is neither a flag nor a flag's value.
func firstPositional(cmd *cobra.Command, args []string) (string, bool) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			if i+1 < len(args) {
				return args[i+1], true
			}
			return "", false
		case strings.HasPrefix(a, "--"):
			if fl := cmd.Flags().Lookup(strings.TrimPrefix(a, "--")); !strings.Contains(a, "=") && takesValue(fl) {
				i++ // its value
			}
		case strings.HasPrefix(a, "-") && len(a) == 2:
			if fl := cmd.Flags().ShorthandLookup(a[1:]); takesValue(fl) {
				i++
			}
		case strings.HasPrefix(a, "-"):
		default:
			return a, true
		}
	}
	return "", false
}

// takesValue says whether a flag is followed by its value (not a true/false switch).
func takesValue(fl *pflag.Flag) bool {
	return fl != nil && fl.NoOptDefVal == ""
}

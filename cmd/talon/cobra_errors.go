package main

import (
	"errors"
	"regexp"

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

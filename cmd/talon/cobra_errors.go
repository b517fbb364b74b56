package main

import (
	"regexp"

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

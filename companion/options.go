package companion

import (
	"slices"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// Options are a session's `--option key=value` choices, defaults filled in by the engine.
// The typed readers refuse a bad value as *BadInput naming the option.
type Options map[string]string

// String reads a free-text option ("" when unset).
func (o Options) String(name string) string { return strings.TrimSpace(o[name]) }

// OneOf reads an option whose value must be one of values (ignoring case); unset gives def.
func (o Options) OneOf(name, def string, values ...string) (string, error) {
	v, ok := o[name]
	if !ok || strings.TrimSpace(v) == "" {
		return def, nil
	}
	i := slices.IndexFunc(values, func(x string) bool { return strings.EqualFold(x, strings.TrimSpace(v)) })
	if i < 0 {
		return def, Bad("option %s=%q: must be one of %s", name, v, strings.Join(values, ", "))
	}
	return values[i], nil
}

// OnOff reads an on/off option; unset gives def.
func (o Options) OnOff(name string, def bool) (bool, error) {
	d := "off"
	if def {
		d = "on"
	}
	v, err := o.OneOf(name, d, "on", "off")
	return v == "on", err
}

// Int reads a whole-number option from lo to hi; unset gives def.
func (o Options) Int(name string, def, lo, hi int) (int, error) {
	v, ok := o[name]
	if !ok || strings.TrimSpace(v) == "" {
		return def, nil
	}
	return ReadInt(i18n.M("option %s", name), v, lo, hi)
}

// Player reads an option that names a seat (matched as any player name is); unset, or
// one of the extra words (e.g. "random"), gives -1 and the word.
func (o Options) Player(name string, players []string, extra ...string) (int, string, error) {
	v := o.String(name)
	if v == "" {
		return -1, "", nil
	}
	if i := slices.IndexFunc(extra, func(x string) bool { return strings.EqualFold(x, v) }); i >= 0 {
		return -1, extra[i], nil
	}
	i, err := PlayerTerms(players).Find(v)
	if err != nil {
		return -1, "", Bad("option %s=%q: %v", name, v, err)
	}
	return i, "", nil
}

// unknownOption refuses an option name the game does not take: with "did you mean" when
// it is a near miss of one (scoring.Suggest, talon's one rule: "layot" is layout), else
// with the game's option names.
func unknownOption(game, key string, specs []OptionSpec) error {
	names := make([]string, len(specs))
	for j, o := range specs {
		names[j] = o.Name
	}
	if len(names) == 0 {
		return Bad("%s has no options (got %q)", game, key)
	}
	if near := scoring.Suggest(key, names); len(near) > 0 {
		items := make([]any, len(near))
		for i, n := range near {
			items[i] = n
		}
		return Bad("%s has no option %q; did you mean %s?", game, key, orAny(items))
	}
	return Bad("%s has no option %q (options: %s)", game, key, strings.Join(names, ", "))
}

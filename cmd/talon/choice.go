package main

import (
	"strings"

	"github.com/talon-games/talon/companion"
)

// usageLine writes a choice the way `talon do` takes it: "build KIND [over=BUILDING]".
func usageLine(c companion.Choice) string {
	parts := []string{c.Verb}
	for _, a := range c.Args {
		p := strings.ToUpper(a.Name)
		if a.Key != "" {
			p = a.Key + "=" + p
		}
		if a.Optional {
			p = "[" + p + "]"
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, " ")
}

// actionText joins a choice and its answers into the action text; empty optional
// answers are left out.
func actionText(c companion.Choice, answers []string) string {
	parts := []string{c.Verb}
	for i, a := range c.Args {
		v := strings.TrimSpace(answers[i])
		if v == "" {
			continue
		}
		if strings.ContainsAny(v, " \t") {
			v = strings.ReplaceAll(v, " ", "_")
		}
		if a.Key != "" {
			v = a.Key + "=" + v
		}
		parts = append(parts, v)
	}
	return strings.Join(parts, " ")
}

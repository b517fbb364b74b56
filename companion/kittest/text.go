// Package kittest is the kit's test support: the conformance suite every game passes
// (Conform, Script) and small helpers for driving a game's State by action text.
package kittest

import (
	"encoding/json"

	"github.com/talon-games/talon/companion"
)

// Apply reads action text and applies it, as replay does (the outcome is dropped).
func Apply(st companion.State, text string) (companion.State, error) {
	a, err := companion.Parse(text)
	if err != nil {
		return nil, err
	}
	next, _, err := st.Apply(a)
	return next, err
}

// Resolve reads action text and resolves it, returning the canonical text.
func Resolve(st companion.State, text string, rng companion.RNG) (string, error) {
	a, err := companion.Parse(text)
	if err != nil {
		return "", err
	}
	r, err := st.Resolve(a, rng)
	if err != nil {
		return "", err
	}
	return r.String(), nil
}

// Values lists the canonical values of options, for comparing with expected lists.
func Values(opts []companion.Option) []string {
	if opts == nil {
		return nil
	}
	out := make([]string, len(opts))
	for i, o := range opts {
		out[i] = o.Value
	}
	return out
}

// LegalJSON is Legal as `status --json` shows it, for comparing two positions' choices
// (an Arg's Depends is a function, which reflect.DeepEqual never finds equal).
func LegalJSON(choices []companion.Choice) string {
	b, err := json.Marshal(choices)
	if err != nil {
		return "unencodable choices: " + err.Error()
	}
	return string(b)
}

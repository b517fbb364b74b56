package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/talon-games/talon/scoring"
)

// parseAnswer turns one typed answer into the JSON value its field expects. ok is false
// for an empty answer to an optional field (the field is then left out).
func parseAnswer(field scoring.Field, s string) (v any, ok bool, err error) {
	s = strings.TrimSpace(s)
	if s == "" && field.Optional {
		return nil, false, nil
	}
	switch field.Kind {
	case scoring.Int:
		n, err := strconv.Atoi(s)
		if err != nil {
			return nil, false, errors.New("type a whole number")
		}
		v = n
	case scoring.Bool:
		switch strings.ToLower(s) {
		case "y", "yes", "true", "1", "i", "igen", "ja", "j":
			v = true
		case "n", "no", "false", "0", "", "nem", "nein":
			v = false
		default:
			return nil, false, errors.New("answer y or n")
		}
	case scoring.Text:
		if s == "" {
			return nil, false, errors.New("an answer is needed")
		}
		v = s
	case scoring.List:
		v = nonNil(splitList(s))
	case scoring.IntList:
		var ns []int
		for _, p := range splitList(s) {
			n, err := strconv.Atoi(p)
			if err != nil {
				return nil, false, fmt.Errorf("%q is not a whole number; type numbers separated by commas", p)
			}
			ns = append(ns, n)
		}
		v = nonNil(ns)
	case scoring.PairList:
		var pairs [][]string
		for _, p := range splitList(s) {
			a, b, found := strings.Cut(p, "-")
			if !found || strings.TrimSpace(a) == "" || strings.TrimSpace(b) == "" {
				return nil, false, fmt.Errorf("%q: write each pair as City-City, pairs separated by commas", p)
			}
			pairs = append(pairs, []string{strings.TrimSpace(a), strings.TrimSpace(b)})
		}
		v = nonNil(pairs)
	default:
		return nil, false, fmt.Errorf("unknown field kind %d", field.Kind)
	}
	if field.Check != nil {
		if err := field.Check(v); err != nil {
			return nil, false, err
		}
	}
	return v, true, nil
}

func nonNil[T any](xs []T) []T {
	if xs == nil {
		return []T{}
	}
	return xs
}

// setPath sets a dotted key ("goods.pepper") in nested maps.
func setPath(m map[string]any, key string, v any) {
	parts := strings.Split(key, ".")
	for _, p := range parts[:len(parts)-1] {
		next, ok := m[p].(map[string]any)
		if !ok {
			next = map[string]any{}
			m[p] = next
		}
		m = next
	}
	m[parts[len(parts)-1]] = v
}

// askForm asks every field of a form, player by player, validating each answer as it
// is typed, and returns the input as the JSON object the scorer reads.
func (f *Factory) askForm(form scoring.Form) (map[string]any, error) {
	namesLine, err := f.Prompter.Input("Players, in seat order (comma-separated)", func(s string) error {
		if len(splitList(s)) == 0 {
			return errors.New("type the players' names, e.g. Ann, Ben, Cid")
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	input := map[string]any{}
	var players []any
	for _, name := range splitList(namesLine) {
		p := map[string]any{"name": name}
		for _, field := range form.PerPlayer {
			if err := f.askField(p, field, name); err != nil {
				return nil, err
			}
		}
		players = append(players, p)
	}
	input["players"] = players
	for _, field := range form.GameWide {
		if err := f.askField(input, field, "all"); err != nil {
			return nil, err
		}
	}
	return input, nil
}

// askField prints the field's question as a plain line and prompts with a short label
// ("Ann · chapel cards"): promptui redraws its label on every key, and a label wider than
// the terminal garbles the screen.
func (f *Factory) askField(into map[string]any, field scoring.Field, who string) error {
	question := field.Prompt
	if field.Optional {
		question += " (Enter to skip)"
	}
	fmt.Fprintf(f.Err, "%s — %s\n", who, question)
	label := who + " · " + strings.ReplaceAll(field.Key, "_", " ")
	answer, err := f.Prompter.Input(label, func(s string) error {
		_, _, err := parseAnswer(field, s)
		return err
	})
	if err != nil {
		return err
	}
	v, ok, err := parseAnswer(field, answer)
	if err != nil {
		return err
	}
	if ok {
		setPath(into, field.Key, v)
	}
	return nil
}

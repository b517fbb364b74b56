package main

import (
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/names"
	"github.com/talon-games/talon/randomizers"
)

// Every text a person types that talon stores or prints goes through companion/names
// here: refused when it holds control, invisible or direction-changing characters or
// is not UTF-8 (a *names.Error, exit 2), bounded in length, and put in NFC.

// parsePlayers reads --players "Ann:red,Ben,Cid": names in seat order, each with an
// optional colour. An empty name ("Ann,,Ben", a trailing comma) is refused rather than
// dropped, so the table is never seated differently from what was typed.
func parsePlayers(s string) ([]companion.Player, error) {
	if strings.TrimSpace(s) == "" {
		return nil, usagef(`--players is required, e.g. --players "Ann,Ben,Cid"`)
	}
	parts := strings.Split(s, ",")
	list := make([]string, len(parts))
	out := make([]companion.Player, len(parts))
	for i, p := range parts {
		name, colour, _ := strings.Cut(p, ":")
		if strings.TrimSpace(name) == "" {
			return nil, usagef("--players: player %s's name is empty in %s; give every seat a name", strconv.Itoa(i+1), names.Visible(s))
		}
		list[i] = name
		if colour = strings.TrimSpace(colour); colour != "" {
			c, err := names.CleanAs(i18n.M("player %s's colour", strconv.Itoa(i+1)), colour)
			if err != nil {
				return nil, err
			}
			out[i].Colour = strings.ToLower(c)
		}
	}
	clean, err := names.CleanList("player", list)
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i].Name = clean[i]
	}
	return out, nil
}

// parseSeedFlag reads --seed: a seed code or any text, refused when it holds hidden
// characters (the text is printed back in messages and kept with the session).
func parseSeedFlag(text string) (randomizers.Seed, error) {
	clean, err := names.CleanText("the text", text)
	if err != nil {
		return 0, err
	}
	return randomizers.ParseSeed(clean)
}

// cleanItems checks free-text items a command prints back (shuffle items, option values).
func cleanItems(what string, items []string) ([]string, error) {
	out := make([]string, len(items))
	for i, it := range items {
		c, err := names.CleanText(what, it)
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}

// checkNameList refuses names typed for one table that could not be stored: hidden
// characters, too long, or two alike (the rule talon new and the history use).
func checkNameList(list []string) error {
	_, err := names.CleanList("player", list)
	return err
}

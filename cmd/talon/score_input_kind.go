package main

import (
	"bytes"
	"encoding/json"

	"github.com/talon-games/talon/companion"
)

// scoreInputKind is a document recognised as a score input: what `talon score GAME
// --template` writes and --input reads (round: a round's input, `--round N`).
type scoreInputKind struct {
	game  string // the game's id
	round bool
}

// scoreInputOf says whether data is a score input, and whose: the game whose scorer
// scores it; else the game whose template's members (the top-level ones and each
// player's, "players" and "name" aside) the document uses most, at least one (a
// template edited wrong is still one). The templates are the data: a game's new field
// is recognised without a word here. A document with a "plays" list or a "format"
// member (a BG Stats file, a talon history export) is none.
func scoreInputOf(games companion.Registry, data []byte) (scoreInputKind, bool) {
	keys, ok := memberNames(data)
	if !ok || keys["plays"] || keys["format"] {
		return scoreInputKind{}, false
	}
	var (
		best     scoreInputKind
		bestUsed int
	)
	for _, e := range games {
		if e.Scorer != nil {
			if _, err := e.Scorer.Score(data); err == nil {
				return scoreInputKind{game: e.ID}, true
			}
			if used := sharedMembers(keys, e.Scorer.Template()); used > bestUsed {
				best, bestUsed = scoreInputKind{game: e.ID}, used
			}
		}
		if e.Rounds != nil {
			if used := sharedMembers(keys, e.Rounds.RoundTemplate(1)); used > bestUsed {
				best, bestUsed = scoreInputKind{game: e.ID, round: true}, used
			}
		}
	}
	return best, bestUsed > 0
}

// sharedMembers counts the member names of a template that keys holds too.
func sharedMembers(keys map[string]bool, template string) int {
	own, _ := memberNames([]byte(template))
	n := 0
	for k := range own {
		if keys[k] {
			n++
		}
	}
	return n
}

// memberNames are the names of a JSON object's members and of its players' ("players":
// a list of objects), "players" and "name" left out: what tells one game's input from
// another's. ok is false for a document that is not a JSON object.
func memberNames(data []byte) (map[string]bool, bool) {
	var doc map[string]json.RawMessage
	if json.Unmarshal(bytes.TrimPrefix(data, []byte("\ufeff")), &doc) != nil || doc == nil {
		return nil, false
	}
	keys := map[string]bool{}
	for k := range doc {
		keys[k] = true
	}
	var players []map[string]json.RawMessage
	if json.Unmarshal(doc["players"], &players) == nil {
		for _, p := range players {
			for k := range p {
				keys[k] = true
			}
		}
	}
	delete(keys, "players")
	delete(keys, "name")
	return keys, true
}

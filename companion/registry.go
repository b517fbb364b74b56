package companion

import (
	"encoding/json"
	"slices"
	"strings"
)

// Registry is the set of games this binary knows, in display order.
type Registry []Game

// Lookup finds a game by id or by name, case-insensitively.
func (r Registry) Lookup(name string) (Game, bool) {
	i := slices.IndexFunc(r, func(g Game) bool {
		info := g.Info()
		return strings.EqualFold(info.ID, name) || strings.EqualFold(info.Name, name)
	})
	if i < 0 {
		return nil, false
	}
	return r[i], true
}

// IDs lists the game ids, for error messages.
func (r Registry) IDs() []string {
	ids := make([]string, len(r))
	for i, g := range r {
		ids[i] = g.Info().ID
	}
	return ids
}

// Pending is a game whose companion has not been built yet: it is listed, it can be
// scored with `talon score`, and `talon new` says plainly that it cannot be played yet.
type Pending Info

func (p Pending) Info() Info { i := Info(p); i.Available = false; return i }

func (p Pending) Setup(Config, RNG) (json.RawMessage, error) {
	return nil, Bad("%s has no companion yet", p.Name)
}

func (p Pending) Start(Config, json.RawMessage) (State, error) {
	return nil, Bad("%s has no companion yet", p.Name)
}

package marcopolo

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/talon-games/talon/scoring"
)

// jsonField is one key of the input: where it goes and what it must look like.
type jsonField struct {
	key      string
	want     string // for messages: "a whole number", ...
	optional bool   // may be absent
	nullable bool   // may be null
	target   func(p *PlayerInput) any
}

// playerFields are the per-player keys, in input order.
var playerFields = []jsonField{
	{key: "name", want: "a text", target: func(p *PlayerInput) any { return &p.Name }},
	{key: "track_vp", want: "a whole number", target: func(p *PlayerInput) any { return &p.TrackVP }},
	{key: "coins", want: "a whole number", target: func(p *PlayerInput) any { return &p.Coins }},
	{key: "camels", want: "a whole number", target: func(p *PlayerInput) any { return &p.Camels }},
	{key: "goods", want: "an object", target: func(p *PlayerInput) any { return &p.Goods }},
	{key: "beijing_arrival", want: "a whole number 1–4 or null", optional: true, nullable: true,
		target: func(p *PlayerInput) any { return &p.BeijingArrival }},
	{key: "trading_posts", want: "a list of city names", target: func(p *PlayerInput) any { return &p.TradingPosts }},
	{key: "goal_cards", want: "a list of city-name pairs", target: func(p *PlayerInput) any { return &p.GoalCards }},
	{key: "completed_contracts", want: "a whole number", target: func(p *PlayerInput) any { return &p.CompletedContracts }},
}

// gameFields are the game-wide keys.
var gameFields = []string{"players", "most_contracts_needs_one"}

// goodsFields are the keys of "goods"; an absent good counts 0.
var goodsFields = []string{"pepper", "silk", "gold"}

// decode reads the JSON input strictly: unknown fields, missing fields and
// values of the wrong type are all reported, each naming player and field.
// It returns what it could read and the fields that failed, so validation
// does not report them again.
func decode(data []byte) (Input, scoring.Problems, skipSet) {
	var in Input
	var ps scoring.Problems
	skip := skipSet{}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		ps.Add("", "input", "not a JSON object: "+err.Error())
		skip.mark(-1, "players")
		return in, ps, skip
	}
	for _, k := range scoring.UnknownKeys(top, gameFields) {
		ps.Add("", k, scoring.UnknownField(gameFields...))
	}
	if raw, ok := top["most_contracts_needs_one"]; ok {
		if err := json.Unmarshal(raw, &in.MostContractsNeedsOne); err != nil || scoring.IsNull(raw) {
			ps.Add("", "most_contracts_needs_one", "want true or false")
		}
	}
	raw, ok := top["players"]
	var players []json.RawMessage
	switch {
	case !ok:
		ps.Add("", "players", "missing field")
		skip.mark(-1, "players")
	case json.Unmarshal(raw, &players) != nil || scoring.IsNull(raw):
		ps.Add("", "players", "want a list of player objects")
		skip.mark(-1, "players")
	}
	in.Players = make([]PlayerInput, len(players))
	for i, raw := range players {
		decodePlayer(i, raw, &in.Players[i], &ps, skip)
	}
	return in, ps, skip
}

func decodePlayer(i int, raw json.RawMessage, p *PlayerInput, ps *scoring.Problems, skip skipSet) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
		ps.Add(scoring.PlayerLabel(i, ""), "player", "want an object with the player's facts")
		skip.mark(i, "*")
		return
	}
	// Name first, so every later problem can name the player.
	if v, ok := obj["name"]; ok {
		_ = json.Unmarshal(v, &p.Name)
	}
	who := scoring.PlayerLabel(i, p.Name)
	for _, k := range scoring.UnknownKeys(obj, playerKeys) {
		ps.Add(who, k, scoring.UnknownField(playerKeys...))
	}
	for _, f := range playerFields {
		v, ok := obj[f.key]
		switch {
		case !ok && f.optional:
		case !ok:
			ps.Add(who, f.key, "missing field")
			skip.mark(i, f.key)
		case scoring.IsNull(v) && !f.nullable:
			ps.Add(who, f.key, "is null; want "+f.want)
			skip.mark(i, f.key)
		case f.key == "goods":
			decodeGoods(i, who, v, &p.Goods, ps, skip)
		default:
			if err := json.Unmarshal(v, f.target(p)); err != nil {
				ps.Add(who, f.key, typeProblem(err, f.want))
				skip.mark(i, f.key)
			}
		}
	}
}

func decodeGoods(i int, who string, raw json.RawMessage, g *Goods, ps *scoring.Problems, skip skipSet) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		ps.Add(who, "goods", "want an object {\"pepper\":n, \"silk\":n, \"gold\":n}")
		skip.mark(i, "goods")
		return
	}
	for _, k := range scoring.UnknownKeys(obj, goodsFields) {
		ps.Add(who, "goods."+k, "unknown good (known: pepper, silk, gold, and camels are not goods)")
	}
	targets := map[string]*int{"pepper": &g.Pepper, "silk": &g.Silk, "gold": &g.Gold}
	for _, k := range goodsFields {
		v, ok := obj[k]
		if !ok {
			continue
		}
		if err := json.Unmarshal(v, targets[k]); err != nil || scoring.IsNull(v) {
			ps.Add(who, "goods."+k, typeProblem(err, "a whole number"))
			skip.mark(i, "goods")
		}
	}
}

// typeProblem turns a JSON decoding error into a short reason.
func typeProblem(err error, want string) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return fmt.Sprintf("want %s, got %s", want, te.Value)
	}
	return "want " + want
}

// playerKeys are the keys of playerFields, in order.
var playerKeys = func() []string {
	keys := make([]string, len(playerFields))
	for i, f := range playerFields {
		keys[i] = f.key
	}
	return keys
}()

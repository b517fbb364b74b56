package sanjuan

import (
	"fmt"
	"strconv"

	"github.com/talon-games/talon/companion"
)

func (s *state) phaseName() string {
	if s.role == "" {
		return "round start"
	}
	return string(s.role) + " phase"
}

// Legal lists what may be done now, with the options a prompt can offer.
func (s *state) Legal() []companion.Choice {
	if s.result != nil {
		return nil
	}
	var out []companion.Choice
	if len(s.steps) == 0 {
		out = append(out, s.roleChoice())
	} else {
		out = append(out, s.stepChoices(s.steps[0])...)
	}
	return append(out, companion.FixChoices(fixables, s.names())...)
}

func (s *state) playerArg(seats ...int) companion.Arg {
	arg := companion.Arg{Name: "player"}
	for _, p := range seats {
		arg.Options = append(arg.Options, companion.Option{Value: s.seats[p].name})
	}
	return arg
}

func (s *state) roleChoice() companion.Choice {
	c := s.chooserNow()
	choice := companion.Choice{Verb: verbRole, Help: fmt.Sprintf("%s chooses a role", s.seats[c].name),
		Args: []companion.Arg{s.playerArg(c), {Name: "role", Options: companion.Values(roleOptions(s.rolesLeft())...)}}}
	if s.n() == 2 && c == s.governor && len(s.taken) == 0 && s.seats[c].has(library) {
		choice.Args = append(choice.Args, companion.Arg{Name: "library", Key: "library", Options: companion.Values([]string{"no"}...), Optional: true,
			Help: "keep the Library for the second role (2 players: once per round)"})
	}
	return choice
}

func roleOptions(rs []Role) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = string(r)
	}
	return out
}

func (s *state) stepChoices(st step) []companion.Choice {
	pass := companion.Choice{Verb: verbPass, Help: "the player on turn declines"}
	switch st.verb {
	case verbBuild:
		return []companion.Choice{s.buildChoice(st.player), pass}
	case verbProduce:
		return []companion.Choice{{Verb: verbProduce, Help: fmt.Sprintf("put goods on up to %s", plural(s.produceAllowed(st.player), "empty production building")),
			Args: []companion.Arg{s.playerArg(st.player), {Name: "buildings", Help: "comma-separated, or pass", Options: buildingTerms.Options(s.slotOptions(st.player, false)...), Multi: s.produceAllowed(st.player)}}}, pass}
	case verbHouse:
		var tiles []string
		for t := 1; t <= len(Houses); t++ {
			if s.revealHouseOK(t) {
				tiles = append(tiles, strconv.Itoa(t))
			}
		}
		return []companion.Choice{{Verb: verbHouse, Help: "the trading house turned up", Args: []companion.Arg{{Name: "tile", Options: companion.Values(tiles...)}}}}
	case verbSell:
		return []companion.Choice{{Verb: verbSell, Help: "sell up to " + goodsText(s.sellAllowed(st.player)),
			Args: []companion.Arg{s.playerArg(st.player), {Name: "goods", Help: "production buildings holding the goods, comma-separated, or pass", Options: buildingTerms.Options(s.slotOptions(st.player, true)...), Multi: s.sellAllowed(st.player)}}}, pass}
	case verbCouncil:
		draw, keep := s.councilCards(st.player)
		return []companion.Choice{{Verb: verbCouncil, Help: fmt.Sprintf("draw %d, keep %d", draw, keep), Args: []companion.Arg{s.playerArg(st.player)}}, pass}
	case verbProspect:
		return []companion.Choice{{Verb: verbProspect, Help: fmt.Sprintf("draw %d", s.privilege(st.player)), Args: []companion.Arg{s.playerArg(st.player)}}, pass}
	case verbGoldMine:
		return []companion.Choice{{Verb: verbGoldMine, Help: "turn up 4; keep 1 if all costs differ",
			Args: []companion.Arg{s.playerArg(st.player), {Name: "costs", Help: "the four costs turned up, e.g. 1,3,4,6"}}}, pass}
	case verbChapel:
		if s.seats[st.player].hand == 0 { // talon counts no card to tuck: only passing is offered
			return []companion.Choice{pass}
		}
		return []companion.Choice{{Verb: verbChapel, Help: "tuck a hand card under the chapel", Args: []companion.Arg{s.playerArg(st.player)}}, pass}
	case verbFinal:
		c := companion.Choice{Verb: verbFinal, Help: "cards each player holds at the end (tie-break); talon's count when left out"}
		for _, p := range s.seats {
			c.Args = append(c.Args, companion.Arg{Name: p.name, Key: p.name, Optional: true, Help: fmt.Sprintf("talon counts %d", p.hand)})
		}
		return []companion.Choice{c}
	}
	return nil
}

// slotOptions lists a player's production buildings that are empty (or hold a good).
func (s *state) slotOptions(p int, withGood bool) []string {
	var out []string
	for _, sl := range s.seats[p].city {
		if buildings[sl.id].Good != "" && sl.good == withGood {
			out = append(out, sl.id)
		}
	}
	return out
}

// buildChoice offers the buildings the player can build now, directly or with their Crane.
func (s *state) buildChoice(p int) companion.Choice {
	seat := s.seats[p]
	goods := min(seat.goods(), blackMarketN)
	if !seat.has(blackMarket) {
		goods = 0
	}
	var overs []string
	if seat.has(crane) {
		for _, sl := range seat.city {
			if sl.id != crane {
				overs = append(overs, sl.id)
			}
		}
	}
	var options []string
	for _, b := range Buildings {
		if s.affordable(p, b, "", goods) || slicesAny(overs, func(o string) bool { return s.affordable(p, b, o, goods) }) {
			options = append(options, b.ID)
		}
	}
	args := []companion.Arg{s.playerArg(p), {Name: "building", Help: "a building they can afford now, or pass",
		Options: append(buildingTerms.Options(options...), companion.Option{Value: wordPass})}}
	if len(overs) > 0 {
		over := companion.Arg{Name: "over", Key: "over", Optional: true, Help: "Crane: the building to build over", Options: buildingTerms.Options(overs...)}
		over.Depends = func(earlier []string) companion.Arg { // only what the new building can replace
			next := over
			next.Options = nil
			if b, ok := buildings[earlier[1]]; ok {
				for _, o := range overs {
					if s.affordable(p, b, o, goods) {
						next.Options = append(next.Options, buildingTerms.Options(o)...)
					}
				}
			}
			return next
		}
		args = append(args, over)
	}
	if goods > 0 {
		args = append(args, companion.Arg{Name: "goods", Key: "goods", Optional: true, Help: "Black Market: up to 2 goods as payment, comma-separated", Options: buildingTerms.Options(s.slotOptions(p, true)...), Multi: goods})
	}
	return companion.Choice{Verb: verbBuild, Help: fmt.Sprintf("%s builds one building (%s in hand)", seat.name, plural(seat.hand, "card")), Args: args}
}

// affordable reports whether the build passes every check, paying with as many goods as help.
func (s *state) affordable(p int, b Building, over string, goods int) bool {
	c, err := s.checkBuild(p, b, over, nil)
	if err == nil {
		return true
	}
	return isCostRefusal(err) && s.seats[p].hand >= 1+c.Final-min(goods, c.Final)
}

func isCostRefusal(err error) bool {
	r, ok := err.(*companion.Refusal)
	return ok && r.Rule == "build cost"
}

func slicesAny(xs []string, f func(string) bool) bool {
	for _, x := range xs {
		if f(x) {
			return true
		}
	}
	return false
}

// revealHouseOK reports whether the table may turn up this tile now.
func (s *state) revealHouseOK(tile int) bool {
	c := s.clone()
	return c.revealHouse(tile) == nil
}

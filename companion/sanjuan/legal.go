package sanjuan

import (
	"strconv"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

func (s *state) phaseName() i18n.Message {
	if s.role == "" {
		return i18n.M("round start")
	}
	return i18n.M("%s phase", s.role.Term())
}

// Legal lists what may be done now, in English (status --json, completion).
func (s *state) Legal() []companion.Choice { return s.LocalLegal(i18n.NewPrinter(i18n.English)) }

// LocalLegal lists what may be done now, with the options a prompt can offer, worded in
// the table's language; verbs, keys and option values stay the grammar's ids.
func (s *state) LocalLegal(p *i18n.Printer) []companion.Choice {
	if s.result != nil {
		return nil
	}
	var out []companion.Choice
	if len(s.steps) == 0 {
		out = append(out, s.roleChoice(p))
	} else {
		out = append(out, s.stepChoices(p, s.steps[0])...)
	}
	return append(out, s.boundHands(companion.FixChoices(fixables, s.names()))...)
}

func (s *state) playerArg(p *i18n.Printer, seats ...int) companion.Arg {
	arg := companion.Arg{Name: p.Sprintf("player")}
	for _, q := range seats {
		arg.Options = append(arg.Options, companion.Option{Value: s.seats[q].name})
	}
	return arg
}

// localOptions are building options labelled with the names on the table's cards.
func localOptions(p *i18n.Printer, ids ...string) []companion.Option {
	out := buildingTerms.Options(ids...)
	for i := range out {
		if b, ok := buildings[out[i].Value]; ok {
			out[i].Label = p.Text(b.Term())
		}
	}
	return out
}

func (s *state) roleChoice(p *i18n.Printer) companion.Choice {
	c := s.chooserNow()
	var roles []companion.Option
	for _, r := range s.rolesLeft() {
		roles = append(roles, companion.Option{Value: string(r), Label: p.Text(r.Term()), Aliases: roleNames[r]})
	}
	choice := companion.Choice{Verb: verbRole, Help: p.Sprintf("%s chooses a role", s.seats[c].name),
		Args: []companion.Arg{s.playerArg(p, c), {Name: p.Sprintf("role"), Options: roles}}}
	if s.n() == 2 && c == s.governor && len(s.taken) == 0 && s.seats[c].has(library) {
		choice.Args = append(choice.Args, companion.Arg{Name: p.Text(buildingTerm(library)), Key: "library",
			Options: []companion.Option{{Value: "no", Label: p.Sprintf("no"), Aliases: []string{"nem"}}}, Optional: true,
			Help: p.Sprintf("keep the %s for the second role (2 players: once per round)", buildingTerm(library))})
	}
	return choice
}

func (s *state) stepChoices(p *i18n.Printer, st step) []companion.Choice {
	pass := companion.Choice{Verb: verbPass, Help: p.Sprintf("the player on turn declines")}
	switch st.verb {
	case verbBuild:
		return []companion.Choice{s.buildChoice(p, st.player), pass}
	case verbProduce:
		return []companion.Choice{{Verb: verbProduce, Help: p.Sprintf("put goods on up to %d empty production buildings", s.produceAllowed(st.player)),
			Args: []companion.Arg{s.playerArg(p, st.player), {Name: p.Sprintf("buildings"), Help: p.Sprintf("comma-separated, or pass"),
				Options: localOptions(p, s.slotOptions(st.player, false)...), Multi: s.produceAllowed(st.player)}}}, pass}
	case verbHouse:
		var tiles []string
		for t := 1; t <= len(Houses); t++ {
			if s.revealHouseOK(t) {
				tiles = append(tiles, strconv.Itoa(t))
			}
		}
		return []companion.Choice{{Verb: verbHouse, Help: p.Sprintf("the trading house turned up"), Args: []companion.Arg{{Name: p.Sprintf("trading house"), Options: companion.Values(tiles...)}}}}
	case verbSell:
		return []companion.Choice{{Verb: verbSell, Help: p.Sprintf("sell up to %s", goodsText(s.sellAllowed(st.player))),
			Args: []companion.Arg{s.playerArg(p, st.player), {Name: p.Sprintf("goods"), Help: p.Sprintf("production buildings holding the goods, comma-separated, or pass"),
				Options: localOptions(p, s.slotOptions(st.player, true)...), Multi: s.sellAllowed(st.player)}}}, pass}
	case verbCouncil:
		draw, keep := s.councilCards(st.player)
		return []companion.Choice{{Verb: verbCouncil, Help: p.Sprintf("draw %d, keep %d", draw, keep), Args: []companion.Arg{s.playerArg(p, st.player)}}, pass}
	case verbProspect:
		return []companion.Choice{{Verb: verbProspect, Help: p.Sprintf("draw %d", s.privilege(st.player)), Args: []companion.Arg{s.playerArg(p, st.player)}}, pass}
	case verbGoldMine:
		return []companion.Choice{{Verb: verbGoldMine, Help: p.Sprintf("turn up 4; keep 1 if all costs differ"),
			Args: []companion.Arg{s.playerArg(p, st.player), {Name: p.Sprintf("costs"), Help: p.Sprintf("the four costs turned up, e.g. 1,3,4,6")}}}, pass}
	case verbChapel:
		if s.seats[st.player].hand == 0 { // talon counts no card to tuck: only passing is offered
			return []companion.Choice{pass}
		}
		return []companion.Choice{{Verb: verbChapel, Help: p.Sprintf("tuck a hand card under the %s", buildingTerm(chapel)), Args: []companion.Arg{s.playerArg(p, st.player)}}, pass}
	case verbFinal:
		c := companion.Choice{Verb: verbFinal, Help: p.Sprintf("cards each player holds at the end (tie-break); talon's count when left out")}
		for _, q := range s.seats {
			c.Args = append(c.Args, companion.Arg{Name: q.name, Key: q.name, Optional: true, Help: p.Sprintf("cards in hand"), Empty: p.Sprintf("%d, talon's count", q.hand)})
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
func (s *state) buildChoice(p *i18n.Printer, q int) companion.Choice {
	seat := s.seats[q]
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
		if s.affordable(q, b, "", goods) || slicesAny(overs, func(o string) bool { return s.affordable(q, b, o, goods) }) {
			options = append(options, b.ID)
		}
	}
	args := []companion.Arg{s.playerArg(p, q), {Name: p.Sprintf("building"), Help: p.Sprintf("a building they can afford now, or pass"),
		Options: append(localOptions(p, options...), companion.Option{Value: wordPass})}}
	if len(overs) > 0 {
		over := companion.Arg{Name: p.Sprintf("replaced"), Key: "over", Optional: true, Help: p.Sprintf("%s: the building to build over", buildingTerm(crane)), Options: localOptions(p, overs...)}
		over.Depends = func(earlier []string) companion.Arg { // only what the new building can replace
			next := over
			next.Options = nil
			if b, ok := buildings[earlier[1]]; ok {
				for _, o := range overs {
					if s.affordable(q, b, o, goods) {
						next.Options = append(next.Options, localOptions(p, o)...)
					}
				}
			}
			return next
		}
		args = append(args, over)
	}
	if goods > 0 {
		args = append(args, companion.Arg{Name: p.Sprintf("goods"), Key: "goods", Optional: true,
			Help:    p.Sprintf("%s: up to %d goods as payment, comma-separated", buildingTerm(blackMarket), blackMarketN),
			Options: localOptions(p, s.slotOptions(q, true)...), Multi: goods})
	}
	return companion.Choice{Verb: verbBuild, Help: p.Sprintf("%s builds one building (%s in hand)", seat.name, cards(seat.hand)), Args: args}
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

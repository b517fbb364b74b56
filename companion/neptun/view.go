package neptun

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

func (s *session) View() companion.View { return s.State.View() }

// LocalView is the view in the table's language.
func (s *session) LocalView(p *i18n.Printer) companion.View { return s.State.LocalView(p) }

// english prints the views --json shows and the tests read.
var english = i18n.NewPrinter(i18n.English)

// View is the position in English (what --json prints).
func (s *State) View() companion.View { return s.LocalView(english) }

// LocalView is the position for the screen: facts, and a board drawn to fit 80 columns
// (ships, wind now and forecast, oar track order, each player's contracts).
func (s *State) LocalView(p *i18n.Printer) companion.View {
	v := companion.View{Title: s.title(p), Board: s.board(p), Next: s.nextText(p)}
	for _, m := range s.Said {
		v.Last = append(v.Last, m.Local(p))
	}
	v.Facts = append(v.Facts, companion.Fact{Label: p.Sprintf("Wind"), Value: s.windText(p)})
	v.Facts = append(v.Facts, companion.Fact{Label: p.Sprintf("Player order"), Value: s.orderText()})
	v.Facts = append(v.Facts, companion.Fact{Label: p.Sprintf("Box data"), Value: s.Data.Unlocked(p)})
	if s.atSetup() && s.Distances != nil {
		v.Tables = append(v.Tables, s.TokenTable(p))
	}
	for k, r := range s.Results {
		var lines []string
		for _, m := range s.RoundSummary(r) {
			lines = append(lines, m.Local(p))
		}
		v.Facts = append(v.Facts, companion.Fact{Label: p.Sprintf("Round %s", strconv.Itoa(k+1)), Value: strings.Join(lines, "; ")})
	}
	return v
}

func (s *State) title(p *i18n.Printer) string {
	t := p.Sprintf("Neptun · round %d of %d", s.Round, Rounds)
	switch s.Phase {
	case PhaseContracts:
		t += p.Sprintf(" · contract turn %d of %d", s.ContractTurn, ContractTurns)
	case PhaseVoyages:
		t += p.Sprintf(" · voyage turn %d of %d", s.VoyageTurn, BaseVoyageTurns)
	case PhaseDeclare:
		t += p.Sprintf(" · extra turns?")
	case PhaseExtra:
		t += p.Sprintf(" · extra turn 5 %s", strings.Repeat("I", s.ExtraTurn))
	case PhaseScoring:
		t += p.Sprintf(" · scoring")
	case PhaseOver:
		t = p.Sprintf("Neptun · game over")
	}
	return t
}

func (s *State) windText(p *i18n.Printer) string {
	w := p.Sprintf("%d", s.Wind)
	if !s.WindChecked {
		w += p.Sprintf(" (5 + forecast, not checked)")
	}
	if s.Forecast != nil {
		next, checked := s.WindFor(*s.Forecast)
		w += p.Sprintf(" · forecast %+d → next turn %d", *s.Forecast, next)
		if !checked {
			w += "?"
		}
	}
	return w
}

func (s *State) orderText() string {
	names := make([]string, len(s.Order))
	for k, i := range s.Order {
		names[k] = s.Players[i].Name
	}
	return strings.Join(names, " → ")
}

// NextText says what talon expects now, in English.
func (s *State) NextText() string { return s.nextText(english) }

// nextText says what talon expects now.
func (s *State) nextText(p *i18n.Printer) string {
	i := s.current()
	name := ""
	if i >= 0 {
		name = s.Players[i].Name
	}
	switch s.Phase {
	case PhaseContracts:
		if s.flipPending() {
			return p.Sprintf("the leftover set was face down: turn it up and enter it (flip)")
		}
		if s.Revealed >= 0 {
			return p.Sprintf("%s takes set %s or turns up the next (rejecting it for good)", name, strconv.Itoa(s.Revealed+1))
		}
		open := false
		for k := range s.Row {
			open = open || s.takeable(i, k).IsZero()
		}
		switch next := s.nextFaceDown(); {
		case next < 0:
			return p.Sprintf("%s takes one of the face-up sets", name)
		case !open:
			return p.Sprintf("%s turns up set %s and enters its cards (reveal)", name, strconv.Itoa(next+1))
		}
		return p.Sprintf("%s takes a face-up set or turns up the next one", name)
	case PhaseVoyages:
		if !s.cardsDown() {
			return p.Sprintf("everyone plays an oar card face down, then all turn them up: enter each (play)")
		}
		return p.Sprintf("%s sails (range %d = oar %d + wind %d) or stays", name, s.Range(i), s.Players[i].Played.Oar, s.Wind)
	case PhaseDeclare:
		return p.Sprintf("%s says whether they play the extra turns (extra yes|no)", name)
	case PhaseExtra:
		if s.Players[i].Played == nil {
			return p.Sprintf("%s plays an oar card for the extra turn", name)
		}
		return p.Sprintf("%s sails (range %d, wind frozen) or stays", name, s.Range(i))
	case PhaseScoring:
		if s.Tiles == nil {
			return p.Sprintf("enter the point tiles on the temples (tiles gold=… REGION=…)")
		}
		return p.Sprintf("bonus tile for %s", s.Players[s.BonusDue[0]].Name)
	}
	return p.Sprintf("the game is over")
}

// Board draws the position in at most 80 columns, in English.
func (s *State) Board() string { return s.board(english) }

// board draws the position in at most 80 columns.
func (s *State) board(p *i18n.Printer) string {
	var b strings.Builder
	if s.Phase == PhaseVoyages || s.Phase == PhaseExtra || s.Phase == PhaseDeclare {
		b.WriteString(clipName(p.Sprintf("Wind %s", s.windText(p)), 80) + "\n")
	}
	if s.Phase == PhaseContracts {
		b.WriteString(p.Sprintf("Contract row (left to right):") + "\n")
		for k, c := range s.Row {
			b.WriteString(" " + strconv.Itoa(k+1) + "  " + s.columnText(p, c) + "\n")
		}
		if track := s.oarTrackText(p); track != "" {
			b.WriteString(p.Sprintf("Oar track: %s", track) + "\n")
		}
	}
	for _, i := range s.Order {
		pl := s.Players[i]
		line := p.Sprintf("%-8s gold %-3d ship %-11s hand %d", clipName(pl.Name, 8), pl.Gold, clipName(s.CityNames().Term(pl.Ship).Local(p), 11), len(pl.Hand))
		if pl.Played != nil {
			line += p.Sprintf(" played %s", pl.Played.String())
		}
		if t := s.templesText(p, i, 80-len([]rune(line))-len(" · ")); t != "" {
			line += " · " + t
		}
		b.WriteString(clipName(line, 80) + "\n")
		b.WriteString("         " + contractsText(p, pl) + "\n")
	}
	return b.String()
}

// atSetup reports whether nothing has happened yet: the setup sheet is shown then.
func (s *State) atSetup() bool {
	return s.Round == 1 && s.Phase == PhaseContracts && s.ContractTurn == 1 && s.Picker == 0 && s.nextFaceDown() == 0
}

// TokenTable is the setup sheet of the distance tokens talon dealt: slot, route and
// sea miles, two slots a row so it stays short.
func (s *State) TokenTable(p *i18n.Printer) companion.Table {
	t := companion.Table{Title: p.Sprintf("Distance tokens as dealt: lay each on its route slot"),
		Header: []string{p.Sprintf("Slot"), p.Sprintf("Route"), p.Sprintf("Miles"), p.Sprintf("Slot"), p.Sprintf("Route"), p.Sprintf("Miles")}}
	slots := sortedKeys(s.Distances)
	for k := 0; k < len(slots); k += 2 {
		row := s.tokenCells(p, slots[k])
		if k+1 < len(slots) {
			row = append(row, s.tokenCells(p, slots[k+1])...)
		} else {
			row = append(row, "", "", "")
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

func (s *State) tokenCells(p *i18n.Printer, slot string) []string {
	route := "?"
	if s.Data != nil {
		for _, r := range s.Data.Routes {
			if r.Slot == slot && r.A != "" && r.B != "" {
				route = routeText(cityNames.Term(r.A).Local(p), cityNames.Term(r.B).Local(p), routeWidth)
			}
		}
	}
	return []string{slot, route, strconv.Itoa(s.Distances[slot])}
}

func (s *State) columnText(p *i18n.Printer, c Column) string {
	var t string
	switch {
	case c.TakenBy >= 0:
		t = p.Sprintf("taken by %s", s.Players[c.TakenBy].Name)
	case !c.FaceUp:
		t = p.Sprintf("face down")
	case c.Cards == nil:
		t = p.Sprintf("turned up, to be entered (flip)")
	default:
		x := c.Cards
		t = p.Sprintf("%s (%s): %s → %s · oar %s", s.CityNames().Term(x.City), s.RegionNames().Term(x.Region), goodNames.Term(x.Good), rewardText(x.Reward), x.Oar.String())
	}
	if c.Gold > 0 {
		t += p.Sprintf(" · %d gold", c.Gold)
	}
	if len(c.Barred) > 0 && c.TakenBy < 0 {
		var names []string
		for _, i := range c.Barred {
			names = append(names, s.Players[i].Name)
		}
		t += p.Sprintf(" · not for %s", strings.Join(names, ", ")) // rejected once and for all
	}
	return clipName(t, 76)
}

func rewardText(r Reward) i18n.Message {
	if r.Kind == "gold" {
		return i18n.M("%d gold", r.Amount)
	}
	return i18n.M("%d temple", r.Amount)
}

func (s *State) oarTrackText(p *i18n.Printer) string {
	var parts []string
	for _, strength := range sortedKeys(s.OarTrack) {
		var names []string
		for _, i := range s.OarTrack[strength] {
			names = append(names, s.Players[i].Name)
		}
		parts = append(parts, strconv.Itoa(strength)+": "+strings.Join(names, p.Sprintf(" under ")))
	}
	return strings.Join(parts, " · ")
}

// contractsText is one player's holder: slot, mark (✓ fulfilled, ✗ lost, · open) and
// city, each city named whole when the row fits 71 columns (under its player's name in
// 80), else the longest names clipped first.
func contractsText(pr *i18n.Printer, p PlayerState) string {
	marks := make([]string, ContractSlots)
	cities := make([]string, ContractSlots)
	longest := 0
	for k, c := range p.Contracts {
		switch {
		case c == nil:
			marks[k] = fmt.Sprintf("%d –", k+1)
			continue
		case c.Status == Fulfilled:
			marks[k] = fmt.Sprintf("%d ✓", k+1)
		case c.Status == Lost:
			marks[k] = fmt.Sprintf("%d ✗", k+1)
		default:
			marks[k] = fmt.Sprintf("%d ·", k+1)
		}
		cities[k] = cityNames.Term(c.City).Local(pr)
		longest = max(longest, len([]rune(cities[k])))
	}
	for width := longest; ; width-- {
		parts := make([]string, ContractSlots)
		for k := range parts {
			parts[k] = marks[k]
			if cities[k] != "" {
				parts[k] += clipName(cities[k], width)
			}
		}
		if row := strings.Join(parts, "  "); len([]rune(row)) <= contractsRow || width <= 4 {
			return row
		}
	}
}

// contractsRow is the room for a player's contracts: 80 columns less the indent under
// the player's name.
const contractsRow = 71

// templesText is a player's markers on the temples in play, each temple by its name in
// the table's language; when the names do not fit the player's line, by their first
// four letters.
func (s *State) templesText(p *i18n.Printer, i int, room int) string {
	var whole, short []string
	for _, r := range s.RegionsInPlay() {
		if m := s.marker(i, r); m.Space > 0 {
			name := s.RegionNames().Term(r).Local(p)
			whole = append(whole, name+" "+strconv.Itoa(m.Space))
			short = append(short, shortName(name)+" "+strconv.Itoa(m.Space))
		}
	}
	if t := strings.Join(whole, " · "); len([]rune(t)) <= room {
		return t
	}
	return strings.Join(short, " ")
}

// shortName is a region's first four letters, for the one-line temple summary.
func shortName(name string) string {
	if r := []rune(name); len(r) > 4 {
		return string(r[:4])
	}
	return name
}

// clipName shortens text to n runes, marking the cut.
// routeWidth is the widest route of the token table: two routes a row fit 80 columns
// with the Hungarian headers too ("Mérföld").
const routeWidth = 19

// routeText is a route "A–B" in at most width runes: the longer name is clipped first,
// so a short one stays whole ("Carthago–Leptis Ma…").
func routeText(a, b string, width int) string {
	na, nb := utf8.RuneCountInString(a), utf8.RuneCountInString(b)
	for na+1+nb > width && max(na, nb) > 2 {
		if na >= nb {
			na--
		} else {
			nb--
		}
	}
	return clipName(a, na) + "–" + clipName(b, nb)
}

func clipName(t string, n int) string {
	if utf8.RuneCountInString(t) <= n {
		return t
	}
	r := []rune(t)
	return string(r[:n-1]) + "…"
}

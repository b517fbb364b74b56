package neptun

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/talon-games/talon/companion"
)

func (s *session) View() companion.View { return s.State.View() }

// View is the position for the screen: facts, and a board drawn to fit 80 columns
// (ships, wind now and forecast, oar track order, each player's contracts).
func (s *State) View() companion.View {
	v := companion.View{Title: s.title(), Board: s.Board(), Next: s.NextText(), Last: s.Said}
	v.Facts = append(v.Facts, companion.Fact{Label: "Wind", Value: s.windText()})
	v.Facts = append(v.Facts, companion.Fact{Label: "Player order", Value: s.orderText()})
	v.Facts = append(v.Facts, companion.Fact{Label: "Box data", Value: s.Data.Unlocked()})
	if s.atSetup() && s.Distances != nil {
		v.Tables = append(v.Tables, s.TokenTable())
	}
	for k, r := range s.Results {
		v.Facts = append(v.Facts, companion.Fact{Label: fmt.Sprintf("Round %d", k+1), Value: strings.Join(s.RoundSummary(r), "; ")})
	}
	return v
}

func (s *State) title() string {
	t := fmt.Sprintf("Neptun · round %d of %d", s.Round, Rounds)
	switch s.Phase {
	case PhaseContracts:
		t += fmt.Sprintf(" · contract turn %d of %d", s.ContractTurn, ContractTurns)
	case PhaseVoyages:
		t += fmt.Sprintf(" · voyage turn %d of %d", s.VoyageTurn, BaseVoyageTurns)
	case PhaseDeclare:
		t += " · extra turns?"
	case PhaseExtra:
		t += fmt.Sprintf(" · extra turn 5 %s", strings.Repeat("I", s.ExtraTurn))
	case PhaseScoring:
		t += " · scoring"
	case PhaseOver:
		t = "Neptun · game over"
	}
	return t
}

func (s *State) windText() string {
	w := fmt.Sprint(s.Wind)
	if !s.WindChecked {
		w += " (5 + forecast, not checked)"
	}
	if s.Forecast != nil {
		next, checked := s.WindFor(*s.Forecast)
		w += fmt.Sprintf(" · forecast %+d → next turn %d", *s.Forecast, next)
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
	return strings.Join(names, " > ")
}

// NextText says what talon expects now.
func (s *State) NextText() string {
	i := s.current()
	name := ""
	if i >= 0 {
		name = s.Players[i].Name
	}
	switch s.Phase {
	case PhaseContracts:
		if s.flipPending() {
			return "the leftover set was face down: turn it up and enter it (flip)"
		}
		if s.Revealed >= 0 {
			return fmt.Sprintf("%s takes set %d or turns up the next (rejecting it for good)", name, s.Revealed+1)
		}
		open := false
		for k := range s.Row {
			open = open || s.takeable(i, k) == ""
		}
		switch next := s.nextFaceDown(); {
		case next < 0:
			return name + " takes one of the face-up sets"
		case !open:
			return fmt.Sprintf("%s turns up set %d and enters its cards (reveal)", name, next+1)
		}
		return name + " takes a face-up set or turns up the next one"
	case PhaseVoyages:
		if !s.cardsDown() {
			return "everyone plays an oar card face down, then all turn them up: enter each (play)"
		}
		return fmt.Sprintf("%s sails (range %d = oar %d + wind %d) or stays", name, s.Range(i), s.Players[i].Played.Oar, s.Wind)
	case PhaseDeclare:
		return name + " says whether they play the extra turns (extra yes|no)"
	case PhaseExtra:
		if s.Players[i].Played == nil {
			return name + " plays an oar card for the extra turn"
		}
		return fmt.Sprintf("%s sails (range %d, wind frozen) or stays", name, s.Range(i))
	case PhaseScoring:
		if s.Tiles == nil {
			return "enter the point tiles on the temples (tiles gold=… REGION=…)"
		}
		return "bonus tile for " + s.Players[s.BonusDue[0]].Name
	}
	return "the game is over"
}

// Board draws the position in at most 80 columns.
func (s *State) Board() string {
	var b strings.Builder
	if s.Phase == PhaseVoyages || s.Phase == PhaseExtra || s.Phase == PhaseDeclare {
		b.WriteString(clipName("Wind "+s.windText(), 80) + "\n")
	}
	if s.Phase == PhaseContracts {
		b.WriteString("Contract row (left to right):\n")
		for k, c := range s.Row {
			fmt.Fprintf(&b, " %d  %s\n", k+1, s.columnText(c))
		}
		if track := s.oarTrackText(); track != "" {
			b.WriteString("Oar track: " + track + "\n")
		}
	}
	for _, i := range s.Order {
		p := s.Players[i]
		line := fmt.Sprintf("%-8s gold %-3d ship %-11s hand %d", clipName(p.Name, 8), p.Gold, clipName(cityNames.Label(p.Ship), 11), len(p.Hand))
		if p.Played != nil {
			line += " played " + p.Played.String()
		}
		if t := s.templesText(i); t != "" {
			line += " · " + t
		}
		b.WriteString(clipName(line, 80) + "\n")
		b.WriteString("         " + contractsText(p) + "\n")
	}
	return b.String()
}

// atSetup reports whether nothing has happened yet: the setup sheet is shown then.
func (s *State) atSetup() bool {
	return s.Round == 1 && s.Phase == PhaseContracts && s.ContractTurn == 1 && s.Picker == 0 && s.nextFaceDown() == 0
}

// TokenTable is the setup sheet of the distance tokens talon dealt: slot, route and
// sea miles, two slots a row so it stays short.
func (s *State) TokenTable() companion.Table {
	t := companion.Table{Title: "Distance tokens as dealt: lay each on its route slot",
		Header: []string{"Slot", "Route", "Miles", "Slot", "Route", "Miles"}}
	slots := sortedKeys(s.Distances)
	for k := 0; k < len(slots); k += 2 {
		row := s.tokenCells(slots[k])
		if k+1 < len(slots) {
			row = append(row, s.tokenCells(slots[k+1])...)
		} else {
			row = append(row, "", "", "")
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

func (s *State) tokenCells(slot string) []string {
	route := "?"
	if s.Data != nil {
		for _, r := range s.Data.Routes {
			if r.Slot == slot && r.A != "" && r.B != "" {
				route = clipName(cityNames.Label(r.A), 10) + "–" + clipName(cityNames.Label(r.B), 10)
			}
		}
	}
	return []string{slot, route, fmt.Sprint(s.Distances[slot])}
}

func (s *State) columnText(c Column) string {
	var t string
	switch {
	case c.TakenBy >= 0:
		t = "taken by " + s.Players[c.TakenBy].Name
	case !c.FaceUp:
		t = "face down"
	case c.Cards == nil:
		t = "turned up, to be entered (flip)"
	default:
		x := c.Cards
		t = fmt.Sprintf("%s (%s): %s → %s · oar %s", s.CityNames().Label(x.City), s.RegionNames().Label(x.Region), x.Good, rewardText(x.Reward), x.Oar)
	}
	if c.Gold > 0 {
		t += fmt.Sprintf(" · %d gold", c.Gold)
	}
	if len(c.Barred) > 0 && c.TakenBy < 0 {
		var names []string
		for _, i := range c.Barred {
			names = append(names, s.Players[i].Name)
		}
		t += " · not for " + strings.Join(names, ", ") // rejected once and for all
	}
	return clipName(t, 76)
}

func rewardText(r Reward) string {
	if r.Kind == "gold" {
		return fmt.Sprintf("%d gold", r.Amount)
	}
	return fmt.Sprintf("%d temple", r.Amount)
}

func (s *State) oarTrackText() string {
	var parts []string
	for _, strength := range sortedKeys(s.OarTrack) {
		var names []string
		for _, i := range s.OarTrack[strength] {
			names = append(names, s.Players[i].Name)
		}
		parts = append(parts, fmt.Sprintf("%d: %s", strength, strings.Join(names, " under ")))
	}
	return strings.Join(parts, " · ")
}

// contractsText is one player's holder: slot, mark (✓ fulfilled, ✗ lost, · open) and city.
func contractsText(p PlayerState) string {
	parts := make([]string, ContractSlots)
	for k, c := range p.Contracts {
		switch {
		case c == nil:
			parts[k] = fmt.Sprintf("%d –", k+1)
		case c.Status == Fulfilled:
			parts[k] = fmt.Sprintf("%d ✓%s", k+1, clipName(cityNames.Label(c.City), 9))
		case c.Status == Lost:
			parts[k] = fmt.Sprintf("%d ✗%s", k+1, clipName(cityNames.Label(c.City), 9))
		default:
			parts[k] = fmt.Sprintf("%d ·%s", k+1, clipName(cityNames.Label(c.City), 9))
		}
	}
	return strings.Join(parts, "  ")
}

func (s *State) templesText(i int) string {
	var parts []string
	for _, r := range s.RegionsInPlay() {
		if m := s.marker(i, r); m.Space > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", shortName(r), m.Space))
		}
	}
	return strings.Join(parts, " ")
}

// shortName is a region's first four letters, for the one-line temple summary.
func shortName(id string) string {
	if r := []rune(id); len(r) > 4 {
		return string(r[:4])
	}
	return id
}

// clipName shortens text to n runes, marking the cut.
func clipName(t string, n int) string {
	if utf8.RuneCountInString(t) <= n {
		return t
	}
	r := []rune(t)
	return string(r[:n-1]) + "…"
}

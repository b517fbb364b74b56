package marcopolo

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
)

// View describes the position: whose turn, the players, the action board with its dice
// and join costs, the contract market, the city cards and the map.
func (s *session) View() companion.View {
	st := s.st
	v := companion.View{
		Title: fmt.Sprintf("The Voyages of Marco Polo — round %d of %d", max(st.Round, 1), Rounds),
		Last:  st.LastLines(),
		Next:  st.Expecting(),
	}
	v.Facts = []companion.Fact{
		{Label: "Start player", Value: st.Players[st.Start].Name},
		{Label: "Black dice on the board", Value: strconv.Itoa(st.BlackSupply)},
		{Label: "Contract piles left", Value: fmt.Sprintf("%d (special pile: %d)", len(st.Piles), len(st.Special))},
		{Label: "Beijing", Value: beijingText(st)},
	}
	if !st.Set.Ledger {
		v.Facts = append(v.Facts, companion.Fact{Label: "Ledger", Value: "off: coins, camels, goods and VP stay on the table"})
	}
	if st.Round <= 1 && st.Phase < PhasePlay {
		v.Tables = append(v.Tables, s.setupTable())
	}
	v.Tables = append(v.Tables, s.playerTable())
	if st.Set.Ledger {
		v.Tables = append(v.Tables, s.ledgerTable())
	}
	v.Tables = append(v.Tables, s.boardTable(), s.marketTable(), s.cardTable())
	v.Board = MapText(st)
	return v
}

func beijingText(st *State) string {
	if len(st.Beijing) == 0 {
		return "no trading post yet (10, 7, 4, 1 VP by arrival)"
	}
	parts := make([]string, len(st.Beijing))
	for i, seat := range st.Beijing {
		parts[i] = fmt.Sprintf("%s %d VP", st.Players[seat].Name, BeijingSpaceVP[i])
	}
	return strings.Join(parts, ", ")
}

func (s *session) playerTable() companion.Table {
	st := s.st
	t := companion.Table{Title: "Players", Header: []string{"#", "Player", "Character", "Dice", "At", "Posts", "Contracts"}}
	for seat, p := range st.Players {
		at := make([]string, len(p.Figures))
		for i, f := range p.Figures {
			at[i] = f.String()
		}
		dice := diceText(p.Dice)
		if st.Phase < PhasePlay {
			dice = "to roll"
		}
		row := []string{strconv.Itoa(seat + 1), p.Name, shortCharacter(p.Character), dice, strings.Join(at, ", "),
			fmt.Sprintf("%d/%d", len(p.Posts), p.Character.Posts()),
			fmt.Sprintf("%s; done %d", orNone(contractList(p.Active)), len(p.Completed))}
		if seat == st.Turn && st.Phase == PhasePlay {
			row[1] = "▶ " + row[1]
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

// ledgerTable is what talon counts for each player in ledger mode (a table of its own:
// beside the players' columns it would not fit 80 columns).
func (s *session) ledgerTable() companion.Table {
	t := companion.Table{Title: "Ledger", Header: []string{"Player", "Coins", "Camels", "Pepper", "Silk", "Gold", "VP"}}
	for _, p := range s.st.Players {
		k := p.Stock
		t.Rows = append(t.Rows, []string{p.Name, strconv.Itoa(k.Coins), strconv.Itoa(k.Camels),
			strconv.Itoa(k.Pepper), strconv.Itoa(k.Silk), strconv.Itoa(k.Gold), strconv.Itoa(k.VP)})
	}
	return t
}

func shortCharacter(c Character) string {
	if c == NoCharacter {
		return "—"
	}
	return strings.SplitN(c.String(), " ", 2)[0]
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// boardTable shows every action space with its dice and what joining it costs.
func (s *session) boardTable() companion.Table {
	st := s.st
	t := companion.Table{Title: "Action board", Header: []string{"Space", "Dice", "On it", "To join"}}
	for _, k := range []SpaceKind{FiveCoins, Camels, PepperSpace, SilkSpace, GoldSpace, Khan, Contracts, Travel} {
		sp := Space{Kind: k}
		list := st.Board[slot(sp)]
		if k == Khan {
			list = st.Khan
		}
		join := "free"
		switch {
		case k == Khan && len(st.Khan) >= KhanSlots:
			join = "full"
		case k == Khan && len(st.Khan) > 0:
			join = fmt.Sprintf("a die of %d+", st.Khan[len(st.Khan)-1].Dice[0].Value)
		case st.occupied(sp) && st.chargesOccupancy(sp):
			join = "lowest die in coins"
		}
		t.Rows = append(t.Rows, []string{k.String(), strconv.Itoa(Spaces[k].Dice), s.placements(list), join})
	}
	return t
}

func (s *session) placements(list []Placement) string {
	var parts []string
	for _, pl := range list {
		who := ""
		if pl.Seat >= 0 {
			who = s.st.Players[pl.Seat].Name + " "
		}
		parts = append(parts, who+diceText(pl.Dice))
	}
	return orNone(strings.Join(parts, "; "))
}

func (s *session) marketTable() companion.Table {
	t := companion.Table{Title: "Contract market", Header: []string{"Slot", "Contract", "Extra"}}
	for i, id := range s.st.Market {
		extra := ""
		if e := ContractSlotExtra(i + 1); e > 0 {
			extra = fmt.Sprintf("+%d coin/camel", e)
		}
		t.Rows = append(t.Rows, []string{strconv.Itoa(i + 1), AllContracts[id].String(), extra})
	}
	return t
}

func (s *session) cardTable() companion.Table {
	st := s.st
	t := companion.Table{Title: "City cards", Header: []string{"#", "City", "Card", "Used by"}}
	for i, cs := range st.CardSpaces {
		c, _ := CityCardFor(cs.Card, st.Set)
		used := ""
		if list := st.Board[slot(Space{Kind: CityCard, Card: i})]; len(list) > 0 {
			used = st.Players[list[0].Seat].Name
		}
		t.Rows = append(t.Rows, []string{strconv.Itoa(i + 1), cs.City.String(), CardID(c.ID) + " " + c.String(), used})
	}
	return t
}

// setupTable is the setup sheet: where the table lays each piece talon dealt (as
// corrected with fix, when the table's pieces lie otherwise).
func (s *session) setupTable() companion.Table {
	st := s.st
	t := companion.Table{Title: "Setup: lay the pieces as talon dealt them (fix corrects)", Header: []string{"What", "Where"}}
	add := func(what, where string) { t.Rows = append(t.Rows, []string{what, where}) }
	for _, c := range LargeCities() {
		if o := st.Outposts[c]; o >= 0 {
			add("outpost bonus "+OutpostBonuses[o].String(), "face up on "+c.String())
		}
	}
	for _, c := range SmallCities() {
		if b := st.CityTiles[c]; b >= 0 {
			add("small-city tile "+CityBonuses[b].String(), "on "+c.String())
		}
	}
	for i, c := range st.CardSpaces {
		add(fmt.Sprintf("city card %s (%s)", CardID(c.Card), AllCityCards[c.Card]), fmt.Sprintf("space %d at %s", i+1, c.City))
	}
	add("contracts "+contractList(st.Market), "face up on slots 1–6, in this order")
	for r, pile := range st.Piles {
		add("contracts "+contractList(pile), fmt.Sprintf("pile for round %d", r+2))
	}
	add("contracts "+contractList(st.Special), "the special pile, face down, first on top")
	for seat, p := range st.Players {
		add(fmt.Sprintf("%s: %d coins, %d camels, starting contract %s", p.Name, StartCoins[seat], StartCamels, orNone(contractList(p.Active))),
			fmt.Sprintf("seat %d, %s", seat+1, shortCharacter(p.Character)))
	}
	add(fmt.Sprintf("%d black dice", len(st.Players)+1), "on the black-dice space")
	if n := len(st.Players); n < 4 {
		where := "Khan's favor slot 1 (showing 1)"
		if n == 2 {
			where = "Khan's favor slots 1 and 2 (showing 1) and one on take 5 coins"
		}
		add("dice of an unused colour", where)
	}
	add("goal cards", "dealt secretly: each player reads theirs with `talon marco-polo goals NAME`")
	return t
}

// OnBoard says which questions are answered by reading the map (where a figure goes), so
// `talon play` draws it before them.
func (s *session) OnBoard(a companion.Arg) bool {
	return a.Key == "to" || a.Key == "to2" || (a.Key == "" && a.Name == "to")
}

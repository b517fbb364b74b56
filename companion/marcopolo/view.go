package marcopolo

import (
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// View describes the position: whose turn, the players, the action board with its dice
// and join costs, the contract market, the city cards and the map.
func (s *session) View() companion.View { return s.LocalView(i18n.NewPrinter(i18n.English)) }

// LocalView is the view in p's language.
func (s *session) LocalView(p *i18n.Printer) companion.View {
	st := s.st
	v := companion.View{
		Title: p.Sprintf("The Voyages of Marco Polo — round %d of %d", max(st.Round, 1), Rounds),
		Last:  st.LocalLines(p),
		Next:  st.expecting().Local(p),
	}
	v.Facts = []companion.Fact{
		{Label: p.Sprintf("Start player"), Value: st.Players[st.Start].Name},
		{Label: p.Sprintf("Black dice on the board"), Value: strconv.Itoa(st.BlackSupply)},
		{Label: p.Sprintf("Contract piles left"), Value: p.Sprintf("%d (special pile: %d)", len(st.Piles), len(st.Special))},
		{Label: p.Sprintf("Beijing"), Value: beijingText(p, st)},
	}
	if !st.Set.Ledger {
		v.Facts = append(v.Facts, companion.Fact{Label: p.Sprintf("Ledger"), Value: p.Sprintf("off: coins, camels, goods and VP stay on the table")})
	}
	if st.Round <= 1 && st.Phase < PhasePlay {
		v.Tables = append(v.Tables, s.setupTable(p))
	}
	v.Tables = append(v.Tables, s.playerTable(p))
	if st.Set.Ledger {
		v.Tables = append(v.Tables, s.ledgerTable(p))
	}
	v.Tables = append(v.Tables, s.boardTable(p), s.marketTable(p), s.cardTable(p))
	v.Board = LocalMapText(p, st)
	return v
}

func beijingText(p *i18n.Printer, st *State) string {
	if len(st.Beijing) == 0 {
		return p.Sprintf("no trading post yet (10, 7, 4, 1 VP by arrival)")
	}
	parts := make([]string, len(st.Beijing))
	for i, seat := range st.Beijing {
		parts[i] = p.Sprintf("%s %d VP", st.Players[seat].Name, BeijingSpaceVP[i])
	}
	return strings.Join(parts, ", ")
}

func (s *session) playerTable(p *i18n.Printer) companion.Table {
	st := s.st
	t := companion.Table{Title: p.Sprintf("Players"), Header: []string{"#", p.Sprintf("Player"), p.Sprintf("Character"), p.Sprintf("Dice"), p.Sprintf("At"), p.Sprintf("Posts"), p.Sprintf("Contracts")}}
	for seat, pl := range st.Players {
		at := make([]string, len(pl.Figures))
		for i, f := range pl.Figures {
			at[i] = f.Local(p)
		}
		dice := diceShown(pl.Dice).Local(p)
		if st.Phase < PhasePlay {
			dice = p.Sprintf("to roll")
		}
		row := []string{strconv.Itoa(seat + 1), pl.Name, shortCharacter(p, pl.Character), dice, strings.Join(at, ", "),
			strconv.Itoa(len(pl.Posts)) + "/" + strconv.Itoa(pl.Character.Posts()),
			p.Sprintf("%s; done %d", orNone(p, contractList(pl.Active)), len(pl.Completed))}
		if seat == st.Turn && st.Phase == PhasePlay {
			row[1] = "▶ " + row[1]
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

// ledgerTable is what talon counts for each player in ledger mode (a table of its own:
// beside the players' columns it would not fit 80 columns).
func (s *session) ledgerTable(p *i18n.Printer) companion.Table {
	t := companion.Table{Title: p.Sprintf("Ledger"), Header: []string{p.Sprintf("Player"), p.Sprintf("Coins"), p.Sprintf("Camels"),
		Pepper.Local(p), Silk.Local(p), Gold.Local(p), p.Sprintf("VP")}}
	for _, pl := range s.st.Players {
		k := pl.Stock
		t.Rows = append(t.Rows, []string{pl.Name, strconv.Itoa(k.Coins), strconv.Itoa(k.Camels),
			strconv.Itoa(k.Pepper), strconv.Itoa(k.Silk), strconv.Itoa(k.Gold), strconv.Itoa(k.VP)})
	}
	return t
}

func shortCharacter(p *i18n.Printer, c Character) string {
	if c == NoCharacter {
		return "—"
	}
	return strings.SplitN(c.Local(p), " ", 2)[0]
}

func orNone(p *i18n.Printer, s string) string {
	if s == "" {
		return p.Sprintf("none")
	}
	return s
}

// boardTable shows every action space with its dice and what joining it costs.
func (s *session) boardTable(p *i18n.Printer) companion.Table {
	st := s.st
	t := companion.Table{Title: p.Sprintf("Action board"), Header: []string{p.Sprintf("Space"), p.Sprintf("Dice"), p.Sprintf("On it"), p.Sprintf("To join")}}
	for _, k := range []SpaceKind{FiveCoins, Camels, PepperSpace, SilkSpace, GoldSpace, Khan, Contracts, Travel} {
		sp := Space{Kind: k}
		list := st.Board[slot(sp)]
		if k == Khan {
			list = st.Khan
		}
		join := p.Sprintf("free")
		switch {
		case k == Khan && len(st.Khan) >= KhanSlots:
			join = p.Sprintf("full")
		case k == Khan && len(st.Khan) > 0:
			join = p.Sprintf("a die of %d+", st.Khan[len(st.Khan)-1].Dice[0].Value)
		case st.occupied(sp) && st.chargesOccupancy(sp):
			join = p.Sprintf("lowest die in coins")
		}
		t.Rows = append(t.Rows, []string{k.Local(p), strconv.Itoa(Spaces[k].Dice), s.placements(p, list), join})
	}
	return t
}

func (s *session) placements(p *i18n.Printer, list []Placement) string {
	var parts []string
	for _, pl := range list {
		who := ""
		if pl.Seat >= 0 {
			who = s.st.Players[pl.Seat].Name + " "
		}
		parts = append(parts, who+diceShown(pl.Dice).Local(p))
	}
	return orNone(p, strings.Join(parts, "; "))
}

func (s *session) marketTable(p *i18n.Printer) companion.Table {
	t := companion.Table{Title: p.Sprintf("Contract market"), Header: []string{p.Sprintf("Slot"), p.Sprintf("Contract"), p.Sprintf("Extra")}}
	for i, id := range s.st.Market {
		extra := ""
		if e := ContractSlotExtra(i + 1); e > 0 {
			extra = p.Sprintf("+%d coin/camel", e)
		}
		c, _ := ContractFor(id, s.st.Set)
		t.Rows = append(t.Rows, []string{strconv.Itoa(i + 1), c.Local(p), extra})
	}
	return t
}

func (s *session) cardTable(p *i18n.Printer) companion.Table {
	st := s.st
	t := companion.Table{Title: p.Sprintf("City cards (v = the value of the die placed)"), Header: []string{"#", p.Sprintf("City"), p.Sprintf("Card"), p.Sprintf("Used by")}}
	for i, cs := range st.CardSpaces {
		c, _ := CityCardFor(cs.Card, st.Set)
		used := ""
		if list := st.Board[slot(Space{Kind: CityCard, Card: i})]; len(list) > 0 {
			used = st.Players[list[0].Seat].Name
		}
		t.Rows = append(t.Rows, []string{strconv.Itoa(i + 1), cs.City.Local(p), CardID(c.ID) + " " + c.Local(p), used})
	}
	return t
}

// setupTable is the setup sheet: where the table lays each piece talon dealt (as
// corrected with fix, when the table's pieces lie otherwise).
func (s *session) setupTable(p *i18n.Printer) companion.Table {
	st := s.st
	t := companion.Table{Title: p.Sprintf("Setup: lay the pieces as talon dealt them (fix corrects)"), Header: []string{p.Sprintf("What"), p.Sprintf("Where")}}
	add := func(what, where string) { t.Rows = append(t.Rows, []string{what, where}) }
	for _, c := range LargeCities() {
		if o := st.Outposts[c]; o >= 0 {
			add(p.Sprintf("outpost bonus %s", OutpostBonuses[o]), p.Sprintf("face up on %s", c))
		}
	}
	for _, c := range SmallCities() {
		if b := st.CityTiles[c]; b >= 0 {
			add(p.Sprintf("small-city tile %s", CityBonuses[b].Local(p)), p.Sprintf("on %s", c))
		}
	}
	for i, c := range st.CardSpaces {
		add(p.Sprintf("city card %s (%s)", CardID(c.Card), AllCityCards[c.Card]), p.Sprintf("space %s at %s", strconv.Itoa(i+1), c.City))
	}
	add(p.Sprintf("contracts %s", contractList(st.Market)), p.Sprintf("face up on slots 1–6, in this order"))
	for r, pile := range st.Piles {
		add(p.Sprintf("contracts %s", contractList(pile)), p.Sprintf("pile for round %s", strconv.Itoa(r+2)))
	}
	add(p.Sprintf("contracts %s", contractList(st.Special)), p.Sprintf("the special pile, face down, first on top"))
	for seat, pl := range st.Players {
		add(p.Sprintf("%s: %d coins, %d camels, starting contract %s", pl.Name, StartCoins[seat], StartCamels, orNone(p, contractList(pl.Active))),
			p.Sprintf("seat %s, %s", strconv.Itoa(seat+1), shortCharacter(p, pl.Character)))
	}
	add(p.Sprintf("%d black dice", len(st.Players)+1), p.Sprintf("on the black-dice space"))
	if n := len(st.Players); n < 4 {
		where := p.Sprintf("Khan's favor slot 1 (showing 1)")
		if n == 2 {
			where = p.Sprintf("Khan's favor slots 1 and 2 (showing 1) and one on take 5 coins")
		}
		add(p.Sprintf("dice of an unused colour"), where)
	}
	add(p.Sprintf("goal cards"), p.Sprintf("dealt secretly: each player reads theirs with `talon marco-polo goals NAME`"))
	return t
}

// OnBoard says which questions are answered by reading the map (where a figure goes), so
// `talon play` draws it before them.
func (s *session) OnBoard(a companion.Arg) bool {
	return a.Key == "to" || a.Key == "to2" || (a.Key == "" && a.Name == "to")
}

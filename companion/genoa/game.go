package genoa

import (
	"encoding/json"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// Entry registers Genoa: its scorer and its companion. Its Name stays English in every
// language: the Hungarian seed rulebook prints no title (it names only the city, "Genoa
// városának kereskedője vagy"), nor does the digest, so there is no Term to show.
func Entry() companion.Entry {
	return companion.Entry{ID: Game, Name: "The Traders of Genoa", Aliases: []string{"Genoa", "Die Händler von Genua", "Genua"},
		MinPlayers: minPlayers, MaxPlayers: maxPlayers, Scorer: NewScorer(), Companion: Companion{}}
}

// Option and data names for `talon new genoa`.
const (
	OptLedger = "ledger"
	OptFirst  = "first"
	DataBoard = "board"
	DataNames = "names"
	drawFirst = "draw"
)

// Companion is Genoa's game companion.
type Companion struct{}

func (Companion) Info() companion.Info {
	return companion.Info{
		Options: []companion.OptionSpec{
			{Name: OptLedger, Help: i18n.Key("keep every player's ducats, commodities, tiles and cards (the table records every payment)"), Default: "off", Values: []string{"on", "off"}},
			{Name: OptFirst, Help: i18n.Key("the first player (fixed for the game): a player's name, or draw"), Default: drawFirst, Aliases: map[string][]string{drawFirst: {"sorsolás"}}},
		},
		Data: []companion.DataSpec{
			{Name: DataBoard, Help: i18n.Key("the captured board (talon genoa board template|capture|export); without it adjacency is not checked")},
			{Name: DataNames, Help: i18n.Key("the table's names for buildings, goods, tiles and cards (talon genoa names template|import): German and some Hungarian names are UNKNOWN to talon")},
		},
	}
}

// setupRecord is stored with the session: the first player and copies of the board and
// of the table's names file.
type setupRecord struct {
	First int             `json:"first"`
	Board json.RawMessage `json:"board,omitempty"`
	Names string          `json:"names,omitempty"`
}

func (Companion) Setup(cfg companion.Config, rng companion.RNG) (json.RawMessage, error) {
	if _, err := cfg.Options.OnOff(OptLedger, false); err != nil {
		return nil, err
	}
	names := cfg.Names()
	first, _, err := cfg.Options.Player(OptFirst, names, drawFirst)
	if err != nil {
		return nil, err
	}
	if first < 0 {
		first = rng.Stream("first-player").IntN(len(names))
	}
	rec := setupRecord{First: first}
	words := DefaultNames
	if data, ok := cfg.Data[DataNames]; ok {
		if words, err = ParseNames(data); err != nil {
			return nil, companion.Bad("--data names: %v", err)
		}
		rec.Names = words.Text()
	}
	if data, ok := cfg.Data[DataBoard]; ok {
		b, ps := words.ParseBoard(data)
		if b == nil {
			return nil, companion.Bad("--data board: %v", ps.Err())
		}
		rec.Board = b.JSON()
	}
	return json.Marshal(rec)
}

func (Companion) Start(cfg companion.Config, raw json.RawMessage) (companion.State, error) {
	var rec setupRecord
	if err := json.Unmarshal(raw, &rec); err != nil {
		return nil, companion.Bad("genoa setup record: %v", err)
	}
	ledger, err := cfg.Options.OnOff(OptLedger, false)
	if err != nil {
		return nil, err
	}
	words := DefaultNames
	if rec.Names != "" {
		if words, err = ParseNames([]byte(rec.Names)); err != nil {
			return nil, companion.Bad("genoa setup record: %v", err)
		}
	}
	var board *Board
	if len(rec.Board) > 0 {
		b, ps := ParseBoard(rec.Board)
		if b == nil {
			return nil, companion.Bad("genoa setup record: %v", ps.Err())
		}
		board = b
	}
	names := cfg.Names()
	st, err := NewGame(Setup{Players: names, First: Seat(rec.First), Ledger: ledger, Board: board})
	if err != nil {
		return nil, err
	}
	return &session{st: st, r: reader{names: names, seats: companion.PlayerTerms(names), words: words}, setup: true}, nil
}

// session is Genoa's companion.State: the rules state and what the last action meant.
type session struct {
	st    State
	r     reader
	last  []i18n.Message
	p     *i18n.Printer // the language of Legal's words (nil: English)
	setup bool          // nothing has happened yet: the view is the setup sheet
}

// fixables are the counts the table may correct with `fix`: markers in hand and the
// round track always; with a ledger also what it counts.
func fixables(ledger bool) []companion.Fixable {
	if ledger {
		return ledgerFixables
	}
	return plainFixables
}

var plainFixables, ledgerFixables = makeFixables(false), makeFixables(true)

// fixable is one correctable count, its help kept as a message for the table's language
// (the composed ones, "Silk a player holds", are no catalog key).
func fixable(name string, help i18n.Message, perPlayer bool, lo, hi int) companion.Fixable {
	return companion.Fixable{Name: name, Help: help.String(), HelpText: help, PerPlayer: perPlayer, Min: lo, Max: hi}
}

// named is a fixable the table may also call by the names on its components (the
// seed's words for the markers and ducats, names.txt's for goods, tiles and cards).
func named(f companion.Fixable, names i18n.Term) companion.Fixable {
	f.Names = names
	return f
}

// fixedName is a corrected field as the table reads it: by the names on its components
// where the field has them ("bors" for pepper in Hungarian), else its id.
func fixedName(field string) any {
	for _, f := range ledgerFixables {
		if f.Name == field && (f.Names.HU != "" || f.Names.DE != "") {
			return i18n.Term{EN: field, HU: f.Names.HU, DE: f.Names.DE}
		}
	}
	return field
}

// roundsLeftTerm is what a Hungarian table calls the rounds left: talon's own count, no
// component's name, so a plain word ("hátralévő" = remaining; "forduló" is the seed's).
var roundsLeftTerm = i18n.Term{HU: "hátralévő fordulók"}

// deckFixTerm names a deck's face-down count as the seed calls a deck ("a Szerződés
// kártya pakli"): the card kind's name and "pakli". It must differ from the card kind's
// own name, which in ledger mode corrects the cards of that kind in a player's hand.
func deckFixTerm(d Deck) i18n.Term {
	t := deckTerm(d)
	if t.HU == "" {
		return i18n.Term{}
	}
	return i18n.Term{HU: t.HU + " pakli"}
}

func makeFixables(ledger bool) []companion.Fixable {
	out := []companion.Fixable{
		named(fixable("markers", i18n.M("ownership markers in a player's hand"), true, 0, markersPerColour), markerTerm.Names),
		named(fixable(roundsLeftField, i18n.M("rounds left, this one included"), false, 1, roundsFor[minPlayers]), roundsLeftTerm),
	}
	for _, d := range DeckInfos {
		out = append(out, named(fixable(deckField(d.ID), i18n.M("%s deck, face down", deckTerm(d.ID)), false, 0, d.Size), deckFixTerm(d.ID)))
	}
	if !ledger {
		return out
	}
	out = append(out, named(fixable("ducats", i18n.M("a player's ducats"), true, 0, maxDealDucats), i18n.Term{HU: "dukát"})) // the seed's coins: "dukátos érmék"
	for _, c := range Commodities {
		out = append(out, named(fixable(string(c.ID), i18n.M("%s a player holds", commodityTerm(c.ID)), true, 0, commoditiesEach), commodityTerm(c.ID)))
	}
	for _, t := range Tiles {
		out = append(out, named(fixable(string(t.ID), i18n.M("%s tiles a player holds", tileTerm(t.ID)), true, 0, t.Count), tileTerm(t.ID)))
	}
	for _, d := range DeckInfos {
		out = append(out, named(fixable(string(d.ID), i18n.M("%s cards a player holds", deckTerm(d.ID)), true, 0, d.Size), deckTerm(d.ID)))
	}
	return out
}

func (s *session) Resolve(a companion.Action, rng companion.RNG) (companion.Action, error) {
	if fix, ok, err := companion.ReadFix(a, fixables(s.st.Ledger), s.r.seats); ok {
		return fix.Action(s.r.names), err
	}
	act, err := s.reader().read(a)
	if err != nil {
		return a, err
	}
	switch x := act.(type) {
	case Roll:
		if x.Blue == 0 { // talon rolls: blue first, then red, from the dice stream
			dice := rng.Stream("dice")
			x.Blue, x.Red = 1+dice.IntN(Side), 1+dice.IntN(Side)
		}
		act = x
	case TakeAction:
		here := s.st.Turn.Here()
		if x.Building == "" && here != "" && KindOf(here) != KindBuilding {
			return a, companion.Refuse(ruleBuildingsOnly, "the tower stands on %s, which has no action; only the 18 buildings have one", spaceText(here))
		}
		if x.Building == "" {
			x.Building = BuildingID(here)
		}
		act = x
	}
	return s.r.text(act), nil
}

// reader is the session's reader knowing the rolled cell, so "start street" names the
// street there.
func (s *session) reader() reader {
	r := s.r
	r.rolled = s.st.Turn.Rolled
	return r
}

func (s *session) Apply(a companion.Action) (companion.State, companion.Outcome, error) {
	var act Action
	if fix, ok, err := companion.ReadFix(a, fixables(s.st.Ledger), s.r.seats); ok {
		if err != nil {
			return nil, companion.Outcome{}, err
		}
		act = Correct{Player: Seat(fix.Player), Field: fix.Name, Value: fix.Value}
	} else {
		if act, err = s.reader().read(a); err != nil {
			return nil, companion.Outcome{}, err
		}
		if t, ok := act.(TakeAction); ok && t.Building == "" {
			return nil, companion.Outcome{}, companion.Bad("action: name the building (the tower stands on %s)", spaceText(s.st.Turn.Here()))
		}
	}
	next, o, err := s.st.Apply(act)
	if err != nil {
		return nil, companion.Outcome{}, err
	}
	return &session{st: next, r: s.r, last: o.Says}, kitOutcome(o), nil
}

// kitOutcome is the rules' outcome as the kit's: the checks talon could not make and
// what the table must do by hand, kept as messages so each reads in the table's
// language (and in English in --json).
func kitOutcome(o Outcome) companion.Outcome {
	out := companion.Accepted()
	if len(o.NotChecked) > 0 {
		parts := make([]any, len(o.NotChecked))
		for i, m := range o.NotChecked {
			parts[i] = m
		}
		out = companion.NotChecked("%s", i18n.Join("; ", parts...))
	}
	for _, t := range o.Tell {
		out = out.Warn("table", "%s", t)
	}
	return out
}

func (s *session) Result() *scoring.Result { return s.st.Result }

// SessionState is the rules state behind a Genoa session, for the game's own commands
// (`talon genoa board show`); ok is false for another game's session.
func SessionState(st companion.State) (State, bool) {
	s, ok := st.(*session)
	if !ok {
		return State{}, false
	}
	return s.st, true
}

// Marks are what the board drawing shows of the current turn and the owners.
func (s State) Marks() Marks {
	m := Marks{Rolled: s.Turn.Rolled, Route: s.Turn.Path, Discs: map[SpaceID]int{}, Owners: map[BuildingID]string{}}
	for i, sp := range s.Turn.Path {
		m.Discs[sp] = s.Turn.Discs[i]
	}
	for b, p := range s.Owner {
		m.Owners[b] = initial(s.Players, p)
	}
	return m
}

// initial is the shortest prefix of a player's name no other player's name starts with
// (at most 2 letters; seat number when even that is shared).
func initial(players []Player, p Seat) string {
	name := []rune(players[p].Name)
	for n := 1; n <= 2 && n <= len(name); n++ {
		prefix := strings.ToUpper(string(name[:n]))
		unique := true
		for i, o := range players {
			if Seat(i) != p && strings.HasPrefix(strings.ToUpper(o.Name), prefix) {
				unique = false
			}
		}
		if unique {
			return prefix
		}
	}
	return string(rune('1' + p))
}

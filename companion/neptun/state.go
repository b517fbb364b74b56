package neptun

import (
	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"slices"
	"strings"
)

// Phase is where a game round stands.
type Phase string

const (
	PhaseContracts Phase = "contracts" // 5 contract turns
	PhaseVoyages   Phase = "voyages"   // 5 base voyage turns
	PhaseDeclare   Phase = "declare"   // who plays the extra turns 5 I and 5 II
	PhaseExtra     Phase = "extra"     // extra voyage turns, wind frozen
	PhaseScoring   Phase = "scoring"   // tile values and bonus tiles the table enters
	PhaseOver      Phase = "over"
)

// phaseTexts name the phases for the table: a refusal says which one it is now.
var phaseTexts = map[Phase]string{
	PhaseContracts: i18n.Key("the contract phase"),
	PhaseVoyages:   i18n.Key("the voyage phase"),
	PhaseDeclare:   i18n.Key("the choice of the extra turns"),
	PhaseExtra:     i18n.Key("the extra turns"),
	PhaseScoring:   i18n.Key("the scoring"),
	PhaseOver:      i18n.Key("game over"),
}

// Text is the phase as the table reads it, in its language.
func (p Phase) Text() i18n.Message { return i18n.M(phaseTexts[p]) }

// ContractStatus is a contract on a holder slot.
type ContractStatus string

const (
	Open      ContractStatus = "open"
	Fulfilled ContractStatus = "fulfilled"
	Lost      ContractStatus = "lost" // turned face down: skipped, or left at the end of the voyages
)

// statusTexts are the statuses as catalog keys, for refusals in the table's language.
var _ = []string{i18n.Key("open"), i18n.Key("fulfilled"), i18n.Key("lost")}

// Cards are one column of the contract row: city, goods and oar card, as the table read
// them when they were turned up.
type Cards struct {
	City   string  `json:"city"`
	Region string  `json:"region"`
	Good   string  `json:"good"`
	Reward Reward  `json:"reward"`
	Oar    OarCard `json:"oar"`
}

// Contract is one taken contract: deliver Good to City for Reward.
type Contract struct {
	City        string         `json:"city"`
	Region      string         `json:"region"`
	Good        string         `json:"good"`
	Reward      Reward         `json:"reward"`
	Status      ContractStatus `json:"status"`
	ExtraBought bool           `json:"extra_bought,omitempty"`
}

// Column is one set of the contract row.
type Column struct {
	Cards   *Cards `json:"cards,omitempty"` // nil while face down (or flipped but not entered)
	FaceUp  bool   `json:"face_up"`
	Gold    int    `json:"gold,omitempty"`   // coins on its city card (leftover)
	TakenBy int    `json:"taken_by"`         // player index, -1 while on the table
	Barred  []int  `json:"barred,omitempty"` // players who rejected it
}

// HandCard is an oar card in a player's hand. Starting cards are not known to talon unless
// the data file lists them.
type HandCard struct {
	Card     OarCard `json:"card"`
	Known    bool    `json:"known"`
	Starting bool    `json:"starting,omitempty"`
}

// Marker is a player's temple marker: its space, and when it arrived there (lower is
// earlier, i.e. lower in the stack).
type Marker struct {
	Space   int `json:"space"`
	Arrived int `json:"arrived"`
}

// PlayerState is one seat.
type PlayerState struct {
	Name       string                   `json:"name"`
	Gold       int                      `json:"gold"`
	Ship       string                   `json:"ship"`
	Contracts  [ContractSlots]*Contract `json:"contracts"`
	Hand       []HandCard               `json:"hand"`
	Played     *OarCard                 `json:"played,omitempty"` // this voyage turn
	Temples    map[string]Marker        `json:"temples"`
	PointTiles []int                    `json:"point_tiles"`
	BonusTiles []int                    `json:"bonus_tiles"`
	Extra      string                   `json:"extra,omitempty"` // "", "yes", "no": the extra-turn declaration
}

// State is a Neptun game at the table. Apply changes it only when an action is legal.
type State struct {
	Settings Settings      `json:"settings"`
	Data     *Data         `json:"-"`
	Players  []PlayerState `json:"players"`
	Order    []int         `json:"order"` // player indices, first player first
	// SetupOrder is the random order drawn at setup; the markers on 0 are stacked in it
	// (first player at the bottom unless the zero_stack setting says otherwise).
	SetupOrder []int `json:"setup_order"`

	Round        int   `json:"round"`
	Phase        Phase `json:"phase"`
	ContractTurn int   `json:"contract_turn"`
	VoyageTurn   int   `json:"voyage_turn"` // 1..5
	ExtraTurn    int   `json:"extra_turn"`  // 1..2 in PhaseExtra

	Row      []Column      `json:"row"`
	Picker   int           `json:"picker"`    // index into Order
	Revealed int           `json:"revealed"`  // column the picker turned up last in this pick, -1
	OarTrack map[int][]int `json:"oar_track"` // oar strength -> players, bottom of the stack first

	Wind        int   `json:"wind"`
	WindChecked bool  `json:"wind_checked"` // false: set by 5 + sum, for the table to confirm
	Forecast    *int  `json:"forecast,omitempty"`
	Movers      []int `json:"movers"` // players acting this voyage turn, in order
	// PlayedThisRound are the oar cards from the deck played this round (back in the deck
	// when it is reshuffled for the next round; starting cards go back to the box).
	PlayedThisRound []OarCard      `json:"played_this_round,omitempty"`
	Mover           int            `json:"mover"`               // index into Movers
	Distances       map[string]int `json:"distances,omitempty"` // route slot -> sea miles, when dealt

	Regions     map[string]string `json:"regions"`               // city -> region, as the table entered it
	NewCities   []string          `json:"new_cities,omitempty"`  // harbours the table added (add city)
	NewRegions  []string          `json:"new_regions,omitempty"` // regional temples the table added (add region)
	Arrivals    int               `json:"arrivals"`              // temple moves so far: orders the stacks
	Tiles       map[string][]int  `json:"tiles,omitempty"`       // this round's tiles, temple -> values
	BonusDue    []int             `json:"bonus_due,omitempty"`   // players still to take a bonus tile this round
	BonusSupply []int             `json:"bonus_supply,omitempty"`
	Results     []RoundResult     `json:"results"`
	// Notes are what talon accepted without checking during the last action ("not checked: …").
	Notes []Note `json:"notes,omitempty"`
	// Warnings are what the last action did that the rulebook does not cover.
	Warnings []i18n.Message `json:"warnings,omitempty"`
	// Said is what the last action brought about beyond itself (a round's scoring).
	Said []i18n.Message `json:"said,omitempty"`

	failed error         // set when scoring a round failed; the action is refused
	pr     *i18n.Printer // the language LocalLegal words choices in (nil: English)

	// Name lists built from the data file and Regions, kept until Regions changes.
	cityIndex, regionIndex *Names
	seatTerms              *companion.Terms
}

// player finds a seat by name, ignoring case and accents.
func (s *State) player(name string) (int, error) {
	key := foldName(name)
	for i, p := range s.Players {
		if foldName(p.Name) == key {
			return i, nil
		}
	}
	names := make([]string, len(s.Players))
	for i, p := range s.Players {
		names[i] = p.Name
	}
	return -1, i18n.Errorf("no player %q (players: %s)", name, strings.Join(names, ", "))
}

// current is the player whose step it is in the contract phase or as a mover.
func (s *State) current() int {
	switch s.Phase {
	case PhaseContracts:
		if s.Picker < len(s.Order) {
			return s.Order[s.Picker]
		}
	case PhaseVoyages, PhaseExtra:
		if s.Mover < len(s.Movers) {
			return s.Movers[s.Mover]
		}
	case PhaseDeclare:
		for _, i := range s.Order {
			if s.extraEligible(i) && s.Players[i].Extra == "" {
				return i
			}
		}
	}
	return -1
}

// marker is a player's marker in a region; a marker never moved sits on 0 in the stack
// the zero_stack setting says (UNKNOWN, digest §10; default: laid in the setup's order,
// first player at the bottom). Markers on 0 "arrived" before any move (negative times).
func (s *State) marker(player int, region string) Marker {
	if m, ok := s.Players[player].Temples[region]; ok {
		return m
	}
	n := len(s.Players)
	switch s.Settings.ZeroStack {
	case ZeroStackFirstTop:
		return Marker{Space: 0, Arrived: -1 - slices.Index(s.SetupOrder, player)}
	case ZeroStackPlayerOrder:
		return Marker{Space: 0, Arrived: slices.Index(s.Order, player) - n}
	}
	return Marker{Space: 0, Arrived: slices.Index(s.SetupOrder, player) - n}
}

// advance moves a player's marker up a region's temple; an occupied space puts it on top.
func (s *State) advance(player int, region string, points int) {
	m := s.marker(player, region)
	s.Arrivals++
	s.Players[player].Temples[region] = Marker{Space: m.Space + points, Arrived: s.Arrivals}
}

// openContracts lists a player's slots (0-based) still open.
func (p *PlayerState) openContracts() []int {
	var out []int
	for k, c := range p.Contracts {
		if c != nil && c.Status == Open {
			out = append(out, k)
		}
	}
	return out
}

// fulfilledAll reports whether all five contracts were fulfilled this round (bonus tile).
func (p *PlayerState) fulfilledAll() bool {
	for _, c := range p.Contracts {
		if c == nil || c.Status != Fulfilled {
			return false
		}
	}
	return true
}

// extraEligible: a player with an open contract and an oar card may play the extra turns.
func (s *State) extraEligible(player int) bool {
	p := &s.Players[player]
	return len(p.openContracts()) > 0 && len(p.Hand) > 0
}

// GoldSupply is the coins left in the common supply: the box's 55 less what the players
// hold and what lies on the contract row.
func (s *State) GoldSupply() int {
	n := GoldCoins
	for _, p := range s.Players {
		n -= p.Gold
	}
	for _, c := range s.Row {
		if c.TakenBy < 0 {
			n -= c.Gold
		}
	}
	return n
}

// payFromSupply is what the supply pays of an amount. The rulebook does not say what
// happens when it runs out (UNKNOWN): by default talon pays all the same and warns, as the
// digest suggests ("IOU"); with gold_supply=cap it pays what is left, and says so.
func (s *State) payFromSupply(amount int) int {
	left := max(0, s.GoldSupply())
	if amount <= left {
		return amount
	}
	if s.Settings.GoldSupply == GoldSupplyCap {
		s.Warnings = append(s.Warnings, i18n.M("the supply holds %s (of %d in the box): %d paid instead of %d (gold_supply=cap)", i18n.M("%d gold coins", left), GoldCoins, left, amount))
		return left
	}
	s.Warnings = append(s.Warnings, i18n.M("the supply holds %s (of %d in the box), %d paid: the rulebook does not say what happens when it runs out", i18n.M("%d gold coins", left), GoldCoins, amount))
	return amount
}

// Note is a value accepted as entered because the data file (or the part of it that
// would check it) is missing.
type Note struct {
	NoFile bool         `json:"no_file,omitempty"` // no data file at all
	Text   i18n.Message `json:"text"`
}

func (n Note) String() string { return NotesText([]Note{n}).String() }

// AddNote records a value accepted as entered (the name lets the catalog test find its
// texts, which are catalog keys).
func (s *State) AddNote(format string, args ...any) {
	s.Notes = append(s.Notes, Note{NoFile: s.Data == nil, Text: i18n.M(format, args...)})
}

// NotesText joins the notes for one line, saying once what is missing for each run of
// them: "no data file: a; b".
func NotesText(notes []Note) i18n.List {
	var parts []any
	for k := 0; k < len(notes); {
		var group []any
		j := k
		for ; j < len(notes) && notes[j].NoFile == notes[k].NoFile; j++ {
			group = append(group, notes[j].Text)
		}
		if notes[k].NoFile {
			parts = append(parts, i18n.M("no data file: %s", i18n.Join("; ", group...)))
		} else {
			parts = append(parts, i18n.M("not in the data file: %s", i18n.Join("; ", group...)))
		}
		k = j
	}
	return i18n.Join("; ", parts...)
}

// GameOver reports whether the three game rounds are scored.
func (s *State) GameOver() bool { return s.Phase == PhaseOver }

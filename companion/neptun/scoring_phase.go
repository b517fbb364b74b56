package neptun

import (
	"slices"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// Tiles: the point tiles lying on the temples this round, as the table reads them
// (temple -> values, best first), when the data file does not give them.
type Tiles struct {
	Temples map[string][]int
}

// Bonus: a player who fulfilled all five contracts takes a bonus tile (SEED). With the
// data file's tiles talon draws it (the value is stored in the event); else the table
// draws and enters it.
type Bonus struct {
	Player string
	Value  int
}

// startScoring opens the round's scoring: the tiles from the data file when it has them,
// and the bonus tiles due.
func (s *State) startScoring() {
	s.Phase = PhaseScoring
	if tiles, ok := s.Data.RoundTiles(s.Round); ok {
		s.Tiles = tiles
	}
	s.BonusDue = nil
	for _, i := range s.Order {
		if s.Players[i].fulfilledAll() {
			s.BonusDue = append(s.BonusDue, i)
		}
	}
	s.finishRoundIfReady()
}

// TalonDrawsBonus reports whether bonus tiles are drawn by talon from the data file's tiles.
func (s *State) TalonDrawsBonus() bool {
	return s.Settings.BonusDraw == "random" && s.BonusSupply != nil
}

func (s *State) applyTiles(a Tiles) error {
	if s.Phase != PhaseScoring || s.Tiles != nil {
		return companion.Refuse(ruleScoring, "tile values are entered once per round, at its scoring")
	}
	tiles := map[string][]int{}
	for _, typed := range sortedKeys(a.Temples) {
		id, err := s.templeID(typed)
		if err != nil {
			return err
		}
		if _, dup := tiles[id]; dup {
			return companion.Bad("%s is given twice", s.templeLabel(id))
		}
		vals := slices.Clone(a.Temples[typed])
		if len(vals) != s.Round {
			return companion.Refuse(ruleScoring, "round %d puts %d tile(s) on each temple; %s got %d", s.Round, s.Round, s.templeLabel(id), len(vals))
		}
		for _, v := range vals {
			if v < 1 || v > maxTileValue {
				return companion.Bad("a tile is worth 1 to %d points, got %d", maxTileValue, v)
			}
		}
		slices.SortFunc(vals, func(a, b int) int { return b - a })
		tiles[id] = vals
	}
	regional := 0
	for id := range tiles {
		if id != GoldTemple.ID {
			regional++
		}
	}
	if _, ok := tiles[GoldTemple.ID]; !ok {
		return companion.Bad("give the gold temple's tiles too (gold=…)")
	}
	if regional > RegionalTemples {
		return companion.Refuse(ruleScoring, "the board has %d regional temples, got %d", RegionalTemples, regional)
	}
	for _, r := range s.neededTemples() {
		if _, ok := tiles[r]; !ok {
			return companion.Bad("give the tiles of the %s too (%s)", s.templeLabel(r), s.whyTilesNeeded())
		}
	}
	if s.Settings.ZeroScoresWinTiles && regional < RegionalTemples {
		return companion.Refuse(ruleScoring, "players on 0 take tiles by place too (zero_scores_win_tiles=yes), so all %d regional temples are scored; %d are named (%s): name the others first with add region NAME",
			RegionalTemples, len(s.RegionsInPlay()), s.regionList(s.RegionsInPlay()))
	}
	s.Tiles = tiles
	s.finishRoundIfReady()
	return nil
}

// templeID reads a temple name: gold or a regional temple of this board; anything else
// is refused with suggestions.
func (s *State) templeID(typed string) (string, error) {
	if _, err := (NewNames("temple", Name{ID: GoldTemple.ID, Also: GoldTemple.Aliases})).Lookup(typed); err == nil {
		return GoldTemple.ID, nil
	}
	return s.lookupRegion(typed)
}

// neededTemples are the regional temples whose tiles must be entered: every one named
// when players on 0 take tiles by place (the rulebook), else those where a marker moved.
func (s *State) neededTemples() []string {
	if s.Settings.ZeroScoresWinTiles {
		return s.RegionsInPlay()
	}
	return s.progressedRegions()
}

func (s *State) whyTilesNeeded() i18n.Message {
	if s.Settings.ZeroScoresWinTiles {
		return i18n.M("players on 0 take tiles by place too")
	}
	return i18n.M("markers have moved there")
}

// regionList names regions as the table's board does ("Hispania, Graecia, Sárga"),
// not by their ids.
func (s *State) regionList(ids []string) i18n.List {
	l := i18n.Join(", ")
	for _, id := range ids {
		l = l.Add(s.RegionNames().Term(id))
	}
	return l
}

// progressedRegions are the regions where some marker has left 0.
func (s *State) progressedRegions() []string {
	var out []string
	for _, p := range s.Players {
		for r, m := range p.Temples {
			if m.Space > 0 && !slices.Contains(out, r) {
				out = append(out, r)
			}
		}
	}
	slices.Sort(out)
	return out
}

func (s *State) applyBonus(a Bonus) error {
	if s.Phase != PhaseScoring {
		return companion.Refuse(ruleScoring, "bonus tiles are taken at the round's scoring")
	}
	i, err := s.player(a.Player)
	if err != nil {
		return companion.Bad("%v", err)
	}
	k := slices.Index(s.BonusDue, i)
	if k < 0 {
		return companion.Refuse(ruleScoring, "%s did not fulfil all five contracts this round (or has taken the bonus tile)", s.Players[i].Name)
	}
	if s.TalonDrawsBonus() {
		j := slices.Index(s.BonusSupply, a.Value)
		if j < 0 {
			return companion.Refuse(ruleScoring, "no bonus tile worth %d is left (left: %s)", a.Value, joinInts(s.BonusSupply))
		}
		s.BonusSupply = slices.Delete(s.BonusSupply, j, j+1)
	} else {
		if a.Value < 1 || a.Value > maxTileValue {
			return companion.Bad("a bonus tile is worth 1 to %d points, got %d", maxTileValue, a.Value)
		}
		s.AddNote("bonus tile %d as entered", a.Value)
	}
	s.Players[i].BonusTiles = append(s.Players[i].BonusTiles, a.Value)
	s.BonusDue = slices.Delete(s.BonusDue, k, k+1)
	s.finishRoundIfReady()
	return nil
}

// finishRoundIfReady scores the round once the tiles and bonus tiles are in, then starts
// the next round or ends the game.
func (s *State) finishRoundIfReady() {
	if s.Tiles == nil || len(s.BonusDue) > 0 {
		return
	}
	res, err := ScoreRound(s.Round, s.roundInput())
	if err != nil {
		// The input is built from a consistent state, so this is a bug: the action that got
		// here is refused rather than recorded.
		s.failed = i18n.Errorf("round %d scoring: %w", s.Round, err)
		return
	}
	for _, temple := range res.Temples() {
		for _, aw := range res.Awards[temple] {
			i, _ := s.player(aw.Player)
			s.Players[i].PointTiles = append(s.Players[i].PointTiles, aw.Tile)
		}
	}
	s.Results = append(s.Results, res)
	s.Said = append(append(s.Said, i18n.M("Round %d scored:", s.Round)), s.RoundSummary(res)...)
	for _, n := range res.Notes { // a tile the house rule kept from a player on 0: why it is missing
		s.Said = append(s.Said, i18n.M("%s", storedNote(n)))
	}
	if s.Round == Rounds {
		s.Phase = PhaseOver
		return
	}
	s.Round++
	if s.Settings.WindCarry == "reset5" {
		s.Wind, s.WindChecked = StartWind, true
	}
	s.startRound()
}

// roundInput is the board at scoring in the scorer's round-mode input.
func (s *State) roundInput() RoundInput {
	zeroWins := s.Settings.ZeroScoresWinTiles
	in := RoundInput{Tiles: s.Tiles, ZeroScoresWinTiles: &zeroWins}
	for _, id := range sortedKeys(s.Tiles) {
		if id != GoldTemple.ID {
			in.Temples = append(in.Temples, id)
		}
	}
	for _, i := range s.Order {
		in.PlayerOrder = append(in.PlayerOrder, s.Players[i].Name)
	}
	for i, p := range s.Players {
		rp := RoundPlayer{Name: p.Name, Gold: p.Gold, AllContracts: p.fulfilledAll(), Temples: map[string]TemplePosition{}}
		for _, region := range in.Temples {
			rp.Temples[region] = s.position(i, region)
		}
		in.Players = append(in.Players, rp)
	}
	return in
}

// position is a marker's space and its height in the stack there (1 = bottom, arrived first).
func (s *State) position(i int, region string) TemplePosition {
	m := s.marker(i, region)
	height := 1
	for j := range s.Players {
		if o := s.marker(j, region); j != i && o.Space == m.Space && o.Arrived < m.Arrived {
			height++
		}
	}
	return TemplePosition{Space: m.Space, StackHeight: height}
}

// Result is the final score once the third round is scored: point tiles plus bonus tiles,
// ties share the win (SEED), by the same scorer `talon score neptun` uses.
func (s *State) Result() *scoring.Result {
	if s.Phase != PhaseOver {
		return nil
	}
	in := Input{}
	for _, p := range s.Players {
		in.Players = append(in.Players, PlayerInput{Name: p.Name, PointTiles: p.PointTiles, BonusTiles: p.BonusTiles})
	}
	res, err := ScoreInput(in)
	if err != nil {
		return nil
	}
	return &res
}

// templeLabel is a temple as the board names it: the gold temple, or a region of this
// board (the table's own names too).
func (s *State) templeLabel(id string) i18n.Message {
	if id == GoldTemple.ID {
		return i18n.M("Gold temple")
	}
	return i18n.M("%s temple", s.RegionNames().Term(id))
}

// RoundSummary is one line per temple of a scored round, for views.
func (s *State) RoundSummary(res RoundResult) []i18n.Message {
	var out []i18n.Message
	for _, t := range res.Temples() {
		var parts []string
		for _, a := range res.Awards[t] {
			parts = append(parts, a.Player+" "+strconv.Itoa(a.Tile))
		}
		if len(parts) == 0 {
			out = append(out, i18n.M("%s: nobody", s.templeLabel(t)))
			continue
		}
		out = append(out, i18n.M("%s: %s", s.templeLabel(t), strings.Join(parts, ", ")))
	}
	if len(res.Bonus) > 0 {
		out = append(out, i18n.M("bonus tile: %s", strings.Join(res.Bonus, ", ")))
	}
	return out
}

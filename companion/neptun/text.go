package neptun

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
)

// Verbs of the action grammar, as typed at `talon do` and stored in the event log:
//
//	reveal Ann city=saguntum good=olive reward=temple amount=3 wind=0 oar=5 [region=hispania]
//	flip city=tyros region=graecia good=salt reward=gold amount=4 wind=-1 oar=3
//	take Ann 2 slot=4                      set 2 (from the left) onto slot 4 of the holder
//	play Ann wind=1 oar=5                  the oar card played this voyage turn
//	sail Ann tyros [miles=11] [buy=1] [fulfil=1,2] [extra=2]
//	stay Ann [fulfil=3] [extra=3]
//	extra Ann yes|no                       the declaration for the extra turns 5 I and 5 II
//	tiles gold=5,3 hispania=4,2 …          this round's tiles, best first
//	bonus Ann [4]                          a bonus tile (talon draws it with the data file)
//	fix wind 6                             the wind as the board shows it (also: wind 6)
//	add city Massilia [region=gallia]      a harbour talon does not know yet (only so)
//	add region Gallia                      a regional temple talon does not know yet
const (
	verbReveal = "reveal"
	verbFlip   = "flip"
	verbTake   = "take"
	verbPlay   = "play"
	verbSail   = "sail"
	verbStay   = "stay"
	verbExtra  = "extra"
	verbTiles  = "tiles"
	verbBonus  = "bonus"
)

// fixables are the values talon derives that the table corrects with `fix`: the wind,
// within the data file's wind track when it gives one.
func (s *State) fixables() []companion.Fixable {
	lo, hi := s.windBounds()
	return []companion.Fixable{{Name: "wind", Help: "the current wind", Min: lo, Max: hi, Verb: "wind"}}
}

// seats matches the players' names (built once: the seats never change).
func (s *State) seats() *companion.Terms {
	if s.seatTerms == nil {
		s.seatTerms = companion.PlayerTerms(s.names())
	}
	return s.seatTerms
}

func (s *State) names() []string {
	out := make([]string, len(s.Players))
	for i, p := range s.Players {
		out[i] = p.Name
	}
	return out
}

// read turns an action's text into a typed action; it checks the grammar, not the rules.
func (s *State) read(a companion.Action) (Action, error) {
	if fixables := s.fixables(); a.Verb == companion.VerbFix || a.Verb == fixables[0].Verb {
		fix, _, err := companion.ReadFix(a, fixables, s.seats())
		if err != nil {
			return nil, err
		}
		return SetWind{Wind: fix.Value}, nil
	}
	w := a.Words()
	var player string
	if a.Verb == verbAdd {
		act, err := readAdd(a, w)
		if err != nil {
			return nil, err
		}
		return act, w.Done()
	}
	if a.Verb != verbFlip && a.Verb != verbTiles {
		i, err := w.Term(s.seats())
		if err != nil {
			return nil, err
		}
		player = s.Players[i].Name
	}
	var act Action
	var err error
	switch a.Verb {
	case verbReveal:
		var c CardsInput
		c, err = readCards(a)
		act = Reveal{Player: player, Cards: c}
	case verbFlip:
		var c CardsInput
		c, err = readCards(a)
		act = Flip{Cards: c}
	case verbTake:
		t := Take{Player: player}
		if t.Column, err = w.Int("set", 1, MaxPlayers+1); err == nil {
			t.Slot, err = namedInt(a, "slot", 1, ContractSlots, true)
		}
		act = t
	case verbPlay:
		c := OarCard{}
		if c.Wind, err = namedInt(a, "wind", -maxWindModifier, maxWindModifier, true); err == nil {
			c.Oar, err = namedInt(a, "oar", 0, maxOarStrength, true)
		}
		act = PlayOar{Player: player, Card: c}
	case verbSail, verbStay:
		sail := Sail{Player: player, Buy: -1}
		if a.Verb == verbSail {
			sail.To, err = w.Next("city")
			sail.To = strings.TrimSpace(sail.To + " " + w.Rest())
			if err == nil && foldName(sail.To) == "" {
				err = companion.Bad("sail: %q names no city", sail.To)
			}
		} else {
			i, _ := s.player(player)
			sail.To = s.Players[i].Ship
		}
		if err == nil {
			err = readSail(a, &sail)
		}
		act = sail
	case verbExtra:
		var yes string
		if yes, err = w.Next("yes or no"); err == nil {
			switch strings.ToLower(yes) {
			case "yes", "y", "ja", "igen":
				act = Declare{Player: player, Join: true}
			case "no", "n", "nein", "nem":
				act = Declare{Player: player, Join: false}
			default:
				err = companion.Bad("extra: yes or no, got %q", yes)
			}
		}
	case verbTiles:
		t := Tiles{Temples: map[string][]int{}}
		for _, n := range a.Named {
			if t.Temples[n.Key], err = intList(verbTiles+" "+n.Key, n.Value, 1, maxTileValue, Rounds); err != nil {
				break
			}
		}
		act = t
	case verbBonus:
		b := Bonus{Player: player}
		if w.Len() > 0 {
			b.Value, err = w.Int("tile value", 1, maxTileValue)
		}
		act = b
	default:
		return nil, companion.Bad("unknown action %q (reveal, flip, take, play, sail, stay, extra, tiles, bonus, fix wind, add city, add region)", a.Verb)
	}
	if err != nil {
		return nil, err
	}
	return act, w.Done()
}

// namedInt reads key=N; a missing optional key is 0.
func namedInt(a companion.Action, key string, lo, hi int, required bool) (int, error) {
	v, ok := a.Get(key)
	if !ok {
		if required {
			return 0, companion.Bad("%s: %s=N is missing", a.Verb, key)
		}
		return 0, nil
	}
	return companion.ReadInt(a.Verb+" "+key, strings.TrimPrefix(strings.TrimSpace(v), "+"), lo, hi)
}

// intList reads "5,3,1": at most most whole numbers from lo to hi.
func intList(what, v string, lo, hi, most int) ([]int, error) {
	var out []int
	for _, item := range strings.Split(v, ",") {
		n, err := companion.ReadInt(what, strings.TrimSpace(item), lo, hi)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	if len(out) > most {
		return nil, companion.Bad("%s: %d values, at most %d", what, len(out), most)
	}
	return out, nil
}

func readCards(a companion.Action) (CardsInput, error) {
	var c CardsInput
	c.City, _ = a.Get("city")
	c.Region, _ = a.Get("region")
	if strings.TrimSpace(c.Region) != "" && foldName(c.Region) == "" { // "-": no name (see below)
		return c, companion.Bad("%s: region=%q names no region", a.Verb, c.Region)
	}
	c.Good, _ = a.Get("good")
	if kind, ok := a.Get("reward"); ok {
		r, err := rewardNames.Lookup(kind)
		if err != nil {
			return c, err
		}
		amount, err := namedInt(a, "amount", 1, maxRewardAmount, true)
		if err != nil {
			return c, err
		}
		c.Reward = &Reward{Kind: r, Amount: amount}
	}
	var err error
	if c.Oar.Wind, err = namedInt(a, "wind", -maxWindModifier, maxWindModifier, true); err != nil {
		return c, err
	}
	if c.Oar.Oar, err = namedInt(a, "oar", 0, maxOarStrength, true); err != nil {
		return c, err
	}
	for _, n := range a.Named {
		switch n.Key {
		case "city", "region", "good", "reward", "amount", "wind", "oar":
		default:
			return c, companion.Bad("%s: unknown %s= (city, region, good, reward, amount, wind, oar)", a.Verb, n.Key)
		}
	}
	// Names are compared folded ("_" and spaces alike), so a name that folds to nothing
	// ("_") is no name: its canonical text would be empty and would not read back.
	if foldName(c.City) == "" || foldName(c.Good) == "" {
		return c, companion.Bad("%s: city=… and good=… are needed", a.Verb)
	}
	return c, nil
}

func readSail(a companion.Action, sail *Sail) error {
	var err error
	if sail.Distance, err = namedInt(a, "miles", 1, maxMiles, false); err != nil {
		return err
	}
	if _, ok := a.Get("buy"); ok {
		if sail.Buy, err = namedInt(a, "buy", 0, GoldCoins, true); err != nil {
			return err
		}
	}
	for _, key := range []string{"fulfil", "extra"} {
		v, ok := a.Get(key)
		if !ok {
			continue
		}
		slots, err := intList(a.Verb+" "+key, v, 1, ContractSlots, ContractSlots)
		if err != nil {
			return err
		}
		if key == "fulfil" {
			sail.Fulfil = slots
		} else {
			sail.Extra = slots
		}
	}
	for _, n := range a.Named {
		switch n.Key {
		case "miles", "buy", "fulfil", "extra":
		default:
			return companion.Bad("%s: unknown %s= (miles, buy, fulfil, extra)", a.Verb, n.Key)
		}
	}
	return nil
}

// write is the canonical text of a typed action: ids for names, seats as seated.
func (s *State) write(act Action) companion.Action {
	switch a := act.(type) {
	case Reveal:
		return s.writeCards(companion.Do(verbReveal, a.Player), a.Cards)
	case Flip:
		return s.writeCards(companion.Do(verbFlip), a.Cards)
	case Take:
		return companion.Do(verbTake, a.Player, strconv.Itoa(a.Column)).With("slot", strconv.Itoa(a.Slot))
	case PlayOar:
		return companion.Do(verbPlay, a.Player).With("wind", strconv.Itoa(a.Card.Wind)).With("oar", strconv.Itoa(a.Card.Oar))
	case Sail:
		i, _ := s.player(a.Player)
		to := s.canonicalCity(a.To)
		out := companion.Do(verbSail, a.Player, to)
		if i >= 0 && to == s.Players[i].Ship {
			out = companion.Do(verbStay, a.Player)
		}
		if a.Distance > 0 {
			out = out.With("miles", strconv.Itoa(a.Distance))
		}
		if a.Buy >= 0 {
			out = out.With("buy", strconv.Itoa(a.Buy))
		}
		if len(a.Fulfil) > 0 {
			out = out.With("fulfil", joinComma(a.Fulfil))
		}
		if len(a.Extra) > 0 {
			out = out.With("extra", joinComma(a.Extra))
		}
		return out
	case Declare:
		return companion.Do(verbExtra, a.Player, map[bool]string{true: "yes", false: "no"}[a.Join])
	case Tiles:
		out := companion.Do(verbTiles)
		for _, key := range sortedKeys(a.Temples) {
			id, err := s.templeID(key)
			if err != nil {
				id = key
			}
			out = out.With(id, joinComma(a.Temples[key]))
		}
		return out
	case Bonus:
		out := companion.Do(verbBonus, a.Player)
		if a.Value > 0 {
			out.Args = append(out.Args, strconv.Itoa(a.Value))
		}
		return out
	case AddName:
		return s.writeAdd(a)
	case SetWind:
		return companion.Fix{Name: "wind", Player: -1, Value: a.Wind}.Action(s.names())
	}
	return companion.Do(fmt.Sprintf("%T", act))
}

func (s *State) writeCards(out companion.Action, c CardsInput) companion.Action {
	out = out.With("city", s.canonicalCity(c.City))
	if strings.TrimSpace(c.Region) != "" {
		region, err := s.RegionNames().Lookup(c.Region)
		if err != nil {
			region = strings.TrimSpace(c.Region)
		}
		out = out.With("region", region)
	}
	good, err := goodNames.Lookup(c.Good)
	if err != nil {
		good = c.Good
	}
	out = out.With("good", good)
	if c.Reward != nil {
		out = out.With("reward", c.Reward.Kind).With("amount", strconv.Itoa(c.Reward.Amount))
	}
	return out.With("wind", strconv.Itoa(c.Oar.Wind)).With("oar", strconv.Itoa(c.Oar.Oar))
}

// canonicalCity is a typed city as its id; a name talon does not know stays as typed,
// for its refusal to quote.
func (s *State) canonicalCity(typed string) string {
	if id, err := s.CityNames().Lookup(typed); err == nil {
		return id
	}
	return strings.TrimSpace(typed)
}

func joinComma(vs []int) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, ",")
}

package historytest

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/catan"
	"github.com/talon-games/talon/randomizers"
)

// catanLog is the start of a real Catan game for a number of players, played through
// the companion once and reused for every synthetic session with a log: its setup
// record, options and events replay (as an import replays them) whatever the players
// are called, since none of its actions names a player.
type catanLog struct {
	setup, options string
	events         []companion.Event
}

// logEvents is how many events a synthetic session with a log has.
const logEvents = 20

var catanLogs = struct {
	sync.Mutex
	byPlayers map[int]catanLog
}{byPlayers: map[int]catanLog{}}

// catanLogFor returns the log for n players, playing it the first time.
func catanLogFor(n int) (catanLog, error) {
	catanLogs.Lock()
	defer catanLogs.Unlock()
	if l, ok := catanLogs.byPlayers[n]; ok {
		return l, nil
	}
	l, err := playCatan(n)
	if err == nil {
		catanLogs.byPlayers[n] = l
	}
	return l, err
}

// playCatan sets up a beginner's Catan for n players and plays its opening: each
// placement the first one offered, then rolls that are never a 7, each followed by the
// end of the turn.
func playCatan(n int) (catanLog, error) {
	e := catan.Entry()
	cfg := companion.Config{Options: companion.Options{"layout": "beginner"}}
	for i := range n {
		cfg.Players = append(cfg.Players, companion.Player{Name: PlayerName(i)})
	}
	s, err := companion.NewSession(e, cfg, randomizers.Seed(0x7A10), First)
	if err != nil {
		return catanLog{}, err
	}
	st, err := e.Companion.Start(s.Config, s.Setup)
	if err != nil {
		return catanLog{}, err
	}
	var events []companion.Event
	rolls := []string{"roll 3,5", "end", "roll 4,4", "end", "roll 2,6", "end", "roll 5,5", "end"}
	for len(events) < logEvents {
		input, ok := firstPlacement(st)
		if !ok {
			input, rolls = rolls[0], append(rolls[1:], rolls[0])
		}
		step, err := companion.Act(e.Companion, s, events, input)
		if err != nil {
			return catanLog{}, fmt.Errorf("historytest: catan %q: %w", input, err)
		}
		step.Event.Seq, step.Event.At = len(events)+1, First.Add(time.Duration(len(events))*time.Minute)
		events, st = append(events, step.Event), step.State
	}
	options, err := json.Marshal(s.Config.Options)
	if err != nil {
		return catanLog{}, err
	}
	return catanLog{setup: string(s.Setup), options: string(options), events: events}, nil
}

// firstPlacement is the opening's next placement with the first answer offered to
// each of its questions; false once the opening is over.
func firstPlacement(st companion.State) (string, bool) {
	for _, c := range st.Legal() {
		if !strings.HasPrefix(c.Verb, "place ") {
			continue
		}
		var answers []string
		for _, a := range c.Args {
			if a = a.After(answers); len(a.Options) > 0 {
				answers = append(answers, a.Options[0].Value)
			}
		}
		return c.Action(answers).String(), true
	}
	return "", false
}

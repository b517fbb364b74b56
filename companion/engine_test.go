package companion_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/companiontest"
	"github.com/talon-games/talon/randomizers"
)

var now = time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)

func players(names ...string) []companion.Player {
	ps := make([]companion.Player, len(names))
	for i, n := range names {
		ps[i] = companion.Player{Name: n}
	}
	return ps
}

func newTally(t *testing.T, seed randomizers.Seed, names ...string) companion.Session {
	t.Helper()
	s, err := companion.NewSession(companiontest.Entry(), companion.Config{Players: players(names...)}, seed, now)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// play acts on each input in turn, appending the events as the store would.
func play(t *testing.T, s companion.Session, inputs ...string) []companion.Event {
	t.Helper()
	var events []companion.Event
	for i, in := range inputs {
		step, err := companion.Act(companiontest.Tally{}, s, events, in)
		ev := step.Event
		if err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		ev.Seq = i + 1
		events = append(events, ev)
	}
	return events
}

func TestNewSessionValidates(t *testing.T) {
	tests := []struct {
		name    string
		players []companion.Player
		options map[string]string
		want    string
	}{
		{"too many players", players("a", "b", "c", "d", "e", "f", "g"), nil, "1–6 players, got 7"},
		{"no players", nil, nil, "1–6 players, got 0"},
		{"duplicate names ignore case", players("Ann", "ann"), nil, `two players are called "ann"`},
		{"blank name", players("Ann", " "), nil, "player 2 has no name"},
		{"unknown option", players("Ann"), map[string]string{"speed": "1"}, `no option "speed" (options: target)`},
		{"value not allowed", players("Ann"), map[string]string{"target": "7"}, "must be one of 10, 20, 50"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := companion.NewSession(companiontest.Entry(), companion.Config{Players: tt.players, Options: tt.options}, 1, now)
			var bad *companion.BadInput
			if !errors.As(err, &bad) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want a BadInput containing %q", err, tt.want)
			}
		})
	}
}

// CheckOptions keeps an option under its own name and a closed list's spelling however
// it was typed, and is what any tool reading --option flags shares with talon new.
func TestCheckOptions(t *testing.T) {
	got, err := companiontest.Entry().CheckOptions(companion.Options{"TARGET": " 50 "})
	if err != nil || len(got) != 1 || got["target"] != "50" {
		t.Errorf("CheckOptions = %v, %v; want target=50", got, err)
	}
	got, err = companiontest.Entry().CheckOptions(nil)
	if err != nil || got["target"] != "20" {
		t.Errorf("defaults: %v, %v", got, err)
	}
	var bad *companion.BadInput
	if _, err := (companion.Entry{Name: "Chess"}).CheckOptions(companion.Options{"clock": "on"}); !errors.As(err, &bad) {
		t.Errorf("a game without a companion: %v", err)
	}
}

func TestNewSessionFillsDefaultsAndSeed(t *testing.T) {
	s := newTally(t, 42, "Ann", "Ben")
	if s.Config.Options["target"] != "20" {
		t.Errorf("default option not filled: %v", s.Config.Options)
	}
	if s.Seed != randomizers.Seed(42).String() || s.Status != companion.Active {
		t.Errorf("seed %q status %q", s.Seed, s.Status)
	}
	again := newTally(t, 42, "Ann", "Ben")
	if string(again.Setup) != string(s.Setup) {
		t.Errorf("same seed gave setups %s and %s", s.Setup, again.Setup)
	}
}

func TestPendingGameSaysSoPlainly(t *testing.T) {
	g := companion.Entry{ID: "neptun", Name: "Neptun", MinPlayers: 3, MaxPlayers: 5}
	_, err := companion.NewSession(g, companion.Config{Players: players("a", "b", "c")}, 1, now)
	if err == nil || !strings.Contains(err.Error(), "Neptun has no companion yet") {
		t.Fatalf("got %v", err)
	}
}

func TestActResolvesRandomnessIntoTheEvent(t *testing.T) {
	s := newTally(t, 7, "Ann", "Ben")
	events := play(t, s, "roll", "roll 4", "draw")
	if !strings.HasPrefix(events[0].Action, "roll ") || events[0].Action == "roll" {
		t.Errorf("roll not resolved: %q", events[0].Action)
	}
	if got := events[0].Streams; len(got) != 1 || got[0] != "dice" {
		t.Errorf("streams of a roll: %v", got)
	}
	if len(events[1].Streams) != 0 {
		t.Errorf("a table-entered roll drew randomness: %v", events[1].Streams)
	}
	// The same seed and log give the same values.
	again := play(t, s, "roll", "roll 4", "draw")
	for i := range events {
		if events[i].Action != again[i].Action {
			t.Errorf("event %d: %q then %q", i, events[i].Action, again[i].Action)
		}
	}
}

func TestDeckDrawsNeverShiftTheDice(t *testing.T) {
	s := newTally(t, 99, "Ann", "Ben")
	plain := play(t, s, "roll", "roll", "roll")
	mixed := play(t, s, "draw", "roll", "draw", "draw", "roll", "roll")
	rolls := []string{mixed[1].Action, mixed[4].Action, mixed[5].Action}
	for i := range rolls {
		if rolls[i] != plain[i].Action {
			t.Errorf("roll %d: %q with draws between, %q without", i+1, rolls[i], plain[i].Action)
		}
	}
}

func TestReplayIsTheFoldOfEvents(t *testing.T) {
	s := newTally(t, 3, "Ann")
	events := play(t, s, "roll 6", "roll 2", "pass", "roll 5")
	tests := []struct {
		upTo int
		want string
	}{{4, "13"}, {3, "8"}, {2, "8"}, {1, "6"}, {0, "0"}}
	for _, tt := range tests {
		// Undo is replay without the last events.
		st, _, err := companion.Replay(companiontest.Tally{}, s, events[:tt.upTo])
		if err != nil {
			t.Fatal(err)
		}
		if got := st.View().Tables[0].Rows[0][1]; got != tt.want {
			t.Errorf("after %d events: %s points, want %s", tt.upTo, got, tt.want)
		}
	}
}

func TestRefusalAndBadInput(t *testing.T) {
	s := newTally(t, 3, "Ann", "Ben")
	tests := []struct {
		input  string
		refuse bool
		want   string
	}{
		{"bonus", true, "bonus rule: "},
		{"roll 7", false, "not a whole number from 1 to 6"},
		{"fly", false, "unknown action"},
		{"   ", false, "no action given"},
	}
	for _, tt := range tests {
		_, err := companion.Act(companiontest.Tally{}, s, nil, tt.input)
		var refusal *companion.Refusal
		if errors.As(err, &refusal) != tt.refuse || err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: got %v (refusal=%v), want %q", tt.input, err, errors.As(err, &refusal), tt.want)
		}
	}
}

func TestGameOverRefusesMoreActions(t *testing.T) {
	s, err := companion.NewSession(companiontest.Entry(), companion.Config{Players: players("Ann"), Options: map[string]string{"target": "10"}}, 1, now)
	if err != nil {
		t.Fatal(err)
	}
	events := play(t, s, "roll 6", "roll 6")
	st, _, _ := companion.Replay(companiontest.Tally{}, s, events)
	if st.Result() == nil || st.Result().Winners[0] != "Ann" {
		t.Fatalf("game should be over with Ann winning: %+v", st.Result())
	}
	_, err = companion.Act(companiontest.Tally{}, s, events, "roll 1")
	var refusal *companion.Refusal
	if !errors.As(err, &refusal) {
		t.Fatalf("acting after the end: %v", err)
	}
}

func TestReplayReportsABrokenLog(t *testing.T) {
	s := newTally(t, 3, "Ann")
	_, _, err := companion.Replay(companiontest.Tally{}, s, []companion.Event{{Seq: 4, Action: "roll 9"}})
	if err == nil || !strings.Contains(err.Error(), `event 4 "roll 9" no longer applies`) {
		t.Fatalf("got %v", err)
	}
}

package genoa

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/kittest"
	"github.com/talon-games/talon/randomizers"
)

// script is a whole game in the kit's script format (-- setup -- / -- actions --, one
// action a line, "=> refused RULE", "=> bad", "=> not checked", "=> over"), plus a setup
// line the kit's format does not have yet: "data: board=FILE", relative to the script.
type script struct {
	players []string
	options companion.Options
	data    map[string][]byte
	seed    string
	steps   []scriptStep
}

type scriptStep struct {
	line   int
	action string
	expect string // "", "refused RULE", "bad", "not checked", "over"
}

func readScript(t testing.TB, path string) script {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := script{options: companion.Options{}, data: map[string][]byte{}}
	section := ""
	lines := bufio.NewScanner(f)
	for n := 1; lines.Scan(); n++ {
		line := strings.TrimSpace(lines.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "-- ") && strings.HasSuffix(line, " --"):
			section = strings.Trim(line, "- ")
		case section == "setup":
			key, value, _ := strings.Cut(line, ":")
			value = strings.TrimSpace(value)
			k, v, _ := strings.Cut(value, "=")
			switch key {
			case "players":
				for _, p := range strings.Split(value, ",") {
					sc.players = append(sc.players, strings.TrimSpace(p))
				}
			case "option":
				sc.options[k] = v
			case "data":
				data, err := os.ReadFile(filepath.Join(filepath.Dir(path), v))
				if err != nil {
					t.Fatal(err)
				}
				sc.data[k] = data
			case "seed":
				sc.seed = value
			default:
				t.Fatalf("%s:%d: unknown setup line %q", path, n, line)
			}
		case section == "actions":
			action, expect, _ := strings.Cut(line, "=>")
			sc.steps = append(sc.steps, scriptStep{line: n, action: strings.TrimSpace(action), expect: strings.TrimSpace(expect)})
		default:
			t.Fatalf("%s:%d: outside a section: %q", path, n, line)
		}
	}
	return sc
}

// session starts the script's session as `talon new` would.
func (sc script) session(t testing.TB) companion.Session {
	t.Helper()
	seed, err := randomizers.ParseSeed(sc.seed)
	if err != nil {
		t.Fatal(err)
	}
	cfg := companion.Config{Options: sc.options, Data: sc.data}
	for _, p := range sc.players {
		cfg.Players = append(cfg.Players, companion.Player{Name: p})
	}
	s, err := companion.NewSession(Entry(), cfg, seed, time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	s.Seed = seed.String()
	return s
}

func viewJSON(t testing.TB, st companion.State) string {
	data, err := json.Marshal(st.View())
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// runScript plays a script through the engine and checks at every step the kit's
// conformance of the position, that the step does what the script says, that a refusal
// changes nothing, that the stored action applies unchanged, and that replaying the log
// gives the state the action gave. (The kit's kittest.Run does the same for scripts
// without table data; this one also reads "data: board=FILE".)
func runScript(t *testing.T, path string) (companion.State, []companion.Event) {
	sc := readScript(t, path)
	s := sc.session(t)
	game := Entry().Companion
	var events []companion.Event
	for _, step := range sc.steps {
		before, _, err := companion.Replay(game, s, events)
		if err != nil {
			t.Fatal(err)
		}
		kittest.Conform(t, before)
		got, err := companion.Act(game, s, events, step.action)
		var refusal *companion.Refusal
		var bad *companion.BadInput
		switch {
		case strings.HasPrefix(step.expect, "refused "):
			if !errors.As(err, &refusal) || refusal.Rule != strings.TrimPrefix(step.expect, "refused ") {
				t.Fatalf("line %d %q: want %s, got %v", step.line, step.action, step.expect, err)
			}
		case step.expect == "bad":
			if !errors.As(err, &bad) {
				t.Fatalf("line %d %q: want bad input, got %v", step.line, step.action, err)
			}
		case err != nil:
			t.Fatalf("line %d %q: %v", step.line, step.action, err)
		case (step.expect == "not checked") != (got.Outcome.NotChecked != ""):
			t.Fatalf("line %d %q: outcome %+v, want %q", step.line, step.action, got.Outcome, step.expect)
		case (step.expect == "over") != (got.State.Result() != nil):
			t.Fatalf("line %d %q: over=%v, want %q", step.line, step.action, got.State.Result() != nil, step.expect)
		}
		if err != nil {
			after, _, _ := companion.Replay(game, s, events)
			if viewJSON(t, after) != viewJSON(t, before) {
				t.Fatalf("line %d: a refusal changed the state", step.line)
			}
			continue
		}
		stored, _ := companion.Parse(got.Event.Action)
		if _, _, err := before.Apply(stored); err != nil {
			t.Fatalf("line %d: the stored action %q does not apply: %v", step.line, got.Event.Action, err)
		}
		got.Event.Seq = len(events) + 1
		events = append(events, got.Event)
		replayed, _, err := companion.Replay(game, s, events)
		if err != nil {
			t.Fatalf("line %d: replay: %v", step.line, err)
		}
		if viewJSON(t, replayed) != viewJSON(t, got.State) {
			t.Fatalf("line %d %q: replay differs from the fold", step.line, step.action)
		}
	}
	final, _, err := companion.Replay(game, s, events)
	if err != nil {
		t.Fatal(err)
	}
	return final, events
}

func TestThreePlayerGame(t *testing.T) {
	st, events := runScript(t, "testdata/three_player_game.txtar")
	res := st.Result()
	if res == nil {
		t.Fatal("the game did not end")
	}
	s, _ := SessionState(st)
	if s.Round != 3 || s.RoundsLeft != 1 {
		t.Errorf("ended in round %d with %d left", s.Round, s.RoundsLeft)
	}
	totals := map[string]int{}
	for _, p := range res.Players {
		totals[p.Name] = p.Total
	}
	// Ann: 130 + 20 (Ben's deal) + 30 (message) + 40 (small order) = 220 ducats, a marker
	// on the Tavern (10), the Inn alone (10). Ben: 130 - 20 + 10 (Cid at his Tavern
	// before Ann took it) = 120 ducats, the Fabric warehouse (10), the Tavern (10).
	// Cid: 200 as the table counts, Cathedral and Harbor (20), the Palace alone (10).
	want := map[string]int{"Ann": 240, "Ben": 140, "Cid": 230}
	for name, total := range want {
		if totals[name] != total {
			t.Errorf("%s scored %d, want %d (%v)", name, totals[name], total, res.Players)
		}
	}
	if len(events) < 70 {
		t.Errorf("only %d events", len(events))
	}
}

func TestTwoPlayerGameConforms(t *testing.T) {
	_, events := kittest.Run(t, Entry(), "testdata/two_player_game.txtar")
	if len(events) < 40 {
		t.Errorf("only %d events", len(events))
	}
}

// FuzzAction feeds any text to a game in its first turn, on the fixture board with a
// ledger: reading, resolving and applying never panic, and what Resolve writes reads
// back as an action.
func FuzzAction(f *testing.F) {
	for _, seed := range []string{"roll", "roll 3,3", "move guild_hall", "action Ann", "deliver large Ben villa_colini silk,silk,wine reward=extra_action",
		"deal Ann Ben ducats=20 goods=pepper tiles=trade cards=message markers=1", "tile trade Ann give=pepper get=marker", "acquire Ann st_2_3 coach_house,guild_hall",
		"final Ann ducats=10 items=2 contracts=inn groups=1", "fix markers Ann 2", "start \"st_3_2\"", "deliver small Cid x y=z"} {
		f.Add(seed)
	}
	board, _ := ParseBoard([]byte(fixtureText(f)))
	names := []string{"Ann", "Ben", "Cid"}
	st, err := NewGame(Setup{Players: names, Ledger: true, Board: board})
	if err != nil {
		f.Fatal(err)
	}
	rolled, _, err := st.Apply(Roll{Blue: 3, Red: 3})
	if err != nil {
		f.Fatal(err)
	}
	rng := companion.SetupRNG(randomizers.Seed(42))
	f.Fuzz(func(t *testing.T, text string) {
		a, err := companion.Parse(text)
		if err != nil {
			return
		}
		for _, base := range []State{st, rolled} {
			s := &session{st: base, r: reader{names: names, seats: companion.PlayerTerms(names), words: DefaultNames}}
			_, _, _ = s.Apply(a)
			resolved, err := s.Resolve(a, rng)
			if err != nil {
				continue
			}
			if _, err := companion.Parse(resolved.String()); err != nil {
				t.Fatalf("%q resolves to %q, which does not read back: %v", text, resolved.String(), err)
			}
		}
	})
}

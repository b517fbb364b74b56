package neptun

import (
	"os"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/kittest"
	"github.com/talon-games/talon/randomizers"
)

// scriptFile is a whole 3-player game in talon's canonical action text, for
// `talon new neptun --players Ann,Ben,Cid --seed <scriptSeed>` (no data file).
const (
	scriptFile = "testdata/three_player_game.txtar"
	scriptSeed = "DJGE-WWDD-PEV5-2"
)

// startScript sets up the script's session as `talon new` does.
func startScript(t testing.TB, data []byte) companion.State {
	t.Helper()
	seed, err := randomizers.ParseSeedCode(scriptSeed)
	if err != nil {
		t.Fatal(err)
	}
	cfg := companion.Config{Players: []companion.Player{{Name: "Ann"}, {Name: "Ben"}, {Name: "Cid"}}}
	if data != nil {
		cfg.Data = map[string][]byte{DataName: data}
	}
	rec, err := game{}.Setup(cfg, companion.SetupRNG(seed))
	if err != nil {
		t.Fatal(err)
	}
	st, err := game{}.Start(cfg, rec)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// scriptLines reads the script's actions (without their expectations).
func scriptLines(t testing.TB) []string {
	t.Helper()
	sc, err := kittest.ReadScript(scriptFile)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, st := range sc.Steps {
		if st.Expect != kittest.Refused && st.Expect != kittest.BadInput {
			out = append(out, st.Action)
		}
	}
	return out
}

// scriptOpening opens the script: what the rules refuse in the opening position, and a
// harbour the table names on purpose (a name typed anywhere else is never made a city).
var scriptOpening = []string{
	"take Cid 1 slot=1                  => refused contract choice",
	"reveal Ann city=tyros region=graecia good=salt reward=gold amount=4 wind=0 oar=3 => refused turn order",
	"reveal Cid city=Alexandira good=olive reward=temple amount=2 wind=0 oar=3 => bad",
	"reveal Cid city=Massilia region=graecia good=olive reward=temple amount=2 wind=0 oar=3 => bad",
	"reveal Cid city=tyros region=gallia good=salt reward=gold amount=4 wind=0 oar=3 => bad",
	"reveal Cid city=tyros good=salt reward=gold amount=4 wind=0 oar=3 => bad",
	"play Cid wind=0 oar=4              => refused phase",
	"tiles gold=3                       => refused scoring",
	"add city Alexandira                => refused names",
	"add region Hispanien               => refused names",
	"add city Massilia confirm=no       => bad",
	"add city massilia",
	"add city Massilia                  => refused names",
}

// boxScriptFile is a whole 3-player game with the table's data file (testdata/data/
// filled.yaml, made-up values): talon deals the tokens, looks up distances and rewards,
// counts the cards, draws the bonus tiles and knows the temples' tiles.
const boxScriptFile = "testdata/three_player_game_with_box.txtar"

// boxOpening opens the data-file script: what the box's data refuses.
var boxOpening = []string{
	"reveal Cid city=saguntum good=olive reward=gold amount=20 wind=0 oar=5 => refused cards",
	"reveal Cid city=saguntum good=olive reward=gold amount=2 wind=5 oar=5 => refused cards",
	"reveal Cid city=saguntum good=olive wind=1 oar=2 => bad",
	"reveal Cid city=crete good=olive reward=gold amount=2 wind=1 oar=2 => refused cards",
	"add city Massilia                  => refused names",
	"add region Aegyptus                => refused names",
}

// scriptSpecs are the whole-game scripts TestWriteScript writes.
var scriptSpecs = []struct {
	file, data string
	header     []string
	opening    []string
}{
	{scriptFile, "", []string{
		"Neptun, 3 players, 3 game rounds, no data file: the table enters every card and",
		"distance, so most actions are accepted without a check of the box's data."}, scriptOpening},
	{boxScriptFile, "data/filled.yaml", []string{
		"Neptun, 3 players, 3 game rounds, with the table's data file (made-up values): talon",
		"deals the distance tokens, looks up distances, rewards and tiles, counts the cards",
		"and draws the bonus tiles, so every action is checked in full."}, boxOpening},
}

// TestWriteScript regenerates the scripts with the automatic table, played through the
// engine as `talon do` plays them:
// NEPTUN_WRITE_SCRIPT=1 go test -run TestWriteScript ./companion/neptun/
func TestWriteScript(t *testing.T) {
	if os.Getenv("NEPTUN_WRITE_SCRIPT") == "" {
		t.Skip("set NEPTUN_WRITE_SCRIPT=1 to rewrite the scripts")
	}
	for _, spec := range scriptSpecs {
		var b strings.Builder
		for _, h := range spec.header {
			b.WriteString("# " + h + "\n")
		}
		b.WriteString("-- setup --\nplayers: Ann, Ben, Cid\n")
		sc := kittest.Script{Name: spec.file, Players: []string{"Ann", "Ben", "Cid"}, Seed: scriptSeed, Data: map[string]string{}}
		if spec.data != "" {
			b.WriteString("data: " + DataName + "=" + spec.data + "\n")
			sc.Data[DataName] = "testdata/" + spec.data
		}
		b.WriteString("seed: " + scriptSeed + "\n-- actions --\n")
		w := &scriptWriter{t: t, s: kittest.Start(t, Entry(), sc)}
		for _, line := range spec.opening {
			if !strings.Contains(line, "=>") {
				w.act(line)
			}
			b.WriteString(line + "\n")
		}
		st := w.state()
		table := &autoTable{data: st.Data}
		shown := map[string]bool{}
		for !st.GameOver() {
			a := table.next(st)
			if line := copiesRefusal(st, a, shown); line != "" {
				b.WriteString(line + "  => refused " + ruleCopies + "\n")
			}
			b.WriteString(w.act(st.write(a).String()) + "\n")
			st = w.state()
		}
		if err := os.WriteFile(spec.file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// scriptWriter plays a script as it writes it.
type scriptWriter struct {
	t      *testing.T
	s      companion.Session
	events []companion.Event
}

func (w *scriptWriter) state() *State {
	st, _, err := companion.Replay(Entry().Companion, w.s, w.events)
	if err != nil {
		w.t.Fatal(err)
	}
	s, _ := SessionState(st)
	return s
}

// act applies one line; it returns the line with what it did.
func (w *scriptWriter) act(line string) string {
	step, err := companion.Act(Entry().Companion, w.s, w.events, line)
	if err != nil {
		w.t.Fatalf("%s: %v", line, err)
	}
	step.Event.Seq = len(w.events) + 1
	w.events = append(w.events, step.Event)
	switch {
	case step.State.Result() != nil:
		return line + "  => over"
	case step.Outcome.NotChecked != "":
		return line + "  => not checked"
	}
	return line
}

// copiesRefusal is, for the first two cities, a reveal of a city whose cards are all out this round,
// written before the table's next reveal (same player, good and oar card): the script
// shows the count refused.
func copiesRefusal(s *State, next Action, shown map[string]bool) string {
	r, ok := next.(Reveal)
	if !ok || s.Data == nil {
		return ""
	}
	for _, city := range s.CityNames().IDs() {
		printed := s.printedRewards(city, r.Cards.Good)
		if len(shown) >= 2 || shown[city] || s.copiesLeft(city, "") || len(printed) == 0 || s.knownRegion(city) == "none" {
			continue
		}
		shown[city] = true
		in := r
		in.Cards.City, in.Cards.Reward = city, &printed[0]
		return s.write(in).String()
	}
	return ""
}

func TestScriptConforms(t *testing.T) {
	for _, spec := range scriptSpecs {
		s, events := kittest.Run(t, Entry(), spec.file)
		st, _, err := companion.Replay(Entry().Companion, s, events)
		if err != nil {
			t.Fatal(err)
		}
		if n, _ := SessionState(st); n == nil || !n.GameOver() || len(n.Results) != Rounds {
			t.Errorf("%s does not play all %d rounds", spec.file, Rounds)
		}
	}
}

func TestScriptPlaysAWholeGame(t *testing.T) {
	st := startScript(t, nil)
	lines := scriptLines(t)
	for k, line := range lines {
		if st.Result() != nil {
			t.Fatalf("line %d: the game ended early", k+1)
		}
		canonical, err := kittest.Resolve(st, line, nil)
		if err != nil {
			t.Fatalf("line %d %q: %v", k+1, line, err)
		}
		if canonical != line && !strings.HasPrefix(line, "bonus") {
			t.Errorf("line %d: resolves to %q, not itself", k+1, canonical)
		}
		if st, err = kittest.Apply(st, line); err != nil {
			t.Fatalf("line %d %q: %v", k+1, line, err)
		}
	}
	res := st.Result()
	if res == nil {
		t.Fatal("the script does not finish the game")
	}
	s, _ := SessionState(st)
	if len(s.Results) != Rounds || len(res.Winners) == 0 {
		t.Errorf("results %d winners %v", len(s.Results), res.Winners)
	}
	for _, line := range strings.Split(s.Board(), "\n") {
		if w := len([]rune(line)); w > 80 {
			t.Errorf("board line of %d columns: %q", w, line)
		}
	}
}

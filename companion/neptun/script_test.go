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

// TestWriteScript regenerates the script with the automatic table:
// NEPTUN_WRITE_SCRIPT=1 go test -run TestWriteScript ./companion/neptun/
func TestWriteScript(t *testing.T) {
	if os.Getenv("NEPTUN_WRITE_SCRIPT") == "" {
		t.Skip("set NEPTUN_WRITE_SCRIPT=1 to rewrite " + scriptFile)
	}
	st := startScript(t, nil)
	table := &autoTable{}
	var b strings.Builder
	b.WriteString("# Neptun, 3 players, 3 game rounds, no data file: the table enters every card and\n")
	b.WriteString("# distance, so most actions are accepted without a check of the box's data.\n")
	b.WriteString("-- setup --\nplayers: Ann, Ben, Cid\nseed: " + scriptSeed + "\n-- actions --\n")
	for _, line := range scriptOpening {
		b.WriteString(line + "\n")
		if strings.Contains(line, "=>") {
			continue
		}
		a, err := companion.Parse(line)
		if err != nil {
			t.Fatal(err)
		}
		if st, _, err = st.Apply(a); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
	for st.Result() == nil {
		s, _ := SessionState(st)
		a, err := companion.Parse(s.write(table.next(s)).String())
		if err != nil {
			t.Fatal(err)
		}
		next, out, err := st.Apply(a)
		if err != nil {
			t.Fatalf("%s: %v", a, err)
		}
		line := a.String()
		switch {
		case next.Result() != nil:
			line += "  => over"
		case out.NotChecked != "":
			line += "  => not checked"
		}
		b.WriteString(line + "\n")
		st = next
	}
	if err := os.WriteFile(scriptFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestScriptConforms(t *testing.T) {
	kittest.Run(t, Entry(), scriptFile)
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

package neptun

import (
	"bufio"
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
	scriptFile = "testdata/three_player_game.txt"
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

// ScriptLines reads the script's actions: blank lines and # comments are not actions.
func scriptLines(t testing.TB) []string {
	t.Helper()
	f, err := os.Open(scriptFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	return out
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
	b.WriteString("# Neptun, 3 players, 3 game rounds, no data file (the table enters every card):\n")
	b.WriteString("#   talon new neptun --players Ann,Ben,Cid --seed " + scriptSeed + "\n")
	b.WriteString("# One action per line in talon's canonical form; # lines are not actions.\n")
	for st.Result() == nil {
		s, _ := SessionState(st)
		text := s.write(table.next(s)).String()
		next, err := kittest.Apply(st, text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		b.WriteString(text + "\n")
		st = next
	}
	if err := os.WriteFile(scriptFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
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
		if canonical != line {
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

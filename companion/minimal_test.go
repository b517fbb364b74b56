package companion_test

import (
	"encoding/json"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/kittest"
	"github.com/talon-games/talon/scoring"
)

// The minimal game of the package doc, word for word: it must build and pass the suite.

type game struct{}

func (game) Info() companion.Info { return companion.Info{} }

func (game) Setup(cfg companion.Config, rng companion.RNG) (json.RawMessage, error) {
	return json.Marshal(rng.Stream("first-player").IntN(len(cfg.Players)))
}

func (game) Start(cfg companion.Config, rec json.RawMessage) (companion.State, error) {
	var first int
	if err := json.Unmarshal(rec, &first); err != nil {
		return nil, err
	}
	return &state{names: cfg.Names(), points: make([]int, len(cfg.Players)), turn: first}, nil
}

type state struct {
	names  []string
	points []int
	turn   int
}

func (s *state) Resolve(a companion.Action, rng companion.RNG) (companion.Action, error) {
	if a.Verb == "roll" && len(a.Args) == 0 { // talon rolls: the die goes into the event
		return companion.Do("roll", strconv.Itoa(1+rng.Stream("dice").IntN(6))), nil
	}
	return a, nil // Apply checks the rest
}

func (s *state) Apply(a companion.Action) (companion.State, companion.Outcome, error) {
	if a.Verb != "roll" {
		return nil, companion.Outcome{}, companion.Bad("unknown action %q (roll)", a.Verb)
	}
	w := a.Words()
	n, err := w.Int("die", 1, 6)
	if err == nil {
		err = w.Done()
	}
	if err != nil {
		return nil, companion.Outcome{}, err
	}
	next := &state{names: s.names, points: slices.Clone(s.points), turn: (s.turn + 1) % len(s.names)}
	next.points[s.turn] += n
	return next, companion.Accepted(), nil
}

func (s *state) Legal() []companion.Choice {
	return []companion.Choice{{Verb: "roll", Help: "roll a die",
		Args: []companion.Arg{{Name: "die", Optional: true, Options: companion.Range(1, 6)}}}}
}

func (s *state) View() companion.View {
	return companion.View{Title: "Race", Next: s.names[s.turn] + " rolls"}
}

func (s *state) Result() *scoring.Result {
	if !slices.ContainsFunc(s.points, func(p int) bool { return p >= 20 }) {
		return nil
	}
	entries := make([]scoring.Entry, len(s.names))
	for i, n := range s.names {
		entries[i] = scoring.Entry{Name: n, Breakdown: []scoring.Points{{Category: "Points", Points: s.points[i]}}}
	}
	r := scoring.Rank(entries, scoring.Rules{Game: "race"})
	return &r
}

func TestMinimalGameOfThePackageDoc(t *testing.T) {
	e := companion.Entry{ID: "race", Name: "Race", MinPlayers: 1, MaxPlayers: 4, Companion: game{}}
	kittest.Run(t, e, "testdata/race.txtar")
}

// The package doc shows the minimal game above as it is here, and says how many lines it
// takes: the two must not drift apart.
func TestPackageDocShowsTheMinimalGame(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	_, shown, ok := strings.Cut(string(doc), "// A minimal game, complete (")
	shown, _, ok2 := strings.Cut(shown, "// # The action grammar")
	if !ok || !ok2 {
		t.Fatal("doc.go no longer shows a minimal game")
	}
	claimed, _, _ := strings.Cut(shown, " lines;")
	var docCode []string
	for _, line := range strings.Split(shown, "\n") {
		if code, isCode := strings.CutPrefix(line, "//\t"); isCode {
			docCode = append(docCode, code)
		} else if line == "//" && len(docCode) > 0 {
			docCode = append(docCode, "")
		}
	}
	docText := strings.TrimSpace(strings.Join(docCode, "\n"))

	src, err := os.ReadFile("minimal_test.go")
	if err != nil {
		t.Fatal(err)
	}
	_, here, _ := strings.Cut(string(src), "// The minimal game of the package doc, word for word: it must build and pass the suite.\n")
	here, _, _ = strings.Cut(here, "func TestMinimalGameOfThePackageDoc")
	here = strings.TrimSpace(here)
	if docText != here {
		t.Errorf("doc.go's minimal game differs from minimal_test.go's:\n--- doc.go\n%s\n--- minimal_test.go\n%s", docText, here)
	}
	lines := 0
	for _, line := range strings.Split(here, "\n") {
		if strings.TrimSpace(line) != "" {
			lines++
		}
	}
	if claimed != strconv.Itoa(lines) {
		t.Errorf("doc.go says the minimal game takes %s lines; it takes %d (not counting blank lines)", claimed, lines)
	}
}

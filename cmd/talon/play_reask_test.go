package main

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// A wrong typed answer inside an action is asked again with the refusal, the other
// answers kept: a die of 9 used to throw the roll away back to the menu.
func TestPlayAsksAWrongTypedAnswerAgain(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "genoa", "--players", "Anna,Béla,Csaba", "--seed", "x")
	e.tty = true
	e.prompt.answers = []string{"roll", "9,3", "5,3", "quit"}
	out, errOut, code := e.run("--lang", "hu", "play")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	mustContain(t, out, `✗ kék kocka: "9" nem egész szám 1 és 8 között`, "roll 5,3")
	if strings.Contains(out, "Vissza a menübe") {
		t.Errorf("the wrong die went back to the menu:\n%s", out)
	}
	if i := slices.Index(e.prompt.asked, "Mi történik most?"); i < 0 || len(e.prompt.asked) < i+3 ||
		e.prompt.asked[i+1] != e.prompt.asked[i+2] {
		t.Errorf("asked %q, want the dice asked twice in a row", e.prompt.asked)
	}
}

// In a trade, the partner and what is given stay when what is taken is mistyped.
func TestPlayKeepsTheAnswersBeforeAWrongOne(t *testing.T) {
	answers := []string{"bank", "4 wool", "1 gabna", "1 grain"}
	i, found := typedCulprit(errorString(`trade: "gabna": no such resource`), answers, map[int]bool{1: true, 2: true})
	if !found || i != 2 {
		t.Errorf("culprit %d %v, want the third answer", i, found)
	}
	if _, found := typedCulprit(errorString("not enough wool"), answers, map[int]bool{1: true, 2: true}); found {
		t.Error("a refusal quoting no answer is pinned on one")
	}
}

type errorString string

func (e errorString) Error() string { return string(e) }

// reaskState refuses an action whose first argument is "bad", quoting it, as a game's
// refusal of a typed answer does; only what companion.Try asks is asked of it.
type reaskState struct{ companion.State }

func (s reaskState) Result() *scoring.Result { return nil }

func (s reaskState) Resolve(a companion.Action, _ companion.RNG) (companion.Action, error) {
	return a, nil
}

func (s reaskState) Apply(a companion.Action) (companion.State, companion.Outcome, error) {
	if len(a.Args) > 0 && a.Args[0] == "bad" {
		return nil, companion.Outcome{}, errorString(`x: "bad": no such thing`)
	}
	return s, companion.Outcome{}, nil
}

// When a typed answer is asked again, a later answer picked from options that follow
// it is asked again too: kept, it would be a pick among the old answer's options.
func TestPlayAsksAgainWhatFollowsAReplacedAnswer(t *testing.T) {
	row := func(earlier []string) companion.Arg {
		return companion.Arg{Name: "row", Options: []companion.Option{{Value: earlier[0] + "-row1"}, {Value: earlier[0] + "-row2"}}}
	}
	c := companion.Choice{Verb: "take", Args: []companion.Arg{{Name: "what"}, {Name: "row", Depends: row}, {Name: "note"}}}
	e := newEnv(t)
	e.prompt.answers = []string{"bad", "bad-row2", "n", "good", "good-row1"}
	var out bytes.Buffer
	f := &Factory{Out: &out, Err: &out, Prompter: e.prompt, P: i18n.NewPrinter(i18n.English)}
	answers, err := f.askAnswers(c, reaskState{}, "")
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"good", "good-row1", "n"}; !slices.Equal(answers, want) {
		t.Errorf("answers %q, want %q (asked %q)", answers, want, e.prompt.asked)
	}
	if len(e.prompt.answers) != 0 {
		t.Errorf("not asked: %q", e.prompt.answers)
	}
}

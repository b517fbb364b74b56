package kittest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/randomizers"
)

// Run reads a script and plays it (see Play).
func Run(t testing.TB, e companion.Entry, path string) (companion.Session, []companion.Event) {
	t.Helper()
	sc, err := ReadScript(path)
	if err != nil {
		t.Fatal(err)
	}
	return Play(t, e, sc)
}

// Start sets up a script's session as `talon new` would: its players, options, data
// files and seed.
func Start(t testing.TB, e companion.Entry, sc Script) companion.Session {
	t.Helper()
	seed, err := randomizers.ParseSeed(sc.Seed)
	if err != nil {
		t.Fatalf("%s: seed: %v", sc.Name, err)
	}
	cfg, err := sc.Config()
	if err != nil {
		t.Fatal(err)
	}
	s, err := companion.NewSession(e, cfg, seed, time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatalf("%s: setup: %v", sc.Name, err)
	}
	return s
}

// Play plays a script through the engine, as `talon do` would, and checks at every step
// what every game must hold (see Conform). It returns the session and its events.
func Play(t testing.TB, e companion.Entry, sc Script) (companion.Session, []companion.Event) {
	t.Helper()
	path := sc.Name
	s := Start(t, e, sc)
	checkSetupRoundTrips(t, e.Companion, s)
	var events []companion.Event
	for _, step := range sc.Steps {
		before, _, err := companion.Replay(e.Companion, s, events)
		if err != nil {
			t.Fatalf("%s:%d: replay: %v", path, step.Line, err)
		}
		Conform(t, before)
		got, err := companion.Act(e.Companion, s, events, step.Action)
		if err := expectation(step, got, err); err != nil {
			t.Fatalf("%s:%d %q: %v", path, step.Line, step.Action, err)
		}
		if err != nil {
			checkRefusalChangesNothing(t, before, step.Action)
			continue
		}
		checkResolvedApplies(t, before, got)
		got.Event.Seq = len(events) + 1
		events = append(events, got.Event)
		replayed, last, err := companion.Replay(e.Companion, s, events)
		if err != nil {
			t.Fatalf("%s:%d %q: replay after it: %v", path, step.Line, step.Action, err)
		}
		if !sameState(replayed, got.State) || !sameJSON(last, got.Outcome) {
			t.Fatalf("%s:%d %q: replaying the log differs from the state the action gave", path, step.Line, step.Action)
		}
	}
	return s, events
}

// expectation compares what an action did with what the script says.
func expectation(step Step, got companion.Step, err error) error {
	var (
		refusal *companion.Refusal
		bad     *companion.BadInput
	)
	switch {
	case step.Expect == Refused && errors.As(err, &refusal) && refusal.Rule == step.Rule,
		step.Expect == BadInput && errors.As(err, &bad):
		return nil
	case err != nil:
		return i18n.Errorf("want %s %s, got %v", step.Expect, step.Rule, err)
	case step.Expect == Refused || step.Expect == BadInput:
		return i18n.Errorf("want %s %s, it was accepted as %q", step.Expect, step.Rule, got.Event.Action)
	case (step.Expect == NotChecked) != (got.Outcome.NotChecked != ""):
		return i18n.Errorf("want %s, the outcome is %+v", step.Expect, got.Outcome)
	case (step.Expect == Over) != (got.State.Result() != nil):
		return i18n.Errorf("want %s, the game is over: %v", step.Expect, got.State.Result() != nil)
	}
	return nil
}

// checkSetupRoundTrips: the session as stored (JSON) starts the same opening position,
// twice, and the setup record survives being re-encoded.
func checkSetupRoundTrips(t testing.TB, g companion.Game, s companion.Session) {
	t.Helper()
	stored, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back companion.Session
	if err := json.Unmarshal(stored, &back); err != nil {
		t.Fatalf("the session does not read back: %v", err)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, back.Setup); err != nil {
		t.Fatalf("the setup record is not JSON: %v", err)
	}
	back.Setup = compact.Bytes()
	a, err := g.Start(s.Config, s.Setup)
	if err != nil {
		t.Fatalf("start: %v", err)
	}
	b, err := g.Start(back.Config, back.Setup)
	if err != nil {
		t.Fatalf("start from the stored session: %v", err)
	}
	if !sameState(a, b) {
		t.Fatal("the stored session starts a different opening position")
	}
}

// Conform checks one position: every option Legal offers, resolved and applied as the
// engine does, applies or is refused by a rule (never as bad input), and trying it
// leaves the position as it was.
func Conform(t testing.TB, st companion.State) {
	t.Helper()
	if st.Result() != nil {
		return
	}
	rng := randomizers.NewSource(randomizers.Seed(1))
	for _, c := range st.Legal() {
		for _, answers := range combinations(c) {
			a := c.Action(answers)
			view := viewJSON(st)
			resolved, err := st.Resolve(a, rng)
			if err == nil {
				_, _, err = st.Apply(resolved)
			}
			var bad *companion.BadInput
			if errors.As(err, &bad) {
				t.Fatalf("Legal offers %q (%s), which is refused as bad input: %v", a.String(), c.Usage(), err)
			}
			if view != viewJSON(st) {
				t.Fatalf("applying %q changed the position it was applied to", a.String())
			}
		}
	}
}

// combinations lists the answers to try for a choice: the first option of every
// argument, then each option of each argument in turn (with the arguments after it
// answered as they stand then). A required argument with no options and no bounds is
// typed text the prompt cannot offer: such a choice is not enumerated.
func combinations(c companion.Choice) [][]string {
	base, ok := answersFrom(c, nil)
	if !ok {
		return nil
	}
	out := [][]string{base}
	for i := range c.Args {
		arg := c.Args[i].After(base[:i])
		for _, o := range offered(arg)[1:] {
			fixed := append(append([]string(nil), base[:i]...), o)
			if more, ok := answersFrom(c, fixed); ok {
				out = append(out, more)
			}
		}
	}
	return out
}

// answersFrom completes fixed answers with the first offer of each later argument.
func answersFrom(c companion.Choice, fixed []string) ([]string, bool) {
	answers := append([]string(nil), fixed...)
	for i := len(fixed); i < len(c.Args); i++ {
		offers := offered(c.Args[i].After(answers))
		if len(offers) == 0 {
			return nil, false
		}
		answers = append(answers, offers[0])
	}
	return answers, true
}

// offered is what a prompt could answer for an argument: its options (or its bounds),
// and nothing when it is optional.
func offered(a companion.Arg) []string {
	if a.Skip {
		return []string{""}
	}
	var out []string
	for _, o := range a.Options {
		out = append(out, o.Value)
	}
	if need := a.AtLeast; a.Multi > 1 && need > 1 && len(out) >= need {
		// As many picks as must be taken: each run of that many options in turn.
		var runs []string
		for i := 0; i+need <= len(out); i++ {
			runs = append(runs, strings.Join(out[i:i+need], ","))
		}
		out = runs
	}
	if len(out) == 0 && a.Number {
		out = append(out, fmt.Sprintf("%d", a.Min), fmt.Sprintf("%d", a.Max))
	}
	if a.Optional {
		out = append(out, "")
	}
	return out
}

// checkRefusalChangesNothing: refusing an action leaves the position as it was.
func checkRefusalChangesNothing(t testing.TB, st companion.State, text string) {
	t.Helper()
	a, err := companion.Parse(text)
	if err != nil {
		return
	}
	view := viewJSON(st)
	if _, _, err := st.Apply(a); err == nil {
		return // Resolve refused it (a roll out of phase): Apply may take the bare text
	}
	if view != viewJSON(st) {
		t.Fatalf("the refused %q changed the position", text)
	}
}

// checkResolvedApplies: the text Resolve gave is accepted unchanged by Apply, giving the
// same position as the engine's step.
func checkResolvedApplies(t testing.TB, st companion.State, got companion.Step) {
	t.Helper()
	a, err := companion.Parse(got.Event.Action)
	if err != nil {
		t.Fatalf("the stored action %q does not read back: %v", got.Event.Action, err)
	}
	if a.String() != got.Event.Action {
		t.Fatalf("the stored action %q is not canonical: it writes back as %q", got.Event.Action, a.String())
	}
	next, _, err := st.Apply(a)
	if err != nil {
		t.Fatalf("Apply refuses the action Resolve gave, %q: %v", got.Event.Action, err)
	}
	if !sameState(next, got.State) {
		t.Fatalf("applying %q again gives a different position", got.Event.Action)
	}
}

func viewJSON(st companion.State) string {
	b, err := json.Marshal(st.View())
	if err != nil {
		return "unencodable view: " + err.Error()
	}
	return string(b)
}

// sameState compares what can be seen of two positions: view, legal choices, result.
func sameState(a, b companion.State) bool {
	return viewJSON(a) == viewJSON(b) && LegalJSON(a.Legal()) == LegalJSON(b.Legal()) && sameJSON(a.Result(), b.Result())
}

func sameJSON(a, b any) bool {
	x, errA := json.Marshal(a)
	y, errB := json.Marshal(b)
	return errA == nil && errB == nil && bytes.Equal(x, y)
}

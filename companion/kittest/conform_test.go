package kittest_test

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/companiontest"
	"github.com/talon-games/talon/companion/kittest"
)

// recorder is a testing.TB that keeps the first failure instead of failing the test.
type recorder struct {
	testing.TB
	failure string
}

func (r *recorder) Helper() {}

func (r *recorder) Fatalf(format string, args ...any) {
	r.failure = fmt.Sprintf(format, args...)
	runtime.Goexit()
}

func (r *recorder) Fatal(args ...any) { r.Fatalf("%s", fmt.Sprint(args...)) }

// failure runs f with a recorder and returns what it reported.
func failure(t *testing.T, f func(testing.TB)) string {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f(r)
	}()
	<-done
	return r.failure
}

func tallyState(t *testing.T) companion.State {
	st, err := companiontest.Tally{}.Start(companion.Config{Players: []companion.Player{{Name: "Ann"}}, Options: companion.Options{"target": "20"}}, []byte(`{"first":0}`))
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// offersBadOption offers a die of 7, which Tally reads as bad input.
type offersBadOption struct{ companion.State }

func (o offersBadOption) Legal() []companion.Choice {
	return []companion.Choice{{Verb: "roll", Args: []companion.Arg{{Name: "value", Options: companion.Range(5, 7)}}}}
}

// mutates changes the position it is applied to.
type mutates struct {
	companion.State
	view *companion.View
}

func (m mutates) View() companion.View { return *m.view }

func (m mutates) Apply(a companion.Action) (companion.State, companion.Outcome, error) {
	m.view.Title = "changed"
	return m.State.Apply(a)
}

func TestConformCatchesBrokenGames(t *testing.T) {
	if got := failure(t, func(tb testing.TB) { kittest.Conform(tb, tallyState(t)) }); got != "" {
		t.Fatalf("Tally fails the suite: %s", got)
	}
	got := failure(t, func(tb testing.TB) { kittest.Conform(tb, offersBadOption{tallyState(t)}) })
	if !strings.Contains(got, `Legal offers "roll 7"`) || !strings.Contains(got, "bad input") {
		t.Errorf("a bad option offered: %q", got)
	}
	v := companion.View{Title: "Tally"}
	got = failure(t, func(tb testing.TB) { kittest.Conform(tb, mutates{tallyState(t), &v}) })
	if !strings.Contains(got, "changed the position") {
		t.Errorf("an Apply that changes its receiver: %q", got)
	}
}

func TestReadScriptRefusesBadLines(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"-- setup --\nplayers: Ann\n-- actions --\nroll\n", "needs players: and seed:"},
		{"-- setup --\nplayers: Ann\nseed: x\ncolour: red\n", "setup takes players:"},
		{"roll\n", "outside a -- setup --"},
		{"-- setup --\nplayers: Ann\nseed: x\n-- actions --\nroll => maybe\n", "after => write"},
		{"-- setup --\nplayers: Ann\nseed: x\ndata: board\n", "write data: NAME=FILE"},
		{"-- setup --\nplayers: Ann\nseed: x\ndata: board=a.txt\ndata: board=b.txt\n", "data board is given twice"},
	} {
		path := t.TempDir() + "/s.txtar"
		if err := writeFile(path, tt.text); err != nil {
			t.Fatal(err)
		}
		if _, err := kittest.ReadScript(path); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: %v, want %q", tt.text, err, tt.want)
		}
	}
}

// A data: line names a file beside the script; the script gives it to `talon new` as
// --data NAME=FILE and to the engine as the file's content.
func TestScriptData(t *testing.T) {
	dir := t.TempDir()
	if err := writeFile(dir+"/board.txt", "the table's board"); err != nil {
		t.Fatal(err)
	}
	path := dir + "/s.txtar"
	if err := writeFile(path, "-- setup --\nplayers: Ann, Ben\noption: target=20\ndata: board = board.txt\ndata: cards=cards.txt\nseed: x\n"); err != nil {
		t.Fatal(err)
	}
	sc, err := kittest.ReadScript(path)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"--data", "board=" + dir + "/board.txt", "--data", "cards=" + dir + "/cards.txt"}
	if got := sc.DataFlags(); !slices.Equal(got, want) {
		t.Errorf("DataFlags = %q, want %q", got, want)
	}
	if _, err := sc.Config(); err == nil || !strings.Contains(err.Error(), "data cards") {
		t.Errorf("a data file that is missing: %v", err)
	}
	delete(sc.Data, "cards")
	cfg, err := sc.Config()
	if err != nil || string(cfg.Data["board"]) != "the table's board" || cfg.Options["target"] != "20" || len(cfg.Players) != 2 {
		t.Errorf("Config = %+v, %v", cfg, err)
	}
}

// needsTwo offers dice of which exactly two must be placed; one die is bad input.
type needsTwo struct{ companion.State }

func (needsTwo) Legal() []companion.Choice {
	return []companion.Choice{{Verb: "place", Args: []companion.Arg{{Name: "dice", Options: companion.Values("1", "3", "5"), Multi: 2, AtLeast: 2}}}}
}

func (n needsTwo) Resolve(a companion.Action, _ companion.RNG) (companion.Action, error) {
	return a, nil
}

func (n needsTwo) Apply(a companion.Action) (companion.State, companion.Outcome, error) {
	if len(a.Args) != 1 || len(strings.Split(a.Args[0], ",")) != 2 {
		return nil, companion.Outcome{}, companion.Bad("place takes two dice, e.g. place 1,3")
	}
	return n, companion.Accepted(), nil
}

func TestConformOffersAsManyPicksAsMustBeTaken(t *testing.T) {
	if got := failure(t, func(tb testing.TB) { kittest.Conform(tb, needsTwo{tallyState(t)}) }); got != "" {
		t.Fatalf("two dice that must be placed together: %s", got)
	}
}

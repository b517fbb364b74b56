package marcopolo

import (
	"encoding/json"
	"errors"
	"hash/fnv"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
)

// testRNG hands out reproducible streams by purpose.
type testRNG struct{ seed uint64 }

func (r testRNG) Stream(purpose string) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(purpose))
	return rand.New(rand.NewPCG(r.seed, h.Sum64()))
}

func startSession(t testing.TB, names []string, opts companion.Options, seed uint64) (companion.Config, json.RawMessage, companion.State) {
	t.Helper()
	cfg := companion.Config{Options: opts}
	for _, n := range names {
		cfg.Players = append(cfg.Players, companion.Player{Name: n})
	}
	g := Entry().Companion
	rec, err := g.Setup(cfg, testRNG{seed})
	if err != nil {
		t.Fatal(err)
	}
	st, err := g.Start(cfg, rec)
	if err != nil {
		t.Fatal(err)
	}
	return cfg, rec, st
}

// answer picks answers for a choice at random among what Legal offers.
func answer(rng *rand.Rand, c companion.Choice) []string {
	var answers []string
	for _, a := range c.Args {
		a = a.After(answers)
		switch {
		case a.Optional && rng.IntN(3) == 0:
			answers = append(answers, "")
		case a.Number:
			answers = append(answers, strconv.Itoa(a.Min+rng.IntN(min(a.Max-a.Min+1, 40))))
		case len(a.Options) == 0:
			answers = append(answers, "")
		case a.Multi > 1:
			n := max(a.AtLeast, 1) + rng.IntN(a.Multi-max(a.AtLeast, 1)+1)
			idx := rng.Perm(len(a.Options))[:min(n, len(a.Options))]
			vals := ""
			for i, j := range idx {
				if i > 0 {
					vals += ","
				}
				vals += a.Options[j].Value
			}
			answers = append(answers, vals)
		default:
			answers = append(answers, a.Options[rng.IntN(len(a.Options))].Value)
		}
	}
	return answers
}

// playRandom plays a whole game choosing among the legal choices; every action Legal
// offers must apply or be refused by a rule, never be bad input. It returns the log.
func playRandom(t *testing.T, st companion.State, seed uint64) (companion.State, []string) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 99))
	var log []string
	for step := 0; st.Result() == nil; step++ {
		if step > 20000 {
			t.Fatalf("no end after %d steps; next: %s", step, st.View().Next)
		}
		choices := st.Legal()
		if len(choices) == 0 {
			if ss, ok := SessionState(st); ok {
				_, err := ss.Result()
				t.Fatalf("no result: %v", err)
			}
			t.Fatalf("nothing legal and no result; next: %s", st.View().Next)
		}
		c := choices[rng.IntN(len(choices))]
		if c.Verb == verbDone && len(choices) > 1 && rng.IntN(4) > 0 {
			continue // linger a little for bonus actions
		}
		a := c.Action(answer(rng, c))
		resolved, err := st.Resolve(a, testRNG{seed + uint64(step)})
		if err == nil {
			var next companion.State
			if next, _, err = st.Apply(resolved); err == nil {
				log = append(log, resolved.String())
				st = next
				continue
			}
		}
		var bad *companion.BadInput
		if errors.As(err, &bad) {
			t.Fatalf("Legal offered bad input: %s: %v", a, err)
		}
	}
	return st, log
}

func TestWholeGamesThroughLegal(t *testing.T) {
	cases := []struct {
		names []string
		opts  companion.Options
	}{
		{[]string{"Ann", "Ben"}, companion.Options{OptLedger: "on"}},
		{[]string{"Ann", "Ben", "Cid"}, nil},
		{[]string{"Ann", "Ben", "Cid", "Dee"}, companion.Options{OptLedger: "on", OptCharacters: "draft", OptGoals: "choose", OptCityBonuses: "random"}},
	}
	for i, c := range cases {
		for seed := uint64(1); seed <= 3; seed++ {
			cfg, rec, st := startSession(t, c.names, c.opts, seed)
			end, log := playRandom(t, st, seed*7+uint64(i))
			res := end.Result()
			if res == nil || len(res.Players) != len(c.names) {
				t.Fatalf("case %d seed %d: no result", i, seed)
			}
			// Replay from the setup record gives the same position.
			replay, err := Entry().Companion.Start(cfg, rec)
			if err != nil {
				t.Fatal(err)
			}
			for _, text := range log {
				a, err := companion.Parse(text)
				if err != nil {
					t.Fatalf("log %q does not parse: %v", text, err)
				}
				if replay, _, err = replay.Apply(a); err != nil {
					t.Fatalf("replay of %q: %v", text, err)
				}
			}
			if !reflect.DeepEqual(replay.View(), end.View()) {
				t.Errorf("case %d seed %d: replay differs", i, seed)
			}
		}
	}
}

// TestCardSpacesFromTheTable: the table lists its board's city-card spaces as data; the
// deal puts a card on each, and a space off a large city is bad input.
func TestCardSpacesFromTheTable(t *testing.T) {
	cfg := companion.Config{Players: []companion.Player{{Name: "Ann"}, {Name: "Ben"}},
		Data: map[string][]byte{DataCardSpaces: []byte("# our board\nMoscow\nSumatra, Sumatra\n")}}
	g := Entry().Companion
	rec, err := g.Setup(cfg, testRNG{3})
	if err != nil {
		t.Fatal(err)
	}
	st, err := g.Start(cfg, rec)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := SessionState(st)
	if len(s.CardSpaces) != 3 || s.CardSpaces[0].City != MustLoc(Moscow) || s.CardSpaces[2].City != MustLoc(Sumatra) {
		t.Errorf("card spaces %v", s.CardSpaces)
	}
	cfg.Data[DataCardSpaces] = []byte("Anxi")
	var bad *companion.BadInput
	if _, err := g.Setup(cfg, testRNG{3}); !errors.As(err, &bad) || !strings.Contains(err.Error(), "not a large city") {
		t.Errorf("Anxi: %v", err)
	}
	// Without data, sumatra_cards=1 gives one space per large city.
	cfg.Data, cfg.Options = nil, companion.Options{OptSumatraCards: "1"}
	rec, _ = g.Setup(cfg, testRNG{3})
	st, _ = g.Start(cfg, rec)
	if s, _ := SessionState(st); len(s.CardSpaces) != 7 {
		t.Errorf("sumatra_cards=1: %d spaces", len(s.CardSpaces))
	}
}

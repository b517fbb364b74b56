package marcopolo

import (
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/kittest"
	"github.com/talon-games/talon/randomizers"
)

// longLog is the long script's setup and accepted actions.
func longLog(b *testing.B) (companion.Config, []byte, []companion.Action) {
	sc, err := kittest.ReadScript("testdata/long_table.txtar")
	if err != nil {
		b.Fatal(err)
	}
	cfg := companion.Config{Options: sc.Options}
	for _, p := range sc.Players {
		cfg.Players = append(cfg.Players, companion.Player{Name: p})
	}
	seed, err := randomizers.ParseSeed(sc.Seed)
	if err != nil {
		b.Fatal(err)
	}
	rec, err := Entry().Companion.Setup(cfg, companion.SetupRNG(seed))
	if err != nil {
		b.Fatal(err)
	}
	var actions []companion.Action
	for _, st := range sc.Steps {
		if st.Expect == kittest.Refused || st.Expect == kittest.BadInput {
			continue
		}
		a, err := companion.Parse(st.Action)
		if err != nil {
			b.Fatal(err)
		}
		actions = append(actions, a)
	}
	return cfg, rec, actions
}

func replayTo(b *testing.B, cfg companion.Config, rec []byte, actions []companion.Action) companion.State {
	st, err := Entry().Companion.Start(cfg, rec)
	if err != nil {
		b.Fatal(err)
	}
	for _, a := range actions {
		if st, _, err = st.Apply(a); err != nil {
			b.Fatalf("%s: %v", a, err)
		}
	}
	return st
}

// BenchmarkReplay500 folds 500 events of a 4-player game into its state: the work every
// `talon do` and `talon status` repeats.
func BenchmarkReplay500(b *testing.B) {
	cfg, rec, actions := longLog(b)
	for range b.N {
		replayTo(b, cfg, rec, actions[:500])
	}
}

// BenchmarkLegalMidGame lists what is legal mid-game with every option list the prompts
// would open (each Depends expanded along the first answers): target under 1 ms.
func BenchmarkLegalMidGame(b *testing.B) {
	cfg, rec, actions := longLog(b)
	st := replayTo(b, cfg, rec, actions[:250])
	b.ResetTimer()
	for range b.N {
		for _, c := range st.Legal() {
			var answers []string
			for _, a := range c.Args {
				a = a.After(answers)
				v := ""
				if len(a.Options) > 0 {
					v = a.Options[0].Value
				}
				answers = append(answers, v)
			}
		}
	}
}

// BenchmarkView describes a mid-game position (tables and the map), as status shows it.
func BenchmarkView(b *testing.B) {
	cfg, rec, actions := longLog(b)
	st := replayTo(b, cfg, rec, actions[:250])
	b.ResetTimer()
	for range b.N {
		st.View()
	}
}

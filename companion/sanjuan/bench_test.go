package sanjuan_test

import (
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/kittest"
	"github.com/talon-games/talon/companion/sanjuan"
)

// longLog plays n actions of a 4-player game in which nobody builds, so it never ends:
// every other phase is played in full, with goods produced and sold and chapels absent.
func longLog(tb testing.TB, s companion.Session, n int) []companion.Event {
	st, err := sanjuan.Entry().Companion.Start(s.Config, s.Setup)
	if err != nil {
		tb.Fatal(err)
	}
	var events []companion.Event
	for len(events) < n {
		c := st.Legal()[0]
		var input string
		switch c.Verb {
		case "role":
			left := kittest.Values(c.Args[1].Options)
			input = "role " + left[len(left)-1] // never the builder, who is listed first
			if left[len(left)-1] == "builder" {
				input = "role " + left[0]
			}
		case "produce", "sell":
			input = c.Verb + " " + c.Args[0].Options[0].Value + " " + c.Args[1].Options[0].Value
		default:
			input = "pass"
		}
		if c.Verb == "council" || c.Verb == "prospect" {
			input = c.Verb
		}
		text, err := kittest.Resolve(st, input, nil)
		if err != nil {
			tb.Fatalf("%q: %v", input, err)
		}
		next, err := kittest.Apply(st, text)
		if err != nil {
			tb.Fatalf("%q: %v", text, err)
		}
		st = next
		events = append(events, companion.Event{Seq: len(events) + 1, Action: text})
	}
	return events
}

// BenchmarkReplayLongGame replays a 1,000-event log, as the engine does on every `talon do`.
func BenchmarkReplayLongGame(b *testing.B) {
	s, _ := table(b, nil, "Ann", "Ben", "Cid", "Dee")
	events := longLog(b, s, 1000)
	g := sanjuan.Entry().Companion
	b.ReportAllocs()
	for range b.N {
		if _, _, err := companion.Replay(g, s, events); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReplayTwoPlayerGame replays the scripted two-player game to its final score.
func BenchmarkReplayTwoPlayerGame(b *testing.B) {
	s, _ := table(b, scriptOptions, "Ann", "Ben")
	var events []companion.Event
	for i, line := range readScript(b, "testdata/two_player_game.txtar") {
		events = append(events, companion.Event{Seq: i + 1, Action: line})
	}
	g := sanjuan.Entry().Companion
	b.ReportAllocs()
	for range b.N {
		st, _, err := companion.Replay(g, s, events)
		if err != nil || st.Result() == nil {
			b.Fatal(err)
		}
	}
}

package main

import (
	"bytes"
	"context"
	"io"
	"testing"

	"github.com/talon-games/talon/history"
)

// sessionsJSONStages reads every session of a 10,000-play history, as `talon sessions
// --json --limit 0` does, for the benchmarks of that list's stages.
func sessionsJSONStages(b *testing.B) (*history.Store, []history.SessionSummary) {
	s, err := history.OpenExisting(largeHistoryDB(b, 10_000))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	var all []history.SessionSummary
	err = s.EachSession(context.Background(), history.SessionFilter{}, func(sum history.SessionSummary) error {
		all = append(all, sum)
		return nil
	})
	if err != nil || len(all) == 0 {
		b.Fatalf("%d sessions, %v", len(all), err)
	}
	return s, all
}

// BenchmarkSessionsJSONRead is the list's first stage: SQLite and the kept list's
// decoding, per byte of the JSON it becomes.
func BenchmarkSessionsJSONRead(b *testing.B) {
	s, all := sessionsJSONStages(b)
	b.SetBytes(int64(len(encodeSessionsJSON(all))))
	for range b.N {
		n := 0
		err := s.EachSession(context.Background(), history.SessionFilter{}, func(history.SessionSummary) error {
			n++
			return nil
		})
		if err != nil || n != len(all) {
			b.Fatalf("%d sessions, %v", n, err)
		}
	}
}

// BenchmarkSessionsJSONEncode is its second: sessionJSONWriter.
func BenchmarkSessionsJSONEncode(b *testing.B) {
	_, all := sessionsJSONStages(b)
	out := encodeSessionsJSON(all)
	b.SetBytes(int64(len(out)))
	for range b.N {
		out = out[:0]
		w := sessionJSONWriter{}
		for _, sum := range all {
			out = w.append(out, sessionJSON{Session: sum.Session, Events: sum.Events, LastAt: sum.LastAt, Players: sum.Names})
		}
	}
}

// BenchmarkSessionsJSONSanitise is its third: the sanitiser every byte passes on its
// way out, in the chunks writeJSONStream writes; with the players' names as generated
// (ASCII) and as a Hungarian group's would be (Játékos: every chunk has an é).
func BenchmarkSessionsJSONSanitise(b *testing.B) {
	_, all := sessionsJSONStages(b)
	ascii := encodeSessionsJSON(all)
	for _, list := range []struct {
		name string
		out  []byte
	}{{"ascii", ascii}, {"accented", bytes.ReplaceAll(ascii, []byte("Player"), []byte("Játékos"))}} {
		b.Run(list.name, func(b *testing.B) {
			b.SetBytes(int64(len(list.out)))
			w := newSafeWriter(io.Discard, func() bool { return false })
			for range b.N {
				for rest := list.out; len(rest) > 0; {
					chunk := rest[:min(len(rest), 256<<10)]
					if _, err := w.Write(chunk); err != nil {
						b.Fatal(err)
					}
					rest = rest[len(chunk):]
				}
			}
		})
	}
}

func encodeSessionsJSON(all []history.SessionSummary) []byte {
	var out []byte
	w := sessionJSONWriter{}
	for _, sum := range all {
		out = w.append(out, sessionJSON{Session: sum.Session, Events: sum.Events, LastAt: sum.LastAt, Players: sum.Names})
	}
	return out
}

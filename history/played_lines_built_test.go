package history_test

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"

	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/history/historytest"
)

// TestPlayedLinesOfABuiltHistory: a history written around talon (historytest, as the
// benchmarks' is) gets its kept lines from RebuildStats (none is left pending), and every one of them is the
// play encoded as it is read, newest first, whole or paged.
func TestPlayedLinesOfABuiltHistory(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "talon.db")
	if err := historytest.Build(ctx, path, historytest.Large{Plays: 300, Active: 3, Seed: 7}); err != nil {
		t.Fatal(err)
	}
	s, err := history.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	// Else both sides below are the plays encoded as read, and keeping could fail unseen.
	if pending, err := s.KeptPending(ctx); err != nil || pending {
		t.Fatalf("the built history's kept plays: pending %v, %v", pending, err)
	}
	for _, f := range []history.HistoryFilter{{}, {Limit: 20, Offset: 40}, {PlayFilter: history.PlayFilter{Since: historytest.First.AddDate(0, 1, 0)}}} {
		var kept, fresh bytes.Buffer
		n := 0
		err := s.EachPlayedJSON(ctx, f, func(line []byte) error {
			n++
			kept.Write(line)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := s.EachPlayed(ctx, f, history.EncodeEach(func(line []byte) error {
			fresh.Write(line)
			return nil
		})); err != nil {
			t.Fatal(err)
		}
		if n == 0 || !bytes.Equal(kept.Bytes(), fresh.Bytes()) {
			t.Errorf("filter %+v: %d kept lines differ from the plays encoded", f, n)
		}
	}
}

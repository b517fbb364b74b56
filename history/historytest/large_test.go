package historytest_test

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/catan"
	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/history/historytest"
)

// TestBuiltLogsReplay: the synthetic sessions with a log are real Catan openings, so
// the benchmarks' import replays them as it replays talon's own (and accepts them).
func TestBuiltLogsReplay(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "built.db")
	if err := historytest.Build(ctx, path, historytest.Large{Plays: 40, Active: 3, Seed: 3}); err != nil {
		t.Fatal(err)
	}
	built, err := history.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer built.Close()
	var doc bytes.Buffer
	if err := built.Export(ctx, &doc); err != nil {
		t.Fatal(err)
	}
	into, err := history.Open(filepath.Join(t.TempDir(), "into.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer into.Close()
	rep, err := into.Import(ctx, &doc, history.ImportOptions{Games: companion.Registry{catan.Entry()}})
	if err != nil || rep.SessionsAdded != 43 || rep.SessionsUnchecked != 0 {
		t.Fatalf("import of the built history: %+v, %v", rep, err)
	}
	sv := history.Service{Store: into, Games: companion.Registry{catan.Entry()}, Now: historytest.First.Local}
	l, err := sv.Load(ctx, 43)
	if err != nil || len(l.Events) != 20 || !l.Problem.IsZero() {
		t.Fatalf("an active built session: %v, %d events, %v", err, len(l.Events), l.Problem)
	}
}

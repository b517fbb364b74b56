package main

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/kittest"
)

// marcoPoloLog records the first n accepted actions of the long Marco Polo script (a
// 4-player table game of 540 actions) into a new database and returns it with the
// actions that follow.
func marcoPoloLog(b *testing.B, n int) (db string, rest []kittest.Step) {
	sc, err := kittest.ReadScript("../../companion/marcopolo/testdata/long_table.txtar")
	if err != nil {
		b.Fatal(err)
	}
	db = filepath.Join(b.TempDir(), "talon.db")
	newF := benchFactory(db)
	newF.Games = games()
	if code := Main(newF, []string{"--db", db, "new", "marco-polo", "--players", strings.Join(sc.Players, ","), "--seed", sc.Seed}); code != 0 {
		b.Fatal("new failed")
	}
	f := benchFactory(db)
	f.Games = games()
	defer f.close()
	done := 0
	for i, step := range sc.Steps {
		if step.Expect == kittest.Refused || step.Expect == kittest.BadInput {
			continue
		}
		if done == n {
			return db, sc.Steps[i:]
		}
		if _, err := f.act(context.Background(), 1, step.Action); err != nil {
			b.Fatalf("line %d %s: %v", step.Line, step.Action, err)
		}
		done++
	}
	return db, nil
}

// BenchmarkMarcoPoloDoProcess is one `talon do` in a Marco Polo game with 500 events in
// its log, as a whole process (target: under 25 ms). Each timed action is undone,
// untimed, afterwards.
func BenchmarkMarcoPoloDoProcess(b *testing.B) {
	bin := talonBinary(b)
	db, rest := marcoPoloLog(b, 500)
	i := 0
	for rest[i].Expect == kittest.Refused || rest[i].Expect == kittest.BadInput {
		i++
	}
	benchDoProcess(b, bin, db, rest[i].ActionWords())
}

// BenchmarkMarcoPoloStatusProcess is `talon status` of a whole recorded Marco Polo game
// (540 events, scored) as a whole process (target: under 30 ms).
func BenchmarkMarcoPoloStatusProcess(b *testing.B) {
	bin := talonBinary(b)
	db, _ := marcoPoloLog(b, 100000)
	b.ResetTimer()
	for range b.N {
		if out, err := exec.Command(bin, "--db", db, "status", "1").CombinedOutput(); err != nil {
			b.Fatalf("%v: %s", err, out)
		}
	}
}

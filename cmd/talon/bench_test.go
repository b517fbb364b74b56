package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/companiontest"
	"github.com/talon-games/talon/randomizers"
)

var (
	binaryOnce sync.Once
	binaryPath string
	binaryErr  error
)

// talonBinary builds the real binary once, for whole-process benchmarks.
func talonBinary(b *testing.B) string {
	binaryOnce.Do(func() {
		dir, err := os.MkdirTemp("", "talon-bench")
		if err != nil {
			binaryErr = err
			return
		}
		binaryPath = filepath.Join(dir, "talon")
		out, err := exec.Command("go", "build", "-o", binaryPath, ".").CombinedOutput()
		if err != nil {
			binaryErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if binaryErr != nil {
		b.Fatal(binaryErr)
	}
	return binaryPath
}

// BenchmarkRollProcess is `talon roll 2d6` as a whole process (target: median under 15 ms).
func BenchmarkRollProcess(b *testing.B) {
	bin := talonBinary(b)
	b.ResetTimer()
	for range b.N {
		if out, err := exec.Command(bin, "roll", "2d6").CombinedOutput(); err != nil {
			b.Fatalf("%v: %s", err, out)
		}
	}
}

// benchFactory is a quiet in-process talon on one database file.
func benchFactory(db string) *Factory {
	return &Factory{
		In: strings.NewReader(""), Out: io.Discard, Err: io.Discard,
		Getenv: func(string) string { return "" }, Now: time.Now,
		NewSeed:  func() randomizers.Seed { return 7 },
		Games:    companion.Registry{companiontest.Entry()},
		dbFlag:   db,
		Prompter: nil,
	}
}

// BenchmarkAppendEvent records one action: fold the log, resolve the roll, validate, and
// commit it in an immediate transaction (target: median under 2 ms).
func BenchmarkAppendEvent(b *testing.B) {
	f := benchFactory(filepath.Join(b.TempDir(), "talon.db"))
	defer f.close()
	if code := Main(benchFactory(f.dbFlag), []string{"--db", f.dbFlag, "new", "tally", "--players", "Ann,Ben", "--option", "target=1000000"}); code != 0 {
		b.Fatal("new failed")
	}
	b.ResetTimer()
	for i := range b.N {
		if i%50 == 0 { // keep the log short so the figure is the append, not a growing replay
			b.StopTimer()
			if code := Main(benchFactory(f.dbFlag), []string{"--db", f.dbFlag, "new", "tally", "--players", "Ann,Ben", "--option", "target=1000000"}); code != 0 {
				b.Fatal("new failed")
			}
			b.StartTimer()
		}
		id := int64(2 + i/50)
		if _, err := f.act(context.Background(), id, "roll"); err != nil {
			b.Fatal(err)
		}
	}
}

// sessionWithEvents makes a database holding one Tally session with n events.
func sessionWithEvents(b *testing.B, n int) string {
	db := filepath.Join(b.TempDir(), "talon.db")
	f := benchFactory(db)
	defer f.close()
	if code := Main(benchFactory(db), []string{"--db", db, "new", "tally", "--players", "Ann,Ben,Cid", "--option", "target=1000000"}); code != 0 {
		b.Fatal("new failed")
	}
	for range n {
		if _, err := f.act(context.Background(), 1, "roll"); err != nil {
			b.Fatal(err)
		}
	}
	return db
}

// BenchmarkStatus1000Events is `talon status` of a 1,000-event session in-process: open the
// database, load, replay every event, render (target: under 30 ms).
func BenchmarkStatus1000Events(b *testing.B) {
	db := sessionWithEvents(b, 1000)
	b.ResetTimer()
	for range b.N {
		if code := Main(benchFactory(db), []string{"--db", db, "status", "1"}); code != 0 {
			b.Fatal("status failed")
		}
	}
}

// catanLog writes a Catan session with n events through the real binary's store: setup,
// then rolls without a 7 and turn ends.
func catanLog(b *testing.B, n int) string {
	db := filepath.Join(b.TempDir(), "talon.db")
	f := benchFactory(db)
	f.Games = games()
	defer f.close()
	newF := benchFactory(db)
	newF.Games = games()
	if code := Main(newF, []string{"--db", db, "new", "catan", "--players", "Ann,Ben,Cid", "--option", "layout=beginner", "--seed", "bench"}); code != 0 {
		b.Fatal("new failed")
	}
	actions := []string{
		"place settlement 23", "place road 23-29", "place settlement 25", "place road 25-31",
		"place settlement 40", "place road 40-45", "place settlement 42", "place road 42-47",
		"place settlement 10", "place road 10-15", "place settlement 36", "place road 36-41",
	}
	noSeven := []string{"3,5", "2,2", "4,5", "6,6", "1,2", "5,5", "3,3", "4,6", "1,1", "2,6"}
	for i := 0; len(actions) < n; i++ {
		actions = append(actions, "roll "+noSeven[i%len(noSeven)], "end")
	}
	for _, a := range actions[:n] {
		if _, err := f.act(context.Background(), 1, a); err != nil {
			b.Fatalf("%s: %v", a, err)
		}
	}
	return db
}

// BenchmarkStatus1000EventsProcess is `talon status` of a 1,000-event Catan session as a
// whole process: start, open the database, load, replay, render (target: under 30 ms).
func BenchmarkStatus1000EventsProcess(b *testing.B) {
	bin := talonBinary(b)
	db := catanLog(b, 1000)
	b.ResetTimer()
	for range b.N {
		if out, err := exec.Command(bin, "--db", db, "status").CombinedOutput(); err != nil {
			b.Fatalf("%v: %s", err, out)
		}
	}
}

// BenchmarkSanJuanDoProcess is one `talon do` in the middle of a San Juan game as a whole
// process (target: well under 50 ms). Each timed action is undone, untimed, afterwards.
func BenchmarkSanJuanDoProcess(b *testing.B) {
	bin := talonBinary(b)
	db := filepath.Join(b.TempDir(), "talon.db")
	run := func(args ...string) {
		if out, err := exec.Command(bin, append([]string{"--db", db}, args...)...).CombinedOutput(); err != nil {
			b.Fatalf("%v: %v: %s", args, err, out)
		}
	}
	run("new", "san-juan", "--players", "Ann,Ben", "--option", "governor=Ann", "--option", "houses=table")
	actions := twoPlayerGame(b)
	half := len(actions) / 2
	f := benchFactory(db)
	f.Games = games()
	for _, a := range actions[:half] {
		if _, err := f.act(context.Background(), 1, a); err != nil {
			b.Fatalf("%s: %v", a, err)
		}
	}
	f.close()
	benchDoProcess(b, bin, db, strings.Fields(actions[half]))
}

// benchDoProcess times `talon do ACTION…` on db as a whole process, undoing it untimed
// after each run, so every run acts on the same log.
func benchDoProcess(b *testing.B, bin, db string, next []string) {
	b.Helper()
	run := func(args ...string) {
		if out, err := exec.Command(bin, append([]string{"--db", db}, args...)...).CombinedOutput(); err != nil {
			b.Fatalf("%v: %v: %s", args, err, out)
		}
	}
	b.ResetTimer()
	for range b.N {
		run(append([]string{"do"}, next...)...)
		b.StopTimer()
		run("undo")
		b.StartTimer()
	}
}

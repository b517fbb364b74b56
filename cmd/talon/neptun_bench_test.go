package main

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// neptunLog records a Neptun session: pad corrections (`fix wind 5` while the wind is 5,
// in round 1's contract phase, so the game is unchanged) and then the script's first
// n actions. It returns the database and the script.
func neptunLog(b *testing.B, pad, n int) (string, []string) {
	db := filepath.Join(b.TempDir(), "talon.db")
	f := benchFactory(db)
	f.Games = games()
	f.NewSeed = nil
	bin := talonBinary(b)
	if out, err := exec.Command(bin, "--db", db, "new", "neptun", "--players", "Ann,Ben,Cid", "--seed", neptunScriptSeed).CombinedOutput(); err != nil {
		b.Fatalf("new: %v: %s", err, out)
	}
	actions := neptunScript(b)
	for range pad {
		if _, err := f.act(context.Background(), 1, "fix wind 5"); err != nil {
			b.Fatal(err)
		}
	}
	for _, a := range actions[:n] {
		if _, err := f.act(context.Background(), 1, a); err != nil {
			b.Fatalf("%s: %v", a, err)
		}
	}
	f.close()
	return db, actions
}

// BenchmarkNeptunDoProcess is one `talon do` in the middle of a Neptun game with 500
// events in the log, as a whole process (target: under 25 ms). Each timed action is
// undone, untimed, afterwards.
func BenchmarkNeptunDoProcess(b *testing.B) {
	bin := talonBinary(b)
	half := len(neptunScript(b)) / 2
	db, actions := neptunLog(b, 500-half, half)
	benchDoProcess(b, bin, db, strings.Fields(actions[half]))
}

// BenchmarkNeptunStatusProcess is `talon status` of a whole recorded Neptun game as a
// whole process (target: under 30 ms).
func BenchmarkNeptunStatusProcess(b *testing.B) {
	bin := talonBinary(b)
	db, _ := neptunLog(b, 0, len(neptunScript(b)))
	b.ResetTimer()
	for range b.N {
		if out, err := exec.Command(bin, "--db", db, "status", "1").CombinedOutput(); err != nil {
			b.Fatalf("%v: %s", err, out)
		}
	}
}

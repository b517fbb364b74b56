package main

import (
	"context"
	"fmt"
	"os/exec"
	"path/filepath"
	"testing"
)

// genoaTurn is one turn on the fixture board that is legal whoever is the merchant and
// however often it is played: start on street (2,2), take the Palace and the Park, pass
// through street (5,2), with the given number of deals struck on the way. Nobody ever
// holds a marker, so the acquisition phase passes by itself.
func genoaTurn(merchant, other string, deals int) []string {
	out := []string{"roll 2,2", "move st_3_2", "move palace", "action " + merchant, "move park", "action " + other, "move st_5_2"}
	for i := range deals {
		out = append(out, fmt.Sprintf("deal %s %s ducats=%d", other, merchant, 5*(1+i%4)))
	}
	return append(out, "stop")
}

// genoaLog records a 3-player Genoa session on the fixture board through the store:
// turns whole turns with deals deals each; with final set, the game is played to its
// end and scored.
func genoaLog(b *testing.B, turns, deals int, final bool) string {
	db := filepath.Join(b.TempDir(), "talon.db")
	f := benchFactory(db)
	f.Games = games()
	defer f.close()
	newF := benchFactory(db)
	newF.Games = games()
	if code := Main(newF, []string{"--db", db, "new", "genoa", "--players", "Ann,Ben,Cid", "--option", "first=Ann", "--data", "board=" + genoaFixture}); code != 0 {
		b.Fatal("new failed")
	}
	names := []string{"Ann", "Ben", "Cid"}
	var actions []string
	for t := range turns {
		actions = append(actions, genoaTurn(names[t%3], names[(t+1)%3], deals)...)
	}
	if final {
		for _, n := range names {
			actions = append(actions, "final "+n+" ducats=130 items=4")
		}
	}
	for _, a := range actions {
		if _, err := f.act(context.Background(), 1, a); err != nil {
			b.Fatalf("%s: %v", a, err)
		}
	}
	return db
}

// BenchmarkGenoaDoProcess is one `talon do` in the middle of a Genoa game with 500
// events in its log, as a whole process (target: under 25 ms). Each timed action is
// undone, untimed, afterwards.
func BenchmarkGenoaDoProcess(b *testing.B) {
	bin := talonBinary(b)
	db := genoaLog(b, 20, 17, false) // 20 turns of 25 events: 500 events, round 7 of 10
	benchDoProcess(b, bin, db, []string{"roll", "3,3"})
}

// BenchmarkGenoaStatusWholeGameProcess is `talon status` of a whole recorded 3-player
// game (10 rounds, 30 turns with deals, final scoring: 513 events) as a whole process
// (target: under 30 ms).
func BenchmarkGenoaStatusWholeGameProcess(b *testing.B) {
	bin := talonBinary(b)
	db := genoaLog(b, 30, 9, true)
	b.ResetTimer()
	for range b.N {
		if out, err := exec.Command(bin, "--db", db, "status", "1").CombinedOutput(); err != nil {
			b.Fatalf("%v: %s", err, out)
		}
	}
}

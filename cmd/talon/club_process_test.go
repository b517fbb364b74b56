package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/history/clubtest"
)

// These tests run talon as whole processes: this test binary started again with
// asTalonEnv set runs Main on its arguments (see TestMain), which is the talon binary
// with the same code. startAtEnv makes it wait until a given moment first, so several
// start their work together.
const (
	asTalonEnv = "TALON_TEST_AS_TALON"
	startAtEnv = "TALON_TEST_START_AT" // unix nanoseconds
)

// runAsTalon is TestMain's side: it runs Main and exits when this binary was started
// as talon.
func runAsTalon() {
	if os.Getenv(asTalonEnv) != "1" {
		return
	}
	if at, err := strconv.ParseInt(os.Getenv(startAtEnv), 10, 64); err == nil {
		time.Sleep(time.Until(time.Unix(0, at)))
	}
	os.Exit(Main(SystemFactory(), os.Args[1:]))
}

// talonProcess is `talon ARGS…` as a process of its own.
func talonProcess(args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), asTalonEnv+"=1", "TALON_LANG=en") // the tests read its English
	return cmd
}

// laptopFile is a history file holding n finished catan plays among Ann, Ben and
// guest, starting minute first (so two laptops' plays do not share their times).
func laptopFile(t *testing.T, dir string, first, n int, guest string) string {
	t.Helper()
	path := filepath.Join(dir, "talon.db")
	s, err := history.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	at := time.Date(2026, 11, 1, 18, 0, 0, 0, time.UTC)
	for j := 0; j < n; j++ {
		clubtest.Score(t, s, "catan", at.Add(time.Duration(first+j)*time.Minute), map[string]int{"Ann": j % 11, "Ben": first % 7, guest: 3})
	}
	return path
}

// historyContents are a history file's session UUIDs (sorted) and how many player
// records carry each name; the file must pass SQLite's integrity check.
func historyContents(t *testing.T, path string) ([]string, map[string]int) {
	t.Helper()
	rep, err := history.Check(context.Background(), path)
	if err != nil || !rep.OK {
		t.Fatalf("history check of %s: %v %v", path, err, rep.Problems)
	}
	s, err := history.OpenExisting(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var buf bytes.Buffer
	if err := s.Export(context.Background(), &buf); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Players  map[string]struct{ Name string } `json:"players"`
		Sessions map[string]json.RawMessage       `json:"sessions"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	names := map[string]int{}
	for _, p := range doc.Players {
		names[p.Name]++
	}
	var uuids []string
	for uuid := range doc.Sessions {
		uuids = append(uuids, uuid)
	}
	slices.Sort(uuids)
	return uuids, names
}

// clubContents are the club's session UUIDs (sorted) and how many player records
// carry each name.
func clubContents(t *testing.T, url string) ([]string, map[string]int) {
	t.Helper()
	db, err := sql.Open("pgx", url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var uuids []string
	rows, err := db.Query(`SELECT uuid FROM talon_sessions ORDER BY uuid`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var u string
		rows.Scan(&u)
		uuids = append(uuids, u)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	names := map[string]int{}
	rows, err = db.Query(`SELECT name, count(*) FROM talon_players GROUP BY name`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var name string
		var n int
		rows.Scan(&name, &n)
		names[name] = n
	}
	return uuids, names
}

// onePerName fails unless every player name has one record.
func onePerName(t *testing.T, where string, names map[string]int) {
	t.Helper()
	for name, n := range names {
		if n != 1 {
			t.Fatalf("%s holds %d records of %s, want 1", where, n, name)
		}
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// pushedHolder is the process id of the backend holding talon's push lock, 0 if none.
func pushedHolder(db *sql.DB) int {
	var pid int
	db.QueryRow(`SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted LIMIT 1`).Scan(&pid)
	return pid
}

// A `talon club sync` process killed with SIGKILL, at a moment it holds the club's
// push lock and at moments spread over its run (during the pull, the local import,
// the push), leaves both sides whole: the club has B's plays or B's and A's, never a
// part; A's file is sound and holds its own plays or all of them. The next sync
// completes the exchange with nothing lost and nothing twice, and a third changes
// nothing.
func TestKilledSyncProcessLosesNothing(t *testing.T) {
	srv := needClubServer(t)
	const each = 150
	pristineA := laptopFile(t, t.TempDir(), 0, each, "Cy")
	pathB := laptopFile(t, t.TempDir(), 10_000, each, "Dora")
	ownA, _ := historyContents(t, pristineA)
	ownB, _ := historyContents(t, pathB)
	all := slices.Sorted(slices.Values(append(slices.Clone(ownA), ownB...)))

	// A round: a fresh club holding B's plays, a fresh copy of A, one sync of A killed
	// by kill (which returns once it has sent SIGKILL, or false if the sync ended first).
	round := func(name string, kill func(p *os.Process, admin *sql.DB) bool) (killed bool) {
		url := srv.NewDatabase(t)
		newEnv(t).ok("club", "init", url)
		if out, err := talonProcess("club", "sync", "--db", pathB, "--club", url).CombinedOutput(); err != nil {
			t.Fatalf("%s: sync of B: %v: %s", name, err, out)
		}
		pathA := filepath.Join(t.TempDir(), "talon.db")
		copyFile(t, pristineA, pathA)
		admin, err := sql.Open("pgx", url)
		if err != nil {
			t.Fatal(err)
		}
		defer admin.Close()

		sync := talonProcess("club", "sync", "--db", pathA, "--club", url)
		sync.Stdout, sync.Stderr = io.Discard, io.Discard
		if err := sync.Start(); err != nil {
			t.Fatal(err)
		}
		killed = kill(sync.Process, admin)
		err = sync.Wait()
		if ws, ok := sync.ProcessState.Sys().(syscall.WaitStatus); killed && !(ok && ws.Signaled()) {
			killed = false // it had ended by itself just before the signal
		} else if !killed && err != nil {
			t.Fatalf("%s: the sync that was not killed failed: %v", name, err)
		}

		club, _ := clubContents(t, url)
		if !slices.Equal(club, ownB) && !slices.Equal(club, all) {
			t.Fatalf("%s: after the kill the club holds %d sessions: neither B's %d nor all %d", name, len(club), len(ownB), len(all))
		}
		local, _ := historyContents(t, pathA)
		if !slices.Equal(local, ownA) && !slices.Equal(local, all) {
			t.Fatalf("%s: after the kill A holds %d sessions: neither its own %d nor all %d", name, len(local), len(ownA), len(all))
		}

		t.Logf("%s: killed mid-sync %v; the club had A's plays %v, A had B's %v", name, killed, slices.Equal(club, all), slices.Equal(local, all))

		// The next sync completes it; the one after changes nothing.
		if out, err := talonProcess("club", "sync", "--db", pathA, "--club", url).CombinedOutput(); err != nil {
			t.Fatalf("%s: the sync after the kill: %v: %s", name, err, out)
		}
		club, clubNames := clubContents(t, url)
		local, localNames := historyContents(t, pathA)
		if !slices.Equal(club, all) || !slices.Equal(local, all) {
			t.Fatalf("%s: after the next sync the club holds %d and A %d sessions, want the same %d", name, len(club), len(local), len(all))
		}
		onePerName(t, name+": the club", clubNames)
		onePerName(t, name+": A", localNames)
		out, err := talonProcess("club", "sync", "--db", pathA, "--club", url).CombinedOutput()
		if err != nil || !strings.Contains(string(out), "pulled: 0 sessions added, 0 updated") ||
			!strings.Contains(string(out), "pushed: 0 sessions added, 0 updated") {
			t.Fatalf("%s: a third sync: %v: %s", name, err, out)
		}
		return killed
	}

	if !round("killed holding the push lock", func(p *os.Process, admin *sql.DB) bool {
		for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
			if pushedHolder(admin) != 0 {
				return p.Signal(syscall.SIGKILL) == nil
			}
		}
		return false
	}) {
		t.Fatal("the sync was never seen holding the push lock")
	}
	mid := 0
	for _, after := range []time.Duration{30, 80, 150, 250, 400, 600} {
		if round(fmt.Sprintf("killed after %d ms", after), func(p *os.Process, _ *sql.DB) bool {
			time.Sleep(after * time.Millisecond)
			return p.Signal(syscall.SIGKILL) == nil
		}) {
			mid++
		}
	}
	if mid == 0 {
		t.Fatal("every timed sync ended before its kill: no kill landed mid-sync")
	}
}

// Four laptops, each its own `talon club sync` process, sync into one club at the
// same moment, three times. All four push the same ten plays (carried from the first
// laptop by export and import) beside their own. Every process succeeds; the club ends
// with each play once and each player once; after the second round every laptop holds
// every play, and the third round exchanges nothing.
func TestLaptopProcessesSyncAtOnce(t *testing.T) {
	srv := needClubServer(t)
	url := srv.NewDatabase(t)
	newEnv(t).ok("club", "init", url)
	const laptops, own, carried = 4, 40, 10
	shared := laptopFile(t, t.TempDir(), 50_000, carried, "Eve")
	var export bytes.Buffer
	exp := talonProcess("history", "export", "--db", shared)
	exp.Stdout = &export
	if err := exp.Run(); err != nil {
		t.Fatal(err)
	}
	sharedFile := filepath.Join(t.TempDir(), "carried.json")
	if err := os.WriteFile(sharedFile, export.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var paths []string
	for i := 0; i < laptops; i++ {
		path := laptopFile(t, t.TempDir(), i*1000, own, fmt.Sprintf("Guest%d", i))
		if out, err := talonProcess("history", "import", sharedFile, "--db", path).CombinedOutput(); err != nil {
			t.Fatalf("import: %v: %s", err, out)
		}
		paths = append(paths, path)
	}
	want := laptops*own + carried

	syncAll := func(roundName string) []string {
		at := strconv.FormatInt(time.Now().Add(time.Second).UnixNano(), 10)
		procs := make([]*exec.Cmd, laptops)
		outs := make([]*bytes.Buffer, laptops)
		for i, path := range paths {
			procs[i] = talonProcess("club", "sync", "--db", path, "--club", url)
			procs[i].Env = append(procs[i].Env, startAtEnv+"="+at)
			outs[i] = &bytes.Buffer{}
			procs[i].Stdout, procs[i].Stderr = outs[i], outs[i]
			if err := procs[i].Start(); err != nil {
				t.Fatal(err)
			}
		}
		var texts []string
		for i, p := range procs {
			if err := p.Wait(); err != nil {
				t.Fatalf("%s: laptop %d's sync: %v: %s", roundName, i, err, outs[i])
			}
			texts = append(texts, outs[i].String())
		}
		return texts
	}

	syncAll("first round")
	club, names := clubContents(t, url)
	if len(club) != want {
		t.Fatalf("after the laptops synced at once the club holds %d sessions, want %d", len(club), want)
	}
	onePerName(t, "the club", names)
	// The second round brings every laptop the others' plays. A laptop may push some
	// of them back as updated: joining two records of a player keeps the smaller UUID,
	// so a play stored in the club before the join named the player by the other one.
	syncAll("second round")
	for i, out := range syncAll("third round") {
		if !strings.Contains(out, "pulled: 0 sessions added, 0 updated, 0 deleted") ||
			!strings.Contains(out, "pushed: 0 sessions added, 0 updated, 0 deleted") {
			t.Fatalf("laptop %d's third sync still exchanged plays: %s", i, out)
		}
	}
	for i, path := range paths {
		local, names := historyContents(t, path)
		if !slices.Equal(local, club) {
			t.Fatalf("laptop %d holds %d sessions after two rounds, want the club's %d", i, len(local), len(club))
		}
		onePerName(t, fmt.Sprintf("laptop %d", i), names)
	}
	if again, _ := clubContents(t, url); !slices.Equal(again, club) {
		t.Fatalf("the later rounds changed the club: %d sessions, were %d", len(again), len(club))
	}
}

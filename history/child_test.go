package history

import (
	"bufio"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// Tests that need whole processes (a crash, eight talons opening one file) re-run this
// test binary as a child with TALON_TEST_CHILD set to "job:path".
const childEnv = "TALON_TEST_CHILD"

// TestChild is the child's side; it does nothing in a normal run.
func TestChild(t *testing.T) {
	job, path, ok := strings.Cut(os.Getenv(childEnv), ":")
	if !ok {
		t.Skip("only runs as a child process of another test")
	}
	switch job {
	case "open":
		s, err := Open(path)
		if err != nil {
			fmt.Fprintln(os.Stdout, "error:", err)
			os.Exit(1)
		}
		s.Close()
	case "append":
		appendUntilKilled(path)
	}
	os.Exit(0)
}

// appendUntilKilled appends to session 1 for ever, printing "ok ACTION" after each
// Append returns: a line printed is a success the table was told about.
func appendUntilKilled(path string) {
	s, err := OpenExisting(path)
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	w := os.Stdout
	fmt.Fprintln(w, "ready")
	for i := 0; ; i++ {
		action := fmt.Sprintf("roll %d-%d", os.Getpid(), i)
		if _, err := s.Append(context.Background(), 1, at(i), accept(action)); err != nil {
			fmt.Fprintln(w, "error:", err)
			os.Exit(1)
		}
		fmt.Fprintln(w, "ok", action)
	}
}

func child(t *testing.T, job, path string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), childEnv+"="+job+":"+path)
	return cmd
}

// envInt reads a size from the environment, for the larger runs the README describes.
func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}

// TestEightProcessesOpenANewFile starts eight talons on one brand-new file at once,
// round after round. Each must open it (it used to fail 1 in 480 with "set WAL:
// database is locked"). TALON_OPEN_ROUNDS sets the rounds (default 6, 48 opens).
func TestEightProcessesOpenANewFile(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	rounds := envInt("TALON_OPEN_ROUNDS", 6)
	for r := range rounds {
		path := filepath.Join(t.TempDir(), "sub", "talon.db")
		var wg sync.WaitGroup
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if out, err := child(t, "open", path).CombinedOutput(); err != nil {
					t.Errorf("round %d: %v: %s", r, err, out)
				}
			}()
		}
		wg.Wait()
		if report, err := Check(context.Background(), path); err != nil || !report.OK {
			t.Fatalf("round %d: %+v %v", r, report, err)
		}
	}
}

// TestEightHandlesOpenANewFile is the same race inside one process, with separate
// handles, many rounds.
func TestEightHandlesOpenANewFile(t *testing.T) {
	for range envInt("TALON_OPEN_ROUNDS", 6) * 5 {
		openShared(t, 8)
	}
}

// TestCrashKeepsEveryReportedAppend kills a process appending in a loop with SIGKILL
// at random moments, again and again, then checks that every append the process
// reported done is stored, in order, without gaps, and that the file is sound.
// TALON_CRASH_KILLS sets the number of kills (default 25, a few seconds).
func TestCrashKeepsEveryReportedAppend(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	kills := envInt("TALON_CRASH_KILLS", 25)
	path := filepath.Join(t.TempDir(), "talon.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	newSession(t, s, "catan", t0, "Ann", "Ben")
	s.Close()

	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7))
	var reported []string
	for k := range kills {
		cmd := child(t, "append", path)
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines, ready := make(chan []string), make(chan bool, 1)
		go func() {
			var got []string
			sc := bufio.NewScanner(stdout)
			for sc.Scan() {
				if sc.Text() == "ready" {
					ready <- true
					continue
				}
				got = append(got, sc.Text())
			}
			lines <- got
		}()
		select { // the kill lands while appending, not while the process starts
		case <-ready:
		case <-time.After(10 * time.Second):
		}
		time.Sleep(time.Duration(5+rng.IntN(60)) * time.Millisecond)
		cmd.Process.Signal(syscall.SIGKILL)
		got := <-lines
		cmd.Wait()
		for _, l := range got {
			action, ok := strings.CutPrefix(l, "ok ")
			if !ok {
				t.Fatalf("kill %d: child said %q", k, l)
			}
			reported = append(reported, action)
		}
	}
	if len(reported) == 0 {
		t.Fatal("no append was reported: the children never got going")
	}

	if report, err := Check(context.Background(), path); err != nil || !report.OK {
		t.Fatalf("after %d kills: %+v %v", kills, report, err)
	}
	s, err = OpenExisting(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	_, events, err := s.Load(context.Background(), 1)
	if err != nil {
		t.Fatal(err)
	}
	stored := map[string]bool{}
	for i, e := range events {
		if e.Seq != i+1 {
			t.Fatalf("event %d has seq %d: a gap or a duplicate", i, e.Seq)
		}
		stored[e.Action] = true
	}
	for _, a := range reported {
		if !stored[a] {
			t.Errorf("%s was reported saved but is not stored", a)
		}
	}
	t.Logf("%d kills, %d appends reported, %d stored", kills, len(reported), len(events))
}

// TestEightHandlesInitialiseAnEmptyFile: an empty file (touched by hand) is initialised
// in place; eight handles doing it at once must all succeed. It used to fail with "set
// WAL: database is locked" and, reading the identity in three steps, "not a talon
// database" for a file another handle was half-way through committing.
func TestEightHandlesInitialiseAnEmptyFile(t *testing.T) {
	for r := range envInt("TALON_OPEN_ROUNDS", 6) * 2 {
		path := filepath.Join(t.TempDir(), "talon.db")
		if err := os.WriteFile(path, nil, 0o644); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				s, err := Open(path)
				if err != nil {
					t.Errorf("round %d: %v", r, err)
					return
				}
				s.Close()
			}()
		}
		wg.Wait()
	}
}

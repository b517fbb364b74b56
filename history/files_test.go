package history

import (
	"context"
	"database/sql"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// openWithin runs open and fails the test if it does not return in time (a named pipe
// used to block the open forever).
func openWithin(t *testing.T, open func(string) (*Store, error), path string) error {
	t.Helper()
	done := make(chan error, 1)
	go func() {
		s, err := open(path)
		if err == nil {
			s.Close()
		}
		done <- err
	}()
	select {
	case err := <-done:
		return err
	case <-time.After(10 * time.Second):
		t.Fatalf("opening %s did not return", path)
		return nil
	}
}

func TestOpenRefusesSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.db")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "folder.db"), 0o755); err != nil {
		t.Fatal(err)
	}
	dangling := filepath.Join(dir, "link.db")
	target := filepath.Join(dir, "sub", "target.db")
	if err := os.Symlink(target, dangling); err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, path, says string }{
		{"named pipe", fifo, "a named pipe"},
		{"directory", filepath.Join(dir, "folder.db"), "a folder"},
		{"device", "/dev/zero", "a device"},
		{"dangling symbolic link", dangling, "symbolic link"},
	}
	for _, tt := range tests {
		for _, open := range []struct {
			name string
			fn   func(string) (*Store, error)
		}{{"Open", Open}, {"OpenExisting", OpenExisting}} {
			t.Run(tt.name+"/"+open.name, func(t *testing.T) {
				err := openWithin(t, open.fn, tt.path)
				if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), tt.says) {
					t.Errorf("err = %v, want ErrNotRegular saying %q", err, tt.says)
				}
			})
		}
	}
	for _, leftover := range []string{"/dev/zero-journal", "/dev/zero-wal", target, filepath.Dir(target), fifo + "-journal"} {
		if _, err := os.Lstat(leftover); err == nil {
			t.Errorf("%s was created", leftover)
		}
	}
}

func TestOpenExistingCreatesNothing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "typo", "x.db")
	_, err := OpenExisting(path)
	if !errors.Is(err, ErrNoHistory) || !strings.Contains(err.Error(), path) {
		t.Errorf("err = %v, want ErrNoHistory naming %s", err, path)
	}
	if _, err := os.Stat(filepath.Join(dir, "typo")); err == nil {
		t.Error("the directory was created")
	}
	// Open (for commands that start a history) creates both.
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	entries, _ := os.ReadDir(filepath.Dir(path))
	for _, e := range entries {
		if strings.Contains(e.Name(), ".new-") {
			t.Errorf("creation left %s behind", e.Name())
		}
	}
}

func TestOpenFollowsASymlinkToAHistory(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.db")
	historyWithSession(t, real)
	link := filepath.Join(dir, "link.db")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	s, err := OpenExisting(link)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if s.Path() != real {
		t.Errorf("Path() = %s, want the link's target %s (its -wal belongs beside it)", s.Path(), real)
	}
	if list, err := s.Sessions(context.Background(), SessionFilter{}); err != nil || len(list) != 1 {
		t.Errorf("sessions through the link: %v, %v", list, err)
	}
}

// walOf builds an SQLite database at path with stmts, and returns the bytes of its
// -wal taken while the connection is still open (closing would checkpoint it away).
func walOf(t *testing.T, path string, stmts ...string) []byte {
	t.Helper()
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	execAll(t, db, stmts...)
	wal, err := os.ReadFile(path + "-wal")
	if err != nil {
		t.Fatal(err)
	}
	return wal
}

func TestOpenRefusesAStrayWAL(t *testing.T) {
	tests := []struct {
		name  string
		stmts []string
	}{
		{"another application's -wal", []string{`PRAGMA journal_mode = WAL`, `PRAGMA wal_autocheckpoint = 0`,
			`PRAGMA application_id = 42`, `CREATE TABLE recipes (name TEXT)`}},
		{"a -wal with other page sizes", []string{`PRAGMA page_size = 8192`, `PRAGMA journal_mode = WAL`,
			`PRAGMA wal_autocheckpoint = 0`, `CREATE TABLE recipes (name TEXT)`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "talon.db")
			historyWithSession(t, path)
			wal := walOf(t, filepath.Join(dir, "other.db"), tt.stmts...)
			if err := os.WriteFile(path+"-wal", wal, 0o644); err != nil {
				t.Fatal(err)
			}
			before := snapshot(t, dir)
			_, err := OpenExisting(path)
			if !errors.Is(err, ErrStrayWAL) || !strings.Contains(err.Error(), "README") {
				t.Fatalf("err = %v, want ErrStrayWAL", err)
			}
			if after := snapshot(t, dir); after != before {
				t.Errorf("files changed:\n%s\n%s", before, after)
			}
		})
	}
}

// TestOpenRefusesAnOlderWALOfTheSameHistory: a -wal kept from before the file's last
// schema change (a copy restored beside the -wal of the file it replaced) is refused.
func TestOpenRefusesAnOlderWALOfTheSameHistory(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "talon.db")
	historyWithSession(t, path)
	db := rawDB(t, path)
	for _, q := range []string{`PRAGMA wal_autocheckpoint = 0`, `CREATE TABLE later_one (x)`} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	old, err := os.ReadFile(path + "-wal")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`CREATE TABLE later_two (x)`); err != nil {
		t.Fatal(err)
	}
	db.Close() // checkpoints both changes into the file and removes its -wal
	if err := os.WriteFile(path+"-wal", old, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenExisting(path); !errors.Is(err, ErrStrayWAL) || !strings.Contains(err.Error(), "older than the database") {
		t.Fatalf("err = %v, want ErrStrayWAL (older)", err)
	}
}

func TestOpenAcceptsItsOwnWALAfterACrash(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "talon.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	sess := newSession(t, s, "catan", t0, "Ann")
	if _, err := s.Append(context.Background(), sess.ID, at(1), accept("roll 3,4")); err != nil {
		t.Fatal(err)
	}
	// Copy the file set as a crash would leave it: the -wal holds the last commits.
	for _, suffix := range []string{"", "-wal"} {
		copyFile(t, path+suffix, filepath.Join(dir, "copy.db"+suffix))
	}
	s.Close()
	c, err := OpenExisting(filepath.Join(dir, "copy.db"))
	if err != nil {
		t.Fatalf("own -wal refused: %v", err)
	}
	defer c.Close()
	if _, events, err := c.Load(context.Background(), sess.ID); err != nil || len(events) != 1 {
		t.Errorf("the -wal's commit was not replayed: %v, %v", events, err)
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	in, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
}

// TestReadsDoNotWaitForAWriter holds the write lock from another connection, as a
// terminal in the middle of a move would, and opens and reads the file: an open must
// not take the write lock (it used to run its schema check in BEGIN IMMEDIATE and fail
// after the 5 s busy timeout with "database is locked").
func TestReadsDoNotWaitForAWriter(t *testing.T) {
	path := filepath.Join(t.TempDir(), "talon.db")
	historyWithSession(t, path)

	writer := rawDB(t, path)
	defer writer.Close()
	ctx := context.Background()
	conn, err := writer.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "BEGIN IMMEDIATE"); err != nil {
		t.Fatal(err)
	}
	defer conn.ExecContext(ctx, "ROLLBACK")

	start := time.Now()
	r, err := OpenExisting(path)
	if err != nil {
		t.Fatalf("open while another terminal writes: %v", err)
	}
	defer r.Close()
	if list, err := r.Sessions(ctx, SessionFilter{}); err != nil || len(list) != 1 {
		t.Fatalf("sessions while another terminal writes: %v, %v", list, err)
	}
	if d := time.Since(start); d > 3*time.Second { // waiting would take the 5 s busy timeout
		t.Errorf("open and read took %v: they waited for the writer", d)
	}
}

// historyWithSession makes a closed history at path holding one session.
func historyWithSession(t *testing.T, path string) {
	t.Helper()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	newSession(t, s, "catan", t0, "Ann")
	s.Close()
}

package history

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestBackupWhileAnotherTerminalWrites(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "talon.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	sess := newSession(t, s, "catan", t0, "Ann", "Ben")
	other, err := OpenExisting(path) // the other terminal
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	ctx := context.Background()
	var (
		stop    atomic.Bool
		wg      sync.WaitGroup
		written atomic.Int64
	)
	wg.Add(1)
	go func() {
		defer wg.Done()
		for i := 0; !stop.Load(); i++ {
			if _, err := other.Append(ctx, sess.ID, at(i), accept("roll 2,5")); err != nil {
				t.Errorf("append during backup: %v", err)
				return
			}
			written.Add(1)
		}
	}()
	defer func() { stop.Store(true); wg.Wait() }()                           // also when a check below fails
	for deadline := time.Now().Add(10 * time.Second); written.Load() < 20; { // let the writer get going
		if time.Now().After(deadline) {
			t.Fatal("the writer never got going")
		}
		time.Sleep(time.Millisecond)
	}
	var copies []string
	for i := range 3 {
		dest := filepath.Join(dir, "backup", "copy"+string(rune('a'+i))+".db")
		if i == 0 {
			os.Mkdir(filepath.Dir(dest), 0o755)
		}
		if err := s.Backup(ctx, dest); err != nil {
			t.Fatalf("backup: %v", err)
		}
		copies = append(copies, dest)
	}
	stop.Store(true)
	wg.Wait()

	for _, dest := range copies {
		report, err := Check(ctx, dest)
		if err != nil || !report.OK {
			t.Fatalf("%s: %+v %v", dest, report, err)
		}
		b, err := OpenExisting(dest)
		if err != nil {
			t.Fatal(err)
		}
		_, events, err := b.Load(ctx, sess.ID)
		b.Close()
		if err != nil || len(events) == 0 {
			t.Fatalf("%s: %d events, %v", dest, len(events), err)
		}
		for i, e := range events {
			if e.Seq != i+1 {
				t.Fatalf("%s: event %d has seq %d: not one snapshot", dest, i, e.Seq)
			}
		}
	}
	entries, _ := os.ReadDir(filepath.Join(dir, "backup"))
	if len(entries) != len(copies) {
		t.Errorf("backup left extra files: %v", entries)
	}
	if err := s.Backup(ctx, copies[0]); !errors.Is(err, ErrBackupExists) {
		t.Errorf("backup over an existing file: %v", err)
	}
}

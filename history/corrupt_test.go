package history

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring"
)

// filledHistory makes a closed history whose every table holds rows: a finished game
// with a result and an active one with events.
func filledHistory(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "talon.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	sess := newSession(t, s, "catan", t0, "Ann", "Ben")
	for i := range 30 {
		if _, err := s.Append(ctx, sess.ID, at(i), accept("roll 3,4")); err != nil {
			t.Fatal(err)
		}
	}
	res := scoring.Result{Game: "genoa", Players: []scoring.PlayerResult{
		{Name: "Ann", Total: 10, Rank: 1, Winner: true}, {Name: "Ben", Total: 5, Rank: 2}}}
	if _, err := s.SaveScored(ctx, "genoa", at(40), res); err != nil {
		t.Fatal(err)
	}
	s.Close() // checkpoints: every page is in the main file
	if _, err := os.Stat(path + "-wal"); err == nil {
		t.Fatal("the -wal outlived the last close")
	}
	return path
}

// rootPages maps each table to its root page number and reads the page size.
func rootPages(t *testing.T, path string) (map[string]int64, int64) {
	t.Helper()
	db := rawDB(t, path)
	defer db.Close()
	var pageSize int64
	if err := db.QueryRow("PRAGMA page_size").Scan(&pageSize); err != nil {
		t.Fatal(err)
	}
	rows, err := db.Query(`SELECT name, rootpage FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]int64{}
	for rows.Next() {
		var name string
		var page int64
		if err := rows.Scan(&name, &page); err != nil {
			t.Fatal(err)
		}
		out[name] = page
	}
	return out, pageSize
}

func fileDigest(t *testing.T, path string) [32]byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return sha256.Sum256(b)
}

// TestCorruptionIsFoundAndNeverWritten flips one byte of each table's root page (its
// b-tree page type, and in a second run its cell count) and checks that talon says
// the file is damaged, in one line, exits without writing a byte, and that
// `history check` reports it. SQLite does not checksum row contents: a flip inside a
// stored text is not something any check can see, so the flips are structural.
func TestCorruptionIsFoundAndNeverWritten(t *testing.T) {
	base := filledHistory(t)
	pages, pageSize := rootPages(t, base)
	for _, table := range []string{"sessions", "players", "seats", "events", "results"} {
		for _, flip := range []struct {
			name   string
			offset int64 // within the page's b-tree header
		}{{"page type", 0}, {"cell count", 3}} {
			t.Run(table+"/"+flip.name, func(t *testing.T) {
				path := filepath.Join(t.TempDir(), "talon.db")
				copyFile(t, base, path)
				page := pages[table]
				pos := (page-1)*pageSize + flip.offset
				if page == 1 {
					pos += 100
				}
				b, _ := os.ReadFile(path)
				b[pos] ^= 0xff
				if err := os.WriteFile(path, b, 0o644); err != nil {
					t.Fatal(err)
				}
				before := fileDigest(t, path)

				s, err := OpenExisting(path)
				if err == nil {
					_, err = s.Append(context.Background(), 1, at(99), accept("roll 6,6"))
					s.Close()
				}
				if !errors.Is(err, ErrDamaged) {
					t.Fatalf("append into a damaged file: err = %v, want ErrDamaged", err)
				}
				msg := err.Error()
				if !strings.Contains(msg, "talon has not written to it") || !strings.Contains(msg, path) || strings.Contains(msg, "\n") {
					t.Errorf("message %q", msg)
				}
				if fileDigest(t, path) != before {
					t.Error("talon wrote into a damaged file")
				}
				if wal, err := os.Stat(path + "-wal"); err == nil && wal.Size() > 0 {
					t.Errorf("talon wrote %d bytes of -wal for a damaged file", wal.Size())
				}
				report, err := Check(context.Background(), path)
				if err != nil || report.OK || len(report.Problems) == 0 {
					t.Errorf("check: %+v, %v", report, err)
				}
			})
		}
	}
}

// TestReadingADamagedPageSaysSo: a read that meets damage says the file is damaged,
// instead of showing 29 of 30 events or "there is no session 1". One flip changes the
// events page's cell count from 30 to 286: SQLite itself then reads no events and no
// error; only the check before the first read finds it.
func TestReadingADamagedPageSaysSo(t *testing.T) {
	base := filledHistory(t)
	pages, pageSize := rootPages(t, base)
	for _, flip := range []struct {
		table  string
		offset int64
		mask   byte
	}{{"sessions", 0, 0xff}, {"events", 0, 0xff}, {"events", 3, 0x01}, {"events", 4, 0x01}, {"sessions", 4, 0x01}} {
		t.Run(fmt.Sprintf("%s+%d^%#x", flip.table, flip.offset, flip.mask), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "talon.db")
			copyFile(t, base, path)
			b, _ := os.ReadFile(path)
			b[(pages[flip.table]-1)*pageSize+flip.offset] ^= flip.mask
			os.WriteFile(path, b, 0o644)
			s, err := OpenExisting(path)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			_, events, err := s.Load(context.Background(), 1)
			if !errors.Is(err, ErrDamaged) {
				t.Errorf("load: %d events, err %v; want ErrDamaged", len(events), err)
			}
		})
	}
}

// TestADamagedRollbackFileIsNotSwitchedToWAL: a file in rollback-journal mode (as other
// tools leave one) needs its header rewritten to become WAL; a damaged one is refused
// before that write.
func TestADamagedRollbackFileIsNotSwitchedToWAL(t *testing.T) {
	base := filledHistory(t)
	execRaw(t, base, "PRAGMA journal_mode = DELETE")
	pages, pageSize := rootPages(t, base)
	b, _ := os.ReadFile(base)
	b[(pages["events"]-1)*pageSize] ^= 0xff
	os.WriteFile(base, b, 0o644)
	before := fileDigest(t, base)
	_, err := OpenExisting(base)
	if !errors.Is(err, ErrDamaged) {
		t.Errorf("err = %v, want ErrDamaged", err)
	}
	if fileDigest(t, base) != before {
		t.Error("the damaged file was written")
	}
}

package history

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzWALFrames feeds arbitrary bytes to the -wal reader: it must never panic or read
// past the end, and a page-1 copy it returns is a whole page of the header's size.
func FuzzWALFrames(f *testing.F) {
	dir := f.TempDir()
	real := walOfFuzz(f, filepath.Join(dir, "seed.db"))
	f.Add(real)
	f.Add(real[:walHeaderSize])
	f.Add(real[:len(real)/2])
	f.Add(make([]byte, walHeaderSize))
	f.Fuzz(func(t *testing.T, wal []byte) {
		if len(wal) < walHeaderSize {
			return // checkWAL never calls it on less than a header
		}
		page1, pageSize, ok := lastCommittedPage1(wal)
		if !ok && page1 != nil {
			t.Fatal("a page without a commit")
		}
		if page1 != nil && len(page1) != int(pageSize) {
			t.Fatalf("page of %d bytes, header says %d", len(page1), pageSize)
		}
	})
}

// walOfFuzz makes a real -wal with a commit touching page 1.
func walOfFuzz(f *testing.F, path string) []byte {
	s, err := Open(path)
	if err != nil {
		f.Fatal(err)
	}
	defer s.Close()
	if _, err := s.write.Exec(`PRAGMA wal_autocheckpoint = 0`); err != nil {
		f.Fatal(err)
	}
	if _, err := s.write.Exec(`CREATE TABLE fuzz_seed (x)`); err != nil {
		f.Fatal(err)
	}
	wal, err := os.ReadFile(path + "-wal")
	if err != nil {
		f.Fatal(err)
	}
	return wal
}

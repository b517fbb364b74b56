package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// Two terminals saving the same table data at once (a board captured twice, a data
// file imported in two windows) each write a temporary file of their own: the kept
// file is one writer's data whole, and no temporary file is left beside it. With one
// fixed temporary name the writers wrote into the same file, and a rename could move
// a half-written one into place.
func TestKeepTableDataWritersAtOnce(t *testing.T) {
	dir := t.TempDir()
	f := &Factory{dbFlag: filepath.Join(dir, "talon.db"), Getenv: func(string) string { return "" }}
	const writers = 8
	datas := make([][]byte, writers)
	for i := range datas {
		datas[i] = bytes.Repeat([]byte(fmt.Sprintf("writer %d\n", i)), 20_000+i*1_000)
	}
	var wg sync.WaitGroup
	for i := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := f.keepTableData("board.json", datas[i]); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	got, err := os.ReadFile(filepath.Join(dir, "board.json"))
	if err != nil {
		t.Fatal(err)
	}
	whole := false
	for _, d := range datas {
		whole = whole || bytes.Equal(got, d)
	}
	if !whole {
		t.Errorf("the kept file (%d bytes) is no writer's data whole", len(got))
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() != "board.json" {
			t.Errorf("left beside the kept file: %s", e.Name())
		}
	}
	if info, err := os.Stat(filepath.Join(dir, "board.json")); err != nil || info.Mode().Perm() != 0o644 {
		t.Errorf("kept file: %v, %v (want mode 0644)", info, err)
	}
}

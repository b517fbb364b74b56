package main

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/scoring"
)

// scoredPlays stores n finished catan plays between Ann and Ben straight into the env's
// database, one a day from 2026-01-01, Ann scoring 10+i; it returns their session ids.
func (e *env) scoredPlays(n int) []int64 {
	e.t.Helper()
	s, err := history.Open(e.db)
	if err != nil {
		e.t.Fatal(err)
	}
	defer s.Close()
	var ids []int64
	for i := range n {
		r := scoring.Rank([]scoring.Entry{
			{Name: "Ann", Breakdown: []scoring.Points{{Category: "points", Points: 10 + i}}},
			{Name: "Ben", Breakdown: []scoring.Points{{Category: "points", Points: 9}}},
		}, scoring.Rules{Game: "catan"})
		sess, err := s.SaveScored(context.Background(), "catan", time.Date(2026, 1, 1+i, 20, 0, 0, 0, time.UTC), r)
		if err != nil {
			e.t.Fatal(err)
		}
		ids = append(ids, sess.ID)
	}
	return ids
}

func TestHistoryPagination(t *testing.T) {
	e := newEnv(t)
	ids := e.scoredPlays(5)
	page := func(args ...string) []int64 {
		t.Helper()
		var got []struct {
			SessionID int64 `json:"session_id"`
		}
		out := e.ok(append([]string{"history", "--json"}, args...)...)
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		var list []int64
		for _, g := range got {
			list = append(list, g.SessionID)
		}
		return list
	}
	for _, tt := range []struct {
		args []string
		want []int64
	}{
		{[]string{"--limit", "2"}, []int64{ids[4], ids[3]}},
		{[]string{"--limit", "2", "--page", "2"}, []int64{ids[2], ids[1]}},
		{[]string{"--limit", "2", "--page", "3"}, []int64{ids[0]}},
		{[]string{"--limit", "2", "--page", "4"}, nil},
		{[]string{"--offset", "3", "--limit", "0"}, []int64{ids[1], ids[0]}},
		{[]string{"--since", "2026-01-04"}, []int64{ids[4], ids[3]}},
		{[]string{"--until", "2026-01-01"}, []int64{ids[0]}},
	} {
		if got := page(tt.args...); fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("history %v: %v, want %v", tt.args, got, tt.want)
		}
	}
	out := e.ok("history", "--limit", "2", "--page", "2")
	mustContain(t, out, "2026-01-03", "Ann 12, Ben 9")
	if strings.Contains(out, "2026-01-05") {
		t.Errorf("page 2 shows page 1's play:\n%s", out)
	}
}

func TestHistoryRefusesBadPages(t *testing.T) {
	e := newEnv(t)
	for _, args := range [][]string{
		{"--limit", "-1"},
		{"--page", "2", "--offset", "4"},
		{"--page", "2", "--limit", "0", "--json"},
		{"--limit", "0"},
		{"--since", "yesterday"},
		{"--since", "2026-02-01", "--until", "2026-01-01"},
		{"--player", "Ann\x1b[31m"},
		{"--game", "chess"},
	} {
		_, errOut, code := e.run(append([]string{"history"}, args...)...)
		if code != exitUsage || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("history %q: exit %d, stderr %q; want exit 2 and one line", args, code, errOut)
		}
	}
}

func TestConcurrentExportsToOneFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "history.json")
	var wg sync.WaitGroup
	errs := make([]error, 8)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = writeFileAtomically(path, func(w io.Writer) error {
				_, err := fmt.Fprintf(w, `{"writer": %d, "pad": %q}`, i, strings.Repeat("x", 1<<16))
				return err
			})
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("export %d: %v", i, err)
		}
	}
	b, err := os.ReadFile(path)
	if err != nil || !json.Valid(b) {
		t.Fatalf("the file is not one whole document (%v): %.80s", err, b)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*tmp")); len(left) != 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}

func TestHistoryImportMergesTwoMachines(t *testing.T) {
	laptop, club := newEnv(t), newEnv(t)
	laptop.scoredPlays(2)
	club.scoredPlays(1)
	dir := t.TempDir()
	fromLaptop, fromClub := filepath.Join(dir, "laptop.json"), filepath.Join(dir, "club.json")
	laptop.ok("history", "export", "-o", fromLaptop)
	club.ok("history", "export", "-o", fromClub)
	out := laptop.ok("history", "import", fromClub)
	mustContain(t, out, "sessions: 1 added", "players: 0 added, 2 matched to a player here, 0 already here")
	club.ok("history", "import", fromLaptop)
	again := laptop.ok("history", "import", fromClub)
	mustContain(t, again, "sessions: 0 added, 0 updated, 1 unchanged, 0 kept, 0 in conflict")
	if a, b := laptop.ok("history", "--json"), club.ok("history", "--json"); strings.Count(a, `"uuid"`) != 3 || strings.Count(b, `"uuid"`) != 3 {
		t.Errorf("after merging both ways each side should list 3 plays:\n%s\n%s", a, b)
	}
}

func TestHistoryImportRefusesBadFileInOneLine(t *testing.T) {
	e := newEnv(t)
	e.scoredPlays(1)
	path := filepath.Join(t.TempDir(), "bad.json")
	if err := os.WriteFile(path, []byte(`{"format":"talon-history","version":6}`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errOut, code := e.run("history", "import", path)
	if code != exitUsage || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || !strings.Contains(errOut, "newer talon") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	_, errOut, code = e.run("history", "import", path, "--map", "Anna")
	if code != exitUsage || !strings.Contains(errOut, "--map") {
		t.Errorf("--map without =: exit %d, stderr %q", code, errOut)
	}
}

func TestHistoryExportCSVParsesBack(t *testing.T) {
	e := newEnv(t)
	ids := e.scoredPlays(2)
	s, err := history.Open(e.db)
	if err != nil {
		t.Fatal(err)
	}
	r := scoring.Rank([]scoring.Entry{
		{Name: "=Eve", Breakdown: []scoring.Points{{Category: "cities", Points: 4}, {Category: "roads", Points: 2}}},
		{Name: "Ann", Breakdown: []scoring.Points{{Category: "cities", Points: 6}, {Category: "roads", Points: 0}}},
	}, scoring.Rules{Game: "genoa"})
	if _, err := s.SaveScored(context.Background(), "genoa", time.Date(2026, 2, 1, 20, 0, 0, 0, time.UTC), r); err != nil {
		t.Fatal(err)
	}
	s.Close()
	path := filepath.Join(t.TempDir(), "plays.csv")
	e.ok("history", "export", "--format", "csv", "-o", path)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out, ok := strings.CutPrefix(string(data), "\ufeff")
	if !ok || out != e.ok("history", "export", "--format", "csv") {
		t.Error("the file should be standard output's text after a byte order mark (Excel reads accented names by it)")
	}
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatalf("not CSV: %v\n%s", err, out)
	}
	wantHeader := []string{"date", "game", "session", "player", "player_id", "seat", "score", "rank", "winner", "location",
		"duration", "notes", "points", "cities", "roads"}
	if !reflect.DeepEqual(rows[0], wantHeader) {
		t.Fatalf("header %q, want %q", rows[0], wantHeader)
	}
	if len(rows) != 1+2*3 {
		t.Fatalf("%d rows, want a header and 2 per play:\n%s", len(rows), out)
	}
	sess1, err := history.Open(e.db)
	if err != nil {
		t.Fatal(err)
	}
	first, err := sess1.Session(context.Background(), ids[0])
	sess1.Close()
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range [][]string{
		{time.Date(2026, 1, 1, 20, 0, 0, 0, time.UTC).Local().Format("2006-01-02 15:04"), "catan", first.UUID, "Ann", rows[1][4], "1", "10", "1", "yes", "", "", "", "10", "", ""},
		{rows[2][0], "catan", first.UUID, "Ben", rows[2][4], "2", "9", "2", "no", "", "", "", "9", "", ""},
	} {
		if !reflect.DeepEqual(rows[1+i], want) {
			t.Errorf("row %d %q, want %q", 1+i, rows[1+i], want)
		}
	}
	if ann, ben := rows[1][4], rows[2][4]; len(ann) != 36 || len(ben) != 36 || ann == ben || rows[3][4] != ann {
		t.Errorf("player_id %q, %q, then %q: want each player's UUID, the same at every play", ann, ben, rows[3][4])
	}
	last := rows[len(rows)-2]
	if last[1] != "genoa" || last[3] != "'=Eve" || last[6] != "6" || last[13] != "4" || last[14] != "2" || last[12] != "" {
		t.Errorf("genoa row %q: want the formula-like name quoted and its categories in their columns", last)
	}
	filtered := e.ok("history", "export", "--format", "csv", "--game", "genoa")
	if n := strings.Count(filtered, "\n"); n != 3 {
		t.Errorf("--game genoa: %d lines, want 3:\n%s", n, filtered)
	}
	if _, errOut, code := e.run("history", "export", "--game", "genoa"); code != exitUsage {
		t.Errorf("a filter on the JSON export: exit %d %q", code, errOut)
	}
}

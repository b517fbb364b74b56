package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/talon-games/talon/history/historytest"
)

// historyScales are the history sizes of the README's growth table.
var historyScales = []int{1_000, 10_000, 100_000}

var (
	largeOnce sync.Map // plays → *largeHistory
)

type largeHistory struct {
	once sync.Once
	path string
	err  error
}

// largeHistoryDB builds (once per test binary run) a synthetic history of n finished
// plays in talon's own schema, in a directory removed when the benchmark binary's
// temporary directory is.
func largeHistoryDB(b *testing.B, n int) string {
	v, _ := largeOnce.LoadOrStore(n, &largeHistory{})
	h := v.(*largeHistory)
	h.once.Do(func() {
		dir, err := os.MkdirTemp("", "talon-history-bench")
		if err != nil {
			h.err = err
			return
		}
		h.path = filepath.Join(dir, "talon.db")
		h.err = historytest.Build(context.Background(), h.path, historytest.Large{Plays: n, Active: 10, Seed: 1})
	})
	if h.err != nil {
		b.Fatal(h.err)
	}
	return h.path
}

// processForms are the history, stats and sessions commands the scale goals cover.
var processForms = []struct {
	name string
	args []string
}{
	{"history", []string{"history"}},
	{"history-page-50", []string{"history", "--page", "50"}},
	{"history-player", []string{"history", "--player", historytest.PlayerName(2)}},
	{"history-player-game", []string{"history", "--player", historytest.PlayerName(2), "--game", "genoa", "--page", "3"}},
	{"history-since", []string{"history", "--since", "2030-01-01", "--until", "2030-12-31"}},
	{"sessions", []string{"sessions"}},
	{"sessions-active", []string{"sessions", "--status", "active"}},
	{"sessions-all", []string{"sessions", "--limit", "0"}},
	{"sessions-all-json", []string{"sessions", "--limit", "0", "--json"}},
	{"history-json-all", []string{"history", "--json", "--limit", "0"}},
	{"stats", []string{"stats", "all"}},
	{"stats-players", []string{"stats"}},
	{"stats-game", []string{"stats", "all", "--game", "catan"}},
	{"stats-player", []string{"stats", "all", "--player", historytest.PlayerName(2)}},
	{"stats-player-game", []string{"stats", "--player", historytest.PlayerName(2), "--game", "genoa"}},
	{"stats-since", []string{"stats", "all", "--since", "2030-01-01", "--until", "2030-12-31"}},
	{"stats-since-all", []string{"stats", "all", "--since", "1990-01-01"}},
	{"stats-since-most", []string{"stats", "all", "--since", "2000-01-04"}}, // all but the first ten or so
}

// BenchmarkHistoryProcess runs each form as a whole talon process over 1,000 to
// 100,000 plays; max-rss-MiB is the process's peak memory, p50-ms its median time.
func BenchmarkHistoryProcess(b *testing.B) {
	bin := talonBinary(b)
	for _, n := range historyScales {
		for _, form := range processForms {
			b.Run(fmt.Sprintf("%s/plays=%d", form.name, n), func(b *testing.B) {
				db := largeHistoryDB(b, n)
				var rss int64
				times := make([]time.Duration, 0, b.N)
				b.ResetTimer()
				for range b.N {
					cmd := exec.Command(bin, append([]string{"--db", db}, form.args...)...)
					start := time.Now()
					if out, err := cmd.CombinedOutput(); err != nil {
						b.Fatalf("%v: %s", err, out)
					}
					times = append(times, time.Since(start))
					if u, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
						rss = max(rss, u.Maxrss) // KiB on Linux
					}
				}
				b.StopTimer()
				slices.Sort(times)
				b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "p50-ms")
				b.ReportMetric(float64(rss)/1024, "max-rss-MiB")
			})
		}
	}
}

// BenchmarkImportProcess imports an export of 10,000 plays into an empty history as a
// whole process (target: under 10 s).
func BenchmarkImportProcess(b *testing.B) {
	bin := talonBinary(b)
	src := largeHistoryDB(b, 10_000)
	doc := filepath.Join(b.TempDir(), "history.json")
	if out, err := exec.Command(bin, "--db", src, "history", "export", "-o", doc).CombinedOutput(); err != nil {
		b.Fatalf("%v: %s", err, out)
	}
	var rss int64
	b.ResetTimer()
	for i := range b.N {
		cmd := exec.Command(bin, "--db", filepath.Join(b.TempDir(), fmt.Sprintf("into-%d.db", i)), "history", "import", doc)
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%v: %s", err, out)
		}
		if u, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
			rss = max(rss, u.Maxrss)
		}
	}
	b.ReportMetric(float64(rss)/1024, "max-rss-MiB")
}

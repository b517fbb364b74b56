package history_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/catan"
	"github.com/talon-games/talon/companion/genoa"
	"github.com/talon-games/talon/companion/marcopolo"
	"github.com/talon-games/talon/companion/neptun"
	"github.com/talon-games/talon/companion/sanjuan"
	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/history/historytest"
)

// everyGame is the registry talon imports with: each session a file adds with a log is
// replayed by its game's companion.
var everyGame = companion.Registry{genoa.Entry(), marcopolo.Entry(), catan.Entry(), neptun.Entry(), sanjuan.Entry()}

// scales are the history sizes the growth table in the README reports.
var scales = []int{1_000, 10_000, 100_000}

var (
	largeMu  sync.Mutex
	largeDir string
	largeDBs = map[int]string{}
)

func TestMain(m *testing.M) {
	code := m.Run()
	if largeDir != "" {
		os.RemoveAll(largeDir)
	}
	os.Exit(code)
}

// largeStore opens a synthetic history of n finished plays (built once per run).
func largeStore(b *testing.B, n int) *history.Store {
	b.Helper()
	largeMu.Lock()
	defer largeMu.Unlock()
	path, ok := largeDBs[n]
	if !ok {
		if largeDir == "" {
			dir, err := os.MkdirTemp("", "talon-large")
			if err != nil {
				b.Fatal(err)
			}
			largeDir = dir
		}
		path = filepath.Join(largeDir, fmt.Sprintf("plays-%d.db", n))
		if err := historytest.Build(context.Background(), path, historytest.Large{Plays: n, Active: 10, Seed: 1}); err != nil {
			b.Fatal(err)
		}
		largeDBs[n] = path
	}
	s, err := history.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s
}

// eachScale runs fn as a sub-benchmark per history size. Besides the time it reports
// cpu-ms/op, the process's CPU time (user and system, every thread: the GC's and a
// window's rater too) per op: on a machine shared with other work the time is mostly
// waiting for a core, the CPU time is not.
func eachScale(b *testing.B, fn func(b *testing.B, s *history.Store)) {
	for _, n := range scales {
		b.Run(fmt.Sprintf("plays=%d", n), func(b *testing.B) {
			s := largeStore(b, n)
			before := cpuTime()
			b.ResetTimer()
			fn(b, s)
			b.StopTimer()
			b.ReportMetric(float64((cpuTime()-before).Microseconds())/1000/float64(b.N), "cpu-ms/op")
		})
	}
}

// cpuTime is the process's CPU time so far.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

func benchHistory(b *testing.B, f history.HistoryFilter) {
	eachScale(b, func(b *testing.B, s *history.Store) {
		for range b.N {
			got, err := s.History(context.Background(), f)
			if err != nil || len(got) == 0 {
				b.Fatalf("%d plays, %v", len(got), err)
			}
		}
	})
}

// BenchmarkHistoryFirstPage is `talon history`: the newest 20 plays.
func BenchmarkHistoryFirstPage(b *testing.B) { benchHistory(b, history.HistoryFilter{Limit: 20}) }

// BenchmarkHistoryPage50 is page 50 of 20 plays, reached by offset.
func BenchmarkHistoryPage50(b *testing.B) {
	benchHistory(b, history.HistoryFilter{Limit: 20, Offset: 980})
}

// BenchmarkHistoryPlayer is `talon history --player X`, quadratic before the IN form.
func BenchmarkHistoryPlayer(b *testing.B) {
	benchHistory(b, history.HistoryFilter{PlayFilter: history.PlayFilter{Player: historytest.PlayerName(2)}, Limit: 20})
}

// BenchmarkHistoryPlayerGame narrows by player and game, a page in.
func BenchmarkHistoryPlayerGame(b *testing.B) {
	benchHistory(b, history.HistoryFilter{PlayFilter: history.PlayFilter{Player: historytest.PlayerName(2), Game: "genoa"}, Limit: 20, Offset: 20})
}

// BenchmarkHistoryEvery is `talon history --json --limit 0`'s read: every play,
// streamed newest first.
func BenchmarkHistoryEvery(b *testing.B) {
	eachScale(b, func(b *testing.B, s *history.Store) {
		for range b.N {
			n := 0
			err := s.EachPlayed(context.Background(), history.HistoryFilter{}, func(history.Played) error { n++; return nil })
			if err != nil || n == 0 {
				b.Fatalf("%d plays, %v", n, err)
			}
		}
	})
}

// BenchmarkHistoryEveryJSON is `talon history --json --limit 0` without the output:
// every play's element streamed from the kept lines.
func BenchmarkHistoryEveryJSON(b *testing.B) {
	eachScale(b, func(b *testing.B, s *history.Store) {
		for range b.N {
			n := 0
			err := s.EachPlayedJSON(context.Background(), history.HistoryFilter{}, func(line []byte) error { n += len(line); return nil })
			if err != nil || n == 0 {
				b.Fatalf("%d bytes, %v", n, err)
			}
			b.SetBytes(int64(n))
		}
	})
}

// BenchmarkSessionsPage is `talon sessions`: the newest 50 sessions.
func BenchmarkSessionsPage(b *testing.B) {
	eachScale(b, func(b *testing.B, s *history.Store) {
		for range b.N {
			got, err := s.Sessions(context.Background(), history.SessionFilter{Limit: 50})
			if err != nil || len(got) != 50 {
				b.Fatalf("%d sessions, %v", len(got), err)
			}
		}
	})
}

// BenchmarkSessionsEvery reads every session as `talon sessions --limit 0` does
// (events tallied in one pass, then the sessions from the start-time index).
func BenchmarkSessionsEvery(b *testing.B) {
	eachScale(b, func(b *testing.B, s *history.Store) {
		for range b.N {
			n := 0
			err := s.EachSession(context.Background(), history.SessionFilter{}, func(history.SessionSummary) error {
				n++
				return nil
			})
			if err != nil || n == 0 {
				b.Fatalf("%d sessions, %v", n, err)
			}
		}
	})
}

// BenchmarkExport streams the whole history as JSON.
func BenchmarkExport(b *testing.B) {
	eachScale(b, func(b *testing.B, s *history.Store) {
		for range b.N {
			if err := s.Export(context.Background(), io.Discard); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkImport merges an export of n plays into an empty history (target: 10,000
// plays under 10 s) and then into itself again (every session compared, none written).
func BenchmarkImport(b *testing.B) {
	for _, n := range scales[:2] {
		for _, again := range []bool{false, true} {
			b.Run(fmt.Sprintf("plays=%d/again=%v", n, again), func(b *testing.B) {
				var doc bytes.Buffer
				if err := largeStore(b, n).Export(context.Background(), &doc); err != nil {
					b.Fatal(err)
				}
				for range b.N {
					b.StopTimer()
					s, err := history.Open(filepath.Join(b.TempDir(), "talon.db"))
					if err != nil {
						b.Fatal(err)
					}
					if again {
						if _, err := s.Import(context.Background(), bytes.NewReader(doc.Bytes()), history.ImportOptions{}); err != nil {
							b.Fatal(err)
						}
					}
					b.StartTimer()
					rep, err := s.Import(context.Background(), bytes.NewReader(doc.Bytes()), history.ImportOptions{Games: everyGame})
					if err != nil || rep.SessionsAdded+rep.SessionsUnchanged != n+10 {
						b.Fatalf("%+v, %v", rep, err)
					}
					b.StopTimer()
					s.Close()
					b.StartTimer()
				}
			})
		}
	}
}

// BenchmarkGroupStats is `talon stats` with every view: one pass over the plays.
func BenchmarkGroupStats(b *testing.B) {
	eachScale(b, func(b *testing.B, s *history.Store) {
		for range b.N {
			g, err := s.GroupStats(context.Background(), history.PlayFilter{}, time.UTC, true)
			if err != nil || g.Summary.Plays == 0 {
				b.Fatalf("%+v, %v", g.Summary, err)
			}
		}
	})
}

// BenchmarkGroupStatsOtherZone is `talon stats all` read in another time zone than the
// kept figures were counted in: the months are counted from the packed months, every
// other figure (the ratings too) is the kept one.
func BenchmarkGroupStatsOtherZone(b *testing.B) {
	brt := time.FixedZone("BRT", -3*3600)
	eachScale(b, func(b *testing.B, s *history.Store) {
		for range b.N {
			g, err := s.GroupStats(context.Background(), history.PlayFilter{}, brt, true)
			if err != nil || g.Summary.Plays == 0 {
				b.Fatalf("%+v, %v", g.Summary, err)
			}
		}
	})
}

// BenchmarkGroupStatsNoRatings is `talon stats` with a view that needs no ratings.
func BenchmarkGroupStatsNoRatings(b *testing.B) {
	eachScale(b, func(b *testing.B, s *history.Store) {
		for range b.N {
			if _, err := s.GroupStats(context.Background(), history.PlayFilter{}, time.UTC, false); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkGroupStatsPlayerGame narrows stats to one player in one game.
func BenchmarkGroupStatsPlayerGame(b *testing.B) {
	f := history.PlayFilter{Player: historytest.PlayerName(2), Game: "genoa"}
	eachScale(b, func(b *testing.B, s *history.Store) {
		for range b.N {
			if _, err := s.GroupStats(context.Background(), f, time.UTC, true); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkGroupStatsWindow is `talon stats all --since …` over every play: the
// window's fold is the whole fold, read from the kept figures.
func BenchmarkGroupStatsWindow(b *testing.B) {
	f := history.PlayFilter{Since: time.Date(1990, 1, 1, 0, 0, 0, 0, time.UTC)}
	eachScale(b, func(b *testing.B, s *history.Store) {
		for range b.N {
			if _, err := s.GroupStats(context.Background(), f, time.UTC, true); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkGroupStatsWindowMost is `talon stats all --since …` leaving out the plays
// of the first three days (about ten): the window's plays are folded, ratings starting
// afresh at its start.
func BenchmarkGroupStatsWindowMost(b *testing.B) {
	f := history.PlayFilter{Since: historytest.First.AddDate(0, 0, 3)}
	eachScale(b, func(b *testing.B, s *history.Store) {
		for range b.N {
			g, err := s.GroupStats(context.Background(), f, time.UTC, true)
			if err != nil || g.Summary.Plays == 0 {
				b.Fatalf("%+v, %v", g.Summary, err)
			}
		}
	})
}

// BenchmarkRatingStatsWindowMost is `talon stats ratings --since …` of the window of
// BenchmarkGroupStatsWindowMost: the plays are rated and counted per month, nothing
// else counted.
func BenchmarkRatingStatsWindowMost(b *testing.B) {
	f := history.PlayFilter{Since: historytest.First.AddDate(0, 0, 3)}
	eachScale(b, func(b *testing.B, s *history.Store) {
		for range b.N {
			g, err := s.RatingStats(context.Background(), f, time.UTC)
			if err != nil || len(g.Ratings) == 0 {
				b.Fatalf("%d ratings, %v", len(g.Ratings), err)
			}
		}
	})
}

package main

import (
	"math"
	"runtime/debug"
	"testing"
)

// TestTuneGC: without GOGC and GOMEMLIMIT talon sets its own collector; with either,
// the user's setting stands (tuneGC changes nothing).
func TestTuneGC(t *testing.T) {
	percent, limit := debug.SetGCPercent(100), debug.SetMemoryLimit(math.MaxInt64)
	t.Cleanup(func() { debug.SetGCPercent(percent); debug.SetMemoryLimit(limit) })
	for _, c := range []struct {
		env         map[string]string
		wantPercent int
		wantLimit   int64
	}{
		{map[string]string{}, gcPercent, gcMemoryLimit},
		{map[string]string{"GOGC": "100"}, 100, math.MaxInt64},
		{map[string]string{"GOMEMLIMIT": "1GiB"}, 100, math.MaxInt64},
		{map[string]string{"GOGC": "off", "GOMEMLIMIT": "64MiB"}, 100, math.MaxInt64},
	} {
		debug.SetGCPercent(100)
		debug.SetMemoryLimit(math.MaxInt64)
		tuneGC(func(k string) string { return c.env[k] })
		if got := debug.SetGCPercent(100); got != c.wantPercent {
			t.Errorf("env %v: GC percent %d, want %d", c.env, got, c.wantPercent)
		}
		if got := debug.SetMemoryLimit(-1); got != c.wantLimit {
			t.Errorf("env %v: memory limit %d, want %d", c.env, got, c.wantLimit)
		}
	}
}

package main

import "runtime/debug"

// talon is a short process whose live heap stays small (a few MiB, even folding a
// window of 100,000 plays or importing 10,000), while its folds allocate several times
// that: with Go's default (the heap may double before the next collection) it
// collects many times, and each collection stops the folds and the window's rater to
// scan their stacks. A heap that may grow five times before a collection, under a soft
// bound on the memory Go holds, collects a few times at most: issue 14's stats forms
// at 100,000 plays use about a tenth less CPU, and no form's peak memory comes near the
// 50 MiB goal (the sweep's figures are in the README's "A long history").
const (
	gcPercent     = 400
	gcMemoryLimit = 24 << 20 // bytes: heap, stacks and the runtime's own
)

// tuneGC sets the collector for talon's process, unless its user set GOGC or
// GOMEMLIMIT (then theirs stands, as Go reads them). It is called from main only: Main
// runs inside tests too, whose heaps are another matter.
func tuneGC(getenv func(string) string) {
	if getenv("GOGC") != "" || getenv("GOMEMLIMIT") != "" {
		return
	}
	debug.SetGCPercent(gcPercent)
	debug.SetMemoryLimit(gcMemoryLimit)
}

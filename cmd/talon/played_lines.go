package main

import (
	"context"

	"github.com/talon-games/talon/history"
)

// eachPlayedJSON calls emit with each play's `history --json` element: the local
// history's kept lines, or a club's plays encoded as they arrive.
func eachPlayedJSON(ctx context.Context, r playsReader, f history.HistoryFilter, emit func([]byte) error) error {
	if lines, ok := r.(interface {
		EachPlayedJSON(context.Context, history.HistoryFilter, func([]byte) error) error
	}); ok {
		return lines.EachPlayedJSON(ctx, f, emit)
	}
	return r.EachPlayed(ctx, f, history.EncodeEach(emit))
}

// appendLine appends an element already encoded.
func appendLine(dst, line []byte) []byte { return append(dst, line...) }

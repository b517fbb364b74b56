package history

import (
	"context"
	"reflect"
	"testing"
	"time"
)

// TestKeptFormatOtherThanTheCodes: kept plays another form wrote are not read (every
// line and window comes from the plays' rows), and the next write writes them all again
// in this form and notes it.
func TestKeptFormatOtherThanTheCodes(t *testing.T) {
	s, _, kept := damagedMonths(t)
	ctx := context.Background()
	checkPlayedLines(t, s, "the plays written")
	window := PlayFilter{Since: at(60 * 24 * 10)}
	want, err := s.GroupStats(ctx, window, time.UTC, true)
	if err != nil {
		t.Fatal(err)
	}
	// Blobs another form wrote: this code's reader does not decode them as it should.
	_, err = s.write.Exec(`UPDATE kept_format SET version = ?; UPDATE played_months SET plays = x'05', lines = ?`,
		keptFormat+1, appendBytes(appendBytes(nil, []byte("2000")), []byte("other")))
	if err != nil {
		t.Fatal(err)
	}
	if pending, err := s.KeptPending(ctx); err != nil || !pending {
		t.Fatalf("kept plays of another form: stale %v, %v", pending, err)
	}
	for _, f := range linesFilters {
		if got, want := keptLines(t, s, f), encodedPlays(t, s, f); got != want {
			t.Fatalf("filter %+v, another form kept: %q, want the plays encoded %q", f, got, want)
		}
	}
	if got, err := s.GroupStats(ctx, window, time.UTC, true); err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("a window, another form kept: %+v, %v; want %+v", got.Summary, err, want.Summary)
	}
	execWrite(t, s) // a write that touches no play
	var version int
	if err := s.write.QueryRow(`SELECT version FROM kept_format`).Scan(&version); err != nil || version != keptFormat {
		t.Fatalf("after the next write the form noted is %d, %v; want %d", version, err, keptFormat)
	}
	if got := keptMonths(t, s); !reflect.DeepEqual(got, kept) {
		t.Fatal("the next write did not write every month again")
	}
	checkPlayedLines(t, s, "the next write")
}

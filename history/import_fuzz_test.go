package history

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

// FuzzImportDocument feeds arbitrary bytes to history import: it must never panic,
// and anything it refuses is one line saying why (BadFileError or ErrNewerFormat) —
// never a database error from half-checked input. Tally sessions' logs are replayed
// (the replay-* seeds), as talon replays its games'.
func FuzzImportDocument(f *testing.F) {
	s := openTemp(f)
	played(f, s, "catan", at(1), line{"Ann", 5}, line{"Ben", 4})
	f.Add(exported(f, s))
	f.Add([]byte(`{"format":"talon-history","version":2,"players":{},"sessions":{}}`))
	f.Add([]byte(`{"format":"talon-history","players":{"p":{"name":"A"}},"deleted":{"x":"2025-01-01T00:00:00Z"},"sessions":{}}`))
	f.Fuzz(func(t *testing.T, doc []byte) {
		_, err := s.Import(context.Background(), bytes.NewReader(doc), ImportOptions{Games: tallyGames})
		if err == nil {
			return
		}
		var bad *BadFileError
		if !errors.As(err, &bad) && !errors.Is(err, ErrNewerFormat) {
			t.Fatalf("refused with %T: %v", err, err)
		}
		if strings.Contains(err.Error(), "\n") {
			t.Fatalf("a refusal of more than one line: %q", err)
		}
	})
}

// FuzzImportBGStats does the same for BG Stats files.
func FuzzImportBGStats(f *testing.F) {
	s := openTemp(f)
	f.Add([]byte(`{"players":[{"id":1,"uuid":"a","name":"Ann"}],"games":[{"id":1,"name":"Catan","bggId":13}],` +
		`"plays":[{"uuid":"p1","playDate":"2025-01-01 20:00:00","gameRefId":1,"playerScores":[{"playerRefId":1,"score":"7","winner":true}]}]}`))
	f.Add([]byte(`{"plays":[]}`))
	f.Fuzz(func(t *testing.T, doc []byte) {
		_, err := s.ImportBGStats(context.Background(), bytes.NewReader(doc), bggGames, time.UTC, ImportOptions{})
		var bad *BadFileError
		if err != nil && !errors.As(err, &bad) {
			t.Fatalf("refused with %T: %v", err, err)
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Fatalf("a refusal of more than one line: %q", err)
		}
	})
}

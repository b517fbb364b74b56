package history

import (
	"bytes"
	"context"
	"encoding/csv"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/scoring"
)

// TestExportCSVColumns (hist-trial F16.14): a category two games share has a column
// per game; a correction is one "Correction" column; bom starts the file with a byte
// order mark.
func TestExportCSVColumns(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	save := func(game string, when int, lines ...scoring.Entry) {
		t.Helper()
		if _, err := s.SaveScored(ctx, game, at(when), scoring.Rank(lines, scoring.Rules{Game: game})); err != nil {
			t.Fatal(err)
		}
	}
	pts := func(cat string, n int) scoring.Points { return scoring.Points{Category: cat, Points: n} }
	save("san-juan", 1, scoring.Entry{Name: "Ánna", Breakdown: []scoring.Points{pts("Buildings", 20), pts("Palace", 5)}})
	save("genoa", 2, scoring.Entry{Name: "Ben", Breakdown: []scoring.Points{pts("Ducats", 150), pts("Buildings", 10), pts(CorrectionCategory, -5)}})
	save("catan", 3, scoring.Entry{Name: "Ben", Breakdown: []scoring.Points{pts("Cities", 6), pts(CorrectionCategory, 1)}})
	var buf bytes.Buffer
	if err := s.ExportCSV(ctx, &buf, PlayFilter{}, time.UTC, true); err != nil {
		t.Fatal(err)
	}
	text, ok := strings.CutPrefix(buf.String(), "\ufeff")
	rows, err := csv.NewReader(strings.NewReader(text)).ReadAll()
	if !ok || err != nil {
		t.Fatalf("byte order mark %v, %v:\n%s", ok, err, buf.String())
	}
	wantHeader := append(append([]string{}, csvFixed...), "Cities", "Correction", "Ducats", "Buildings (genoa)", "Buildings (san-juan)", "Palace")
	if !reflect.DeepEqual(rows[0], wantHeader) {
		t.Fatalf("header %q\nwant   %q", rows[0], wantHeader)
	}
	n := len(csvFixed)
	for i, want := range [][]string{{"", "", "", "", "20", "5"}, {"", "-5", "150", "10", "", ""}, {"6", "1", "", "", "", ""}} {
		if got := rows[1+i][n:]; !reflect.DeepEqual(got, want) {
			t.Errorf("row %d (%s) categories %q, want %q", i+1, rows[1+i][1], got, want)
		}
	}
	buf.Reset()
	if err := s.ExportCSV(ctx, &buf, PlayFilter{Game: "genoa"}, time.UTC, false); err != nil {
		t.Fatal(err)
	}
	if header := strings.SplitN(buf.String(), "\n", 2)[0]; !strings.HasSuffix(header, ",location,Ducats,Buildings,Correction") {
		t.Errorf("one game, no byte order mark: header %q", header)
	}
}

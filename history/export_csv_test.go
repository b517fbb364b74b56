package history

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"reflect"
	"slices"
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
	if header := strings.SplitN(buf.String(), "\n", 2)[0]; !strings.HasSuffix(header, ",location,duration,notes,Ducats,Buildings,Correction") {
		t.Errorf("one game, no byte order mark: header %q", header)
	}
}

// TestExportCSVColumnNamesAreUnique: every column name is there once, compared ignoring
// case, so the file parses back by its header: a BG Stats copy's "score" category is
// not a second "score" column, nor a "Correction" typed in BG Stats a second correction
// column (review-3 F15).
func TestExportCSVColumnNamesAreUnique(t *testing.T) {
	pts := func(cat string, n int) scoring.Points { return scoring.Points{Category: cat, Points: n} }
	tests := []struct {
		name  string
		plays map[string][]scoring.Points // game → one player's breakdown
		want  []string                    // the category columns
	}{
		{"a category called score", map[string][]scoring.Points{"catan": {pts("score", 7)}},
			[]string{"score (catan)"}},
		{"Score in two games, and a fixed column's name", map[string][]scoring.Points{"catan": {pts("Score", 7), pts("Winner", 1)}, "genoa": {pts("score", 3)}},
			[]string{"Score (catan)", "Winner (catan)", "score (genoa)"}},
		{"a typed Correction beside a correction", map[string][]scoring.Points{"catan": {pts("Correction", 2), pts(CorrectionCategory, 1)}},
			[]string{"Correction (catan)", "Correction"}},
		{"a category named as another's column", map[string][]scoring.Points{"genoa": {pts("Buildings", 1)}, "san-juan": {pts("Buildings", 2), pts("Buildings (genoa)", 3)}},
			[]string{"Buildings (genoa)", "Buildings (san-juan)", "Buildings (genoa) 2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			s := openTemp(t)
			n := 0
			for _, game := range []string{"catan", "genoa", "san-juan"} {
				breakdown, ok := tt.plays[game]
				if !ok {
					continue
				}
				n++
				r := scoring.Rank([]scoring.Entry{{Name: "Ann", Breakdown: breakdown}}, scoring.Rules{Game: game})
				if _, err := s.SaveScored(ctx, game, at(n), r); err != nil {
					t.Fatal(err)
				}
			}
			var buf bytes.Buffer
			if err := s.ExportCSV(ctx, &buf, PlayFilter{}, time.UTC, false); err != nil {
				t.Fatal(err)
			}
			rows, err := csv.NewReader(&buf).ReadAll()
			if err != nil {
				t.Fatal(err)
			}
			if got := rows[0][len(csvFixed):]; !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("category columns %q, want %q", got, tt.want)
			}
			seen := map[string]bool{}
			for _, h := range rows[0] {
				if seen[strings.ToLower(h)] {
					t.Errorf("column %q twice in %q", h, rows[0])
				}
				seen[strings.ToLower(h)] = true
			}
			// Parsed back by the header, each row's score is its breakdown's sum.
			for _, row := range rows[1:] {
				sum := 0
				for _, v := range row[len(csvFixed):] {
					if v != "" {
						var p int
						fmt.Sscan(v, &p)
						sum += p
					}
				}
				if got := row[slices.Index(rows[0], "score")]; got != fmt.Sprint(sum) {
					t.Errorf("%s: score column %s, categories add up to %d", row[1], got, sum)
				}
			}
		})
	}
}

// TestExportCSVPlayersAndDetails (issue 14): the player column holds the name as this
// history calls the player (as `talon stats` counts them), not as typed at each play,
// with the player's UUID beside it; duration (whole minutes) and notes follow the
// location, and notes with commas, quotes, newlines or a leading = parse back as typed.
func TestExportCSVPlayersAndDetails(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	ids := []int64{
		played(t, s, "catan", at(1), line{"Anna", 10}, line{"Ben", 8}),
		played(t, s, "catan", at(2), line{"Ánna", 7}, line{"Ben", 9}),
		played(t, s, "catan", at(3), line{"ANNA", 9}, line{"ben", 6}),
	}
	notes := "Ben said \"never again\", twice\nthen again"
	details := []DetailsChange{
		{Location: ptrTo("Club, upstairs"), Notes: &notes, Duration: ptrTo(95 * time.Minute)},
		{Notes: ptrTo("=1+1")},
		{Duration: ptrTo(89*time.Minute + 40*time.Second)}, // a BG Stats length, kept to the second
	}
	for i, d := range details {
		if err := s.ChangeDetails(ctx, ids[i], d, nil); err != nil {
			t.Fatal(err)
		}
	}
	uuidOf := map[string]string{}
	for _, name := range []string{"Anna", "Ben"} {
		var uuid string
		if err := s.read.QueryRowContext(ctx, `SELECT uuid FROM players WHERE name = ?`, name).Scan(&uuid); err != nil {
			t.Fatalf("player %s: %v", name, err)
		}
		uuidOf[name] = uuid
	}
	var buf bytes.Buffer
	if err := s.ExportCSV(ctx, &buf, PlayFilter{}, time.UTC, false); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatalf("%v:\n%s", err, buf.String())
	}
	col := func(row []string, name string) string {
		i := slices.Index(rows[0], name)
		if i < 0 {
			t.Fatalf("no column %q in %q", name, rows[0])
		}
		return row[i]
	}
	want := []struct{ player, location, duration, notes string }{
		{"Anna", "Club, upstairs", "95", notes}, {"Ben", "Club, upstairs", "95", notes},
		{"Anna", "", "", "'=1+1"}, {"Ben", "", "", "'=1+1"},
		{"Anna", "", "90", ""}, {"Ben", "", "90", ""},
	}
	if len(rows) != 1+len(want) {
		t.Fatalf("%d rows, want %d:\n%s", len(rows), 1+len(want), buf.String())
	}
	for i, w := range want {
		row := rows[1+i]
		got := []string{col(row, "player"), col(row, "player_id"), col(row, "location"), col(row, "duration"), col(row, "notes")}
		if exp := []string{w.player, uuidOf[w.player], w.location, w.duration, w.notes}; !reflect.DeepEqual(got, exp) {
			t.Errorf("row %d: player, player_id, location, duration, notes %q\nwant %q", i+1, got, exp)
		}
	}
}

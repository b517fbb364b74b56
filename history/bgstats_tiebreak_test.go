package history

import (
	"bytes"
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// bgstatsComments exports s as a BG Stats file with comments in lang and gives each
// play's comments, in the file's order.
func bgstatsComments(t *testing.T, s *Store, lang i18n.Lang) []string {
	t.Helper()
	var buf bytes.Buffer
	if err := s.ExportBGStats(context.Background(), &buf, PlayFilter{}, bggGames, budapestWinter, i18n.NewPrinter(lang)); err != nil {
		t.Fatal(err)
	}
	var file BGStatsFile
	if err := json.Unmarshal(buf.Bytes(), &file); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, p := range file.Plays {
		out = append(out, p.Comments)
	}
	return out
}

// BG Stats keeps a tied pair's ranks but not why: the play's comments carry the
// tie-break line history show prints, in the comments' language, naming the players as
// the lines above it do. Read back, the line is the play's tie-break again, not a note,
// so a second export writes it once.
func TestBGStatsCommentsCarryTheTieBreak(t *testing.T) {
	ctx := context.Background()
	for _, tt := range []struct {
		lang i18n.Lang
		want string
	}{
		{i18n.English, "Anna: points 9\nBen: points 10\nCy: points 10\nTie-break: Ben, Cy tied on 10 and share the place\nclose game"},
		{i18n.Hungarian, "Anna: pontok 9\nBen: pontok 10\nCy: pontok 10\nHoltverseny: Ben, Cy: 10 pont, a helyezés közös\nclose game"},
	} {
		t.Run(tt.lang.String(), func(t *testing.T) {
			s := openTemp(t)
			played(t, s, "genoa", at(0), line{"Anna", 5}, line{"Ben", 4})
			// Typed "CY" at the table; the history calls the player Cy once merged.
			id := played(t, s, "genoa", at(10), line{"Anna", 9}, line{"Ben", 10}, line{"CY", 10})
			notes := "close game"
			if err := s.ChangeDetails(ctx, id, DetailsChange{Notes: &notes}, nil); err != nil {
				t.Fatal(err)
			}
			if _, err := s.JoinPlayers(ctx, "CY", "Cy", at(20)); err != nil {
				t.Fatal(err)
			}
			got := bgstatsComments(t, s, tt.lang)
			if len(got) != 2 || got[1] != tt.want {
				t.Fatalf("comments %q,\nwant the second %q", got, tt.want)
			}
			if strings.Count(got[0], "\n") != 1 {
				t.Errorf("a play without a tie has a tie-break line: %q", got[0])
			}
			var buf bytes.Buffer
			if err := s.ExportBGStats(ctx, &buf, PlayFilter{}, bggGames, budapestWinter, i18n.NewPrinter(tt.lang)); err != nil {
				t.Fatal(err)
			}
			other := openTemp(t)
			if _, err := other.ImportBGStats(ctx, bytes.NewReader(buf.Bytes()), bggGames, budapestWinter, ImportOptions{}); err != nil {
				t.Fatal(err)
			}
			plays, err := other.History(ctx, HistoryFilter{}) // newest first
			if err != nil || len(plays) != 2 || len(plays[0].Players) != 3 {
				t.Fatalf("%+v, %v", plays, err)
			}
			d, err := other.Details(ctx, plays[0].SessionID)
			if err != nil || d.Notes != notes {
				t.Errorf("notes read back %q, %v: want %q alone", d.Notes, err, notes)
			}
			r, err := other.Result(ctx, plays[0].SessionID)
			if wantLine := strings.Split(tt.want, "\n")[3]; err != nil || r.TieBreak == nil || !strings.HasSuffix(wantLine, *r.TieBreak) {
				t.Errorf("tie-break read back %v, %v: want the line's text, %q", r.TieBreak, err, wantLine)
			}
			if again := bgstatsComments(t, other, tt.lang); !reflect.DeepEqual(again, got) {
				t.Errorf("exported again after the round trip:\n%q\nwant\n%q", again, got)
			}
		})
	}
}

package history

import (
	"bytes"
	"context"
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
	"testing"

	_ "github.com/talon-games/talon/companion/catan" // Catan's categories in Hungarian
	"github.com/talon-games/talon/scoring"
)

// TestBGStatsOneNamePerPlayer (hist-trial F7): a seat typed "Ánna" for the player this
// history calls "anna" is "anna" in the file's players list and in the play's comments,
// and the play comes back into a fresh history with its breakdown and its notes as
// they were.
func TestBGStatsOneNamePerPlayer(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	played(t, s, "genoa", at(1), line{"anna", 150}, line{"Ben", 140}) // the player's record: "anna"
	sess := newSession(t, s, "catan", at(10), "Ánna", "Ben")
	r := scoring.Rank([]scoring.Entry{
		{Name: "Ánna", Breakdown: []scoring.Points{{Category: "Settlements", Points: 3}, {Category: "Cities", Points: 6}}},
		{Name: "Ben", Breakdown: []scoring.Points{{Category: "Settlements", Points: 4}, {Category: "Cities", Points: 2}}},
	}, scoring.Rules{Game: "catan"})
	if err := s.Finish(ctx, sess.ID, at(70), r); err != nil {
		t.Fatal(err)
	}
	notes := "first game of the month"
	if err := s.ChangeDetails(ctx, sess.ID, DetailsChange{Notes: &notes}, nil); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := s.ExportBGStats(ctx, &buf, PlayFilter{Game: "catan"}, bggGames, budapestWinter, nil); err != nil {
		t.Fatal(err)
	}
	var file BGStatsFile
	if err := json.Unmarshal(buf.Bytes(), &file); err != nil {
		t.Fatal(err)
	}
	var listed []string
	for _, p := range file.Players {
		listed = append(listed, p.Name)
	}
	wantComments := "anna: Settlements 3, Cities 6\nBen: Settlements 4, Cities 2\n" + notes
	if !reflect.DeepEqual(listed, []string{"anna", "Ben"}) || file.Plays[0].Comments != wantComments {
		t.Errorf("players %q, comments %q; want anna and Ben, comments %q", listed, file.Plays[0].Comments, wantComments)
	}

	fresh := openTemp(t)
	if _, err := fresh.ImportBGStats(ctx, bytes.NewReader(buf.Bytes()), bggGames, budapestWinter, ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	got, err := fresh.History(ctx, HistoryFilter{})
	if err != nil || len(got) != 1 {
		t.Fatalf("%+v, %v", got, err)
	}
	back, err := fresh.Result(ctx, got[0].SessionID)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range [][]scoring.Points{r.Players[0].Breakdown, r.Players[1].Breakdown} {
		if !reflect.DeepEqual([]scoring.Points(back.Players[i].Breakdown), want) {
			t.Errorf("seat %d breakdown %+v, want %+v", i+1, back.Players[i].Breakdown, want)
		}
	}
	if d, err := fresh.Details(ctx, got[0].SessionID); err != nil || d.Notes != notes {
		t.Errorf("notes %q, %v; want %q", d.Notes, err, notes)
	}
}

// TestBGStatsCommentLineMatching: a comments line finds its player by the name as
// written, then ignoring case and accents, then by its seat; the points must add up.
func TestBGStatsCommentLineMatching(t *testing.T) {
	seats := []seatScore{{name: "anna", parts: []int{9}, total: 9}, {name: "Ánna", parts: []int{5}, total: 5}, {name: "Ben", parts: []int{4}, total: 4}}
	cats := newCategoryReader([]string{"Settlements", "Cities"})
	for _, c := range []struct {
		name     string
		comments []string
		want     []string // each seat's breakdown as "category points; …"
		notes    []int    // lines left for the notes
	}{
		{"names as written", []string{"Ben: Cities 4", "Ánna: Cities 5", "anna: Settlements 3, Cities 6"},
			[]string{"Settlements 3; Cities 6", "Cities 5", "Cities 4"}, nil},
		{"case and accents ignored", []string{"ANNA: Cities 9", "annA: Cities 5", "bén: Settlements 4"},
			[]string{"Cities 9", "Cities 5", "Settlements 4"}, nil},
		{"by seat when the name is another", []string{"Annie: Cities 9", "Anni: Cities 5", "B.: Settlements 4", "rematch"},
			[]string{"Cities 9", "Cities 5", "Settlements 4"}, []int{3}},
		{"points that do not add up stay notes", []string{"anna: Cities 8", "Ben: Cities 4"},
			[]string{"score 9", "score 5", "Cities 4"}, []int{0}},
		{"Hungarian categories read back", []string{"anna: Települések 3, Városok 6", "Ánna: javítás 5", "Ben: Cities 4"},
			[]string{"Settlements 3; Cities 6", "correction 5", "Cities 4"}, nil},
	} {
		got, used := commentBreakdowns(c.comments, seats, cats)
		var texts []string
		for _, b := range got {
			var parts []string
			for _, p := range b {
				parts = append(parts, p.Category+" "+strconv.Itoa(p.Points))
			}
			texts = append(texts, strings.Join(parts, "; "))
		}
		var left []int
		for i := range c.comments {
			if !used[i] {
				left = append(left, i)
			}
		}
		if !reflect.DeepEqual(texts, c.want) || !reflect.DeepEqual(left, c.notes) {
			t.Errorf("%s: breakdowns %q, notes lines %v; want %q, %v", c.name, texts, left, c.want, c.notes)
		}
	}
	colon := []seatScore{{name: "Kata", parts: []int{1}, total: 1}, {name: "Dr: No", parts: []int{4}, total: 4}}
	if got, _ := commentBreakdowns([]string{"x", "Dr: No: Cities 4"}, colon, cats); got[1][0] != (scoring.Points{Category: "Cities", Points: 4}) {
		t.Errorf("a name with a colon: %+v", got)
	}
}

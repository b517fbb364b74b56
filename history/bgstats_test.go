package history

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/history/historytest/jsondiff"
	"github.com/talon-games/talon/scoring"
)

var (
	budapestWinter = time.FixedZone("CET", 3600)
	bggGames       = map[string]BGGGame{"catan": {Name: "Catan", BGGID: 13}, "san-juan": {Name: "San Juan", BGGID: 8217}, "genoa": {Name: "Genoa"}}
)

// bgstatsFixture: one catan play of Ann and Ben (seed SEED-1) at the Club, 95 minutes.
func bgstatsFixture(t *testing.T) (*Store, companion.Session) {
	t.Helper()
	ctx := context.Background()
	s := openTemp(t)
	sess := newSession(t, s, "catan", at(0), "Ann", "Ben")
	r := scoring.Rank([]scoring.Entry{
		{Name: "Ann", Breakdown: []scoring.Points{{Category: "settlements", Points: 6}, {Category: "cities", Points: 4}}},
		{Name: "Ben", Breakdown: []scoring.Points{{Category: "settlements", Points: 8}}},
	}, scoring.Rules{Game: "catan"})
	if err := s.Finish(ctx, sess.ID, at(95), r); err != nil {
		t.Fatal(err)
	}
	club, notes, d := "Club", "close game", 95*time.Minute
	if err := s.ChangeDetails(ctx, sess.ID, DetailsChange{Location: &club, Notes: &notes, Duration: &d}, nil); err != nil {
		t.Fatal(err)
	}
	return s, sess
}

// TestExportBGStatsFieldByField compares the export with a sample file written by
// hand from the format (testdata/bgstats_sample.json); UUIDs talon draws at random
// stand there as placeholders. Both are compared as plain JSON (map[string]any), not
// through talon's own types: encoding/json matches a struct's keys ignoring case, so
// only raw keys pin "playDate" against "PlayDate" (review-5 gap 6).
func TestExportBGStatsFieldByField(t *testing.T) {
	s, sess := bgstatsFixture(t)
	var buf bytes.Buffer
	if err := s.ExportBGStats(context.Background(), &buf, PlayFilter{}, bggGames, budapestWinter, nil); err != nil {
		t.Fatal(err)
	}
	var file BGStatsFile
	if err := json.Unmarshal(buf.Bytes(), &file); err != nil {
		t.Fatalf("%v\n%s", err, buf.String())
	}
	sample, err := os.ReadFile("testdata/bgstats_sample.json")
	if err != nil {
		t.Fatal(err)
	}
	players := map[string]string{}
	for _, p := range file.Players {
		players[p.Name] = p.UUID
	}
	text := strings.NewReplacer("SESSION-UUID", sess.UUID, "ANN-UUID", players["Ann"], "BEN-UUID", players["Ben"],
		"LOCATION-UUID", nameUUID("location:Club"), "GAME-UUID", nameUUID("game:catan")).Replace(string(sample))
	var got, want any
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(text), &want); err != nil {
		t.Fatal(err)
	}
	for _, d := range jsondiff.Diff("", got, want) {
		t.Error(d)
	}
}

// TestExportBGStatsKeysOfEveryPlay: every play, score line, player, place and game of
// an export of several plays has the sample's keys exactly as spelt there, less only
// those the format leaves out when empty (a play with no place, a game with no
// BoardGameGeek id).
func TestExportBGStatsKeysOfEveryPlay(t *testing.T) {
	ctx := context.Background()
	s, _ := bgstatsFixture(t)
	played(t, s, "genoa", at(200), line{"Ann", 150}, line{"Cy", 140}, line{"Ben", 120})
	played(t, s, "san-juan", at(300), line{"Cy", 30}, line{"Ann", 31})
	var buf bytes.Buffer
	if err := s.ExportBGStats(ctx, &buf, PlayFilter{}, bggGames, budapestWinter, nil); err != nil {
		t.Fatal(err)
	}
	sample, err := os.ReadFile("testdata/bgstats_sample.json")
	if err != nil {
		t.Fatal(err)
	}
	var got, want map[string][]map[string]any
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(sample, &want); err != nil {
		t.Fatal(err)
	}
	keys := func(m map[string]any) []string { return slices.Sorted(maps.Keys(m)) }
	optional := map[string]bool{"locationRefId": true, "bggId": true}
	check := func(what string, got, want map[string]any) {
		t.Helper()
		g, w := keys(got), keys(want)
		g = slices.DeleteFunc(g, func(k string) bool { return optional[k] && got[k] == nil })
		w = slices.DeleteFunc(w, func(k string) bool { return optional[k] && got[k] == nil })
		if !slices.Equal(g, w) {
			t.Errorf("%s keys %q, want %q", what, g, w)
		}
	}
	if g, w := slices.Sorted(maps.Keys(got)), slices.Sorted(maps.Keys(want)); !slices.Equal(g, w) {
		t.Errorf("the file's lists %q, want %q", g, w)
	}
	if len(got["plays"]) != 3 || len(got["players"]) != 3 || len(got["games"]) != 3 || len(got["locations"]) != 1 {
		t.Fatalf("want 3 plays, 3 players, 3 games and a place:\n%s", buf.String())
	}
	for _, list := range []string{"players", "locations", "games", "plays"} {
		for i, m := range got[list] {
			check(fmt.Sprintf("%s[%d]", list, i), m, want[list][0])
			if list != "plays" {
				continue
			}
			lines, _ := m["playerScores"].([]any)
			if len(lines) < 2 {
				t.Errorf("plays[%d]: playerScores %v", i, m["playerScores"])
			}
			for j, l := range lines {
				line, _ := l.(map[string]any)
				check(fmt.Sprintf("plays[%d].playerScores[%d]", i, j), line, want["plays"][0]["playerScores"].([]any)[0].(map[string]any))
			}
		}
	}
}

func TestImportBGStatsAndAgain(t *testing.T) {
	ctx := context.Background()
	sample, err := os.ReadFile("testdata/bgstats_sample.json")
	if err != nil {
		t.Fatal(err)
	}
	// The sample's placeholders become UUIDs; a second play is of a game talon does not keep.
	text := strings.NewReplacer("SESSION-UUID", "6f1c2a9e-0000-4000-8000-000000000001", "ANN-UUID", "a1", "BEN-UUID", "b2",
		"LOCATION-UUID", "l1", "GAME-UUID", "g1").Replace(string(sample))
	var file BGStatsFile
	if err := json.Unmarshal([]byte(text), &file); err != nil {
		t.Fatal(err)
	}
	file.Games = append(file.Games, BGStatsGame{ID: 2, Name: "Azul", BGGID: 230802})
	file.Plays = append(file.Plays, BGStatsPlay{UUID: "p2", PlayDate: "2025-03-15 20:00:00", GameRefID: 2,
		PlayerScores: []BGStatsPlayerScore{{PlayerRefID: 1, Score: "50"}}})
	doc, _ := json.Marshal(file)

	s := openTemp(t)
	played(t, s, "genoa", at(1), line{"ann", 5}, line{"Cy", 4}) // Ann is known here in lower case
	rep, err := s.ImportBGStats(ctx, bytes.NewReader(doc), bggGames, budapestWinter, ImportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.PlaysAdded != 1 || rep.PlayersAdded != 1 || rep.OtherGames["Azul"] != 1 || len(rep.NotesCut) != 0 {
		t.Errorf("report %+v: want 1 play, Ben added, Azul left out", rep)
	}
	got, err := s.History(ctx, HistoryFilter{PlayFilter: PlayFilter{Game: "catan"}})
	if err != nil || len(got) != 1 {
		t.Fatalf("catan plays %+v, %v", got, err)
	}
	p := got[0]
	// Dated by its playDate, as a play scored with --at is (hist-trial2 F8): not by its
	// end, which would move a late play to the next day.
	wantDate := time.Date(2025, 3, 14, 19, 30, 0, 0, time.UTC)
	if p.UUID != file.Plays[0].UUID || !p.Date.Equal(wantDate) || len(p.Players) != 2 || p.Players[0].Score != 10 ||
		!p.Players[0].Winner || p.Players[1].Rank != 2 {
		t.Errorf("imported play %+v (date want %v)", p, wantDate)
	}
	d, err := s.Details(ctx, p.SessionID)
	if err != nil || d.Location != "Club" || d.Duration == nil || *d.Duration != 95*time.Minute ||
		!strings.Contains(d.Notes, "close game") {
		t.Errorf("details %+v, %v", d, err)
	}
	before := contents(t, s)
	rep, err = s.ImportBGStats(ctx, bytes.NewReader(doc), bggGames, budapestWinter, ImportOptions{})
	if err != nil || rep.PlaysAdded != 0 || rep.PlaysUnchanged != 1 || rep.PlayersAdded != 0 {
		t.Errorf("second import %+v, %v: want nothing new", rep, err)
	}
	if !reflect.DeepEqual(before, contents(t, s)) {
		t.Error("importing the BG Stats file again changed the history")
	}
	if err := s.Delete(ctx, p.SessionID, at(99)); err != nil {
		t.Fatal(err)
	}
	rep, _ = s.ImportBGStats(ctx, bytes.NewReader(doc), bggGames, budapestWinter, ImportOptions{})
	if rep.PlaysSkipped != 1 || rep.PlaysAdded != 0 {
		t.Errorf("after deleting the play: %+v; want it skipped", rep)
	}
}

// TestBGStatsRoundTrip exports talon's plays and imports them into another history:
// the same sessions, players and scores come back.
func TestBGStatsRoundTrip(t *testing.T) {
	ctx := context.Background()
	s, sess := bgstatsFixture(t)
	var buf bytes.Buffer
	if err := s.ExportBGStats(ctx, &buf, PlayFilter{}, bggGames, budapestWinter, nil); err != nil {
		t.Fatal(err)
	}
	other := openTemp(t)
	rep, err := other.ImportBGStats(ctx, bytes.NewReader(buf.Bytes()), bggGames, budapestWinter, ImportOptions{})
	if err != nil || rep.PlaysAdded != 1 {
		t.Fatalf("%+v, %v", rep, err)
	}
	a, _ := s.History(ctx, HistoryFilter{})
	b, _ := other.History(ctx, HistoryFilter{})
	if len(b) != 1 || b[0].UUID != sess.UUID || !reflect.DeepEqual(a[0].Players, b[0].Players) {
		t.Errorf("round trip:\n%+v\n%+v", a, b)
	}
	// And back into the first history: talon's own play is recognised.
	rep, err = s.ImportBGStats(ctx, bytes.NewReader(buf.Bytes()), bggGames, budapestWinter, ImportOptions{})
	if err != nil || rep.PlaysUnchanged != 1 || rep.PlaysAdded != 0 {
		t.Errorf("re-import into the source: %+v, %v", rep, err)
	}
}

func TestImportBGStatsRefusesBadFiles(t *testing.T) {
	s := openTemp(t)
	for _, doc := range []string{"", "not json", `{"players": 3}`, `{"games": []}`} {
		_, err := s.ImportBGStats(context.Background(), strings.NewReader(doc), bggGames, time.UTC, ImportOptions{})
		var bad *BadFileError
		if !errors.As(err, &bad) {
			t.Errorf("%q: %v, want a BadFileError", doc, err)
		}
	}
}

// TestBGStatsPlayerKeepsItsIDWhenMerged: a player BG Stats named keeps BG Stats's UUID in
// later BG Stats exports after a talon merge gave the player another (smaller) UUID.
func TestBGStatsPlayerKeepsItsIDWhenMerged(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	doc := `{"players":[{"id":1,"uuid":"bgs-ann","name":"Ann"},{"id":2,"uuid":"bgs-ben","name":"Ben"}],` +
		`"games":[{"id":1,"name":"Catan","bggId":13}],"plays":[{"uuid":"p1","playDate":"2025-01-01 20:00:00","gameRefId":1,` +
		`"playerScores":[{"playerRefId":1,"score":"10","winner":true,"rank":1,"seatOrder":1},{"playerRefId":2,"score":"8","rank":2,"seatOrder":2}]}]}`
	if _, err := s.ImportBGStats(ctx, strings.NewReader(doc), bggGames, time.UTC, ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	talon := `{"format":"talon-history","version":2,"players":{"00000000-0000-4000-8000-000000000001":{"name":"ann"}},"sessions":{}}`
	if _, err := s.Import(ctx, strings.NewReader(talon), ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := s.ExportBGStats(ctx, &buf, PlayFilter{}, bggGames, time.UTC, nil); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `"uuid": "bgs-ann"`) {
		t.Errorf("Ann lost her BG Stats id:\n%s", buf.String())
	}
}

// TestBGStatsScoreCategories: a play comes back with the breakdown talon wrote in its
// comments (and only the other comments as notes); a score typed as a sum keeps its
// parts; a plain score, or comments that do not add up, is one "score" category.
func TestBGStatsScoreCategories(t *testing.T) {
	ctx := context.Background()
	s, _ := bgstatsFixture(t)
	var buf bytes.Buffer
	if err := s.ExportBGStats(ctx, &buf, PlayFilter{}, bggGames, budapestWinter, nil); err != nil {
		t.Fatal(err)
	}
	var file BGStatsFile
	if err := json.Unmarshal(buf.Bytes(), &file); err != nil {
		t.Fatal(err)
	}
	played := file.Plays[0]
	summed := played
	summed.UUID, summed.Comments = "p-sum", "Ben: settlements 7\nrematch"
	summed.PlayerScores = []BGStatsPlayerScore{{PlayerRefID: 1, Score: "6+4+-1", Rank: 1, Winner: true, SeatOrder: 1},
		{PlayerRefID: 2, Score: "8", Rank: 2, SeatOrder: 2}}
	file.Plays = append(file.Plays, summed)
	doc, _ := json.Marshal(file)
	other := openTemp(t)
	if _, err := other.ImportBGStats(ctx, bytes.NewReader(doc), bggGames, budapestWinter, ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	got, _ := other.History(ctx, HistoryFilter{})
	results := map[string]scoring.Result{}
	for _, p := range got {
		r, err := other.Result(ctx, p.SessionID)
		if err != nil {
			t.Fatal(err)
		}
		results[p.UUID] = r
	}
	breakdowns := func(r scoring.Result) []string {
		var out []string
		for _, p := range r.Players {
			out = append(out, BGStatsComments(nil, r.Game, []BGStatsLine{{Name: p.Name, Breakdown: p.Breakdown}}, "", ""))
		}
		return out
	}
	want := map[string][]string{
		played.UUID: {"Ann: settlements 6, cities 4", "Ben: settlements 8"},
		"p-sum":     {"Ann: score 1 6, score 2 4, score 3 -1", "Ben: score 8"},
	}
	for uuid, w := range want {
		if g := breakdowns(results[uuid]); !reflect.DeepEqual(g, w) {
			t.Errorf("play %s: breakdowns %q, want %q", uuid, g, w)
		}
	}
	if r := results["p-sum"]; r.Players[0].Total != 9 || !reflect.DeepEqual(r.Categories, []string{"score 1", "score 2", "score 3", "score"}) {
		t.Errorf("summed play %+v", r)
	}
	for uuid, notes := range map[string]string{played.UUID: "close game", "p-sum": "Ben: settlements 7 / rematch"} {
		for _, p := range got {
			if p.UUID != uuid {
				continue
			}
			if d, err := other.Details(ctx, p.SessionID); err != nil || d.Notes != notes {
				t.Errorf("play %s notes %q, %v; want %q", uuid, d.Notes, err, notes)
			}
		}
	}
}

// TestBGStatsRoundTripOfACorrection: a corrected play exported (in English or in
// Hungarian) and read back has the categories and breakdowns it had, its correction
// line once, as the stored "correction" and not among the game's categories (history
// show printed an empty "correction" row above "Correction": trial-final F1). The
// comments name the line as history show and the CSV do, "Correction".
func TestBGStatsRoundTripOfACorrection(t *testing.T) {
	for _, tc := range []struct {
		lang *i18n.Printer
		line string
		old  string // the line as talon wrote it before (read back as well)
	}{
		{nil, "Ben: settlements 8, Correction 2", ""},
		{i18n.NewPrinter(i18n.Hungarian), ", Javítás 2", ""},
		{nil, "Ben: settlements 8, Correction 2", "Ben: settlements 8, correction 2"},
		{i18n.NewPrinter(i18n.Hungarian), ", Javítás 2", ", javítás 2"},
	} {
		ctx := context.Background()
		s, sess := bgstatsFixture(t)
		if _, err := s.CorrectScores(ctx, sess.ID, map[int]int{1: 10}, "", at(100)); err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		games := maps.Clone(bggGames)
		games["catan"] = BGGGame{Name: "Catan", BGGID: 13, Categories: []string{"settlements", "cities"}}
		if err := s.ExportBGStats(ctx, &buf, PlayFilter{}, games, budapestWinter, tc.lang); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(buf.String(), tc.line) {
			t.Errorf("the comments lack %q:\n%s", tc.line, buf.String())
		}
		if tc.old != "" {
			old := strings.Replace(buf.String(), tc.line, tc.old, 1)
			buf.Reset()
			buf.WriteString(old)
		}
		other := openTemp(t)
		if _, err := other.ImportBGStats(ctx, bytes.NewReader(buf.Bytes()), games, budapestWinter, ImportOptions{}); err != nil {
			t.Fatal(err)
		}
		back, _ := other.History(ctx, HistoryFilter{})
		want, err := s.Result(ctx, sess.ID)
		if err != nil {
			t.Fatal(err)
		}
		got, err := other.Result(ctx, back[0].SessionID)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got.Categories, want.Categories) {
			t.Errorf("categories %q, want %q", got.Categories, want.Categories)
		}
		for i := range want.Players {
			if !reflect.DeepEqual(got.Players[i].Breakdown, want.Players[i].Breakdown) {
				t.Errorf("%s: breakdown %v, want %v", want.Players[i].Name, got.Players[i].Breakdown, want.Players[i].Breakdown)
			}
		}
	}
}

package history

import (
	"bytes"
	"context"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
	"time"
)

// bgstatsDoc is a BG Stats file of Ann, Ben and Cy: a Catan play (uuid p1) and an
// Azul play (p2); edit changes its text before it is read.
func bgstatsDoc(edit ...string) string {
	doc := `{"about":"a BG Stats file","userInfo":{"meUuid":"x","tags":[1,2,{"a":[]}]},` +
		`"players":[{"id":1,"uuid":"pa","name":"Ann"},{"id":2,"uuid":"pb","name":"Ben"},{"id":3,"uuid":"pc","name":"Cy"}],` +
		`"locations":[{"id":1,"uuid":"l1","name":"Club"}],` +
		`"games":[{"id":1,"uuid":"g1","name":"Catan","bggId":13},{"id":2,"uuid":"g2","name":"Azul","bggId":230802}],` +
		`"plays":[{"uuid":"p1","playDate":"2025-01-01 20:00:00","durationMin":60,"gameRefId":1,"locationRefId":1,"comments":"close game",` +
		`"playerScores":[{"playerRefId":1,"score":"10","winner":true,"rank":1,"seatOrder":1},{"playerRefId":2,"score":"8","rank":2,"seatOrder":2}]},` +
		`{"uuid":"p2","playDate":"2025-01-02 20:00:00","gameRefId":2,"playerScores":[{"playerRefId":3,"score":"50"}]}]}`
	return strings.NewReplacer(edit...).Replace(doc)
}

// TestImportBGStatsRefusesABadPlay (hist-trial F14): a file with one bad play is
// refused whole, nothing written, the play named in one line; a part over its bound
// is refused after reading at most that bound.
func TestImportBGStatsRefusesABadPlay(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	played(t, s, "genoa", at(1), line{"Dora", 150}, line{"Eve", 140})
	hugeComment := io.MultiReader(strings.NewReader(strings.SplitN(bgstatsDoc(), `close game`, 2)[0]),
		io.LimitReader(repeatByte('x'), 50<<20), strings.NewReader(strings.SplitN(bgstatsDoc(), `close game`, 2)[1]))
	for _, c := range []struct {
		name, want string
		file       io.Reader
	}{
		{"control character in a name", `play 1 ("p1", "2025-01-01 20:00:00"): player name "A\u001b[2Jnn" contains the control character U+001B`,
			strings.NewReader(bgstatsDoc(`"Ann"`, `"A\u001b[2Jnn"`))},
		{"dangling player", "play 1 (\"p1\", \"2025-01-01 20:00:00\"): it names player 9, whom the file does not list",
			strings.NewReader(bgstatsDoc(`"playerRefId":2`, `"playerRefId":9`))},
		{"dangling game", "play 2 (\"p2\", \"2025-01-02 20:00:00\"): it names game 7, which the file does not list",
			strings.NewReader(bgstatsDoc(`"gameRefId":2`, `"gameRefId":7`))},
		{"bad date", `play 1 ("p1", "01/01/2025"): playDate "01/01/2025" is not YYYY-MM-DD HH:MM:SS`,
			strings.NewReader(bgstatsDoc(`"2025-01-01 20:00:00"`, `"01/01/2025"`))},
		{"one uuid twice", `play 2 has the uuid of play 1 ("p1")`, strings.NewReader(bgstatsDoc(`"uuid":"p2"`, `"uuid":"p1"`))},
		{"one player id twice", `players: id 1 is listed twice: number 1 ("Ann") and number 2 ("Ben")`,
			strings.NewReader(bgstatsDoc(`"id":2,"uuid":"pb"`, `"id":1,"uuid":"pb"`))},
		{"one player uuid twice", `players: uuid "pa" is listed twice: number 1 ("Ann") and number 2 ("Ben")`,
			strings.NewReader(bgstatsDoc(`"uuid":"pb"`, `"uuid":"pa"`))},
		{"one game id twice", `games: id 1 is listed twice: number 1 ("Catan") and number 2 ("Azul")`,
			strings.NewReader(bgstatsDoc(`"id":2,"uuid":"g2"`, `"id":1,"uuid":"g2"`))},
		{"one game uuid twice", `games: uuid "g1" is listed twice: number 1 ("Catan") and number 2 ("Azul")`,
			strings.NewReader(bgstatsDoc(`"uuid":"g2"`, `"uuid":"g1"`))},
		{"one location id twice", `locations: id 1 is listed twice: number 1 ("Club") and number 2 ("Pub")`,
			strings.NewReader(bgstatsDoc(`"name":"Club"}`, `"name":"Club"},{"id":1,"uuid":"l2","name":"Pub"}`))},
		{"one location uuid twice", `locations: uuid "l1" is listed twice: number 1 ("Club") and number 2 ("Pub")`,
			strings.NewReader(bgstatsDoc(`"name":"Club"}`, `"name":"Club"},{"id":2,"uuid":"l1","name":"Pub"}`))},
		{"one player seated twice", `play 1 ("p1", "2025-01-01 20:00:00"): Ann is seated twice`,
			strings.NewReader(bgstatsDoc(`"playerRefId":2`, `"playerRefId":1`))},
		{"two of the file's players one here", `play 1 ("p1", "2025-01-01 20:00:00"): the file's players 1 ("Ann") and 2 ("ann") are one player here`,
			strings.NewReader(bgstatsDoc(`"name":"Ben"`, `"name":"ann"`))},
		{"wrong type", "play 1: wrong kind of value: durationMin should be a whole number, not text in double quotes",
			strings.NewReader(bgstatsDoc(`"durationMin":60`, `"durationMin":"60"`))},
		{"wrong type in a list", "players: number 2: wrong kind of value: name should be text in double quotes, not a number",
			strings.NewReader(bgstatsDoc(`"name":"Ben"`, `"name":7`))},
		{"control character in the comments", "its comments hold the control character U+001B",
			strings.NewReader(bgstatsDoc(`close game`, `close\u001b[2J game`))},
		{"comments over their bound", "its comments are longer than 65,536 bytes",
			strings.NewReader(bgstatsDoc(`close game`, strings.Repeat("y", 70<<10)))},
		{"50 MB comment", "play 1 is too large (over 1,048,576 bytes)", hugeComment},
		{"empty score", `play 1 ("p1", "2025-01-01 20:00:00"): Ben's score is empty: talon keeps a play only with every player's score`,
			strings.NewReader(bgstatsDoc(`"score":"8"`, `"score":""`))},
		{"blank score", `play 1 ("p1", "2025-01-01 20:00:00"): Ben's score is empty`,
			strings.NewReader(bgstatsDoc(`"score":"8"`, `"score":"  "`))},
		{"empty part of a score", `play 1 ("p1", "2025-01-01 20:00:00"): a score has an empty part`,
			strings.NewReader(bgstatsDoc(`"score":"8"`, `"score":"5++3"`))},
		{"a list twice", `the file has "games" twice`, strings.NewReader(bgstatsDoc(`"plays":[`, `"games":[],"plays":[`))},
		{"no plays", "it has no plays", strings.NewReader(`{"players":[]}`)},
		{"cut short", "cut short", strings.NewReader(bgstatsDoc()[:300])},
		{"not JSON", "not a BG Stats file", strings.NewReader("PK\x03\x04")},
		{"trailing data", "more after", strings.NewReader(bgstatsDoc() + "{}")},
		{"a talon history file", "this is a talon history file, not a BG Stats file: import it with --format talon",
			bytes.NewReader(exported(t, s))},
	} {
		t.Run(c.name, func(t *testing.T) {
			before := contents(t, s)
			_, err := s.ImportBGStats(ctx, c.file, bggGames, time.UTC, ImportOptions{})
			var bad *BadFileError
			if !errors.As(err, &bad) || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("got %v\nwant one line with %q", err, c.want)
			}
			if !reflect.DeepEqual(before, contents(t, s)) {
				t.Error("the refused file changed the history")
			}
		})
	}
	rep, err := s.ImportBGStats(ctx, strings.NewReader(bgstatsDoc()), bggGames, time.UTC, ImportOptions{})
	if err != nil || rep.PlaysAdded != 1 || rep.OtherGames["Azul"] != 1 || rep.PlayersAdded != 2 {
		t.Errorf("the good file: %+v, %v; want the Catan play added, Azul's counted, Ann and Ben added", rep, err)
	}
}

// TestImportBGStatsListsInAnyOrder: the plays may come before the players and games
// they name (talon's own export writes them first), and long notes are cut and said so.
func TestImportBGStatsListsInAnyOrder(t *testing.T) {
	ctx := context.Background()
	doc := bgstatsDoc(`close game`, strings.Repeat("word ", 60))
	at := strings.Index(doc, `"plays":`)
	reordered := "{" + doc[at:len(doc)-1] + "," + doc[1:at-1] + "}"
	s := openTemp(t)
	rep, err := s.ImportBGStats(ctx, strings.NewReader(reordered), bggGames, time.UTC, ImportOptions{})
	if err != nil || rep.PlaysAdded != 1 || rep.OtherGames["Azul"] != 1 || len(rep.NotesCut) != 1 {
		t.Fatalf("%+v, %v", rep, err)
	}
	got, _ := s.History(ctx, HistoryFilter{})
	d, err := s.Details(ctx, got[0].SessionID)
	if err != nil || d.Location != "Club" || len([]rune(d.Notes)) != 200 || !strings.HasSuffix(d.Notes, "…") {
		t.Errorf("details %+v, %v: want Club and the notes cut to 200 characters", d, err)
	}
	var buf bytes.Buffer
	if err := s.ExportBGStats(ctx, &buf, PlayFilter{}, bggGames, time.UTC, nil); err != nil {
		t.Fatal(err)
	}
	other := openTemp(t)
	if rep, err := other.ImportBGStats(ctx, &buf, bggGames, time.UTC, ImportOptions{}); err != nil || rep.PlaysAdded != 1 {
		t.Errorf("talon's own export (plays first): %+v, %v", rep, err)
	}
}

// TestBGStatsSeatOrder (hist-trial F16.21): seat orders from 1 (talon's files) or from
// 0 (INFERRED for BG Stats's own) both put seat "first" first; lines without one keep
// the file's order after the numbered ones.
func TestBGStatsSeatOrder(t *testing.T) {
	line := func(ref, seat int) BGStatsPlayerScore { return BGStatsPlayerScore{PlayerRefID: ref, SeatOrder: seat} }
	for _, c := range []struct {
		name  string
		lines []BGStatsPlayerScore
		want  []int // player refs in seat order
	}{
		{"from 1", []BGStatsPlayerScore{line(1, 2), line(2, 1), line(3, 3)}, []int{2, 1, 3}},
		{"from 0", []BGStatsPlayerScore{line(1, 1), line(2, 0)}, []int{2, 1}},
		{"none", []BGStatsPlayerScore{line(1, 0), line(2, 0), line(3, 0)}, []int{1, 2, 3}},
		{"some missing", []BGStatsPlayerScore{line(1, 0), line(2, 3), line(3, 1)}, []int{3, 2, 1}},
	} {
		var got []int
		for _, l := range seatOrdered(c.lines) {
			got = append(got, l.PlayerRefID)
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

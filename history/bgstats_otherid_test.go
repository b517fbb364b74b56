package history

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"
)

// TestBGStatsNamesTheOtherID (issue 14): a BG Stats game named as one of talon's games
// ("Catan", or another name talon new accepts) but with another BoardGameGeek id (an
// expansion, another edition) is left out, and the report says why: the file's id and
// the id of the game it is named like, with its plays. A game that shares talon's id
// is read whatever its name; one talon knows no id for (Genoa) is matched by name,
// whatever id the file gives; a game of another name is only counted.
func TestBGStatsNamesTheOtherID(t *testing.T) {
	games := map[string]BGGGame{"catan": {Name: "Catan", BGGID: 13, Names: []string{"Die Siedler von Catan", "Telepesek"}},
		"genoa": {Name: "Genoa"}}
	type game struct {
		name  string
		bggID int
		plays int
	}
	tests := []struct {
		name  string
		games []game
		added int
		want  []BGStatsOtherID
	}{
		{"Catan by its id", []game{{"Catan", 13, 1}}, 1, nil},
		{"another name, Catan's id", []game{{"Catan 5th edition", 13, 1}}, 1, nil},
		{"Catan with the Seafarers' id", []game{{"Catan", 325, 2}}, 0,
			[]BGStatsOtherID{{Name: "Catan", BGGID: 325, Game: "catan", GameBGGID: 13, Plays: 2}}},
		{"an accepted name, another id", []game{{"die siedler von catan", 926, 1}, {"Catan", 13, 1}}, 1,
			[]BGStatsOtherID{{Name: "die siedler von catan", BGGID: 926, Game: "catan", GameBGGID: 13, Plays: 1}}},
		{"two other ids, by name", []game{{"Telepesek", 926, 1}, {"Catan", 325, 3}}, 0,
			[]BGStatsOtherID{{Name: "Catan", BGGID: 325, Game: "catan", GameBGGID: 13, Plays: 3},
				{Name: "Telepesek", BGGID: 926, Game: "catan", GameBGGID: 13, Plays: 1}}},
		{"Catan without an id, by name", []game{{"Catan", 0, 1}}, 1, nil},
		{"Genoa with any id, by name", []game{{"Genoa", 4321, 1}}, 1, nil},
		{"another game", []game{{"Azul", 230802, 2}}, 0, nil},
		{"named like Catan, no plays", []game{{"Catan", 325, 0}, {"Catan", 13, 1}}, 1, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var gs, plays []string
			for i, g := range tt.games {
				gs = append(gs, fmt.Sprintf(`{"id":%d,"uuid":"g%d","name":%q,"bggId":%d}`, i+1, i+1, g.name, g.bggID))
				for range g.plays {
					n := len(plays) + 1
					plays = append(plays, fmt.Sprintf(`{"uuid":"00000000-0000-4000-8000-%012d","playDate":"2026-10-%02d 20:00:00","gameRefId":%d,`+
						`"playerScores":[{"playerRefId":1,"score":"10","winner":true,"rank":1,"seatOrder":1},{"playerRefId":2,"score":"8","rank":2,"seatOrder":2}]}`,
						n, n, i+1))
				}
			}
			doc := `{"players":[{"id":1,"uuid":"p1","name":"Ann"},{"id":2,"uuid":"p2","name":"Ben"}],"locations":[],` +
				`"games":[` + strings.Join(gs, ",") + `],"plays":[` + strings.Join(plays, ",") + `]}`
			s := openTemp(t)
			rep, err := s.ImportBGStats(context.Background(), strings.NewReader(doc), games, time.UTC, ImportOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if rep.PlaysAdded != tt.added || !reflect.DeepEqual(rep.OtherIDs, append([]BGStatsOtherID{}, tt.want...)) {
				got, _ := json.Marshal(rep)
				t.Errorf("report %s; want %d added, other ids %+v", got, tt.added, tt.want)
			}
			for _, o := range tt.want {
				if rep.OtherGames[o.Name] != o.Plays {
					t.Errorf("%s is counted %d times among the other games, want %d", o.Name, rep.OtherGames[o.Name], o.Plays)
				}
			}
		})
	}
}

package history

import (
	"reflect"
	"testing"
)

// TestImportReportsRespelledPlayers (issue 14): the import's report names each player
// of this history whose name it changed, from the name before to the name after: the
// file's spelling won (the person was known by it earlier), or --map renamed them. A
// player the file adds, one whose spelling here wins, and a second import of the same
// file name nobody.
func TestImportReportsRespelledPlayers(t *testing.T) {
	type pair struct{ from, to string }
	tests := []struct {
		name        string
		here, file  []line
		hereAt      int // the plays' times: the earlier spelling wins
		fileAt      int
		opts        ImportOptions
		wantRenamed []pair
	}{
		{"the file's earlier spelling wins",
			[]line{{"ANNA", 10}, {"ben", 8}}, []line{{"Anna", 7}, {"Ben", 9}, {"Cy", 3}}, 10, 5, ImportOptions{},
			[]pair{{"ANNA", "Anna"}, {"ben", "Ben"}}},
		{"this history's spelling wins",
			[]line{{"ANNA", 10}, {"ben", 8}}, []line{{"Anna", 7}, {"Ben", 9}}, 5, 10, ImportOptions{},
			nil},
		{"accents only",
			[]line{{"Odon", 10}, {"Ben", 8}}, []line{{"Ödön", 7}, {"Ben", 9}}, 10, 5, ImportOptions{},
			[]pair{{"Odon", "Ödön"}}},
		{"--map renames a player here",
			[]line{{"Ann", 10}, {"Ben", 8}}, []line{{"Anna", 7}, {"Ben", 9}}, 5, 10,
			ImportOptions{Map: map[string]string{"Ann": "Anna"}, At: at(30)},
			[]pair{{"Ann", "Anna"}}},
		{"--map renames only the file's player",
			[]line{{"Anna", 10}, {"Ben", 8}}, []line{{"Ann", 7}, {"Ben", 9}}, 5, 10,
			ImportOptions{Map: map[string]string{"Ann": "Anna"}, At: at(30)},
			nil},
		{"nobody in common", []line{{"Ann", 10}}, []line{{"ANNIE", 7}}, 10, 5, ImportOptions{}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			here, there := openTemp(t), openTemp(t)
			played(t, here, "catan", at(tt.hereAt), tt.here...)
			played(t, there, "catan", at(tt.fileAt), tt.file...)
			doc := exported(t, there)
			rep := importDoc(t, here, doc, tt.opts)
			var got []pair
			for _, r := range rep.PlayersRespelled {
				got = append(got, pair{r.From, r.To})
				if r.UUID == "" {
					t.Errorf("%s → %s: no UUID", r.From, r.To)
				}
			}
			if !reflect.DeepEqual(got, tt.wantRenamed) {
				t.Errorf("respelled %v, want %v", got, tt.wantRenamed)
			}
			if again := importDoc(t, here, doc, tt.opts); len(again.PlayersRespelled) != 0 {
				t.Errorf("the same file again respelled %+v, want nobody", again.PlayersRespelled)
			}
		})
	}
}

package history

import (
	"encoding/json"
	"reflect"
	"testing"
)

// TestImportReportsJoinedPlayers: an import that joins two players of this history into
// one, because the file names both by one player's UUIDs (the other laptop ran
// import --map on them), names the one gone and the one kept, with the kept one's UUID
// here. A player the file added earlier in the same import is not named, nor one joined
// where there was only one record here, and a second import of the same file names nobody.
func TestImportReportsJoinedPlayers(t *testing.T) {
	type pair struct{ from, into string }
	// laptops: A played with Ann, B with Anna; B imported A's first export when apart
	// (Ann and Anna are two players on B), then A imported B's with --map "from=to".
	laptops := func(t *testing.T, from, to string, apart bool) (b *Store, doc []byte) {
		a, b := openTemp(t), openTemp(t)
		played(t, a, "catan", at(1), line{"Ann", 10}, line{"Ben", 8}, line{"Cid", 6})
		played(t, b, "catan", at(2), line{"Anna", 9}, line{"Ben", 7}, line{"Dora", 5})
		fromA, fromB := exported(t, a), exported(t, b)
		if apart {
			importDoc(t, b, fromA, ImportOptions{})
		}
		importDoc(t, a, fromB, ImportOptions{Map: map[string]string{from: to}, At: at(30)})
		return b, exported(t, a)
	}
	tests := []struct {
		name string
		here func(t *testing.T) (*Store, []byte)
		want []pair
	}{
		{"the other laptop mapped Anna to Ann",
			func(t *testing.T) (*Store, []byte) { return laptops(t, "Anna", "Ann", true) },
			[]pair{{"Anna", "Ann"}}},
		{"the other laptop mapped Ann to Anna",
			func(t *testing.T) (*Store, []byte) { return laptops(t, "Ann", "Anna", true) },
			[]pair{{"Ann", "Anna"}}},
		{"one record here: respelled, not joined",
			func(t *testing.T) (*Store, []byte) { return laptops(t, "Anna", "Ann", false) },
			nil},
		{"the record joined was added by the same import",
			func(t *testing.T) (*Store, []byte) {
				here := openTemp(t)
				played(t, here, "catan", at(1), line{"Anna", 9}, line{"Ben", 7})
				return here, withPlayerBefore(t, exported(t, here), "Anna", "Zed")
			},
			nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			here, doc := tt.here(t)
			rep := importDoc(t, here, doc, ImportOptions{})
			var got []pair
			uuids := map[string]string{} // name → UUID, as the history lists its players now
			for uuid, name := range exportedNames(t, here) {
				uuids[name] = uuid
			}
			for _, j := range rep.PlayersJoined {
				got = append(got, pair{j.From, j.Into})
				if j.UUID != uuids[j.Into] {
					t.Errorf("%s into %s: UUID %q, want %s's here, %q", j.From, j.Into, j.UUID, j.Into, uuids[j.Into])
				}
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("joined %v, want %v", got, tt.want)
			}
			if again := importDoc(t, here, doc, ImportOptions{}); len(again.PlayersJoined) != 0 {
				t.Errorf("the same file again joined %+v, want nobody", again.PlayersJoined)
			}
		})
	}
}

// withPlayerBefore adds to an export a player called added, listed before every other
// (its UUID sorts first), whose UUID the player called name gives as an alias: the
// import adds it, then joins it into name's record here.
func withPlayerBefore(t *testing.T, doc []byte, name, added string) []byte {
	t.Helper()
	const first = "00000000-0000-4000-8000-000000000001"
	var top map[string]json.RawMessage
	var players map[string]map[string]any
	if err := json.Unmarshal(doc, &top); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(top["players"], &players); err != nil {
		t.Fatal(err)
	}
	for _, p := range players {
		if p["name"] == name {
			p["aliases"] = append([]any{first}, anyList(p["aliases"])...)
		}
	}
	players[first] = map[string]any{"name": added}
	edited, err := json.Marshal(players) // keys sorted: first is read first
	if err != nil {
		t.Fatal(err)
	}
	return []byte(`{"format":"talon-history","version":` + string(top["version"]) + `,"players":` + string(edited) +
		`,"deleted":` + string(top["deleted"]) + `,"sessions":` + string(top["sessions"]) + `}`)
}

func anyList(v any) []any {
	list, _ := v.([]any)
	return list
}

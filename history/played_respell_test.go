package history

import (
	"context"
	"database/sql"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// TestHistoryTieBreakNamesAsKnown: a play typed "csaba", "Dora" whose players the
// history calls "Csaba", "Dóra" (typed so at an earlier table, or respelled after)
// reads "Csaba, Dóra tied on …" in every list of plays: read from the rows, from the
// kept lines (every page), and from the rows while the kept lines are pending, as
// history show's result does; a play whose names read as typed keeps its line.
func TestHistoryTieBreakNamesAsKnown(t *testing.T) {
	ctx := context.Background()
	const (
		typedLine = "csaba, Dora tied on 14 and share the place"
		knownLine = "Csaba, Dóra tied on 14 and share the place"
		plainLine = "Emese, Fanni tied on 9 and share the place"
	)
	tests := []struct {
		name  string
		setup func(t *testing.T, s *Store) int64
	}{
		{"typed otherwise at a later table", func(t *testing.T, s *Store) int64 {
			played(t, s, "catan", at(5), line{"Csaba", 3}, line{"Dóra", 2})
			return played(t, s, "catan", at(10), line{"csaba", 14}, line{"Dora", 14}, line{"Emese", 3})
		}},
		{"respelled with players merge after the play", func(t *testing.T, s *Store) int64 {
			id := played(t, s, "catan", at(10), line{"csaba", 14}, line{"Dora", 14}, line{"Emese", 3})
			for typed, known := range map[string]string{"csaba": "Csaba", "Dora": "Dóra"} {
				if _, err := s.JoinPlayers(ctx, typed, known, at(20)); err != nil {
					t.Fatal(err)
				}
			}
			return id
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openTemp(t)
			id := tt.setup(t, s)
			plain := played(t, s, "genoa", at(60*24*40), line{"Emese", 9}, line{"Fanni", 9})
			want := map[int64]string{id: knownLine, plain: plainLine}
			if r, err := s.Result(ctx, id); err != nil || *r.TieBreak != knownLine {
				t.Fatalf("history show's result: %v, %v", r.TieBreak, err)
			}
			check := func(reader string, each func(HistoryFilter, func([]byte) error) error) {
				t.Helper()
				for _, f := range []HistoryFilter{{}, {Limit: 1}, {Limit: 1, Offset: 1}, {Offset: 1},
					{PlayFilter: PlayFilter{Player: "dora"}}, {PlayFilter: PlayFilter{Game: "catan"}, Limit: 5}} {
					got := map[int64]string{}
					err := each(f, func(line []byte) error {
						var p Played
						if err := json.Unmarshal(line, &p); err != nil {
							return err
						}
						got[p.SessionID] = deref(p.TieBreak)
						return nil
					})
					if err != nil {
						t.Fatal(err)
					}
					for sid, line := range got {
						if line != want[sid] {
							t.Errorf("%s, filter %+v: session %d's tie_break %q, want %q", reader, f, sid, line, want[sid])
						}
					}
					if len(got) == 0 {
						t.Errorf("%s, filter %+v: no play", reader, f)
					}
				}
			}
			check("kept lines", func(f HistoryFilter, fn func([]byte) error) error { return s.EachPlayedJSON(ctx, f, fn) })
			check("rows", func(f HistoryFilter, fn func([]byte) error) error { return s.EachPlayed(ctx, f, EncodeEach(fn)) })
			execWrite(t, s, `UPDATE kept_format SET version = 0`) // another form's lines: read from the rows
			check("rows, the kept lines stale", func(f HistoryFilter, fn func([]byte) error) error { return s.EachPlayedJSON(ctx, f, fn) })
			list, err := s.History(ctx, HistoryFilter{})
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range list {
				if line, ok := want[p.SessionID]; ok && deref(p.TieBreak) != line {
					t.Errorf("history's play %d: %q, want %q", p.SessionID, deref(p.TieBreak), line)
				}
			}
		})
	}
}

// TestKeptLinesOfFormThree: the months keep the tie-break line respelled; a file whose
// lines keep it as typed (keptFormat 3) is read from them, respelled as they are read,
// and its first write writes the lines again in form 4.
func TestKeptLinesOfFormThree(t *testing.T) {
	ctx := context.Background()
	const (
		typedLine = `"tie_break": "csaba, dora tied on 14 and share the place"`
		knownLine = `"tie_break": "Csaba, Dora tied on 14 and share the place"`
	)
	s := openTemp(t)
	played(t, s, "catan", at(60*24*80), line{"Csaba", 3}, line{"Dora", 2}) // another month
	played(t, s, "catan", at(10), line{"csaba", 14}, line{"dora", 14})
	played(t, s, "genoa", at(60*24*40), line{"Emese", 9}, line{"Fanni", 9})
	kept := func() (lines string, version int) {
		t.Helper()
		err := s.inRead(ctx, func(tx *sql.Tx) error {
			return tx.QueryRow(`SELECT (SELECT CAST(group_concat(lines, x'') AS TEXT) FROM played_months),
				(SELECT version FROM kept_format)`).Scan(&lines, &version)
		})
		if err != nil {
			t.Fatal(err)
		}
		return lines, version
	}
	if lines, version := kept(); !strings.Contains(lines, knownLine) || version != keptFormat {
		t.Fatalf("form %d, lines:\n%s", version, lines)
	}
	want := keptLines(t, s, HistoryFilter{})
	for _, q := range []string{ // as a talon of form 3 kept them
		`UPDATE played_months SET lines = CAST(replace(CAST(lines AS TEXT), 'Csaba, Dora tied', 'csaba, dora tied') AS BLOB)`,
		`UPDATE kept_format SET version = 3`,
	} {
		if _, err := s.write.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	if lines, _ := kept(); !strings.Contains(lines, typedLine) {
		t.Fatalf("the lines of form 3 were not made:\n%s", lines)
	}
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		stale, asTyped, err := keptState(ctx, tx)
		if stale || !asTyped {
			t.Errorf("form 3: stale %v, as typed %v", stale, asTyped)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range linesFilters {
		if got, fresh := keptLines(t, s, f), encodedPlays(t, s, f); got != fresh {
			t.Errorf("form 3, filter %+v: kept lines\n%s\ndiffer from the plays encoded\n%s", f, got, fresh)
		}
	}
	if got := keptLines(t, s, HistoryFilter{}); got != want {
		t.Errorf("form 3 reads\n%s\nwant\n%s", got, want)
	}
	execWrite(t, s) // a write writes them in form 4
	if lines, version := kept(); !strings.Contains(lines, knownLine) || version != keptFormat {
		t.Errorf("after a write: form %d, lines:\n%s", version, lines)
	}
	checkPlayedLines(t, s, "the write after form 3")
}

func TestKeptLineParts(t *testing.T) {
	tie, none := "x", "" // a line with a tie-break, and one without
	for _, tt := range []struct {
		p        Played
		tieBreak bool
		session  int64
	}{
		{Played{SessionID: 12, Players: []Placing{{Name: "Ann"}}, TieBreak: &tie}, true, 12},
		{Played{SessionID: 7, Players: []Placing{{Name: "a\"b"}}}, false, 7},
		{Played{SessionID: 3, TieBreak: &none}, true, 3},
		{Played{SessionID: 3}, false, 3},
		{Played{Players: []Placing{}, TieBreak: &tie}, true, 0},
	} {
		var enc PlayedEncoder
		line := enc.Append(nil, tt.p)
		if got := endsInTieBreak(line); got != tt.tieBreak {
			t.Errorf("%s: endsInTieBreak %v, want %v", line, got, tt.tieBreak)
		}
		if id, ok := lineSession(line); id != tt.session || ok != (tt.session != 0) {
			t.Errorf("%s: lineSession %d %v, want %d", line, id, ok, tt.session)
		}
	}
	var enc PlayedEncoder
	line := string(enc.Append(nil, Played{SessionID: 1, Players: []Placing{{Name: "Anna"}, {Name: `a"b`}}, TieBreak: &tie}))
	for config, want := range map[string]bool{
		`{"players":[{"name":"Anna"},{"name":"a\"b"}]}`:              true,
		`{"players":[{"name":"a\"b"},{"name":"Anna"}],"x":1}`:        true,
		`{"players":[{"name":"ANNA"},{"name":"a\"b"}]}`:              false,
		`{"players":[{"name":"Ann"},{"name":"a\"b"}]}`:               false,
		`{"players": [{"name": "Anna"}, {"name": "a\"b"}]}`:          false, // written otherwise: not sure
		`{"players":[{"name":"Anna"}]}`:                              false, // fewer names than players
		`{"players":[{"name":"Anna"},{"name":"a\"b"},{"name":"a"}]}`: false,
		`{"players":[{"name":"Anna`:                                  false,
	} {
		var k knownTieBreaks
		if got := k.namesAsTyped([]byte(line), []byte(config)); got != want {
			t.Errorf("namesAsTyped(%s) = %v, want %v", config, got, want)
		}
	}
	for packed, want := range map[string][]string{
		"": nil, "5:csaba;5:Dóra": {"csaba", "Dóra"}, "0:;3:a;b": {"", "a;b"}, "9:cut": nil, "2:ab;x": {"ab"},
	} {
		if got := unpackTyped(packed); !reflect.DeepEqual(got, want) {
			t.Errorf("unpackTyped(%q) = %q, want %q", packed, got, want)
		}
	}
}

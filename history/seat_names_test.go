package history

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// namesOf is what every reader of the history says a session's players are called:
// the plays listed (from the rows, and with --player the first name), the kept
// `history --json` lines, the sessions' list (kept, tallied from the rows, looked up
// page by page, brief), the result and the seats.
func namesOf(t *testing.T, s *Store, id int64) map[string][]string {
	t.Helper()
	ctx := context.Background()
	out := map[string][]string{}
	placed := func(ps []Placing) (names []string) {
		for _, p := range ps {
			names = append(names, p.Name)
		}
		return names
	}
	history := func(reader string, f HistoryFilter) (at int) {
		list, err := s.History(ctx, f)
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range list {
			if p.SessionID == id {
				out[reader], at = placed(p.Players), i
			}
		}
		return at
	}
	at := history("history", HistoryFilter{})
	if first, finished := out["history"]; finished {
		history("history, its page of one", HistoryFilter{Limit: 1, Offset: at})
		for _, who := range []string{strings.ToLower(first[0]), strings.ToUpper(first[0])} {
			history("history --player "+who, HistoryFilter{PlayFilter: PlayFilter{Player: who}})
		}
		for name, each := range map[string]func(HistoryFilter, func([]byte) error) error{
			"history --json (kept)": func(f HistoryFilter, fn func([]byte) error) error { return s.EachPlayedJSON(ctx, f, fn) },
			"history --json (rows)": func(f HistoryFilter, fn func([]byte) error) error { return s.EachPlayed(ctx, f, EncodeEach(fn)) },
		} {
			err := each(HistoryFilter{}, func(line []byte) error {
				var p Played
				if err := json.Unmarshal(line, &p); err != nil {
					return err
				}
				if p.SessionID == id {
					out[name] = placed(p.Players)
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
		}
		r, err := s.Result(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, p := range r.Players {
			names = append(names, p.Name)
		}
		out["result"] = names
	}
	lists := map[string]func(context.Context, querier, SessionFilter, func(SessionSummary) error) error{
		"sessions (kept)": fromListed(t), "sessions (tallied)": fromRows(0), "sessions (looked up)": fromRows(1000),
	}
	for name, list := range lists {
		for _, brief := range []bool{false, true} {
			for _, sum := range listOf(t, s, SessionFilter{Brief: brief}, list) {
				if sum.Session.ID == id {
					out[fmt.Sprintf("%s brief %v", name, brief)] = sum.Names
				}
			}
		}
	}
	seats, err := s.SeatNames(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	var names, typed []string
	for _, seat := range seats {
		names, typed = append(names, seat.Name), append(typed, seat.Typed)
	}
	out["seats"], out["typed"] = names, typed
	return out
}

// checkNames checks that every reader names the session's players want (the readers of
// plays too when it is finished), and that the seats keep the names typed.
func checkNames(t *testing.T, s *Store, id int64, finished bool, want, typed []string) {
	t.Helper()
	got := namesOf(t, s, id)
	if !reflect.DeepEqual(got["typed"], typed) {
		t.Errorf("typed at the table: %q, want %q", got["typed"], typed)
	}
	delete(got, "typed")
	if readers := map[bool]int{false: 7, true: 14}[finished]; len(got) != readers {
		t.Errorf("%d readers listed the session, want %d: %v", len(got), readers, got)
	}
	for reader, names := range got {
		if !reflect.DeepEqual(names, want) {
			t.Errorf("%s: %q, want %q", reader, names, want)
		}
	}
}

// TestPlayersGoByTheirStoredName: a player respelled after the play (players merge,
// joined to another record, an import that changes the spelling, import --map) reads
// under the history's name everywhere a list of plays or sessions is printed, and the
// seats keep the names as typed; old data (a seat with no name typed, a name typed
// with no seat) and two players at one table whose typed names differ only in case
// read each under their own name.
func TestPlayersGoByTheirStoredName(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name        string
		setup       func(t *testing.T, s *Store) int64
		want, typed []string
		finished    bool
	}{
		{"as typed", func(t *testing.T, s *Store) int64 {
			return played(t, s, "catan", at(10), line{"Anna", 10}, line{"Ben", 8})
		}, []string{"Anna", "Ben"}, []string{"Anna", "Ben"}, true},
		{"typed in capitals, the first spelling kept", func(t *testing.T, s *Store) int64 {
			played(t, s, "catan", at(5), line{"Anna", 3}, line{"Ben", 8})
			return played(t, s, "catan", at(10), line{"ANNA", 10}, line{"Ben", 8})
		}, []string{"Anna", "Ben"}, []string{"ANNA", "Ben"}, true},
		{"respelled with players merge after the play", func(t *testing.T, s *Store) int64 {
			id := played(t, s, "catan", at(10), line{"ANNA", 10}, line{"Ben", 8})
			if _, err := s.JoinPlayers(ctx, "ANNA", "Anna", at(20)); err != nil {
				t.Fatal(err)
			}
			return id
		}, []string{"Anna", "Ben"}, []string{"ANNA", "Ben"}, true},
		{"joined to another record", func(t *testing.T, s *Store) int64 {
			id := played(t, s, "catan", at(10), line{"Benny", 10}, line{"Cy", 8})
			played(t, s, "catan", at(30), line{"Ben", 10}, line{"Cy", 8})
			if _, err := s.JoinPlayers(ctx, "Benny", "Ben", at(40)); err != nil {
				t.Fatal(err)
			}
			return id
		}, []string{"Ben", "Cy"}, []string{"Benny", "Cy"}, true},
		{"respelled on another laptop, then imported", func(t *testing.T, s *Store) int64 {
			id := played(t, s, "catan", at(10), line{"ANNA", 10}, line{"Ben", 8})
			other := openTemp(t)
			importDoc(t, other, exported(t, s), ImportOptions{})
			if _, err := other.JoinPlayers(ctx, "ANNA", "Anna", at(20)); err != nil {
				t.Fatal(err)
			}
			importDoc(t, s, exported(t, other), ImportOptions{})
			return id
		}, []string{"Anna", "Ben"}, []string{"ANNA", "Ben"}, true},
		{"imported with --map", func(t *testing.T, s *Store) int64 {
			played(t, s, "catan", at(5), line{"Ann", 10}, line{"Ben", 8})
			other := openTemp(t)
			played(t, other, "catan", at(10), line{"Anna", 10}, line{"Ben", 9})
			importDoc(t, s, exported(t, other), ImportOptions{Map: map[string]string{"Anna": "Ann"}, At: at(20)})
			return lastSession(t, s)
		}, []string{"Ann", "Ben"}, []string{"Anna", "Ben"}, true},
		{"a game still going, its player respelled", func(t *testing.T, s *Store) int64 {
			live := newSession(t, s, "catan", at(10), "ANNA", "Ben")
			if _, err := s.JoinPlayers(ctx, "ANNA", "Anna", at(20)); err != nil {
				t.Fatal(err)
			}
			return live.ID
		}, []string{"Anna", "Ben"}, []string{"ANNA", "Ben"}, false},
		{"old data: a seat with no name typed", func(t *testing.T, s *Store) int64 {
			id := played(t, s, "catan", at(10), line{"Anna", 10}, line{"Ben", 8})
			execWrite(t, s, `UPDATE sessions SET config = json_set(config, '$.players[1].name', '') WHERE id = `+digits(int(id)))
			return id
		}, []string{"Anna", "Ben"}, []string{"Anna", ""}, true},
		{"old data: a name typed with no player record", func(t *testing.T, s *Store) int64 {
			played(t, s, "catan", at(10), line{"Anna", 10}, line{"Ben", 8})
			execWrite(t, s, `INSERT INTO sessions (uuid, game, config, status, started_at, ended_at) VALUES ('old-1', 'catan',
				'{"players":[{"name":"anna"},{"name":"Zed"}]}', 'abandoned', '2025-04-14T19:30:00.000000000Z', '2025-04-14T20:30:00.000000000Z')`,
				`INSERT INTO seats (session_id, seat, player_id) SELECT max(s.id), 0, p.id FROM sessions s, players p WHERE p.name = 'Anna'`)
			if _, err := s.JoinPlayers(ctx, "Anna", "ANNA", at(30)); err != nil {
				t.Fatal(err)
			}
			return lastSession(t, s)
		}, []string{"ANNA", "Zed"}, []string{"anna", "Zed"}, false},
		{"two players at one table whose typed names differ only in case", func(t *testing.T, s *Store) int64 {
			id := played(t, s, "catan", at(10), line{"Anna", 10}, line{"Anna B", 8})
			execWrite(t, s, `UPDATE sessions SET config = json_set(config, '$.players[0].name', 'anna', '$.players[1].name', 'ANNA')
				WHERE id = `+digits(int(id)))
			return id
		}, []string{"Anna", "Anna B"}, []string{"anna", "ANNA"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openTemp(t)
			id := tt.setup(t, s)
			checkNames(t, s, id, tt.finished, tt.want, tt.typed)
			if tt.finished {
				r, err := s.Result(ctx, id)
				if err != nil {
					t.Fatal(err)
				}
				for i, p := range r.Players { // the scores stay with their seats
					if i == 0 && !p.Winner || i == 1 && p.Winner {
						t.Errorf("seat %d (%s): winner %v", i, p.Name, p.Winner)
					}
				}
				if len(r.Winners) != 1 || r.Winners[0] != tt.want[0] {
					t.Errorf("winners %q, want %q", r.Winners, tt.want[0])
				}
			}
			checkListed(t, s, tt.name)
		})
	}
}

// TestSessionsFollowARespelling: a respelling packs no kept month again (the list names
// each seat's record when read), and a seat given another record (two records joined)
// packs the months of its sessions.
func TestSessionsFollowARespelling(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	id := played(t, s, "catan", at(10), line{"ANNA", 10}, line{"Benny", 8})
	played(t, s, "catan", at(60*24*40), line{"Ben", 10}, line{"Cy", 8})
	before := listedTables(t, s)
	if _, err := s.JoinPlayers(ctx, "ANNA", "Anna", at(60*24*50)); err != nil {
		t.Fatal(err)
	}
	if after := listedTables(t, s); after != before {
		t.Errorf("a respelling packed the kept list again:\n%s\nwas\n%s", after, before)
	}
	if _, err := s.JoinPlayers(ctx, "Benny", "Ben", at(60*24*51)); err != nil {
		t.Fatal(err)
	}
	if after := listedTables(t, s); after == before {
		t.Error("a seat given another record packed nothing")
	}
	checkNames(t, s, id, true, []string{"Anna", "Ben"}, []string{"ANNA", "Benny"})
	checkListed(t, s, "two records joined")
}

// lastSession is the newest session's id.
func lastSession(t *testing.T, s *Store) int64 {
	t.Helper()
	var id int64
	err := s.inRead(context.Background(), func(tx *sql.Tx) error {
		return tx.QueryRow(`SELECT max(id) FROM sessions`).Scan(&id)
	})
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// TestNamesAsKnownAfterUpgrade: a file whose kept plays and kept list a talon before
// schema step 17 wrote (names as typed; kept format 2, list format 2) has them written
// again by the step when opened: the first `history --json` and `sessions` after the
// upgrade read them kept, under the history's names.
func TestNamesAsKnownAfterUpgrade(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "talon.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	played(t, s, "catan", at(10), line{"Anna", 3}, line{"Ben", 8})
	id := played(t, s, "catan", at(20), line{"ANNA", 10}, line{"Ben", 8})
	played(t, s, "catan", at(60*24*40), line{"Benny", 10}, line{"Cy", 8})
	s = reopenAsOlder(t, s, path, `DROP TRIGGER listed_seat_changed`, `ALTER TABLE player_aliases DROP COLUMN typed`,
		`UPDATE kept_format SET version = 2`, `UPDATE listed_state SET version = 2`, `UPDATE schema_steps SET applied = 16`)
	defer s.Close()
	err = s.inRead(ctx, func(tx *sql.Tx) error {
		kept, err := keptStale(ctx, tx)
		if err != nil {
			return err
		}
		listed, err := listedStale(ctx, tx)
		if kept || listed {
			t.Errorf("after the upgrade: kept plays stale %v, kept list stale %v", kept, listed)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	checkNames(t, s, id, true, []string{"Anna", "Ben"}, []string{"ANNA", "Ben"})
	if _, err := s.JoinPlayers(ctx, "Benny", "Ben", at(60*24*50)); err != nil { // the step's trigger is there
		t.Fatal(err)
	}
	checkListed(t, s, "two records joined after the upgrade")
}

package history

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/companiontest"
	"github.com/talon-games/talon/randomizers"
)

// tallyGames is a registry with the test game's companion.
var tallyGames = companion.Registry{companiontest.Entry()}

// playedTally is a history with one Tally session (Ann and Ben, to 10) where the
// actions were played through the service, so its log replays.
func playedTally(t *testing.T, actions ...string) (*Store, int64) {
	t.Helper()
	s := openTemp(t)
	sv := Service{Store: s, Games: tallyGames, Now: func() time.Time { return t0 }}
	cfg := companion.Config{Players: []companion.Player{{Name: "Ann"}, {Name: "Ben"}}, Options: companion.Options{"target": "10"}}
	sess, err := companion.NewSession(companiontest.Entry(), cfg, randomizers.Seed(1), t0)
	if err != nil {
		t.Fatal(err)
	}
	if sess, err = s.CreateSession(context.Background(), sess); err != nil {
		t.Fatal(err)
	}
	for _, a := range actions {
		if _, err := sv.Act(context.Background(), sess.ID, a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	return s, sess.ID
}

// editSessions rewrites an export's sessions with edit, keeping the document's members
// in the order an import reads them and every other member's text as it was.
func editSessions(t *testing.T, doc []byte, edit func(session map[string]json.RawMessage)) []byte {
	t.Helper()
	var top map[string]json.RawMessage
	var sessions map[string]map[string]json.RawMessage
	if err := json.Unmarshal(doc, &top); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(top["sessions"], &sessions); err != nil {
		t.Fatal(err)
	}
	for _, s := range sessions {
		edit(s)
	}
	edited, err := json.Marshal(sessions)
	if err != nil {
		t.Fatal(err)
	}
	return []byte(`{"format":"talon-history","version":` + string(top["version"]) + `,"players":` + string(top["players"]) +
		`,"deleted":` + string(top["deleted"]) + `,"sessions":` + string(edited) + `}`)
}

// editEvents edits a session's log.
func editEvents(edit func([]map[string]any) []map[string]any) func(map[string]json.RawMessage) {
	return func(s map[string]json.RawMessage) {
		var events []map[string]any
		if err := json.Unmarshal(s["events"], &events); err != nil {
			panic(err)
		}
		s["events"], _ = json.Marshal(edit(events))
	}
}

// withEvent adds an event at the end of the log; undone says it was taken back.
func withEvent(seq int, action string, undone bool) func(map[string]json.RawMessage) {
	return editEvents(func(events []map[string]any) []map[string]any {
		ev := map[string]any{"seq": seq, "action": action, "streams": []string{}, "at": "2025-03-14T20:00:00Z"}
		if undone {
			ev["undone_at"] = "2025-03-14T20:01:00Z"
		}
		return append(events, ev)
	})
}

// withAction changes event seq's action.
func withAction(seq int, action string) func(map[string]json.RawMessage) {
	return editEvents(func(events []map[string]any) []map[string]any {
		for _, ev := range events {
			if ev["seq"] == float64(seq) {
				ev["action"] = action
			}
		}
		return events
	})
}

// TestImportReplaysTheLogsItAddsOrChanges: a session the import would add, or whose
// log it would make longer, is replayed with its game's companion; one event that does
// not replay refuses the file in one line naming the session, the event and the
// reason, and the history is as it was. Logs that cannot be checked (a game without a
// companion here) or that do not change are taken as they are.
func TestImportReplaysTheLogsItAddsOrChanges(t *testing.T) {
	active, _ := playedTally(t, "roll 6", "roll 2")
	finished, _ := playedTally(t, "roll 6", "roll 2", "roll 6")
	activeDoc, finishedDoc := exported(t, active), exported(t, finished)
	fresh, _ := playedTally(t) // a session with no move yet
	freshDoc := exported(t, fresh)
	tests := []struct {
		name      string
		here      []byte // the file this history imported first, if any
		file      []byte
		games     companion.Registry
		want      string // "": accepted
		unchecked int
	}{
		{name: "a longer log whose new event the rules refuse", here: activeDoc,
			file: editSessions(t, activeDoc, withEvent(3, "bonus", false)), games: tallyGames,
			want: `(Tally): event 3 "bonus" does not replay: `},
		{name: "a finished game with an event that is no action",
			file: editSessions(t, finishedDoc, withAction(2, "teleport everywhere")), games: tallyGames,
			want: `(Tally): event 2 "teleport everywhere" does not replay: `},
		{name: "a roll past the die", file: editSessions(t, finishedDoc, withAction(1, "roll 9")), games: tallyGames,
			want: `event 1 "roll 9" does not replay`},
		{name: "a setup that does not load", games: tallyGames,
			file: editSessions(t, finishedDoc, func(s map[string]json.RawMessage) { s["setup"] = json.RawMessage(`{"first":"Ann"}`) }),
			want: `(Tally): its setup does not load: `},
		{name: "a session with no move yet whose setup does not load", games: tallyGames,
			file: editSessions(t, freshDoc, func(s map[string]json.RawMessage) { s["setup"] = json.RawMessage(`{"first":"Ann"}`) }),
			want: `(Tally): its setup does not load: `},
		{name: "a session with no move yet that loads is taken", games: tallyGames, file: freshDoc},
		{name: "an event after the end of the game", games: tallyGames,
			file: editSessions(t, finishedDoc, withEvent(4, "roll 1", false)), want: `event 4 "roll 1" does not replay: `},
		{name: "a bad event taken back is not replayed", here: activeDoc, games: tallyGames,
			file: editSessions(t, activeDoc, withEvent(3, "bonus", true))},
		{name: "a game without a companion here is taken unchecked", games: companion.Registry{},
			file: editSessions(t, finishedDoc, withAction(2, "teleport everywhere")), unchecked: 1},
		{name: "no registry replays nothing (club sync)",
			file: editSessions(t, finishedDoc, withAction(2, "teleport everywhere"))},
		{name: "an unchanged log is not replayed again", here: editSessions(t, activeDoc, withEvent(3, "bonus", false)),
			file: editSessions(t, activeDoc, withEvent(3, "bonus", false)), games: tallyGames},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openTemp(t)
			if tt.here != nil {
				importDoc(t, s, tt.here, ImportOptions{})
			}
			before := contents(t, s)
			rep, err := s.Import(context.Background(), bytes.NewReader(tt.file), ImportOptions{Games: tt.games})
			if tt.want == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				if rep.SessionsUnchecked != tt.unchecked {
					t.Errorf("%d sessions unchecked, want %d", rep.SessionsUnchecked, tt.unchecked)
				}
				return
			}
			var bad *BadFileError
			if !errors.As(err, &bad) {
				t.Fatalf("error %v is not a BadFileError", err)
			}
			t.Log(err)
			if !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("error %q: want one line saying %q", err, tt.want)
			}
			if !reflect.DeepEqual(before, contents(t, s)) {
				t.Error("a refused file changed the history")
			}
		})
	}
}

// TestKeepTheirsReplaysTheFilesLog: --keep theirs takes the file's version whole, so a
// log of it that does not replay refuses the file as a new one would.
func TestKeepTheirsReplaysTheFilesLog(t *testing.T) {
	src, _ := playedTally(t, "roll 6", "roll 2")
	doc := exported(t, src)
	s := openTemp(t)
	importDoc(t, s, doc, ImportOptions{})
	sv := Service{Store: s, Games: tallyGames, Now: func() time.Time { return t0 }}
	if _, err := sv.Act(context.Background(), 1, "roll 1"); err != nil {
		t.Fatal(err)
	}
	before := contents(t, s)
	file := editSessions(t, doc, withEvent(3, "bonus", false))
	var uuid string
	for id := range before["sessions"].(map[string]any) {
		uuid = id
	}
	_, err := s.Import(context.Background(), bytes.NewReader(file), ImportOptions{Games: tallyGames, Keep: map[string]string{uuid: KeepTheirs}})
	if err == nil || !strings.Contains(err.Error(), `event 3 "bonus" does not replay`) {
		t.Fatalf("--keep theirs of a log that does not replay: %v", err)
	}
	if !reflect.DeepEqual(before, contents(t, s)) {
		t.Error("a refused file changed the history")
	}
}

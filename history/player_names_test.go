package history

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"
	"time"
)

// exportedNames is each player's UUID → name, as the history's export lists it.
func exportedNames(t *testing.T, s *Store) map[string]string {
	t.Helper()
	out := map[string]string{}
	for uuid, p := range contents(t, s)["players"].(map[string]any) {
		out[uuid] = p.(map[string]any)["name"].(string)
	}
	return out
}

// sameFigures fails when the two histories' statistics differ (the sessions' local
// numbers in the rating changes aside: each laptop numbers its own).
func sameFigures(t *testing.T, a, b *Store) {
	t.Helper()
	figures := func(s *Store) GroupStats {
		g, err := s.GroupStats(context.Background(), PlayFilter{}, time.UTC, true)
		if err != nil {
			t.Fatal(err)
		}
		for i := range g.Changes {
			g.Changes[i].Session = 0
		}
		return g
	}
	if fa, fb := figures(a), figures(b); !reflect.DeepEqual(fa, fb) {
		ja, _ := json.Marshal(fa.Players)
		jb, _ := json.Marshal(fb.Players)
		t.Fatalf("the statistics differ:\n--- a\n%s\n--- b\n%s", ja, jb)
	}
}

// TestExchangeAgreesOnSpelling: the same people spelled differently on two laptops
// ("Anna" / "ANNA", "Ben" / "ben", "Cid" / "Cíd") end up with one spelling each, the
// one they were first known by, on both laptops, whichever laptop plays first and
// however the files are swapped; the statistics agree, and another exchange changes
// nothing.
func TestExchangeAgreesOnSpelling(t *testing.T) {
	defer func(z func() *time.Location) { statsZone = z }(statsZone)
	statsZone = func() *time.Location { return time.UTC }
	tests := []struct {
		name   string
		aFirst bool // A's play is the earlier
		atOnce bool
		want   []string
	}{
		{"A played first, files swapped at once", true, true, []string{"Anna", "Ben", "Cid"}},
		{"A played first, A's file first", true, false, []string{"Anna", "Ben", "Cid"}},
		{"B played first, files swapped at once", false, true, []string{"ANNA", "ben", "Cíd"}},
		{"B played first, A's file first", false, false, []string{"ANNA", "ben", "Cíd"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := openTemp(t), openTemp(t)
			whenA, whenB := at(10), at(5)
			if tt.aFirst {
				whenA, whenB = at(5), at(10)
			}
			played(t, a, "catan", whenA, line{"Anna", 10}, line{"Ben", 8}, line{"Cid", 6})
			played(t, b, "san-juan", whenB, line{"ANNA", 30}, line{"ben", 31}, line{"Cíd", 20}, line{"Dora", 25})
			exchange(t, a, b, tt.atOnce, ImportOptions{})
			sameHistory(t, a, b)
			sameFigures(t, a, b)
			got := map[string]bool{}
			for _, name := range exportedNames(t, a) {
				got[name] = true
			}
			for _, name := range append(tt.want, "Dora") {
				if !got[name] || len(got) != len(tt.want)+1 {
					t.Fatalf("players %v; want %v and Dora", got, tt.want)
				}
			}
			for _, s := range []*Store{a, b} {
				checkKept(t, s, "an exchange")
			}
			exchange(t, b, a, true, ImportOptions{})
			sameHistory(t, a, b)
		})
	}
}

// TestChosenSpellingTravels: `history players merge ben Ben` on one laptop renames
// the player there; the choice wins over the first-known spelling on the other laptop
// at the next exchange, and of two choices made on the two laptops the later wins on
// both, whichever file is read first.
func TestChosenSpellingTravels(t *testing.T) {
	defer func(z func() *time.Location) { statsZone = z }(statsZone)
	statsZone = func() *time.Location { return time.UTC }
	type choice struct {
		onA        bool
		from, into string
		when       int
	}
	tests := []struct {
		name    string
		choices []choice
		atOnce  bool
		want    string
	}{
		{"a choice on B", []choice{{false, "ANNA", "Ánna", 50}}, true, "Ánna"},
		{"a choice on A, A's file first", []choice{{true, "anna", "ANNA", 50}}, false, "ANNA"},
		{"B chose later", []choice{{true, "anna", "ANNA", 50}, {false, "anna", "anna", 60}}, true, "anna"},
		{"A chose later", []choice{{true, "anna", "ANNA", 70}, {false, "anna", "anna", 60}}, true, "ANNA"},
		{"A chose later, B's file first", []choice{{true, "anna", "ANNA", 70}, {false, "anna", "anna", 60}}, false, "ANNA"},
	}
	ctx := context.Background()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := openTemp(t), openTemp(t)
			played(t, a, "catan", at(1), line{"Anna", 10}, line{"Ben", 8})
			played(t, b, "catan", at(2), line{"ANNA", 7}, line{"Ben", 9})
			exchange(t, a, b, true, ImportOptions{})
			for _, c := range tt.choices {
				s := b
				if c.onA {
					s = a
				}
				got, err := s.JoinPlayers(ctx, c.from, c.into, at(c.when))
				if err != nil || !got.Renamed || got.Kept != c.into || got.Plays != 0 {
					t.Fatalf("players merge %s %s: %+v, %v", c.from, c.into, got, err)
				}
				checkKept(t, s, "a rename")
			}
			if tt.atOnce {
				exchange(t, a, b, true, ImportOptions{})
			} else {
				exchange(t, b, a, false, ImportOptions{})
			}
			sameHistory(t, a, b)
			sameFigures(t, a, b)
			for _, s := range []*Store{a, b} {
				checkKept(t, s, "a rename imported")
				if g, err := s.GroupStats(ctx, PlayFilter{Player: "anna"}, time.UTC, false); err != nil || g.Players[0].Player != tt.want {
					t.Fatalf("stats --player anna: %+v, %v; want %s", g.Players, err, tt.want)
				}
			}
			// A later exchange keeps the choice.
			exchange(t, a, b, true, ImportOptions{})
			if got := exportedNames(t, b); !reflect.DeepEqual(got, exportedNames(t, a)) {
				t.Errorf("names after another exchange: %v and %v", got, exportedNames(t, a))
			}
		})
	}
}

// TestMapExchangeListsTheSameNames: the same --map given on both laptops (the files
// swapped at once, or one after the other) leaves both with the same player records:
// UUIDs, names, aliases and remembered names, including a map that only changes the
// case; the times of the two laptops' choices agree from the next exchange on.
func TestMapExchangeListsTheSameNames(t *testing.T) {
	tests := []struct {
		name          string
		onA, onB      string
		mapFrom, map2 string
		atOnce        bool
	}{
		{"case only, at once", "Anna", "ANNA", "ANNA", "Anna", true},
		{"case only, one after the other", "Anna", "ANNA", "ANNA", "Anna", false},
		{"case only, to the later spelling", "Anna", "ANNA", "Anna", "ANNA", true},
		{"another name, at once", "Anna", "Ann", "Anna", "Ann", true},
		{"another name, one after the other", "Anna", "Ann", "Ann", "Anna", false},
	}
	strip := func(t *testing.T, s *Store) map[string]any {
		players := contents(t, s)["players"].(map[string]any)
		for _, p := range players {
			delete(p.(map[string]any), "named_at")
		}
		return players
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := openTemp(t), openTemp(t)
			played(t, a, "catan", at(1), line{tt.onA, 10}, line{"Ben", 8})
			played(t, b, "catan", at(2), line{tt.onB, 7}, line{"Ben", 9})
			opts := ImportOptions{Map: map[string]string{tt.mapFrom: tt.map2}, At: at(30)}
			if tt.atOnce {
				docA, docB := exported(t, a), exported(t, b)
				importDoc(t, b, docA, opts)
				opts.At = at(40)
				importDoc(t, a, docB, opts)
			} else {
				importDoc(t, b, exported(t, a), opts)
				opts.At = at(40)
				importDoc(t, a, exported(t, b), opts)
			}
			if pa, pb := strip(t, a), strip(t, b); !reflect.DeepEqual(pa, pb) {
				ja, _ := json.MarshalIndent(pa, "", " ")
				jb, _ := json.MarshalIndent(pb, "", " ")
				t.Fatalf("the players differ:\n--- a\n%s\n--- b\n%s", ja, jb)
			}
			if names := exportedNames(t, a); !reflect.DeepEqual(names, exportedNames(t, b)) || len(names) != 2 {
				t.Fatalf("players %v", names)
			}
			exchange(t, a, b, true, ImportOptions{})
			sameHistory(t, a, b)
		})
	}
}

// TestNameStampOrder: beats is a strict total order on stamps, so the stamp a merge
// keeps does not depend on the order histories are merged in.
func TestNameStampOrder(t *testing.T) {
	stamps := []nameStamp{
		{name: "Anna"},
		{name: "ANNA"},
		{name: "Anna", since: "2026-01-01T00:00:00.000000000Z"},
		{name: "ANNA", since: "2026-02-01T00:00:00.000000000Z"},
		{name: "anna", since: "2026-01-01T00:00:00.000000000Z"},
		{name: "Anna", since: "2026-03-01T00:00:00.000000000Z", namedAt: "2026-04-01T00:00:00.000000000Z"},
		{name: "ANNA", since: "2026-01-01T00:00:00.000000000Z", namedAt: "2026-04-01T00:00:00.000000000Z"},
		{name: "ANNA", namedAt: "2026-04-01T00:00:00.000000000Z"},
		{name: "anna", since: "2026-01-01T00:00:00.000000000Z", namedAt: "2026-03-01T00:00:00.000000000Z"},
	}
	for _, x := range stamps {
		if x.beats(x) {
			t.Errorf("%+v beats itself", x)
		}
		for _, y := range stamps {
			if x != y && x.beats(y) == y.beats(x) {
				t.Errorf("%+v and %+v: neither or both win", x, y)
			}
			for _, z := range stamps {
				if x.beats(y) && y.beats(z) && !x.beats(z) {
					t.Errorf("%+v beats %+v beats %+v, but not the last", x, y, z)
				}
			}
		}
	}
	for _, c := range []struct {
		name   string
		winner nameStamp
		loser  nameStamp
	}{
		{"known earlier", stamps[2], stamps[3]},
		{"a known time over none", stamps[3], stamps[0]},
		{"a choice over the first known", stamps[8], stamps[2]},
		{"the later choice", stamps[5], stamps[8]},
	} {
		if !c.winner.beats(c.loser) {
			t.Errorf("%s: %+v does not beat %+v", c.name, c.winner, c.loser)
		}
	}
}

package history

import (
	"context"
	"path/filepath"
	"reflect"
	"testing"
)

// TestAliasesAsTyped (trial F12): `history players` showed an alias as its match key
// ("ann"); the name as typed is kept beside it, by a merge, a respelling merge and an
// import's --map, and read back as typed, the key staying what finds the player.
func TestAliasesAsTyped(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name      string
		do        func(t *testing.T, s *Store)
		player    string
		keys      []string
		typed     []string
		wantFound string // a name that must still find the player
	}{
		{"merge", func(t *testing.T, s *Store) {
			played(t, s, "catan", at(1), line{"Ann", 5}, line{"Ben", 4})
			played(t, s, "catan", at(2), line{"Anna", 6}, line{"Ben", 4})
			if _, err := s.JoinPlayers(ctx, "Ann", "Anna", at(5)); err != nil {
				t.Fatal(err)
			}
		}, "Anna", []string{"ann"}, []string{"Ann"}, "ANN"},
		{"accents and case", func(t *testing.T, s *Store) {
			played(t, s, "catan", at(1), line{"Ödön Kis", 5}, line{"Ben", 4})
			played(t, s, "catan", at(2), line{"Edmund", 6}, line{"Ben", 4})
			if _, err := s.JoinPlayers(ctx, "Ödön Kis", "Edmund", at(5)); err != nil {
				t.Fatal(err)
			}
		}, "Edmund", []string{"odon kis"}, []string{"Ödön Kis"}, "odon kis"},
		{"renamed back by a merge", func(t *testing.T, s *Store) {
			played(t, s, "catan", at(1), line{"Ann", 5}, line{"Ben", 4})
			played(t, s, "catan", at(2), line{"Anna", 6}, line{"Ben", 4})
			for _, pair := range [][2]string{{"Ann", "Anna"}, {"anna", "Ann"}} {
				if _, err := s.JoinPlayers(ctx, pair[0], pair[1], at(5)); err != nil {
					t.Fatal(err)
				}
			}
		}, "Ann", []string{"anna"}, []string{"Anna"}, "ANNA"},
		{"import --map", func(t *testing.T, s *Store) {
			played(t, s, "catan", at(1), line{"Ann", 5}, line{"Ben", 4})
			there := openTemp(t)
			played(t, there, "catan", at(2), line{"Anna", 6}, line{"Ben", 4})
			importDoc(t, s, exported(t, there), ImportOptions{Map: map[string]string{"Anna": "Ann"}})
		}, "Ann", []string{"anna"}, []string{"Anna"}, "anna"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openTemp(t)
			tt.do(t, s)
			list, err := s.KnownPlayers(ctx)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range list {
				if p.Name != tt.player {
					continue
				}
				if !reflect.DeepEqual(p.Aliases, tt.keys) || !reflect.DeepEqual(p.AliasesTyped, tt.typed) {
					t.Errorf("%s: aliases %q typed %q, want %q and %q", p.Name, p.Aliases, p.AliasesTyped, tt.keys, tt.typed)
				}
			}
			if found, _, err := s.FindsPlayer(ctx, tt.wantFound); !found || err != nil {
				t.Errorf("%s no longer finds %s: %v", tt.wantFound, tt.player, err)
			}
		})
	}
}

// TestAliasTypedAfterUpgrade: a file whose aliases a talon before schema step 18 kept
// (keys alone) has them typed by the step from the plays that typed them; an alias no
// play typed is shown as its key.
func TestAliasTypedAfterUpgrade(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "talon.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	played(t, s, "catan", at(1), line{"Ann", 5}, line{"Ben", 4})
	played(t, s, "catan", at(2), line{"Anna", 6}, line{"Ben", 4})
	if _, err := s.JoinPlayers(ctx, "Ann", "Anna", at(5)); err != nil {
		t.Fatal(err)
	}
	s = reopenAsOlder(t, s, path, `ALTER TABLE player_aliases DROP COLUMN typed`,
		`INSERT INTO player_aliases (kind, alias, player_id) SELECT 'name', 'zsuzsi', id FROM players WHERE name = 'Ben'`,
		`UPDATE schema_steps SET applied = 17`)
	defer s.Close()
	list, err := s.KnownPlayers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]string{}
	for _, p := range list {
		got[p.Name] = p.AliasesTyped
	}
	if want := map[string][]string{"Anna": {"Ann"}, "Ben": {"zsuzsi"}}; !reflect.DeepEqual(got, want) {
		t.Errorf("after the upgrade: %q, want %q", got, want)
	}
}

package history

import (
	"context"
	"reflect"
	"testing"
)

// FindsPlayer finds a player as --player does (own name any case, accents, an alias);
// for a name that finds nobody it lists the players with the names that find them.
func TestFindsPlayer(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	played(t, s, "catan", at(1), line{"Csaba", 5}, line{"Ánna", 4})
	played(t, s, "catan", at(2), line{"Csabi", 9}, line{"Ben", 4})
	if _, err := s.JoinPlayers(ctx, "Csabi", "Csaba", at(50)); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"csaba", "Csabi", "anna", "ÁNNA", "Ben"} {
		if found, players, err := s.FindsPlayer(ctx, name); !found || players != nil || err != nil {
			t.Errorf("%s: %v %v %v, want found", name, found, players, err)
		}
	}
	found, players, err := s.FindsPlayer(ctx, "Zed")
	want := []NamedPlayer{{Name: "Csaba", Aliases: []string{"csabi"}, Typed: []string{"Csabi"}}, {Name: "Ánna"}, {Name: "Ben"}}
	if found || err != nil || !reflect.DeepEqual(players, want) {
		t.Errorf("Zed: %v %+v %v, want %+v", found, players, err, want)
	}
	if found, players, err := openTemp(t).FindsPlayer(ctx, "Zed"); found || len(players) != 0 || err != nil {
		t.Errorf("an empty history: %v %v %v", found, players, err)
	}
}

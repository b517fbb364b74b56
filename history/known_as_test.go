package history

import (
	"context"
	"reflect"
	"testing"
)

// TestKnownAs: the names a table's typed names go by in the history are the names a
// saved session seats them under (case, accents, a merged name, a new player), and
// asking writes nothing (trial-final F2).
func TestKnownAs(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	newSession(t, s, "catan", at(0), "Csaba", "Dóra", "Béla")
	newSession(t, s, "catan", at(10), "benny", "Anna")
	if _, err := s.JoinPlayers(ctx, "benny", "Béla", at(20)); err != nil {
		t.Fatal(err)
	}
	typed := []string{"csaba", "Dora", "BENNY", " Zed "}
	got, err := s.KnownAs(ctx, typed)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"Csaba", "Dóra", "Béla", "Zed"}; !reflect.DeepEqual(got, want) {
		t.Errorf("KnownAs(%q) = %q, want %q", typed, got, want)
	}
	if again, _ := s.KnownAs(ctx, []string{"zed"}); !reflect.DeepEqual(again, []string{"zed"}) {
		t.Errorf("KnownAs wrote Zed down: %q", again)
	}
	// A saved session seats them under the same names.
	sess := newSession(t, s, "catan", at(30), typed...)
	seats, err := s.SeatNames(ctx, sess.ID)
	if err != nil {
		t.Fatal(err)
	}
	for i, seat := range seats {
		if seat.Name != got[i] {
			t.Errorf("seat %d saved as %q, KnownAs said %q", i, seat.Name, got[i])
		}
	}
}

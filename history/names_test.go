package history

import (
	"context"
	"errors"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/names"
)

func TestStoreRefusesHostileText(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	for _, list := range [][]string{{"Ann\x1b]0;x\x07"}, {"Ann", "A\u200bnn"}, {"Ann", "ＡＮＮ"}, {"\u202eAnn"}, {"Ann\xff"}, {""}} {
		sess := companion.Session{Game: "catan", Started: t0}
		for _, n := range list {
			sess.Config.Players = append(sess.Config.Players, companion.Player{Name: n})
		}
		var nameErr *names.Error
		if _, err := s.CreateSession(ctx, sess); !errors.As(err, &nameErr) {
			t.Errorf("CreateSession(%q): err = %v, want a *names.Error", list, err)
		}
	}
	sess := newSession(t, s, "catan", t0, "Ann")
	if _, err := s.Append(ctx, sess.ID, at(1), accept("note \x1b[2J")); err == nil {
		t.Error("an action with an escape sequence was stored")
	}
	if _, events, _ := s.Load(ctx, sess.ID); len(events) != 0 {
		t.Errorf("%d events stored", len(events))
	}
}

func TestLookAlikeNamesAreOnePlayer(t *testing.T) {
	s := openTemp(t)
	newSession(t, s, "catan", t0, "Ann", "Groß")
	newSession(t, s, "catan", at(1), "ＡＮＮ", "GROSS")
	var players int
	s.read.QueryRow(`SELECT count(*) FROM players`).Scan(&players)
	if players != 2 {
		t.Errorf("%d players, want 2 (Ann = ＡＮＮ, Groß = GROSS)", players)
	}
}

func TestPlayerNamesAreStoredInNFC(t *testing.T) {
	s := openTemp(t)
	newSession(t, s, "catan", t0, "O\u0308do\u0308n")
	var name string
	s.read.QueryRow(`SELECT name FROM players`).Scan(&name)
	if name != "Ödön" {
		t.Errorf("stored %q, want the composed %q", name, "Ödön")
	}
}

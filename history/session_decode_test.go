package history

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"github.com/talon-games/talon/companion"
)

// configSeeds are stored configs of every shape decodeConfig reads by hand or hands to
// encoding/json: the fuzz target's seeds and the table test's cases.
var configSeeds = []string{
	`{"players":[{"name":"Ann"},{"name":"Béla"}]}`,
	`{"players":[{"name":"Ann","colour":"red"},{"name":"Bo"}],"options":{"board":"beginner","vp":"10"}}`,
	`{"options":{"a":"1"},"players":[{"colour":"blue","name":"Cé"}]}`,
	`{"players":[]}`, `{"players":null}`, `{}`, `{"players":[{"name":"A\"nn"}]}`,
	`{"players":[{"name":"Ann","name":"Bo"}]}`, `{"Players":[{"Name":"Ann"}]}`,
	`{"players":[{"name":"Ann"}],"options":{"a":"1","a":"2"}}`, `{"players":[{"name":"Ann"}],"extra":1}`,
	`{"players":[{"name":"Ann"}]} `, ` {"players":[{"name":"Ann"}]}`, `{"players":[{"name":"\u00e9"}]}`,
	`{"players":[{"name":"` + "\xff" + `"}]}`, `{"players":[{"name":"a` + "\u2028" + `b"}]}`,
	`{"players":[{"colour":"red"}]}`, `{"players":[{"name":"Ann"}],"options":{}}`, `{"players":[{"name":1}]}`,
	`{"players":[{"name":"Ann"}`, `not json`, ``, `{"players":[{"name":"Ann"},]}`,
	`{"players":[{"name":"` + "\ufffd" + `"}]}`, `{"players":[{"name":"tab` + "\t" + `"}]}`,
}

// TestDecodeConfigIsUnmarshal checks decodeConfig against json.Unmarshal on every seed
// and on generated configs as talon writes them (names with accents, quotes, HTML
// characters and control characters that need escapes, colours, options).
func TestDecodeConfigIsUnmarshal(t *testing.T) {
	for _, s := range configSeeds {
		sameAsUnmarshal(t, s)
	}
	r := rand.New(rand.NewPCG(7, 11))
	plainRunes := []string{"a", "Z", " ", "é", "ő", "字", "0"}
	escaped := []string{"\"", "\\", "<", "&", "\n", "\u2028"} // written with escapes: left to encoding/json
	word := func() string {
		s := ""
		for range r.IntN(8) {
			if r.IntN(40) == 0 {
				s += escaped[r.IntN(len(escaped))]
			} else {
				s += plainRunes[r.IntN(len(plainRunes))]
			}
		}
		return s
	}
	plain := 0
	for range 20_000 {
		var c companion.Config
		for range r.IntN(7) {
			p := companion.Player{Name: word()}
			if r.IntN(4) == 0 {
				p.Colour = word()
			}
			c.Players = append(c.Players, p)
		}
		if r.IntN(3) == 0 {
			c.Options = companion.Options{}
			for range r.IntN(4) {
				c.Options[word()] = word()
			}
		}
		b, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := decodeConfigPlain(string(b)); ok {
			plain++
		}
		sameAsUnmarshal(t, string(b))
	}
	if plain < 1000 { // the hand-read form must be the usual one, or the test checks little
		t.Errorf("only %d of 20000 configs read by hand", plain)
	}
}

func sameAsUnmarshal(t *testing.T, s string) {
	t.Helper()
	var want companion.Config
	wantErr := json.Unmarshal([]byte(s), &want)
	got, err := decodeConfig(s)
	if (err != nil) != (wantErr != nil) || err == nil && !reflect.DeepEqual(got, want) {
		t.Fatalf("%q: %#v (%v), json.Unmarshal %#v (%v)", s, got, err, want, wantErr)
	}
}

func FuzzDecodeConfig(f *testing.F) {
	for _, s := range configSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { sameAsUnmarshal(t, s) })
}

// TestEachSessionTalliedIsLookedUp lists random small histories (events at any time,
// some undone, sessions finished, abandoned, with no events, a start stored in
// another form) with the events tallied in one pass and looked up session by
// session, with every filter and a page: the lines must be the same.
func TestEachSessionTalliedIsLookedUp(t *testing.T) {
	ctx := context.Background()
	for seed := range uint64(6) {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			r := rand.New(rand.NewPCG(seed, 99))
			s := openTemp(t)
			games := []string{"catan", "genoa", "neptun"}
			for range 12 + r.IntN(12) {
				sess := newSession(t, s, games[r.IntN(len(games))], at(r.IntN(500)), "Ann", "Bo")
				for j := range r.IntN(6) {
					if _, err := s.Append(ctx, sess.ID, at(r.IntN(600)), accept(fmt.Sprint("move ", j))); err != nil {
						t.Fatal(err)
					}
					if r.IntN(3) == 0 {
						if _, err := s.Undo(ctx, sess.ID, at(r.IntN(700))); err != nil {
							t.Fatal(err)
						}
					}
				}
				switch r.IntN(4) {
				case 0:
					if err := s.Abandon(ctx, sess.ID, at(800)); err != nil {
						t.Fatal(err)
					}
				case 1:
					if _, err := s.write.ExecContext(ctx, `UPDATE sessions SET started_at = ? WHERE id = ?`,
						at(r.IntN(500)).Format(time.RFC3339), sess.ID); err != nil {
						t.Fatal(err)
					}
				}
			}
			for _, f := range []SessionFilter{{}, {Game: "genoa"}, {Status: "active"}, {Status: "abandoned", Game: "catan"}, {Limit: 5}} {
				list := func(f SessionFilter, tallyFrom int) []SessionSummary {
					old := eachSessionTallyFrom
					eachSessionTallyFrom = tallyFrom
					defer func() { eachSessionTallyFrom = old }()
					got, err := s.Sessions(ctx, f)
					if err != nil {
						t.Fatal(err)
					}
					return got
				}
				page := f
				if page.Limit == 0 {
					page.Limit = 1000 // every session, looked up
				}
				tallied, looked := list(f, 0), list(page, 1000)
				if len(looked) == 0 && f == (SessionFilter{}) {
					t.Fatal("no sessions")
				}
				if !reflect.DeepEqual(tallied, looked) {
					t.Errorf("%+v:\ntallied %+v\nlooked up %+v", f, tallied, looked)
				}
			}
		})
	}
}

// TestEachSessionTalliedStopsWhenAsked: an error from the caller ends the list and is
// returned as it is.
func TestEachSessionTalliedStopsWhenAsked(t *testing.T) {
	s := openTemp(t)
	for i := range 3 {
		newSession(t, s, "catan", at(i), "Ann")
	}
	stop, seen := errors.New("stop"), 0
	err := s.EachSession(context.Background(), SessionFilter{}, func(SessionSummary) error {
		seen++
		return stop
	})
	if !errors.Is(err, stop) || seen != 1 {
		t.Errorf("err %v after %d, want stop after 1", err, seen)
	}
}

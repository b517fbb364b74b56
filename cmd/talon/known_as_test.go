package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestKnownAsText: a typed name is replaced where it stands as a word, case as typed,
// never inside a longer name, after a colour sequence too; of two typed names the
// longer that fits is taken.
func TestKnownAsText(t *testing.T) {
	k := knownAs{typed: []string{"Ann", "Ann Lee", "Ödön"}, as: []string{"Anna", "Annabel", "Edmund"}}
	tests := []struct{ in, want string }{
		{"Catan — turn 1, Ann", "Catan — turn 1, Anna"},
		{"Ann's settlements", "Anna's settlements"},
		{"Anna and Annie stay", "Anna and Annie stay"},
		{"ANN and ann stay", "ANN and ann stay"},
		{"A = Ann, B = Ben", "A = Anna, B = Ben"},
		{"Ann Lee wins; Ann second", "Annabel wins; Anna second"},
		{"\x1b[31mAnn\x1b[0m", "\x1b[31mAnna\x1b[0m"},
		{"Ödön takes 1 ore; Ödönke not", "Edmund takes 1 ore; Ödönke not"},
		{"xAnn Ann2 Ann", "xAnn Ann2 Anna"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := k.text(tt.in); got != tt.want {
			t.Errorf("text(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	if got := (knownAs{}).text("Ann"); got != "Ann" {
		t.Errorf("no renames: %q", got)
	}
}

// TestStatusNamesPlayersAsTheHistory (trial F4): after `history players merge`, status
// and play name a seat typed "Ann" as the history does ("Annie"), as sessions does;
// status --json adds players under those names and keeps config.players as typed.
func TestStatusNamesPlayersAsTheHistory(t *testing.T) {
	e := newEnv(t)
	e.scoredPlays(1) // Ann and Ben
	e.annieAndCy()
	e.ok("history", "players", "merge", "Ann", "Annie")
	e.ok("new", "tally", "--players", "Ann,Ben", "--option", "target=10")
	tests := []struct {
		name string
		run  func() string
	}{
		{"status", func() string { return e.ok("status") }},
		{"play", func() string {
			e.tty = true
			defer func() { e.tty = false }()
			e.prompt.answers = []string{"status", "quit"}
			return e.ok("play")
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := tt.run()
			mustContain(t, out, "Annie")
			for _, line := range strings.Split(out, "\n") {
				if strings.Contains(strings.ReplaceAll(line, "Annie", ""), "Ann") {
					t.Errorf("%s names the typed Ann: %q\n%s", tt.name, line, out)
				}
			}
		})
	}
	mustContain(t, e.ok("sessions"), "Annie, Ben")
	var st struct {
		Players []struct{ Name string } `json:"players"`
		Session struct {
			Config struct {
				Players []struct{ Name string } `json:"players"`
			} `json:"config"`
		} `json:"session"`
	}
	if err := json.Unmarshal([]byte(e.ok("status", "--json")), &st); err != nil {
		t.Fatal(err)
	}
	if len(st.Players) != 2 || st.Players[0].Name != "Annie" || st.Session.Config.Players[0].Name != "Ann" {
		t.Errorf("status --json players %+v, config %+v", st.Players, st.Session.Config.Players)
	}
}

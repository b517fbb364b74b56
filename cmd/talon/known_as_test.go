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

// TestDoNamesPlayersAsTheHistory: after `history players merge Ann Annie`, `talon do`
// and `talon undo` print the seat typed "Ann" as Annie (what it did, Next:, the
// recorded action, refusals and the did-you-mean), and take either name, in any case.
func TestDoNamesPlayersAsTheHistory(t *testing.T) {
	e := catanSetUpFor(t, "Ann,Ben,Cid")
	e.annieAndCy()
	e.ok("history", "players", "merge", "Ann", "Annie")
	noAnn := func(what, out string) {
		t.Helper()
		mustContain(t, out, "Annie")
		for _, line := range strings.Split(out, "\n") {
			if strings.Contains(strings.ReplaceAll(line, "Annie", ""), "Ann") {
				t.Errorf("%s names the typed Ann: %q\n%s", what, line, out)
			}
		}
	}
	noAnn("do roll", e.ok("do", "roll", "3,4"))
	mustContain(t, e.ok("status"), "hands Annie=CARDS") // the legal actions, as do takes them
	for _, tt := range []struct{ lang, want string }{
		{"en", `"Anan" is not a player; did you mean Annie?`},
		{"hu", `"Anan": nincs ilyen (játékos); erre gondoltál: Annie?`},
	} {
		_, msg, code := e.run("--lang", tt.lang, "do", "robber", "D4", "steal=Anan")
		if code != exitUsage {
			t.Errorf("%s: steal=Anan: exit %d, want %d (%s)", tt.lang, code, exitUsage, msg)
		}
		mustContain(t, msg, tt.want)
	}
	_, msg, code := e.run("do", "robber", "B2", "steal=Annie") // Ann moves the robber
	if code != exitRefused {
		t.Errorf("steal=Annie from herself: exit %d, want %d (%s)", code, exitRefused, msg)
	}
	noAnn("refusal", msg)
	e.ok("do", "robber", "D4", "steal=Cid")
	e.ok("do", "end")
	e.ok("do", "roll", "3,4")
	for _, name := range []string{"annie", "Ann"} {
		out := e.ok("do", "robber", "C1", "steal="+name)
		noAnn("steal="+name, out)
		mustContain(t, out, " robber C1 steal=Annie\n")
		if got := actions(t, e); len(got) != 1 || got[0] != "robber C1 steal=Ann" {
			t.Errorf("steal=%s recorded %q, want the typed name", name, got)
		}
		noAnn("undo", e.ok("undo"))
	}
	// play says what it recorded, and its `talon do` twin, so too.
	e.prompt.answers = []string{"robber", "C1", "Annie", "undo", "quit"}
	out := e.ok("play")
	mustContain(t, out, "✓ #19 robber C1 steal=Annie   (talon do robber C1 steal=Annie)\n", "Undid #19 robber C1 steal=Annie\n")
	noAnn("play", out)
	noAnn("play's menu", strings.Join(append(e.prompt.offered[0], e.prompt.more[0]...), "\n"))
}

// TestKnownAsInput: an action naming a player by the history's name (any case, as a
// value or a key) is written with the typed name; a name that is also a seat's typed
// name, or text that does not parse, is left to the game.
func TestKnownAsInput(t *testing.T) {
	k := knownAs{known: []string{"Annie", "Ben", "Maria Lee"}, seats: []string{"Ann", "Ben", "Mia"},
		typed: []string{"Ann", "Mia"}, as: []string{"Annie", "Maria Lee"}}
	clash := knownAs{known: []string{"Anna", "Anna"}, seats: []string{"Ann", "Anna"}, typed: []string{"Ann"}, as: []string{"Anna"}}
	tests := []struct {
		k        knownAs
		in, want string
	}{
		{k, "robber D4 steal=annie", "robber D4 steal=Ann"},
		{k, "hands Annie=9 Ben=5", "hands Ann=9 Ben=5"},
		{k, `trade "maria lee" 1 ore for=1 wool`, "trade Mia 1 ore for=1 wool"},
		{k, "robber D4 steal=Maria Lee", "robber D4 steal=Mia"},
		{k, "robber D4 steal=Ann", "robber D4 steal=Ann"},
		{k, "robber D4 steal=Anni", "robber D4 steal=Anni"},
		{k, `robber "D4 steal=Annie`, `robber "D4 steal=Annie`},
		{clash, "robber D4 steal=Anna", "robber D4 steal=Anna"},
		{knownAs{}, "steal=Annie", "steal=Annie"},
	}
	for _, tt := range tests {
		if got := tt.k.input(tt.in); got != tt.want {
			t.Errorf("input(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

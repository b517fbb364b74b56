package main

import (
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

func TestMenuItem(t *testing.T) {
	discard := companion.Choice{Verb: "discard", Help: "egy játékos visszaadja lapjai felét (lefelé kerekítve)",
		Args: []companion.Arg{{Name: "játékos"}, {Name: "darab"}}}
	robber := companion.Choice{Verb: "robber", Help: "a rabló áthelyezése és rablás egy ott épülettel rendelkező játékostól",
		Args: []companion.Arg{{Name: "tájmező"}, {Name: "játékos", Key: "steal", Optional: true}}}
	for _, tt := range []struct {
		name       string
		c          companion.Choice
		width      int
		text, more string
	}{
		{"fits whole", discard, 80, "discard JÁTÉKOS DARAB  — egy játékos visszaadja lapjai felét (lefelé kerekítve)", ""},
		{"placeholders go first", discard, 76, "discard  — egy játékos visszaadja lapjai felét (lefelé kerekítve)",
			"discard JÁTÉKOS DARAB  — egy játékos visszaadja lapjai felét (lefelé kerekítve)"},
		{"a help too long is cut between words", robber, 76, "robber  — a rabló áthelyezése és rablás egy ott épülettel rendelkező …",
			"robber TÁJMEZŐ [steal=JÁTÉKOS]  — a rabló áthelyezése és rablás egy ott épülettel rendelkező játékostól"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			it := menuItem(tt.c, tt.width)
			if it.Text != tt.text || it.More != tt.more || it.Echo != tt.c.Verb {
				t.Errorf("got %q / %q / echo %q\nwant %q / %q / echo %q", it.Text, it.More, it.Echo, tt.text, tt.more, tt.c.Verb)
			}
			if n := utf8.RuneCountInString(it.Text); n > tt.width {
				t.Errorf("%q is %d columns, wider than %d", it.Text, n, tt.width)
			}
		})
	}
}

// At 80 columns the Hungarian menu after a seven reads every help whole, or shows it
// whole under the list; nothing is cut inside a word.
func TestPlayMenuKeepsWholeHelpsInHungarian(t *testing.T) {
	e := catanSetUpFor(t, "Anna,Béla,Csaba")
	e.ok("do", "roll", "3,4")
	e.prompt.answers = []string{"quit"}
	e.ok("--lang", "hu", "play")
	menu, more := e.prompt.offered[0], e.prompt.more[0]
	for _, help := range []string{"egy játékos visszaadja lapjai felét (lefelé kerekítve)", "rablás egy ott épülettel rendelkező"} {
		if !strings.Contains(strings.Join(menu, "\n"), help) && !strings.Contains(strings.Join(more, "\n"), help) {
			t.Errorf("the help %q is cut:\n%s", help, strings.Join(menu, "\n"))
		}
	}
	for i, text := range menu {
		if n := utf8.RuneCountInString(text); n > 76 {
			t.Errorf("%q is %d columns: the list's line is 76", text, n)
		}
		if strings.HasSuffix(text, "…") && (!strings.HasSuffix(text, " …") || more[i] == "") {
			t.Errorf("%q is cut inside a word, or its whole text is not shown under the list (%q)", text, more[i])
		}
	}
}

// On the terminal, the highlighted entry's whole text is wrapped under the list, and
// the answer line names the verb only.
func TestPickListShowsWhatAnEntryLeavesOut(t *testing.T) {
	ft := newFakeTerminal()
	p := ft.prompterIn(i18n.Hungarian)
	robber := companion.Choice{Verb: "robber", Help: "a rabló áthelyezése és rablás egy ott épülettel rendelkező játékostól",
		Args: []companion.Arg{{Name: "tájmező"}, {Name: "játékos", Key: "steal", Optional: true}}}
	items := []Item{menuItem(robber, 76), {Text: "quit"}}
	done := make(chan int)
	go func() {
		i, _ := p.Select(Question{Label: "Mi történik most?", Items: items})
		done <- i
	}()
	screen := ft.waitFor(t, "rendelkező játékostól")
	mustContain(t, screen, "    robber TÁJMEZŐ [steal=JÁTÉKOS] — a rabló áthelyezése és rablás egy ott\n      épülettel rendelkező játékostól")
	mustFit(t, "list", screen, 80)
	ft.press("<enter>")
	if i := <-done; i != 0 {
		t.Fatalf("took %d", i)
	}
	time.Sleep(20 * time.Millisecond)
	if got := strings.Join(ft.lines(), "\n"); got != "› Mi történik most? robber" {
		t.Errorf("answer line:\n%s", got)
	}
}

// A role typed at the action menu, as the rulebook names it, finds the entry that
// takes it (it used to say "ép" is not in the list).
func TestPlayMenuFindsTheEntryTakingATypedRole(t *testing.T) {
	e := newEnv(t)
	e.tty = true
	e.vars["NO_COLOR"] = "1"
	e.ok("new", "san-juan", "--players", "Anna,Béla", "--seed", "x")
	e.prompt.answers = []string{"Építész", "Építész", "quit"}
	out := e.ok("--lang", "hu", "play")
	mustContain(t, out, "✓ #1 role Anna builder")
	if len(e.prompt.noMatches) != 0 {
		t.Errorf("the menu said %q", e.prompt.noMatches)
	}
}

// A question's answer line puts no colon after its question mark ("Mi történik most?:
// role" read oddly, hu-trial F29); a name's answer line keeps the colon.
func TestAnswerLineAfterAQuestionMark(t *testing.T) {
	for _, tt := range []struct{ label, want string }{
		{"Hány lapot tart meg?", "› Hány lapot tart meg? 4"},
		{"darab", "› darab: 4"},
	} {
		ft := newFakeTerminal()
		ft.send("4\r")
		if v, err := ft.prompter().Input(tt.label, nil); v != "4" || err != nil {
			t.Fatalf("%q: %q, %v", tt.label, v, err)
		}
		time.Sleep(20 * time.Millisecond)
		if got := strings.Join(ft.lines(), "\n"); got != tt.want {
			t.Errorf("answer line %q, want %q", got, tt.want)
		}
	}
}

// Typed at the action menu, a verb finds its entry before any word of a help does, and
// quit and undo are never found by a word of their help: "play" (a Catan card, not
// offered now) matched quit's "`talon play` resumes it", and Enter ended play
// (hu-trial F29). A building's name leaves the entries taking it; Enter on it says it
// is no action.
func TestPlayMenuMatchesVerbsBeforeHelpWords(t *testing.T) {
	items := []Item{
		{Text: "place settlement N  — a player places", Names: []string{"place"}},
		{Text: "build road N  — roads and plays", Names: []string{"build"}, Terms: []string{"Park", "Parkoló"}},
		{Text: "action PLAYER BUILDING  — play a building", Names: []string{"action"}, Terms: []string{"Park"}},
		{Text: "undo — take back the last action", Names: []string{"undo"}, NamedOnly: true},
		{Text: "quit — the session is saved; `talon play` resumes it", Names: []string{"quit"}, NamedOnly: true},
	}
	for _, tt := range []struct {
		typed string
		want  []int
	}{
		{"play", []int{0, 1, 2}}, // words of helps ("player", "plays"), never quit's
		{"pl", []int{0}},         // a verb before the words of helps
		{"act", []int{2}},
		{"last", nil}, // undo's help only
		{"quit", []int{4}},
		{"Park", []int{1, 2}},
	} {
		if got := matchItems(items, tt.typed); !slices.Equal(got, tt.want) {
			t.Errorf("%q leaves %v, want %v", tt.typed, got, tt.want)
		}
	}
	q := Question{Items: items, Actions: true}
	hu := i18n.NewPrinter(i18n.Hungarian)
	for typed, want := range map[string]string{
		"Park":  `"Park" nem lépés: válassz a listából`,
		"kilép": `"kilép" most nem választható lépés: válassz a listából`,
	} {
		if got := notTaken(hu, q, typed); got != want {
			t.Errorf("%q: %q, want %q", typed, got, want)
		}
	}
}

// In a real Catan game, "play" typed at the menu when no card may be played is not
// taken as quit: play goes on.
func TestPlayMenuTypedPlayIsNotQuit(t *testing.T) {
	e := catanSetUp(t)
	e.prompt.answers = []string{"play", "roll", "", "quit"}
	out := e.ok("--lang", "hu", "play")
	mustContain(t, out, "✓ #13 roll")
	if len(e.prompt.noMatches) != 1 {
		t.Errorf("typed play: the menu said %q", e.prompt.noMatches)
	}
}

// Undo and status, picked from the play menu, echo their verb only, as the game's
// actions do, in English and Hungarian (trial F11: "› What happens now? undo — take
// back the last action").
func TestPlayMenuUndoEchoesItsVerb(t *testing.T) {
	for _, tt := range []struct {
		lang        i18n.Lang
		label, want string
	}{
		{i18n.English, "What happens now?", "› What happens now? undo"},
		{i18n.Hungarian, "Mi történik most?", "› Mi történik most? undo"},
	} {
		ft := newFakeTerminal()
		p := ft.prompterIn(tt.lang)
		items := sessionItems(i18n.NewPrinter(tt.lang))
		done := make(chan int)
		go func() {
			i, _ := p.Select(Question{Label: tt.label, Items: items, Actions: true})
			done <- i
		}()
		ft.waitFor(t, "undo")
		ft.press("<enter>")
		if i := <-done; i != 0 {
			t.Fatalf("took %d", i)
		}
		time.Sleep(20 * time.Millisecond)
		if got := strings.Join(ft.lines(), "\n"); got != tt.want {
			t.Errorf("answer line:\n%s\nwant\n%s", got, tt.want)
		}
		if items[1].Echo != "status" {
			t.Errorf("status echoes %q", items[1].Echo)
		}
	}
}

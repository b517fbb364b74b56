package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/kittest"
)

// scriptActions reads a companion's script: the actions it accepts and the first one the
// rules refuse, in order.
func scriptActions(t *testing.T, path string) (sc kittest.Script, accepted []string, refused string) {
	t.Helper()
	sc, err := kittest.ReadScript(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range sc.Steps {
		switch st.Expect {
		case kittest.Refused:
			if refused == "" {
				refused = st.Action
			}
		case kittest.BadInput:
		default:
			accepted = append(accepted, st.Action)
		}
	}
	return sc, accepted, refused
}

// startScript starts the script's session in English, as its table would.
func startScript(t *testing.T, e *env, game string, sc kittest.Script) {
	t.Helper()
	args := []string{"new", game, "--players", strings.Join(sc.Players, ","), "--seed", sc.Seed}
	for k, v := range sc.Options {
		args = append(args, "--option", k+"="+v)
	}
	e.ok(args...)
}

// The main screens of Catan and San Juan in English and Hungarian: the status view in
// the middle of a game, a refusal naming its rule, and the final score. The session is
// started in English and played on in Hungarian: the event log keeps the English ids.
func TestCatanAndSanJuanScreensInBothLanguages(t *testing.T) {
	for _, g := range []struct{ game, script, golden string }{
		{"san-juan", "../../companion/sanjuan/testdata/two_player_game.txtar", "sanjuan"},
		{"catan", "../../companion/catan/testdata/whole_game.txtar", "catan"},
	} {
		t.Run(g.game, func(t *testing.T) {
			sc, actions, _ := scriptActions(t, g.script)
			e := newEnv(t)
			e.tty = false
			startScript(t, e, g.game, sc)
			half := len(actions) / 2
			for _, a := range actions[:half] {
				e.ok(append([]string{"do"}, strings.Fields(a)...)...)
			}
			var screens [2]strings.Builder
			for i, lang := range []string{"en", "hu"} {
				w := &screens[i]
				w.WriteString("$ talon status\n" + e.ok("--lang", lang, "status"))
				// The next player's move, made by someone else: refused by the turn order.
				out, errOut, code := e.run("--lang", lang, "do", "build", "city", "1")
				if g.game == "san-juan" {
					out, errOut, code = e.run("--lang", lang, "do", "role", "Ben", "builder")
				}
				if code != exitRefused && code != exitUsage {
					t.Fatalf("%s: the refusal screen was accepted (exit %d): %s", lang, code, out)
				}
				w.WriteString("$ talon do (refused)\n" + out + errOut)
			}
			// Played on in Hungarian to the end.
			var last string
			for _, a := range actions[half:] {
				last = e.ok(append([]string{"--lang", "hu", "do"}, strings.Fields(a)...)...)
			}
			mustContain(t, last, "Végeredmény")
			for i, lang := range []string{"en", "hu"} {
				screens[i].WriteString("$ talon status (game over)\n" + e.ok("--lang", lang, "status", "1"))
				golden(t, g.golden+"_screens_"+lang, screens[i].String())
			}
			// What was typed in Hungarian is stored in the English grammar.
			var st statusJSON
			if err := json.Unmarshal([]byte(e.ok("status", "1", "--json")), &st); err != nil {
				t.Fatal(err)
			}
			if st.Last == nil || st.Last.Action != actions[len(actions)-1] {
				t.Errorf("last event %+v, want %q", st.Last, actions[len(actions)-1])
			}
		})
	}
}

// `talon do` takes the Hungarian and German names printed on the table's cards, in a
// session started in English, and stores the English ids.
func TestHungarianAndGermanNamesThroughTalonDo(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "san-juan", "--players", "Ann,Ben", "--option", "governor=Ann", "--option", "houses=table", "--seed", "s")
	for _, step := range []struct{ typed, stored string }{
		{"role Ann Építész", "role Ann builder"},
		{"build Ann Kovácsműhely", "build Ann smithy"},
		{"build Ben Goldgrube", "build Ben gold_mine"},
		{"role Ben Aufseher", "role Ben producer"},
		{"produce Ben indigó", "produce Ben indigo_plant"},
		{"produce Ann Indigófeldolgozó", "produce Ann indigo_plant"},
		{"role Ann Tanácsos", "role Ann councillor"},
		{"council Ann", "council Ann"},
		{"council Ben", "council Ben"},
		{"role Ben Händler", "role Ben trader"},
		{"house 2", "house 2"},
		{"sell Ben Indigoküpperei", "sell Ben indigo_plant"},
		{"sell Ann indigó", "sell Ann indigo_plant"},
	} {
		lang := "hu"
		if strings.ContainsAny(step.typed, "ä") || strings.Contains(step.typed, "Goldgrube") || strings.Contains(step.typed, "Aufseher") {
			lang = "de"
		}
		e.ok(append([]string{"--lang", lang, "do"}, strings.Fields(step.typed)...)...)
		var st statusJSON
		if err := json.Unmarshal([]byte(e.ok("status", "--json")), &st); err != nil {
			t.Fatal(err)
		}
		if st.Last == nil || st.Last.Action != step.stored {
			t.Fatalf("%q stored as %+v, want %q", step.typed, st.Last, step.stored)
		}
	}
	mustContain(t, e.ok("--lang", "hu", "status"), "Kovácsműhely", "Kereskedő", "Indigófeldolgozó")
	mustContain(t, e.ok("--lang", "de", "status"), "Schmiede", "Händler", "Goldgrube")

	c := newEnv(t)
	c.ok("new", "catan", "--players", "Ann,Ben,Cid", "--option", "layout=beginner", "--seed", "catan-whole-game")
	for _, step := range []struct{ typed, stored string }{
		{"place település 34", "place settlement 34"},
		{"place út 34-39", "place road 34-39"},
		{"place településrecord 3", ""}, // a misspelt piece is bad input
	} {
		if step.stored == "" {
			if _, _, code := c.run(append([]string{"--lang", "hu", "do"}, strings.Fields(step.typed)...)...); code != exitUsage {
				t.Errorf("%q: exit %d, want %d", step.typed, code, exitUsage)
			}
			continue
		}
		c.ok(append([]string{"--lang", "hu", "do"}, strings.Fields(step.typed)...)...)
		var st statusJSON
		if err := json.Unmarshal([]byte(c.ok("status", "--json")), &st); err != nil {
			t.Fatal(err)
		}
		if st.Last == nil || st.Last.Action != step.stored {
			t.Fatalf("%q stored as %+v, want %q", step.typed, st.Last, step.stored)
		}
	}
}

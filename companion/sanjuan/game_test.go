package sanjuan_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/kittest"
	"github.com/talon-games/talon/companion/sanjuan"
	"github.com/talon-games/talon/randomizers"
)

var scriptOptions = map[string]string{"houses": "table"}

// TestTwoPlayerGame plays the whole scripted game through the engine, as `talon do` would.
func TestTwoPlayerGame(t *testing.T) {
	script := readScript(t, "testdata/two_player_game.txtar")
	s, st := table(t, scriptOptions, "Ann", "Ben")
	g := sanjuan.Entry().Companion
	var events []companion.Event
	for i, line := range script {
		step, err := companion.Act(g, s, events, line)
		ev, next := step.Event, step.State
		if err != nil {
			t.Fatalf("line %d %q: %v", i+1, line, err)
		}
		if ev.Action != line {
			t.Errorf("line %d: stored %q, want the script's canonical %q", i+1, ev.Action, line)
		}
		if len(ev.Streams) != 0 {
			t.Errorf("line %d: drew from %v; San Juan draws only at setup", i+1, ev.Streams)
		}
		events = append(events, ev)
		st = next
		over := strings.HasPrefix(st.View().Next, "game over") || st.Result() != nil
		if over != onlyFinalLeft(script, i) {
			t.Fatalf("line %d %q: game over = %v", i+1, line, over)
		}
		if st.Result() != nil && i != len(script)-1 {
			t.Fatalf("line %d: scored before the final line", i+1)
		}
	}
	res := st.Result()
	if res == nil {
		t.Fatal("no result after the script")
	}
	// The scorer's building points match the printed VP of the cities talon shows.
	for _, p := range res.Players {
		city := strings.Split(row(t, st, p.Name)["City (* good)"], ", ")
		vp, count := 0, 0
		for _, entry := range city { // "Indigo Plant ×3**": a building, how many, goods
			name, times, _ := strings.Cut(strings.TrimRight(entry, "*"), " ×")
			n := 1
			if times != "" {
				n, _ = strconv.Atoi(times)
			}
			b, ok := sanjuan.Lookup(name)
			if !ok || n < 1 {
				t.Fatalf("%s: unknown building %q", p.Name, entry)
			}
			vp += n * b.VP
			count += n
		}
		if p.Breakdown[0].Category != sanjuan.CatBuildings || p.Breakdown[0].Points != vp {
			t.Errorf("%s: buildings %v, want %d", p.Name, p.Breakdown[0], vp)
		}
		if p.Winner != slices.Contains(res.Winners, p.Name) {
			t.Errorf("%s: winner flag and winners disagree", p.Name)
		}
	}
	if _, err := companion.Act(g, s, events, "role Ann builder"); !isRefusal(err) {
		t.Errorf("action after the end: %v, want a refusal", err)
	}
}

// onlyFinalLeft reports whether nothing but the final count follows script line i.
func onlyFinalLeft(script []string, i int) bool {
	for _, l := range script[i+1:] {
		if !strings.HasPrefix(l, "final") {
			return false
		}
	}
	return true
}

func isRefusal(err error) bool {
	var r *companion.Refusal
	return errors.As(err, &r)
}

// TestEndAfterTheBuilderPhase: the 12th building ends the game only once every player has
// had their build in that phase, and no role follows.
func TestEndAfterTheBuilderPhase(t *testing.T) {
	script := readScript(t, "testdata/two_player_game.txtar")
	_, st := table(t, scriptOptions, "Ann", "Ben")
	twelfth := -1
	for i, line := range script {
		st = do(t, st, line)
		if twelfth < 0 && strings.HasPrefix(line, "build ") {
			for _, name := range []string{"Ann", "Ben"} {
				if row(t, st, name)["Buildings"] == strconv.Itoa(sanjuan.MaxBuildings) {
					twelfth = i
				}
			}
		}
		if twelfth < 0 {
			if strings.HasPrefix(st.View().Next, "game over") {
				t.Fatalf("line %d: game over before anyone has 12 buildings", i+1)
			}
			continue
		}
		// From the 12th building on: the remaining build steps of that phase, then the end.
		if strings.HasPrefix(st.View().Next, "game over") {
			if i+1 >= len(script) || !strings.HasPrefix(script[i+1], "final") {
				t.Fatalf("line %d: game over, but the script goes on with %q", i+1, script[i+1])
			}
			if !strings.HasPrefix(line, "build ") {
				t.Fatalf("line %d %q: the game must end on a build step", i+1, line)
			}
			refused(t, st, "role Ann trader", "game end")
			return
		}
		if !strings.HasPrefix(script[i+1], "build ") {
			t.Fatalf("line %d: the builder phase ended without the game ending", i+1)
		}
	}
	t.Fatal("the script never reached 12 buildings")
}

// TestUndoReplays: replaying the first k events gives the state seen after k steps.
func TestUndoReplays(t *testing.T) {
	script := readScript(t, "testdata/two_player_game.txtar")
	s, st := table(t, scriptOptions, "Ann", "Ben")
	g := sanjuan.Entry().Companion
	views := []companion.View{st.View()}
	legal := []string{kittest.LegalJSON(st.Legal())}
	var events []companion.Event
	for _, line := range script {
		step, err := companion.Act(g, s, events, line)
		ev, next := step.Event, step.State
		if err != nil {
			t.Fatal(err)
		}
		events = append(events, ev)
		views = append(views, next.View())
		legal = append(legal, kittest.LegalJSON(next.Legal()))
	}
	for k := range events {
		got, _, err := companion.Replay(g, s, events[:k])
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got.View(), views[k]) || kittest.LegalJSON(got.Legal()) != legal[k] {
			t.Fatalf("replay of %d events differs from the state after step %d (%q)", k, k, script[max(k-1, 0)])
		}
	}
}

// TestRefusalLeavesStateAlone: a refused action changes nothing, at every step of the game.
func TestRefusalLeavesStateAlone(t *testing.T) {
	script := readScript(t, "testdata/two_player_game.txtar")
	_, st := table(t, scriptOptions, "Ann", "Ben")
	for _, line := range script {
		before, legal := st.View(), kittest.LegalJSON(st.Legal())
		for _, bad := range []string{"role Ben builder", "role Ann builder", "build Ben smithy", "sell Ann indigo_plant", "chapel Ben"} {
			if _, err := kittest.Apply(st, bad); err == nil {
				continue // legal here; other lines test it
			}
			if !reflect.DeepEqual(before, st.View()) || legal != kittest.LegalJSON(st.Legal()) {
				t.Fatalf("refused %q changed the state", bad)
			}
		}
		st = do(t, st, line)
	}
}

func TestRoleOrder(t *testing.T) {
	tests := []struct {
		players []string
		want    []string // choosers over two rounds
	}{
		{[]string{"Ann", "Ben"}, []string{"Ann", "Ben", "Ann", "Ben", "Ann", "Ben"}},
		{[]string{"Ann", "Ben", "Cid"}, []string{"Ann", "Ben", "Cid", "Ben", "Cid", "Ann"}},
		{[]string{"Ann", "Ben", "Cid", "Dee"}, []string{"Ann", "Ben", "Cid", "Dee", "Ben", "Cid", "Dee", "Ann"}},
	}
	for _, tt := range tests {
		t.Run(strconv.Itoa(len(tt.players)), func(t *testing.T) {
			_, st := table(t, nil, tt.players...)
			var got []string
			for len(got) < len(tt.want) {
				c := st.Legal()[0]
				if c.Verb != "role" {
					t.Fatalf("expected a role choice, got %+v", c)
				}
				who := c.Args[0].Options[0].Value
				got = append(got, who)
				left := kittest.Values(c.Args[1].Options)
				// Councillor for everyone: one council step each, whoever chooses.
				role := left[len(left)-1]
				if role == "prospector" {
					st = do(t, st, "role "+who+" prospector", "prospect")
				} else {
					st = do(t, st, "role "+who+" "+role)
					for st.Legal()[0].Verb != "role" {
						st = do(t, st, "pass")
					}
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("choosers %v, want %v", got, tt.want)
			}
		})
	}
}

func TestRoleRefusals(t *testing.T) {
	_, st := table(t, nil, "Ann", "Ben", "Cid")
	refused(t, st, "role Ben builder", "turn order")
	st = do(t, st, "role Ann builder")
	refused(t, st, "role Ben producer", "turn order") // the builder phase is on
	refused(t, st, "role producer", "turn order")
	refused(t, st, "build Ben smithy", "turn order")   // Ann builds first
	refused(t, st, "produce Ann indigo", "turn order") // not a producer step
	st = do(t, st, "build Ann pass", "build Ben pass", "build Cid pass")
	refused(t, st, "role Ben builder", "one role each per round")
	refused(t, st, "role Cid producer", "turn order")
	st = do(t, st, "role Ben aufseher") // German role names work
	if !strings.Contains(st.View().Facts[0].Value, "Producer, chosen by Ben") {
		t.Errorf("phase fact: %v", st.View().Facts)
	}
}

func TestResolve(t *testing.T) {
	_, st := table(t, nil, "Ann", "Ben")
	st = do(t, st, "role Ann builder")
	tests := []struct{ in, want string }{
		{"build smithy", "build Ann smithy"},
		{"build ann Schmiede", "build Ann smithy"},
		{"build Ann Kovácsműhely", "build Ann smithy"},
		{"build Guild Hall", "build Ann guild_hall"},
		{"pass", "build Ann pass"},
		{"build Ann hero over=crane goods=indigo,sugar_mill", "build Ann hero over=crane goods=indigo_plant,sugar_mill"},
		{"hand ben 3", "fix hand Ben 3"}, // the correction verb, also written `hand`
		{"fix hand B 3", "fix hand Ben 3"},
		{"fix kéz Ben 3", "fix hand Ben 3"}, // the status table's word (hu-trial F21)
	}
	for _, tt := range tests {
		got, err := kittest.Resolve(st, tt.in, nil)
		if err != nil || got != tt.want {
			t.Errorf("Resolve(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	for _, in := range []string{"", "fly Ann", "build Ann nothing", "build Ann smithy over=moon", "hand Ann x", "house 9", "role Ann sleeper", "build Ann smithy colour=red", "goldmine Ann 1,2"} {
		_, err := kittest.Resolve(st, in, nil)
		var bad *companion.BadInput
		if !errors.As(err, &bad) {
			t.Errorf("Resolve(%q): %v, want bad input", in, err)
		}
	}
}

func TestSetup(t *testing.T) {
	e := sanjuan.Entry()
	g := e.Companion
	if e.ID != "san-juan" || e.Name != "San Juan" || !e.Playable() || e.MinPlayers != 2 || e.MaxPlayers != 4 {
		t.Errorf("entry %+v", e)
	}
	players := []companion.Player{{Name: "Ann"}, {Name: "Ben"}, {Name: "Cid"}}
	governors := map[int]bool{}
	for seed := randomizers.Seed(1); seed <= 40; seed++ {
		s, err := companion.NewSession(sanjuan.Entry(), companion.Config{Players: players}, seed, now)
		if err != nil {
			t.Fatal(err)
		}
		var rec struct {
			Governor int   `json:"governor"`
			Houses   []int `json:"houses"`
		}
		if err := json.Unmarshal(s.Setup, &rec); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(slices.Sorted(slices.Values(rec.Houses)), []int{1, 2, 3, 4, 5}) {
			t.Fatalf("houses %v", rec.Houses)
		}
		governors[rec.Governor] = true
		st, err := g.Start(s.Config, s.Setup)
		if err != nil {
			t.Fatal(err)
		}
		if want := "governor " + players[rec.Governor].Name; !strings.HasSuffix(st.View().Title, want) {
			t.Errorf("title %q, want %q", st.View().Title, want)
		}
	}
	if len(governors) != 3 {
		t.Errorf("random governors over 40 seeds: %v", governors)
	}

	_, st := table(t, map[string]string{"governor": "cid", "start_hand": "5-8"}, "Ann", "Ben", "Cid")
	lastHas(t, st, "Cid is the first governor")
	lastHas(t, st, "Cid draws 5, Ann draws 6, Ben draws 7; each keeps 4")
	if hand(t, st, "Ann") != "4" || row(t, st, "Ann")["City (* good)"] != "Indigo Plant" {
		t.Errorf("opening row %v", row(t, st, "Ann"))
	}
	_, err := companion.NewSession(sanjuan.Entry(), companion.Config{Players: players, Options: map[string]string{"governor": "Zed"}}, 1, now)
	var bad *companion.BadInput
	if !errors.As(err, &bad) {
		t.Errorf("unknown governor: %v", err)
	}
	for _, rec := range []string{`{"governor":3,"houses":[1,2,3,4,5]}`, `{"governor":0,"houses":[1,2,3,4,4]}`, `nope`} {
		if _, err := g.Start(companion.Config{Players: players}, json.RawMessage(rec)); err == nil {
			t.Errorf("Start accepted %s", rec)
		}
	}
}

func TestFinal(t *testing.T) {
	script := readScript(t, "testdata/two_player_game.txtar")
	_, st := table(t, scriptOptions, "Ann", "Ben")
	st = do(t, st, script[:len(script)-1]...)
	text, err := kittest.Resolve(st, "final Ben=9", nil)
	if err != nil || !strings.HasPrefix(text, "final Ann=") || !strings.HasSuffix(text, " Ben=9") {
		t.Fatalf("Resolve final: %q, %v", text, err)
	}
	if st.Result() != nil {
		t.Fatal("scored before final")
	}
	// More cards than the deck holds is out of the components' bounds: bad input.
	if _, err := kittest.Apply(st, "final Ann=200"); err == nil || !strings.Contains(err.Error(), "from 0 to 110") {
		t.Fatalf("final Ann=200: %v", err)
	}
	st = do(t, st, text)
	if st.Result() == nil || len(st.Legal()) != 0 {
		t.Fatal("no result, or still actions after final")
	}
}

// TestConformance plays the whole scripted game through the kit's conformance suite.
func TestConformance(t *testing.T) {
	kittest.Run(t, sanjuan.Entry(), "testdata/two_player_game.txtar")
}

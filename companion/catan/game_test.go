package catan_test

import (
	"encoding/json"
	"errors"
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/catan"
	"github.com/talon-games/talon/companion/kittest"
)

type testRNG struct{ seed uint64 }

func (r testRNG) Stream(purpose string) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(purpose))
	return rand.New(rand.NewPCG(r.seed, h.Sum64()))
}

func players(names ...string) []companion.Player {
	out := make([]companion.Player, len(names))
	for i, n := range names {
		out[i] = companion.Player{Name: n}
	}
	return out
}

func start(t *testing.T, opts map[string]string, names ...string) companion.State {
	t.Helper()
	g := catan.Entry().Companion
	cfg := companion.Config{Players: players(names...), Options: opts}
	rec, err := g.Setup(cfg, testRNG{1})
	if err != nil {
		t.Fatal(err)
	}
	st, err := g.Start(cfg, rec)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// do resolves and applies each action as the engine does, failing on a refusal.
func do(t *testing.T, st companion.State, actions ...string) companion.State {
	t.Helper()
	for _, in := range actions {
		text, err := kittest.Resolve(st, in, testRNG{2})
		if err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		next, err := kittest.Apply(st, text)
		if err != nil {
			t.Fatalf("%q (%q): %v", in, text, err)
		}
		st = next
	}
	return st
}

// refused checks that the action is refused under the named rule and leaves st unchanged.
func refused(t *testing.T, st companion.State, action, rule string) {
	t.Helper()
	before := st.View()
	_, err := kittest.Apply(st, action)
	var r *companion.Refusal
	if !errors.As(err, &r) {
		t.Fatalf("%q: got %v, want a refusal under %q", action, err, rule)
	}
	if r.Rule != rule {
		t.Fatalf("%q refused under %q (%v), want %q", action, r.Rule, r.Reason, rule)
	}
	if after := st.View(); after.Title != before.Title || after.Next != before.Next {
		t.Fatalf("%q: a refusal changed the state", action)
	}
}

func legalOptions(st companion.State, verb string) []string {
	for _, c := range st.Legal() {
		if c.Verb == verb {
			return kittest.Values(c.Args[0].Options)
		}
	}
	return nil
}

func lastHas(t *testing.T, st companion.State, want string) {
	t.Helper()
	for _, l := range st.View().Last {
		if strings.Contains(l, want) {
			return
		}
	}
	t.Fatalf("last lines %q lack %q", st.View().Last, want)
}

var beginner = map[string]string{"layout": "beginner"}

// setupABC places Ann 12/3, Ben 26/37, Cid 44/50 on the beginner board.
func setupABC(t *testing.T) companion.State {
	st := start(t, beginner, "Ann", "Ben", "Cid")
	return do(t, st,
		"place settlement 12", "place road 12-17",
		"place settlement 26", "place road 26-32",
		"place settlement 44", "place road 44-48",
		"place settlement 50", "place road 50-53",
		"place settlement 37", "place road 37-42",
		"place settlement 3", "place road 3-7",
	)
}

func TestInfo(t *testing.T) {
	e := catan.Entry()
	info := e.Companion.Info()
	if e.ID != "catan" || !e.Playable() || e.MinPlayers != 3 || e.MaxPlayers != 4 {
		t.Fatalf("entry = %+v", e)
	}
	for _, o := range info.Options {
		if o.Default == "" {
			t.Errorf("option %s has no default", o.Name)
		}
	}
}

func TestSetupSnakeOrderAndDistance(t *testing.T) {
	st := start(t, beginner, "Ann", "Ben", "Cid")
	if got := legalOptions(st, "place settlement"); len(got) != catan.NumVertices {
		t.Fatalf("first settlement: %d options, want all %d", len(got), catan.NumVertices)
	}
	st = do(t, st, "place settlement 12")
	refused(t, st, "place settlement 26", "turn order")
	refused(t, st, "place road 22-28", "road touches the new settlement")
	if got := legalOptions(st, "place road"); !slices.Equal(got, []string{"8-12", "12-17"}) {
		t.Fatalf("roads at 12: %v", got)
	}
	st = do(t, st, "place road 12-17")
	refused(t, st, "place settlement 8", "distance rule")
	refused(t, st, "place settlement 12", "free intersection")
	if slices.Contains(legalOptions(st, "place settlement"), "17") {
		t.Fatal("17 offered next to 12")
	}
	st = do(t, st, "place settlement 26", "place road 26-32", "place settlement 44", "place road 44-48")
	// Snake: Cid places again first.
	if !strings.Contains(st.View().Title, "Cid") {
		t.Fatalf("after the first round: %q, want Cid", st.View().Title)
	}
	st = do(t, st, "place settlement 50")
	lastHas(t, st, "Cid takes 1 grain, 1 wool") // 50: E2 fields 6, E3 pasture 11
	st = do(t, st, "place road 50-53", "place settlement 37", "place road 37-42", "place settlement 3", "place road 3-7")
	if v := st.View(); !strings.Contains(v.Title, "turn 1, Ann") {
		t.Fatalf("after set-up: %q", v.Title)
	}
}

func TestProductionRobberAndCities(t *testing.T) {
	st := setupABC(t)
	// 12 rolls: B1 fields 12 touches Ann's 12.
	st = do(t, st, "roll 6,6")
	lastHas(t, st, "Ann takes 1 grain")
	lastHas(t, st, "Ben takes nothing")
	st = do(t, st, "build city 12", "end")
	// Ben rolls 8: C5 mountains 8 (Ben's 26 and Ann's nothing), D1 forest 8 (nobody).
	st = do(t, st, "roll 4,4")
	lastHas(t, st, "Ben takes 1 ore")
	st = do(t, st, "end", "roll 6,6")   // Cid rolls
	lastHas(t, st, "Ann takes 2 grain") // the city doubles
	st = do(t, st, "end")
	// Ann rolls 7 and puts the robber on B4 (hills 10), next to Ben's 26.
	st = do(t, st, "roll 3,4")
	lastHas(t, st, "nobody produces")
	refused(t, st, "robber C3", "robber moves")
	st = do(t, st, "hands Ann=9 Ben=3 Cid=8")
	lastHas(t, st, "Ann must discard 4 of 9")
	lastHas(t, st, "Cid must discard 4 of 8")
	refused(t, st, "robber B4 steal=Ben", "discard before the robber")
	refused(t, st, "discard Ann 5", "discard half")
	refused(t, st, "discard Ben 1", "discard half")
	st = do(t, st, "discard Ann 4", "discard Cid 4")
	lastHas(t, st, "B4: Ben")
	refused(t, st, "discard Ann 4", "discard once")
	refused(t, st, "robber B4 steal=Cid", "steal from a neighbour of the robber")
	refused(t, st, "robber B4 steal=Ann", "steal from a neighbour of the robber")
	st = do(t, st, "robber B4 steal=Ben")
	lastHas(t, st, "Ann steals a random resource card from Ben")
	st = do(t, st, "end", "roll 5,5") // Ben rolls 10: B4 is blocked, A1 mountains 10 has nobody
	lastHas(t, st, "Ben takes nothing")
	lastHas(t, st, "robber on B4 blocks its brick")
}

func TestBuildingLegality(t *testing.T) {
	st := do(t, setupABC(t), "roll 1,1")
	cases := []struct{ action, rule string }{
		{"build settlement 22", "connected to own road"},
		{"build settlement 17", "distance rule"},
		{"build settlement 26", "free intersection"},
		{"build road 22-28", "connected road"},
		{"build road 3-7", "free path"},
		{"build city 26", "city on own settlement"},
		{"build city 22", "city on own settlement"},
		{"roll 2,3", "turn order"},
		{"place settlement 22", "connected to own road"},
	}
	for _, c := range cases {
		refused(t, st, c.action, c.rule)
	}
	st = do(t, st, "build road 17-22", "build settlement 22")
	// A road may not continue out through an opponent's building: Ben builds 32-38 from
	// 26-32 while Ann's road would need to pass Ben's 26.
	if !slices.Contains(legalOptions(st, "build road"), "22-28") {
		t.Fatal("22-28 not offered after the settlement at 22")
	}
	if _, err := kittest.Apply(st, "build settlement 1"); err == nil {
		t.Fatal("settlement without road accepted")
	}
}

func TestRoadThroughOpponentBuilding(t *testing.T) {
	st := do(t, setupABC(t), "roll 1,1")
	// Ann builds 7-11 then 11-16; Ben then settles... instead: Ann's road reaching Ben's
	// settlement 26 may end there but not continue beyond it.
	st = do(t, st, "build road 7-11", "build road 11-16", "build road 16-21", "build road 21-26")
	refused(t, st, "build road 20-26", "connected road")
	st = do(t, st, "build road 21-27") // branching before the building is fine
}

func TestPieceLimits(t *testing.T) {
	st := do(t, setupABC(t), "roll 1,1")
	// Ann has 2 roads; 13 more, each the first one offered, reach the limit of 15.
	var free []string
	for range 13 {
		free = legalOptions(st, "build road")
		st = do(t, st, "build road "+free[0])
	}
	if got := legalOptions(st, "build road"); got != nil {
		t.Fatalf("roads offered beyond the limit: %v", got)
	}
	refused(t, st, "build road "+free[1], "piece limit")
	lastHas(t, st, "Ann builds a road")
}

func prefix(p string, xs []string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = p + x
	}
	return out
}

func TestTradeRates(t *testing.T) {
	st := do(t, setupABC(t), "roll 1,1")
	// Ann's 12 is on the lumber harbor (17,12).
	refused(t, st, "trade bank 3 lumber for 1 ore", "harbor rate")
	refused(t, st, "trade bank 4 ore for 2 grain", "harbor rate")
	refused(t, st, "trade bank 2 lumber for 1 lumber", "no swapping identical resources")
	refused(t, st, "trade Ann 1 ore for 1 wool", "trade with others")
	refused(t, st, "trade Ben 1 ore for 1 ore", "no swapping identical resources")
	st = do(t, st, "trade bank 4 lumber for 2 ore", "trade bank 4 ore for grain", "trade Ben 2 ore 1 wool for 1 grain")
	lastHas(t, st, "Ann gives 2 ore, 1 wool to Ben for 1 grain")
	found := false
	players := st.View().Tables[0] // a column per player, Ann's first
	for _, row := range players.Rows {
		if row[0] == "Bank trade" && strings.HasPrefix(players.Header[1], "Ann") && row[1] == "4:1, lumber 2:1" {
			found = true
		}
	}
	if !found {
		t.Fatalf("Ann's rates not shown: %v", st.View().Tables[0].Rows)
	}
}

func TestDevelopmentCardsAndLargestArmy(t *testing.T) {
	st := do(t, setupABC(t), "roll 1,1")
	refused(t, st, "play knight", "card bought before this turn")
	st = do(t, st, "buy dev", "buy dev", "buy dev")
	refused(t, st, "play knight", "card bought before this turn")
	st = do(t, st, "end", "roll 1,1", "buy dev", "end", "roll 1,1", "end")
	// Ann: a knight before rolling, then the robber, then the roll.
	st = do(t, st, "play knight", "robber C5 steal=Ben", "roll 2,2")
	refused(t, st, "play knight", "one development card per turn")
	st = do(t, st, "end", "roll 1,1", "end", "roll 1,1", "end", "play knight", "robber B2", "roll 1,1", "end")
	st = do(t, st, "roll 1,1", "play knight", "robber C3", "end", "roll 1,1", "end")
	st = do(t, st, "roll 1,1", "play knight")
	lastHas(t, st, "Largest Army goes to Ann (3 knights)")
	st = do(t, st, "robber B2")
	refused(t, st, "play knight", "one development card per turn")
	if v := st.View(); !hasFact(v, "Largest Army", "Ann (3 knights)") {
		t.Fatalf("facts %v", v.Facts)
	}
}

func hasFact(v companion.View, label, value string) bool {
	for _, f := range v.Facts {
		if f.Label == label && f.Value == value {
			return true
		}
	}
	return false
}

func TestWholeGameToWin(t *testing.T) {
	st := setupABC(t)
	if st.Result() != nil {
		t.Fatal("result before the end")
	}
	// Fixed dice keep the game deterministic.
	round := func(ann ...string) {
		st = do(t, st, append(append([]string{"roll 2,3"}, ann...), "end")...)
		st = do(t, st, "roll 2,3", "end", "roll 2,3", "end")
	}
	round("build city 12", "build city 3", "buy dev", "buy dev")
	round("build road 17-22", "build settlement 22", "buy dev", "buy dev")
	round("buy dev")
	st = do(t, st, "roll 2,3", "vp Ann 4")
	if st.Result() != nil {
		t.Fatal("won at 9")
	}
	st = do(t, st, "vp Ann 5")
	res := st.Result()
	if res == nil {
		t.Fatalf("no result at 10: %v", st.View().Last)
	}
	if len(res.Winners) != 1 || res.Winners[0] != "Ann" || res.Players[0].Total != 10 {
		t.Fatalf("result %+v", res)
	}
	if _, err := kittest.Apply(st, "end"); err == nil {
		t.Fatal("action accepted after the win")
	}
	if len(st.Legal()) != 0 {
		t.Fatalf("legal after the win: %v", st.Legal())
	}
}

func TestResolveRollsAndCanonicalText(t *testing.T) {
	st := setupABC(t)
	text, err := kittest.Resolve(st, "ROLL", testRNG{5})
	if err != nil || !strings.HasPrefix(text, "roll ") || len(text) != len("roll 1,2") {
		t.Fatalf("Resolve(roll) = %q, %v", text, err)
	}
	again, _ := kittest.Resolve(st, "roll", testRNG{5})
	if again != text {
		t.Fatalf("same stream, different dice: %q vs %q", text, again)
	}
	st = do(t, st, "roll 3 4", "hands ann=3", "robber d4 steal=none")
	cases := map[string]string{
		"Build Road 17-22":            "build road 17-22",
		"build road 22 17":            "build road 17-22",
		"trade bank 4 ore for=grain":  "trade bank 4 ore for 1 grain",
		"trade b 1 wood for 1 sheep":  "trade Ben 1 lumber for 1 wool",
		"build settlement N(0,-2)":    "build settlement 1",
		"play ritter":                 "play knight",
		"vp ANN 0":                    "vp Ann 0",
		"buy development":             "buy dev",
		"build city 12":               "build city 12",
		"trade cid 2 ore for 1 grain": "trade Cid 2 ore for 1 grain",
	}
	for in, want := range cases {
		got, err := kittest.Resolve(st, in, testRNG{1})
		if want == "build settlement 1" || want == "play knight" {
			if err == nil {
				t.Errorf("Resolve(%q) = %q, want a refusal", in, got)
			}
			continue
		}
		if err != nil || got != want {
			t.Errorf("Resolve(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"fly", "roll 7,1", "build castle 3", "discard Zed 4", "hands Ann", "robber Z9"} {
		_, err := kittest.Resolve(st, bad, testRNG{1})
		var b *companion.BadInput
		if !errors.As(err, &b) {
			t.Errorf("Resolve(%q) = %v, want bad input", bad, err)
		}
	}
}

func TestSetupRecordReplays(t *testing.T) {
	g := catan.Entry().Companion
	cfg := companion.Config{Players: players("Ann", "Ben", "Cid", "Dee"), Options: map[string]string{"tokens": "random", "max_pips": "11"}}
	a, err := g.Setup(cfg, testRNG{9})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := g.Setup(cfg, testRNG{9})
	if string(a) != string(b) {
		t.Fatal("same seed, different setup records")
	}
	var rec struct {
		Board catan.Board `json:"board"`
	}
	if err := json.Unmarshal(a, &rec); err != nil || len(rec.Board.Tiles) != 19 {
		t.Fatalf("record %s: %v", a, err)
	}
	if _, err := g.Setup(companion.Config{Players: players("Ann", "Ben"), Options: nil}, testRNG{1}); err == nil {
		t.Fatal("two players accepted")
	}
	// The action grammar quotes a name with a space ("Ann Lee"); only the words the
	// actions reserve are refused.
	if _, err := g.Setup(companion.Config{Players: players("Ann Lee", "Ben", "Cid")}, testRNG{1}); err != nil {
		t.Fatalf("a name with a space: %v", err)
	}
	if _, err := g.Setup(companion.Config{Players: players("Bank", "Ben", "Cid")}, testRNG{1}); err == nil {
		t.Fatal("a player called Bank accepted")
	}
	_, err = g.Setup(companion.Config{Players: players("Ann", "Ben", "Cid"), Options: map[string]string{"max_pips": "4"}}, testRNG{1})
	// An impossible rule set is bad input (exit 2), not a move the rules refuse.
	var bad *companion.BadInput
	if !errors.As(err, &bad) || !strings.Contains(err.Error(), "max_pips=4 cannot hold") {
		t.Fatalf("impossible balance rules: %v", err)
	}
}

func TestViewAndDice(t *testing.T) {
	st := do(t, setupABC(t), "roll 3,4")
	v := st.View()
	if v.Board == "" || !strings.Contains(v.Board, "ROBBER") || !strings.Contains(v.Board, "a12") {
		t.Fatalf("board text:\n%s", v.Board)
	}
	dice, ok := catan.SessionDice(st)
	if !ok || dice[5].Sum != 7 || dice[5].Rolled != 1 || dice[5].Expected != 1.0/6 {
		t.Fatalf("dice %+v", dice)
	}
	if !strings.Contains(v.Next, "robber") {
		t.Fatalf("next = %q", v.Next)
	}
}

func BenchmarkReplay1000(b *testing.B) {
	g := catan.Entry().Companion
	cfg := companion.Config{Players: players("Ann", "Ben", "Cid"), Options: beginner}
	rec, _ := g.Setup(cfg, testRNG{1})
	log := []string{
		"place settlement 12", "place road 12-17", "place settlement 26", "place road 26-32",
		"place settlement 44", "place road 44-48", "place settlement 50", "place road 50-53",
		"place settlement 37", "place road 37-42", "place settlement 3", "place road 3-7",
	}
	for len(log) < 1000 {
		log = append(log, "roll 2,3", "trade bank 4 ore for 1 grain", "end")
	}
	log = log[:1000]
	for range b.N {
		st, _ := g.Start(cfg, rec)
		for _, a := range log {
			next, err := kittest.Apply(st, a)
			if err != nil {
				b.Fatal(a, err)
			}
			st = next
		}
	}
}

// TestConformance plays a whole game through the kit's conformance suite.
func TestConformance(t *testing.T) {
	kittest.Run(t, catan.Entry(), "testdata/whole_game.txtar")
}

package neptun

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

func TestNextTextSaysWhatThePickerCanDo(t *testing.T) {
	s := newTestState(t, DefaultSettings(), nil)
	if got := s.NextText(); got != "Ann turns up set 1 and enters its cards (reveal)" {
		t.Errorf("opening: %q", got)
	}
	s = do(t, s, Reveal{Player: "Ann", Cards: saguntumOlive}, Reveal{Player: "Ann", Cards: alexGrape})
	if got := s.NextText(); got != "Ann takes set 2 or turns up the next (rejecting it for good)" {
		t.Errorf("after a reveal: %q", got)
	}
	s = do(t, s, Take{Player: "Ann", Column: 2, Slot: 1})
	if got := s.NextText(); got != "Ben takes a face-up set or turns up the next one" {
		t.Errorf("with set 1 rejected and open: %q", got)
	}
}

func TestPlayDrawsTheBoardBeforeSetsAndVoyages(t *testing.T) {
	st := &session{State: newTestState(t, DefaultSettings(), nil)}
	for _, tc := range []struct {
		arg  companion.Arg
		want bool
	}{
		{companion.Arg{Name: "set"}, true},
		{companion.Arg{Name: "city"}, true},               // where the ship stops
		{companion.Arg{Name: "city", Key: "city"}, false}, // read on a card
		{companion.Arg{Name: "slot", Key: "slot"}, false},
	} {
		if got := st.OnBoard(tc.arg); got != tc.want {
			t.Errorf("OnBoard(%+v) = %v", tc.arg, got)
		}
	}
}

// A Hungarian table's menus and prompts name every question in the rulebook's words;
// keys, verbs and values stay the canonical ids `talon do` reads, and the board is
// still drawn before the set is chosen.
func TestQuestionsNamedInTheTablesLanguage(t *testing.T) {
	st := &session{State: newTestState(t, DefaultSettings(), nil)}
	names := map[string][]string{} // verb: the questions' names
	keys := map[string][]string{}
	for _, c := range st.LocalLegal(i18n.NewPrinter(i18n.Hungarian)) {
		for _, a := range c.Args {
			names[c.Verb] = append(names[c.Verb], a.Name)
			keys[c.Verb] = append(keys[c.Verb], a.Key)
		}
	}
	if got := strings.Join(names["reveal"], ","); got != "játékos,város,áru,régió,jutalom,mennyiség,szélerősség,evező ereje" {
		t.Errorf("reveal asks %s", got)
	}
	if got := strings.Join(keys["reveal"], ","); got != ",city,good,region,reward,amount,wind,oar" {
		t.Errorf("reveal's keys %s", got)
	}
	if got := strings.Join(names["add city"], ","); got != "név,régió,megerősítés" {
		t.Errorf("add city asks %s", got)
	}
	st.State = do(t, st.State, Reveal{Player: "Ann", Cards: saguntumOlive})
	took := false
	for _, c := range st.LocalLegal(i18n.NewPrinter(i18n.Hungarian)) {
		if c.Verb != "take" {
			continue
		}
		took = true
		if got := c.Usage(); got != "take JÁTÉKOS SZETT slot=HELY" {
			t.Errorf("take reads %q", got)
		}
		if !st.OnBoard(c.Args[1]) || st.OnBoard(c.Args[2]) {
			t.Errorf("the board is drawn before %q and not before %q", c.Args[1].Name, c.Args[2].Name)
		}
	}
	if !took {
		t.Error("no take offered after a reveal")
	}
}

// The extra point is offered as often as the gold after the voyage pays for it; with
// none affordable the question is answered, not asked.
func TestExtraPointOfferedAsTheGoldAllows(t *testing.T) {
	s := voyageState(t, DefaultSettings(), nil, map[string][]*Contract{
		"Ann": {toAlexandria, toAlexandria}, "Ben": {toTyros}, "Cid": {toSaguntum}}, threeHands())
	s = do(t, s, PlayOar{Player: "Ann", Card: OarCard{1, 5}}, PlayOar{Player: "Ben", Card: OarCard{0, 4}}, PlayOar{Player: "Cid", Card: OarCard{1, 2}})
	sail, _ := s.sailChoice(0)
	extra := sail.Args[len(sail.Args)-1]
	for _, tc := range []struct {
		earlier []string
		options string
		multi   int
	}{
		{[]string{"Ann", "alexandria", "9", "0", "1,2"}, "1 2", 0},                         // 5 gold: one extra point
		{[]string{"Ann", "alexandria", "12", "3", "1,2"}, "none: 2 gold, each costs 3", 0}, // 3 spent on miles
		{[]string{"Ann", "alexandria", "9", "0", ""}, "none: no contract fulfilled", 0},
	} {
		got := extra.After(tc.earlier)
		var opts []string
		for _, o := range got.Options {
			opts = append(opts, o.Display())
		}
		if strings.Join(opts, " ") != tc.options || got.Multi != tc.multi {
			t.Errorf("after %v: options %q multi %d", tc.earlier, opts, got.Multi)
		}
	}
	rich := s.Clone()
	rich.Players[0].Gold = 9
	sail, _ = rich.sailChoice(0)
	if got := sail.Args[len(sail.Args)-1].After([]string{"Ann", "alexandria", "9", "0", "1,2"}); got.Multi != 2 {
		t.Errorf("9 gold pays two extra points: %+v", got)
	}
}

// A route of the token table fits its column, the longer name clipped first.
func TestRouteTextFitsItsColumn(t *testing.T) {
	for _, tc := range []struct{ a, b, want string }{
		{"Kréta", "Alexandria", "Kréta–Alexandria"},
		{"Carthago", "Leptis Magna", "Carthago–Leptis Ma…"},
		{"Leptis Magna", "Alexandria", "Leptis M…–Alexandr…"},
	} {
		if got := routeText(tc.a, tc.b, routeWidth); got != tc.want || len([]rune(got)) > routeWidth {
			t.Errorf("routeText(%q, %q) = %q, want %q", tc.a, tc.b, got, tc.want)
		}
	}
}

package neptun

import (
	"testing"

	"github.com/talon-games/talon/companion"
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

package neptun

import (
	"fmt"
	"strings"
	"testing"
)

// The markers on a temple's 0 space decide a tie there when a player on 0 can take a
// tile (the rulebook's default). Setup order here is Ann, Ben, Cid; the player order at
// the scoring is Cid, Ann, Ben.
func TestZeroStackSettingOrdersTheMarkersOnZero(t *testing.T) {
	for _, tc := range []struct {
		value string
		// stack heights on 0 (1 = bottom, ranks first) of Ann, Ben, Cid, and who takes
		// the two round-2 tiles of an untouched temple
		heights [3]int
		takers  string
	}{
		{"", [3]int{1, 2, 3}, "Ann 6, Ben 2"},
		{ZeroStackFirstBottom, [3]int{1, 2, 3}, "Ann 6, Ben 2"},
		{ZeroStackFirstTop, [3]int{3, 2, 1}, "Cid 6, Ben 2"},
		{ZeroStackPlayerOrder, [3]int{2, 3, 1}, "Cid 6, Ann 2"},
	} {
		t.Run(tc.value, func(t *testing.T) {
			opts := map[string]string{}
			if tc.value != "" {
				opts[OptZeroStack] = tc.value
			}
			settings, err := ReadSettings(opts)
			if err != nil {
				t.Fatal(err)
			}
			s := newTestState(t, settings, nil)
			s.Order = []int{2, 0, 1}
			for i, want := range tc.heights {
				if got := s.position(i, "graecia"); got != (TemplePosition{Space: 0, StackHeight: want}) {
					t.Errorf("%s on 0: %+v, want height %d", s.Players[i].Name, got, want)
				}
			}
			s.Round, s.Tiles = 2, map[string][]int{"graecia": {6, 2}, GoldTemple.ID: {5, 1}}
			res, err := ScoreRound(2, s.roundInput())
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, a := range res.Awards["graecia"] {
				got = append(got, fmt.Sprintf("%s %d", a.Player, a.Tile))
			}
			if strings.Join(got, ", ") != tc.takers {
				t.Errorf("graecia tiles: %v, want %s", got, tc.takers)
			}
		})
	}
}

func TestZeroStackSettingIsAnOptionWithTheDigestDefault(t *testing.T) {
	if d := DefaultSettings().ZeroStack; d != ZeroStackFirstBottom {
		t.Errorf("default %q, want the digest's: setup order, first player at the bottom", d)
	}
	found := false
	for _, o := range OptionSpecs() {
		if o.Name == OptZeroStack {
			found = o.Default == ZeroStackFirstBottom && len(o.Values) == 3 && o.Help != ""
		}
	}
	if !found {
		t.Error("zero_stack is not offered as an option with its default, values and help")
	}
	if _, err := ReadSettings(map[string]string{OptZeroStack: "random"}); err == nil || !strings.Contains(err.Error(), "first_bottom, first_top, player_order") {
		t.Errorf("zero_stack=random: %v", err)
	}
	s, _ := ReadSettings(map[string]string{OptZeroStack: ZeroStackFirstTop})
	if c := s.Changed(); len(c) != 1 || c[0] != "zero_stack=first_top" {
		t.Errorf("changed settings on the setup sheet: %v", c)
	}
}

// Settings are read as every game's options are (the kit's check, then typed readers):
// any case of a name or value, the list's spelling kept; an unknown name refused.
func TestReadSettingsThroughTheKit(t *testing.T) {
	s, err := ReadSettings(map[string]string{"Wind_Carry": "RESET5", OptExtraPoints: "2"})
	if err != nil || s.WindCarry != "reset5" || s.ExtraTemplePoints != 2 || s.RejectionBan != "phase" || !s.ZeroScoresWinTiles {
		t.Errorf("ReadSettings = %+v, %v", s, err)
	}
	if _, err := ReadSettings(map[string]string{"colour": "red"}); err == nil || !strings.Contains(err.Error(), `no option "colour"`) {
		t.Errorf("an unknown option: %v", err)
	}
	if _, err := ReadSettings(map[string]string{OptExtraPoints: "4"}); err == nil {
		t.Error("extra_temple_points=4 accepted")
	}
}

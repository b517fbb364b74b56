package neptun

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// A player's contracts row names each city whole when the row fits under the player's
// name, and clips the longest names first when it does not, never past 71 columns.
func TestContractsRowClipsOnlyWhatItMust(t *testing.T) {
	hu := i18n.NewPrinter(i18n.Hungarian)
	held := func(cities ...string) PlayerState {
		var p PlayerState
		for k, c := range cities {
			p.Contracts[k] = &Contract{City: c}
		}
		return p
	}
	whole := contractsText(hu, held("alexandria", "saguntum"))
	if !strings.Contains(whole, "Alexandria") || strings.Contains(whole, "…") {
		t.Errorf("two contracts clipped: %q", whole)
	}
	full := contractsText(hu, held("leptis_magna", "antiochia", "leptis_magna", "alexandria", "leptis_magna"))
	if n := len([]rune(full)); n > contractsRow || !strings.Contains(full, "…") {
		t.Errorf("five names too long for the row: %d columns, %q", n, full)
	}
}

// A player's temple markers are named as the table's edition names the temples ("Sárga
// 2", never the id's first letters "yell 2"), shortened only when the line has no room.
func TestTemplesByTheirNames(t *testing.T) {
	s := newTestState(t, Settings{}, nil)
	s.Players[0].Temples = map[string]Marker{"yellow": {Space: 2}, "hispania": {Space: 3}}
	hu := i18n.NewPrinter(i18n.Hungarian)
	got := s.templesText(hu, 0, 60)
	if !strings.Contains(got, "Sárga 2") || strings.Contains(got, "yell") {
		t.Errorf("temples: %q", got)
	}
	if short := s.templesText(hu, 0, 10); len([]rune(short)) > 16 || strings.Contains(short, "yell") {
		t.Errorf("temples with no room: %q", short)
	}
}

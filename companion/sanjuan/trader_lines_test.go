package sanjuan

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// The trader phase says each player's limit with what raises it and what the goods
// fetch in one bracket (two brackets in a row read badly), and nothing of a player
// with no goods but that there is nothing to sell (hu-trial F29).
func TestTraderLinesOneBracketNoEmptyPlayer(t *testing.T) {
	s := fixture(t, fixtureSeat{"Ann", "indigo_plant", 4}, fixtureSeat{"Ben", "indigo_plant*", 4})
	s = play(t, s, "role Ann trader")
	en := strings.Join(s.View().Last, "\n")
	hu := strings.Join(s.LocalView(i18n.NewPrinter(i18n.Hungarian)).Last, "\n")
	for _, tt := range []struct{ text, want, not string }{
		{en, "Ann has no goods: nothing to sell", "Ann: may sell"},
		{en, "Ben: may sell up to 1 good (indigo 1) of 1", ") ("},
		{hu, "Ann: nincs áruja, nincs mit eladnia", "Ann: 0 árujából"},
		{hu, "Ben: 1 árujából legfeljebb 1 áru adható el (indigó 1)", ") ("},
	} {
		if !strings.Contains(tt.text, tt.want) || strings.Contains(tt.text, tt.not) {
			t.Errorf("want %q and no %q in:\n%s", tt.want, tt.not, tt.text)
		}
	}
	s = play(t, s, "sell Ben pass")
	s = fixture(t, fixtureSeat{"Ann", "indigo_plant*", 4}, fixtureSeat{"Ben", "", 4})
	s = play(t, s, "role Ann trader")
	hu = strings.Join(s.LocalView(i18n.NewPrinter(i18n.Hungarian)).Last, "\n")
	if want := "Ann: 1 árujából legfeljebb 2 áru adható el (kiváltság +1; indigó 1)"; !strings.Contains(hu, want) {
		t.Errorf("want %q in:\n%s", want, hu)
	}
}

// A new round with one Chapel owner says nothing of the Chapel: what happens next
// names the player and the commands (it was said twice); with two owners, one line
// names them in turn, without the commands.
func TestChapelOfferSaidOnce(t *testing.T) {
	for _, tt := range []struct {
		ben, want, not string
	}{
		{"", "", "Chapel:"},
		{"indigo_plant,chapel", "Chapel: in turn, Ben, Ann may each tuck one hand card under it", "`chapel"},
	} {
		s := fixture(t, fixtureSeat{"Ann", "indigo_plant,chapel", 4}, fixtureSeat{"Ben", tt.ben, 4})
		s = play(t, s, "role Ann councillor")
		for _, a := range []string{"council Ann pass", "council Ben pass", "role Ben prospector", "prospect Ben pass", "role Ann builder", "build Ann pass", "build Ben pass"} {
			if s.round == 1 {
				s = play(t, s, a)
			}
		}
		if s.round == 1 {
			t.Fatalf("still round 1: %s", s.next())
		}
		last := strings.Join(s.View().Last, "\n")
		if !strings.Contains(last, tt.want) || strings.Contains(last, tt.not) {
			t.Errorf("Ben %q: want %q and no %q in:\n%s", tt.ben, tt.want, tt.not, last)
		}
	}
}

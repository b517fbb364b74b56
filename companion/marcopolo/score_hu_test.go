package marcopolo

import (
	"errors"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// A Hungarian (or German) table types the names on its own edition's board and reads
// the scorer's problems in its language, with the cities' Hungarian names.
func TestScorerSpeaksHungarian(t *testing.T) {
	for typed, want := range map[string]string{"Moszkva": Moscow, "Moskau": Moscow, "Kasgar": Kashgar, "Hormuz": Ormuz, "Peking": Beijing, "Szamarkand": Samarcanda} {
		if c, ok := LookupCity(typed); !ok || c.Name != want {
			t.Errorf("LookupCity(%q) = %v, %v; want %s", typed, c.Name, ok, want)
		}
	}
	hu := i18n.NewPrinter(i18n.Hungarian)
	for _, tt := range []struct {
		name   string
		change func(in *Input)
		want   string
	}{
		{"not a goal card", func(in *Input) { in.Players[0].GoalCards = [][]string{{"Moszkva", Adana}, {Karakorum, Kochi}} },
			"Ann: goal_cards: 1. kártya: Moscow + Adana nem célkártya (Moscow párja: Xian, Ormuz, Kashgar)"},
		{"unknown city", func(in *Input) { in.Players[0].TradingPosts = []string{"Moszkwa"} },
			`Ann: trading_posts: ismeretlen város: "Moszkwa" (erre gondoltál: "Moscow"?)`},
		{"Venezia", func(in *Input) { in.Players[0].TradingPosts = []string{"Velence"} },
			"Ann: trading_posts: Velencébe soha nem kerülhet kereskedő állomás"},
		{"Beijing gap", func(in *Input) { two := 2; in.Players[1].BeijingArrival = &two },
			"Bob: beijing_order: 2. érkezőként ért Pekingbe, de 1. érkező nincs (a mezők sorban telnek meg)"},
		{"same space", func(in *Input) { one := 1; in.Players[0].BeijingArrival, in.Players[1].BeijingArrival = &one, &one },
			"Bob: beijing_arrival: Peking 1. mezőjét már Ann elfoglalta"},
		{"coins out of range", func(in *Input) { in.Players[0].Coins = 5000 },
			"Ann: coins: az 5000 nincs a megengedett tartományban: 0–1\u00a0000 (KÖVETKEZTETÉS: egy játék sem jut 1\u00a0000 közelébe)"},
		{"goal card held twice", func(in *Input) { in.Players[1].GoalCards = in.Players[0].GoalCards },
			"Bob: goal_cards: a Moscow + Xian célkártya már Ann kezében van"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			in := valid()
			tt.change(&in)
			_, err := ScoreInput(in)
			var ie *scoring.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v, want *scoring.InputError", err)
			}
			if got := ie.Local(hu); !strings.Contains(got, tt.want) {
				t.Errorf("Hungarian problems\n%s\nwant a line\n%s", got, tt.want)
			}
		})
	}
}

// The house rule's note reads in Hungarian, also from a result read back from the
// history (its English text only).
func TestMostContractsNoteInHungarian(t *testing.T) {
	in := valid()
	in.MostContractsNeedsOne = true
	in.Players[0].CompletedContracts, in.Players[1].CompletedContracts = 0, 0
	res, err := ScoreInput(in)
	if err != nil {
		t.Fatal(err)
	}
	hu := i18n.NewPrinter(i18n.Hungarian)
	want := "most_contracts_needs_one: senki sem teljesített szerződést, így a legtöbb szerződésért járó 7 GyP-t senki sem kapta meg (alapból 0-val mindenki holtversenyben megkapja)"
	for what, notes := range map[string][]string{"live": res.LocalNotes(hu), "stored": res.Plain().LocalNotes(hu)} {
		if len(notes) != 1 || notes[0] != want {
			t.Errorf("%s notes %q, want %q", what, notes, want)
		}
	}
}

package main

import (
	"strings"
	"testing"
)

// Every game's score form says what is wrong with an answer in the table's language:
// the refusal as it is typed (San Juan's unknown building was refused in English, with
// the English card's name) and a problem the re-check of the answers finds (Genoa's
// items were English), its field named by the question asked, not by its input key.
// A name's unique beginning is a player, as everywhere (Catan's "Ann" was refused).
func TestScoreFormsSayWhatIsWrongInHungarian(t *testing.T) {
	for _, tc := range []struct {
		game    string
		answers []string
		want    []string // in what the prompt refused or the form printed
		never   []string
	}{
		{"san-juan", []string{"Dóra, Endre",
			"indigó, szobr", "indigó, Szobor", "0", "", "2", "indigó", "0", "", "1", ""},
			[]string{`ismeretlen épület: "szobr" (erre gondoltál: "Szobor"?)`}, []string{"Statue"}},
		{"genoa", []string{"Anna, Béla",
			"100", "1", "3,1", "2", "5", // 2 items with 4 contract cards: asked again
			"100", "1", "", "0", "", "", ""},
			[]string{"✗ Anna: Tárgyak döntetlenhez: minden kártya: 2 tárgy, de a játékos kezében 4"}, []string{"items"}},
		{"marco-polo", []string{"Anna, Béla",
			"10", "5", "2", "0", "0", "0", "1", "", "Mosow", "Moscow", "Moscow-Kashgar, Karachi-Anxi",
			"10", "5", "2", "0", "0", "0", "1", "", "Kashgar", "Alexandria-Kashgar, Karachi-Kashgar", ""},
			[]string{`ismeretlen város: "Mosow" (erre gondoltál:`}, nil},
		{"catan", []string{"Anna, Béla, Csaba",
			"2", "3", "n", "n", "2", // Anna: 10
			"2", "3", "i", "n", "0", // Béla: 10 with Longest Road
			"3", "0", "i", "n", "n", "1", // Csaba claims the card too: asked again at once
			"", "Ann"}, // two at 10: whose turn it was is asked again; Ann is Anna
			[]string{"✗ Nála van a Leghosszabb kereskedelmi út kártya: Béla és Csaba is jelölte",
				"✗ Kinek a körében ért véget a játék: hiányzik: Anna (10) és Béla (10) is legalább 10"},
			[]string{"longest_road", "ended_on_turn_of", "nem a játékosok egyike"}},
		{"neptun", []string{"Anna, Béla, Csaba", "3,2,100", "3,2", "", "4", "", "1", ""},
			[]string{"100: a 100 nincs a megengedett tartományban: 1–99"}, []string{"out of range"}},
	} {
		t.Run(tc.game, func(t *testing.T) {
			e := newEnv(t)
			e.tty = true
			e.prompt.answers = tc.answers
			_, errOut, code := e.run("--lang", "hu", "score", tc.game, "--no-save")
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			said := strings.Join(e.prompt.refused, "\n") + "\n" + strings.ReplaceAll(errOut, "\n  ", " ")
			mustContain(t, said, tc.want...)
			for _, en := range append(tc.never, "unknown", "did you mean", " but ") {
				if strings.Contains(said, en) {
					t.Errorf("the Hungarian form says %q:\n%s", en, said)
				}
			}
			if len(e.prompt.answers) != 0 {
				t.Errorf("unused answers %q", e.prompt.answers)
			}
		})
	}
}

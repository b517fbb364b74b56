package scoring

import (
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// The toolkit's texts reach the table in its language, and stay English in Error(),
// String() and JSON.
func TestToolkitTextsInHungarian(t *testing.T) {
	hu := i18n.NewPrinter(i18n.Hungarian)
	bound := Bound{Max: 5, Why: "test: a player has at most 5 settlements"}
	tie := Rank([]Entry{
		{Name: "Ann", Breakdown: []Points{{"a", 3}}, TieBreaks: []int{2}},
		{Name: "Ben", Breakdown: []Points{{"a", 3}}, TieBreaks: []int{1}},
	}, Rules{TieBreaks: []string{"test: cards in hand"}})
	var ps Problems
	ps.AddMessage("", "city", UnknownMessage("test: city", "Mosow", []string{"Moscow", "Mosul"}))
	for _, tc := range []struct {
		name, en, hu string
		local        func(*i18n.Printer) string
	}{
		{"bound", "7 is out of range: must be 0 to 5 (test: a player has at most 5 settlements)",
			"a 7 nincs a megengedett tartományban: 0–5 (teszt: egy játékosnak legfeljebb 5 telepe van)",
			func(p *i18n.Printer) string { return p.Error(bound.Check(7)) }},
		{"a bound in thousands", "12345 is out of range: must be 0 to 10,000", "a 12345 nincs a megengedett tartományban: 0–10\u00a0000",
			func(p *i18n.Printer) string { return p.Error(Bound{Max: 10_000}.Check(12345)) }},
		{"tie-break", "Ann, Ben tied on 3, decided by test: cards in hand (2 vs 1)",
			"Ann, Ben: 3 pont, döntött: teszt: lapok a kézben (2 – 1)",
			func(p *i18n.Printer) string { return tie.LocalTieBreak(p) }},
		{"unknown name", `city: unknown test: city "Mosow" (did you mean "Moscow" or "Mosul"?)`,
			`city: ismeretlen teszt: város: "Mosow" (erre gondoltál: "Moscow" vagy "Mosul"?)`,
			func(p *i18n.Printer) string { return ps[0].Local(p) }},
		{"yes", "yes", "igen", func(p *i18n.Printer) string { return Answer{Bool: true}.ShowIn(p, Bool) }},
	} {
		if got := tc.local(english); got != tc.en {
			t.Errorf("%s in English: %q, want %q", tc.name, got, tc.en)
		}
		if got := tc.local(hu); got != tc.hu {
			t.Errorf("%s in Hungarian: %q, want %q", tc.name, got, tc.hu)
		}
	}
	if got := *tie.TieBreak; got != "Ann, Ben tied on 3, decided by test: cards in hand (2 vs 1)" {
		t.Errorf("TieBreak (JSON) is not English: %q", got)
	}
}

func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"test: a player has at most 5 settlements": "teszt: egy játékosnak legfeljebb 5 telepe van",
		"test: cards in hand":                      "teszt: lapok a kézben",
		"test: city":                               "teszt: város",
	})
}

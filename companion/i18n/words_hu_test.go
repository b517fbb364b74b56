package i18n

import "testing"

func init() {
	Add(Hungarian, map[string]string{
		"test: from %s to %s": "teszt: %s-ból %s-ba",
		"test: in %s":         "teszt: %s-ban",
		"test: %s phase":      "teszt: %s-fázis",
	})
}

// Each row is written by hand as a Hungarian writes the place with -ból/-ből (from),
// -ba/-be (to) and -ban/-ben (in): the Marco Polo rulebook's own forms where it has
// them (Velencében, Velencébe, Pekingben, Samarkandból, Alexandriában, Lan-Zhou-ba).
func TestWordEndingMatchesHandWrittenHungarian(t *testing.T) {
	for word, want := range map[string][3]string{
		"Velence":    {"Velencéből", "Velencébe", "Velencében"},
		"Peking":     {"Pekingből", "Pekingbe", "Pekingben"},
		"Samarkand":  {"Samarkandból", "Samarkandba", "Samarkandban"},
		"Alexandria": {"Alexandriából", "Alexandriába", "Alexandriában"},
		"Lan-Zhou":   {"Lan-Zhou-ból", "Lan-Zhou-ba", "Lan-Zhou-ban"},
		"Moscow":     {"Moscow-ból", "Moscow-ba", "Moscow-ban"},
		"Karachi":    {"Karachiból", "Karachiba", "Karachiban"},
		"Kochi":      {"Kochiból", "Kochiba", "Kochiban"},
		"Anxi":       {"Anxiból", "Anxiba", "Anxiban"},
		"Kashgar":    {"Kashgarból", "Kashgarba", "Kashgarban"},
		"Sumatra":    {"Sumatrából", "Sumatrába", "Sumatrában"},
		"Karakorum":  {"Karakorumból", "Karakorumba", "Karakorumban"},
		"Ormuz":      {"Ormuzból", "Ormuzba", "Ormuzban"},
		"Adana":      {"Adanából", "Adanába", "Adanában"},
		"Xian":       {"Xianból", "Xianba", "Xianban"},
		"Oázis E":    {"Oázis E-ből", "Oázis E-be", "Oázis E-ben"},
		"Oázis A":    {"Oázis A-ból", "Oázis A-ba", "Oázis A-ban"},
		"Oázis H":    {"Oázis H-ból", "Oázis H-ba", "Oázis H-ban"},
		"Oase J":     {"Oase J-ből", "Oase J-be", "Oase J-ben"},
		"Győr":       {"Győrből", "Győrbe", "Győrben"},
		"Budapest":   {"Budapestből", "Budapestbe", "Budapestben"},
	} {
		got := [3]string{WordEnding(word, "ból"), WordEnding(word, "be"), WordEnding(word, "ban")}
		if got != want {
			t.Errorf("%s: %q, want %q", word, got, want)
		}
	}
	if got := WordEnding("Velence", "hoz"); got != "Velence-hoz" {
		t.Errorf("an ending a word does not take stays as given: %q", got)
	}
}

// The Hungarian printer joins an ending written after an argument to the place's name;
// English is untouched, and an ending the words do not take stays as the catalog wrote
// it.
func TestHungarianPrinterInflectsPlaces(t *testing.T) {
	hu := NewPrinter(Hungarian)
	for _, tc := range []struct {
		key  string
		args []any
		want string
	}{
		{"test: from %s to %s", []any{Term{EN: "Venezia", HU: "Velence"}, Term{EN: "Beijing", HU: "Peking"}}, "teszt: Velencéből Pekingbe"},
		{"test: from %s to %s", []any{"Samarkand", "Lan-Zhou"}, "teszt: Samarkandból Lan-Zhou-ba"},
		{"test: from %s to %s", []any{"5", "6"}, "teszt: 5-ből 6-ba"},
		{"test: in %s", []any{"Oázis E"}, "teszt: Oázis E-ben"},
		{"test: %s phase", []any{"Építő"}, "teszt: Építő-fázis"},
		{"test: spot %s", []any{"E"}, "teszt: a(z) E-es hely"},
	} {
		if got := hu.Sprintf(tc.key, tc.args...); got != tc.want {
			t.Errorf("Sprintf(%q, %v) = %q, want %q", tc.key, tc.args, got, tc.want)
		}
	}
	if got := NewPrinter(English).Sprintf("test: from %s to %s", "Venezia", "Beijing"); got != "test: from Venezia to Beijing" {
		t.Errorf("English changed: %q", got)
	}
}

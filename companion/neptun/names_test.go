package neptun

import (
	"errors"
	"testing"

	"github.com/talon-games/talon/companion"
)

func TestNamesAcceptEnglishGermanHungarian(t *testing.T) {
	cases := []struct {
		names Names
		typed string
		want  string
	}{
		{goodNames, "grape", "grape"},
		{goodNames, "szőlő", "grape"},
		{goodNames, "szolo", "grape"},
		{goodNames, "Trauben", "grape"},
		{goodNames, "olajbogyó", "olive"},
		{goodNames, "Oliven", "olive"},
		{goodNames, "Honig", "honey"},
		{goodNames, "méz", "honey"},
		{goodNames, "Getreide", "grain"},
		{goodNames, "gabona", "grain"},
		{goodNames, "SALZ", "salt"},
		{goodNames, "só", "salt"},
		{cityNames, "Kréta", "crete"},
		{cityNames, "Kreta", "crete"},
		{cityNames, "Leptis Magna", "leptis_magna"},
		{cityNames, "leptis-magna", "leptis_magna"},
		{cityNames, "Karthago", "carthago"},
		{cityNames, "Sanguntum", "saguntum"}, // the seed's own spelling
		{cityNames, "alex", "alexandria"},    // unique prefix
		{regionNames, "sárga templom", "yellow"},
		{regionNames, "Griechenland", "graecia"},
		{rewardNames, "templom", "temple"},
		{rewardNames, "arany", "gold"},
	}
	for _, c := range cases {
		got, err := c.names.Lookup(c.typed)
		if err != nil || got != c.want {
			t.Errorf("%s %q = %q, %v; want %q", c.names.kind, c.typed, got, err, c.want)
		}
	}
}

func TestNamesDidYouMean(t *testing.T) {
	cases := []struct {
		names Names
		typed string
		want  string
		near  bool
	}{
		{goodNames, "olvie", `"olvie" is not a good; did you mean olive?`, true},
		{cityNames, "Alexandira", `"Alexandira" is not a city; did you mean alexandria?`, true},
		{cityNames, "Atlantis", `"Atlantis" is not a city (crete, saguntum, alexandria, tyros, leptis_magna, carthago, pergamum, malaca, antiochia)`, false},
		{goodNames, "gr", `"gr" could be grape or grain: type more of the good's name`, false},
	}
	for _, c := range cases {
		_, err := c.names.Lookup(c.typed)
		var b *companion.BadInput
		if !errors.As(err, &b) || err.Error() != c.want {
			t.Errorf("%q: err = %v, want %s", c.typed, err, c.want)
		}
		if c.names.Near(c.typed) != c.near {
			t.Errorf("%q: near = %v", c.typed, !c.near)
		}
	}
}

func TestNamesWithDataFileCities(t *testing.T) {
	ns := cityNames.With(Name{ID: "massilia", Label: "Massilia"}, Name{ID: "karthago"})
	if got, err := ns.Lookup("massilia"); err != nil || got != "massilia" {
		t.Errorf("added city: %q %v", got, err)
	}
	if got, _ := ns.Lookup("karthago"); got != "carthago" {
		t.Errorf("a known city under another spelling keeps its id, got %q", got)
	}
	if len(ns.IDs()) != len(KnownCities)+1 {
		t.Errorf("ids = %v", ns.IDs())
	}
	if ns.Label("leptis_magna") != "Leptis Magna" || ns.Label("aqua_sextia") != "Aqua Sextia" {
		t.Error("labels")
	}
}

package neptun

import (
	"errors"
	"testing"
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
			t.Errorf("%s %q = %q, %v; want %q", c.names.Kind, c.typed, got, err, c.want)
		}
	}
}

func TestNamesDidYouMean(t *testing.T) {
	cases := []struct {
		names Names
		typed string
		want  string
	}{
		{goodNames, "olvie", `unknown good "olvie", did you mean olive?`},
		{cityNames, "Alexandira", `unknown city "Alexandira", did you mean alexandria?`},
		{cityNames, "Atlantis", `unknown city "Atlantis"`},
		{cityNames, "", `no city given`},
		{goodNames, "gr", `unknown good "gr"`}, // too short for a prefix
	}
	for _, c := range cases {
		_, err := c.names.Lookup(c.typed)
		var ne *NameError
		if !errors.As(err, &ne) || err.Error() != c.want {
			t.Errorf("%q: err = %v, want %s", c.typed, err, c.want)
		}
	}
	_, err := NewNames("city", Name{ID: "pergamum"}, Name{ID: "pergamon_b"}).Lookup("perga")
	if err == nil || err.Error() != `unknown city "perga", did you mean pergamon_b or pergamum?` {
		t.Errorf("ambiguous prefix: %v", err)
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
	if len(ns.Items) != len(KnownCities)+1 {
		t.Errorf("items = %d", len(ns.Items))
	}
	if ns.Label("leptis_magna") != "Leptis Magna" || ns.Label("x") != "x" {
		t.Error("labels")
	}
}

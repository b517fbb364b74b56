package i18n

import "testing"

func TestResolveArticles(t *testing.T) {
	for _, tc := range []struct {
		in    string
		typed []string
		want  string
	}{
		{"a(z) Iparos-fázis még tart", nil, "az Iparos-fázis még tart"},
		{"egy lapot tehet a(z) Kápolna alá", nil, "egy lapot tehet a Kápolna alá"},
		{"A(z) 4. kereskedőház-karton", nil, "A 4. kereskedőház-karton"},
		{"A(z) 1. játszma feladva", nil, "Az 1. játszma feladva"},
		{"a(z) 5. szett", nil, "az 5. szett"},
		{"a(z) 50. kör", nil, "az 50. kör"},
		{"a(z) 10. kör", nil, "a 10. kör"},
		{"a(z) 11. hely", nil, "a 11. hely"},
		{"a(z) 1\u00a0310 pont", nil, "az 1\u00a0310 pont"},
		{"a(z) 13. játszma", nil, "a 13. játszma"},
		{"a(z) M1 szabály", nil, "az M1 szabály"},
		{"a(z) K30 kártya", nil, "a K30 kártya"},
		{"a(z) BGA szerint", nil, "a BGA szerint"},
		{"a(z) rabló áthelyezése", nil, "a rabló áthelyezése"},
		{"a(z) Ödön lapja", []string{"Ödön"}, "a(z) Ödön lapja"},                       // a typed name keeps a(z)
		{"a(z) Yvonne lapja, a(z) Ár", []string{"Yvonne"}, "a(z) Yvonne lapja, az Ár"}, // only where the name is
		{`a(z) "x" mező`, nil, `a(z) "x" mező`},
		{"kapa(z) x", nil, "kapa(z) x"}, // not an article
		{"nincs ilyen", nil, "nincs ilyen"},
	} {
		if got := resolveArticles(tc.in, tc.typed); got != tc.want {
			t.Errorf("resolveArticles(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestArticlesThroughSprintf(t *testing.T) {
	Add(Hungarian, map[string]string{
		"test: the %s phase is still on": "teszt: a(z) %s még tart",
		"test: tile %d goes under":       "teszt: A(z) %d. karton alulra kerül",
	})
	hu := NewPrinter(Hungarian)
	for _, tc := range []struct {
		key  string
		arg  any
		want string
	}{
		{"test: the %s phase is still on", Term{EN: "Craftsman", HU: "Iparos-fázis"}, "teszt: az Iparos-fázis még tart"},
		{"test: the %s phase is still on", "Ödön", "teszt: a(z) Ödön még tart"},                                                  // typed
		{"test: the %s phase is still on", M("test: %s has %d cards", "Ödön", 2), "teszt: a teszt: Ödön kezében 2 lap még tart"}, // begins with a catalog word
		{"test: tile %d goes under", 5, "teszt: Az 5. karton alulra kerül"},
		{"test: tile %d goes under", 4, "teszt: A 4. karton alulra kerül"},
	} {
		if got := hu.Sprintf(tc.key, tc.arg); got != tc.want {
			t.Errorf("%q with %v: %q, want %q", tc.key, tc.arg, got, tc.want)
		}
	}
	if got := NewPrinter(English).Sprintf("test: the %s phase is still on", "x"); got != "test: the x phase is still on" {
		t.Errorf("English: %q", got)
	}
}

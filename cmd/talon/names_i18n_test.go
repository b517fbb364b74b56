package main

import (
	"strings"
	"testing"
)

// misspelt is what `talon do` says to misspelt, ambiguous and unknown names, in one
// language: each line typed, then the refusal (bad input: exit 2). Nothing is recorded.
func misspelt(t *testing.T, e *env, lang string, actions ...string) string {
	t.Helper()
	var sb strings.Builder
	for _, a := range actions {
		out, errOut, code := e.run(append([]string{"--lang", lang, "do"}, strings.Fields(a)...)...)
		if code != exitUsage {
			t.Fatalf("%s %q: exit %d, want %d (bad input): %s%s", lang, a, code, exitUsage, out, errOut)
		}
		sb.WriteString("$ talon --lang " + lang + " do " + a + "\n" + out + errOut)
	}
	return sb.String()
}

// A Hungarian table that misspells a name is answered with the name printed on its
// cards ("erre gondoltál: Iparos?"), and an ambiguous beginning lists the names the
// table types ("Kávépörkölő vagy Kápolna"); German tables read the digest's German names,
// English ones the ids. The session, begun in English, records nothing of it.
func TestMisspeltNamesInTheTablesLanguage(t *testing.T) {
	for _, g := range []struct {
		golden  string
		setup   [][]string
		actions []string
	}{
		{"sanjuan_misspelt", [][]string{{"new", "san-juan", "--players", "Ann,Ben", "--option", "governor=Ann", "--seed", "s"}, {"do", "role", "Ann", "builder"}},
			[]string{"role Ben Ipaross", "role Ben t", "build Ann Kovacsmuhelly", "build Ann ka", "build Ann xyzzy", "role Ben xyzzy"}},
		{"genoa_misspelt", [][]string{{"genoa", "board", "import", genoaFixture},
			{"new", "genoa", "--players", "Ann,Ben,Cid", "--option", "first=Ann", "--option", "ledger=on", "--data", "board=" + genoaFixture},
			{"do", "roll", "4,4"}},
			[]string{"move Katedrlis", "move Kocs", "move pa", "move drinks_warehose", "move xyzzy", "tile trade Ann give=borr get=markr", "tile x Ann"}},
	} {
		t.Run(g.golden, func(t *testing.T) {
			e := newEnv(t)
			for _, s := range g.setup {
				e.ok(s...)
			}
			before := e.ok("status", "--json")
			for _, lang := range []string{"en", "hu", "de"} {
				golden(t, g.golden+"_"+lang, misspelt(t, e, lang, g.actions...))
			}
			if after := e.ok("status", "--json"); after != before {
				t.Errorf("a refused name changed the session:\n%s", after)
			}
		})
	}
}

// `talon genoa names show` fits 80x24 in every language (it was a 61-line table): every
// kind's names in the table's language, and one kind's table in every language, asked
// for by its id or its English or Hungarian word; a kind near nothing lists the kinds.
func TestGenoaNamesShowFitsTheTerminal(t *testing.T) {
	e := newEnv(t)
	for _, lang := range []string{"en", "hu", "de"} {
		for _, kind := range []string{"", "building", "commodity", "tile", "card", "space"} {
			args := []string{"--lang", lang, "genoa", "names", "show"}
			if kind != "" {
				args = append(args, kind)
			}
			out := e.ok(args...)
			mustFit(t, lang+" "+kind, out, 80)
			if n := strings.Count(out, "\n"); n > 23 {
				t.Errorf("%s %s: %d lines, want at most 23 (the prompt's line makes 24):\n%s", lang, kind, n, out)
			}
		}
	}
	golden(t, "genoa_names_buildings_hu", e.ok("--lang", "hu", "genoa", "names", "show", "épületek"))
	golden(t, "genoa_names_tiles_en", e.ok("genoa", "names", "show", "special tiles"))
	mustContain(t, e.ok("--lang", "hu", "genoa", "names", "show", "kartyafajtak"), "Genoa-nevek: kártyafajták", "nagy megrendelés")
	mustContain(t, e.ok("--lang", "hu", "genoa", "names", "show", "lapkák"), "Genoa-nevek: speciális lapkák", "választható árucikk")
	mustContain(t, e.ok("--lang", "hu", "genoa", "names", "show", "card", "--json"), `"id": "large_order"`, `"hungarian": [`, "German names of card kinds")
	if strings.Contains(e.ok("genoa", "names", "show", "card", "--json"), `"kind": "building"`) {
		t.Error("the JSON of one kind lists others")
	}
	_, errOut, code := e.run("--lang", "hu", "genoa", "names", "show", "xyz")
	if code != exitUsage {
		t.Fatalf("a kind near nothing: exit %d", code)
	}
	mustContain(t, errOut, `"xyz": nincs ilyen (fajta). Lehetőségek: épületek, árucikkek, speciális lapkák, kártyafajták, táblaszavak`)
}

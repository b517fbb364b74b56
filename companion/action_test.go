package companion_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/scoring"
)

func TestParseGrammar(t *testing.T) {
	tests := []struct {
		in    string
		verb  string
		args  []string
		named []companion.Named
		canon string
	}{
		{"roll", "roll", nil, nil, "roll"},
		{"  ROLL   3,5 ", "roll", []string{"3,5"}, nil, "roll 3,5"},
		{`build "Anna Maria" sugar_mill`, "build", []string{"Anna Maria", "sugar_mill"}, nil, `build "Anna Maria" sugar_mill`},
		{"trade bank 4 ore for=1 grain", "trade", []string{"bank", "4", "ore"}, []companion.Named{{"for", "1 grain"}}, "trade bank 4 ore for=1 grain"},
		{"trade Ben 2 ore 1 wool for=1   grain", "trade", []string{"Ben", "2", "ore", "1", "wool"}, []companion.Named{{"for", "1 grain"}}, "trade Ben 2 ore 1 wool for=1 grain"},
		{"robber D4 steal=Ben", "robber", []string{"D4"}, []companion.Named{{"steal", "Ben"}}, "robber D4 steal=Ben"},
		{"hands Ann=9 Ben=5", "hands", nil, []companion.Named{{"Ann", "9"}, {"Ben", "5"}}, "hands Ann=9 Ben=5"},
		{`final "Anna Maria"=3`, "final", nil, []companion.Named{{"Anna Maria", "3"}}, `final "Anna Maria"=3`},
		{"place road N(1,-1)-S(1,-2)", "place", []string{"road", "N(1,-1)-S(1,-2)"}, nil, "place road N(1,-1)-S(1,-2)"},
		{`say "a \"b\" \\c"`, "say", []string{`a "b" \c`}, nil, `say "a \"b\" \\c"`},
		{"robber D4 steal=", "robber", []string{"D4"}, []companion.Named{{"steal", ""}}, "robber D4 steal="},
		{`x k="a=b"`, "x", nil, []companion.Named{{"k", "a=b"}}, `x k="a=b"`},
	}
	for _, tt := range tests {
		a, err := companion.Parse(tt.in)
		if err != nil {
			t.Errorf("%q: %v", tt.in, err)
			continue
		}
		want := companion.Action{Verb: tt.verb, Args: tt.args, Named: tt.named}
		if !a.Equal(want) {
			t.Errorf("%q: got %#v, want %#v", tt.in, a, want)
		}
		if got := a.String(); got != tt.canon {
			t.Errorf("%q: String() = %q, want %q", tt.in, got, tt.canon)
		}
	}
}

func TestParseRefuses(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", "no action given"},
		{"   ", "no action given"},
		{`build "Ann`, "quote is not closed"},
		{"=3", "needs its name"},
		{"x =3", "needs its name"},
		{"roll\x1b[31m", "control character"},
		{"roll \u202e3", "control character"},
		{"roll \xff", "not valid UTF-8"},
		{`"a b" 3`, "starts with its verb"},
		{"k=v roll", "starts with its verb"},
		{strings.Repeat("a", companion.MaxActionLength+1), "at most 1,000"},
	}
	for _, tt := range tests {
		_, err := companion.Parse(tt.in)
		var bad *companion.BadInput
		if !errors.As(err, &bad) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: got %v, want a BadInput with %q", tt.in, err, tt.want)
		}
	}
}

func FuzzActionRoundTrip(f *testing.F) {
	for _, s := range []string{"roll", "trade bank 4 ore for=1 grain", `build "Anna Maria" x`, "hands Ann=9 Ben=5", `k "a\"b"`, "x y= z", "place road N(1,-1)-S(1,-2)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := companion.Parse(s)
		if err != nil {
			return
		}
		text := a.String()
		b, err := companion.Parse(text)
		if err != nil {
			t.Fatalf("%q read as %#v, written %q, which does not read back: %v", s, a, text, err)
		}
		if !a.Equal(b) {
			t.Fatalf("%q read as %#v, written %q, read back as %#v", s, a, text, b)
		}
	})
}

func TestTermsMatching(t *testing.T) {
	players := companion.PlayerTerms([]string{"Ann", "Anna", "Ödön", "Ben Kovács"})
	buildings := companion.NewTerms("building",
		companion.Term{ID: "sugar_mill", Label: "Sugar Mill", Aliases: []string{"Zuckermühle", "cukormalom", "sugar"}},
		companion.Term{ID: "smithy", Label: "Smithy", Aliases: []string{"Schmiede"}},
		companion.Term{ID: "silver_smelter", Label: "Silver Smelter"},
	)
	tests := []struct {
		terms *companion.Terms
		in    string
		want  string // id, or the error text
	}{
		{players, "Ann", "Ann"},
		{players, "ann", "Ann"},
		{players, "ANNA", "Anna"},
		{players, "odon", "Ödön"},
		{players, "Öd", "Ödön"},
		{players, "ben kovacs", "Ben Kovács"},
		{players, "B", "Ben Kovács"},
		{players, "An", `"An" could be Ann or Anna`},
		{players, "Zed", `"Zed" is not a player (Ann, Anna, Ödön, Ben Kovács)`},
		{buildings, "Sugar Mill", "sugar_mill"},
		{buildings, "sugar-mill", "sugar_mill"},
		{buildings, "zuckermuhle", "sugar_mill"},
		{buildings, "Cukormalom", "sugar_mill"},
		{buildings, "smity", "did you mean smithy?"},
		{buildings, "s", `"s" could be sugar_mill, smithy or silver_smelter`},
		{buildings, "Schmeide", "did you mean smithy?"}, // by its German name, a swap
		{companion.PlayerTerms([]string{"Ben", "Bea", "Cid"}), "Bem", `"Bem" is not a player; did you mean Ben or Bea?`},
	}
	for _, tt := range tests {
		term, err := tt.terms.Lookup(tt.in)
		got := term.ID
		if err != nil {
			got = err.Error()
		}
		if !strings.Contains(got, tt.want) {
			t.Errorf("%q: got %q, want %q", tt.in, got, tt.want)
		}
	}
}

// Terms.Near is talon's one "did you mean" rule (scoring.Suggest): a near miss of a
// name, not a beginning several names share nor a name far from every one.
func TestTermsNear(t *testing.T) {
	goods := companion.NewTerms("good", companion.Term{ID: "grape", Aliases: []string{"Trauben", "szőlő"}},
		companion.Term{ID: "grain", Aliases: []string{"Getreide"}}, companion.Term{ID: "olive", Aliases: []string{"Oliven"}})
	for typed, want := range map[string]bool{"olvie": true, "Getriede": true, "szolo": true, "gr": false, "Atlantis": false, "": false} {
		if got := goods.Near(typed); got != want {
			t.Errorf("Near(%q) = %v, want %v", typed, got, want)
		}
	}
}

// A companion's "did you mean" and a scorer's are one rule: the ids Terms suggests are
// the names scoring.SuggestShown gives over the same spellings.
func TestTermsSuggestAsScorersDo(t *testing.T) {
	terms := []companion.Term{{ID: "grape", Aliases: []string{"Trauben"}}, {ID: "grain", Aliases: []string{"Getreide"}},
		{ID: "guild_hall", Label: "Guild Hall"}, {ID: "olive"}, {ID: "salt", Aliases: []string{"só"}}}
	list := companion.NewTerms("name", terms...)
	var spellings []string
	show := map[string]string{}
	for _, term := range terms {
		for _, n := range append([]string{term.ID, term.Label}, term.Aliases...) {
			if n != "" {
				spellings = append(spellings, n)
				show[n] = term.ID
			}
		}
	}
	for _, typed := range []string{"olvie", "gr", "Traubne", "slat", "solt", "graip", "Atlantis", "gild hall"} {
		want := scoring.SuggestShown(typed, spellings, func(s string) string { return show[s] })
		_, err := list.Find(typed)
		var got []string
		if err != nil {
			if _, near, ok := strings.Cut(err.Error(), "did you mean "); ok {
				got = strings.Split(strings.ReplaceAll(strings.TrimSuffix(near, "?"), " or ", ", "), ", ")
			}
		}
		if !slices.Equal(got, want) || list.Near(typed) != (len(want) > 0) {
			t.Errorf("%q: Terms suggests %v (near %v), scoring %v", typed, got, list.Near(typed), want)
		}
	}
}

func TestWordsReaders(t *testing.T) {
	res := companion.NewTerms("resource", companion.Term{ID: "ore"}, companion.Term{ID: "wool"}, companion.Term{ID: "grain"})
	players := companion.PlayerTerms([]string{"Anna Maria", "Ben"})
	a, err := companion.Parse("trade anna maria 2 ore wool for=3 grain")
	if err != nil {
		t.Fatal(err)
	}
	w := a.Words()
	p, err := w.Term(players)
	if err != nil || p != 0 {
		t.Fatalf("player %d %v", p, err)
	}
	give, err := w.Counts(res, 19)
	if err != nil || companion.CountText(res, give) != "2 ore 1 wool" {
		t.Fatalf("give %v %v", give, err)
	}
	taken, _ := a.NamedWords("for")
	get, err := taken.Counts(res, 19)
	if err != nil || companion.CountText(res, get) != "3 grain" {
		t.Fatalf("get %v %v", get, err)
	}
	for _, tt := range []struct{ in, want string }{
		{"trade 0 ore", "not a count from 1 to 19"},
		{"trade 2", "2 of what?"},
		{"trade ore ore", "ore is named twice"},
		{"trade 2 gold", `"gold" is not a resource`},
	} {
		a, _ := companion.Parse(tt.in)
		_, err := a.Words().Counts(res, 19)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: %v, want %q", tt.in, err, tt.want)
		}
	}
	a, _ = companion.Parse("x 7 extra")
	w = a.Words()
	if n, err := w.Int("count", 0, 9); n != 7 || err != nil {
		t.Errorf("int %d %v", n, err)
	}
	if err := w.Done(); err == nil || !strings.Contains(err.Error(), `"extra" is more than it takes`) {
		t.Errorf("done: %v", err)
	}
	// An empty value is a value of its own, never the end of a name ("Ann" + "").
	a, _ = companion.Parse(`sail Ann ""`)
	w = a.Words()
	if p, err := w.Term(companion.PlayerTerms([]string{"Ann"})); p != 0 || err != nil || w.Len() != 1 {
		t.Errorf("player before an empty value: %d %v, %d words left", p, err, w.Len())
	}
	if _, err := companion.ReadInt("cards", "99999999999999999999", 0, 110); err == nil {
		t.Error("an overflowing number was read")
	}
	// A quoted "" names nothing: reading it is refused as missing, so an action whose
	// value is "" can never be stored and later fail to read back (fuzz: sail A "").
	a, _ = companion.Parse(`sail Ann ""`)
	w = a.Words()
	if _, err := w.Next("player"); err != nil {
		t.Fatal(err)
	}
	if city, err := w.Next("city"); err == nil || !strings.Contains(err.Error(), "city is empty") {
		t.Errorf("empty quoted value read as %q, %v", city, err)
	}
}

func TestFoldKeepsASign(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"-1", "-1"},
		{"1", "1"},
		{"wind -2", "wind -2"},
		{"8-9", "8 9"},
		{"Guild_Hall", "guild hall"},
		{"-guild", "guild"},
		{"Ödön--Béla", "odon bela"},
	} {
		if got := companion.Fold(tt.in); got != tt.want {
			t.Errorf("Fold(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

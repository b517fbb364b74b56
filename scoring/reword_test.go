package scoring

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

func init() {
	StoredText("test: %d cards kept by house rule %s")
	i18n.Add(i18n.Hungarian, map[string]string{
		"test: %d cards kept by house rule %s": "teszt: %d lap maradt a(z) %s házszabály szerint",
		"test: camels":                         "teszt: tevék",
		"test: coins":                          "teszt: pénz",
	})
}

// A result read back from the history has only the English texts (Plain); its
// tie-break line and notes print in the table's language as the live result's do,
// and a text no known format wrote prints as it was stored.
func TestStoredTextsAreReworded(t *testing.T) {
	hu := i18n.NewPrinter(i18n.Hungarian)
	entry := func(name string, total int, ties ...int) Entry {
		return Entry{Name: name, Breakdown: []Points{{"a", total}}, TieBreaks: ties}
	}
	two := Rules{TieBreaks: []string{"test: camels", "test: coins"}}
	for _, tc := range []struct {
		name    string
		entries []Entry
		rules   Rules
		hu      string
	}{
		{"decided", []Entry{entry("Ann", 1234, 2), entry("Ben", 1234, 1)}, Rules{TieBreaks: []string{"test: camels"}},
			"Ann, Ben: 1\u00a0234 pont, döntött: teszt: tevék (2 – 1)"},
		{"shared", []Entry{entry("Ann", 3), entry("Ben, Jr.", 3)}, Rules{},
			"Ann, Ben, Jr.: 3 pont, a helyezés közös"},
		{"shared after tie-breaks", []Entry{entry("Ann", 3, 1, 1), entry("Ben", 3, 1, 1)}, two,
			"Ann, Ben: 3 pont, és ebben is egyenlők: teszt: tevék, teszt: pénz; a helyezés közös"},
		{"two groups", []Entry{entry("Ann", 5, 0, 2), entry("Ben", 5, 0, 1), entry("Cid", -2), entry("Dan", -2)}, two,
			"Ann, Ben: 5 pont, döntött: teszt: pénz (2 – 1); Cid, Dan: -2 pont, és ebben is egyenlők: teszt: tevék, teszt: pénz; a helyezés közös"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			live := Rank(tc.entries, tc.rules)
			if got := live.LocalTieBreak(hu); got != tc.hu {
				t.Fatalf("live result: %q, want %q", got, tc.hu)
			}
			stored := live.Plain()
			if got := stored.LocalTieBreak(hu); got != tc.hu {
				t.Errorf("read back: %q, want %q (stored %q)", got, tc.hu, *stored.TieBreak)
			}
			if got := stored.LocalTieBreak(english); got != *live.TieBreak {
				t.Errorf("read back in English: %q, want the stored %q", got, *live.TieBreak)
			}
		})
	}

	for _, tc := range []struct{ stored, hu string }{
		// a wording no registered format writes (a talon of long ago): printed as stored
		{"Ann beat Ben on the second tie-break, 4 to 2", "Ann beat Ben on the second tie-break, 4 to 2"},
		// reads like a format but does not print back the same (a number written 1,2)
		{"Ann, Ben tied on 1,2 and share the place", "Ann, Ben tied on 1,2 and share the place"},
		// one part known, one not: the whole line as stored, never half translated
		{"Ann, Ben tied on 7 and share the place; Cid won by a house rule", "Ann, Ben tied on 7 and share the place; Cid won by a house rule"},
		// a name holding "; " whose first piece is a catalog key ("test: coins")
		{"test: coins; Ann, Ben tied on 7 and share the place", "test: coins; Ann, Ben: 7 pont, a helyezés közös"},
		// two lines that one format could also read as one (a name "Ann, Ben tied on 7 and
		// share the place; Cid"): the finest cut wins
		{"Ann, Ben tied on 7 and share the place; Cid, Dan tied on 2 and share the place",
			"Ann, Ben: 7 pont, a helyezés közös; Cid, Dan: 2 pont, a helyezés közös"},
	} {
		text := tc.stored
		r := Result{TieBreak: &text}
		if got := r.LocalTieBreak(hu); got != tc.hu {
			t.Errorf("stored %q: %q, want %q", tc.stored, got, tc.hu)
		}
	}

	var live Result
	live.AddNote("test: %d cards kept by house rule %s", 12, "Ann's")
	live.Notes = append(live.Notes, i18n.M("test: %d cards kept by house rule %s", 3, "B").String(), "an old note")
	want := []string{"teszt: 12 lap maradt a(z) Ann's házszabály szerint", "teszt: 3 lap maradt a(z) B házszabály szerint", "an old note"}
	for _, r := range []Result{live, live.Plain()} {
		got := r.LocalNotes(hu)
		if len(got) != len(want) {
			t.Fatalf("notes %q, want %q", got, want)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("note %d: %q, want %q", i, got[i], want[i])
			}
		}
	}
}

// Players named "test: coins; Ann" (a catalog key before the "; ") and "Ben" tie: the
// line read back keeps both names exactly, live and from the history.
func TestStoredLineKeepsNamesWithSemicolons(t *testing.T) {
	hu := i18n.NewPrinter(i18n.Hungarian)
	for _, rules := range []Rules{{}, {TieBreaks: []string{"test: camels", "test: coins"}}} {
		for _, ties := range [][2]int{{2, 1}, {1, 1}} {
			live := Rank([]Entry{
				{Name: "test: coins; Ann", Breakdown: []Points{{"a", 5}}, TieBreaks: []int{ties[0], 0}},
				{Name: "Ben", Breakdown: []Points{{"a", 5}}, TieBreaks: []int{ties[1], 0}},
				{Name: "Cid; Dan", Breakdown: []Points{{"a", 1}}}, {Name: "Eve", Breakdown: []Points{{"a", 1}}},
			}, rules)
			want := live.LocalTieBreak(hu)
			if strings.Contains(want, "teszt: pénz; Ann") || !strings.Contains(want, "test: coins; Ann") || !strings.Contains(want, "Cid; Dan") {
				t.Fatalf("live line %q: a name was translated or lost", want)
			}
			if got := live.Plain().LocalTieBreak(hu); got != want {
				t.Errorf("read back %q, want the live %q (stored %q)", got, want, *live.TieBreak)
			}
		}
	}
}

// StoredText refuses at init a verb reword cannot read back, and reads %+d back.
func TestStoredTextVerbs(t *testing.T) {
	for _, format := range []string{"test: %q kept", "test: %5d kept", "test: %.1f kept", "test: %[2]s %[1]s", "test: %x", "test: %-3s"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("StoredText(%q) accepted a verb it cannot read back", format)
				}
			}()
			StoredText(format)
		}()
	}
	StoredText("test: wind %d = 5 + forecast %+d, 100%% sure")
	hu := i18n.NewPrinter(i18n.Hungarian)
	for _, n := range []int{-2, 0, 3} {
		text := i18n.M("test: wind %d = 5 + forecast %+d, 100%% sure", 5+n, n).String()
		m, ok := rebuild(text)
		if !ok || m.String() != text {
			t.Errorf("%q not read back (got %q)", text, m.String())
		}
		if got, want := reword(text).Local(hu), i18n.M("test: wind %d = 5 + forecast %+d, 100%% sure", 5+n, n).Local(hu); got != want {
			t.Errorf("%q reads back in Hungarian as %q, want %q", text, got, want)
		}
	}
}

// Every format registered in this package reads back a text it wrote (registration
// panics otherwise; this names them all).
func TestEveryStoredFormatReadsBack(t *testing.T) {
	for _, f := range storedFormats.list {
		if s := f.sample(); !f.reads(s) {
			t.Errorf("%q does not read back %q", f.format, s)
		}
	}
}

package neptun

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
)

// A name talon does not know is refused wherever it is typed (a card, a voyage, a tile),
// with suggestions and the way to add it; only `add city` / `add region` create one.
func TestUnknownNamesAreRefusedNeverCreated(t *testing.T) {
	s := newTestState(t, DefaultSettings(), nil)
	for _, tc := range []struct {
		act  Action
		want string
	}{
		{Reveal{Player: "Ann", Cards: regionCard("massilia", "graecia", "olive", "temple", 2, 0, 3)},
			`"massilia" is not a city (crete, saguntum, alexandria, tyros, leptis_magna, carthago, pergamum, malaca, antiochia); a harbour talon does not know yet is named once with: add city NAME`},
		{Reveal{Player: "Ann", Cards: regionCard("alexandira", "yellow", "olive", "temple", 2, 0, 3)}, "did you mean alexandria?"},
		{Reveal{Player: "Ann", Cards: regionCard("tyros", "gallia", "olive", "temple", 2, 0, 3)},
			`"gallia" is not a region (hispania, graecia, yellow); a regional temple talon does not know yet is named once with: add region NAME`},
		{Reveal{Player: "Ann", Cards: regionCard("tyros", "graeca", "olive", "temple", 2, 0, 3)}, "did you mean graecia?"},
	} {
		before := s.Clone()
		bad(t, s, tc.act, tc.want)
		if !sameState(before, s) {
			t.Errorf("%+v changed the state", tc.act)
		}
	}
	v := voyageState(t, DefaultSettings(), nil, map[string][]*Contract{"Ann": {toTyros}}, threeHands())
	v = do(t, v, PlayOar{Player: "Ann", Card: OarCard{1, 5}}, PlayOar{Player: "Ben", Card: OarCard{0, 4}}, PlayOar{Player: "Cid", Card: OarCard{1, 2}})
	bad(t, v, Sail{Player: "Ann", To: "Massilia", Distance: 5, Buy: -1}, "add city NAME")
}

func TestAddCityAndRegionOnPurpose(t *testing.T) {
	s := newTestState(t, DefaultSettings(), nil)
	refused(t, s, AddName{Kind: nameCity, Name: "Alexandrien"}, ruleNames, "talon already knows the city Alexandria")
	refused(t, s, AddName{Kind: nameCity, Name: "Alexandira"}, ruleNames, "Alexandira is too close to a city talon knows to be told apart (\"Alexandira\" is not a city; did you mean alexandria?)")
	refused(t, s, AddName{Kind: nameRegion, Name: "Griechenland"}, ruleNames, "talon already knows the region Graecia")
	bad(t, s, AddName{Kind: nameCity, Name: "Massilia", Region: "gallia"}, "add region NAME")
	bad(t, s, AddName{Kind: nameCity, Name: "Mass\u202eilia"}, "city")

	s = do(t, s, AddName{Kind: nameRegion, Name: "Gallia"}, AddName{Kind: nameCity, Name: "Massilia", Region: "gallia"})
	if !slices.Contains(s.CityNames().IDs(), "massilia") || s.Regions["massilia"] != "gallia" || !slices.Contains(s.RegionsInPlay(), "gallia") {
		t.Fatalf("added: cities %v regions %v in play %v", s.CityNames().IDs(), s.Regions, s.RegionsInPlay())
	}
	// The new harbour answers to its name and its beginning; its region is known.
	s = do(t, s, Reveal{Player: "Ann", Cards: card("Massil", "olive", "temple", 2, 0, 3)})
	if c := s.Row[0].Cards; c.City != "massilia" || c.Region != "gallia" {
		t.Errorf("revealed %+v", c)
	}
	// Five regional temples: with two more named, a sixth is refused.
	s = do(t, s, AddName{Kind: nameRegion, Name: "Levant"})
	refused(t, s, AddName{Kind: nameRegion, Name: "Aegyptus"}, ruleNames, "the board has 5 regional temples and all are named (hispania, graecia, yellow, gallia, levant)")
	for _, c := range s.Choices() {
		if c.Verb == verbAdd+" "+nameRegion {
			t.Errorf("add region offered with all five named")
		}
	}
}

func TestAddCityIsBoundedAndConfirmed(t *testing.T) {
	s := newTestState(t, DefaultSettings(), nil)
	const letters = "abcdefghijklmnopqrstuvwxyz0123456789"
	for k := len(KnownCities); k < maxCities; k++ {
		c := strings.Repeat(letters[k-len(KnownCities):][:1], 3) // names 3 edits apart
		s = do(t, s, AddName{Kind: nameCity, Name: "Port " + c})
	}
	refused(t, s, AddName{Kind: nameCity, Name: "Roma"}, ruleNames, "at most 40 harbours")

	st := &session{State: newTestState(t, DefaultSettings(), nil)}
	for text, want := range map[string]string{
		"add city Roma confirm=no":         "add city Roma: not confirmed, nothing added",
		"add city Roma confirm=maybe":      `confirm=yes or confirm=no, got "maybe"`,
		"add city Roma region=graecia x=1": "add city: unknown x=",
		"add region Dacia region=graecia":  "add region: unknown region=",
		"add harbour Roma":                 `add: city or region, got "harbour"`,
		"add city":                         "the city's name is missing",
	} {
		a, err := companion.Parse(text)
		if err == nil {
			_, err = st.Resolve(a, nil)
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", text, err, want)
		}
	}
	got, err := resolveText(st, "add city Leptis Nova region=Griechenland confirm=yes", nil)
	if err != nil || got != "add city leptis_nova region=graecia" {
		t.Errorf("canonical text %q, %v", got, err)
	}
}

// In the prompt, the add choice ends with a yes/no question naming what is added, and a
// card's questions follow the answers: a known city's region is not asked, a printed
// reward is offered as printed.
func TestPromptsConfirmNamesAndFollowTheCard(t *testing.T) {
	s := newTestState(t, DefaultSettings(), nil)
	var add, reveal companion.Choice
	for _, c := range s.Choices() {
		switch c.Verb {
		case verbAdd + " " + nameCity:
			add = c
		case verbReveal:
			reveal = c
		}
	}
	confirm := add.Args[len(add.Args)-1].After([]string{"Massilia", ""})
	if confirm.Help != `add "Massilia" as a new city?` || len(confirm.Options) != 2 || confirm.Options[0].Label != "yes, add Massilia" {
		t.Errorf("confirm question: %+v", confirm)
	}
	if slices.ContainsFunc(reveal.Args[1].Options, func(o companion.Option) bool { return o.Value == "massilia" }) {
		t.Error("a city nobody added is offered")
	}
	region := reveal.Args[3]
	if got := region.After([]string{"Ann", "saguntum", "olive"}); got.Optional || len(got.Options) != 1 || got.Options[0].Value != "hispania" {
		t.Errorf("Saguntum's region (known): %+v", got)
	}
	if got := region.After([]string{"Ann", "tyros", "olive"}); len(got.Options) != 3 {
		t.Errorf("Tyros's region (unknown): %+v", got)
	}

	d := filledData(t)
	s = newTestState(t, DefaultSettings(), d)
	for _, c := range s.Choices() {
		if c.Verb == verbReveal {
			reveal = c
		}
	}
	printed := d.CityCards[0].Rewards["grape"] // Saguntum's cards print grape alike?
	kinds := reveal.Args[4].After([]string{"Ann", "saguntum", "grape", "hispania"})
	amounts := reveal.Args[5].After([]string{"Ann", "saguntum", "grape", "hispania", printed.Kind})
	if kinds.Optional || !slices.ContainsFunc(kinds.Options, func(o companion.Option) bool { return o.Value == printed.Kind }) ||
		!slices.ContainsFunc(amounts.Options, func(o companion.Option) bool { return o.Value == fmt.Sprint(printed.Amount) }) {
		t.Errorf("printed reward %v offered as %+v / %+v", printed, kinds.Options, amounts.Options)
	}
}

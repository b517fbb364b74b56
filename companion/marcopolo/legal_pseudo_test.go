package marcopolo

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/kittest"
)

// allowedBare are the words a pick list shows outside the catalog: contract and card
// ids, dice ("b4"), the die's value v printed on the cards, and the players' names
// (and an option's own value, the id the table types).
var allowedBare = regexp.MustCompile(`^([CK][0-9]+|[bwn][0-9]|v|Ann|Ben|Cid|Dee)$`)

var bareWord = regexp.MustCompile(`[\p{L}][\p{L}\p{N}_'-]*`)

// Every help, question and option label of play, at every step of a whole four-player
// expert game, goes through the catalog (the pseudo language brackets what did): the
// labels that follow earlier answers too, answered with the first option each time.
func TestPlayListsGoThroughCatalog(t *testing.T) {
	sc, err := kittest.ReadScript("testdata/four_player_expert.txtar")
	if err != nil {
		t.Fatal(err)
	}
	g, s := Entry().Companion, kittest.Start(t, Entry(), sc)
	pseudo := i18n.NewPrinter(i18n.Pseudo)
	bad := map[string]string{}
	check := func(where, text string, ids ...string) { // ids: the value typed, shown beside its label
		for _, w := range bareWord.FindAllString(i18n.Unmarked(text), -1) {
			if !allowedBare.MatchString(w) && !slices.Contains(ids, w) {
				bad[w] = where + ": " + text
			}
		}
	}
	var events []companion.Event
	labels := 0
	for _, step := range sc.Steps {
		st, _, err := companion.Replay(g, s, events)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range companion.LegalIn(st, pseudo) {
			check(c.Verb, c.Help)
			var earlier []string
			for _, a := range c.Args {
				a = a.After(earlier)
				check(c.Verb, a.Name)
				check(c.Verb, a.Help)
				for _, o := range a.Options {
					check(c.Verb+" "+a.Name, o.Label, o.Value)
					labels++
				}
				first := ""
				if len(a.Options) > 0 {
					first = a.Options[0].Value
				}
				earlier = append(earlier, first)
			}
		}
		got, err := companion.Act(g, s, events, step.Action)
		if err != nil {
			continue
		}
		got.Event.Seq = len(events) + 1
		events = append(events, got.Event)
	}
	if labels < 1000 {
		t.Errorf("only %d option labels read: the game did not run as written", labels)
	}
	words := make([]string, 0, len(bad))
	for w := range bad {
		words = append(words, w)
	}
	slices.Sort(words)
	for _, w := range words {
		t.Errorf("%q outside the catalog in %s", w, strings.TrimSpace(bad[w]))
	}
}

package main

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/talon-games/talon/history"
)

// resumeMove is one action as a table in each language types it (ids, names and
// aliases of its own language), and the canonical action the event log must keep.
type resumeMove struct {
	hu, en    []string
	canonical string
}

// resumeGames are a session of each game begun in one language and carried on in the
// other: the first half of the moves in the language `new` was given, the rest in the
// other, then a `talon play` in the other with its own answers.
var resumeGames = []struct {
	game           string
	newArgs        []string
	moves          []resumeMove
	playHU, playEN []string // play's answers, ending with quit
	playEvent      string   // the action play records
}{
	{
		game:    "catan",
		newArgs: []string{"--players", "Ann,Ben,Cid", "--option", "layout=beginner", "--seed", "catan-whole-game"},
		moves: []resumeMove{
			{[]string{"place", "település", "34"}, []string{"place", "settlement", "34"}, "place settlement 34"},
			{[]string{"place", "útszakasz", "34-39"}, []string{"place", "road", "34-39"}, "place road 34-39"},
			{[]string{"place", "Település", "3"}, []string{"place", "Settlement", "3"}, "place settlement 3"},
			{[]string{"place", "ut", "3-6"}, []string{"place", "ROAD", "3-6"}, "place road 3-6"},
		},
		playHU:    []string{"place", "12", "quit"},
		playEN:    []string{"place", "12", "quit"},
		playEvent: "place settlement 12",
	},
	{
		game:    "genoa",
		newArgs: []string{"--players", "Ann,Ben", "--option", "first=Ben"},
		moves: []resumeMove{
			{[]string{"roll", "--dice", "6,6"}, []string{"roll", "--dice", "6,6"}, "roll 6,6"},
			{[]string{"start", "palota"}, []string{"start", "palace"}, "start palace"},
			{[]string{"move", "Kocsiszín"}, []string{"move", "coach_house"}, "move coach_house"},
			{[]string{"move", "katedralis"}, []string{"move", "Cathedral"}, "move cathedral"},
		},
		playHU:    []string{"move", "kocsma", "quit"},
		playEN:    []string{"move", "tavern", "quit"},
		playEvent: "move tavern",
	},
	{
		game:    "neptun",
		newArgs: []string{"--players", "Ann,Ben,Cid", "--seed", neptunScriptSeed},
		moves: []resumeMove{
			{[]string{"add", "region", "africa"}, []string{"add", "region", "africa"}, "add region africa"},
			{[]string{"reveal", "Cid", "city=alexandria", "region=sárga", "good=olajbogyó", "reward=templom", "amount=2", "wind=0", "oar=3"},
				[]string{"reveal", "Cid", "city=alexandria", "region=yellow", "good=olive", "reward=temple", "amount=2", "wind=0", "oar=3"},
				"reveal Cid city=alexandria region=yellow good=olive reward=temple amount=2 wind=0 oar=3"},
			{[]string{"take", "Cid", "1", "slot=1"}, []string{"take", "Cid", "1", "slot=1"}, "take Cid 1 slot=1"},
			{[]string{"reveal", "Ben", "city=tyros", "region=Görögország", "good=méz", "reward=templom", "amount=3", "wind=1", "oar=4"},
				[]string{"reveal", "Ben", "city=tyros", "region=graecia", "good=honey", "reward=temple", "amount=3", "wind=1", "oar=4"},
				"reveal Ben city=tyros region=graecia good=honey reward=temple amount=3 wind=1 oar=4"},
		},
		playHU:    []string{"take", "1", "quit"},
		playEN:    []string{"take", "1", "quit"},
		playEvent: "take Ben 2 slot=1",
	},
	{
		game:    "san-juan",
		newArgs: []string{"--players", "Ann,Ben", "--option", "governor=Ann"},
		moves: []resumeMove{
			{[]string{"role", "Ann", "Építész"}, []string{"role", "Ann", "builder"}, "role Ann builder"},
			{[]string{"build", "Ann", "cukormalom"}, []string{"build", "Ann", "sugar_mill"}, "build Ann sugar_mill"},
			{[]string{"build", "Ben", "kovacsmuhely"}, []string{"build", "Ben", "Smithy"}, "build Ben smithy"},
		},
	},
	{
		game:    "marco-polo",
		newArgs: []string{"--players", "Ann,Ben", "--seed", "table-one", "--option", "characters=draft", "--option", "goals=choose"},
		moves: []resumeMove{
			{[]string{"character", "Ben", "Berke kán"}, []string{"character", "Ben", "Berke Khan"}, "character Ben berke_khan"},
			{[]string{"character", "Ann", "Niccolò és Marco Polo"}, []string{"character", "Ann", "niccolo_marco_polo"}, "character Ann niccolo_marco_polo"},
			{[]string{"goals", "Ann", "14,13"}, []string{"goals", "Ann", "14,13"}, "goals Ann 14,13"},
		},
	},
}

// nextLine is the line that says what comes next, in each language.
var nextLine = map[string]string{"hu": "Következik:", "en": "Next:"}

// A session begun in Hungarian (`--lang hu new`, moves typed with Hungarian names) is
// carried on in English, and one begun in English in Hungarian, through `talon do` and
// `talon play`: each screen speaks the language it was asked in, the event log keeps the
// canonical English ids, and both ways end in the same `status --json`.
func TestSessionResumedInTheOtherLanguage(t *testing.T) {
	for _, g := range resumeGames {
		t.Run(g.game, func(t *testing.T) {
			statuses := map[string]string{}
			for _, start := range []string{"hu", "en"} {
				other := map[string]string{"hu": "en", "en": "hu"}[start]
				e := newEnv(t)
				e.tty = true
				newOut := e.ok(append([]string{"--lang", start, "new", g.game}, g.newArgs...)...)
				mustSpeak(t, start+" new", newOut, start)
				var want []string
				for i, m := range g.moves {
					lang, typed := start, m.hu
					if i >= len(g.moves)/2 {
						lang = other
					}
					if lang == "en" {
						typed = m.en
					}
					out := e.ok(append([]string{"--lang", lang, "do"}, typed...)...)
					want = append(want, m.canonical)
					if got := strings.Join(strings.Fields(out), " "); !strings.HasPrefix(got, "#"+strconv.Itoa(len(want))+" "+m.canonical) {
						t.Errorf("%s→%s: do %q in %s printed %.120q, want #%d %s first", start, other, typed, lang, got, len(want), m.canonical)
					}
					mustSpeak(t, start+"→"+other+" do "+strings.Join(typed, " "), out, lang)
				}
				if g.playEvent != "" {
					e.prompt.answers = map[string][]string{"hu": g.playHU, "en": g.playEN}[other]
					out := e.ok("--lang", other, "play")
					mustContain(t, out, "#"+strconv.Itoa(len(want)+1)+" "+g.playEvent)
					mustSpeak(t, start+"→"+other+" play", out, other)
					want = append(want, g.playEvent)
				}
				if got := eventLog(t, e); strings.Join(got, "\n") != strings.Join(want, "\n") {
					t.Errorf("%s→%s: the event log holds\n%s\nwant\n%s", start, other, strings.Join(got, "\n"), strings.Join(want, "\n"))
				}
				mustSpeak(t, start+"→"+other+" status", e.ok("--lang", other, "status"), other)
				statuses[start] = anyUUID.ReplaceAllString(e.ok("--lang", other, "status", "--json"), `"uuid": "…"`)
			}
			if statuses["hu"] != statuses["en"] {
				t.Errorf("begun in Hungarian and in English, the sessions differ:\n%s\n%s", statuses["hu"], statuses["en"])
			}
		})
	}
}

// anyUUID is a session's uuid in JSON, new for every session.
var anyUUID = regexp.MustCompile(`"uuid": "[0-9a-f-]+"`)

// mustSpeak checks that a screen says what comes next in lang and not in the other.
func mustSpeak(t *testing.T, what, out, lang string) {
	t.Helper()
	for l, line := range nextLine {
		if has := strings.Contains(out, line); has != (l == lang) {
			t.Errorf("%s: in %s, %q shown: %v\n%s", what, lang, line, has, out)
		}
	}
}

// eventLog is session 1's live actions as the database keeps them.
func eventLog(t *testing.T, e *env) []string {
	t.Helper()
	s, err := history.Open(e.db)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	_, events, err := s.Load(context.Background(), 1)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, ev := range events {
		out = append(out, ev.Action)
	}
	return out
}

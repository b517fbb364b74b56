package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// scoreByPrompt runs `talon score GAME` on a terminal with a scripted table.
func scoreByPrompt(t *testing.T, answers []string, args ...string) (e *env, out, errOut string, code int) {
	t.Helper()
	e = newEnv(t)
	e.tty = true
	e.prompt.answers = answers
	out, errOut, code = e.run(append([]string{"score"}, args...)...)
	return e, out, errOut, code
}

// askedAfter lists the labels asked after the first time label was asked.
func askedAfter(asked []string, label string) []string {
	i := slices.Index(asked, label)
	if i < 0 {
		return nil
	}
	return asked[i+1:]
}

func TestScorePromptChecksThePlayerCountRightAfterTheNames(t *testing.T) {
	e, out, errOut, code := scoreByPrompt(t, []string{
		"Ann, Ben", // Neptun is for 3 to 5: refused at once, typed again
		"Ann, Ben, Cat",
		"3, 2", "", "4, 2", "", "2, 1", "2",
	}, "neptun", "--no-save", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if e.prompt.asked[0] != e.prompt.asked[1] || !strings.HasPrefix(e.prompt.asked[1], "Players") {
		t.Errorf("the names were not asked again right away: %q", e.prompt.asked)
	}
	mustContain(t, out, `"name": "Ann"`, `"total": 6`)
}

func TestScorePromptReasksACrossPlayerAnswerAsSoonAsItIsWrong(t *testing.T) {
	e, _, errOut, code := scoreByPrompt(t, []string{
		"Ann, Ben, Cid",
		"2", "3", "n", "y", "0", // Ann: 10 with Largest Army
		"3", "2", "y", "n", "0", // Ben: 9 with Longest Road
		"4", "1", "y", // Cid claims Longest Road too: asked again at once
		"n",      // ... and corrected
		"n", "1", // the rest of Cid
		"Ann",
	}, "catan", "--no-save")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	mustContain(t, errOut, "✗ Holds the Longest Road card: claimed by Ben and Cid") // the question, not its key
	next := askedAfter(e.prompt.asked, "Cid · longest road")
	if len(next) < 2 || next[0] != "Cid · longest road" || next[1] != "Cid · largest army" {
		t.Errorf("after Cid's Longest Road: %q, want it asked again, then the next question", next)
	}
}

func TestScorePromptReasksOnlyTheWrongAnswerOnALateError(t *testing.T) {
	e, _, errOut, code := scoreByPrompt(t, []string{
		"Ann, Ben, Cid",
		"2", "3", "n", "y", "0", // Ann: 10
		"3", "2", "n", "n", "3", // Ben: 10 without Longest Road, off his turn: only the whole input shows it
		"2", "1", "y", "n", "0",
		"Ann",
		"Ben · vp cards", // which answer is wrong: the table picks one...
		"1",              // ... and only it is asked again
	}, "catan", "--no-save", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	mustContain(t, errOut, "✗ Ben: 10 without Longest Road") // "points" is no question of the form
	if got := askedAfter(e.prompt.asked, "game · ended on turn of"); !slices.Equal(got, []string{"Which answer is wrong?", "Ben · vp cards"}) {
		t.Errorf("after the last answer: %q, want the pick and Ben's VP cards only", got)
	}
}

func TestScorePromptReasksALateWholeInputProblemAtItsAnswer(t *testing.T) {
	player := func(arrival string) []string {
		return []string{"40", "10", "2", "1", "1", "0", "2", arrival, "Moscow", "Moscow-Xian, Karakorum-Kochi"}
	}
	answers := []string{"Ann, Ben"}
	answers = append(answers, player("2")...) // Ann 2nd in Beijing: fine until everyone answered
	ben := player("")
	ben[9] = "Samarcanda-Xian, Lan Zhou-Adana"
	answers = append(answers, ben...)
	answers = append(answers, "", "1") // the house rule; then Ann's arrival, asked again
	e, _, errOut, code := scoreByPrompt(t, answers, "marco-polo", "--no-save")
	if code != 0 {
		t.Fatalf("exit %d: %s\nasked %q", code, errOut, e.prompt.asked)
	}
	mustContain(t, errOut, "✗ Ann: Your Beijing space by arrival, 1 = first: arrived 2nd in Beijing, but\n  nobody arrived 1st")
	if got := askedAfter(e.prompt.asked, "game · most contracts needs one"); !slices.Equal(got, []string{"Ann · beijing arrival"}) {
		t.Errorf("after the last answer: %q, want only Ann's Beijing arrival", got)
	}
}

func TestScorePromptSavesTheAnswersOnInterrupt(t *testing.T) {
	dir := t.TempDir()
	old := answersDir
	answersDir = dir
	defer func() { answersDir = old }()
	e, _, errOut, code := scoreByPrompt(t, []string{"Ann, Ben, Cid", "2", "3", "^C"}, "catan")
	if code == 0 {
		t.Fatalf("exit 0 after Ctrl-C: %s", errOut)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "talon-score-catan-*.json"))
	if len(files) != 1 {
		t.Fatalf("saved files %v; stderr %s", files, errOut)
	}
	// The command on a line of its own, to copy whole (a long path used to be broken
	// by the terminal inside the command).
	mustContain(t, errOut, files[0], "Finish it, then:\n  talon score catan --input "+files[0]+"\n")
	data, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	var in struct {
		Players []map[string]any `json:"players"`
	}
	if err := json.Unmarshal(data, &in); err != nil || len(in.Players) != 3 || in.Players[0]["cities"] != 3.0 || in.Players[2]["name"] != "Cid" {
		t.Fatalf("saved %s (%v)", data, err)
	}
	// The saved file is an input: completed, it scores.
	in.Players[0]["longest_road"], in.Players[0]["largest_army"] = false, true
	in.Players[1]["settlements"], in.Players[2]["settlements"] = 2, 2
	e.stdin = string(must(json.Marshal(in)))
	e.prompt.answers = nil
	mustContain(t, e.ok("score", "catan", "--input", "-", "--no-save"), "Ann")
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func TestScoreRefusesPlayersInAnotherCaseInEveryGame(t *testing.T) {
	for _, game := range scoredGames {
		e := newEnv(t)
		e.stdin = strings.Replace(e.ok("score", game, "--template"), `"players"`, `"Players"`, 1)
		_, errOut, code := e.run("score", game, "--input", "-")
		if code != exitUsage || !strings.Contains(errOut, `Players: unknown field (did you mean "players"?)`) {
			t.Errorf("%s: exit %d, stderr %q", game, code, errOut)
		}
	}
}

func TestScorePromptLetsTheTablePickWhenTheAnswerAskedAgainWasRight(t *testing.T) {
	e, _, errOut, code := scoreByPrompt(t, []string{
		"Ann, Ben, Cid",
		"2", "3", "n", "y", "0",
		"3", "2", "y", "n", "0", // Ben says he holds Longest Road, but he does not
		"4", "1", "y", // Cid does: asked again...
		"y", // ... Cid keeps it, so the table picks the wrong answer
		"Ben · longest road", "n",
		"n", "1",
		"Ann",
	}, "catan", "--no-save")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want := []string{"Cid · longest road", "Which answer is wrong?", "Ben · longest road", "Cid · largest army"}
	if got := askedAfter(e.prompt.asked, "Cid · longest road"); len(got) < 4 || !slices.Equal(got[:4], want) {
		t.Errorf("after Cid's Longest Road: %q, want %q", got, want)
	}
}

func TestScorePromptAsksTheRoundBoardFirstAndChecksTheOrderAtOnce(t *testing.T) {
	e, out, errOut, code := scoreByPrompt(t, []string{
		"Ann, Ben, Cat",
		"5, 3", "6, 4", "7, 5", "5, 3", // tiles on the temples, best first (round 2)
		"Cat, Zed, Ann", // Zed is no player: asked again at once
		"Cat, Ben, Ann",
		"4", "1", "", "", "", "", "3", "y", // Ann
		"4", "2", "11", "1", "2", "1", "8", "n", // Ben
		"", "", "", "", "5", "1", "3", "y", // Cat
		"", // the rulebook: a player on 0 can take a tile
	}, "neptun", "--round", "2", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s\nasked %q", code, errOut, e.prompt.asked)
	}
	mustContain(t, errOut, `✗ Player order this round: "Zed" is not one of the players`)
	if got := askedAfter(e.prompt.asked, "game · player order"); len(got) == 0 || got[0] != "game · player order" {
		t.Errorf("after the player order: %q, want it asked again", got)
	}
	mustContain(t, out, `"player": "Cat"`)
}

func TestScorePromptCanRetypeTheNamesKeepingEveryAnswer(t *testing.T) {
	e, out, errOut, code := scoreByPrompt(t, []string{
		"Ann, Ben, Cid",
		"2", "3", "n", "y", "0",
		"3", "2", "n", "n", "3",
		"2", "1", "y", "n", "0",
		"Ann",
		"the players' names",  // the table picks the names...
		"Ann, Ben",            // one name short: refused, the seats stay
		"Ann, Ben, Cid",       // typed again
		"Ben · vp cards", "1", // the problem is still there: the table picks again
	}, "catan", "--no-save", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s\nasked %q", code, errOut, e.prompt.asked)
	}
	mustContain(t, out, `"name": "Cid"`, `"total": 10`)
	if n := strings.Count(strings.Join(e.prompt.asked, "\n"), "Players, in seat order"); n != 3 {
		t.Errorf("names asked %d times, want 3: %q", n, e.prompt.asked)
	}
}

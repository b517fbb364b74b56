package neptun

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring"
	"github.com/talon-games/talon/scoring/scoringtest"
)

// fill answers a form the way the prompt would, parsing each typed answer, and builds
// the JSON with the toolkit's one helper.
func fill(t *testing.T, f scoring.Form, names []string, typed func(player int, key string) string) []byte {
	t.Helper()
	a := scoring.NewAnswers(f, names)
	set := func(seat int, field scoring.Field) {
		ans, given, err := field.Parse(typed(seat, field.Key))
		if err != nil {
			t.Fatalf("%d %s: answer refused: %v", seat, field.Key, err)
		}
		a.Set(scoring.Ref{Seat: seat, Key: field.Key}, ans, given)
	}
	for _, field := range f.Setup {
		set(scoring.SetupSeat, field)
	}
	for i := range names {
		for _, field := range f.PerPlayer {
			set(i, field)
		}
	}
	for _, field := range f.GameWide {
		set(scoring.GameSeat, field)
	}
	return a.JSON()
}

func TestFormMatchesInput(t *testing.T) {
	s := NewScorer().(Scorer)
	scoringtest.FormMatchesTemplate(t, s.Form(), s.Template())
	names := []string{"Ann", "Ben", "Cat"}
	final := fill(t, s.Form(), names, func(i int, key string) string {
		return map[string]string{"point_tiles": []string{"3, 2", "4, 2", "5, 2"}[i], "bonus_tiles": ""}[key]
	})
	res, err := s.Score(final)
	if err != nil {
		t.Fatalf("final form answers rejected: %v\n%s", err, final)
	}
	if res.Players[2].Total != 7 {
		t.Errorf("Cat total %d, want 7", res.Players[2].Total)
	}

	round := fill(t, s.RoundForm(), names, func(i int, key string) string {
		switch {
		case strings.HasPrefix(key, "tiles."):
			return "4, 2"
		case key == "player_order":
			return "Cat, Ben, Ann"
		case strings.HasSuffix(key, ".space"):
			return []string{"1", "2", "3"}[i]
		case strings.HasSuffix(key, ".stack_height"):
			return "1"
		case key == "gold":
			return "3"
		case key == "all_contracts":
			return []string{"y", "n", "n"}[i]
		case key == "zero_scores_win_tiles":
			return ""
		}
		t.Fatalf("unexpected form key %q", key)
		return ""
	})
	rr, err := s.ScoreRound(2, round)
	if err != nil {
		t.Fatalf("round form answers rejected: %v\n%s", err, round)
	}
	if got, want := awardsText(rr), "hispania: Cat 4, Ben 2 | graecia: Cat 4, Ben 2 | yellow: Cat 4, Ben 2 | gold: Cat 4, Ben 2"; got != want {
		t.Errorf("awards\n got %s\nwant %s", got, want)
	}
	if len(rr.Bonus) != 1 || rr.Bonus[0] != "Ann" {
		t.Errorf("bonus %v", rr.Bonus)
	}
}

func TestFormOrder(t *testing.T) {
	f := roundForm()
	var keys []string
	for _, field := range f.PerPlayer {
		keys = append(keys, field.Key)
	}
	want := "temples.hispania.space temples.hispania.stack_height temples.graecia.space temples.graecia.stack_height " +
		"temples.yellow.space temples.yellow.stack_height gold all_contracts"
	if got := strings.Join(keys, " "); got != want {
		t.Errorf("per-player keys\n got %s\nwant %s", got, want)
	}
	// The board is asked before the players, so their answers are checked against it.
	if last := f.Setup[len(f.Setup)-1].Key; last != "player_order" {
		t.Errorf("last setup key %q", last)
	}
}

func TestFormChecksAnswersAsTyped(t *testing.T) {
	scoringtest.AnswersAsTyped(t, []scoring.Form{finalForm(), roundForm()}, []scoringtest.Typed{
		{"point_tiles", "3, 2, 6", ""},
		{"point_tiles", "3, 0", "must be 1 to 99"},
		{"point_tiles", strings.Repeat("1,", 19), "19 entries"},
		{"point_tiles", "2.5", "whole number"},
		{"bonus_tiles", "2, 2, 2", ""},
		{"bonus_tiles", "2, 2, 2, 2", "one bonus tile per round"},
		{"temples.hispania.space", "0", ""},
		{"temples.hispania.space", "-1", "negative"},
		{"temples.hispania.space", "", ""},
		{"temples.graecia.stack_height", "1", ""},
		{"temples.graecia.stack_height", "6", "must be 1 to 5"},
		{"temples.yellow.stack_height", "0", "out of range"},
		{"gold", "12", ""},
		{"gold", "-3", "negative"},
		{"gold", "lots", "whole number"},
		{"tiles.gold", "5, 3, 1", ""},
		{"tiles.gold", "5, 3, 1, 1", "4 entries"},
		{"tiles.hispania", "", "0 entries"},
		{"tiles.graecia", "-1", "negative"},
		{"player_order", "Ann, Ben, Cat", ""},
		{"player_order", "Ann, Ben, Cat, Dan", ""},
		{"player_order", "Ann, Ben", "3 to 5 players"},
		{"zero_scores_win_tiles", "", ""},
		{"zero_scores_win_tiles", "n", ""},
	})
}

func TestScoreBounds(t *testing.T) {
	s := NewScorer().(Scorer)
	scoringtest.Bounds(t, s.Form(), s.Template(), func(b []byte) error { _, err := s.Score(b); return err })
	scoringtest.Bounds(t, s.RoundForm(), RoundTemplateFor(3), func(b []byte) error { _, err := s.ScoreRound(3, b); return err })
}

// roundScorer is what cmd type-asserts for `talon score neptun --round N`.
type roundScorer interface {
	RoundTemplate() string
	RoundForm() scoring.Form
	ScoreRound(round int, input []byte) (RoundResult, error)
}

func TestNewOffersRoundScoring(t *testing.T) {
	if _, ok := NewScorer().(roundScorer); !ok {
		t.Fatal("NewScorer() does not offer round scoring")
	}
}

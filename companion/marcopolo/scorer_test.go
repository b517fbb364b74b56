package marcopolo

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring"
	"github.com/talon-games/talon/scoring/scoringtest"
)

func TestGame(t *testing.T) {
	if got := NewScorer().Game(); got != "marco-polo" {
		t.Errorf("Game() = %q", got)
	}
}

func TestTemplateScores(t *testing.T) {
	res, err := NewScorer().Score([]byte(NewScorer().Template()))
	if err != nil {
		t.Fatalf("template refused: %v", err)
	}
	if len(res.Players) != 3 || res.Players[0].Total != 70 {
		t.Errorf("template result %+v, want 3 players and Blue on 70 (worked example A)", res.Players)
	}
}

func TestTemplateRoundTrip(t *testing.T) {
	tmpl := NewScorer().Template()
	var in Input
	dec := json.NewDecoder(strings.NewReader(tmpl))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		t.Fatal(err)
	}
	out, err := json.MarshalIndent(in, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if string(out)+"\n" != tmpl {
		t.Errorf("round trip changed the template:\n%s\nvs\n%s", out, tmpl)
	}
	// The template shows every field the form asks, and no other.
	scoringtest.FormMatchesTemplate(t, NewScorer().Form(), tmpl)
}

func TestFormAsksBeijingBeforeThePosts(t *testing.T) {
	f := NewScorer().Form()
	var keys []string
	for _, fl := range f.PerPlayer {
		keys = append(keys, fl.Key)
	}
	if slices.Index(keys, "beijing_arrival") > slices.Index(keys, "trading_posts") {
		t.Errorf("keys %v: the posts are checked against the Beijing arrival, so it comes first", keys)
	}
	if len(f.GameWide) != 1 || f.GameWide[0].Key != "most_contracts_needs_one" || f.GameWide[0].Kind != scoring.Bool {
		t.Errorf("game-wide fields %+v", f.GameWide)
	}
}

func TestFormChecksAnswersAsTyped(t *testing.T) {
	scoringtest.AnswersAsTyped(t, []scoring.Form{NewScorer().Form()}, []scoringtest.Typed{
		{"track_vp", "47", ""},
		{"track_vp", "-1", "negative"},
		{"track_vp", "150", ""}, // past the 50/100 card: the track wraps
		{"track_vp", "500", ""},
		{"track_vp", "501", "out of range"},
		{"coins", "23", ""},
		{"coins", "2.5", "whole number"},
		{"coins", "ten", "whole number"},
		{"camels", "4", ""},
		{"goods.pepper", "3", ""},
		{"goods.gold", "-2", "negative"},
		{"completed_contracts", "44", ""},
		{"completed_contracts", "45", "44 contracts"},
		{"beijing_arrival", "", ""},
		{"beijing_arrival", "2", ""},
		{"beijing_arrival", "4", ""},
		{"beijing_arrival", "5", "1 to 4"},
		{"trading_posts", "Alexandria, kashgar, Peking", ""},
		{"trading_posts", "Samarkand", ""},
		{"trading_posts", "", ""},
		{"trading_posts", "Moskow", `did you mean "Moscow"`},
		{"trading_posts", "Velence", "Venezia never"},
		{"trading_posts", "Anxi, anxi", "twice"},
		{"trading_posts", strings.Repeat("Anxi,", 12), "out of range"},
		{"goal_cards", "Moscow-Kashgar, Karachi-Anxi", ""},
		{"goal_cards", "Kashgar-Moscow, Anxi-Karachi", ""},
		{"goal_cards", "Moscow-Kashgar", "exactly 2"},
		{"goal_cards", "Moscow-Adana, Karachi-Anxi", "not a goal card"},
		{"goal_cards", "Moscow-Kashgr, Karachi-Anxi", `did you mean "Kashgar"`},
		{"goal_cards", "Moscow", "City-City"},
	})
}

func TestScoreBounds(t *testing.T) {
	s := NewScorer()
	scoringtest.Bounds(t, s.Form(), s.Template(), func(b []byte) error { _, err := s.Score(b); return err })
}

func BenchmarkScoreInput(b *testing.B) {
	var in Input
	if err := json.Unmarshal([]byte(NewScorer().Template()), &in); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		if _, err := ScoreInput(in); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScoreJSON(b *testing.B) {
	s := NewScorer()
	data := []byte(s.Template())
	b.ResetTimer()
	for range b.N {
		if _, err := s.Score(data); err != nil {
			b.Fatal(err)
		}
	}
}

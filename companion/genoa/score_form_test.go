package genoa

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring"
	"github.com/talon-games/talon/scoring/scoringtest"
)

func TestFormMatchesTemplate(t *testing.T) {
	f := Form()
	var per []string
	for _, fl := range f.PerPlayer {
		per = append(per, fl.Key)
	}
	if want := []string{"ducats", "markers_on_buildings", "contract_groups", "items"}; !slices.Equal(per, want) {
		t.Errorf("per-player keys = %v, want %v", per, want)
	}
	scoringtest.FormMatchesTemplate(t, f, Template())
}

// A prompt session's answers make an input Score accepts.
func TestFormAnswersScore(t *testing.T) {
	f := Form()
	a := scoring.NewAnswers(f, []string{"Anna", "Bela"})
	typed := map[string]string{"ducats": "210", "markers_on_buildings": "3", "contract_groups": "3, 1", "items": "9"}
	for seat := range a.Names {
		for _, fl := range f.PerPlayer {
			ans, given, err := fl.Parse(typed[fl.Key])
			if err != nil {
				t.Fatalf("%s: Parse(%q) = %v", fl.Key, typed[fl.Key], err)
			}
			a.Set(scoring.Ref{Seat: seat, Key: fl.Key}, ans, given)
		}
	}
	cv, _ := scoringtest.FieldOf(f, "contract_values.2")
	ans, given, _ := cv.Parse("40")
	a.Set(scoring.Ref{Seat: scoring.GameSeat, Key: cv.Key}, ans, given)
	res, err := NewScorer().Score(a.JSON())
	if err != nil {
		t.Fatalf("Score(%s): %v", a.JSON(), err)
	}
	if res.Players[0].Total != 310 {
		t.Errorf("total = %d, want 310", res.Players[0].Total)
	}
}

func TestFormChecksAnswersAsTyped(t *testing.T) {
	scoringtest.AnswersAsTyped(t, []scoring.Form{Form()}, []scoringtest.Typed{
		{"ducats", "130", ""},
		{"ducats", "0", ""},
		{"ducats", "133", "multiple of 5"},
		{"ducats", "-10", "negative"},
		{"ducats", "2.5", "whole number"},
		{"ducats", "9223372036854775807", "out of range"},
		{"markers_on_buildings", "7", ""},
		{"markers_on_buildings", "8", "7 ownership markers"},
		{"contract_groups", "3,1", ""},
		{"contract_groups", "", ""},
		{"contract_groups", "3, 0", "1 to 14"},
		{"contract_groups", "10, 5", "15 contract cards"},
		{"contract_groups", "x", "not a whole number"},
		{"items", "0", ""},
		{"items", "-1", "negative"},
		{"items", "128", "27 special tiles"},
		{"contract_values.2", "30", ""},
		{"contract_values.2", "-5", "negative"},
		{"contract_values.2", "999", "must be 10 to 100"}, // trial F5: 999 was taken
		{"contract_values.2", "9", "must be 10 to 100"},
		{"contract_values.2", "100", ""},
		{"contract_values.3", "60", ""},
		{"contract_values.3", "101", "must be 10 to 100"},
		{"ducats", "10000", ""},
		{"ducats", "10005", "must be 0 to 10,000"},
	})
}

func TestScoreBounds(t *testing.T) {
	s := NewScorer()
	scoringtest.Bounds(t, s.Form(), s.Template(), func(b []byte) error { _, err := s.Score(b); return err })
}

// The overflow found by the hostile-input run: a total that wrapped negative and won.
func TestHugeDucatsAreRefusedNotWrapped(t *testing.T) {
	_, err := NewScorer().Score([]byte(`{"players": [
		{"name": "A", "ducats": 9223372036854775805, "markers_on_buildings": 1, "items": 0},
		{"name": "B", "ducats": 5, "markers_on_buildings": 0, "items": 0}]}`))
	scoringtest.CheckProblems(t, err, []scoringtest.Want{{"A", "ducats", "must be 0 to 10,000"}})
}

// The form's prompts for group values name the defaults ContractValue gives.
func TestContractValuePromptsNameTheDefaults(t *testing.T) {
	for size, prompt := range contractValuePrompts {
		if want := fmt.Sprintf("(empty: %d)", ContractValue(size)); !strings.Contains(prompt, want) {
			t.Errorf("group of %d: prompt %q lacks %q", size, prompt, want)
		}
	}
}

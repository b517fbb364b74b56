package genoa

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"github.com/talon-games/talon/scoring"
	"github.com/talon-games/talon/scoring/scoringtest"
)

func TestTemplateScores(t *testing.T) {
	s := NewScorer()
	if s.Game() != "genoa" {
		t.Errorf("Game() = %q", s.Game())
	}
	res, err := s.Score([]byte(s.Template()))
	if err != nil {
		t.Fatalf("Score(Template()): %v", err)
	}
	if !slices.Equal(res.Winners, []string{"Anna"}) || res.Players[0].Total != 310 || len(res.Notes) != 0 {
		t.Errorf("template result = %+v, want Anna winning on 310 with no notes", res)
	}
}

// The template names every input field, and decoding then re-encoding it loses nothing.
func TestTemplateRoundTrips(t *testing.T) {
	var in Input
	if err := json.Unmarshal([]byte(Template()), &in); err != nil {
		t.Fatal(err)
	}
	scoringtest.FormMatchesTemplate(t, Form(), Template())

	data, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	var again Input
	if err := json.Unmarshal(data, &again); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(in, again) {
		t.Errorf("round trip changed the input:\n%+v\n%+v", in, again)
	}
	first, err1 := ScoreInput(in)
	second, err2 := NewScorer().Score(data)
	if err1 != nil || err2 != nil || !reflect.DeepEqual(first, second) {
		t.Errorf("typed and JSON scoring differ: %v %v\n%+v\n%+v", err1, err2, first, second)
	}
}

// The result's JSON has the shape the issue asks for and reads back the same.
func TestResultJSON(t *testing.T) {
	res, err := NewScorer().Score([]byte(Template()))
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"game":"genoa","players":[{"name":"Anna","total":310,"rank":1,"winner":true,"breakdown":{"Ducats":210,"Buildings":30,"Contracts":70}},` +
		`{"name":"Bela","total":295,"rank":2,"winner":false,"breakdown":{"Ducats":265,"Buildings":10,"Contracts":20}},` +
		`{"name":"Csilla","total":230,"rank":3,"winner":false,"breakdown":{"Ducats":180,"Buildings":50,"Contracts":0}}],` +
		`"winners":["Anna"],"tie_break":null}`
	if string(data) != want {
		t.Errorf("JSON =\n%s\nwant\n%s", data, want)
	}
	var back scoring.Result
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	back.Categories = res.Categories
	if !reflect.DeepEqual(back, res) {
		t.Errorf("result JSON round trip:\n%+v\n%+v", back, res)
	}
}

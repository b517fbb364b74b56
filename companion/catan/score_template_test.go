package catan

import (
	"encoding/json"
	"testing"
)

func TestTemplateIsAccepted(t *testing.T) {
	res, err := NewScorer().Score([]byte(Template()))
	if err != nil {
		t.Fatalf("template rejected: %v", err)
	}
	// Anna: 2 settlements + 3 cities + Largest Army = 10 (digest example 6).
	if len(res.Winners) != 1 || res.Winners[0] != "Anna" || res.Players[0].Total != 10 {
		t.Errorf("winners %v, Anna total %d; want Anna with 10", res.Winners, res.Players[0].Total)
	}
}

func TestTemplateRoundTrips(t *testing.T) {
	var in Input
	if err := json.Unmarshal([]byte(Template()), &in); err != nil {
		t.Fatal(err)
	}
	out, err := json.MarshalIndent(in, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if string(out) != Template() {
		t.Errorf("template does not round-trip:\n%s\nwant\n%s", out, Template())
	}
}

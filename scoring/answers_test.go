package scoring

import (
	"testing"
)

func testForm() Form {
	return Form{
		Game: "Test", MinPlayers: 2, MaxPlayers: 4,
		Setup:     []Field{{Key: "tiles.gold", Kind: IntList}},
		PerPlayer: []Field{{Key: "goods.pepper", Kind: Int}, {Key: "buildings", Kind: List}, {Key: "road", Kind: Bool}, {Key: "arrival", Kind: Int, Optional: true}},
		GameWide:  []Field{{Key: "ended_on_turn_of", Kind: Text, Optional: true}},
		Later:     map[string]string{"arrival_order": "arrival"},
	}
}

func TestAnswersJSON(t *testing.T) {
	a := NewAnswers(testForm(), []string{"Ann", "Ben"})
	a.Set(Ref{Seat: 0, Key: "goods.pepper"}, Answer{Int: 2}, true)
	a.Set(Ref{Seat: 0, Key: "buildings"}, Answer{List: []string{"palace"}}, true)
	a.Set(Ref{Seat: 0, Key: "arrival"}, Answer{}, false) // skipped: left out
	a.Set(Ref{Seat: 1, Key: "road"}, Answer{Bool: true}, true)
	a.Set(Ref{Seat: SetupSeat, Key: "tiles.gold"}, Answer{Ints: []int{3, 1}}, true)
	want := `{
  "players": [
    {
      "name": "Ann",
      "goods": {
        "pepper": 2
      },
      "buildings": [
        "palace"
      ]
    },
    {
      "name": "Ben",
      "road": true
    }
  ],
  "tiles": {
    "gold": [
      3,
      1
    ]
  }
}
`
	if got := string(a.JSON()); got != want {
		t.Errorf("JSON\n%s\nwant\n%s", got, want)
	}
	if got := len(a.Asked()); got != 5 {
		t.Errorf("asked %d questions, want 5 (a skipped one counts)", got)
	}
	if empty := string(NewAnswers(testForm(), nil).JSON()); empty != "{\n  \"players\": []\n}\n" {
		t.Errorf("no answers: %s", empty)
	}
}

func TestAnswersLocate(t *testing.T) {
	a := NewAnswers(testForm(), []string{"Ann", "Ben", "ann"})
	for seat := range a.Names {
		a.Set(Ref{Seat: seat, Key: "road"}, Answer{Bool: seat > 0}, true)
	}
	a.Set(Ref{Seat: 0, Key: "buildings"}, Answer{List: []string{"x"}}, true)
	tests := []struct {
		p    Problem
		want Ref
		ok   bool
	}{
		{Problem{Field: "players"}, Ref{Seat: NamesSeat}, true},
		{Problem{Player: "Ben", Field: "name"}, Ref{Seat: NamesSeat}, true},
		{Problem{Player: "Ann", Field: "buildings[1]"}, Ref{Seat: 0, Key: "buildings"}, true},
		{Problem{Player: "Ann", Field: "goods"}, Ref{Seat: 0, Key: "goods.pepper"}, true},
		{Problem{Player: "ann (player 3)", Field: "road"}, Ref{Seat: 2, Key: "road"}, true},
		{Problem{Field: "road", Reason: "claimed by Ben and ann"}, Ref{Seat: 2, Key: "road"}, true}, // the last answer made it wrong
		{Problem{Field: "tiles.gold[0]"}, Ref{Seat: SetupSeat, Key: "tiles.gold"}, true},
		{Problem{Field: "ended_on_turn_of"}, Ref{Seat: GameSeat, Key: "ended_on_turn_of"}, true},
		{Problem{Player: "Ben", Field: "arrival_order"}, Ref{Seat: 1, Key: "arrival"}, true},
		{Problem{Player: "Ben", Field: "points"}, Ref{}, false},
		{Problem{Player: "Ben", Field: "tiles.gold"}, Ref{Seat: SetupSeat, Key: "tiles.gold"}, true}, // a player's problem with a shared answer
		{Problem{Player: "Zed", Field: "road"}, Ref{}, false},
		{Problem{Field: "cards"}, Ref{}, false},
	}
	for _, tt := range tests {
		got, ok := a.Locate(tt.p)
		if got != tt.want || ok != tt.ok {
			t.Errorf("Locate(%v) = %v, %v; want %v, %v", tt.p, got, ok, tt.want, tt.ok)
		}
	}
}

func TestAnswersEarly(t *testing.T) {
	a := NewAnswers(testForm(), []string{"Ann", "Ben"})
	tests := []struct {
		p    Problem
		want bool
	}{
		{Problem{Player: "Ann", Field: "road", Reason: "claimed twice"}, true},
		{Problem{Player: "Ann", Field: "road", Reason: "missing"}, false},
		{Problem{Field: "tiles", Reason: "missing: give the tiles"}, false},
		{Problem{Player: "Ann", Field: "arrival_order", Reason: "nobody arrived 1st"}, false},
	}
	for _, tt := range tests {
		if got := a.Early(tt.p); got != tt.want {
			t.Errorf("Early(%v) = %v", tt.p, got)
		}
	}
}

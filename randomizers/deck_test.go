package randomizers

import (
	"encoding/json"
	"slices"
	"testing"
)

func TestDeckOperations(t *testing.T) {
	// Each step acts on the deck left by the previous one; top of the draw pile first.
	d := NewDeck([]string{"a", "b", "c", "d", "e"})
	steps := []struct {
		name     string
		act      func() []string // what the step returns, if anything
		returned []string
		draw     []string
		discard  []string
	}{
		{"new", nil, nil, []string{"a", "b", "c", "d", "e"}, nil},
		{"draw", func() []string { c, _ := d.Draw(); return []string{c} }, []string{"a"}, []string{"b", "c", "d", "e"}, nil},
		{"draw 2", func() []string { return d.DrawN(2) }, []string{"b", "c"}, []string{"d", "e"}, nil},
		{"discard", func() []string { d.Discard("a", "b"); return nil }, nil, []string{"d", "e"}, []string{"a", "b"}},
		{"put under", func() []string { d.PutUnder("x", "y"); return nil }, nil, []string{"d", "e", "x", "y"}, []string{"a", "b"}},
		{"put on top", func() []string { d.PutOnTop("p", "q"); return nil }, nil, []string{"p", "q", "d", "e", "x", "y"}, []string{"a", "b"}},
		{"peek", func() []string { return d.Peek(3) }, []string{"p", "q", "d"}, []string{"p", "q", "d", "e", "x", "y"}, []string{"a", "b"}},
		{"take", func() []string {
			c, _ := d.Take(func(s string) bool { return s == "e" })
			return []string{c}
		}, []string{"e"}, []string{"p", "q", "d", "x", "y"}, []string{"a", "b"}},
		{"draw too many", func() []string { return d.DrawN(9) }, []string{"p", "q", "d", "x", "y"}, nil, []string{"a", "b"}},
		{"draw empty", func() []string {
			if c, ok := d.Draw(); ok {
				return []string{c}
			}
			return nil
		}, nil, nil, []string{"a", "b"}},
	}
	for _, s := range steps {
		var got []string
		if s.act != nil {
			got = s.act()
		}
		if !slices.Equal(got, s.returned) {
			t.Fatalf("%s returned %v, want %v", s.name, got, s.returned)
		}
		if draw := d.Peek(d.Len()); !slices.Equal(draw, s.draw) || d.Len() != len(s.draw) {
			t.Fatalf("after %s: draw pile %v (len %d), want %v", s.name, draw, d.Len(), s.draw)
		}
		if discard := d.Discards(); !slices.Equal(discard, s.discard) || d.DiscardLen() != len(s.discard) {
			t.Fatalf("after %s: discards %v (len %d), want %v", s.name, discard, d.DiscardLen(), s.discard)
		}
	}
}

func TestDeckEdgeCases(t *testing.T) {
	var d Deck[int] // the zero value is an empty deck
	if _, ok := d.Draw(); ok {
		t.Fatal("drew from an empty deck")
	}
	if got := d.DrawN(-1); len(got) != 0 {
		t.Fatalf("DrawN(-1) = %v", got)
	}
	if got := d.Peek(-1); len(got) != 0 {
		t.Fatalf("Peek(-1) = %v", got)
	}
	if _, ok := d.Take(func(int) bool { return true }); ok {
		t.Fatal("took from an empty deck")
	}
	d.PutUnder(1)
	d.Shuffle(Stream(testSeed, "test", 0)) // one card: nothing to shuffle, no panic
	if c, ok := d.Draw(); !ok || c != 1 {
		t.Fatalf("Draw = %v, %v; want 1, true", c, ok)
	}
}

func TestDeckNewDeckCopies(t *testing.T) {
	cards := []int{1, 2, 3}
	d := NewDeck(cards)
	d.Shuffle(Stream(testSeed, "test", 0))
	d.Draw()
	if !slices.Equal(cards, []int{1, 2, 3}) {
		t.Fatalf("NewDeck shares the caller's slice: %v", cards)
	}
	peek := d.Peek(1)
	peek[0] = 99
	if d.Peek(1)[0] == 99 {
		t.Fatal("Peek shares the draw pile")
	}
}

func TestDeckShuffleKeepsCards(t *testing.T) {
	cards := make([]int, 110)
	for i := range cards {
		cards[i] = i
	}
	d := NewDeck(cards)
	d.Shuffle(Stream(testSeed, "deck:test", 0))
	got := d.Peek(d.Len())
	if slices.Equal(got, cards) {
		t.Fatal("110 cards still in order after a shuffle")
	}
	slices.Sort(got)
	if !slices.Equal(got, cards) {
		t.Fatal("shuffle lost or duplicated cards")
	}
	again := NewDeck(cards)
	again.Shuffle(Stream(testSeed, "deck:test", 0))
	d2 := NewDeck(cards)
	d2.Shuffle(Stream(testSeed, "deck:test", 0))
	if !slices.Equal(again.Peek(110), d2.Peek(110)) {
		t.Fatal("same stream shuffled differently")
	}
}

func TestDeckReshuffleDiscards(t *testing.T) {
	d := NewDeck([]int{1, 2})
	discards := []int{10, 11, 12, 13, 14, 15, 16, 17}
	d.Discard(discards...)
	d.ReshuffleDiscards(Stream(testSeed, "deck:test", 0))
	if d.DiscardLen() != 0 || d.Len() != 10 {
		t.Fatalf("after reshuffle: %d in draw pile, %d discards; want 10, 0", d.Len(), d.DiscardLen())
	}
	got := d.Peek(10)
	if !slices.Equal(got[:2], []int{1, 2}) {
		t.Fatalf("cards left in the draw pile moved: %v", got)
	}
	under := slices.Clone(got[2:])
	if slices.Equal(under, discards) {
		t.Fatal("discards were not shuffled")
	}
	slices.Sort(under)
	if !slices.Equal(under, discards) {
		t.Fatalf("reshuffled discards %v, want a permutation of %v", got[2:], discards)
	}
}

func TestDeckClone(t *testing.T) {
	d := NewDeck([]int{1, 2, 3})
	d.Discard(9)
	c := d.Clone()
	c.Draw()
	c.PutUnder(4)
	c.Discard(8)
	if !slices.Equal(d.Peek(9), []int{1, 2, 3}) || !slices.Equal(d.Discards(), []int{9}) {
		t.Fatalf("changing the clone changed the original: %v / %v", d.Peek(9), d.Discards())
	}
}

func TestDeckJSON(t *testing.T) {
	type card struct {
		Name string `json:"name"`
		Cost int    `json:"cost"`
	}
	type state struct {
		Deck  Deck[card]  `json:"deck"` // held by value
		Extra *Deck[card] `json:"extra"`
	}
	d := NewDeck([]card{{"indigo plant", 1}, {"smithy", 1}, {"palace", 6}})
	d.Discard(d.DrawN(1)...)
	in := state{Deck: *d, Extra: &Deck[card]{}}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"deck":{"draw":[{"name":"smithy","cost":1},{"name":"palace","cost":6}],"discard":[{"name":"indigo plant","cost":1}]},"extra":{"draw":[],"discard":[]}}`
	if string(b) != want {
		t.Fatalf("json\n got: %s\nwant: %s", b, want)
	}
	var out state
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(out.Deck.Peek(9), d.Peek(9)) || !slices.Equal(out.Deck.Discards(), d.Discards()) || out.Extra.Len() != 0 {
		t.Fatalf("round trip = %+v, want %+v", out, in)
	}
	if err := json.Unmarshal([]byte(`{"deck":{"draw":"oops"}}`), &out); err == nil {
		t.Fatal("bad deck JSON accepted")
	}
}

func TestDeckDrawNReshuffling(t *testing.T) {
	tests := []struct {
		name        string
		draw        []int
		discard     []int
		n           int
		wantDrawn   int
		wantLeft    int
		wantTopFrom []int // the first cards drawn, in order, before any reshuffle
	}{
		{"enough in the draw pile", []int{1, 2, 3}, []int{7, 8}, 2, 2, 1, []int{1, 2}},
		{"runs out, reshuffles", []int{1, 2}, []int{7, 8, 9}, 4, 4, 1, []int{1, 2}},
		{"both piles run out", []int{1}, []int{7}, 5, 2, 0, []int{1}},
		{"nothing at all", nil, nil, 3, 0, 0, nil},
	}
	for _, tt := range tests {
		d := NewDeck(tt.draw)
		d.Discard(tt.discard...)
		got := d.DrawNReshuffling(Stream(testSeed, "deck:test", 0), tt.n)
		if len(got) != tt.wantDrawn || d.Len() != tt.wantLeft || d.DiscardLen() != 0 && tt.wantDrawn > len(tt.draw) {
			t.Errorf("%s: drew %v, %d left, %d discards; want %d drawn, %d left", tt.name, got, d.Len(), d.DiscardLen(), tt.wantDrawn, tt.wantLeft)
			continue
		}
		if !slices.Equal(got[:len(tt.wantTopFrom)], tt.wantTopFrom) {
			t.Errorf("%s: drew %v, want it to start with %v", tt.name, got, tt.wantTopFrom)
		}
		all := append(slices.Clone(got), d.Peek(d.Len())...)
		all = append(all, d.Discards()...)
		want := append(slices.Clone(tt.draw), tt.discard...)
		slices.Sort(all)
		slices.Sort(want)
		if !slices.Equal(all, want) {
			t.Errorf("%s: cards after drawing %v, want %v", tt.name, all, want)
		}
	}
}

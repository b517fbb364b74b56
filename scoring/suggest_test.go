package scoring

import (
	"slices"
	"testing"
)

func TestEditDistance(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"gold", "gold", 0}, {"abc", "", 3}, {"", "abc", 3},
		{"kitten", "sitting", 3}, {"város", "varos", 1}, {"sárga", "sarga", 1}, {"guild hall", "guildhall", 1},
		{"olvie", "olive", 1}, {"ab", "ba", 1}, {"hispanai", "hispania", 1}, // a swap of neighbours is one edit
		{"ca", "abc", 3}, // no letter is edited twice (a swap, then an insert between them)
		{"abcd", "badc", 2}, {"a", "", 1}, {"ő", "ö", 1},
	}
	for _, tt := range tests {
		if got := EditDistance(tt.a, tt.b); got != tt.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestSuggest(t *testing.T) {
	keys := []string{"name", "settlements", "cities", "longest_road", "largest_army", "vp_cards"}
	tests := []struct {
		typed      string
		candidates []string
		want       []string
	}{
		{"settlement", keys, []string{"settlements"}},
		{"Players", []string{"players", "six_cost_vp"}, []string{"players"}},
		{"six-cost-vp", []string{"players", "six_cost_vp"}, []string{"six_cost_vp"}},
		{"LONGEST_ROAD", keys, []string{"longest_road"}},
		{"vp_card", keys, []string{"vp_cards"}},
		{"roads", keys, nil},
		{"", keys, nil},
		{"Anne", []string{"Ann", "Ben"}, []string{"Ann"}},
		{"Zed", []string{"Ann", "Ben"}, nil},
		{"Bem", []string{"Ben", "Bea", "Ann"}, []string{"Ben", "Bea"}},
		{"kovacsmuhely", []string{"Kovácsműhely", "Kápolna"}, []string{"Kovácsműhely"}},
		{"zuckermuhle", []string{"Zuckermühle"}, []string{"Zuckermühle"}},
		{"guild", []string{"Guild Hall", "Gold Mine"}, []string{"Guild Hall"}}, // the beginning of one name only counts as one edit
		{"gr", []string{"grape", "grain", "salt"}, nil},                        // a beginning two names share is near neither
		{"gu", []string{"Guild Hall", "Gold Mine"}, []string{"Guild Hall"}},
		{"olvie", []string{"olive", "grape"}, []string{"olive"}}, // a swap is one edit
		{"Zed", []string{"Ann", "Ben"}, nil},
		{"Alexandira", []string{"alexandria", "antiochia"}, []string{"alexandria"}},
		{"a", []string{"ab", "ac", "ad", "ae"}, []string{"ab", "ac", "ad"}}, // at most three
	}
	for _, tt := range tests {
		if got := Suggest(tt.typed, tt.candidates); !slices.Equal(got, tt.want) {
			t.Errorf("Suggest(%q) = %v, want %v", tt.typed, got, tt.want)
		}
	}
}

func TestSuggestAmongNamesWithSpellings(t *testing.T) {
	spellings := [][]string{{"grape", "Trauben", "szőlő"}, {"olive", "Oliven", "olajbogyó"}, {"grain", "Getreide"}}
	tests := []struct {
		typed string
		want  []int
	}{
		{"Oliwen", []int{1}},   // by its German spelling
		{"szolo", []int{0}},    // accents folded: an exact spelling is distance 0
		{"graie", []int{0, 2}}, // one edit from both, in order
		{"gr", nil},
		{"ol", []int{1}}, // three spellings of one name begin with it
		{"trau", []int{0}},
		{"", nil},
	}
	for _, tt := range tests {
		if got := SuggestAmong(tt.typed, spellings); !slices.Equal(got, tt.want) {
			t.Errorf("SuggestAmong(%q) = %v, want %v", tt.typed, got, tt.want)
		}
	}
}

func TestSuggestShownNamesEachOnce(t *testing.T) {
	show := map[string]string{"Peking": "Beijing", "Beijing": "Beijing", "Pekin": "Beijing", "Berlin": "Berlin"}
	got := SuggestShown("Bejing", []string{"Peking", "Beijing", "Pekin", "Berlin"}, func(s string) string { return show[s] })
	if !slices.Equal(got, []string{"Beijing"}) {
		t.Errorf("got %v", got)
	}
}

func TestWordings(t *testing.T) {
	tests := []struct{ got, want string }{
		{DidYouMean(nil), ""},
		{DidYouMean([]string{"a", "b"}), ` (did you mean "a" or "b"?)`},
		{Unknown("city", "Mosow", []string{"Moscow"}), `unknown city "Mosow" (did you mean "Moscow"?)`},
		{Unknown("building", "castle", nil), `unknown building "castle"`},
		{UnknownField("Players", []string{"players"}), `unknown field (did you mean "players"?)`},
		{UnknownField("wind", []string{"players", "flag"}), "unknown field (known: players, flag)"},
		{Fold(" Kovács-Műhely_ß."), "kovacsmuhelyss"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}

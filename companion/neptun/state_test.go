package neptun

import "testing"

func TestNotesTextSaysEachPrefixOnce(t *testing.T) {
	for _, tc := range []struct {
		notes []string
		want  string
	}{
		{nil, ""},
		{[]string{"no data file: a", "no data file: b", "wind 6 = 5 + forecast +1", "no data file: c"},
			"no data file: a; b; wind 6 = 5 + forecast +1; no data file: c"},
		{[]string{"not in the data file: a", "no data file: b", "no data file: c"}, "not in the data file: a; no data file: b; c"},
	} {
		if got := NotesText(tc.notes); got != tc.want {
			t.Errorf("NotesText(%q) = %q, want %q", tc.notes, got, tc.want)
		}
	}
}

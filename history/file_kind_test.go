package history

import (
	"strings"
	"testing"
)

// TestKindOf: a history export is known by its "format" member, a BG Stats file by its
// "plays" list, wherever in the document they come; a score input, another document
// and anything that is not a JSON object are neither.
func TestKindOf(t *testing.T) {
	s := openTemp(t)
	played(t, s, "catan", at(1), line{"Ann", 10}, line{"Ben", 8})
	export := string(exported(t, s))
	tests := []struct {
		name, doc string
		want      FileKind
	}{
		{"talon's export", export, FileTalonHistory},
		{"an empty history's export", `{"format":"talon-history","version":5,"schema":4,"players":{},"sessions":{}}`, FileTalonHistory},
		{"with a byte order mark", "\ufeff" + export, FileTalonHistory},
		{"a first, unversioned export", `{"format":"talon-history","schema":1,"players":[],"sessions":[]}`, FileTalonHistory},
		{"format after other members", `{"players":[{"name":"Ann"}],"format":"talon-history"}`, FileTalonHistory},
		{"a BG Stats file", bgstatsDoc(), FileBGStats},
		{"plays first", `{"plays":[],"players":[]}`, FileBGStats},
		{"a Catan score input", `{"players":[{"name":"Ann","settlements":2,"cities":3}],"ended_on_turn_of":"Ann"}`, FileOther},
		{"another format", `{"format":"other","players":[]}`, FileOther},
		{"format not text", `{"format":1}`, FileOther},
		{"plays not a list", `{"plays":3}`, FileOther},
		{"a list", `[{"format":"talon-history"}]`, FileOther},
		{"cut short before telling", `{"players":[{"name":"Ann"`, FileOther},
		{"not JSON", "PK\x03\x04", FileOther},
		{"empty", "", FileOther},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := KindOf([]byte(tt.doc)); got != tt.want {
				t.Errorf("KindOf(%.60q) = %d, want %d", strings.TrimSpace(tt.doc), got, tt.want)
			}
		})
	}
}

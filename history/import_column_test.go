package history

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestImportSyntaxErrorColumn: a refusal's line and column are those of the bad
// character, also where a value begins after blank space and newlines: in a BG Stats
// file's lists and in the members talon skips, whose place was the decoder's scan start
// (a column off, or a line early).
func TestImportSyntaxErrorColumn(t *testing.T) {
	talon := `{"format": "talon-history", "version": 4, `
	tests := []struct {
		name, file string
		bgstats    bool
	}{
		{"a list's value", `{"plays":   x}`, true},
		{"a list's value on the next line", "{\"plays\":\n  x}", true},
		{"a skipped member's value", `{"about": é}`, true},
		{"a skipped member's inner value", `{"about": {"a":  x}}`, true},
		{"a list's member", "{\"plays\": [\n x]}", true},
		{"a play's field", `{"plays": [{"uuid":   x}]}`, true},
		{"the players' value", talon + `"players":   x}`, false},
		{"a player's value", talon + "\"players\": {\"u\":\n\n   x}}", false},
		{"a session's field", talon + `"players": {}, "sessions": {"u": {"game":  é}}}`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openTemp(t)
			var err error
			if tt.bgstats {
				_, err = s.ImportBGStats(context.Background(), strings.NewReader(tt.file), bggGames, budapestWinter, ImportOptions{})
			} else {
				_, err = s.Import(context.Background(), strings.NewReader(tt.file), ImportOptions{})
			}
			at := strings.LastIndexAny(tt.file, "xé")
			line := strings.Count(tt.file[:at], "\n") + 1
			col := utf8.RuneCountInString(tt.file[strings.LastIndex(tt.file[:at], "\n")+1:at]) + 1
			if want := fmt.Sprintf("(line %d, column %d)", line, col); err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%v; want %s", err, want)
			}
		})
	}
}

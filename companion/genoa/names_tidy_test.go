package genoa

import (
	"flag"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

var updateNames = flag.Bool("update-names", false, "rewrite names.txt in its tidy shape")

// names.txt, the file a table copies and corrects, is in the shape the template is
// written in: every column as wide as its longest name, counted in letters, and no line
// ending in a space (its columns did not line up past "1:1 kereskedés", and every line
// ended in "| "); it reads back as the same names (hu-games item 9).
func TestNamesFileIsTidy(t *testing.T) {
	text := DefaultNames.Text()
	if *updateNames {
		if err := os.WriteFile("names.txt", []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if defaultNamesText != text {
		t.Errorf("names.txt is not in the template's shape (go test -run TestNamesFileIsTidy -update-names rewrites it)")
	}
	var bars []int
	for i, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		if strings.HasSuffix(line, " ") {
			t.Errorf("line %d ends in a space: %q", i+1, line)
		}
		if strings.HasPrefix(line, "#") {
			continue
		}
		var at []int
		col := 0
		for _, r := range line {
			if r == '|' {
				at = append(at, col)
			}
			col++
		}
		if bars == nil {
			bars = at
		} else if len(at) != 5 || !slices.Equal(at, bars) {
			t.Errorf("line %d: bars at %v, the first entry's at %v: %q", i+1, at, bars, line)
		}
		if utf8.RuneCountInString(line) > 120 {
			t.Errorf("line %d is %d letters wide", i+1, utf8.RuneCountInString(line))
		}
	}
	again, err := ParseNames([]byte(text))
	if err != nil || len(again.Entries) != len(DefaultNames.Entries) {
		t.Fatalf("the tidy file does not read back: %v", err)
	}
	for i, e := range again.Entries {
		if e.ID != DefaultNames.Entries[i].ID || strings.Join(e.Hungarian, ",") != strings.Join(DefaultNames.Entries[i].Hungarian, ",") || strings.Join(e.Also, ",") != strings.Join(DefaultNames.Entries[i].Also, ",") {
			t.Errorf("entry %d reads back as %+v, was %+v", i, e, DefaultNames.Entries[i])
		}
	}
}

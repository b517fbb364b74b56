package history

import (
	"bytes"
	"context"
	"reflect"
	"strings"
	"testing"
)

// TestImportRefusesImpossibleTotals: a result total beyond what any game allows, or
// not the sum of its breakdown, is refused with one line and nothing is imported.
func TestImportRefusesImpossibleTotals(t *testing.T) {
	tests := []struct {
		name, from, to, want string
	}{
		{"a total of a trillion", `"score": 31,`, `"score": 1000000000000,`, "outside -1000..100000"},
		{"a total that is not its breakdown", `"score": 31,`, `"score": 35,`, "not the sum of its breakdown (31)"},
		{"a breakdown of a trillion", `"points": 31`, `"points": 1000000000000`, "breakdown"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := openTemp(t), openTemp(t)
			played(t, a, "san-juan", at(1), line{"Ann", 30}, line{"Ben", 31})
			played(t, b, "catan", at(2), line{"Ann", 5}, line{"Cy", 4})
			doc := string(exported(t, a))
			if !strings.Contains(doc, tt.from) {
				t.Fatalf("the export has no %s:\n%s", tt.from, doc)
			}
			doc = strings.Replace(doc, tt.from, tt.to, 1)
			before := contents(t, b)
			_, err := b.Import(context.Background(), bytes.NewReader([]byte(doc)), ImportOptions{})
			if err == nil || !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("import: %v; want one line with %q", err, tt.want)
			}
			if !reflect.DeepEqual(before, contents(t, b)) {
				t.Error("the refused import changed the history")
			}
		})
	}
}

package scoring

import "testing"

// A category a game renamed is read back under its new name for that game only.
func TestCategoryNow(t *testing.T) {
	StoredCategory("test-renamed", "Old row", "New row")
	for _, tt := range []struct{ game, category, want string }{
		{"test-renamed", "Old row", "New row"},
		{"test-renamed", "Other row", "Other row"},
		{"another-game", "Old row", "Old row"},
	} {
		if got := CategoryNow(tt.game, tt.category); got != tt.want {
			t.Errorf("CategoryNow(%q, %q) = %q, want %q", tt.game, tt.category, got, tt.want)
		}
	}
}

package scoring

import "testing"

func TestEditDistance(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"gold", "gold", 0}, {"abc", "", 3}, {"", "abc", 3},
		{"kitten", "sitting", 3}, {"város", "varos", 1}, {"sárga", "sarga", 1}, {"guild hall", "guildhall", 1},
	}
	for _, tt := range tests {
		if got := EditDistance(tt.a, tt.b); got != tt.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}

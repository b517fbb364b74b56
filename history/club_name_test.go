package history

import (
	"strings"
	"testing"
)

// A club is named in messages as user@host/database: never the password, nor the
// URL's settings (certificate paths), nor PostgreSQL's own port.
func TestClubName(t *testing.T) {
	for _, tt := range []struct{ url, want string }{
		{"postgres://talon:s3cret@club.example.org/talon?sslmode=verify-full&sslrootcert=/home/ann/.talon/club-ca.pem", "talon@club.example.org/talon"},
		{"postgres://talon:s3cret@club.example.org:5432/talon", "talon@club.example.org/talon"},
		{"postgresql://ann@10.0.0.7:6543/games?password=s3cret", "ann@10.0.0.7:6543/games"},
		{"postgres://talon:s3cret@/club1?host=/tmp/talon-pg-1805508703&port=35891&sslmode=disable", "talon@…/talon-pg-1805508703:35891/club1"},
		{"postgres://talon@/club1?host=/run/pg", "talon@/run/pg/club1"},
		{"postgres://club.example.org/talon", "club.example.org/talon"},
		{"host=club.example.org user=talon password=s3cret dbname=talon sslmode=require", "talon@club.example.org/talon"},
		{"postgres://talon:s3cret@club.example.org:99999/x", "talon@club.example.org:99999/x"},
		{"postgres://talon:s3%ZZcret@club/x", "postgres://(a URL talon cannot read)"},
	} {
		got := ClubName(tt.url)
		if got != tt.want {
			t.Errorf("ClubName(%q) = %q, want %q", tt.url, got, tt.want)
		}
		if strings.Contains(got, "s3cret") {
			t.Errorf("ClubName(%q) shows the password: %q", tt.url, got)
		}
	}
}

package history

import (
	"net/url"
	"strings"
	"testing"
)

func TestRedactURL(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"postgres://ann:s3cret@db.example.org/talon?sslmode=require", "postgres://ann:xxxxx@db.example.org/talon?sslmode=require"},
		{"postgres://ann@db.example.org/talon", "postgres://ann@db.example.org/talon"},
		{"postgres://db.example.org/talon?password=s3cret", "postgres://db.example.org/talon?password=xxxxx"},
		{"host=db user=ann password=s3cret dbname=talon", "host=db user=ann password=xxxxx dbname=talon"},
	} {
		if got := RedactURL(tc.in); got != tc.want {
			t.Errorf("RedactURL(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// FuzzRedactURL: whatever the password, a redacted URL does not show it.
func FuzzRedactURL(f *testing.F) {
	f.Add("s3cret", "db.example.org", "talon")
	f.Add("p@ss:word/with?odd=chars", "/tmp/sock", "db")
	f.Fuzz(func(t *testing.T, password, host, db string) {
		secret := url.QueryEscape(password)
		if len(password) < 4 || strings.Contains(url.PathEscape(host)+"/"+url.PathEscape(db)+"postgres://ann", secret) {
			return // a password also spelled elsewhere in the URL cannot be told apart
		}
		raw := "postgres://ann:" + url.QueryEscape(password) + "@" + url.PathEscape(host) + "/" + url.PathEscape(db) + "?password=" + url.QueryEscape(password)
		got := RedactURL(raw)
		if strings.Contains(got, secret) {
			t.Fatalf("RedactURL(%q) = %q shows the password", raw, got)
		}
	})
}

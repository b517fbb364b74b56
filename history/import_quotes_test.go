package history

import (
	"context"
	"strings"
	"testing"
)

// TestImportRefusalQuotesOnce (hist-trial F16.16): a refused value is printed once
// quoted, as the file has it.
func TestImportRefusalQuotesOnce(t *testing.T) {
	s := openTemp(t)
	session := `{"game":"catan","config":{},"seed":"","status":"active","started":"2025-01-01T00:00:00Z","seats":[{"seat":0,"player":"p1"}],"events":[]}`
	for _, c := range []struct{ from, to, want string }{
		{`"game":"catan"`, `"game":"Chess Club"`, `game "Chess Club" is not a game id`},
		{`"status":"active"`, `"status":"over"`, `status "over" is none of`},
		{`"started":"2025-01-01T00:00:00Z"`, `"started":"yesterday"`, `started "yesterday" is not an RFC 3339 time`},
	} {
		doc := `{"format":"talon-history","version":2,"players":{"p1":{"name":"Ann"}},"sessions":{"s1":` +
			strings.Replace(session, c.from, c.to, 1) + `}}`
		_, err := s.Import(context.Background(), strings.NewReader(doc), ImportOptions{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v; want %q", c.to, err, c.want)
		}
	}
}

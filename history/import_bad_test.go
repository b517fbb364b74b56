package history

import (
	"bytes"
	"context"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
)

// fiftyMB is a 50 MB document whose one event's action is 50 MB long.
func fiftyMB() io.Reader {
	head := `{"format":"talon-history","version":2,"players":{"p1":{"name":"Ann"}},"sessions":{"s1":{"game":"catan","config":{},"seed":"","status":"active","started":"2025-01-01T00:00:00Z","seats":[{"seat":0,"player":"p1"}],"events":[{"seq":1,"action":"`
	return io.MultiReader(strings.NewReader(head), io.LimitReader(repeatByte('x'), 50<<20), strings.NewReader(`","at":"2025-01-01T00:00:00Z"}]}}}`))
}

// padded is head, 9 MiB of spaces and newlines, and tail: more blank space than talon
// reads between two values, even a session's bound.
func padded(head, tail string) io.Reader {
	return io.MultiReader(strings.NewReader(head), io.LimitReader(repeatByte(' '), 9<<20), strings.NewReader(tail))
}

type repeatByte byte

func (b repeatByte) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(b)
	}
	return len(p), nil
}

func TestImportRefusesBadFiles(t *testing.T) {
	s := openTemp(t)
	played(t, s, "catan", at(1), line{"Ann", 5}, line{"Ben", 4})
	good := string(exported(t, s))
	session := `{"game":"catan","config":{},"seed":"","status":"active","started":"2025-01-01T00:00:00Z","seats":[{"seat":0,"player":"p1"}],"events":[]}`
	doc := func(sessions string) string {
		return `{"format":"talon-history","version":2,"players":{"p1":{"name":"Zed"}},"sessions":{` + sessions + `}}`
	}
	tests := []struct {
		name, want string
		file       io.Reader
		newer      bool
	}{
		{"not JSON", "not valid JSON", strings.NewReader("PK\x03\x04 this is a zip"), false},
		{"empty", "empty", strings.NewReader(""), false},
		{"truncated", "cut short", strings.NewReader(good[:len(good)/2]), false},
		{"another document", "not a talon history", strings.NewReader(`{"format":"bgstats","players":{}}`), false},
		{"no format first", "must begin with", strings.NewReader(`{"players":{},"sessions":{}}`), false},
		{"wrong type", "should be", strings.NewReader(doc(`"s1":{"game":7}`)), false},
		{"duplicate session", "listed twice", strings.NewReader(doc(`"s1":` + session + `,"s1":` + session)), false},
		{"unknown player", "does not list", strings.NewReader(strings.Replace(doc(`"s1":`+session), `"player":"p1"`, `"player":"p9"`, 1)), false},
		{"unknown field", "unknown field", strings.NewReader(doc(`"s1":{"game":"catan","colour":"red"}`)), false},
		{"trailing data", "more after", strings.NewReader(doc(`"s1":`+session) + `{}`), false},
		{"control characters", "control", strings.NewReader(strings.Replace(doc(`"s1":`+session), `"Zed"`, `"Z\u001b[31med"`, 1)), false},
		{"finished without results", "finished but", strings.NewReader(doc(`"s1":` + strings.Replace(session, `"active"`, `"finished"`, 1))), false},
		{"newer format", "newer talon", strings.NewReader(`{"format":"talon-history","version":99,"players":{},"sessions":{}}`), true},
		{"50 MB action", "too large", fiftyMB(), false},
		{"a BG Stats file", `this is a BG Stats file (its "players" is a list), not a talon history file: import it with --format bgstats`,
			strings.NewReader(`{"players":[{"id":1,"uuid":"a","name":"Ann"}],"plays":[]}`), false},
		{"a BG Stats file, plays first", `(its "plays" is a list)`, strings.NewReader("{\n  \"plays\" :\n [ ]}"), false},
		{"players first, not a list", "must begin with", strings.NewReader(`{"players":{},"sessions":{}}`), false},
		{"a good export padded with blank space", "the file holds only blank space from byte 1,", // its sessions' closing brace
			padded(good[:strings.LastIndex(good, "}")-1], good[strings.LastIndex(good, "}")-1:]), false},
		{"a good export followed by blank space", "on, more than the 8,388,608 bytes talon reads looking for the next value",
			padded(good, ""), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := contents(t, s)
			_, err := s.Import(context.Background(), tt.file, ImportOptions{})
			var bad *BadFileError
			switch {
			case err == nil:
				t.Fatal("accepted")
			case tt.newer && !errors.Is(err, ErrNewerFormat):
				t.Errorf("error %v is not ErrNewerFormat", err)
			case !tt.newer && !errors.As(err, &bad):
				t.Errorf("error %v is not a BadFileError", err)
			}
			t.Log(err)
			if !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("error %q: want one line saying %q", err, tt.want)
			}
			if !reflect.DeepEqual(before, contents(t, s)) {
				t.Error("a refused file changed the history")
			}
		})
	}
}

// TestImportRollsBackAHalfMergedFile checks the one transaction: a file whose first
// session is good and second is bad leaves no trace of the first.
func TestImportRollsBackAHalfMergedFile(t *testing.T) {
	s := openTemp(t)
	session := `{"game":"catan","config":{},"seed":"","status":"active","started":"2025-01-01T00:00:00Z","seats":[{"seat":0,"player":"p1"}],"events":[]}`
	file := `{"format":"talon-history","version":2,"players":{"p1":{"name":"Zed"}},"sessions":{"s1":` + session + `,"s2":{"game":"BAD GAME"}}}`
	if _, err := s.Import(context.Background(), bytes.NewReader([]byte(file)), ImportOptions{}); err == nil {
		t.Fatal("accepted")
	}
	if list, _ := s.Sessions(context.Background(), SessionFilter{}); len(list) != 0 {
		t.Errorf("the good first session was kept: %+v", list)
	}
}

// TestImportOfBlankOrHugeFirstValueSaysWhy: a 50 MB file of spaces is refused as blank,
// not as "too large (over 0 bytes)", and a first value over the bound names the bound,
// in talon's format and in BG Stats's.
func TestImportOfBlankOrHugeFirstValueSaysWhy(t *testing.T) {
	huge := func() io.Reader {
		return io.MultiReader(strings.NewReader(`"`), io.LimitReader(repeatByte('a'), 1<<20), strings.NewReader(`"`))
	}
	tests := []struct {
		name, want string
		file       func() io.Reader
	}{
		{"50 MB of spaces", "the file has nothing but blank space in its first 65,536 bytes", func() io.Reader { return io.LimitReader(repeatByte(' '), 50<<20) }},
		{"a huge first value", "the file is too large (over 65,536 bytes) near byte 0", huge},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openTemp(t)
			_, err := s.Import(context.Background(), tt.file(), ImportOptions{})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("talon format: %v; want %q", err, tt.want)
			}
			_, err = s.ImportBGStats(context.Background(), tt.file(), bggGames, budapestWinter, ImportOptions{})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("BG Stats: %v; want %q", err, tt.want)
			}
		})
	}
}

// TestImportRefusalNamesWhatItRead: a refusal after the file's name does not name the
// file again ("notes.txt: the file: not valid JSON"), and a member is named as one
// (`the member "format"`), not as a bare word (trial-final F12).
func TestImportRefusalNamesWhatItRead(t *testing.T) {
	s := openTemp(t)
	tests := []struct{ file, want string }{
		{"hello\n", "not valid JSON (line 1, column 1): expected a value"},
		{"{\n  é", "not valid JSON (line 2, column 3): 'é' cannot stand here"},
		{`{"format":`, `the file ends in the middle of the member "format" (is it cut short?)`},
		{`{"format": x`, `the member "format": not valid JSON (line 1, column 12)`},
		{`{`, "the file ends early (is it cut short?)"},
		{`{"format":"talon-history","version":2,"players":{"p1":{"name":"Ann"`, "the file ends in the middle of the file's player p1 (is it cut short?)"},
	}
	for _, tt := range tests {
		_, err := s.Import(context.Background(), strings.NewReader(tt.file), ImportOptions{})
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%q: %v, want it to begin %q", tt.file, err, tt.want)
		}
	}
}

package i18n

import (
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// outsideErrors provokes errors from outside talon for real: the operating system's,
// strconv's, encoding/json's.
func outsideErrors(t *testing.T) map[string]error {
	t.Helper()
	dir := t.TempDir()
	_, missing := os.ReadFile(filepath.Join(dir, "missing.json"))
	_, isDir := os.ReadFile(dir)
	_, notDir := os.ReadFile(filepath.Join(dir, "missing.json", "x"))
	file := filepath.Join(dir, "file")
	os.WriteFile(file, nil, 0o644)
	_, underFile := os.ReadFile(filepath.Join(file, "x"))
	_, number := strconv.Atoi("seven")
	var v struct{ Players []int }
	truncated := []byte("{\n  \"players\": [1,\n")
	comma := []byte("{\n  \"a\": 1\n  \"b\": 2\n}")
	kind := []byte(`{"players": "Ann"}`)
	notUTF8 := []byte("\xff\xfe")
	accent := []byte("{\"a\": é}")
	return map[string]error{
		"not UTF-8":   JSONError(notUTF8, json.Unmarshal(notUTF8, &v)),
		"accent":      JSONError(accent, json.Unmarshal(accent, &v)),
		"byte alone":  JSONErrorAt(json.Unmarshal(notUTF8, &v), 1, 1, nil),
		"missing":     missing,
		"directory":   isDir,
		"not a dir":   notDir,
		"under file":  underFile,
		"number":      number,
		"truncated":   JSONError(truncated, json.Unmarshal(truncated, &v)),
		"comma":       JSONError(comma, json.Unmarshal(comma, &v)),
		"kind":        JSONError(kind, json.Unmarshal(kind, &v)),
		"cut stream":  JSONErrorAt(io.ErrUnexpectedEOF, 3, 1, nil),
		"bare syntax": json.Unmarshal([]byte("[1 2]"), &v),
	}
}

func TestOutsideErrorsAreTranslated(t *testing.T) {
	want := map[string]struct{ en, hu string }{
		"missing":     {"missing.json: no such file or folder", "missing.json: nincs ilyen fájl vagy mappa"},
		"directory":   {": it is a folder, not a file", ": ez mappa, nem fájl"},
		"not a dir":   {"x: no such file or folder", "x: nincs ilyen fájl vagy mappa"},
		"under file":  {"file/x: a part of the path is not a folder", "file/x: az útvonal egyik tagja nem mappa"},
		"number":      {`"seven" is not a whole number`, `"seven" nem egész szám`},
		"truncated":   {"the JSON ends too early, at line 3, column 1 (is the file cut short?)", "a JSON túl korán véget ér, itt: 3. sor, 1. oszlop (csonka a fájl?)"},
		"comma":       {"not valid JSON (line 3, column 3): expected a comma (,) or }, found '\"'", "hibás JSON (3. sor, 3. oszlop): vessző (,) vagy } kellene, ez áll ott: '\"'"},
		"kind":        {"wrong kind of value (line 1, column 17): Players should be a list [ … ], not text in double quotes", "nem megfelelő fajta érték (1. sor, 17. oszlop): Players: lista [ … ] kellene, nem idézőjeles szöveg"},
		"not UTF-8":   {"not valid JSON (line 1, column 1): expected a value (a number, text in double quotes, true, false, null, [ or {), found a byte that is not UTF-8 (0xFF)", "hibás JSON (1. sor, 1. oszlop): érték (szám, idézőjeles szöveg, true, false, null, [ vagy {) kellene, ez áll ott: egy bájt, amely nem UTF-8 (0xFF)"},
		"accent":      {"not valid JSON (line 1, column 7): expected a value (a number, text in double quotes, true, false, null, [ or {), found 'é'", "hibás JSON (1. sor, 7. oszlop): érték (szám, idézőjeles szöveg, true, false, null, [ vagy {) kellene, ez áll ott: 'é'"},
		"byte alone":  {"found the byte 0xFF (not a character by itself)", "ez áll ott: a 0xFF bájt (önmagában nem karakter)"},
		"cut stream":  {"the JSON ends too early, at line 3, column 1 (is the file cut short?)", "a JSON túl korán véget ér, itt: 3. sor, 1. oszlop (csonka a fájl?)"},
		"bare syntax": {"not valid JSON (byte 4): expected a comma (,) or ], found '2'", "hibás JSON (4. bájt): vessző (,) vagy ] kellene, ez áll ott: '2'"},
	}
	errs := outsideErrors(t)
	for name, w := range want {
		err := errs[name]
		if err == nil {
			t.Fatalf("%s: no error provoked", name)
		}
		en, hu := NewPrinter(English).Error(err), NewPrinter(Hungarian).Error(err)
		if !strings.HasSuffix(en, w.en) || !strings.HasSuffix(hu, w.hu) {
			t.Errorf("%s (%v):\n en %q, want …%q\n hu %q, want …%q", name, err, en, w.en, hu, w.hu)
		}
		if pseudo := NewPrinter(Pseudo).Error(err); !strings.HasPrefix(pseudo, pseudoOpen) {
			t.Errorf("%s: %q did not go through the catalog", name, pseudo)
		}
	}
	if len(want) != len(errs) {
		t.Errorf("%d errors provoked, %d checked", len(errs), len(want))
	}
}

// TestOutsideErrorsKeepTheirKind: the explained error still unwraps to the outside
// one, so callers' errors.Is/As keep working.
func TestOutsideErrorsKeepTheirKind(t *testing.T) {
	var syntax *json.SyntaxError
	data := []byte("{,}")
	err := JSONError(data, json.Unmarshal(data, new(any)))
	if !errors.As(err, &syntax) {
		t.Errorf("%v does not unwrap to a *json.SyntaxError", err)
	}
	plain := errors.New("not json")
	if JSONError(nil, plain) != plain || JSONErrorAt(plain, 1, 1, nil) != plain {
		t.Error("a non-JSON error was changed")
	}
	if got := NewPrinter(Hungarian).Error(plain); got != "not json" {
		t.Errorf("an unknown outside error printed %q, want its own words", got)
	}
}

func TestPosition(t *testing.T) {
	data := []byte("ab\nčd\n\nx")
	for _, tc := range []struct {
		offset    int64
		line, col int
	}{{0, 1, 1}, {2, 1, 3}, {3, 2, 1}, {5, 2, 2}, {8, 4, 1}, {99, 4, 2}, {-1, 1, 1}} {
		if l, c := Position(data, tc.offset); l != tc.line || c != tc.col {
			t.Errorf("Position(%d) = %d:%d, want %d:%d", tc.offset, l, c, tc.line, tc.col)
		}
	}
}

// Two errors joined (a write's and the close's) are each explained, on one line.
func TestJoinedErrorsAreEachTranslated(t *testing.T) {
	_, missing := os.ReadFile(filepath.Join(t.TempDir(), "missing.json"))
	_, number := strconv.Atoi("seven")
	err := errors.Join(missing, number)
	got := NewPrinter(Hungarian).Error(err)
	if !strings.HasSuffix(got, `missing.json: nincs ilyen fájl vagy mappa; "seven" nem egész szám`) {
		t.Errorf("joined errors in Hungarian: %q", got)
	}
	wrapped := Errorf("saving: %w", err)
	if got := NewPrinter(Hungarian).Error(wrapped); strings.Contains(got, "no such file") || strings.Contains(got, "\n") {
		t.Errorf("joined errors wrapped: %q", got)
	}
}

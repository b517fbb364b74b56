package main

import (
	"bytes"
	"encoding/json"
	"testing"
)

// appendJSONField writes a string as json.Marshal does: escapes, HTML's characters,
// U+2028 and U+2029, invalid UTF-8 as U+FFFD.
func FuzzAppendJSONField(f *testing.F) {
	for _, seed := range []string{"Anna", "é\u2028\u2029\xff\xc3 😀 <b>&amp;", "\x00\x1f\"\\\x7f", ""} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendJSONField(nil, "", s); !bytes.Equal(got, want) {
			t.Errorf("%q: got %s, want %s", s, got, want)
		}
	})
}

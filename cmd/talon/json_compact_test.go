package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// compactAsMarshal is what appendCompactJSON must write: json.Marshal of the
// json.RawMessage, and whether encoding/json takes raw at all.
func compactAsMarshal(raw []byte) ([]byte, bool) {
	if !json.Valid(raw) {
		return nil, false
	}
	out, err := json.Marshal(json.RawMessage(raw))
	return out, err == nil
}

func TestAppendCompactJSONIsMarshal(t *testing.T) {
	deep := strings.Repeat("[", maxJSONDepth) + strings.Repeat("]", maxJSONDepth)
	for _, raw := range []string{
		`0`, `-0`, `1.5e3`, `-12.25E-3`, `1e+9`, ` true `, "\tfalse\n", "\r\nnull", `""`, `"a\"b\\c\/\b\f\n\r\t\u00e9\uD83D"`,
		`{}`, `[]`, `{ }`, `[ ]`, `{"a" : 1 , "b":[1, {"c" :null} , []] }`, `[[],[[]],{},{"":{}}]`,
		"\"<b>&amp;</b> \u2028 \u2029 \xe2\x80\xaa é \xff\xc3\"", "\"\x7f\"", deep,
		// not JSON, each for one reason
		``, ` `, `{`, `}`, `[`, `]`, `[1,]`, `[,1]`, `{"a"}`, `{"a":}`, `{"a":1,}`, `{,}`, `{1:2}`, `{"a" 1}`, `[1 2]`,
		`01`, `-`, `1.`, `.5`, `1e`, `1e+`, `+1`, `0x1`, `tru`, `truex`, `nul`, `True`, `"abc`, `"\x"`, `"\u12"`, `"\u12g4"`,
		"\"a\nb\"", "\"\x00\"", `1 2`, `{} {}`, `"a" :`, "[" + deep + "]", `[1]]`, `{"a":1}}`, "\"\\",
	} {
		want, wantOK := compactAsMarshal([]byte(raw))
		if asIs := compactAsIs([]byte(raw)); asIs != (wantOK && string(want) == raw) && !strings.Contains(raw, "\xe2") {
			t.Errorf("%.40q: taken as it is %v, json.Marshal writes %.40q %v", raw, asIs, want, wantOK)
		}
		got, ok := appendCompactJSON([]byte("keep"), []byte(raw))
		if ok != wantOK || !bytes.Equal(got, append([]byte("keep"), want...)) {
			shown := raw
			if len(shown) > 40 {
				shown = shown[:40] + "…"
			}
			t.Errorf("%q: got %q %v, want %q %v", shown, got, ok, want, wantOK)
		}
	}
}

func FuzzAppendCompactJSON(f *testing.F) {
	for _, seed := range []string{`{"board":{"tiles":[{"label":"A1","hex":{"q":0,"r":-2}}]}}`, "[1, -0.5e-3, \"<\u2028>\", null]", `{"a":[}`, `"\u00`} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		want, wantOK := compactAsMarshal(raw)
		got, ok := appendCompactJSON(nil, raw)
		if ok != wantOK || !bytes.Equal(got, want) {
			t.Errorf("%q: got %q %v, want %q %v", raw, got, ok, want, wantOK)
		}
		if compactAsIs(raw) && (!wantOK || !bytes.Equal(raw, want)) {
			t.Errorf("%q: taken as it is, but json.Marshal writes %q %v", raw, want, wantOK)
		}
	})
}

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

package history

import (
	"bytes"
	"context"
	"testing"
)

// TestCompactJSONIsCanonical: the same data written another way compacts to the same
// text; member order and numbers stay as written.
func TestCompactJSONIsCanonical(t *testing.T) {
	tests := []struct{ in, want string }{
		{`{"name": "\u00c1nna"}`, `{"name":"Ánna"}`},
		{"{\n  \"name\" : \"Ánna\",\n  \"x\": [1, 2.50, {}]\n}", `{"name":"Ánna","x":[1,2.50,{}]}`},
		{`{"z":1,"a":2}`, `{"z":1,"a":2}`},
		{`["a\/b","<&>","\"q\"",true,null]`, `["a/b","<&>","\"q\"",true,null]`},
		{`{"a":{"b":[]},"c":"\u0151"}`, `{"a":{"b":[]},"c":"ő"}`},
	}
	for _, tt := range tests {
		if got := compactJSON([]byte(tt.in)); got != tt.want {
			t.Errorf("compactJSON(%s) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

// TestImportEscapedFileIsUnchanged: an export re-written with \u escapes for every
// accented letter (as Python's json.dump writes it) merges as unchanged, not as a
// conflict.
func TestImportEscapedFileIsUnchanged(t *testing.T) {
	a, b := openTemp(t), openTemp(t)
	varied(t, a, "Ánna", "Dóra")
	importDoc(t, b, exported(t, a), ImportOptions{})
	doc := exported(t, a)
	escaped := bytes.NewBuffer(nil)
	for _, r := range string(doc) {
		if r > 127 {
			escaped.WriteString(`\u` + hex4(r))
		} else {
			escaped.WriteRune(r)
		}
	}
	rep, err := b.Import(context.Background(), escaped, ImportOptions{})
	if err != nil || len(rep.Conflicts) != 0 || rep.SessionsUpdated != 0 {
		t.Errorf("escaped re-import: %+v, %v", rep, err)
	}
	sameHistory(t, a, b)
}

func hex4(r rune) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[r>>12&15], digits[r>>8&15], digits[r>>4&15], digits[r&15]})
}

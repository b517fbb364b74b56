package jsondiff

import (
	"encoding/json"
	"slices"
	"testing"
)

func TestDiff(t *testing.T) {
	for _, c := range []struct {
		name, got, want string
		diff            []string
	}{
		{"equal", `{"a":[1,{"b":"x"}]}`, `{"a":[1,{"b":"x"}]}`, nil},
		{"key case", `{"PlayDate":"d"}`, `{"playDate":"d"}`,
			[]string{`: no key "playDate" (keys ["PlayDate"])`, `: key "PlayDate" is not in the sample`}},
		{"value deep down", `{"a":[1,{"b":"x"}]}`, `{"a":[1,{"b":"y"}]}`, []string{`.a[1].b: got "x", want "y"`}},
		{"list length", `{"a":[1]}`, `{"a":[1,2]}`, []string{`.a: got []interface {}{1}, want 2 members`}},
		{"not an object", `[1]`, `{}`, []string{`: got []interface {}{1}, want an object`}},
	} {
		var got, want any
		if err := json.Unmarshal([]byte(c.got), &got); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(c.want), &want); err != nil {
			t.Fatal(err)
		}
		if d := Diff("", got, want); !slices.Equal(d, c.diff) {
			t.Errorf("%s: %q, want %q", c.name, d, c.diff)
		}
	}
}

package scoringtest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring"
)

// FieldOf finds a form's field by key.
func FieldOf(f scoring.Form, key string) (scoring.Field, bool) {
	for _, fl := range slices.Concat(f.Setup, f.PerPlayer, f.GameWide) {
		if fl.Key == key {
			return fl, true
		}
	}
	return scoring.Field{}, false
}

// FormMatchesTemplate fails unless the form asks exactly the fields of the template:
// every key of a template player but "name" is a per-player question, and every
// game-wide key but "players" a setup or game-wide one (dotted keys for nested objects).
func FormMatchesTemplate(t testing.TB, form scoring.Form, template string) {
	t.Helper()
	var top map[string]any
	if err := json.Unmarshal([]byte(template), &top); err != nil {
		t.Fatalf("template: %v", err)
	}
	keys := func(fields []scoring.Field) []string {
		var out []string
		for _, f := range fields {
			out = append(out, f.Key)
		}
		return out
	}
	players, _ := top["players"].([]any)
	delete(top, "players")
	compare := func(where string, got map[string]any, want []string) {
		have := leaves(got, "")
		slices.Sort(have)
		want = slices.Sorted(slices.Values(want))
		if !slices.Equal(have, want) {
			t.Errorf("%s: template has %v, form asks %v", where, have, want)
		}
	}
	for i, p := range players {
		obj, _ := p.(map[string]any)
		delete(obj, "name")
		compare(fmt.Sprintf("player %d", i+1), obj, keys(form.PerPlayer))
	}
	compare("game-wide", top, append(keys(form.Setup), keys(form.GameWide)...))
}

// leaves lists the dotted keys of an object's non-object values.
func leaves(obj map[string]any, prefix string) []string {
	var out []string
	for k, v := range obj {
		if child, ok := v.(map[string]any); ok && len(child) > 0 {
			out = append(out, leaves(child, prefix+k+".")...)
			continue
		}
		out = append(out, prefix+k)
	}
	return out
}

// Bounds fails unless every number field of the form has a bound, and score refuses a
// value just above it, just below it, and 9223372036854775807, in the first player's
// answer (or the game-wide one), with a problem naming the field and the bound.
func Bounds(t *testing.T, form scoring.Form, template string, score func([]byte) error) {
	t.Helper()
	seats := []struct {
		fields    []scoring.Field
		perPlayer bool
	}{{form.Setup, false}, {form.PerPlayer, true}, {form.GameWide, false}}
	for _, seat := range seats {
		for _, f := range seat.fields {
			if f.Kind != scoring.Int && f.Kind != scoring.IntList {
				continue
			}
			b := f.Bound
			if b.Max <= b.Min || b.Why == "" {
				t.Errorf("%s: number field without a bound and its reason: %+v", f.Key, b)
				continue
			}
			for _, v := range []int{b.Max + 1, b.Min - 1, math.MaxInt64} {
				t.Run(fmt.Sprintf("%s=%d", f.Key, v), func(t *testing.T) {
					input := withValue(t, template, seat.perPlayer, f, v)
					err := score(input)
					var ie *scoring.InputError
					if !errors.As(err, &ie) {
						t.Fatalf("accepted (or failed otherwise: %v):\n%s", err, input)
					}
					for _, p := range ie.Problems {
						if covers(f.Key, p.Field) && strings.Contains(p.Reason, b.String()) && // "0 to 10,000 (why)"
							(strings.Contains(p.Reason, "out of range") || strings.Contains(p.Reason, "negative")) {
							return
						}
					}
					t.Errorf("no problem names %s and its bound %s: %v", f.Key, b, err)
				})
			}
		}
	}
}

func covers(key, field string) bool {
	return key == field || strings.HasPrefix(field, key+"[") || strings.HasPrefix(key, field+".")
}

// withValue sets the field (in the first player for a per-player field) to v, or to [v]
// for a list.
func withValue(t *testing.T, template string, perPlayer bool, f scoring.Field, v int) []byte {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(template))
	dec.UseNumber()
	var top map[string]any
	if err := dec.Decode(&top); err != nil {
		t.Fatalf("template: %v", err)
	}
	obj := top
	path := strings.Split(f.Key, ".")
	if perPlayer {
		players, _ := top["players"].([]any)
		if len(players) == 0 {
			t.Fatal("template has no players")
		}
		// The first player whose answer has the field's parent ("temples.yellow"), so the
		// value is not refused for a missing sibling instead.
		obj = players[0].(map[string]any)
		for _, p := range players {
			if hasPath(p.(map[string]any), path[:len(path)-1]) {
				obj = p.(map[string]any)
				break
			}
		}
	}
	for _, k := range path[:len(path)-1] {
		next, ok := obj[k].(map[string]any)
		if !ok {
			next = map[string]any{}
			obj[k] = next
		}
		obj = next
	}
	var value any = json.Number(fmt.Sprint(v))
	if f.Kind == scoring.IntList {
		value = []any{value}
	}
	obj[path[len(path)-1]] = value
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(top); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func hasPath(obj map[string]any, path []string) bool {
	for _, k := range path {
		next, ok := obj[k].(map[string]any)
		if !ok {
			return false
		}
		obj = next
	}
	return true
}

// Typed is one answer typed into a form's question and what should come of it:
// {key, typed text, substring of the refusal or "" when it is accepted}. An array, so
// tables write {"goods", "3", ""}.
type Typed [3]string

// AnswersAsTyped fails unless each typed answer is accepted or refused, as it is typed,
// as the case says; the key is looked up in the forms in order.
func AnswersAsTyped(t *testing.T, forms []scoring.Form, cases []Typed) {
	t.Helper()
	for _, c := range cases {
		tc := struct{ Key, Text, Err string }{c[0], c[1], c[2]}
		var fl scoring.Field
		found := false
		for _, f := range forms {
			if fl, found = FieldOf(f, tc.Key); found {
				break
			}
		}
		if !found {
			t.Errorf("no question %q", tc.Key)
			continue
		}
		_, _, err := fl.Parse(tc.Text)
		switch {
		case tc.Err == "" && err != nil:
			t.Errorf("%s %q refused: %v", tc.Key, tc.Text, err)
		case tc.Err != "" && (err == nil || !strings.Contains(err.Error(), tc.Err)):
			t.Errorf("%s %q: got %v, want an error with %q", tc.Key, tc.Text, err, tc.Err)
		}
	}
}

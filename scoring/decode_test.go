package scoring

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestIsNull(t *testing.T) {
	for raw, want := range map[string]bool{"null": true, " null\n": true, "": false, `"null"`: false, "0": false, "{}": false} {
		if got := IsNull(json.RawMessage(raw)); got != want {
			t.Errorf("IsNull(%q) = %v", raw, got)
		}
	}
}

func TestUnknownKeys(t *testing.T) {
	obj := map[string]json.RawMessage{"name": nil, "zeta": nil, "Name": nil, "alpha": nil}
	if got, want := UnknownKeys(obj, []string{"name", "goods"}), []string{"Name", "alpha", "zeta"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if got := UnknownKeys(map[string]json.RawMessage{"name": nil}, []string{"name"}); got != nil {
		t.Errorf("all known: got %v", got)
	}
}

func TestUnknownField(t *testing.T) {
	if got, want := UnknownField("players", "six_cost_vp"), "unknown field (known: players, six_cost_vp)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// Package jsondiff compares two JSON documents decoded into plain values (any,
// map[string]any, []any), for tests that pin a file's key names exactly: decoding into
// a Go struct matches keys ignoring case, so "PlayDate" would pass for "playDate".
package jsondiff

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
)

// Diff lists where got and want differ, each line naming its place (path, then
// .key and [index] below it): a key one has and the other lacks, spelt exactly; a list
// of another length; another value.
func Diff(path string, got, want any) []string {
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return []string{fmt.Sprintf("%s: got %#v, want an object", path, got)}
		}
		var out []string
		for _, k := range slices.Sorted(maps.Keys(w)) {
			if _, ok := g[k]; !ok {
				out = append(out, fmt.Sprintf("%s: no key %q (keys %q)", path, k, slices.Sorted(maps.Keys(g))))
			}
		}
		for _, k := range slices.Sorted(maps.Keys(g)) {
			if _, ok := w[k]; !ok {
				out = append(out, fmt.Sprintf("%s: key %q is not in the sample", path, k))
				continue
			}
			out = append(out, Diff(path+"."+k, g[k], w[k])...)
		}
		return out
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			return []string{fmt.Sprintf("%s: got %#v, want %d members", path, got, len(w))}
		}
		var out []string
		for i := range w {
			out = append(out, Diff(fmt.Sprintf("%s[%d]", path, i), g[i], w[i])...)
		}
		return out
	}
	if !reflect.DeepEqual(got, want) {
		return []string{fmt.Sprintf("%s: got %#v, want %#v", path, got, want)}
	}
	return nil
}

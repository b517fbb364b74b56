package main

import (
	"encoding/json"
	"fmt"
	"io"
)

// writeJSONStream prints a JSON array whose elements produce emits one at a time, so a
// long list is never held in memory. Each element is indented like writeJSON's.
func writeJSONStream(w io.Writer, produce func(emit func(any) error) error) error {
	first := true
	emit := func(v any) error {
		b, err := json.MarshalIndent(v, "  ", "  ")
		if err != nil {
			return err
		}
		sep := ",\n  "
		if first {
			sep, first = "[\n  ", false
		}
		_, err = fmt.Fprintf(w, "%s%s", sep, b)
		return err
	}
	if err := produce(emit); err != nil {
		return err
	}
	if first {
		_, err := io.WriteString(w, "[]\n")
		return err
	}
	_, err := io.WriteString(w, "\n]\n")
	return err
}

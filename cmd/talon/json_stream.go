package main

import (
	"bufio"
	"encoding/json"
	"io"
)

// writeJSONStream prints a JSON array whose elements produce emits one at a time, so a
// long list is never held in memory. Each element is indented like writeJSON's: by
// appendJSON when given (a hand-written encoder for a list of 100,000 plays, which must
// write exactly what json.MarshalIndent would), else by json.MarshalIndent.
func writeJSONStream[T any](w io.Writer, produce func(emit func(T) error) error, appendJSON func([]byte, T) []byte) error {
	out := bufio.NewWriterSize(w, 64<<10)
	first := true
	var buf []byte
	emit := func(v T) error {
		buf = buf[:0]
		if first {
			buf, first = append(buf, "[\n  "...), false
		} else {
			buf = append(buf, ",\n  "...)
		}
		if appendJSON != nil {
			buf = appendJSON(buf, v)
		} else {
			b, err := json.MarshalIndent(v, "  ", "  ")
			if err != nil {
				return err
			}
			buf = append(buf, b...)
		}
		_, err := out.Write(buf)
		return err
	}
	if err := produce(emit); err != nil {
		out.Flush()
		return err
	}
	end := "\n]\n"
	if first {
		end = "[]\n"
	}
	if _, err := out.WriteString(end); err != nil {
		return err
	}
	return out.Flush()
}

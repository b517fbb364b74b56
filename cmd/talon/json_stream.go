package main

import (
	"encoding/json"
	"io"
)

// writeJSONStream prints a JSON array whose elements produce emits one at a time, so a
// long list is never held in memory. Each element is indented like writeJSON's: by
// appendJSON when given (a hand-written encoder for a list of 100,000 plays, which must
// write exactly what json.MarshalIndent would), else by json.MarshalIndent.
//
// The list is read and encoded on one goroutine and written on this one, a chunk at a
// time: a list of every session of a long history is 80 MB, and writing it (through
// the sanitiser, into a pipe or a file) costs about as much as reading and encoding it,
// so the two halves share the machine's cores. The output is the same, byte for byte.
func writeJSONStream[T any](w io.Writer, produce func(emit func(T) error) error, appendJSON func([]byte, T) []byte) error {
	const chunkSize = 256 << 10
	chunks := make(chan []byte, 2)
	spare := make(chan []byte, 3) // written chunks, for the encoder to fill again
	stop := make(chan struct{})   // closed when the writer gives up: the encoder stops
	ended := make(chan streamEnd, 1)
	go func() {
		var end streamEnd
		defer func() {
			if r := recover(); r != nil { // raised again on the caller's goroutine, which Main recovers
				end.panicked, end.value = true, r
			}
			close(chunks)
			ended <- end
		}()
		buf := make([]byte, 0, chunkSize+chunkSize/4)
		send := func() error {
			select {
			case chunks <- buf:
			case <-stop:
				return errStreamStopped
			}
			select {
			case buf = <-spare:
				buf = buf[:0]
			default:
				buf = make([]byte, 0, chunkSize+chunkSize/4)
			}
			return nil
		}
		first := true
		end.err = produce(func(v T) error {
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
			if len(buf) < chunkSize {
				return nil
			}
			return send()
		})
		if end.err == nil {
			if first {
				buf = append(buf, "[]\n"...)
			} else {
				buf = append(buf, "\n]\n"...)
			}
		}
		if len(buf) > 0 {
			if err := send(); err != nil && end.err == nil {
				end.err = err
			}
		}
	}()
	var writeErr error
	for chunk := range chunks {
		if writeErr != nil {
			continue // drained until the encoder has seen stop
		}
		if _, err := w.Write(chunk); err != nil {
			writeErr = err
			close(stop)
			continue
		}
		select {
		case spare <- chunk:
		default:
		}
	}
	end := <-ended
	if end.panicked {
		panic(end.value)
	}
	if writeErr != nil {
		return writeErr
	}
	return end.err
}

// streamEnd is how the encoding goroutine of writeJSONStream ended.
type streamEnd struct {
	err      error
	panicked bool
	value    any // what it panicked with
}

// errStreamStopped ends the reading of a list whose output could not be written; the
// write's own error is what the command returns, so this one is never shown.
var errStreamStopped error = streamStopped{}

type streamStopped struct{}

func (streamStopped) Error() string { return "stopped" }

// readAhead runs produce on a goroutine of its own, handing what it emits over in
// batches, so that reading a long list (SQLite, decoding) and printing it (encoding,
// a table) share the machine's cores. The values must not change once emitted: a
// producer that reuses a buffer between two emits cannot be read ahead. When emit fails
// produce is stopped, at its next emit, and emit's error is returned; else produce's.
func readAhead[T any](produce func(emit func(T) error) error) func(emit func(T) error) error {
	const batchSize = 256
	return func(emit func(T) error) error {
		batches := make(chan []T, 4)
		stop := make(chan struct{}) // closed when emit fails: produce stops
		ended := make(chan streamEnd, 1)
		go func() {
			var end streamEnd
			defer func() {
				if r := recover(); r != nil {
					end.panicked, end.value = true, r
				}
				close(batches)
				ended <- end
			}()
			batch := make([]T, 0, batchSize)
			send := func() error {
				select {
				case batches <- batch:
					batch = make([]T, 0, batchSize)
					return nil
				case <-stop:
					return errStreamStopped
				}
			}
			end.err = produce(func(v T) error {
				if batch = append(batch, v); len(batch) < batchSize {
					return nil
				}
				return send()
			})
			if len(batch) > 0 {
				if err := send(); err != nil && end.err == nil {
					end.err = err
				}
			}
		}()
		var emitErr error
		for batch := range batches {
			for _, v := range batch {
				if emitErr != nil {
					break // drained until produce has seen stop
				}
				if err := emit(v); err != nil {
					emitErr = err
					close(stop)
				}
			}
		}
		end := <-ended
		if end.panicked {
			panic(end.value)
		}
		if emitErr != nil {
			return emitErr
		}
		return end.err
	}
}

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
	spare := make(chan []byte, 3) // written chunks, for the encoder to fill again
	encode := func(send func([]byte) error) error {
		buf := make([]byte, 0, chunkSize+chunkSize/4)
		sendBuf := func() error {
			if err := send(buf); err != nil {
				return err
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
		err := produce(func(v T) error {
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
			return sendBuf()
		})
		if err == nil {
			if first {
				buf = append(buf, "[]\n"...)
			} else {
				buf = append(buf, "\n]\n"...)
			}
		}
		if len(buf) > 0 { // what was read before a failure is printed, as before it streamed
			if sendErr := sendBuf(); err == nil {
				err = sendErr
			}
		}
		return err
	}
	return handOff(2, encode, func(chunk []byte) error {
		if _, err := w.Write(chunk); err != nil {
			return err
		}
		select {
		case spare <- chunk:
		default:
		}
		return nil
	})
}

// readAhead runs produce on a goroutine of its own, handing what it emits over in
// batches, so that reading a long list (SQLite, decoding) and printing it (encoding,
// a table) share the machine's cores. The values must not change once emitted: a
// producer that reuses a buffer between two emits cannot be read ahead. When emit fails
// produce is stopped, at its next emit, and emit's error is returned; else produce's.
func readAhead[T any](produce func(emit func(T) error) error) func(emit func(T) error) error {
	const batchSize = 256
	return func(emit func(T) error) error {
		// Batches handed on are filled again once emitted (a list of 100,000 sessions
		// was 20 MB of batches for the collector); each value is emitted as a copy.
		spare := make(chan []T, 6)
		read := func(send func([]T) error) error {
			fresh := func() []T {
				select {
				case b := <-spare:
					return b[:0]
				default:
					return make([]T, 0, batchSize)
				}
			}
			batch := fresh()
			err := produce(func(v T) error {
				if batch = append(batch, v); len(batch) < batchSize {
					return nil
				}
				full := batch
				batch = fresh()
				return send(full)
			})
			if len(batch) > 0 {
				if sendErr := send(batch); err == nil {
					err = sendErr
				}
			}
			return err
		}
		return handOff(4, read, func(batch []T) error {
			for _, v := range batch {
				if err := emit(v); err != nil {
					return err
				}
			}
			select {
			case spare <- batch:
			default:
			}
			return nil
		})
	}
}

// handOff runs produce on a goroutine of its own and hands each value it sends to
// consume on this one, in order, at most depth of them waiting. When consume fails, or
// panics, produce is stopped at its next send (which returns errStreamStopped) and
// waited for: it never outlives the call, as a reader holding the history's read
// transaction must not. consume's error is returned, else produce's; a panic of
// produce's is raised again here, where Main turns it into one line.
func handOff[T any](depth int, produce func(send func(T) error) error, consume func(T) error) error {
	values := make(chan T, depth)
	stop := make(chan struct{})
	ended := make(chan streamEnd, 1)
	go func() {
		var end streamEnd
		defer func() {
			if r := recover(); r != nil {
				end.panicked, end.value = true, r
			}
			close(values)
			ended <- end
		}()
		end.err = produce(func(v T) error {
			// stop first: once the consumer drains values after stopping, a select
			// over both would go on sending half the time (TestReadAheadStops failed
			// so under load), and the reader would run on past what is wanted.
			select {
			case <-stop:
				return errStreamStopped
			default:
			}
			select {
			case values <- v:
				return nil
			case <-stop:
				return errStreamStopped
			}
		})
	}()
	stopped, waited := false, false
	halt := func() {
		if !stopped {
			stopped = true
			close(stop)
		}
	}
	defer func() {
		if !waited { // consume panicked: produce is stopped and waited for as the panic goes on
			halt()
			for range values {
			}
			<-ended
		}
	}()
	var consumeErr error
	for v := range values {
		if consumeErr != nil {
			continue // drained until produce has seen stop
		}
		if consumeErr = consume(v); consumeErr != nil {
			halt()
		}
	}
	end := <-ended
	waited = true
	if end.panicked {
		panic(end.value)
	}
	if consumeErr != nil {
		return consumeErr
	}
	return end.err
}

// streamEnd is how handOff's producing goroutine ended.
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

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

type streamed struct {
	N    int    `json:"n"`
	Text string `json:"text"`
}

// streamOf emits n elements, each some 300 bytes, so a long list spans many chunks.
func streamOf(n int, emitted *int) func(emit func(streamed) error) error {
	return func(emit func(streamed) error) error {
		for i := range n {
			*emitted = i + 1
			if err := emit(streamed{N: i, Text: strings.Repeat("é<x>", i%97)}); err != nil {
				return err
			}
		}
		return nil
	}
}

// A streamed list is what writeJSON prints for the list held whole, for an empty list,
// one element and lists that fill many chunks, with and without a hand-written encoder.
func TestJSONStreamIsTheWholeList(t *testing.T) {
	appendStreamed := func(b []byte, v streamed) []byte {
		out, _ := json.MarshalIndent(v, "  ", "  ")
		return append(b, out...)
	}
	for _, n := range []int{0, 1, 2, 900, 3000} {
		whole := make([]streamed, n)
		var emitted int
		streamOf(n, &emitted)(func(v streamed) error { whole[v.N] = v; return nil })
		var want bytes.Buffer
		if err := writeJSON(&want, whole); err != nil {
			t.Fatal(err)
		}
		for _, encoder := range []func([]byte, streamed) []byte{nil, appendStreamed} {
			var got bytes.Buffer
			if err := writeJSONStream(&got, streamOf(n, &emitted), encoder); err != nil {
				t.Fatal(err)
			}
			if got.String() != want.String() {
				t.Errorf("%d elements: %d bytes, want %d", n, got.Len(), want.Len())
			}
		}
	}
}

// failingWriter takes ok bytes, then fails every write.
type failingWriter struct {
	ok      int
	written bytes.Buffer
}

var errDiskFull = errors.New("disk full")

func (w *failingWriter) Write(p []byte) (int, error) {
	if w.written.Len()+len(p) > w.ok {
		return 0, errDiskFull
	}
	return w.written.Write(p)
}

// When the output cannot be written, the list stops being read (a few chunks on, not
// at its end) and the write's error is returned.
func TestJSONStreamStopsWhenTheOutputFails(t *testing.T) {
	w := &failingWriter{ok: 300 << 10}
	var emitted int
	err := writeJSONStream(w, streamOf(1_000_000, &emitted), nil)
	if !errors.Is(err, errDiskFull) {
		t.Fatalf("got %v, want the write's error", err)
	}
	if emitted > 20_000 {
		t.Errorf("%d elements read after the output failed", emitted)
	}
}

// A list that fails to be read prints what was read, then says why.
func TestJSONStreamReturnsTheReadError(t *testing.T) {
	broken := errors.New("the history is locked")
	var out bytes.Buffer
	err := writeJSONStream(&out, func(emit func(streamed) error) error {
		for i := range 2000 {
			if err := emit(streamed{N: i}); err != nil {
				return err
			}
		}
		return broken
	}, nil)
	if !errors.Is(err, broken) {
		t.Fatalf("got %v", err)
	}
	if !strings.HasPrefix(out.String(), "[\n  {") || !strings.Contains(out.String(), `"n": 1999`) || strings.HasSuffix(out.String(), "]\n") {
		t.Errorf("output %d bytes, ending %q", out.Len(), out.String()[max(0, out.Len()-40):])
	}
}

// A panic while the list is read is raised again on the caller's goroutine, where Main
// turns it into one line instead of a crash.
func TestJSONStreamPanicsOnTheCaller(t *testing.T) {
	defer func() {
		if r := recover(); r != "broken encoder" {
			t.Errorf("recovered %v", r)
		}
	}()
	writeJSONStream(&bytes.Buffer{}, func(emit func(streamed) error) error {
		emit(streamed{})
		panic("broken encoder")
	}, nil)
	t.Error("no panic")
}

// Read ahead, a list is emitted whole and in order, for lengths around a batch's.
func TestReadAheadKeepsTheOrder(t *testing.T) {
	for _, n := range []int{0, 1, 255, 256, 257, 5000} {
		var emitted int
		var got []int
		if err := readAhead(streamOf(n, &emitted))(func(v streamed) error { got = append(got, v.N); return nil }); err != nil {
			t.Fatal(err)
		}
		if len(got) != n {
			t.Fatalf("%d of %d", len(got), n)
		}
		for i, v := range got {
			if v != i {
				t.Fatalf("%d elements: element %d is %d", n, i, v)
			}
		}
	}
}

// When printing fails, reading stops within a few batches and printing's error is
// returned; when reading fails, what was read before is printed, then its error returned.
func TestReadAheadStops(t *testing.T) {
	var emitted, printed int
	err := readAhead(streamOf(1_000_000, &emitted))(func(v streamed) error {
		if printed++; printed == 1000 {
			return errDiskFull
		}
		return nil
	})
	if !errors.Is(err, errDiskFull) || printed != 1000 || emitted > 1000+8*256 {
		t.Errorf("got %v; %d printed, %d read", err, printed, emitted)
	}
	broken := errors.New("the history is locked")
	printed = 0
	err = readAhead(func(emit func(streamed) error) error {
		for i := range 300 {
			if err := emit(streamed{N: i}); err != nil {
				return err
			}
		}
		return broken
	})(func(v streamed) error { printed++; return nil })
	if !errors.Is(err, broken) || printed != 300 {
		t.Errorf("got %v; %d printed, want 300", err, printed)
	}
}

// A panic while reading ahead is raised again on the printing goroutine.
func TestReadAheadPanicsOnTheCaller(t *testing.T) {
	defer func() {
		if r := recover(); r != "broken reader" {
			t.Errorf("recovered %v", r)
		}
	}()
	readAhead(func(emit func(streamed) error) error { panic("broken reader") })(func(streamed) error { return nil })
	t.Error("no panic")
}

// A panic while printing stops the reading goroutine before the panic goes on: a reader
// left waiting would hold the history's read transaction open.
func TestHandOffStopsTheReaderOnAPanic(t *testing.T) {
	readerDone := make(chan error, 1)
	func() {
		defer func() {
			if r := recover(); r != "broken printer" {
				t.Errorf("recovered %v", r)
			}
		}()
		handOff(1, func(send func(int) error) error {
			var err error
			for i := 0; err == nil; i++ {
				err = send(i)
			}
			readerDone <- err
			return err
		}, func(v int) error {
			if v == 10 {
				panic("broken printer")
			}
			return nil
		})
	}()
	select {
	case err := <-readerDone:
		if !errors.Is(err, errStreamStopped) {
			t.Errorf("the reader stopped with %v", err)
		}
	default:
		t.Error("the reader was still running when the panic left handOff")
	}
}

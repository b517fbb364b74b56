package history

import (
	"bufio"
	"encoding/json"
	"io"
	"strconv"

	"github.com/talon-games/talon/companion/i18n"
)

// A BG Stats file is read as it comes, like talon's own (import_read.go): the file
// is not bounded (years of a group's plays), each part of it is, so a broken or
// hostile file is refused after at most a bound's bytes, not after reading it all.
const (
	maxBGStatsPlay     = 1 << 20  // one play: its score lines and its comments
	maxBGStatsComments = 64 << 10 // one play's comments: the breakdown lines and the notes
	maxBGStatsListed   = 100_000  // players, locations or games one list may hold
	maxBGStatsToken    = 1 << 20  // one value of a member talon does not read
)

// readBGStats reads a BG Stats file from r: its players, locations and games into
// file (a group's: some dozens, or a collection's hundreds), and each play to play,
// numbered from 1 in the file's order, as it is read. The lists may come in any
// order; members talon does not read (the app's other lists, "about") are skipped a
// token at a time.
func readBGStats(r io.Reader, file *BGStatsFile, play func(n int, p BGStatsPlay) error) error {
	guard := &guardedReader{r: bufio.NewReaderSize(r, 64<<10), limit: maxMemberBytes}
	d := &docReader{dec: json.NewDecoder(guard), guard: guard}
	d.allow(maxMemberBytes)
	if err := d.delim('{', i18n.M("the file")); err != nil {
		return badFile("not a BG Stats file: %v", err)
	}
	seen := map[string]bool{}
	for d.dec.More() {
		key, err := d.key(i18n.M("the file"))
		if err != nil {
			return err
		}
		if seen[key] {
			return badFile("the file has %q twice", key)
		}
		seen[key] = true
		switch key {
		case "players":
			err = bgstatsList(d, key, &file.Players)
		case "locations":
			err = bgstatsList(d, key, &file.Locations)
		case "games":
			err = bgstatsList(d, key, &file.Games)
		case "format": // talon's own export begins so; BG Stats's never has it
			var format json.RawMessage
			if err = d.value(&format, maxMemberBytes, key); err == nil && string(format) == strconv.Quote(exportFormat) {
				return badFile("this is a talon history file, not a BG Stats file: import it with --format talon (the default)")
			}
		case "plays":
			err = d.array(key, func(n int) error {
				var p BGStatsPlay
				if err := d.value(&p, maxBGStatsPlay, i18n.M("play %s", digits(n))); err != nil {
					return err
				}
				return play(n, p)
			})
		default:
			err = d.skip(key)
		}
		if err != nil {
			return err
		}
	}
	if err := d.delim('}', i18n.M("the file")); err != nil {
		return err
	}
	if !seen["plays"] {
		return badFile("not a BG Stats file: it has no plays")
	}
	if _, err := d.dec.Token(); err != io.EOF {
		return badFile("there is more after the document's end")
	}
	return nil
}

// bgstatsList reads the list key into list, each member bounded.
func bgstatsList[T any](d *docReader, key string, list *[]T) error {
	return d.array(key, func(n int) error {
		if n > maxBGStatsListed {
			return badFile("%s: more than %d", key, maxBGStatsListed)
		}
		var v T
		if err := d.value(&v, maxMemberBytes, i18n.M("%s: number %s", key, digits(n))); err != nil {
			return err
		}
		*list = append(*list, v)
		return nil
	})
}

// array walks the members of a list value, calling fn with each one's number from 1;
// fn decodes the member.
func (d *docReader) array(what any, fn func(n int) error) error {
	d.allow(maxMemberBytes)
	tok, err := d.token()
	if err != nil {
		return d.explain(err, what)
	}
	if tok != json.Delim('[') {
		return badFile("%s should be a list [ … ], not %v", what, tokenKind(tok))
	}
	for n := 1; d.dec.More(); n++ {
		if err := fn(n); err != nil {
			return err
		}
		d.allow(maxMemberBytes)
	}
	return d.delim(']', what)
}

// skip reads past the next value, a token at a time: memory stays flat however
// large it is, and each token is bounded.
func (d *docReader) skip(what any) error {
	for depth := 0; ; {
		d.allow(maxBGStatsToken)
		tok, err := d.token()
		if err != nil {
			return d.explain(err, what)
		}
		switch tok {
		case json.Delim('{'), json.Delim('['):
			depth++
		case json.Delim('}'), json.Delim(']'):
			depth--
		}
		if depth == 0 {
			return nil
		}
	}
}

// tokenKind names the kind of value a token begins.
func tokenKind(tok json.Token) i18n.Message {
	switch tok.(type) {
	case float64, json.Number:
		return i18n.M("a number")
	case string:
		return i18n.M("text in double quotes")
	case bool:
		return i18n.M("true or false")
	case nil:
		return i18n.M("null")
	}
	return i18n.M("an object { … }") // the only other token a value begins with
}

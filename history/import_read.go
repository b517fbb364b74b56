package history

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/talon-games/talon/companion/i18n"
)

// Bounds on one member of an import document. A session of a long game is some
// hundreds of kilobytes; these refuse a hostile or broken file before it is held in
// memory, whatever the size of the whole (which is not bounded: exports stream).
const (
	maxSessionBytes = 8 << 20
	maxMemberBytes  = 64 << 10 // a player, a tombstone
)

// ErrNewerFormat is an export written by a newer talon in a format this one cannot read.
var ErrNewerFormat = i18n.Errorf("the history file was written by a newer talon")

// BadFileError is an import document that is not talon's history or breaks its rules.
// Nothing was imported. Error() is the reason in English; a Printer shows it in the
// table's language.
type BadFileError struct{ Reason i18n.Message }

func (e *BadFileError) Error() string { return e.Reason.String() }

// Local is the reason in p's language.
func (e *BadFileError) Local(p *i18n.Printer) string { return e.Reason.Local(p) }

// badFile is a BadFileError; format is a catalog key (the catalog test scans badFile's
// literal formats like i18n.M's).
func badFile(format string, args ...any) error {
	return &BadFileError{Reason: i18n.M(format, args...)}
}

// docHandler receives an import document's members as they are read.
type docHandler interface {
	player(uuid string, p exportPlayer) error
	tombstone(uuid, at string) error
	external(list []exportExternal) error
	session(uuid string, s exportSession) error
}

// guardedReader fails a read that goes past limit, so one oversized member is refused
// after at most limit bytes, not after reading it all into memory.
type guardedReader struct {
	r     io.Reader
	read  int64
	limit int64
	// What the file's lines were where it went wrong: the newlines read, and the last
	// two reads' bytes, which hold the decoder's place and its line's start.
	lines     int64
	prev, cur []byte
	// printed says that a byte other than JSON's blank space was read: a file that
	// reaches the bound with none is blank, not too large (a 50 MB file of spaces).
	printed bool
	// printedTo is the offset just after the last byte read that was not blank space:
	// a bound reached with only blank space after the decoder's place is a run of blank
	// space too long, not a member too large (an export padded with spaces).
	printedTo int64
}

var (
	errTooLarge = i18n.Errorf("member too large")
	newline     = []byte{'\n'}
)

func (g *guardedReader) Read(p []byte) (int, error) {
	if room := g.limit - g.read; int64(len(p)) > room {
		if room <= 0 {
			return 0, errTooLarge
		}
		p = p[:room]
	}
	n, err := g.r.Read(p)
	g.read += int64(n)
	g.lines += int64(bytes.Count(p[:n], newline))
	if n > 0 {
		g.prev, g.cur = g.cur, append(g.prev[:0], p[:n]...)
		if last := bytes.LastIndexFunc(p[:n], notBlank); last >= 0 {
			g.printed, g.printedTo = true, g.read-int64(n)+int64(last)+1
		}
	}
	return n, err
}

// notBlank says whether r is anything but JSON's blank space.
func notBlank(r rune) bool { return r != ' ' && r != '\t' && r != '\r' && r != '\n' }

// place is the line and column of byte at of the file, when the last two reads hold
// it: the line alone when its start is before them; 0, 0 when they do not hold it.
func (g *guardedReader) place(at int64) (line, col int) {
	held := append(append([]byte(nil), g.prev...), g.cur...)
	start := g.read - int64(len(held))
	rel := at - start
	if rel < 0 || rel > int64(len(held)) {
		return 0, 0
	}
	line = int(g.lines-int64(bytes.Count(held[rel:], newline))) + 1
	before := held[:rel]
	switch i := bytes.LastIndexByte(before, '\n'); {
	case i >= 0:
		return line, utf8.RuneCount(before[i+1:]) + 1
	case start == 0:
		return 1, utf8.RuneCount(before) + 1
	}
	return line, 0
}

// bytesAt are the bytes of the file from byte at, as far as the last two reads hold
// them (a character's worth at most); nil when they do not hold it.
func (g *guardedReader) bytesAt(at int64) []byte {
	held := append(append([]byte(nil), g.prev...), g.cur...)
	rel := at - (g.read - int64(len(held)))
	if rel < 0 || rel >= int64(len(held)) {
		return nil
	}
	return held[rel:min(rel+utf8.UTFMax, int64(len(held)))]
}

// docReader walks an export document member by member.
type docReader struct {
	dec     *json.Decoder
	guard   *guardedReader
	version int   // 0 until "format" is read; then 1 unless "version" says otherwise
	allowed int64 // the bound of the member being read
}

// readDocument reads an export document from r and hands each member to h, in the
// order of the file. The document must start with "format" (and "version", which an
// unversioned first export lacks), and list its players before its sessions.
func readDocument(r io.Reader, h docHandler) error {
	guard := &guardedReader{r: bufio.NewReaderSize(r, 64<<10), limit: maxMemberBytes}
	d := &docReader{dec: json.NewDecoder(guard), guard: guard}
	d.dec.DisallowUnknownFields()
	d.allow(maxMemberBytes)
	if err := d.delim('{', i18n.M("the file")); err != nil {
		return err
	}
	seen := map[string]bool{}
	for d.dec.More() {
		key, err := d.key(i18n.M("the document"))
		if err != nil {
			return err
		}
		if seen[key] {
			return badFile("the document has %q twice", key)
		}
		seen[key] = true
		if key != "format" && d.version == 0 {
			if d.bgstatsList(key) {
				return badFile(`this is a BG Stats file (its %q is a list), not a talon history file: import it with --format bgstats`, key)
			}
			return badFile(`not a talon history file (it must begin with "format": %q)`, exportFormat)
		}
		switch key {
		case "format":
			var format string
			if err := d.value(&format, maxMemberBytes, "format"); err != nil {
				return err
			}
			if format != exportFormat {
				return badFile("not a talon history file (format %q)", format)
			}
			d.version = 1
		case "version":
			if seen["players"] || seen["sessions"] {
				return badFile(`"version" must come before the players and sessions`)
			}
			if err := d.value(&d.version, maxMemberBytes, "version"); err != nil {
				return err
			}
			if d.version > FormatVersion {
				return i18n.Errorf("%w (history format %d; this talon reads up to %d)",
					ErrNewerFormat, d.version, FormatVersion)
			}
			if d.version < 1 {
				return badFile("history format version %d does not exist", d.version)
			}
		case "schema":
			var schema int // informational: the format version decides how to read
			if err := d.value(&schema, maxMemberBytes, "schema"); err != nil {
				return err
			}
		case "players":
			err = d.object("players", maxMemberBytes, func(uuid string) error {
				var p exportPlayer
				if err := d.value(&p, maxMemberBytes, i18n.M("the file's player %s", uuid)); err != nil {
					return err
				}
				return h.player(uuid, p)
			})
		case "deleted":
			err = d.object("deleted", maxMemberBytes, func(uuid string) error {
				var at string
				if err := d.value(&at, maxMemberBytes, i18n.M("the file's deleted session %s", uuid)); err != nil {
					return err
				}
				return h.tombstone(uuid, at)
			})
		case "external":
			var list []exportExternal
			if err = d.value(&list, maxSessionBytes, "external"); err == nil {
				err = h.external(list)
			}
		case "sessions":
			if !seen["players"] {
				return badFile(`the players must come before the sessions`)
			}
			err = d.object("sessions", maxSessionBytes, func(uuid string) error {
				var s exportSession
				if err := d.value(&s, maxSessionBytes, i18n.M("the file's session %s", uuid)); err != nil {
					return err
				}
				return h.session(uuid, s)
			})
		default:
			return badFile("the document has an unknown member %q", key)
		}
		if err != nil {
			return err
		}
	}
	if err := d.delim('}', i18n.M("the document")); err != nil {
		return err
	}
	if !seen["sessions"] || !seen["players"] {
		return badFile("the document has no players or no sessions (is it cut short?)")
	}
	switch _, err := d.dec.Token(); {
	case errors.Is(err, errTooLarge):
		return d.explain(err, i18n.M("the document"))
	case err != io.EOF:
		return badFile("there is more after the document's end")
	}
	return nil
}

// bgstatsList says whether key, a document's first member, begins a BG Stats backup
// instead: one of its lists (plays, players, games, locations), the value a list. The
// value is looked at in the bytes the decoder holds, after the member's colon.
func (d *docReader) bgstatsList(key string) bool {
	held := make([]byte, 64)
	n, _ := d.dec.Buffered().Read(held)
	return bgstatsListFollows(key, held[:n])
}

// bgstatsListFollows says whether key and rest, the bytes after it, begin one of a BG
// Stats backup's lists (plays, players, games, locations) as a document's member.
func bgstatsListFollows(key string, rest []byte) bool {
	switch key {
	case "plays", "players", "games", "locations":
	default:
		return false
	}
	rest = bytes.TrimLeft(rest, " \t\r\n")
	rest, colon := bytes.CutPrefix(rest, []byte(":"))
	return colon && bytes.HasPrefix(bytes.TrimLeft(rest, " \t\r\n"), []byte("["))
}

// object walks the members of an object value, calling fn with each key; fn decodes
// the member's value. limit bounds each member.
func (d *docReader) object(what any, limit int64, fn func(key string) error) error {
	d.allow(maxMemberBytes)
	if err := d.delim('{', what); err != nil {
		return err
	}
	for d.dec.More() {
		d.allow(limit)
		key, err := d.key(what)
		if err != nil {
			return err
		}
		if err := fn(key); err != nil {
			return err
		}
	}
	return d.delim('}', what)
}

// allow lets the decoder read up to n bytes past where it is.
func (d *docReader) allow(n int64) {
	d.allowed = n
	d.guard.limit = d.guard.read + n
}

func (d *docReader) key(what any) (string, error) {
	tok, err := d.dec.Token()
	if err != nil {
		return "", d.explain(err, what)
	}
	key, ok := tok.(string)
	if !ok {
		return "", badFile("%s: expected a name, found %v", what, tok)
	}
	return key, nil
}

func (d *docReader) delim(want json.Delim, what any) error {
	tok, err := d.token()
	if err != nil {
		return d.explain(err, what)
	}
	if tok != want {
		return badFile("%s: expected %q, found %v", what, want, tokenText(tok))
	}
	return nil
}

// token is the decoder's next token. A bad character where a value begins is found
// again by rescan: Token reads a value with Decode, whose offset is not the file's (it
// is where the value's scan began, before the blank space: a column too far left, or a
// line too early).
func (d *docReader) token() (json.Token, error) {
	tok, err := d.dec.Token()
	if err != nil && strings.HasSuffix(err.Error(), "looking for beginning of value") {
		err = d.rescan(err)
	}
	return tok, err
}

// tokenText is a JSON token as a refusal quotes it: a string in Go quotes (a newline or
// a control character in it must not break the one-line refusal), cut after 40 runes.
func tokenText(tok json.Token) string {
	s, ok := tok.(string)
	if !ok {
		return fmt.Sprint(tok)
	}
	if r := []rune(s); len(r) > 40 {
		s = string(r[:40]) + "…"
	}
	return strconv.Quote(s)
}

// value decodes the next value into v, allowing it limit bytes.
func (d *docReader) value(v any, limit int64, what any) error {
	d.allow(limit)
	if err := d.dec.Decode(v); err != nil {
		return d.explain(d.rescan(err), what)
	}
	return nil
}

// rescan finds a failed Decode's syntax error again in the bytes the decoder still
// holds (from the value's start: a failed Decode consumes nothing), since Decode's
// offset does not count from the start of the file. The error returned has the offset
// of the bad byte in the file, as Token's errors have.
func (d *docReader) rescan(err error) error {
	var syntax, again *json.SyntaxError
	if !errors.As(err, &syntax) || !strings.HasPrefix(syntax.Error(), "invalid character ") {
		return err // a missing colon or comma before the value: its offset is the file's
	}
	held, _ := io.ReadAll(d.dec.Buffered())
	if !errors.As(json.Unmarshal(held, new(json.RawMessage)), &again) {
		return err
	}
	exact := *again
	exact.Offset = d.dec.InputOffset() + max(again.Offset-1, 0) // Unmarshal counts the bad byte
	return &exact
}

// unknownField begins encoding/json's error for a member the type lacks (with
// DisallowUnknownFields); the field's quoted name follows.
const unknownField = "json: unknown field "

// explain turns a decoding error into one line that says where the file went wrong.
func (d *docReader) explain(err error, what any) error {
	var (
		syntax *json.SyntaxError
		typ    *json.UnmarshalTypeError
	)
	at := d.dec.InputOffset()
	switch {
	case errors.Is(err, errTooLarge) && !d.guard.printed:
		return badFile("the file has nothing but blank space in its first %d bytes", d.guard.read)
	case errors.Is(err, errTooLarge) && d.guard.printedTo <= at:
		return badFile("the file holds only blank space from byte %d on, more than the %d bytes talon reads looking for the next value",
			at, d.allowed)
	case errors.Is(err, errTooLarge):
		return badFile("%s is too large (over %d bytes) near byte %d", what, d.allowed, at)
	case at == 0 && errors.Is(err, io.EOF):
		return badFile("the file is empty")
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return badFile("the file ends in the middle of %s (is it cut short?)", what)
	case errors.As(err, &syntax):
		line, col := d.guard.place(syntax.Offset)
		return badFile("%s: %v", what, i18n.JSONErrorAt(syntax, line, col, d.guard.bytesAt(syntax.Offset)))
	case errors.As(err, &typ): // its offset counts from the value's start, long consumed
		return badFile("%s: %v", what, i18n.JSONErrorAt(typ, -1, 0, nil))
	case strings.HasPrefix(err.Error(), unknownField):
		return badFile("%s has an unknown field %s", what, strings.TrimPrefix(err.Error(), unknownField))
	}
	return badFile("%s: %v", what, err)
}

package scoring

import (
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/talon-games/talon/companion/i18n"
)

// A result's tie-break line and notes are stored as their English text (the history,
// a JSON file), which a result read back has without the messages that made it. To
// print such a text in the table's language, talon finds the format that wrote it
// again: each registered format is matched against the text, its arguments are read
// back, and the message so rebuilt is used only when it prints exactly the stored
// English. A text no registered format wrote (an older talon's, a text a game built
// by hand) prints as it is stored, looked up as a catalog key.

// storedArg says how one argument of a stored format is read back from its text.
type storedArg int

const (
	argText   storedArg = iota // a name or other data, printed as it is
	argNumber                  // a whole number as the English printer writes it (1,234)
	argKeys                    // catalog keys joined by ", " (a tie-break's name)
	argSigned                  // a whole number written with its sign (%+d: +3, -2, +0)
	argValues                  // whole numbers joined by " vs " (a tie-break's values)
)

// storedFormat is one format whose English texts are stored.
type storedFormat struct {
	format string
	args   []storedArg
	re     *regexp.Regexp
}

var storedFormats struct {
	sync.RWMutex
	list []storedFormat
}

// verbRE finds every verb of a format (flags, width, precision and an argument index
// included), so that a verb reword cannot read back is refused at registration.
var verbRE = regexp.MustCompile(`%(\[[0-9]+\])?[-+# 0]*[0-9]*(\.[0-9]*)?[a-zA-Z%]`)

// storedVerbs are the verbs reword reads back, with how.
var storedVerbs = map[string]storedArg{"%d": argNumber, "%+d": argSigned, "%s": argText, "%v": argText}

// StoredText registers the format of a text a result keeps as English — a note
// (Result.AddNote's, or one a game appends with i18n.M(...).String()) or a part of
// the tie-break line a game writes itself — so that the text read back from the
// history prints in the table's language. Its %d and %+d arguments are read back as
// numbers, %s and %v as text; any other verb (%q, %5d, %.1f, %[2]s…) could not be read
// back, and registering it panics (at init, so a test of any package shows it).
func StoredText(format string) {
	var args []storedArg
	for _, v := range verbRE.FindAllString(format, -1) {
		if v == "%%" {
			continue
		}
		kind, ok := storedVerbs[v]
		if !ok {
			panic("scoring: stored format " + strconv.Quote(format) + " uses " + v + ", which cannot be read back (use %d, %+d, %s or %v)")
		}
		args = append(args, kind)
	}
	registerStored(format, args...)
}

// StoredFormats lists the registered formats, in registration order (for tests that
// check every game's stored texts have the table's language).
func StoredFormats() []string {
	storedFormats.RLock()
	defer storedFormats.RUnlock()
	out := make([]string, len(storedFormats.list))
	for i, f := range storedFormats.list {
		out[i] = f.format
	}
	return out
}

// registerStored adds a format whose verbs (in order, %% aside) are read back as args.
func registerStored(format string, args ...storedArg) {
	var pattern strings.Builder
	pattern.WriteString("^")
	rest, n := format, 0
	for {
		loc := verbRE.FindStringIndex(rest)
		if loc == nil {
			pattern.WriteString(regexp.QuoteMeta(rest))
			break
		}
		pattern.WriteString(regexp.QuoteMeta(rest[:loc[0]]))
		switch verb := rest[loc[0]:loc[1]]; {
		case verb == "%%":
			pattern.WriteString("%")
		case n < len(args) && args[n] == argNumber:
			pattern.WriteString(`(-?[0-9][0-9,]*)`)
			n++
		case n < len(args) && args[n] == argSigned:
			pattern.WriteString(`([-+][0-9][0-9,]*)`)
			n++
		default:
			pattern.WriteString(`(.+?)`)
			n++
		}
		rest = rest[loc[1]:]
	}
	pattern.WriteString("$")
	if n != len(args) {
		panic("scoring: stored format " + strconv.Quote(format) + " has another number of verbs than arguments")
	}
	f := storedFormat{format: format, args: args, re: regexp.MustCompile(pattern.String())}
	if sample := f.sample(); !f.reads(sample) {
		panic("scoring: stored format " + strconv.Quote(format) + " does not read back its own text " + strconv.Quote(sample))
	}
	storedFormats.Lock()
	defer storedFormats.Unlock()
	storedFormats.list = append(storedFormats.list, f)
}

// sample is a text the format writes (names with "; " and commas, numbers past 1,000).
func (f storedFormat) sample() string {
	args := make([]any, len(f.args))
	for i, kind := range f.args {
		switch kind {
		case argNumber:
			args[i] = -1234 - i
		case argSigned:
			args[i] = 3 + i
		case argKeys:
			args[i] = keyList{"camels", "coins"}
		case argValues:
			args[i] = tieValues{12, -3, 0}
		default:
			args[i] = "Best; Ann, Jr." + strings.Repeat("!", i)
		}
	}
	return i18n.M(f.format, args...).String()
}

// reads says whether the format reads text back as a message printing the same text.
func (f storedFormat) reads(text string) bool {
	_, ok := f.rebuildFrom(text)
	return ok
}

// reword is the stored English text as the message that wrote it, or the text itself
// (a catalog key) when no registered format wrote exactly this text.
func reword(text string) i18n.Message {
	if m, ok := rebuild(text); ok {
		return m
	}
	return keyMessage(text)
}

// rebuild finds the registered format that wrote text and its arguments.
func rebuild(text string) (i18n.Message, bool) {
	storedFormats.RLock()
	defer storedFormats.RUnlock()
	for _, f := range storedFormats.list {
		if msg, ok := f.rebuildFrom(text); ok {
			return msg, true
		}
	}
	return i18n.Message{}, false
}

// rebuildFrom reads text back as the message this format wrote, if it wrote it.
func (f storedFormat) rebuildFrom(text string) (i18n.Message, bool) {
	m := f.re.FindStringSubmatch(text)
	if m == nil {
		return i18n.Message{}, false
	}
	args := make([]any, len(f.args))
	ok := true
	for i, kind := range f.args {
		switch kind {
		case argNumber, argSigned:
			n, err := strconv.Atoi(strings.ReplaceAll(m[i+1], ",", ""))
			args[i], ok = n, ok && err == nil
		case argKeys:
			args[i] = keyList(strings.Split(m[i+1], ", "))
		case argValues:
			var vals tieValues
			for _, v := range strings.Split(m[i+1], " vs ") {
				n, err := strconv.Atoi(v)
				vals, ok = append(vals, n), ok && err == nil
			}
			args[i] = vals
		default:
			args[i] = m[i+1]
		}
	}
	if msg := i18n.M(f.format, args...); ok && msg.String() == text {
		return msg, true
	}
	return i18n.Message{}, false
}

// rewordLine is a stored line of parts joined by "; " (a tie-break line, one part per
// tied group), each part reworded on its own. A player's name may itself hold "; ", so
// the line is cut where every piece is a text a registered format wrote (the most
// pieces first); when no such cut exists the whole line prints as stored, so that no
// piece of a name is ever taken for a catalog key.
func rewordLine(text string) i18n.Localizer {
	pieces := strings.Split(text, "; ")
	if len(pieces) == 1 {
		return reword(text)
	}
	parts, ok := cutLine(pieces)
	if !ok {
		return reword(text)
	}
	items := make([]any, len(parts))
	for i, m := range parts {
		items[i] = m
	}
	return i18n.Join("; ", items...)
}

// cutLine splits pieces (a line cut at every "; ") into runs that each rejoin to a
// text a registered format wrote, shortest runs first; ok is false when none does.
func cutLine(pieces []string) (parts []i18n.Message, ok bool) {
	if len(pieces) == 0 {
		return nil, true
	}
	for n := 1; n <= len(pieces); n++ {
		m, found := rebuild(strings.Join(pieces[:n], "; "))
		if !found {
			continue
		}
		if rest, ok := cutLine(pieces[n:]); ok {
			return append([]i18n.Message{m}, rest...), true
		}
	}
	return nil, false
}

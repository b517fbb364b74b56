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

// verbRE finds the verbs a stored format may use.
var verbRE = regexp.MustCompile(`%[sdv%]`)

// StoredText registers the format of a text a result keeps as English — a note
// (Result.AddNote's, or one a game appends with i18n.M(...).String()) or a part of
// the tie-break line a game writes itself — so that the text read back from the
// history prints in the table's language. Its %d arguments are read back as numbers,
// %s and %v as text.
func StoredText(format string) {
	var args []storedArg
	for _, v := range verbRE.FindAllString(format, -1) {
		switch v {
		case "%d":
			args = append(args, argNumber)
		case "%s", "%v":
			args = append(args, argText)
		}
	}
	registerStored(format, args...)
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
	storedFormats.Lock()
	defer storedFormats.Unlock()
	storedFormats.list = append(storedFormats.list, storedFormat{format: format, args: args, re: regexp.MustCompile(pattern.String())})
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
		m := f.re.FindStringSubmatch(text)
		if m == nil {
			continue
		}
		args := make([]any, len(f.args))
		ok := true
		for i, kind := range f.args {
			switch kind {
			case argNumber:
				n, err := strconv.Atoi(strings.ReplaceAll(m[i+1], ",", ""))
				args[i], ok = n, ok && err == nil
			case argKeys:
				args[i] = keyList(strings.Split(m[i+1], ", "))
			default:
				args[i] = m[i+1]
			}
		}
		if msg := i18n.M(f.format, args...); ok && msg.String() == text {
			return msg, true
		}
	}
	return i18n.Message{}, false
}

// rewordLine is a stored line of parts joined by "; " (a tie-break line, one part per
// tied group), each part reworded on its own.
func rewordLine(text string) i18n.Localizer {
	parts := strings.Split(text, "; ")
	items := make([]any, len(parts))
	for i, part := range parts {
		items[i] = reword(part)
	}
	return i18n.Join("; ", items...)
}

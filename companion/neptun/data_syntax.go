package neptun

import (
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// The table's data file is written in the shape of the digest's §13: a small, strict subset
// of YAML that talon reads itself (no YAML library is allowed in the project):
//
//	key: value                  a mapping entry; "key:" alone opens an indented block
//	- value                     a list item
//	{k: v, k2: v2}  [a, b]      one-line flow mappings and lists, nested as needed
//	# comment                   at the start of a line or after a space
//
// Scalars are plain words or numbers ("leptis_magna", "+2", "UNKNOWN"), or double-quoted.
// Indentation is spaces only.

// Limits that keep a hostile or broken file cheap to reject.
const (
	maxDataBytes = 256 << 10
	maxDataDepth = 8
)

type nodeKind int

const (
	scalarNode nodeKind = iota
	mapNode
	listNode
)

// node is one value of the data file, with the line it starts on for messages.
type node struct {
	line  int
	kind  nodeKind
	text  string   // scalarNode
	keys  []string // mapNode, in file order
	vals  []*node  // mapNode, beside keys
	items []*node  // listNode
}

// get returns the value of key in a mapping, or nil.
func (n *node) get(key string) *node {
	if n == nil || n.kind != mapNode {
		return nil
	}
	for i, k := range n.keys {
		if k == key {
			return n.vals[i]
		}
	}
	return nil
}

// SyntaxError is a data file line talon cannot read.
type SyntaxError struct {
	Line   int
	Reason i18n.Message // what is wrong, read in the table's language
}

func (e *SyntaxError) Error() string { return e.Local(i18n.NewPrinter(i18n.English)) }

// Local is the error in the table's language.
func (e *SyntaxError) Local(p *i18n.Printer) string {
	return p.Sprintf("line %s: %s", strconv.Itoa(e.Line), e.Reason)
}

type srcLine struct {
	no     int
	indent int
	text   string
}

// parseDataSyntax reads the file into a tree of nodes; the top level is a mapping.
func parseDataSyntax(src []byte) (*node, error) {
	if len(src) > maxDataBytes {
		return nil, &SyntaxError{Line: 1, Reason: i18n.M("the file is %d bytes, more than a data file needs (%d)", len(src), maxDataBytes)}
	}
	lines, err := splitLines(string(src))
	if err != nil {
		return nil, err
	}
	p := &blockParser{lines: lines}
	if len(lines) == 0 {
		return &node{line: 1, kind: mapNode}, nil
	}
	if lines[0].indent != 0 {
		return nil, &SyntaxError{Line: lines[0].no, Reason: i18n.M("the first entry must not be indented")}
	}
	root, err := p.block(0, 0)
	if err != nil {
		return nil, err
	}
	if root.kind != mapNode {
		return nil, &SyntaxError{Line: root.line, Reason: i18n.M("the file must be a list of `key: value` entries")}
	}
	if p.pos < len(lines) {
		l := lines[p.pos]
		return nil, &SyntaxError{Line: l.no, Reason: i18n.M("unexpected indentation")}
	}
	return root, nil
}

// splitLines drops blank lines and comments and measures indentation.
func splitLines(src string) ([]srcLine, error) {
	var out []srcLine
	for i, raw := range strings.Split(src, "\n") {
		no := i + 1
		raw = strings.TrimRight(raw, "\r")
		for _, r := range raw {
			if r < 0x20 && r != '\t' || r == 0x7f {
				return nil, &SyntaxError{Line: no, Reason: i18n.M("control character in the file")}
			}
		}
		text := stripComment(raw)
		trimmed := strings.TrimLeft(text, " ")
		if strings.TrimSpace(trimmed) == "" {
			continue
		}
		if strings.HasPrefix(trimmed, "\t") {
			return nil, &SyntaxError{Line: no, Reason: i18n.M("indent with spaces, not tabs")}
		}
		out = append(out, srcLine{no: no, indent: len(text) - len(trimmed), text: strings.TrimSpace(trimmed)})
	}
	return out, nil
}

// stripComment cuts a "#" comment that starts the line or follows a space, outside quotes.
func stripComment(s string) string {
	quoted := false
	for i, r := range s {
		switch {
		case r == '"':
			quoted = !quoted
		case r == '#' && !quoted && (i == 0 || s[i-1] == ' ' || s[i-1] == '\t'):
			return s[:i]
		}
	}
	return s
}

type blockParser struct {
	lines []srcLine
	pos   int
}

// block reads the mapping or list whose entries sit at indent.
func (p *blockParser) block(indent, depth int) (*node, error) {
	first := p.lines[p.pos]
	if depth > maxDataDepth {
		return nil, &SyntaxError{Line: first.no, Reason: i18n.M("nested too deeply")}
	}
	if isListItem(first.text) {
		return p.list(indent, depth)
	}
	return p.mapping(indent, depth)
}

func isListItem(text string) bool { return text == "-" || strings.HasPrefix(text, "- ") }

func (p *blockParser) mapping(indent, depth int) (*node, error) {
	n := &node{line: p.lines[p.pos].no, kind: mapNode}
	for p.pos < len(p.lines) && p.lines[p.pos].indent == indent {
		l := p.lines[p.pos]
		if isListItem(l.text) {
			return nil, &SyntaxError{Line: l.no, Reason: i18n.M("a list item among `key: value` entries")}
		}
		key, rest, ok := splitKey(l.text)
		if !ok {
			return nil, &SyntaxError{Line: l.no, Reason: i18n.M("expected `key: value`, got %q", clip(l.text))}
		}
		if n.get(key) != nil {
			return nil, &SyntaxError{Line: l.no, Reason: i18n.M("%q is given twice", key)}
		}
		p.pos++
		val, err := p.value(l, rest, indent, depth)
		if err != nil {
			return nil, err
		}
		n.keys, n.vals = append(n.keys, key), append(n.vals, val)
	}
	return n, p.checkDedent(indent)
}

func (p *blockParser) list(indent, depth int) (*node, error) {
	n := &node{line: p.lines[p.pos].no, kind: listNode}
	for p.pos < len(p.lines) && p.lines[p.pos].indent == indent {
		l := p.lines[p.pos]
		if !isListItem(l.text) {
			return nil, &SyntaxError{Line: l.no, Reason: i18n.M("a `key: value` entry among list items")}
		}
		p.pos++
		val, err := p.value(l, strings.TrimSpace(strings.TrimPrefix(l.text, "-")), indent, depth)
		if err != nil {
			return nil, err
		}
		n.items = append(n.items, val)
	}
	return n, p.checkDedent(indent)
}

// value reads what follows "key:" or "-": inline text, or an indented block below.
func (p *blockParser) value(l srcLine, rest string, indent, depth int) (*node, error) {
	if rest != "" {
		return parseInline(rest, l.no, depth)
	}
	if p.pos < len(p.lines) && p.lines[p.pos].indent > indent {
		n, err := p.block(p.lines[p.pos].indent, depth+1)
		if n != nil {
			n.line = l.no // messages about the whole block name its key's line
		}
		return n, err
	}
	return &node{line: l.no, kind: scalarNode}, nil
}

// checkDedent refuses a line that is indented less than its block but more than its parent.
func (p *blockParser) checkDedent(indent int) error {
	if p.pos < len(p.lines) && p.lines[p.pos].indent > indent {
		return &SyntaxError{Line: p.lines[p.pos].no, Reason: i18n.M("unexpected indentation")}
	}
	return nil
}

// splitKey splits "key: rest" or "key:"; a key is a plain word.
func splitKey(text string) (key, rest string, ok bool) {
	i := strings.Index(text, ":")
	if i <= 0 || (i+1 < len(text) && text[i+1] != ' ') {
		return "", "", false
	}
	key = strings.TrimSpace(text[:i])
	if strings.ContainsAny(key, "{}[],\" ") {
		return "", "", false
	}
	return key, strings.TrimSpace(text[i+1:]), true
}

func clip(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}

// parseInline reads a scalar or a one-line flow mapping or list.
func parseInline(s string, line, depth int) (*node, error) {
	f := &flowParser{src: s, line: line}
	n, err := f.value(depth)
	if err != nil {
		return nil, err
	}
	f.space()
	if f.pos < len(f.src) {
		return nil, f.fail(i18n.M("unexpected %q after the value", clip(f.src[f.pos:])))
	}
	return n, nil
}

type flowParser struct {
	src  string
	pos  int
	line int
}

func (f *flowParser) fail(reason i18n.Message) error {
	return &SyntaxError{Line: f.line, Reason: reason}
}

func (f *flowParser) space() {
	for f.pos < len(f.src) && f.src[f.pos] == ' ' {
		f.pos++
	}
}

func (f *flowParser) value(depth int) (*node, error) {
	if depth > maxDataDepth {
		return nil, f.fail(i18n.M("nested too deeply"))
	}
	f.space()
	if f.pos >= len(f.src) {
		return &node{line: f.line, kind: scalarNode}, nil
	}
	switch f.src[f.pos] {
	case '{':
		return f.mapping(depth)
	case '[':
		return f.list(depth)
	case '"':
		return f.quoted()
	}
	return f.plain(), nil
}

// plain reads a scalar up to the next flow separator.
func (f *flowParser) plain() *node {
	start := f.pos
	for f.pos < len(f.src) && !strings.ContainsRune(",]}", rune(f.src[f.pos])) {
		if f.src[f.pos] == ':' && (f.pos+1 == len(f.src) || f.src[f.pos+1] == ' ') {
			break
		}
		f.pos++
	}
	return &node{line: f.line, kind: scalarNode, text: strings.TrimSpace(f.src[start:f.pos])}
}

func (f *flowParser) quoted() (*node, error) {
	end := strings.IndexByte(f.src[f.pos+1:], '"')
	if end < 0 {
		return nil, f.fail(i18n.M("a quote is not closed"))
	}
	text := f.src[f.pos+1 : f.pos+1+end]
	f.pos += end + 2
	return &node{line: f.line, kind: scalarNode, text: text}, nil
}

func (f *flowParser) mapping(depth int) (*node, error) {
	n := &node{line: f.line, kind: mapNode}
	f.pos++ // {
	for {
		f.space()
		if f.pos < len(f.src) && f.src[f.pos] == '}' && len(n.keys) == 0 {
			f.pos++
			return n, nil
		}
		key := f.plain().text
		if key == "" || f.pos >= len(f.src) || f.src[f.pos] != ':' {
			return nil, f.fail(i18n.M("expected `key: value` inside { }"))
		}
		if n.get(key) != nil {
			return nil, f.fail(i18n.M("%q is given twice", key))
		}
		f.pos++ // :
		val, err := f.value(depth + 1)
		if err != nil {
			return nil, err
		}
		n.keys, n.vals = append(n.keys, key), append(n.vals, val)
		if done, err := f.next('}'); done || err != nil {
			return n, err
		}
	}
}

func (f *flowParser) list(depth int) (*node, error) {
	n := &node{line: f.line, kind: listNode}
	f.pos++ // [
	for {
		f.space()
		if f.pos < len(f.src) && f.src[f.pos] == ']' && len(n.items) == 0 {
			f.pos++
			return n, nil
		}
		val, err := f.value(depth + 1)
		if err != nil {
			return nil, err
		}
		n.items = append(n.items, val)
		if done, err := f.next(']'); done || err != nil {
			return n, err
		}
	}
}

// next consumes "," (more to come) or the closing bracket (done).
func (f *flowParser) next(closing byte) (bool, error) {
	f.space()
	if f.pos >= len(f.src) {
		return false, f.fail(i18n.M("%q is missing", string(closing)))
	}
	switch f.src[f.pos] {
	case ',':
		f.pos++
		return false, nil
	case closing:
		f.pos++
		return true, nil
	}
	return false, f.fail(i18n.M("expected , or %s, got %q", string(closing), clip(f.src[f.pos:])))
}

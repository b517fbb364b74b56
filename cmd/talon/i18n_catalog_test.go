package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// catalogCall is a call whose string-literal arguments at the given positions are
// catalog keys: texts printed through the catalog, translated where they are shown.
type catalogCall struct {
	pkg, fn string // pkg "" matches a method call on anything but package fmt
	args    []int
}

var catalogCalls = []catalogCall{
	{"i18n", "M", []int{0}},
	{"i18n", "Errorf", []int{0}},
	{"i18n", "Key", []int{0}},
	{"i18n", "AddPlural", []int{1}},
	{"companion", "Refuse", []int{0, 1}},
	{"companion", "Bad", []int{0}},
	{"companion", "NewTerms", []int{0}},   // what one of a list is, in "nincs ilyen (…)"
	{"companion", "NotChecked", []int{0}}, // an outcome's reason, read in the table's language
	{"companion", "ReadInt", []int{0}},    // the name of a number, in "… nem egész szám"
	{"", ".Int", []int{0}},                // Words.Int's name of the number
	{"", ".intArg", []int{0}},             // Marco Polo's reader: Words.Int
	{"", ".Warn", []int{1}},
	{"", "usagef", []int{0}},
	{"", "badFile", []int{0}},  // history's import refusals (BadFileError's reason)
	{"", ".Sprintf", []int{0}}, // a Printer's methods (fmt's are not catalog calls)
	{"", ".Fprintf", []int{1}},
	{"", ".Fprintln", []int{1}},
	// scoring's problems and notes: Problems.Add(player, field, reason, args...),
	// Object.Problem(key, reason, args...), Result.AddNote(format, args...).
	{"", ".Add", []int{2}},
	{"", ".Problem", []int{1}},
	{"", ".AddNote", []int{0}},
}

// catalogKey is one literal key found in the code, with where it was found.
type catalogKey struct {
	key, at string
	file    string // relative to the module's root, with slashes
}

// bypassCalls build an error's English text outside the catalog: in a file that is
// translated, every error a user may read is made with i18n.Errorf (or a game's
// companion.Refuse/Bad), whose text the table reads in its language.
var bypassCalls = []catalogCall{
	{"fmt", "Errorf", []int{0}},
	{"errors", "New", []int{0}},
	{"fmt", "Fprintf", []int{1}}, // writing text straight to a stream
	{"fmt", "Fprintln", everyArg[1:]},
	{"fmt", "Fprint", everyArg[1:]},
	{"fmt", "Printf", []int{0}}, // … or to standard output
	{"fmt", "Println", everyArg},
	{"fmt", "Print", everyArg},
	{"io", "WriteString", []int{1}},
	{"", ".WriteString", []int{0}},                         // a strings.Builder, bufio.Writer, os.File, …
	{"", ".Write", []int{0}},                               // w.Write([]byte("…"))
	{"", ".newTable", []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}, // a table's title and column titles
}

// everyArg are the positions of a variadic call's arguments, as far as any call here goes.
var everyArg = []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}

// findCatalogKeys lists the literal catalog keys in one Go source file.
func findCatalogKeys(fset *token.FileSet, file *ast.File) []catalogKey {
	return findCalls(fset, file, catalogCalls)
}

// findCalls lists the literal arguments of calls in one Go source file.
func findCalls(fset *token.FileSet, file *ast.File, calls []catalogCall) []catalogKey {
	return findCallsIn(fset, file, calls, nil)
}

// findCallsIn lists the texts given to calls in one Go source file: string literals,
// []byte("…") conversions of them, and string constants named in place of a literal
// (usagef(clockGap, …), p.Sprintf(sessionFlagHelp), fmt.Fprintln(w, catan.OptLayout)),
// which consts resolves.
func findCallsIn(fset *token.FileSet, file *ast.File, calls []catalogCall, consts *stringConsts) []catalogKey {
	pkgName := file.Name.Name
	imports := consts.importsOf(file)
	var keys []catalogKey
	ast.Inspect(file, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		for _, c := range calls {
			if !callMatches(call.Fun, pkgName, c) {
				continue
			}
			for _, i := range c.args {
				if i >= len(call.Args) {
					continue
				}
				if s, pos, ok := consts.text(call.Args[i], imports); ok {
					keys = append(keys, catalogKey{key: s, at: fset.Position(pos).String()})
				}
			}
		}
		return true
	})
	return keys
}

// stringConsts are the module's string constants, by package directory (relative to
// the module's root, with slashes) and name.
type stringConsts struct {
	module string                       // the module's path, for imports of its packages
	dir    string                       // the directory of the file being scanned
	byDir  map[string]map[string]string // directory → constant → value
}

// importsOf maps the names file imports the module's packages by to their directories.
func (c *stringConsts) importsOf(file *ast.File) map[string]string {
	if c == nil {
		return nil
	}
	out := map[string]string{}
	for _, imp := range file.Imports {
		path, err := strconv.Unquote(imp.Path.Value)
		if err != nil || !strings.HasPrefix(path, c.module+"/") {
			continue
		}
		dir := strings.TrimPrefix(path, c.module+"/")
		name := dir[strings.LastIndex(dir, "/")+1:]
		if imp.Name != nil {
			name = imp.Name.Name
		}
		out[name] = dir
	}
	return out
}

// text is the string an argument gives: a literal, a []byte or string conversion of
// one, or a string constant of the file's package or of a module package it imports.
func (c *stringConsts) text(e ast.Expr, imports map[string]string) (string, token.Pos, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind == token.STRING {
			if s, err := strconv.Unquote(e.Value); err == nil {
				return s, e.Pos(), true
			}
		}
	case *ast.ParenExpr:
		return c.text(e.X, imports)
	case *ast.CallExpr: // []byte("…"), string(…)
		if len(e.Args) == 1 && isTextConversion(e.Fun) {
			return c.text(e.Args[0], imports)
		}
	case *ast.Ident:
		if c != nil {
			if v, ok := c.byDir[c.dir][e.Name]; ok {
				return v, e.Pos(), true
			}
		}
	case *ast.SelectorExpr:
		if x, ok := e.X.(*ast.Ident); ok && c != nil && imports[x.Name] != "" {
			if v, ok := c.byDir[imports[x.Name]][e.Sel.Name]; ok {
				return v, e.Pos(), true
			}
		}
	}
	return "", token.NoPos, false
}

// isTextConversion says whether fun is the type of a conversion to []byte or string.
func isTextConversion(fun ast.Expr) bool {
	switch f := fun.(type) {
	case *ast.ArrayType:
		elt, ok := f.Elt.(*ast.Ident)
		return ok && f.Len == nil && elt.Name == "byte"
	case *ast.Ident:
		return f.Name == "string"
	}
	return false
}

// collectStringConsts adds the top-level string constants of one file to the table.
func (c *stringConsts) collect(dir string, file *ast.File) {
	for _, decl := range file.Decls {
		gen, ok := decl.(*ast.GenDecl)
		if !ok || gen.Tok != token.CONST {
			continue
		}
		for _, spec := range gen.Specs {
			vs := spec.(*ast.ValueSpec)
			for i, name := range vs.Names {
				if i >= len(vs.Values) {
					continue
				}
				if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
					if s, err := strconv.Unquote(lit.Value); err == nil {
						if c.byDir[dir] == nil {
							c.byDir[dir] = map[string]string{}
						}
						c.byDir[dir][name.Name] = s
					}
				}
			}
		}
	}
}

func callMatches(fun ast.Expr, pkgName string, c catalogCall) bool {
	switch f := fun.(type) {
	case *ast.Ident: // a call inside the package itself: Refuse(...) in package companion
		return (c.pkg == pkgName || c.pkg == "") && f.Name == c.fn
	case *ast.SelectorExpr:
		if strings.HasPrefix(c.fn, ".") {
			if x, ok := f.X.(*ast.Ident); ok && x.Name == "fmt" {
				return false
			}
			if c.fn == ".Add" && boundReceiver(f.X) {
				return false // scoring.Bound.Add(ps, player, field, n): its third argument is a field
			}
			if c.fn == ".Int" && optionsReceiver(f.X) {
				return false // Options.Int(name, …): name is an option's id, printed as typed ("option max_pips")
			}
			return "."+f.Sel.Name == c.fn
		}
		x, ok := f.X.(*ast.Ident)
		return ok && x.Name == c.pkg && f.Sel.Name == c.fn
	}
	return false
}

// boundReceiver says whether x names a scoring.Bound (goldBound, c.bound), whose Add
// takes a field, not a reason, where Problems.Add takes the reason.
func boundReceiver(x ast.Expr) bool {
	return strings.HasSuffix(strings.ToLower(receiverName(x)), "bound")
}

// optionsReceiver says whether x names a session's companion.Options (opts,
// cfg.Options), whose Int takes the option's id, which `--option` takes in every
// language and which is printed plain, where Words.Int takes a catalog key.
func optionsReceiver(x ast.Expr) bool {
	name := receiverName(x)
	return name == "opts" || name == "Options"
}

// receiverName is the last name of a method's receiver: b for b.Add, bound for c.bound.Add.
func receiverName(x ast.Expr) string {
	switch x := x.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.SelectorExpr:
		return x.Sel.Name
	}
	return ""
}

// catalogFields are struct fields whose literal texts are catalog keys, printed through
// the catalog where they are shown: a scoring question (scoring.Field.Prompt) and the
// reason of a bound (scoring.Bound.Why).
var catalogFields = map[string]bool{"Prompt": true, "Why": true}

// findFieldKeys lists the literal texts given to catalogFields in composite literals.
func findFieldKeys(fset *token.FileSet, file *ast.File) []catalogKey {
	var keys []catalogKey
	ast.Inspect(file, func(n ast.Node) bool {
		kv, ok := n.(*ast.KeyValueExpr)
		if !ok {
			return true
		}
		name, ok := kv.Key.(*ast.Ident)
		lit, isLit := kv.Value.(*ast.BasicLit)
		if ok && catalogFields[name.Name] && isLit && lit.Kind == token.STRING {
			if s, err := strconv.Unquote(lit.Value); err == nil {
				keys = append(keys, catalogKey{key: s, at: fset.Position(lit.Pos()).String()})
			}
		}
		return true
	})
	return keys
}

// moduleCatalogKeys scans every non-test Go file of the module for catalog keys.
func moduleCatalogKeys(t *testing.T) []catalogKey {
	return moduleScanConsts(t, func(fset *token.FileSet, file *ast.File, consts *stringConsts) []catalogKey {
		return append(findCallsIn(fset, file, catalogCalls, consts), findFieldKeys(fset, file)...)
	})
}

// moduleCalls scans every non-test Go file of the module.
func moduleCalls(t *testing.T, calls []catalogCall) []catalogKey {
	return moduleScanConsts(t, func(fset *token.FileSet, file *ast.File, consts *stringConsts) []catalogKey {
		return findCallsIn(fset, file, calls, consts)
	})
}

// moduleScan runs find over every non-test Go file of the module.
func moduleScan(t *testing.T, find func(*token.FileSet, *ast.File) []catalogKey) []catalogKey {
	t.Helper()
	return moduleScanConsts(t, func(fset *token.FileSet, file *ast.File, _ *stringConsts) []catalogKey { return find(fset, file) })
}

// moduleScanConsts runs find over every non-test Go file of the module, with the
// module's string constants (read from every file first) to resolve names by.
func moduleScanConsts(t *testing.T, find func(*token.FileSet, *ast.File, *stringConsts) []catalogKey) []catalogKey {
	t.Helper()
	root := filepath.Join("..", "..")
	fset := token.NewFileSet()
	type parsed struct {
		rel  string // relative to the module's root, with slashes
		file *ast.File
	}
	var files []parsed
	consts := &stringConsts{module: "github.com/talon-games/talon", byDir: map[string]map[string]string{}}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		// Test-support packages (companiontest, historytest, scoringtest, clubtest) are
		// never in the binary: nobody at a table reads their texts.
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") || strings.HasSuffix(d.Name(), "test")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		file, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		files = append(files, parsed{rel, file})
		consts.collect(pathDir(rel), file)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var keys []catalogKey
	for _, f := range files {
		consts.dir = pathDir(f.rel)
		for _, k := range find(fset, f.file, consts) {
			k.file = f.rel
			keys = append(keys, k)
		}
	}
	return keys
}

// pathDir is a slash path's directory ("." for a file at the root).
func pathDir(rel string) string {
	if i := strings.LastIndex(rel, "/"); i >= 0 {
		return rel[:i]
	}
	return "."
}

// Every text the code sends through the catalog has its Hungarian text.
func TestEveryCatalogKeyHasHungarian(t *testing.T) {
	keys := moduleCatalogKeys(t)
	if len(keys) < 50 {
		t.Fatalf("found only %d catalog keys: the scanner is not finding the calls", len(keys))
	}
	bypass := moduleCalls(t, bypassCalls)
	missing, untranslated, listed := catalogGaps(keys, bypass, i18nPending, bypassNotProse)
	if len(missing) > 0 {
		t.Errorf("%d texts a user may read are not in the catalog with Hungarian text "+
			"(add them to the package's messages_hu.go):\n%s", len(missing), strings.Join(missing, "\n"))
	}
	for file := range i18nPending {
		if !untranslated[file] {
			t.Errorf("%s is translated now: take it off i18nPending (i18n_pending_test.go)", file)
		}
	}
	for id := range bypassNotProse {
		if !listed[id] {
			t.Errorf("%q is listed in bypassNotProse but no longer in the code: take it off", id)
		}
	}
}

// bypassNotProse are texts written straight to a stream that no table reads as words:
// markup, a file format's own names, SQL, a command typed as it is. By "file|text", with
// why. Texts without a word of three letters (an SVG's closing tag, "\\x") need no entry.
var bypassNotProse = map[string]string{
	"cmd/talon/cmd_games.go|talon play":                           "a column titled by the command it is about, typed the same in every language",
	"companion/genoa/board_file.go|  },\n  \"cells\": [\n":        "the board file's JSON, read back by talon",
	"history/bgstats_export.go|{\n  \"plays\": [":                 "BG Stats' JSON: its keys are BG Stats' own",
	"history/first_seat.go|CASE WHEN s.setup IS NULL THEN r.seat": "SQL",
	"history/first_seat.go| ELSE r.seat END":                      "SQL",
}

// catalogGaps is TestEveryCatalogKeyHasHungarian's decision: the catalog keys (keys)
// without a Hungarian text, empty counting as none, and the texts written around the
// catalog (bypass) that are words, outside the files pending translation. untranslated
// are the files with either; listed the notProse entries met.
func catalogGaps(keys, bypass []catalogKey, pending map[string]bool, notProse map[string]string) (missing []string, untranslated, listed map[string]bool) {
	untranslated, listed = map[string]bool{}, map[string]bool{}
	seen := map[string]bool{}
	for _, k := range keys {
		if k.key == "" || !hasLetter(k.key) {
			continue
		}
		if text, ok := i18n.Text(i18n.Hungarian, k.key); ok && strings.TrimSpace(text) != "" {
			continue
		}
		untranslated[k.file] = true
		if seen[k.key] || pending[k.file] {
			continue
		}
		seen[k.key] = true
		missing = append(missing, k.at+": "+strconv.Quote(k.key))
	}
	for _, k := range bypass {
		if !hasWord(k.key) {
			continue
		}
		if id := k.file + "|" + k.key; notProse[id] != "" {
			listed[id] = true
			continue
		}
		untranslated[k.file] = true
		if !pending[k.file] {
			missing = append(missing, k.at+": English only (use i18n.Errorf, or the Printer to write): "+strconv.Quote(k.key))
		}
	}
	sort.Strings(missing)
	return missing, untranslated, listed
}

// markupTag is an XML tag, such as an SVG's "</svg>": markup, not words.
var markupTag = regexp.MustCompile(`</?[a-zA-Z][^<>]*>`)

// threeLetters is the shortest word a text written around the catalog is taken to say.
var threeLetters = regexp.MustCompile(`[\p{L}]{3,}`)

// hasWord says whether a text written around the catalog says anything in words: a
// run of three letters outside markup and format verbs ("ss", "\\x", "</svg>" do not).
func hasWord(s string) bool {
	return hasLetter(s) && threeLetters.MatchString(markupTag.ReplaceAllString(terminalControl.ReplaceAllString(s, ""), ""))
}

// terminalControl is an escape sequence that moves the cursor or clears: its letters
// are no words.
var terminalControl = regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]`)

func hasLetter(s string) bool {
	s = terminalControl.ReplaceAllString(s, "")
	for _, verbless := range strings.Split(s, "%") {
		for i, r := range verbless {
			if i == 0 && verbless != s && strings.ContainsRune("vsdqfgxXtTbcw[]0123456789.+-# ", r) {
				continue // the verb after a %
			}
			if (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') {
				return true
			}
		}
	}
	return false
}

func TestCatalogHasNoConflicts(t *testing.T) {
	if c := i18n.Conflicts(); len(c) > 0 {
		t.Errorf("keys added twice with different texts:\n%s", strings.Join(c, "\n"))
	}
}

// The scanner finds keys in every shape of call it knows, given as literals or as
// constants named in their place, and nothing else: a negative control for the test
// above.
func TestCatalogScannerFindsKeys(t *testing.T) {
	src := `package companion
import ("fmt"; "github.com/talon-games/talon/companion/i18n"; gn "github.com/talon-games/talon/companion/genoa")
const (
	kKey = "k %d"
	notText = 3
)
func f(p *i18n.Printer, opts Options, cfg Config, w *Words) {
	_ = i18n.M("a %d", 1)
	_ = i18n.Errorf("b: %w", nil)
	_ = Refuse("c rule", "d %s", "x")
	_ = Bad("e")
	_ = p.Sprintf("f")
	p.Fprintf(nil, "g")
	_ = fmt.Sprintf("not a key")
	_ = i18n.Key("h")
	_ = usagef("i")
	_ = badFile("j %q")
	_ = p.Sprintf(kKey, 1)
	_ = usagef(gn.OptLedger)
	_ = p.Sprintf(notText)
	_ = p.Sprintf(unknownName)
	_, _ = w.Int("l", 1, 2)
	_, _ = opts.Int("max_pips", 0, 0, 9)
	_, _ = cfg.Options.Int(kKey, 0, 0, 9)
}`
	got := scanSource(t, "companion", src, catalogCalls)
	want := "a %d|b: %w|c rule|d %s|e|f|g|h|i|j %q|k %d|ledger|l"
	if strings.Join(got, "|") != want {
		t.Errorf("found %q, want %q", strings.Join(got, "|"), want)
	}
	if i18n.Has(i18n.Hungarian, "d %s") {
		t.Error("negative control: a made-up key is in the catalog")
	}
}

// scanSource runs the scanner over one made-up file of package directory dir, with the
// module's constants of companion/genoa (OptLedger) and the file's own.
func scanSource(t *testing.T, dir, src string, calls []catalogCall) []string {
	t.Helper()
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "x.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	consts := &stringConsts{module: "github.com/talon-games/talon", dir: dir, byDir: map[string]map[string]string{
		"companion/genoa": {"OptLedger": "ledger"}}}
	consts.collect(dir, file)
	var got []string
	for _, k := range findCallsIn(fset, file, calls, consts) {
		got = append(got, k.key)
	}
	return got
}

// The bypass scan finds English written straight to a stream, to standard output, to
// any writer's WriteString or Write, or given to a table as its titles, and not a
// terminal's control sequence: its negative control.
func TestBypassScannerFindsStreamsAndTables(t *testing.T) {
	src := `package main
import ("io"; "fmt"; "os")
const said = "Said by name"
func g(f *Factory, b *strings.Builder, bw *bufio.Writer) {
	io.WriteString(f.Out, "Rolled the dice\n")
	io.WriteString(f.Out, "\x1b[1A\r\x1b[2K")
	f.newTable("", "Die", f.P.Sprintf("Value"))
	fmt.Println("plain")
	fmt.Println(f.P.Sprintf("Value"), "and more")
	fmt.Print("printed")
	fmt.Printf("printed %d", 1)
	fmt.Fprint(os.Stdout, 1, "two")
	b.WriteString("built")
	bw.WriteString(said)
	os.Stdout.WriteString("to the file")
	f.Out.Write([]byte("bytes written"))
	f.Out.Write(data)
	b.WriteString(f.P.Sprintf("Value"))
	b.WriteString("</svg>\n")
}`
	var got []string
	for _, k := range scanSource(t, "cmd/talon", src, bypassCalls) {
		if hasWord(k) {
			got = append(got, k)
		}
	}
	want := "Rolled the dice\n|Die|plain|and more|printed|printed %d|two|built|Said by name|to the file|bytes written"
	if strings.Join(got, "|") != want {
		t.Errorf("found %q, want %q", strings.Join(got, "|"), want)
	}
}

// catalogGaps, the catalog test's decision, reports a made-up key that has no
// Hungarian, one whose Hungarian is empty, and English written around the catalog,
// and passes a key with Hungarian text and a pending file's English: the control that
// the whole check can fail.
func TestCatalogGapsReportsWhatIsMissing(t *testing.T) {
	const noText, emptyText = "zz made-up text %d nobody translated", "zz made-up text whose Hungarian is empty"
	i18n.Add(i18n.Hungarian, map[string]string{emptyText: ""})
	if !i18n.Has(i18n.Hungarian, emptyText) {
		t.Fatal("the empty Hungarian text was not added")
	}
	keys := []catalogKey{
		{key: noText, at: "a.go:1", file: "a.go"},
		{key: emptyText, at: "a.go:2", file: "a.go"},
		{key: "Game", at: "b.go:1", file: "b.go"}, // "Játék"
		{key: noText, at: "c.go:1", file: "c.go"}, // pending
	}
	bypass := []catalogKey{
		{key: "Rolled the dice", at: "d.go:1", file: "d.go"},
		{key: "Rolled the dice", at: "c.go:2", file: "c.go"},    // pending
		{key: "</svg>\n", at: "d.go:2", file: "d.go"},           // markup
		{key: "SELECT 1 FROM here", at: "d.go:3", file: "d.go"}, // listed
	}
	missing, untranslated, listed := catalogGaps(keys, bypass, map[string]bool{"c.go": true},
		map[string]string{"d.go|SELECT 1 FROM here": "SQL"})
	want := []string{
		"a.go:1: " + strconv.Quote(noText),
		"a.go:2: " + strconv.Quote(emptyText),
		"d.go:1: English only (use i18n.Errorf, or the Printer to write): \"Rolled the dice\"",
	}
	if strings.Join(missing, "\n") != strings.Join(want, "\n") {
		t.Errorf("reported:\n%s\nwant:\n%s", strings.Join(missing, "\n"), strings.Join(want, "\n"))
	}
	if !untranslated["a.go"] || untranslated["b.go"] || !untranslated["c.go"] || !untranslated["d.go"] {
		t.Errorf("files with gaps %v, want a.go, c.go and d.go", untranslated)
	}
	if !listed["d.go|SELECT 1 FROM here"] {
		t.Error("the listed SQL was not marked as met")
	}
}

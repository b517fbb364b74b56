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
	{"fmt", "Fprintln", []int{1}},
	{"fmt", "Fprint", []int{1}},
	{"fmt", "Printf", []int{0}},
	{"fmt", "Println", []int{0}},
	{"io", "WriteString", []int{1}},                        // text written straight to a stream
	{"", ".newTable", []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}, // a table's title and column titles
}

// findCatalogKeys lists the literal catalog keys in one Go source file.
func findCatalogKeys(fset *token.FileSet, file *ast.File) []catalogKey {
	return findCalls(fset, file, catalogCalls)
}

// findCalls lists the literal arguments of calls in one Go source file.
func findCalls(fset *token.FileSet, file *ast.File, calls []catalogCall) []catalogKey {
	pkgName := file.Name.Name
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
				if lit, ok := call.Args[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
					if s, err := strconv.Unquote(lit.Value); err == nil {
						keys = append(keys, catalogKey{key: s, at: fset.Position(lit.Pos()).String()})
					}
				}
			}
		}
		return true
	})
	return keys
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
	var name string
	switch x := x.(type) {
	case *ast.Ident:
		name = x.Name
	case *ast.SelectorExpr:
		name = x.Sel.Name
	}
	return strings.HasSuffix(strings.ToLower(name), "bound")
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
	return moduleScan(t, func(fset *token.FileSet, file *ast.File) []catalogKey {
		return append(findCalls(fset, file, catalogCalls), findFieldKeys(fset, file)...)
	})
}

// moduleCalls scans every non-test Go file of the module.
func moduleCalls(t *testing.T, calls []catalogCall) []catalogKey {
	return moduleScan(t, func(fset *token.FileSet, file *ast.File) []catalogKey { return findCalls(fset, file, calls) })
}

// moduleScan runs find over every non-test Go file of the module.
func moduleScan(t *testing.T, find func(*token.FileSet, *ast.File) []catalogKey) []catalogKey {
	t.Helper()
	root := filepath.Join("..", "..")
	fset := token.NewFileSet()
	var keys []catalogKey
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
		for _, k := range find(fset, file) {
			k.file = filepath.ToSlash(rel)
			keys = append(keys, k)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return keys
}

// Every text the code sends through the catalog has its Hungarian text.
func TestEveryCatalogKeyHasHungarian(t *testing.T) {
	keys := moduleCatalogKeys(t)
	if len(keys) < 50 {
		t.Fatalf("found only %d catalog keys: the scanner is not finding the calls", len(keys))
	}
	var missing []string
	untranslated := map[string]bool{} // files with a key lacking Hungarian
	seen := map[string]bool{}
	for _, k := range keys {
		if k.key == "" || i18n.Has(i18n.Hungarian, k.key) || !hasLetter(k.key) {
			continue
		}
		untranslated[k.file] = true
		if seen[k.key] || i18nPending[k.file] {
			continue
		}
		seen[k.key] = true
		missing = append(missing, k.at+": "+strconv.Quote(k.key))
	}
	for _, k := range moduleCalls(t, bypassCalls) {
		if !hasLetter(k.key) {
			continue
		}
		untranslated[k.file] = true
		if !i18nPending[k.file] {
			missing = append(missing, k.at+": English only (use i18n.Errorf, or the Printer to write): "+strconv.Quote(k.key))
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("%d texts a user may read are not in the catalog with Hungarian text "+
			"(add them to the package's messages_hu.go):\n%s", len(missing), strings.Join(missing, "\n"))
	}
	for file := range i18nPending {
		if !untranslated[file] {
			t.Errorf("%s is translated now: take it off i18nPending (i18n_pending_test.go)", file)
		}
	}
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

// The scanner finds keys in every shape of call it knows, and nothing else: a negative
// control for the test above.
func TestCatalogScannerFindsKeys(t *testing.T) {
	src := `package companion
import ("fmt"; "github.com/talon-games/talon/companion/i18n")
func f(p *i18n.Printer) {
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
}`
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "x.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, k := range findCatalogKeys(fset, file) {
		got = append(got, k.key)
	}
	want := "a %d|b: %w|c rule|d %s|e|f|g|h|i|j %q"
	if strings.Join(got, "|") != want {
		t.Errorf("found %q, want %q", strings.Join(got, "|"), want)
	}
	if i18n.Has(i18n.Hungarian, "d %s") {
		t.Error("negative control: a made-up key is in the catalog")
	}
}

// The bypass scan finds English written straight to a stream or given to a table as
// its titles, and not a terminal's control sequence: its negative control.
func TestBypassScannerFindsStreamsAndTables(t *testing.T) {
	src := `package main
import ("io"; "fmt")
func g(f *Factory) {
	io.WriteString(f.Out, "Rolled the dice\n")
	io.WriteString(f.Out, "\x1b[1A\r\x1b[2K")
	f.newTable("", "Die", f.P.Sprintf("Value"))
	fmt.Println("plain")
}`
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "x.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, k := range findCalls(fset, file, bypassCalls) {
		if hasLetter(k.key) {
			got = append(got, k.key)
		}
	}
	if want := "Rolled the dice\n|Die|plain"; strings.Join(got, "|") != want {
		t.Errorf("found %q, want %q", strings.Join(got, "|"), want)
	}
}

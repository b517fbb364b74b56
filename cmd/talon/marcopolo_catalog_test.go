package main

import (
	"go/ast"
	"go/token"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// marcoPoloCatalogCalls are the Marco Polo rules' own helpers whose literal text is a
// catalog key, which the module-wide catalog test does not know by name: refuse (the
// package's short name for companion.Refuse: rule and reason), note and noteUnchecked
// (what an action did), and the names a missing or unreadable word is called by in the
// kit's messages (next, intArg, namedInt, parseInts, ReadInt, newNameIndex).
var marcoPoloCatalogCalls = map[string][]int{
	"refuse":        {0, 1},
	"note":          {0},
	"noteUnchecked": {0},
	"next":          {0},
	"intArg":        {0},
	"namedInt":      {0},
	"parseInts":     {0},
	"ReadInt":       {0},
	"newNameIndex":  {0},
}

// marcoPoloSetupFiles are the setup side's files (another translator's area, issue 16),
// checked here once they leave the pending list.
var marcoPoloSetupFiles = []string{"final.go", "newgame.go", "setup.go", "score"}

// Every refusal, note and word name of the Marco Polo rules has Hungarian text.
func TestMarcoPoloRulesTextsHaveHungarian(t *testing.T) {
	found := 0
	var missing []string
	moduleScan(t, func(fset *token.FileSet, file *ast.File) []catalogKey {
		name := fset.Position(file.Pos()).Filename
		if !strings.Contains(name, "companion/marcopolo/") {
			return nil
		}
		base := name[strings.LastIndex(name, "/")+1:]
		for _, setup := range marcoPoloSetupFiles {
			if strings.HasPrefix(base, setup) && i18nPending["companion/marcopolo/"+base] {
				return nil
			}
		}
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			fun := call.Fun
			if ix, ok := fun.(*ast.IndexExpr); ok { // newNameIndex[Good]("good")
				fun = ix.X
			}
			if sel, ok := fun.(*ast.SelectorExpr); ok { // s.note(…): the method's name
				fun = sel.Sel
			}
			fn, _ := fun.(*ast.Ident)
			for _, i := range marcoPoloCatalogCalls[identName(fn)] {
				if i >= len(call.Args) {
					continue
				}
				lit, ok := call.Args[i].(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					continue
				}
				key, err := strconv.Unquote(lit.Value)
				if err != nil || !hasLetter(key) {
					continue
				}
				found++
				if !i18n.Has(i18n.Hungarian, key) {
					missing = append(missing, fset.Position(lit.Pos()).String()+": "+strconv.Quote(key))
				}
			}
			return true
		})
		return nil
	})
	if found < 100 {
		t.Fatalf("found only %d refusals and notes: the scanner is not finding the calls", found)
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("%d Marco Polo texts have no Hungarian text (companion/marcopolo/messages_hu_rules.go):\n%s",
			len(missing), strings.Join(missing, "\n"))
	}
}

// identName is the identifier's name, or "" for none.
func identName(id *ast.Ident) string {
	if id == nil {
		return ""
	}
	return id.Name
}

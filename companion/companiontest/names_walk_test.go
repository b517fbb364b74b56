package companiontest

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// recorder is a testing.TB that keeps the failures instead of failing.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, strings.TrimSpace(strings.ReplaceAll(format, "%", "")))
}

// WalkNames' negative controls: a list whose alias the reader does not take, one
// whose alias names two terms, and one sound list.
func TestWalkNamesFailsWhereTheTableWould(t *testing.T) {
	sound := companion.NewTerms("thing",
		companion.Term{ID: "grain", Aliases: []string{"gabona", "Getreide"}, Names: i18n.Term{HU: "gabona"}},
		companion.Term{ID: "sugar_mill", Label: "Sugar Mill", Aliases: []string{"cukormalom", "Zuckermühle"}})
	r := &recorder{TB: t}
	if n := WalkNames(r, "sound", sound, nil, nil); len(r.errs) > 0 || n < 20 {
		t.Errorf("a sound list: %d spellings read, failures %q", n, r.errs)
	}

	clash := companion.NewTerms("thing",
		companion.Term{ID: "grain", Aliases: []string{"gabona"}},
		companion.Term{ID: "wheat", Aliases: []string{"Gabona"}})
	r = &recorder{TB: t}
	WalkNames(r, "clash", clash, nil, nil)
	if !strings.Contains(strings.Join(r.errs, "\n"), "one spelling names two terms") {
		t.Errorf("an alias of two terms passed: %q", r.errs)
	}
	r = &recorder{TB: t}
	WalkNames(r, "clash", clash, nil, map[string]string{"gabona": "both, on purpose"})
	if len(r.errs) > 0 {
		t.Errorf("a deliberate shared alias still failed: %q", r.errs)
	}

	// The printed Hungarian name that is no alias is refused by the matcher: caught.
	unread := companion.NewTerms("thing", companion.Term{ID: "ore", Names: i18n.Term{HU: "érc"}})
	r = &recorder{TB: t}
	WalkNames(r, "unread", unread, nil, nil)
	if len(r.errs) == 0 {
		t.Error("a printed name the reader refuses passed")
	}
	// A reader that drops accents wrongly (reads only as written) fails its variants.
	r = &recorder{TB: t}
	WalkNames(r, "strict", sound, func(typed string) (string, error) {
		for _, term := range sound.Terms {
			for _, s := range Spellings(term) {
				if s == typed {
					return term.ID, nil
				}
			}
		}
		return "", companion.Bad("no")
	}, nil)
	if len(r.errs) == 0 {
		t.Error("a reader that takes no case or accent variant passed")
	}
}

package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/companion/companiontest"
	"github.com/talon-games/talon/randomizers"
)

var update = flag.Bool("update", false, "rewrite golden files under testdata/")

// scriptedPrompter answers prompts from a script, failing the test on a mismatch.
// Each answer is either an item to select (matched by prefix) or a line to type.
type scriptedPrompter struct {
	t         *testing.T
	answers   []string
	asked     []string
	offered   [][]string // the items of every Select, in order
	more      [][]string // what each item leaves out, shown under the list (Item.More)
	labels    []string   // the label of every Select, in order
	sizes     []int      // the rows every Select asked to show (Question.Size), in order
	noMatches []string   // what a list said to typed text that matched nothing
	refused   []string   // what a line question's validator said to a refused answer
	// meanwhile, when set, runs after the Select of that number (from 0) is answered: what
	// another terminal does while the question is on the screen.
	meanwhile map[int]func()
}

func (p *scriptedPrompter) next(label string) string {
	p.t.Helper()
	p.asked = append(p.asked, label)
	if len(p.answers) == 0 {
		p.t.Fatalf("prompt %q asked, but the script has no answers left (asked so far: %q)", label, p.asked)
	}
	a := p.answers[0]
	p.answers = p.answers[1:]
	return a
}

// Select types the next answer into the list as a person would: the list keeps what
// matchItems leaves and Enter takes the first of them when takes allows it. Otherwise
// the list's hint (kept in noMatches) is read and the next answer typed, as a person
// would. "^C" is Ctrl-C, "<esc>" is Esc.
func (p *scriptedPrompter) Select(q Question) (int, error) {
	p.offered = append(p.offered, texts(q.Items))
	more := make([]string, len(q.Items))
	for i, it := range q.Items {
		more[i] = it.More
	}
	p.more = append(p.more, more)
	p.labels = append(p.labels, q.Label)
	p.sizes = append(p.sizes, q.Size)
	for {
		if len(p.answers) > 0 && p.answers[0] == "^C" {
			p.answers = p.answers[1:]
			return 0, errInterrupted
		}
		if len(p.answers) > 0 && p.answers[0] == "<esc>" {
			p.answers = p.answers[1:]
			return 0, errBack
		}
		typed := p.next(q.Label)
		if left := matchItems(q.Items, typed); len(left) > 0 && takes(q.Items, typed, false, left[0]) {
			if then := p.meanwhile[len(p.offered)-1]; then != nil {
				then()
			}
			if q.Typed != nil {
				*q.Typed = strings.TrimSpace(typed)
			}
			return left[0], nil
		}
		p.noMatches = append(p.noMatches, hint(english, q, typed)) // the person reads it and types again
	}
}

func (p *scriptedPrompter) Input(label string, validate func(string) error) (string, error) {
	for {
		switch a := p.next(label); {
		case a == "^C":
			return "", errInterrupted
		case a == "<esc>":
			return "", errBack
		case validate == nil:
			return a, nil
		default:
			if err := validate(a); err == nil {
				return a, nil
			} else {
				p.refused = append(p.refused, err.Error()) // what the prompter prints
			}
		}
		// A scripted answer the validator refuses is retried with the next answer, as
		// a person would after seeing the message.
	}
}

func (p *scriptedPrompter) Confirm(label string) (bool, error) {
	a := p.next(label)
	return a == "y", nil
}

// env is one test's talon: a temporary database, a fixed clock and seed.
type env struct {
	t      *testing.T
	db     string
	now    time.Time
	seed   randomizers.Seed
	prompt *scriptedPrompter
	tty    bool
	stdin  string
	vars   map[string]string
	width  int // the terminal's columns; 0: talon's default, 80
	height int // the terminal's lines; 0: not a terminal's
}

func newEnv(t *testing.T) *env {
	t.Helper()
	return &env{
		t:      t,
		db:     filepath.Join(t.TempDir(), "talon.db"),
		now:    time.Date(2026, 11, 22, 19, 30, 0, 0, time.UTC),
		seed:   randomizers.Seed(0x5EED),
		prompt: &scriptedPrompter{t: t},
		vars:   map[string]string{},
	}
}

// run executes talon in-process and returns stdout, stderr and the exit status.
func (e *env) run(args ...string) (string, string, int) {
	e.t.Helper()
	var out, errOut bytes.Buffer
	f := &Factory{
		In:     strings.NewReader(e.stdin),
		Out:    &out,
		Err:    &errOut,
		Getenv: func(k string) string { return e.vars[k] },
		Now: func() time.Time {
			e.now = e.now.Add(time.Second)
			return e.now
		},
		NewSeed:     func() randomizers.Seed { return e.seed },
		Prompter:    e.prompt,
		Games:       append(games(), companiontest.Entry()),
		OutTerminal: e.tty,
		ErrTerminal: e.tty,
		InTerminal:  e.tty,
	}
	if e.width > 0 {
		f.Width = func() int { return e.width }
	}
	if e.height > 0 {
		f.Height = func() int { return e.height }
	}
	code := Main(f, append([]string{"--db", e.db}, args...))
	return out.String(), errOut.String(), code
}

// ok runs talon and fails the test unless it exits 0.
func (e *env) ok(args ...string) string {
	e.t.Helper()
	out, errOut, code := e.run(args...)
	if code != 0 {
		e.t.Fatalf("talon %s: exit %d, stderr %q, stdout:\n%s", strings.Join(args, " "), code, errOut, out)
	}
	return out
}

// golden compares got with testdata/NAME.golden (rewritten with -update).
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./cmd/talon -update to create it)", err)
	}
	if string(want) != got {
		t.Errorf("%s differs from the golden file %s:\n--- got\n%s\n--- want\n%s", name, path, got, want)
	}
}

func mustContain(t *testing.T, got string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(got, w) {
			t.Errorf("output lacks %q:\n%s", w, got)
		}
	}
}

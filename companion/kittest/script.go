package kittest

import (
	"bufio"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Script is a whole game written down: who sits, which options and seed, and one action
// a line with what must happen. The format (txtar-like) is read the same by a game's own
// tests (Run) and by cmd/talon's tests, which play it through `talon do`:
//
//	# comments and blank lines are ignored
//	-- setup --
//	players: Ann, Ben, Cid
//	option: layout=beginner
//	data: board=board.txt
//	seed: catan-one
//	-- actions --
//	place settlement 12
//	robber B4 steal=Cid   => refused steal from a neighbour of the robber
//	vp Ben 9              => bad
//	build road 3-4        => not checked
//	build city 12         => over
//
// A data: line is table-supplied data (`talon new --data NAME=FILE`), the file named
// relative to the script. An action with no "=>" must be accepted and checked in full; "=> refused RULE" must
// be refused under that rule (exit 3), "=> bad" refused as bad input (exit 2), "=> not
// checked" accepted without checking, "=> over" accepted and ending the game.
type Script struct {
	Name    string
	Players []string
	Options map[string]string
	Data    map[string]string // NAME → the file's path, as `--data NAME=FILE` takes it
	Seed    string
	Steps   []Step
}

// Step is one action line of a script.
type Step struct {
	Line   int    // in the file, for messages
	Action string // as typed
	Expect Expect
	Rule   string // for Refused: the rule's name
}

// Expect is what a step must do.
type Expect int

const (
	Accepted   Expect = iota // accepted and checked in full
	Refused                  // refused by a rule (exit 3)
	BadInput                 // not an action (exit 2)
	NotChecked               // accepted, not checked
	Over                     // accepted, and the game is over
)

func (e Expect) String() string {
	return [...]string{"accepted", "refused", "bad input", "not checked", "over"}[e]
}

// ReadScript reads a script file.
func ReadScript(path string) (Script, error) {
	f, err := os.Open(path)
	if err != nil {
		return Script{}, err
	}
	defer f.Close()
	sc := Script{Name: path, Options: map[string]string{}, Data: map[string]string{}}
	section := ""
	lines := bufio.NewScanner(f)
	for n := 1; lines.Scan(); n++ {
		line := strings.TrimSpace(lines.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if name, ok := strings.CutPrefix(line, "-- "); ok && strings.HasSuffix(name, " --") {
			section = strings.TrimSuffix(name, " --")
			continue
		}
		switch section {
		case "setup":
			key, value, ok := strings.Cut(line, ":")
			value = strings.TrimSpace(value)
			switch strings.TrimSpace(key) {
			case "players":
				for _, p := range strings.Split(value, ",") {
					sc.Players = append(sc.Players, strings.TrimSpace(p))
				}
			case "option":
				k, v, okOpt := strings.Cut(value, "=")
				if !okOpt {
					return sc, i18n.Errorf("%s: write option: key=value", lineOf(path, n))
				}
				sc.Options[strings.TrimSpace(k)] = strings.TrimSpace(v)
			case "data":
				name, file, okData := strings.Cut(value, "=")
				name, file = strings.TrimSpace(name), strings.TrimSpace(file)
				if !okData || name == "" || file == "" {
					return sc, i18n.Errorf("%s: write data: NAME=FILE", lineOf(path, n))
				}
				if _, twice := sc.Data[name]; twice {
					return sc, i18n.Errorf("%s: data %s is given twice", lineOf(path, n), name)
				}
				sc.Data[name] = filepath.Join(filepath.Dir(path), file)
			case "seed":
				sc.Seed = value
			default:
				ok = false
			}
			if !ok {
				return sc, i18n.Errorf("%s: setup takes players:, option:, data: and seed: lines, got %q", lineOf(path, n), line)
			}
		case "actions":
			step, err := readStep(line)
			if err != nil {
				return sc, i18n.Errorf("%s: %w", lineOf(path, n), err)
			}
			step.Line = n
			sc.Steps = append(sc.Steps, step)
		default:
			return sc, i18n.Errorf("%s: %q is outside a -- setup -- or -- actions -- section", lineOf(path, n), line)
		}
	}
	if err := lines.Err(); err != nil {
		return sc, err
	}
	if len(sc.Players) == 0 || sc.Seed == "" {
		return sc, i18n.Errorf("%s: the setup needs players: and seed:", path)
	}
	return sc, nil
}

// lineOf is a script line as file:line (the number written plainly in every language).
func lineOf(path string, n int) string { return path + ":" + strconv.Itoa(n) }

// DataFlags are the script's data: lines as `talon new` takes them: --data NAME=FILE each.
func (sc Script) DataFlags() []string {
	var out []string
	for _, name := range slices.Sorted(maps.Keys(sc.Data)) {
		out = append(out, "--data", name+"="+sc.Data[name])
	}
	return out
}

// Config is the table the script sets up, its data files read.
func (sc Script) Config() (companion.Config, error) {
	cfg := companion.Config{Options: companion.Options{}, Data: map[string][]byte{}}
	for k, v := range sc.Options {
		cfg.Options[k] = v
	}
	for _, p := range sc.Players {
		cfg.Players = append(cfg.Players, companion.Player{Name: p})
	}
	for name, file := range sc.Data {
		data, err := os.ReadFile(file)
		if err != nil {
			return cfg, i18n.Errorf("%s: data %s: %w", sc.Name, name, err)
		}
		cfg.Data[name] = data
	}
	return cfg, nil
}

func readStep(line string) (Step, error) {
	action, expect, has := strings.Cut(line, "=>")
	st := Step{Action: strings.TrimSpace(action)}
	if !has {
		return st, nil
	}
	expect = strings.TrimSpace(expect)
	switch {
	case expect == "bad":
		st.Expect = BadInput
	case expect == "not checked":
		st.Expect = NotChecked
	case expect == "over":
		st.Expect = Over
	case strings.HasPrefix(expect, "refused "):
		st.Expect, st.Rule = Refused, strings.TrimSpace(strings.TrimPrefix(expect, "refused "))
	default:
		return st, i18n.Errorf("after => write bad, not checked, over or refused RULE (got %q)", expect)
	}
	return st, nil
}

// ActionWords splits a step's action into the words a shell would pass to `talon do`,
// keeping a quoted value together.
func (s Step) ActionWords() []string {
	var (
		out    []string
		cur    strings.Builder
		quoted bool
	)
	for _, r := range s.Action {
		switch {
		case r == '"':
			quoted = !quoted
			cur.WriteRune(r)
		case r == ' ' && !quoted:
			if cur.Len() > 0 {
				out = append(out, cur.String())
				cur.Reset()
			}
		default:
			cur.WriteRune(r)
		}
	}
	if cur.Len() > 0 {
		out = append(out, cur.String())
	}
	return out
}

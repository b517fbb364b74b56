package main

import (
	"strings"
	"testing"
)

// The root help — talon --help, talon alone, talon help — fits an 80x24 terminal in
// every language (22 lines leave the shell's prompt its line), names every command,
// and says where the rest is told; talon help commands lists every command on a line.
func TestRootHelpFitsTheTerminal(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		t.Run(lang, func(t *testing.T) {
			e := newEnv(t)
			e.vars["TALON_LANG"] = lang
			help := e.ok("--help")
			for _, args := range [][]string{{}, {"help"}} {
				if got := e.ok(args...); got != help {
					t.Errorf("talon %s differs from talon --help:\n%s", strings.Join(args, " "), got)
				}
			}
			commands := e.ok("help", "commands")
			for name, screen := range map[string]string{"--help": help, "help commands": commands} {
				if n := strings.Count(screen, "\n"); n > 23 {
					t.Errorf("talon %s (%s) is %d lines: taller than a 24-line terminal with its prompt:\n%s", name, lang, n, screen)
				}
				mustFit(t, "talon "+name+" ("+lang+")", screen, 80)
			}
			for _, c := range newRootCmd(&Factory{P: english}).Commands() {
				if c.IsAvailableCommand() && !strings.Contains(help, " "+c.Name()) {
					t.Errorf("the root help (%s) leaves out %s", lang, c.Name())
				}
				if c.IsAvailableCommand() && !strings.Contains(commands, "  "+c.Name()+" ") {
					t.Errorf("talon help commands (%s) leaves out %s", lang, c.Name())
				}
			}
			mustContain(t, help, "talon help commands", "talon help exit-codes", "--lang", "--db", "talon play")
			golden(t, "help_"+lang, help) // help commands shows the commands' own Shorts: checked above, not pinned
		})
	}
}

package main

import (
	"context"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/history"
)

// completeGames completes a game id (talon new, talon score).
func (f *Factory) completeGames(_ *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	var out []string
	for _, e := range f.Games {
		out = append(out, e.ID+"\t"+e.Name)
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// completeSessions completes a session id: the sessions of the history, newest first,
// described by game and players. It never creates a history (Store opens an existing
// one only).
func (f *Factory) completeSessions(cmd *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	return f.sessionCandidates(cmd.Context()), cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveKeepOrder
}

func (f *Factory) sessionCandidates(ctx context.Context) []string {
	store, err := f.Store()
	if err != nil {
		return nil
	}
	list, err := store.Sessions(ctx, history.SessionFilter{Limit: 50})
	if err != nil {
		return nil
	}
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = idText(s.Session.ID) + "\t" + s.Session.Game + ", " + strings.Join(s.Names, ", ") + ", " + statusText(f.P, s.Session.Status)
	}
	return out
}

// completeDo completes `talon do`: the verbs legal now in the session (the one given
// with --session or a bare ID first, else the active one used last), then the options
// of the argument being typed where the game offers a closed list.
func (f *Factory) completeDo(cmd *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
	session, _ := cmd.Flags().GetString("session")
	if len(args) > 0 && isSessionID(args[0]) {
		session, args = args[0], args[1:]
	}
	l, err := f.loadSession(cmd.Context(), session)
	if err != nil || l.State == nil || l.Result != nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	typed := strings.Join(args, " ")
	var out []string
	for _, c := range companion.LegalIn(l.State, f.P) { // verbs and values stay canonical
		verb := strings.Fields(c.Verb)
		switch {
		case len(args) < len(verb): // the verb's next word
			if strings.HasPrefix(c.Verb, typed) {
				out = appendNew(out, verb[len(args)]+"\t"+c.Help)
			}
		case strings.Join(args[:len(verb)], " ") == c.Verb: // an argument of this verb
			answers := args[len(verb):]
			if k := len(answers); k < len(c.Args) {
				a := c.Args[k].After(answers)
				for _, o := range a.Options {
					value := o.Value
					if a.Key != "" {
						value = a.Key + "=" + value
					}
					out = appendNew(out, value+"\t"+o.Display())
				}
			}
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

func appendNew(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

// version is talon's module version and the VCS revision it was built from, as the
// Go toolchain recorded them in the binary.
func version(p *i18n.Printer) string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return p.Sprintf("unknown (built without module information)")
	}
	v := info.Main.Version
	if v == "" {
		v = "(devel)"
	}
	var revision, when string
	modified := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			revision = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if revision == "" {
		return v + p.Sprintf(" (no VCS revision recorded)")
	}
	if len(revision) > 12 {
		revision = revision[:12]
	}
	if modified {
		revision += p.Sprintf(" with local changes")
	}
	if when != "" {
		revision += ", " + when
	}
	return p.Sprintf("%s (revision %s)", v, revision)
}

// addCompletions teaches the shell completion (talon completion bash|zsh|fish) what
// talon's arguments are: game ids, session ids and the verbs legal now.
func (f *Factory) addCompletions(root *cobra.Command) {
	for path, complete := range map[string]cobra.CompletionFunc{
		"new": f.completeGames, "score": f.completeGames,
		"status": f.completeSessions, "play": f.completeSessions, "undo": f.completeSessions,
		"abandon": f.completeSessions, "catan dice": f.completeSessions, "catan board": f.completeSessions,
		"history show": f.completeSessions, "do": f.completeDo,
	} {
		cmd, _, err := root.Find(strings.Fields(path))
		if err != nil || cmd == root {
			continue
		}
		cmd.ValidArgsFunction = complete
		if cmd.Flags().Lookup("session") != nil {
			_ = cmd.RegisterFlagCompletionFunc("session", func(c *cobra.Command, _ []string, _ string) ([]string, cobra.ShellCompDirective) {
				return f.sessionCandidates(c.Context()), cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveKeepOrder
			})
		}
	}
}

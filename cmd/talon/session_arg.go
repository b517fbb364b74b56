package main

import (
	"strings"

	"github.com/talon-games/talon/companion/i18n"

	"github.com/spf13/cobra"
)

// sessionFlagHelp is the help of --session, the same on every command that works on
// one session.
var sessionFlagHelp = i18n.Key("session ID, the same as giving the bare ID (default: the active session used last)")

// addSessionFlag gives a command --session ID beside its bare [ID] argument.
func addSessionFlag(cmd *cobra.Command, target *string) {
	cmd.Flags().StringVar(target, "session", "", sessionFlagHelp)
}

// pickSession is the session a command was given: its bare ID argument, or --session,
// or "" for the default. Both are fine when they agree.
func pickSession(bare, flag string) (string, error) {
	bare, flag = strings.TrimSpace(bare), strings.TrimSpace(flag)
	switch {
	case bare != "" && flag != "" && bare != flag:
		return "", usagef("session %s and --session %s: name one session", bare, flag)
	case bare != "":
		return bare, nil
	}
	return flag, nil
}

// isSessionID says whether a word is a session ID (a whole number), as `talon do 3
// roll` names session 3: no action begins with a number.
func isSessionID(word string) bool {
	if word == "" {
		return false
	}
	for _, r := range word {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

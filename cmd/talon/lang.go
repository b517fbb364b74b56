package main

import (
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// chooseLanguage sets f.P before any command is built, so help, flag texts and
// prompts are all in one language: --lang (read from the arguments here, since cobra
// parses flags only after the commands exist), then TALON_LANG, then the system
// locale, then English. A printer already set (a test's) is kept unless --lang is given.
func (f *Factory) chooseLanguage(args []string) error {
	flag := langArg(args)
	if f.P != nil && flag == "" {
		return nil
	}
	getenv := f.Getenv
	if getenv == nil {
		getenv = func(string) string { return "" }
	}
	l, err := i18n.Resolve(flag, getenv)
	if err != nil {
		// The error itself is in the language talon would speak without the flag, or,
		// when TALON_LANG is the bad one, in the system locale's.
		fallback, envErr := i18n.Resolve("", getenv)
		if envErr != nil {
			fallback, _ = i18n.Resolve("", func(name string) string {
				if name == "TALON_LANG" {
					return ""
				}
				return getenv(name)
			})
		}
		f.P = i18n.NewPrinter(fallback)
		return &usageError{msg: i18n.M("%v", err)}
	}
	f.P = i18n.NewPrinter(l)
	return nil
}

// langArg finds --lang X or --lang=X among the arguments, before a "--" that ends them.
func langArg(args []string) string {
	for i, a := range args {
		switch {
		case a == "--":
			return ""
		case a == "--lang" && i+1 < len(args):
			return args[i+1]
		case strings.HasPrefix(a, "--lang="):
			return strings.TrimPrefix(a, "--lang=")
		}
	}
	return ""
}

package main

import (
	"strings"
	"testing"
)

// The language: --lang, then TALON_LANG, then LC_ALL, LC_MESSAGES, LANG (the first set),
// then English. A --lang or TALON_LANG that names no language is refused (exit 2) in the
// language talon would speak without it.
func TestLanguageChoiceOrder(t *testing.T) {
	for _, tc := range []struct {
		name string
		vars map[string]string
		args []string
		want string // the games table's first column title, or the error line
		code int
	}{
		{"nothing set", nil, nil, "Game", 0},
		{"LANG", map[string]string{"LANG": "hu_HU.UTF-8"}, nil, "Játék", 0},
		{"LC_MESSAGES over LANG", map[string]string{"LC_MESSAGES": "hu_HU.UTF-8", "LANG": "en_US.UTF-8"}, nil, "Játék", 0},
		{"LC_ALL over LANG", map[string]string{"LC_ALL": "en_US.UTF-8", "LANG": "hu_HU.UTF-8"}, nil, "Game", 0},
		{"LC_ALL over LANG, the other way", map[string]string{"LC_ALL": "hu_HU.UTF-8", "LANG": "en_US.UTF-8"}, nil, "Játék", 0},
		{"LC_ALL over LC_MESSAGES", map[string]string{"LC_ALL": "hu_HU.UTF-8", "LC_MESSAGES": "en_US.UTF-8"}, nil, "Játék", 0},
		{"LC_ALL over LC_MESSAGES, the other way", map[string]string{"LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "hu_HU.UTF-8"}, nil, "Game", 0},
		{"LC_ALL over LC_MESSAGES over LANG", map[string]string{"LC_ALL": "hu_HU.UTF-8", "LC_MESSAGES": "en_US.UTF-8", "LANG": "en_US.UTF-8"}, nil, "Játék", 0},
		{"LC_MESSAGES over LANG, the other way", map[string]string{"LC_MESSAGES": "en_US.UTF-8", "LANG": "hu_HU.UTF-8"}, nil, "Game", 0},
		{"an empty LC_ALL is not set", map[string]string{"LC_ALL": "", "LC_MESSAGES": "hu_HU.UTF-8", "LANG": "en_US.UTF-8"}, nil, "Játék", 0},
		{"a locale talon does not speak", map[string]string{"LC_ALL": "C", "LANG": "hu_HU.UTF-8"}, nil, "Game", 0},
		{"TALON_LANG over LC_ALL", map[string]string{"TALON_LANG": "hu", "LC_ALL": "en_US.UTF-8"}, nil, "Játék", 0},
		{"--lang over TALON_LANG", map[string]string{"TALON_LANG": "hu"}, []string{"--lang", "en"}, "Game", 0},
		{"bad --lang, said in TALON_LANG's", map[string]string{"TALON_LANG": "hu"}, []string{"--lang", "xx"},
			`talon: --lang: ismeretlen nyelv: "xx" (választható: hu, en vagy de)`, 2},
		{"bad TALON_LANG, said in the locale's", map[string]string{"TALON_LANG": "xx", "LANG": "hu_HU.UTF-8"}, nil,
			`talon: TALON_LANG: ismeretlen nyelv: "xx" (választható: hu, en vagy de)`, 2},
		{"bad TALON_LANG, no locale", map[string]string{"TALON_LANG": "xx"}, nil,
			`talon: TALON_LANG: unknown language "xx" (choose hu, en or de)`, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t)
			for k, v := range tc.vars {
				e.vars[k] = v
			}
			out, errOut, code := e.run(append(tc.args, "games")...)
			got := strings.TrimSpace(errOut)
			if code == 0 {
				got = strings.Fields(strings.Split(out, "\n")[1])[1] // "| Game | …"
			}
			if code != tc.code || got != tc.want {
				t.Errorf("exit %d, %q; want exit %d, %q", code, got, tc.code, tc.want)
			}
		})
	}
}

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestHistoryImportConflictExitsOneAndKeepSettlesIt: two laptops take one active game
// different ways; the import counts the conflict, exits 1 with the command that
// settles it, and --keep theirs settles it for good.
func TestHistoryImportConflictExitsOneAndKeepSettlesIt(t *testing.T) {
	a, b := newEnv(t), newEnv(t)
	dir := t.TempDir()
	file := func(name string) string { return filepath.Join(dir, name) }
	forkCatan(a, b, file("a0.json"), file("b1.json"))

	out, errOut, code := a.run("history", "import", file("b1.json"))
	uuid := regexp.MustCompile(`Catan session 1 \(([0-9a-f-]{36})\)`).FindStringSubmatch(out)
	if code != exitRuntime || uuid == nil || !strings.Contains(out, "1 in conflict") ||
		!strings.Contains(errOut, "--keep theirs "+uuid[1][:8]) || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errOut)
	}
	// B takes its road back: A's road wins without a conflict, on both sides.
	b.ok("undo")
	b.ok("history", "export", "-o", file("b2.json"))
	mustContain(t, a.ok("history", "import", file("b2.json")), "0 in conflict")
	// A new fork, settled by keeping the file's version.
	b.ok("history", "import", file("a0.json"))
	a.ok("history", "export", "-o", file("a1.json"))
	b.ok("history", "import", file("a1.json"))
	a.ok("do", "place", "settlement", "10")
	b.ok("do", "place", "settlement", "20")
	b.ok("history", "export", "-o", file("b3.json"))
	if _, _, code := a.run("history", "import", file("b3.json")); code != exitRuntime {
		t.Fatalf("exit %d, want 1 for the conflict", code)
	}
	_, errOut, code = a.run("history", "import", file("b3.json"), "--keep", "theirs", "0000")
	if code != exitUsage || !strings.Contains(errOut, "0000") {
		t.Errorf("--keep naming nobody: exit %d, %s", code, errOut)
	}
	mustContain(t, a.ok("history", "import", file("b3.json"), "--keep", "theirs", uuid[1][:8]),
		"Kept the file's version: Catan session 1\n  ("+uuid[1]+").\n")
	mustContain(t, a.ok("status"), "place settlement 20")
	a.ok("history", "export", "-o", file("a2.json"))
	mustContain(t, b.ok("history", "import", file("a2.json")), "0 updated, 1 unchanged, 0 kept, 0 in conflict")
	_, errOut, code = a.run("history", "import", file("b3.json"), uuid[1][:8])
	if code != exitUsage || !strings.Contains(errOut, "--keep") {
		t.Errorf("a session without --keep: exit %d, %s", code, errOut)
	}
}

// TestHistoryImportKeepHintNamesTheSameHistory: the command a conflict prints, run as
// printed from anywhere (another default history), settles the conflict of the
// history named with --db, whose path has a space and a quote in it (review-3 F4).
func TestHistoryImportKeepHintNamesTheSameHistory(t *testing.T) {
	dir := t.TempDir()
	a, b, elsewhere := newEnv(t), newEnv(t), newEnv(t)
	a.db = filepath.Join(dir, "Ann's laptop", "talon.db")
	file := func(name string) string { return filepath.Join(dir, name) }
	forkCatan(a, b, file("a0.json"), file("b 1.json"))

	_, errOut, code := a.run("--lang", "en", "history", "import", file("b 1.json"))
	hint := regexp.MustCompile(`with: (.*) --keep theirs ([0-9a-f]+) \(the file's\)`).FindStringSubmatch(errOut)
	if code != exitRuntime || hint == nil {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	args := typedWords(t, hint[1]+" --keep theirs "+hint[2])
	if args[0] != "talon" || !slices.Contains(args, a.db) || !slices.Contains(args, "en") {
		t.Fatalf("the printed command %q does not name --db %s and --lang en", hint[1], a.db)
	}
	// elsewhere's own --db comes first; the printed one, later, wins as it would alone.
	mustContain(t, elsewhere.ok(args[1:]...), "Kept the file's version: ")
	mustContain(t, a.ok("status"), "place road 1-5")
	if _, err := os.Stat(elsewhere.db); !os.IsNotExist(err) {
		t.Errorf("the printed command made a history at %s: %v", elsewhere.db, err)
	}
}

// typedWords splits a command line as a POSIX shell does for words that are plain or
// in single quotes, with \' between them (what quoteShellArg writes).
func typedWords(t *testing.T, line string) []string {
	t.Helper()
	var words []string
	var word strings.Builder
	inWord, quoted, escaped := false, false, false
	for _, r := range line {
		switch {
		case escaped:
			word.WriteRune(r)
			escaped = false
		case r == '\\' && !quoted:
			escaped, inWord = true, true
		case r == '\'':
			quoted, inWord = !quoted, true
		case r == ' ' && !quoted:
			if inWord {
				words = append(words, word.String())
				word.Reset()
			}
			inWord = false
		default:
			word.WriteRune(r)
			inWord = true
		}
	}
	if quoted {
		t.Fatalf("an open quote in %q", line)
	}
	if inWord {
		words = append(words, word.String())
	}
	return words
}

// forkCatan starts a Catan game on a, shares it with b through shared, and takes it
// different ways on each: a builds road 1-4, b road 1-5, exported to bFile.
func forkCatan(a, b *env, shared, bFile string) {
	a.ok("new", "catan", "--players", "Ann,Ben,Cid", "--seed", "fork")
	a.ok("do", "place", "settlement", "1")
	a.ok("history", "export", "-o", shared)
	b.ok("history", "import", shared)
	a.ok("do", "place", "road", "1-4")
	b.ok("do", "place", "road", "1-5")
	b.ok("history", "export", "-o", bFile)
}

// TestHistoryImportKeepSaysHereInHungarian: --keep ours is "the version here" in
// Hungarian, not "of these histories" (review-3 F10).
func TestHistoryImportKeepSaysHereInHungarian(t *testing.T) {
	e := newEnv(t)
	_, errOut, code := e.run("--lang", "hu", "history", "import", "x.json", "--keep", "mine", "abcd")
	if code != exitUsage || !strings.Contains(errOut, "ours (az itteni, ezen a gépen lévő változat)") {
		t.Errorf("exit %d: %s", code, errOut)
	}
	help := e.ok("--lang", "hu", "history", "import", "--help")
	if strings.Contains(help, "ezeké") || !strings.Contains(help, "# az itteni változat") {
		t.Errorf("help:\n%s", help)
	}
}

// TestHistoryImportKeepOursFits: the --keep ours line puts the session's UUID on a line
// of its own, so a long game name still fits 80 columns in both languages (review-3 F7).
func TestHistoryImportKeepOursFits(t *testing.T) {
	a, b := newEnv(t), newEnv(t)
	dir := t.TempDir()
	forkCatan(a, b, filepath.Join(dir, "a0.json"), filepath.Join(dir, "b1.json"))
	out, _, _ := a.run("history", "import", filepath.Join(dir, "b1.json"))
	uuid := regexp.MustCompile(`[0-9a-f]{8}-[0-9a-f-]{27}`).FindString(out)
	for _, lang := range []string{"en", "hu"} {
		out := a.ok("--lang", lang, "history", "import", filepath.Join(dir, "b1.json"), "--keep", "ours", uuid[:8])
		mustFit(t, "--keep ours "+lang, out, 80)
		if !strings.Contains(out, "\n  ("+uuid+");\n") {
			t.Errorf("%s: the UUID not on a line of its own:\n%s", lang, out)
		}
	}
}

// TestHistoryImportKeepIsCounted: a conflict --keep settled is counted in the sessions
// line ("1 kept"), whichever side stayed, in both languages and in --json, and each
// session of the file is counted once (review-3 F7: --keep ours was in no count).
func TestHistoryImportKeepIsCounted(t *testing.T) {
	for _, tc := range []struct {
		side, lang, want string
		kept             string // the line that names the session kept, by its number (trial F2)
	}{
		{"ours", "en", "sessions: 0 added, 0 updated, 0 unchanged, 1 kept, 0 in conflict;", "Kept this history's version: Catan session 1\n  (UUID);\n"},
		{"theirs", "en", "sessions: 0 added, 0 updated, 0 unchanged, 1 kept, 0 in conflict;", "Kept the file's version: Catan session 1\n  (UUID).\n"},
		{"ours", "hu", "játszmák: 0 új, 0 frissült, 0 változatlan, 1 megtartva, 0 ütközik;", "Az itteni változat maradt: Catan, 1. játszma\n  (UUID);\n"},
		{"theirs", "hu", "játszmák: 0 új, 0 frissült, 0 változatlan, 1 megtartva, 0 ütközik;", "A fájl változata maradt: Catan, 1. játszma\n  (UUID).\n"},
		{"ours", "json", `"sessions_kept": 1,`, "\"uuid\": \"UUID\",\n      \"session\": 1,\n      \"game\": \"catan\",\n      \"side\": \"ours\""},
		{"theirs", "json", `"sessions_kept": 1,`, "\"uuid\": \"UUID\",\n      \"session\": 1,\n      \"game\": \"catan\",\n      \"side\": \"theirs\""},
	} {
		t.Run(tc.side+"-"+tc.lang, func(t *testing.T) {
			a, b := newEnv(t), newEnv(t)
			dir := t.TempDir()
			forkCatan(a, b, filepath.Join(dir, "a0.json"), filepath.Join(dir, "b1.json"))
			out, _, _ := a.run("history", "import", filepath.Join(dir, "b1.json"))
			uuid := regexp.MustCompile(`[0-9a-f]{8}-[0-9a-f-]{27}`).FindString(out)
			args := []string{"history", "import", filepath.Join(dir, "b1.json"), "--keep", tc.side, uuid[:8]}
			if tc.lang == "json" {
				args = append(args, "--json")
			} else {
				args = append([]string{"--lang", tc.lang}, args...)
			}
			out = a.ok(args...)
			mustContain(t, out, tc.want, strings.ReplaceAll(tc.kept, "UUID", uuid))
			if tc.lang == "json" {
				mustContain(t, out, `"sessions_updated": 0,`)
				mustContain(t, out, `"sessions_unchanged": 0,`)
			}
		})
	}
}

// TestHistoryImportKeepNoConflictByNumber: a session --keep named that merged without a
// conflict is named as the kept ones are, "Catan session N" with the UUID beneath, N
// being the number an added session has once written (review F5: the line named the
// UUID alone, and --json said session 0); one deleted here is said to be left out.
func TestHistoryImportKeepNoConflictByNumber(t *testing.T) {
	dir := t.TempDir()
	a := newEnv(t)
	a.stdin = a.ok("score", "catan", "--template")
	a.ok("score", "catan", "--input", "-")
	file := filepath.Join(dir, "a.json")
	a.ok("history", "export", "-o", file)
	uuid := regexp.MustCompile(`[0-9a-f]{8}-[0-9a-f-]{27}`).FindString(a.ok("history", "--json"))
	for _, tc := range []struct{ lang, added, deleted string }{
		{"en", "No conflict in Catan session 2\n  (UUID);\n  merged as usual.\n",
			"No conflict: the Catan session\n  (UUID) was deleted here, so it was left out.\n"},
		{"hu", "Nincs ütközés: Catan, 2. játszma\n  (UUID);\n  a szokásos módon összeolvadt.\n",
			"Nincs ütközés: Catan, itt törölt játszma\n  (UUID): kimaradt.\n"},
		{"json", "\"uuid\": \"UUID\",\n      \"session\": 2,\n      \"game\": \"catan\",\n      \"side\": \"no-conflict\"",
			"\"uuid\": \"UUID\",\n      \"game\": \"catan\",\n      \"side\": \"no-conflict\""},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			b := newEnv(t)
			b.stdin = a.ok("score", "catan", "--template")
			b.ok("score", "catan", "--input", "-") // session 1 here: the file's is added as 2
			args := []string{"--lang", tc.lang, "history", "import", file, "--keep", "theirs", uuid[:8]}
			if tc.lang == "json" {
				args = append(args[2:], "--json")
			}
			out := b.ok(args...)
			mustContain(t, out, strings.ReplaceAll(tc.added, "UUID", uuid))
			mustFit(t, tc.lang, out, 80)
			b.ok("history", "delete", "2", "--yes")
			mustContain(t, b.ok(args...), strings.ReplaceAll(tc.deleted, "UUID", uuid))
		})
	}
}

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/history/clubtest"
)

// pgServer is the throwaway PostgreSQL cluster of this test binary, started by the
// first club test when TALON_TEST_POSTGRES=1 (see history/clubtest).
var pgServer clubtest.Shared

func TestMain(m *testing.M) {
	runAsTalon() // a child started as talon by a whole-process test ends here
	os.Exit(clubtest.Main(m, &pgServer))
}

func needClubServer(t *testing.T) *clubtest.Server {
	t.Helper()
	return pgServer.Get(t)
}

// scoreInto stores finished catan plays straight into an env's history file, an hour apart.
func scoreInto(t *testing.T, e *env, plays ...map[string]int) {
	t.Helper()
	s, err := history.Open(e.db)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for i, p := range plays {
		clubtest.Score(t, s, "catan", e.now.Add(time.Duration(i)*time.Hour), p)
	}
}

func TestClubCommands(t *testing.T) {
	srv := needClubServer(t)
	url := srv.NewDatabase(t)
	a, b := newEnv(t), newEnv(t)
	b.now = b.now.Add(24 * time.Hour)
	scoreInto(t, a, map[string]int{"Ann": 10, "Ben": 7}, map[string]int{"Ann": 6, "Cy": 9})
	scoreInto(t, b, map[string]int{"ann": 8, "Dora": 12})

	out := a.ok("club", "init", url)
	mustContain(t, out, "schema created")
	if strings.Contains(out, clubtest.Password) {
		t.Fatalf("init printed the password: %q", out)
	}
	a.vars["TALON_CLUB"] = url
	mustContain(t, a.ok("club", "status"), "to push: 2 sessions")
	mustContain(t, a.ok("club", "sync"), "pushed: 2 sessions added")
	// b reaches the club over TLS, checking its certificate and name.
	overTLS := srv.OverTCP(url, clubtest.TLSHost, "sslmode=verify-full&sslrootcert="+srv.CAFile())
	mustContain(t, b.ok("club", "sync", "--club", overTLS), "pulled: 2 sessions added", "pushed: 1 session added")
	mustContain(t, a.ok("club", "sync"), "pulled: 1 session added", "pushed: 0 sessions added, 0 updated")
	mustContain(t, a.ok("club", "status"), "to pull: 0 sessions, 0 deletions", "to push: 0 sessions, 0 deletions, 0 players")

	// After a sync the club's history and stats read as the laptop's own, numbers and
	// all (the club numbers plays its own way; talon shows this laptop's numbers).
	for _, args := range [][]string{{"stats", "all"}, {"stats", "players", "--player", "ann"}, {"history"},
		{"history", "--json"}, {"stats", "all", "--json"}} {
		local := a.ok(args...)
		club := a.ok(append(args, "--club")...)
		if strings.Contains(strings.Join(args, " "), "history --json") {
			club = regexp.MustCompile(`(?m)^\s*"club_id": \d+,\n`).ReplaceAllString(club, "")
		}
		if local != club {
			t.Fatalf("talon %s --club differs from the local output after a sync:\n--- local\n%s\n--- club\n%s", strings.Join(args, " "), local, club)
		}
		if strings.Contains(club, "ann") { // b typed "ann": the club's history calls her Ann
			t.Fatalf("talon %s --club names a player as typed:\n%s", strings.Join(args, " "), club)
		}
	}

	// A play a pushed since b last synced is the club's but not b's yet: it has no
	// number on b (marked, and explained under the table; no session_id in JSON).
	a.now = a.now.Add(48 * time.Hour)
	scoreInto(t, a, map[string]int{"Ann": 1, "Cy": 2})
	a.ok("club", "sync")
	mustContain(t, b.ok("history", "--club="+url), "| "+notSyncedMark+" ", notSyncedNote)
	var plays []map[string]any
	if err := json.Unmarshal([]byte(b.ok("history", "--club="+url, "--json")), &plays); err != nil || len(plays) != 4 {
		t.Fatalf("history --club --json: %d plays, %v", len(plays), err)
	}
	for i, p := range plays {
		_, numbered := p["session_id"]
		if p["club_id"] == nil || numbered != (i > 0) { // newest first: the one b lacks is first
			t.Fatalf("history --club --json, play %d: %v", i, p)
		}
	}
	// A laptop with no history yet: every play unnumbered, and no history file made.
	fresh := newEnv(t)
	if out := fresh.ok("history", "--club="+url); strings.Count(out, "| "+notSyncedMark+" ") != 4 {
		t.Fatalf("history --club on a laptop without a history:\n%s", out)
	}
	if _, err := os.Stat(fresh.db); !os.IsNotExist(err) {
		t.Fatalf("history --club made a history file: %v", err)
	}
}

// A club that cannot be used is one message, exit 1, nothing changed: the club named
// short (user@host/database, never the password nor the URL's settings), the message
// broken into lines of 80 columns at most (its further lines indented).
func TestClubBadInputIsOneMessageExit1(t *testing.T) {
	srv := needClubServer(t)
	good := srv.NewDatabase(t)
	clubtest.Exec(t, good, "CREATE TABLE invoices (id int)")
	newer := srv.NewDatabase(t)
	newEnv(t).ok("club", "init", newer)
	clubtest.Exec(t, newer, `INSERT INTO talon_schema (version) VALUES (99)`)
	stranger, err := clubtest.WriteStrangerCA(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	e := newEnv(t)
	scoreInto(t, e, map[string]int{"Ann": 3, "Ben": 4})
	before := e.ok("history", "export")
	files := historyBytes(t, e.db)
	for _, tc := range []struct{ name, url, want string }{
		{"wrong password", strings.Replace(good, clubtest.Password, "guess", 1), "wrong password"},
		{"unreachable", "postgres://talon:" + clubtest.Password + "@/x?host=/nonexistent-talon", "cannot reach the club"},
		{"nobody at the address", "postgres://talon:" + clubtest.Password + "@/x?host=/nonexistent-talon",
			"nothing answers at /nonexistent-talon/.s.PGSQL.5432 (no server socket there)"},
		{"unknown host", "postgres://talon:" + clubtest.Password + "@no-such-host.invalid/x?connect_timeout=5", "the server's name no-such-host.invalid is not known"},
		{"foreign", good, "not a talon club"},
		{"newer schema", newer, "newer than this talon's"},
		{"not a URL", "postgres://talon:" + clubtest.Password + "@club.example.org:99999/x", "not a PostgreSQL URL"},
		{"bad sslmode", srv.OverTCP(good, "127.0.0.1", "sslmode=sometimes"), "sslmode must be disable, allow, prefer"},
		{"certificate of another CA", srv.OverTCP(newer, clubtest.TLSHost, "sslmode=verify-full&sslrootcert="+stranger),
			"TLS certificate is not signed by a CA talon trusts"},
	} {
		out, errOut, code := e.run("club", "sync", "--club", tc.url)
		if code != 1 || out != "" || !isOneMessage(errOut, 80) || !strings.Contains(oneText(errOut), tc.want) ||
			strings.Contains(errOut, clubtest.Password) || strings.Contains(errOut, "guess") {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 1 and one message saying %q in lines of 80 columns, without the password", tc.name, code, out, errOut, tc.want)
		}
		fresh := newEnv(t) // a laptop without a history yet: a refused sync makes none
		if _, _, code := fresh.run("club", "sync", "--club", tc.url); code != 1 {
			t.Errorf("%s: sync from a new laptop: exit %d", tc.name, code)
		}
		if _, err := os.Stat(fresh.db); !os.IsNotExist(err) {
			t.Errorf("%s: a refused sync made a history file: %v", tc.name, err)
		}
	}
	if !reflect.DeepEqual(historyBytes(t, e.db), files) {
		t.Fatal("a refused sync changed the history file's bytes")
	}
	if after := e.ok("history", "export"); after != before {
		t.Fatal("a refused sync changed the local history")
	}
	_, errOut, code := newEnv(t).run("club", "status")
	if code != 2 || !strings.Contains(errOut, "no club named") {
		t.Fatalf("status without a club: exit %d, %q", code, errOut)
	}
}

// isOneMessage says whether errOut is one error message: a first line "talon: …" and
// lines indented under it, none wider than width.
func isOneMessage(errOut string, width int) bool {
	lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
	if !strings.HasSuffix(errOut, "\n") || !strings.HasPrefix(lines[0], "talon: ") {
		return false
	}
	for i, l := range lines {
		if len([]rune(l)) > width || i > 0 && !strings.HasPrefix(l, "  ") {
			return false
		}
	}
	return true
}

// oneText is a message broken into lines read as one line.
func oneText(s string) string { return strings.Join(strings.Fields(s), " ") }

// historyBytes is the content of a history file and its -wal and -shm companions.
func historyBytes(t *testing.T, db string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	for _, name := range []string{db, db + "-wal", db + "-shm"} {
		data, err := os.ReadFile(name)
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
		files[name] = data
	}
	return files
}

// The club is named by --club, else TALON_CLUB, else the settings file; the password
// comes from the URL, PGPASSWORD or a password file, and is never printed or written
// into the history file.
func TestClubNamedAndLoggedInEveryWay(t *testing.T) {
	srv := needClubServer(t)
	withPassword := srv.NewDatabase(t)
	bare := strings.Replace(withPassword, ":"+clubtest.Password+"@", "@", 1)
	if bare == withPassword {
		t.Fatalf("no password to take out of %s", withPassword)
	}
	e := newEnv(t)
	scoreInto(t, e, map[string]int{"Ann": 5, "Ben": 6})
	mustContain(t, e.ok("club", "init", withPassword), "schema created")

	// Without a password anywhere the server refuses, in one message.
	t.Setenv("PGPASSWORD", "")
	t.Setenv("PGPASSFILE", filepath.Join(t.TempDir(), "none"))
	if _, errOut, code := e.run("club", "status", "--club", bare); code != 1 || !isOneMessage(errOut, 80) ||
		!strings.Contains(oneText(errOut), "it asks for a password and talon found none") {
		t.Fatalf("status without a password: exit %d, %q", code, errOut)
	}

	// The settings file names the club; PGPASSWORD gives the password.
	config := t.TempDir()
	e.vars["XDG_CONFIG_HOME"] = config
	if err := os.MkdirAll(filepath.Join(config, "talon"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(config, "talon", "config"), []byte("club = "+bare+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PGPASSWORD", clubtest.Password)
	mustContain(t, e.ok("club", "status"), "to push: 1 session,")

	// TALON_CLUB wins over the settings file, --club over both.
	e.vars["TALON_CLUB"] = "postgres://talon@/nowhere?host=/nonexistent-talon"
	if _, errOut, code := e.run("club", "status"); code != 1 || !strings.Contains(errOut, "nonexistent-talon") {
		t.Fatalf("TALON_CLUB did not win over the settings file: exit %d, %q", code, errOut)
	}
	mustContain(t, e.ok("club", "status", "--club", bare), "to push: 1 session,")

	// A password file (~/.pgpass, here named by PGPASSFILE) alone.
	t.Setenv("PGPASSWORD", "")
	pgpass := filepath.Join(t.TempDir(), "pgpass")
	if err := os.WriteFile(pgpass, []byte("*:*:*:talon:"+clubtest.Password+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PGPASSFILE", pgpass)
	mustContain(t, e.ok("club", "sync", "--club", bare), "pushed: 1 session added")

	// The password given in the URL is printed nowhere and stored nowhere.
	for _, args := range [][]string{{"club", "status", "--club", withPassword}, {"club", "sync", "--club", withPassword},
		{"club", "status", "--club", withPassword, "--json"}, {"history", "--club=" + withPassword}} {
		out, errOut, _ := e.run(args...)
		if strings.Contains(out+errOut, clubtest.Password) {
			t.Fatalf("talon %s printed the password: %q %q", args[:2], out, errOut)
		}
	}
	for name, data := range historyBytes(t, e.db) {
		if bytes.Contains(data, []byte(clubtest.Password)) {
			t.Fatalf("%s holds the club's password", name)
		}
	}
}

// An older club (schema version 1, its plays already there) is refused by sync with a
// line saying to run init; init migrates it in place, and the club then reads as the
// laptop does.
func TestClubInitMigratesAnOlderClub(t *testing.T) {
	srv := needClubServer(t)
	url := srv.NewDatabase(t)
	e := newEnv(t)
	scoreInto(t, e, map[string]int{"Ann": 10, "Ben": 7}, map[string]int{"Ann": 6, "Cy": 9})
	e.ok("club", "init", url)
	e.ok("club", "sync", "--club", url)
	// Back to version 1: the columns versions 2 and 3 added (filled from the documents
	// and results version 1 already held) are gone.
	clubtest.Exec(t, url, `ALTER TABLE talon_sessions DROP COLUMN seats, DROP COLUMN config, DROP COLUMN id`,
		`DELETE FROM talon_schema WHERE version > 1`)

	_, errOut, code := e.run("club", "sync", "--club", url)
	if code != 1 || !strings.Contains(oneText(errOut), "its schema is version 1, older than this talon's") ||
		!strings.Contains(oneText(errOut), "run talon club init") {
		t.Fatalf("sync with an older club: exit %d, %q", code, errOut)
	}
	mustContain(t, e.ok("club", "init", url), fmt.Sprintf("migrated from version 1 to %d", history.ClubSchemaVersion))
	mustContain(t, e.ok("club", "init", url), "up to date")
	for _, args := range [][]string{{"history"}, {"stats", "all"}} {
		if local, club := e.ok(args...), e.ok(append(args, "--club="+url)...); local != club {
			t.Fatalf("talon %s --club after the migration differs:\n--- local\n%s\n--- club\n%s", args[0], local, club)
		}
	}
	mustContain(t, e.ok("club", "sync", "--club", url), "pushed: 0 sessions added, 0 updated")
}

// The club's screens in English and Hungarian (golden files) and in the pseudo
// language, where every word must come through the catalog: init, status, sync (with
// one play pulled, for the singular), the note under history --club, and the errors
// a laptop meets. The club's URL (a temporary directory and port) reads as CLUB.
func TestClubScreensInEveryLanguage(t *testing.T) {
	srv := needClubServer(t)
	for _, lang := range []string{"en", "hu", "x-pseudo"} {
		t.Run(lang, func(t *testing.T) {
			url := srv.NewDatabase(t)
			foreign := srv.NewDatabase(t)
			clubtest.Exec(t, foreign, "CREATE TABLE invoices (id int)")
			stranger, err := clubtest.WriteStrangerCA(t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			b := newEnv(t)
			b.now = b.now.Add(24 * time.Hour)
			scoreInto(t, b, map[string]int{"Dora": 12, "Eve": 8}) // nobody a knows: no records to join
			b.ok("club", "init", url)
			b.ok("club", "sync", "--club", url)

			a := newEnv(t)
			scoreInto(t, a, map[string]int{"Ann": 10, "Ben": 7}, map[string]int{"Ann": 6, "Cy": 9})
			fresh := newEnv(t)
			for _, e := range []*env{a, fresh} {
				e.vars["TALON_LANG"] = lang
				e.vars["XDG_CONFIG_HOME"] = "/cfg"
			}
			tls := srv.OverTCP(url, clubtest.TLSHost, "sslmode=verify-full&sslrootcert="+stranger)
			mask := strings.NewReplacer(url, "CLUB", history.ClubName(url), "CLUB", foreign, "CLUB", history.ClubName(foreign), "CLUB",
				tls, "CLUB", history.ClubName(tls), "CLUB", strings.Replace(url, clubtest.Password, "guess", 1), "CLUB")
			var screen strings.Builder
			show := func(e *env, args ...string) {
				out, errOut, _ := e.run(args...)
				if errOut != "" && !isOneMessage(errOut, 80) {
					t.Errorf("talon %s: not one message in lines of 80 columns:\n%s", strings.Join(args, " "), errOut)
				}
				// The message as one line: where it breaks depends on the club's
				// temporary name, which the golden file masks.
				errOut = strings.ReplaceAll(errOut, "\n  ", " ")
				screen.WriteString("$ talon " + mask.Replace(strings.Join(args, " ")) + "\n" + mask.Replace(out+errOut))
			}
			show(a, "club", "init", url)
			show(a, "club", "status", "--club", url)
			show(a, "club", "sync", "--club", url)
			show(a, "club", "sync", "--club", url)
			out := fresh.ok("history", "--club="+url)
			screen.WriteString("$ talon history --club=CLUB (its last line)\n" + out[strings.LastIndex(strings.TrimSuffix(out, "\n"), "\n")+1:])
			show(a, "club", "sync", "--club", strings.Replace(url, clubtest.Password, "guess", 1))
			show(a, "club", "status", "--club", foreign)
			show(a, "club", "status", "--club", tls)
			show(fresh, "club", "status")
			got := screen.String()
			if lang == "x-pseudo" {
				data := []string{"talon", "club", "init", "status", "sync", "history", "CLUB", "its", "last", "line"}
				if bad := bypassedWords(got, data); len(bad) > 0 {
					t.Fatalf("words outside the catalog: %q in:\n%s", bad, got)
				}
				return
			}
			golden(t, "club_"+lang, got)
		})
	}
}

// Without a server: talon club's errors with long URLs and paths fit 80 columns, in
// English and Hungarian, name the club short and never show the password.
func TestClubErrorLinesFit(t *testing.T) {
	long := "/home/annamaria/.local/share/talon/clubs/budapest-board-game-evenings/certs/ca.pem"
	for _, lang := range []string{"en", "hu"} {
		for _, tc := range []struct {
			args []string
			want string
		}{
			{[]string{"club", "status", "--club", "postgres://talon:s3cret@club.example.org:99999/talon?sslmode=verify-full&sslrootcert=" + long}, "talon@club.example.org:99999/talon"},
			{[]string{"club", "sync", "--club", "postgres://talon:s3cret@club.example.org/talon?sslmode=sometimes&sslrootcert=" + long}, "talon@club.example.org/talon"},
			{[]string{"club", "status"}, "/config/talon/config"},
		} {
			e := newEnv(t)
			e.vars["TALON_LANG"] = lang
			e.vars["XDG_CONFIG_HOME"] = "/home/annamaria/a-rather-long-directory-for-settings/config"
			_, errOut, code := e.run(tc.args...)
			if code == 0 || !isOneMessage(errOut, 80) || !strings.Contains(oneText(errOut), tc.want) || strings.Contains(errOut, "s3cret") {
				t.Errorf("%s talon %s: exit %d, want one message in lines of 80 columns naming %q, no password:\n%s",
					lang, strings.Join(tc.args, " "), code, tc.want, errOut)
			}
		}
	}
}

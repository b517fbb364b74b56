package clubtest_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// ciScript is the CI script, whose functions find or install the PostgreSQL server.
var ciScript, _ = filepath.Abs("../../.ci/run")

// fakeTools are stand-ins for the commands that would change the machine: apt-get
// (as FAKE_APT says: "installs" the server binaries into $PG_LIB/16/bin, "fails" as
// apt does for a missing package, or "does-nothing"), id (the uid FAKE_UID; the user
// postgres exists when FAKE_POSTGRES_USER=1) and useradd. Each logs its arguments.
var fakeTools = map[string]string{
	"apt-get": `echo "apt-get $* (policy-rc.d present: $(test -e "$POLICY_RC_D" && echo yes || echo no))" >>"$LOG"
case "$FAKE_APT:$1" in
*:update) exit 0 ;;
installs:install) mkdir -p "$PG_LIB/16/bin" && for b in initdb pg_ctl postgres; do printf '#!/bin/sh\n' >"$PG_LIB/16/bin/$b"; chmod 755 "$PG_LIB/16/bin/$b"; done ;;
fails:install) echo "E: Unable to locate package postgresql" >&2; exit 100 ;;
esac`,
	"id":      `if [ "$1" = -u ]; then echo "$FAKE_UID"; else [ "$FAKE_POSTGRES_USER" = 1 ]; fi`,
	"useradd": `echo "useradd $*" >>"$LOG"`,
}

// harmless are the real commands the script may run.
var harmless = []string{"dirname", "sort", "ls", "mktemp", "tail", "rm", "chmod", "mkdir", "cat"}

// TestCIScriptFindsOrInstallsPostgreSQL runs .ci/run's ensure_postgres with a PATH
// holding only fakes and harmless tools, and a PG_LIB in a temporary directory: it
// takes binaries it finds (the newest version), installs Debian's package only when
// there are none (keeping the package from starting a server, and leaving no trace of
// that), and fails with one clear line when it cannot.
func TestCIScriptFindsOrInstallsPostgreSQL(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash here")
	}
	type result struct {
		out, errOut, log string
		ok               bool
	}
	run := func(t *testing.T, apt string, uid string, withApt bool, prepare func(lib, onPath string)) (result, string) {
		dir := t.TempDir()
		bin, lib, onPath := filepath.Join(dir, "bin"), filepath.Join(dir, "lib"), filepath.Join(dir, "onpath")
		for _, d := range []string{bin, lib, onPath} {
			if err := os.Mkdir(d, 0o755); err != nil {
				t.Fatal(err)
			}
		}
		for name, body := range fakeTools {
			if name == "apt-get" && !withApt {
				continue
			}
			if err := os.WriteFile(filepath.Join(bin, name), []byte("#!"+bash+"\n"+body+"\n"), 0o755); err != nil {
				t.Fatal(err)
			}
		}
		for _, name := range harmless {
			real, err := exec.LookPath(name)
			if err != nil {
				t.Skipf("no %s here", name)
			}
			if err := os.Symlink(real, filepath.Join(bin, name)); err != nil {
				t.Fatal(err)
			}
		}
		if prepare != nil {
			prepare(lib, onPath)
		}
		log := filepath.Join(dir, "log")
		cmd := exec.Command(bash, "-c", `source "$1" && ensure_postgres && echo "PATH=$PATH"`, "ci", ciScript)
		cmd.Env = []string{"PATH=" + onPath + ":" + bin, "PG_LIB=" + lib, "POLICY_RC_D=" + filepath.Join(dir, "policy-rc.d"),
			"LOG=" + log, "FAKE_APT=" + apt, "FAKE_UID=" + uid, "FAKE_POSTGRES_USER=0", "TMPDIR=" + dir}
		var out, errOut strings.Builder
		cmd.Stdout, cmd.Stderr = &out, &errOut
		err := cmd.Run()
		logged, _ := os.ReadFile(log)
		if _, err := os.Stat(filepath.Join(dir, "policy-rc.d")); err == nil {
			t.Error("the script left its policy-rc.d behind")
		}
		return result{out.String(), errOut.String(), string(logged), err == nil}, lib
	}
	serverIn := func(dir string) {
		os.MkdirAll(dir, 0o755)
		for _, b := range []string{"initdb", "pg_ctl", "postgres"} {
			os.WriteFile(filepath.Join(dir, b), []byte("#!/bin/sh\n"), 0o755)
		}
	}

	t.Run("the newest installed version is taken, nothing installed", func(t *testing.T) {
		r, lib := run(t, "installs", "0", true, func(lib, _ string) {
			serverIn(filepath.Join(lib, "9.6/bin"))
			serverIn(filepath.Join(lib, "15/bin"))
			os.MkdirAll(filepath.Join(lib, "17/bin"), 0o755) // a client-only version: no server
		})
		if !r.ok || !strings.Contains(r.out, "PATH="+filepath.Join(lib, "15/bin")+":") || strings.Contains(r.log, "apt-get") {
			t.Fatalf("ok %v, out %q, log %q", r.ok, r.out, r.log)
		}
		if !strings.Contains(r.log, "useradd --system --user-group") {
			t.Fatalf("as root without a postgres user, no useradd: %q", r.log)
		}
	})
	t.Run("binaries on PATH are taken", func(t *testing.T) {
		var onPath string
		r, _ := run(t, "installs", "1000", true, func(_, p string) { onPath = p; serverIn(p) })
		if !r.ok || !strings.Contains(r.out, "binaries: "+onPath) || r.log != "" {
			t.Fatalf("ok %v, out %q, log %q", r.ok, r.out, r.log)
		}
	})
	t.Run("none: apt-get installs postgresql without starting it", func(t *testing.T) {
		r, lib := run(t, "installs", "0", true, nil)
		if !r.ok || !strings.Contains(r.out, "PATH="+filepath.Join(lib, "16/bin")+":") {
			t.Fatalf("ok %v, out %q, err %q", r.ok, r.out, r.errOut)
		}
		if !strings.Contains(r.log, "apt-get update -qq (policy-rc.d present: yes)") ||
			!strings.Contains(r.log, "apt-get install -y -qq --no-install-recommends postgresql (policy-rc.d present: yes)") {
			t.Fatalf("apt-get calls: %q", r.log)
		}
	})
	for _, tc := range []struct {
		name, apt, uid string
		withApt        bool
		want           []string
	}{
		{"apt-get fails", "fails", "0", true, []string{"apt-get could not install Debian's postgresql package", "E: Unable to locate package postgresql"}},
		{"apt-get installs nothing", "does-nothing", "0", true, []string{"apt-get installed postgresql, but no initdb, pg_ctl and postgres appeared"}},
		{"no apt-get", "", "0", false, []string{"no apt-get to install one"}},
		{"not root", "installs", "1000", true, []string{"needs root: sudo apt-get install postgresql"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, _ := run(t, tc.apt, tc.uid, tc.withApt, nil)
			if r.ok {
				t.Fatalf("ensure_postgres succeeded: %q", r.out)
			}
			for _, w := range tc.want {
				if !strings.Contains(r.errOut, w) {
					t.Fatalf("stderr %q does not say %q", r.errOut, w)
				}
			}
			if lines := strings.Split(strings.TrimSpace(r.errOut), "\n"); !strings.HasPrefix(lines[len(lines)-1], "ci: ") {
				t.Fatalf("the last line of stderr is not the script's reason: %q", r.errOut)
			}
		})
	}
}

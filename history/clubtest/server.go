// Package clubtest starts a throwaway PostgreSQL cluster for the club's integration
// tests: initdb into a temporary directory, postgres listening on a unix socket there
// and, for the TLS tests, on 127.0.0.1 with TLS only (a certificate for localhost
// signed by a CA made for the run), stopped (and the directory removed) at the end.
// Run as root (as CI does), the server runs as the unprivileged user postgres, since
// initdb refuses root.
package clubtest

import (
	"cmp"
	"context"
	"database/sql"
	"fmt"
	"net"
	neturl "net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib" // database/sql driver "pgx"

	"github.com/talon-games/talon/companion/i18n"
)

// Env is the variable that asks for the PostgreSQL tests: with it set to 1 they fail
// when no server can be started; without it they are skipped.
const Env = "TALON_TEST_POSTGRES"

// Password is the cluster's superuser password (user talon): the tests need password
// authentication to see a wrong password refused.
const Password = "club-secret"

// Server is a running throwaway cluster.
type Server struct {
	dir, bin string
	port     int
	caFile   string // the certificate of the CA that signed the server's
	cred     *syscall.Credential
	n        atomic.Int64
}

// Wanted says whether the PostgreSQL tests were asked for.
func Wanted() bool { return os.Getenv(Env) == "1" }

// SkipLine is the one line printed when the tests are skipped.
const SkipLine = "club tests against PostgreSQL skipped: run them with TALON_TEST_POSTGRES=1 go test ./... (needs initdb and postgres on PATH or in /usr/lib/postgresql/*/bin)"

// Shared is a test binary's server, started by the first test that needs it (so a
// run of other tests, a benchmark or a fuzz worker of the same binary starts none) and
// stopped by Main when the tests are done.
type Shared struct {
	once sync.Once
	srv  *Server
	err  error
}

// Get returns the running server, starting it on first use. Without
// TALON_TEST_POSTGRES=1 the test is skipped with SkipLine; with it, a server that
// cannot start fails the test.
func (sh *Shared) Get(t testing.TB) *Server {
	t.Helper()
	if !Wanted() {
		t.Skip(SkipLine)
	}
	sh.once.Do(func() { sh.srv, sh.err = Start() })
	if sh.err != nil {
		t.Fatalf("%s=1 but PostgreSQL could not start: %v", Env, sh.err)
	}
	return sh.srv
}

// Main runs a test binary's tests and stops the shared server if one was started.
func Main(m *testing.M, sh *Shared) int {
	code := m.Run()
	if sh.srv != nil {
		sh.srv.Stop()
	}
	return code
}

// Start creates and starts a cluster.
func Start() (*Server, error) {
	bin, err := binDir()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "talon-pg-")
	if err != nil {
		return nil, err
	}
	s := &Server{dir: dir, bin: bin}
	if os.Geteuid() == 0 {
		if s.cred, err = unprivileged(); err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
	}
	pwfile := filepath.Join(dir, "pw")
	if err := os.WriteFile(pwfile, []byte(Password+"\n"), 0o600); err != nil {
		return nil, err
	}
	if s.cred != nil {
		if err := chownAll(dir, int(s.cred.Uid), int(s.cred.Gid)); err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
	}
	data := filepath.Join(dir, "data")
	if err := s.run("initdb", "-D", data, "-U", "talon", "--pwfile", pwfile, "--auth", "scram-sha-256",
		"-E", "UTF8", "--locale", "C", "--no-sync"); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	if err := s.configureTLS(data); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	// The port is one the kernel just had free; another test binary starting a server
	// at the same moment may take it first, so a start that cannot bind tries another.
	var startErr error
	for try := 0; try < 5; try++ {
		if s.port, startErr = freePort(); startErr != nil {
			break
		}
		opts := fmt.Sprintf("-k %s -p %d -c listen_addresses=127.0.0.1 -c ssl=on -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=50", dir, s.port)
		if startErr = s.run("pg_ctl", "start", "-w", "-t", "60", "-D", data, "-l", filepath.Join(dir, "log"), "-o", opts); startErr == nil {
			return s, nil
		}
		if log, _ := os.ReadFile(filepath.Join(dir, "log")); !strings.Contains(string(log), "could not bind") {
			startErr = i18n.Errorf("%v; server log: %s", startErr, strings.TrimSpace(string(log)))
			break
		}
	}
	os.RemoveAll(dir)
	return nil, startErr
}

// configureTLS gives the cluster its certificate and lets it be reached over TCP only
// with TLS (hostssl): a client that gets in on 127.0.0.1 spoke TLS.
func (s *Server) configureTLS(data string) error {
	s.caFile = filepath.Join(s.dir, "ca.crt")
	if err := writeServerTLS(data, s.caFile); err != nil {
		return err
	}
	hba := "local all all scram-sha-256\nhostssl all all 127.0.0.1/32 scram-sha-256\n"
	if err := os.WriteFile(filepath.Join(data, "pg_hba.conf"), []byte(hba), 0o600); err != nil {
		return err
	}
	if s.cred != nil {
		return chownAll(s.dir, int(s.cred.Uid), int(s.cred.Gid))
	}
	return nil
}

// freePort is a TCP port on 127.0.0.1 nobody listens on now.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// binDir finds the PostgreSQL server binaries: on PATH, else Debian's directory.
func binDir() (string, error) {
	if p, err := exec.LookPath("initdb"); err == nil {
		if _, err := exec.LookPath("pg_ctl"); err == nil {
			return filepath.Dir(p), nil
		}
	}
	found, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	if len(found) == 0 {
		return "", i18n.Errorf("initdb not found (install Debian's postgresql package)")
	}
	// The newest version: 15 before 9.6, as .ci/run picks it.
	slices.SortFunc(found, func(a, b string) int { return cmp.Compare(majorVersion(a), majorVersion(b)) })
	return filepath.Dir(found[len(found)-1]), nil
}

// majorVersion is N of /usr/lib/postgresql/N/bin/initdb, as a number (9.6 is 9).
func majorVersion(initdb string) int {
	v := filepath.Base(filepath.Dir(filepath.Dir(initdb)))
	n, _ := strconv.Atoi(strings.SplitN(v, ".", 2)[0])
	return n
}

// unprivileged is the postgres user's identity, for running the server as root.
func unprivileged() (*syscall.Credential, error) {
	u, err := user.Lookup("postgres")
	if err != nil {
		return nil, i18n.Errorf("running as root needs a postgres user for the server: %w", err)
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid), NoSetGroups: false, Groups: []uint32{}}, nil
}

func chownAll(dir string, uid, gid int) error {
	return filepath.Walk(dir, func(path string, _ os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		return os.Chown(path, uid, gid)
	})
}

func (s *Server) run(name string, args ...string) error {
	cmd := exec.Command(filepath.Join(s.bin, name), args...)
	cmd.Dir = s.dir
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: s.cred}
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s: %v: %s", name, err, strings.TrimSpace(string(out)))
	}
	return nil
}

// Stop stops the server at once and removes its directory.
func (s *Server) Stop() {
	s.run("pg_ctl", "stop", "-m", "immediate", "-D", filepath.Join(s.dir, "data"))
	os.RemoveAll(s.dir)
}

// URL is a postgres:// URL for database db as user talon with password, over the
// unix socket.
func (s *Server) URL(db, password string) string {
	return fmt.Sprintf("postgres://talon:%s@/%s?host=%s&port=%d&sslmode=disable", password, db, s.dir, s.port)
}

// OverTCP is the club at url (one of URL's) reached at host over TCP instead, with
// the connection parameters params (sslmode, sslrootcert, …) in place of url's.
func (s *Server) OverTCP(url, host, params string) string {
	u, err := neturl.Parse(url)
	if err != nil {
		panic(err) // url is one of URL's
	}
	u.Host = net.JoinHostPort(host, strconv.Itoa(s.port))
	u.RawQuery = params
	return u.String()
}

// CAFile is the certificate of the CA that signed the server's certificate: what a
// laptop gives as sslrootcert to check the server.
func (s *Server) CAFile() string { return s.caFile }

// NewDatabase creates an empty database and returns its URL (with the right password).
func (s *Server) NewDatabase(t testing.TB) string {
	t.Helper()
	name := fmt.Sprintf("club%d", s.n.Add(1))
	admin, err := sql.Open("pgx", s.URL("postgres", Password))
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	if _, err := admin.ExecContext(context.Background(), "CREATE DATABASE "+name); err != nil {
		t.Fatal(err)
	}
	return s.URL(name, Password)
}

// Exec runs statements in the database at url (a test's setup: a foreign table, a
// newer schema version, generated plays).
func Exec(t testing.TB, url string, stmts ...string) {
	t.Helper()
	db, err := sql.Open("pgx", url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, q := range stmts {
		if _, err := db.ExecContext(context.Background(), q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}

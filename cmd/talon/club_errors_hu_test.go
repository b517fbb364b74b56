package main

import (
	"encoding/binary"
	"io"
	"net"
	neturl "net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/history/clubtest"
)

// A club that cannot be reached or refuses the login is one Hungarian message of lines
// within 80 columns, exit 1: the driver's English only where quoted as the server's
// words. These need no PostgreSQL: nothing listens, a server says nothing, a name
// nobody knows.
func TestClubUnreachableInHungarian(t *testing.T) {
	silent := silentServer(t)
	closed := closedPort(t)
	for _, tc := range []struct{ name, url, want string }{
		{"timeout", "postgres://talon:x@" + silent + "/x?connect_timeout=1",
			"talon: nem érhető el a klub (talon@" + silent + "/x): a szerver 1 másodpercen belül nem válaszolt (ha tovább várnál, add meg az URL-ben: connect_timeout=MÁSODPERC)"},
		{"refused", "postgres://talon:x@" + closed + "/x?connect_timeout=5",
			"talon: nem érhető el a klub (talon@" + closed + "/x): ezen a címen senki sem válaszol: " + closed + " (ott nem figyel szerver)"},
		{"no socket", "postgres://talon:x@/x?host=/nonexistent-talon",
			"talon: nem érhető el a klub (" + history.ClubName("postgres://talon:x@/x?host=/nonexistent-talon") + "): ezen a címen senki sem válaszol: /nonexistent-talon/.s.PGSQL.5432 (ott nincs a szerver socketfájlja)"},
		{"unknown host", "postgres://talon:x@no-such-host.invalid/x?connect_timeout=5",
			"talon: nem érhető el a klub (talon@no-such-host.invalid/x): a szerver neve ismeretlen: no-such-host.invalid"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			clubRefusesInHungarian(t, tc.url, tc.want)
		})
	}
}

// A club URL without connect_timeout waits ClubConnectTimeout, not for ever.
func TestClubSilentServerTimesOutByDefault(t *testing.T) {
	if testing.Short() {
		t.Skip("waits the 10 s default")
	}
	t.Parallel() // its wait overlaps the other tests
	silent := silentServer(t)
	start := time.Now()
	clubRefusesInHungarian(t, "postgres://talon:x@"+silent+"/x",
		"talon: nem érhető el a klub (talon@"+silent+"/x): a szerver 10 másodpercen belül nem válaszolt (ha tovább várnál, add meg az URL-ben: connect_timeout=MÁSODPERC)")
	if waited := time.Since(start); waited > 30*time.Second {
		t.Errorf("waited %v", waited)
	}
}

// A wrong password and a missing database, from a real server: over its socket, and
// over TCP from a server without TLS, which the default sslmode=prefer first asks for
// TLS (the refused TLS is not the reason: the server's answer to the login is).
func TestClubLoginRefusedInHungarian(t *testing.T) {
	srv := needClubServer(t)
	good := srv.NewDatabase(t)
	plain := plainTCPFront(t, good)
	u, err := neturl.Parse(good)
	if err != nil {
		t.Fatal(err)
	}
	db := strings.TrimPrefix(u.Path, "/")
	missing := strings.Replace(good, "/"+db+"?", "/nosuchdb?", 1)
	wrong := strings.Replace(good, clubtest.Password, "guess", 1)
	for _, tc := range []struct{ name, url, want string }{
		{"wrong password", wrong,
			"talon: a klub nem engedett be (" + history.ClubName(good) + "): hibás jelszó (felhasználó: \"talon\")"},
		{"wrong password over TCP without TLS", "postgres://talon:guess@" + plain + "/" + db,
			"talon: a klub nem engedett be (talon@" + plain + "/" + db + "): hibás jelszó (felhasználó: \"talon\")"},
		{"no such database", missing,
			"talon: a klub nem engedett be (" + history.ClubName(missing) + "): a szerveren nincs \"nosuchdb\" nevű adatbázis"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			clubRefusesInHungarian(t, tc.url, tc.want)
		})
	}
}

// clubRefusesInHungarian runs club status against url in Hungarian and wants exit 1
// and want as one message in lines of at most 80 columns, without the password.
func clubRefusesInHungarian(t *testing.T, url, want string) {
	t.Helper()
	e := newEnv(t)
	e.vars["TALON_LANG"] = "hu"
	out, errOut, code := e.run("club", "status", "--club", url)
	if code != 1 || out != "" || !isOneMessage(errOut, 80) || oneText(errOut) != want ||
		strings.Contains(errOut, clubtest.Password) || strings.Contains(errOut, "guess") {
		t.Errorf("exit %d, stdout %q, stderr:\n%s\nwant exit 1 and one message within 80 columns:\n%s", code, out, errOut, want)
	}
}

// silentServer is an address that accepts connections and never says a word.
func silentServer(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	go func() {
		var held []net.Conn
		defer func() {
			for _, c := range held {
				c.Close()
			}
		}()
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			held = append(held, c)
		}
	}()
	return l.Addr().String()
}

// closedPort is an address of this machine where nothing listens.
func closedPort(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	return addr
}

// plainTCPFront is a TCP address in front of the test server's unix socket (the club
// at url) that refuses TLS, as a server without TLS does, and passes the rest on.
func plainTCPFront(t *testing.T, url string) string {
	t.Helper()
	u, err := neturl.Parse(url)
	if err != nil {
		t.Fatal(err)
	}
	socket := filepath.Join(u.Query().Get("host"), ".s.PGSQL."+u.Query().Get("port"))
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			go passOnWithoutTLS(c, socket)
		}
	}()
	return l.Addr().String()
}

// sslRequest is the code a client sends to ask for TLS before its startup message.
const sslRequest = 80877103

func passOnWithoutTLS(c net.Conn, socket string) {
	defer c.Close()
	c.SetDeadline(time.Now().Add(30 * time.Second))
	head := make([]byte, 8)
	if _, err := io.ReadFull(c, head); err != nil {
		return
	}
	if binary.BigEndian.Uint32(head[:4]) == 8 && binary.BigEndian.Uint32(head[4:]) == sslRequest {
		if _, err := c.Write([]byte{'N'}); err != nil {
			return
		}
		head = nil
	}
	s, err := net.Dial("unix", socket)
	if err != nil {
		return
	}
	defer s.Close()
	if _, err := s.Write(head); err != nil {
		return
	}
	go io.Copy(s, c)
	io.Copy(c, s)
}

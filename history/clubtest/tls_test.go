package clubtest_test

import (
	"context"
	"errors"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/history/clubtest"
)

// The server takes TCP connections on 127.0.0.1 only over TLS (hostssl), with a
// certificate for localhost signed by a CA made for the run. A laptop gets in only
// when its sslmode lets it trust what it is shown, and says why in one line when not.
func TestTLSModes(t *testing.T) {
	srv := shared.Get(t)
	unix := newClub(t)
	stranger, err := clubtest.WriteStrangerCA(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	ca := srv.CAFile()
	missing := filepath.Join(t.TempDir(), "no-such-ca.crt")
	cases := []struct {
		name, host, params string
		refused            string // "" when the sync must succeed
	}{
		{"verify-full with the club's CA", clubtest.TLSHost, "sslmode=verify-full&sslrootcert=" + ca, ""},
		{"verify-ca at the address (no name check)", "127.0.0.1", "sslmode=verify-ca&sslrootcert=" + ca, ""},
		{"require without a CA (encrypted, not checked)", "127.0.0.1", "sslmode=require", ""},
		{"prefer (the default) takes TLS", "127.0.0.1", "", ""},
		{"verify-full under another name", "127.0.0.1", "sslmode=verify-full&sslrootcert=" + ca,
			"the club's TLS certificate is not for 127.0.0.1"},
		{"verify-full with a CA that did not sign it", clubtest.TLSHost, "sslmode=verify-full&sslrootcert=" + stranger,
			"the club's TLS certificate is not signed by a CA talon trusts"},
		{"verify-full with the system's CAs", clubtest.TLSHost, "sslmode=verify-full",
			"the club's TLS certificate is not signed by a CA talon trusts"},
		{"require with a CA checks it (as libpq)", "127.0.0.1", "sslmode=require&sslrootcert=" + stranger,
			"the club's TLS certificate is not signed by a CA talon trusts"},
		{"a CA file that is not there", clubtest.TLSHost, "sslmode=verify-full&sslrootcert=" + missing,
			"cannot read the CA certificate"},
		{"without TLS the server refuses", "127.0.0.1", "sslmode=disable", "no encryption"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			url := srv.OverTCP(unix, tc.host, tc.params)
			s := laptop(t)
			play(t, s, "catan", 1, map[string]int{"Ann": 3, "Ben": 4})
			before, _ := sessions(t, s)
			err := func() error {
				c, err := history.OpenClub(context.Background(), url)
				if err != nil {
					return err
				}
				defer c.Close()
				_, err = c.Sync(context.Background(), s)
				return err
			}()
			if tc.refused == "" {
				if err != nil {
					t.Fatalf("sync over TLS: %v", err)
				}
				return
			}
			var ce *history.ClubError
			if !errors.As(err, &ce) {
				t.Fatalf("error %v (%T) is not a ClubError", err, err)
			}
			msg := err.Error()
			t.Log(msg)
			if !strings.Contains(msg, tc.refused) || strings.Contains(msg, "\n") || strings.Contains(msg, clubtest.Password) {
				t.Fatalf("message %q: want one line saying %q, without the password", msg, tc.refused)
			}
			if after, _ := sessions(t, s); !reflect.DeepEqual(before, after) {
				t.Fatal("the local history changed")
			}
		})
	}
}

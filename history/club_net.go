package history

import (
	"context"
	"errors"
	"net"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/talon-games/talon/companion/i18n"
)

// ClubConnectTimeout is how long talon waits for a club that gives no connect_timeout:
// libpq's default is to wait for ever, which on a silent network is a talon that hangs
// with nothing said. connect_timeout=N in the URL (or $PGCONNECT_TIMEOUT) sets another
// wait, and connect_timeout=0 waits for ever as libpq does.
const ClubConnectTimeout = 10 * time.Second

// connectTimeout is the wait for the club at rawURL: the one it names, else ClubConnectTimeout.
func connectTimeout(rawURL string, given time.Duration, getenv func(string) string) time.Duration {
	if given != 0 || strings.Contains(rawURL, "connect_timeout") || getenv("PGCONNECT_TIMEOUT") != "" {
		return given
	}
	return ClubConnectTimeout
}

// timedOut says whether err is the club's connect timeout running out, rather than
// ctx (the command, stopped by Ctrl-C) ending.
func timedOut(ctx context.Context, err error) bool {
	if ctx.Err() != nil {
		return false
	}
	var ne net.Error
	return errors.Is(err, context.DeadlineExceeded) || errors.As(err, &ne) && ne.Timeout()
}

// noAnswer is the reason for a club whose server said nothing within the wait.
func noAnswer(wait time.Duration) i18n.Message {
	if wait <= 0 {
		return i18n.M("the server did not answer (give connect_timeout=SECONDS in the URL to wait longer)")
	}
	return i18n.M("the server did not answer within %s seconds (give connect_timeout=SECONDS in the URL to wait longer)",
		strconv.Itoa(int(wait.Round(time.Second)/time.Second)))
}

// serverSpoke says whether the server answered the login: with sslmode=prefer (the
// default) against a server without TLS, pgx's error holds the refused TLS attempt and
// then the server's answer to the plain one, which is the one that counts.
func serverSpoke(err error) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe)
}

// dialReason is why nothing answered at an address, in the table's language where
// talon knows the kind: no server listening there, no socket file.
func (c *Club) dialReason(err error) any {
	switch {
	case errors.Is(err, syscall.ECONNREFUSED):
		return i18n.M("no server listens there")
	case errors.Is(err, syscall.ENOENT):
		return i18n.M("no server socket there")
	case errors.Is(err, syscall.EHOSTUNREACH), errors.Is(err, syscall.ENETUNREACH):
		return i18n.M("no route to it over the network")
	}
	return c.driverWords(err.Error())
}

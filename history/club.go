package history

import (
	"context"
	"database/sql"
	"errors"
	"net"
	"net/url"
	"os"
	"path"
	"strings"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib"

	"github.com/talon-games/talon/companion/i18n"
)

// Club is a connection to a club's shared history on PostgreSQL. It goes through
// database/sql (pgx's stdlib driver), like the SQLite store, so the two share their
// querier helpers; a command holds one connection for a few transactions, so a pool
// would buy nothing.
type Club struct {
	db       *sql.DB
	where    string // the URL with its password hidden, for scripts (--json)
	name     string // ClubName: the club as messages name it
	secret   string // the password, to scrub from any message that might echo it
	database string // the database named in the URL, for a server that has none such
	here     *Store // the laptop's history, whose numbers name plays read from the club
}

// ClubError is a club that cannot be used: unreachable, refusing the login, not a
// talon club, or newer than this talon. Nothing was changed on either side. Its text is
// a catalog message (the table reads it in its language); the words of the driver or
// the server it quotes stay as they came.
type ClubError struct{ Reason i18n.Message }

func (e *ClubError) Error() string { return e.Reason.String() }

// Local is the reason in p's language.
func (e *ClubError) Local(p *i18n.Printer) string { return e.Reason.Local(p) }

// RedactURL hides the password of a postgres:// URL (or key=value DSN) for messages.
func RedactURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil && strings.Contains(raw, "://") {
		// Not readable as a URL: nothing of it is shown but its scheme, since where the
		// password is in it cannot be told.
		scheme, _, _ := strings.Cut(raw, "://")
		return scheme + "://(a URL talon cannot read)"
	}
	if err != nil || u.Scheme == "" {
		return redactDSN(raw)
	}
	if u.User != nil {
		if _, has := u.User.Password(); has {
			u.User = url.UserPassword(u.User.Username(), "xxxxx")
		}
	}
	q := u.Query()
	if q.Has("password") {
		q.Set("password", "xxxxx")
		u.RawQuery = q.Encode()
	}
	return u.String()
}

// ClubName is how talon's messages name a club, short enough for an 80-column line:
// user@host/database — never the password, nor the URL's settings (sslmode, certificate
// files), nor PostgreSQL's own port 5432; a socket directory longer than socketShown
// runes is shown by its last element.
func ClubName(raw string) string {
	u, err := url.Parse(raw)
	if err != nil && strings.Contains(raw, "://") {
		return RedactURL(raw)
	}
	var user, host, port, db string
	if err != nil || u.Scheme == "" { // key=value
		for _, f := range strings.Fields(raw) {
			switch k, v, _ := strings.Cut(f, "="); k {
			case "user":
				user = v
			case "host":
				host = v
			case "port":
				port = v
			case "dbname":
				db = v
			}
		}
	} else {
		if u.User != nil {
			user = u.User.Username()
		}
		q := u.Query()
		host, port, db = u.Hostname(), u.Port(), strings.TrimPrefix(u.Path, "/")
		if host == "" {
			host = q.Get("host")
		}
		if port == "" {
			port = q.Get("port")
		}
		if db == "" {
			db = q.Get("dbname")
		}
	}
	if strings.HasPrefix(host, "/") && utf8.RuneCountInString(host) > socketShown {
		host = "…/" + path.Base(host)
	}
	if port != "" && port != "5432" {
		host += ":" + port
	}
	name := host + "/" + db
	if user != "" {
		name = user + "@" + name
	}
	return name
}

// socketShown is the longest socket directory a club's name shows whole.
const socketShown = 16

// redactDSN hides password=… in a key=value connection string.
func redactDSN(dsn string) string {
	fields := strings.Fields(dsn)
	for i, f := range fields {
		if strings.HasPrefix(f, "password=") {
			fields[i] = "password=xxxxx"
		}
	}
	return strings.Join(fields, " ")
}

// OpenClub connects to the club named by url (postgres://… or key=value). The password
// comes from the URL, PGPASSWORD or ~/.pgpass (pgx reads them); sslmode in the URL is
// honoured by pgx. It checks the connection at once, so a bad URL, an unreachable
// server or a refused login is one ClubError.
func OpenClub(ctx context.Context, rawURL string) (*Club, error) {
	name := ClubName(rawURL)
	cfg, err := pgx.ParseConfig(rawURL)
	if err != nil {
		return nil, &ClubError{i18n.M("club %s: %s", name, unparsable(err))}
	}
	cfg.ConnectTimeout = connectTimeout(rawURL, cfg.ConnectTimeout, os.Getenv)
	c := &Club{where: RedactURL(rawURL), name: name, secret: cfg.Password, database: cfg.Database}
	c.db = stdlib.OpenDB(*cfg)
	c.db.SetMaxOpenConns(2)
	if err := c.db.PingContext(ctx); err != nil {
		c.db.Close()
		if timedOut(ctx, err) {
			return nil, &ClubError{i18n.M("%[1]s %[2]s: %[3]s", i18n.M("cannot reach the club"), name, noAnswer(cfg.ConnectTimeout))}
		}
		return nil, c.explain(err, i18n.M("cannot reach the club"))
	}
	return c, nil
}

// Close ends the connection.
func (c *Club) Close() error { return c.db.Close() }

// Where is the club's URL with its password hidden.
func (c *Club) Where() string { return c.where }

// Name is the club as messages name it (ClubName).
func (c *Club) Name() string { return c.name }

// explain turns a driver error into one line naming the club, never its password.
func (c *Club) explain(err error, doing i18n.Message) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	var ce *ClubError
	if errors.As(err, &ce) {
		return ce
	}
	var (
		pe     *pgconn.PgError
		dns    *net.DNSError
		dial   *net.OpError
		reason any // a Message, or the driver's own words
	)
	refused := i18n.M("the club refused the login")
	if r, ok := tlsRefusal(err); ok && !serverSpoke(err) {
		doing, reason = i18n.M("refused the club"), r
	}
	switch {
	case reason != nil:
	case errors.As(err, &pe) && pe.Code == "28P01" && c.secret == "":
		doing, reason = refused, i18n.M("it asks for a password and talon found none: give it in ~/.pgpass (or the file $PGPASSFILE names), $PGPASSWORD or the URL")
	case errors.As(err, &pe) && pe.Code == "28P01":
		doing, reason = refused, i18n.M("wrong password for user %s", pe.Message[strings.LastIndex(pe.Message, " ")+1:])
	case errors.As(err, &pe) && pe.Code == "3D000":
		doing, reason = refused, i18n.M("the server has no database %q", c.database)
	case errors.As(err, &pe) && pe.Code == "28000":
		doing, reason = refused, i18n.M("the server does not let this user in from here (it says %q)", c.driverWords(pe.Message))
	case errors.As(err, &dns) && dns.IsNotFound:
		reason = i18n.M("the server's name %s is not known", dns.Name)
	case errors.As(err, &dns):
		reason = i18n.M("the server's name %s is not known (%s)", dns.Name, dns.Err)
	case errors.As(err, &dial) && dial.Op == "dial" && dial.Addr != nil:
		reason = i18n.M("nothing answers at %s (%s)", dial.Addr.String(), c.dialReason(dial.Err))
	default:
		reason = c.driverWords(err.Error())
	}
	return &ClubError{i18n.M("%[1]s %[2]s: %[3]s", doing, c.name, reason)}
}

// driverWords is a message of the driver or the server on one line, without the password.
func (c *Club) driverWords(msg string) string {
	msg = strings.Join(strings.Fields(msg), " ")
	if c.secret != "" {
		msg = strings.ReplaceAll(msg, c.secret, "xxxxx")
	}
	return msg
}

// clubWord begins a message about the club named after it.
var clubWord = i18n.M("club")

// inClubTx runs fn in one transaction on the club: committed when fn returns nil,
// rolled back otherwise (and by the server when the connection drops half-way).
func (c *Club) inClubTx(ctx context.Context, opts *sql.TxOptions, fn func(tx *sql.Tx) error) error {
	tx, err := c.db.BeginTx(ctx, opts)
	if err != nil {
		return c.explain(err, clubWord)
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return c.explain(err, clubWord)
	}
	return c.explain(tx.Commit(), clubWord)
}

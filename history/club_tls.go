package history

import (
	"crypto/x509"
	"errors"
	"io/fs"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// tlsRefusal names, for a laptop's owner, why the club's TLS certificate was not
// trusted (sslmode verify-ca or verify-full, or require with an sslrootcert), or why no
// TLS was had, and what to do about it; false when err is not about TLS.
func tlsRefusal(err error) (i18n.Message, bool) {
	var (
		host    x509.HostnameError
		unknown x509.UnknownAuthorityError
		invalid x509.CertificateInvalidError
	)
	switch {
	case errors.As(err, &host):
		names := strings.Join(host.Certificate.DNSNames, ", ")
		for _, ip := range host.Certificate.IPAddresses {
			names = strings.TrimPrefix(names+", "+ip.String(), ", ")
		}
		if names == "" {
			return i18n.M("the club's TLS certificate is not for %s (it names no host): check only its CA with sslmode=verify-ca", host.Host), true
		}
		return i18n.M("the club's TLS certificate is not for %s (it is for %s): reach the club by a name its certificate holds, or check only its CA with sslmode=verify-ca",
			host.Host, names), true
	case errors.As(err, &unknown):
		return i18n.M("the club's TLS certificate is not signed by a CA talon trusts: give the certificate of the CA that signed it as sslrootcert=FILE in the URL"), true
	case errors.As(err, &invalid):
		return i18n.M("the club's TLS certificate is not valid: %s", invalid.Error()), true
	case strings.Contains(err.Error(), "server refused TLS connection"):
		return i18n.M("the server does not offer TLS, which the URL's sslmode demands"), true
	}
	return i18n.Message{}, false
}

// unparsable says why the driver could not read a club URL without repeating the URL
// (whose password may be in it): a file it names (sslrootcert, sslcert, sslkey) that
// cannot be read, or a setting's name.
func unparsable(err error) i18n.Message {
	var path *fs.PathError
	switch {
	case errors.As(err, &path) && strings.Contains(err.Error(), "CA file"):
		return i18n.M("cannot read the CA certificate sslrootcert=%s: %s", path.Path, path.Err.Error())
	case errors.As(err, &path):
		return i18n.M("cannot read the file %s named in the URL: %s", path.Path, path.Err.Error())
	case strings.Contains(err.Error(), "sslmode is invalid"):
		return i18n.M("sslmode must be disable, allow, prefer, require, verify-ca or verify-full")
	}
	return i18n.M("not a PostgreSQL URL")
}

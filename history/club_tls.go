package history

import (
	"crypto/x509"
	"errors"
	"fmt"
	"io/fs"
	"strings"
)

// tlsRefusal names, for a laptop's owner, why the club's TLS certificate was not
// trusted (sslmode verify-ca or verify-full, or require with an sslrootcert), or why no
// TLS was had, and what to do about it; "" when err is not about TLS.
func tlsRefusal(err error) string {
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
			names = "no name"
		}
		return fmt.Sprintf("the club's TLS certificate is not for %s (it is for %s): reach the club by a name its certificate holds, or check only its CA with sslmode=verify-ca",
			host.Host, names)
	case errors.As(err, &unknown):
		return "the club's TLS certificate is not signed by a CA talon trusts: give the certificate of the CA that signed it as sslrootcert=FILE in the URL"
	case errors.As(err, &invalid):
		return "the club's TLS certificate is not valid: " + invalid.Error()
	case strings.Contains(err.Error(), "server refused TLS connection"):
		return "the server does not offer TLS, which the URL's sslmode demands"
	}
	return ""
}

// unparsable says why the driver could not read a club URL without repeating the URL
// (whose password may be in it): a file it names (sslrootcert, sslcert, sslkey) that
// cannot be read, or a setting's name.
func unparsable(err error) string {
	var path *fs.PathError
	switch {
	case errors.As(err, &path) && strings.Contains(err.Error(), "CA file"):
		return fmt.Sprintf("cannot read the CA certificate sslrootcert=%s: %v", path.Path, path.Err)
	case errors.As(err, &path):
		return fmt.Sprintf("cannot read %s: %v", path.Path, path.Err)
	case strings.Contains(err.Error(), "sslmode is invalid"):
		return "sslmode must be disable, allow, prefer, require, verify-ca or verify-full"
	}
	return "not a PostgreSQL URL"
}

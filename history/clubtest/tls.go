package clubtest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"time"
)

// TLSHost is the one name the server's certificate is issued for: a client that
// checks names (sslmode=verify-full) must reach it as localhost, and is refused at
// 127.0.0.1.
const TLSHost = "localhost"

// authority is a certificate authority made for one test run.
type authority struct {
	cert *x509.Certificate
	key  *ecdsa.PrivateKey
	pem  []byte
}

// newAuthority makes a self-signed CA named name, valid from an hour ago for a day.
func newAuthority(name string) (*authority, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	tmpl := &x509.Certificate{
		SerialNumber:          serial(),
		Subject:               pkix.Name{CommonName: name},
		NotBefore:             time.Now().Add(-time.Hour),
		NotAfter:              time.Now().Add(24 * time.Hour),
		KeyUsage:              x509.KeyUsageCertSign | x509.KeyUsageCRLSign,
		BasicConstraintsValid: true,
		IsCA:                  true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return nil, err
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		return nil, err
	}
	return &authority{cert: cert, key: key, pem: pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})}, nil
}

// issue makes a server certificate for host signed by the authority, and its key,
// both PEM.
func (ca *authority) issue(host string) (certPEM, keyPEM []byte, err error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, nil, err
	}
	tmpl := &x509.Certificate{
		SerialNumber: serial(),
		Subject:      pkix.Name{CommonName: host},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(24 * time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	if ip := net.ParseIP(host); ip != nil {
		tmpl.IPAddresses = []net.IP{ip}
	} else {
		tmpl.DNSNames = []string{host}
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, ca.cert, &key.PublicKey, ca.key)
	if err != nil {
		return nil, nil, err
	}
	keyDER, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		return nil, nil, err
	}
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}),
		pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER}), nil
}

func serial() *big.Int {
	n, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 62))
	if err != nil {
		panic(err) // crypto/rand does not fail on Linux
	}
	return n
}

// writeServerTLS makes a CA, writing its certificate to caFile (what a client
// trusts), and a certificate for TLSHost signed by it in the data directory:
// server.crt and server.key (mode 0600, as PostgreSQL demands), its defaults.
func writeServerTLS(data, caFile string) error {
	ca, err := newAuthority("talon test club CA")
	if err != nil {
		return err
	}
	cert, key, err := ca.issue(TLSHost)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(data, "server.crt"), cert, 0o600); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(data, "server.key"), key, 0o600); err != nil {
		return err
	}
	return os.WriteFile(caFile, ca.pem, 0o644)
}

// WriteStrangerCA writes, in dir, the certificate of a CA that signed nothing the
// server holds: trusting it alone, a client must refuse the server.
func WriteStrangerCA(dir string) (string, error) {
	ca, err := newAuthority("a CA the club never used")
	if err != nil {
		return "", err
	}
	name := filepath.Join(dir, "stranger-ca.crt")
	return name, os.WriteFile(name, ca.pem, 0o644)
}

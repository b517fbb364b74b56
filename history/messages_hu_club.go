package history

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for the club's messages (club*.go).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"%[1]s %[2]s: %[3]s":                     "%[1]s (%[2]s): %[3]s",
		"club":                                   "klub",
		"club %s: %s":                            "klub: %s: %s",
		"cannot reach the club":                  "nem érhető el a klub",
		"the club refused the login":             "a klub nem engedett be",
		"refused the club":                       "a talon nem fogadta el a klubot",
		"wrong password for user %s":             "hibás jelszó (felhasználó: %s)",
		"stored club result %q: %w":              "a klubban tárolt eredmény (%q): %v",
		"club schema version %s: %w":             "klubséma, %s. verzió: %v",
		"the server's name %s is not known (%s)": "a szerver neve ismeretlen: %s (%s)",
		"nothing answers at %s (%s)":             "ezen a címen senki sem válaszol: %s (%s)",
		"the server's name %s is not known":      "a szerver neve ismeretlen: %s",
		"the server has no database %q":          "a szerveren nincs %q nevű adatbázis",
		"the server does not let this user in from here (it says %q)": "a szerver innen nem engedi be ezt a felhasználót (a szerver válasza: %q)",
		"no server listens there":                                     "ott nem figyel szerver",
		"no server socket there":                                      "ott nincs a szerver socketfájlja",
		"no route to it over the network":                             "a hálózaton nem vezet oda út",
		"the server did not answer (give connect_timeout=SECONDS in the URL to wait longer)":                   "a szerver nem válaszolt (ha tovább várnál, add meg az URL-ben: connect_timeout=MÁSODPERC)",
		"the server did not answer within %s seconds (give connect_timeout=SECONDS in the URL to wait longer)": "a szerver %s másodpercen belül nem válaszolt (ha tovább várnál, add meg az URL-ben: connect_timeout=MÁSODPERC)",
		"not a PostgreSQL URL":                        "nem PostgreSQL-URL",
		"the club's TLS certificate is not valid: %s": "a klub TLS-tanúsítványa érvénytelen: %s",
		"it asks for a password and talon found none: give it in ~/.pgpass (or the file $PGPASSFILE names), $PGPASSWORD or the URL":                            "jelszót kér, de a talon nem talált: add meg a ~/.pgpass fájlban (vagy a $PGPASSFILE által megnevezett fájlban), a $PGPASSWORD változóban vagy az URL-ben",
		"club %s: the database holds %d tables that are not talon's; give talon a database of its own":                                                         "klub: %s: az adatbázisban %d nem a talonhoz tartozó tábla van; adj a talonnak saját adatbázist",
		"club %s: its schema is version %d, newer than this talon's %d; update talon (nothing was changed)":                                                    "klub: %s: a sémája %d. verziójú, újabb ennek a talonnak a %d. verziójánál; frissítsd a talont (semmi sem változott)",
		"club %s: not a talon club (no talon schema); run talon club init first":                                                                               "klub: %s: ez nem talon-klub (nincs talon-séma); előbb futtasd: talon club init",
		"club %s: its schema is version %d, older than this talon's %d; run talon club init to migrate it":                                                     "klub: %s: a sémája %d. verziójú, régebbi ennek a talonnak a %d. verziójánál; a frissítéséhez futtasd: talon club init",
		"the club's TLS certificate is not for %s (it names no host): check only its CA with sslmode=verify-ca":                                                "a klub TLS-tanúsítványa nem erre a gépre szól: %s (egyet sem nevez meg); csak a hitelesítőjét ellenőrizd: sslmode=verify-ca",
		"the club's TLS certificate is not for %s (it is for %s): reach the club by a name its certificate holds, or check only its CA with sslmode=verify-ca": "a klub TLS-tanúsítványa nem erre a gépre szól: %s (hanem erre: %s); a tanúsítványban szereplő néven érd el a klubot, vagy csak a hitelesítőjét ellenőrizd: sslmode=verify-ca",
		"the club's TLS certificate is not signed by a CA talon trusts: give the certificate of the CA that signed it as sslrootcert=FILE in the URL":          "a klub TLS-tanúsítványát nem olyan hitelesítő (CA) írta alá, amelyben a talon megbízik: az aláíró hitelesítő tanúsítványát add meg az URL-ben: sslrootcert=FÁJL",
		"the server does not offer TLS, which the URL's sslmode demands":                                                                                       "a szerver nem kínál TLS-t, pedig az URL sslmode beállítása megköveteli",
		"cannot read the CA certificate sslrootcert=%s: %s":                                                                                                    "nem olvasható a hitelesítő tanúsítványa, sslrootcert=%s: %s",
		"cannot read the file %s named in the URL: %s":                                                                                                         "nem olvasható az URL-ben megnevezett fájl (%s): %s",
		"sslmode must be disable, allow, prefer, require, verify-ca or verify-full":                                                                            "az sslmode értéke disable, allow, prefer, require, verify-ca vagy verify-full lehet",
	})
}

package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for talon club and the --club flag of history and stats (cmd_club.go).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"the club's URL (default $TALON_CLUB or the settings file)":                                   "a klub URL-je (alapból $TALON_CLUB vagy a beállítás)",
		"read the club's plays (--club=URL: another)":                                                 "a klub előzményei; --club=URL egy másik klubé",
		"no club named: give --club postgres://…, set TALON_CLUB, or write club = postgres://… in %s": "nincs megadva klub: add meg a --club postgres://… kapcsolóval, a TALON_CLUB változóval, vagy írd be: club = postgres://… ide: %s",
		"Share the history with a club's PostgreSQL server: init, status, sync":                       "Közös előzmények a klub PostgreSQL-szerverén: init, status, sync",
		"Create talon's schema in the club's database, or update it":                                  "Létrehozza vagy frissíti a talon sémáját a klubban",
		"What a sync would exchange with the club, changing nothing":                                  "Mit cserélne egy szinkronizálás (nem változtat semmit)",
		"Pull the club's plays here and push this laptop's to the club":                               "Behozza a klub játszmáit, és felküldi ennek a gépnek a játszmáit",
		clubHelp: `A club ennek a gépnek az előzményeit cseréli ki a klub közös előzményeivel egy
PostgreSQL-szerveren, a history import szabályai szerint: a játszmák UUID
szerint párosulnak, a hosszabb napló nyer, a törlések is utaznak, a játékosokat
UUID, majd név szerint azonosítja. A játék a helyi fájlban folyik tovább
hálózat nélkül is; szinkronizálj, amikor van hálózat. Egy játszma akkor utazik,
amikor véget ért.

A klubot a --club postgres://felhasználó@gép/adatbázis adja meg, különben a
$TALON_CLUB, különben a beállítások ($XDG_CONFIG_HOME/talon/config) club =
postgres://… sora. A jelszó az URL-ből, a $PGPASSWORD változóból vagy a
~/.pgpass fájlból jön; a talon sosem írja ki és sosem tárolja. Az URL sslmode
beállítását követi (a verify-full ellenőrzi a szerver tanúsítványát és nevét; a
klub saját hitelesítőjét sslrootcert=FÁJL formában add meg).`,
		clubInitHelp: `Az init létrehozza a talon tábláit egy üres PostgreSQL-adatbázisban (vagy
frissíti a régebbi talon-sémát), egyetlen tranzakcióban. Más táblákat
tartalmazó adatbázist vagy ennél a talonnál újabb sémájú klubot érintetlenül
elutasít.`,
		clubSyncHelp: `A sync a klub játszmáit, törléseit és játékosait beolvasztja ebbe az előzménybe
(egy helyi tranzakció), majd ennek a gépnek a befejezett játszmáit, törléseit
és játékosait a klubéba (egy klubtranzakció, más gépekkel sorban váltakozva).
Kétszer futtatva másodszorra semmit sem változtat; a félbeszakadt
szinkronizálást a következő befejezi. A mindkét oldalon eltérően módosult
játszmákat jelzi, és mindkét oldalon változatlanul hagyja.`,
		"Club %s: talon's schema created (version %d).\n":           "Klub: %s: a talon sémája létrejött (%d. verzió).\n",
		"Club %s: talon's schema is up to date (version %d).\n":     "Klub: %s: a talon sémája naprakész (%d. verzió).\n",
		"Club %s: talon's schema migrated from version %d to %d.\n": "Klub: %s: a talon sémája frissült: %d. verzióról %d. verzióra.\n",
		"Club %s:\n":              "Klub: %s:\n",
		"%d sessions":             "%d játszma",
		"%d deletions":            "%d törlés",
		"%d players":              "%d játékos",
		"  to pull: %s, %s\n":     "  behozandó: %s, %s\n",
		"  to push: %s, %s, %s\n": "  felküldendő: %s, %s, %s\n",
		"  %d sessions still being played here travel once they end\n": "  %d itt még folyó játszma akkor utazik, amikor véget ér\n",
		"Synced with club %s.\n": "Szinkronizálva a klubbal: %s.\n",
		"  pulled: %d sessions added, %d updated, %d deleted here as there; %s\n": "  behozva: %d új játszma, %d frissült, %d törölve itt is; %s\n",
		"%d players added": "%d új játékos",
		"  pushed: %d sessions added, %d updated, %d deleted there as here\n": "  felküldve: %d új játszma, %d frissült, %d törölve ott is\n",
		"Conflict, left as it is on both sides: %s session %s: %s.\n":         "Ütközés, mindkét oldalon változatlan marad: %s játszma, %s: %s.\n",
		notSyncedNote: "– a klub egy játszmája, amely még nincs ebben az előzményben: a talon club sync elhozza (számmal együtt).",
	})
	// English counts: "1 session", "2 sessions". Hungarian keeps the noun singular.
	i18n.AddPlural(i18n.English, "%d sessions", 1, "one", "%d session", "other", "%d sessions")
	i18n.AddPlural(i18n.English, "%d deletions", 1, "one", "%d deletion", "other", "%d deletions")
	i18n.AddPlural(i18n.English, "%d players", 1, "one", "%d player", "other", "%d players")
	i18n.AddPlural(i18n.English, "  %d sessions still being played here travel once they end\n", 1,
		"one", "  %d session still being played here travels once it ends\n", "other", "  %d sessions still being played here travel once they end\n")
	i18n.AddPlural(i18n.English, "%d players added", 1, "one", "%d player added", "other", "%d players added")
	i18n.AddPlural(i18n.English, "  pulled: %d sessions added, %d updated, %d deleted here as there; %s\n", 1,
		"one", "  pulled: %d session added, %d updated, %d deleted here as there; %s\n",
		"other", "  pulled: %d sessions added, %d updated, %d deleted here as there; %s\n")
	i18n.AddPlural(i18n.English, "  pushed: %d sessions added, %d updated, %d deleted there as here\n", 1,
		"one", "  pushed: %d session added, %d updated, %d deleted there as here\n",
		"other", "  pushed: %d sessions added, %d updated, %d deleted there as here\n")
}

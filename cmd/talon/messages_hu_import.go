package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for `talon history import` (cmd_history_import.go): its help, the
// summary of what it merged, conflicts and --keep.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		importLong: "Az import a `talon history export` által (például egy másik gépen) írt fájlt\n" +
			"olvasztja ezekbe az előzményekbe, egy lépésben: egy olvashatatlan fájl semmit\n" +
			"sem változtat, és az sem, amelyben egy lépés nem játszható le újra. A - mint\n" +
			"FÁJL a szabványos bemenetet olvassa. Ugyanazt a fájlt kétszer beolvasni nem\n" +
			"változtat semmit; két előzmény, amely beolvassa egymás fájlját, egyforma lesz.\n" +
			"\n" +
			"A játszmák UUID szerint párosulnak: amelyiket valamelyik oldal folytatta, annak\n" +
			"a hosszabb naplója marad (a visszavont lépések nem számítanak). Amelyiket\n" +
			"mindkét oldal másként folytatta, az ütközés: jelzi, mindkét oldalon békén\n" +
			"hagyja, és az import 1-es kóddal lép ki. Döntsd el, melyik oldal marad:\n" +
			"  talon history import FÁJL --keep theirs JÁTSZMA   # a fájlé, egészben\n" +
			"  talon history import FÁJL --keep ours JÁTSZMA     # az itteni változat\n" +
			"A JÁTSZMA a játszma UUID-ja vagy az eleje (legalább 4 karakter); a --keep ours\n" +
			"után a másik oldalon az itteni (ezen a gépen lévő) exportot --keep theirs-szel\n" +
			"olvasd be.\n" +
			"\n" +
			"A másik oldalon törölt játszmák itt is törlődnek. A játékosok UUID, majd név\n" +
			"szerint párosulnak (kis- és nagybetűtől, ékezettől függetlenül); a --map\n" +
			"\"Anna=Ann\" azt mondja, hogy Anna és Ann egy személy, Ann néven, akármelyik\n" +
			"név van a fájlban és akármelyik itt (a talon megjegyzi a későbbi importokhoz;\n" +
			"a másik gépen ugyanezt a --map-et add meg).\n" +
			"\n" +
			"A BG Stats exportfájlt annak olvassa (a listáiról ismeri fel; a --format bgstats\n" +
			"vagy a --format talon bármelyiket kikényszeríti): az öt játék partijai\n" +
			"befejezett játszmák lesznek eredménnyel (a többi játékot megszámolja és\n" +
			"kihagyja); az újbóli import nem változtat semmit. A talon által a BG Statsba írt\n" +
			"és onnan visszaolvasott parti megtartja a játszma UUID-ját: ha olyan\n" +
			"talon-előzménnyel olvad össze, amelyben maga a játszma van, annak a rekordja (a\n" +
			"lépésekkel) lép a másolat helyére. Ha egy parti hibás (egy névben\n" +
			"vezérlőkarakter van, a fájl nem sorolja fel a játékosát vagy a játékát, a dátuma\n" +
			"nem dátum, egy uuid kétszer szerepel, egy érték rossz fajtájú, vagy a parti\n" +
			"nagyobb 1 MiB-nál), az egész fájlt elutasítja, és megnevezi a partit; a 200\n" +
			"karakternél hosszabb megjegyzést levágja, és az összegzés ezt jelzi.",
		"the side to keep, `theirs|ours`, in the conflicts of the sessions named after FILE: the file's version or this history's": "a megtartott oldal, `theirs|ours`, a FÁJL után megnevezett játszmák ütközésében: a fájl változata vagy az itteni",
		"FILE [--keep theirs|ours SESSION...]":                                                                                                "FÁJL [--keep theirs|ours JÁTSZMA...]",
		"%s is a BG Stats file: importing it as one.\n":                                                                                       "%s BG Stats fájl: annak megfelelően olvasom be.\n",
		"--keep goes with a talon history file; %s is a BG Stats file":                                                                        "a --keep talon-előzményfájlhoz való; a(z) %s BG Stats fájl",
		"sessions after FILE are for --keep: say --keep theirs or --keep ours":                                                                "a FÁJL utáni játszmák a --keep-hez valók: add meg: --keep theirs vagy --keep ours",
		"--keep %q: theirs (the file's version) or ours (this history's)":                                                                     "--keep %q: theirs (a fájlé) vagy ours (az itteni, ezen a gépen lévő változat)",
		"--keep %s: name the sessions after FILE (their UUIDs, or the first %s characters)":                                                   "--keep %s: nevezd meg a játszmákat a FÁJL után (UUID-juk vagy az első %s karakterük)",
		"--keep goes with a talon history file, not --format %s":                                                                              "a --keep talon-előzményfájlhoz való, nem --format %s mellé",
		"--keep: %q is not a session UUID nor its first %s characters or more":                                                                "--keep: %q nem játszma-UUID, és nem is annak legalább első %s karaktere",
		"%d sessions in conflict, left as they were; keep one side with: %s --keep theirs %s (the file's) or --keep ours %s (this history's)": "%d játszma ütközik, maradt, ami volt; az egyik oldal megtartása: %s --keep theirs %s (a fájlé) vagy --keep ours %s (az itteni változat)",
		"Imported %s:\n": "Beolvasva: %s:\n",
		"  sessions: %d added, %d updated, %d unchanged, %d kept, %d in conflict;\n":     "  játszmák: %d új, %d frissült, %d változatlan, %d megtartva, %d ütközik;\n",
		"  %d of them of a game this talon cannot play: their moves were not checked;\n": "  ebből %d olyan játéké, amelyet ez a talon nem tud játszani: a lépéseit nem ellenőrizte;\n",
		"standard input": "a szabványos bemenet",
		"  players: %d added, %d matched to a player here, %d already here.\n": "  játékosok: %d új, %d párosítva egy itteni játékossal, %d már megvolt.\n",
		"%s → %s":                                           "%s → %s",
		"  player names changed here: %s.":                  "  itt megváltozott játékosnevek: %s.",
		"  player names changed here: %s and %d more.":      "  itt megváltozott játékosnevek: %s és még %d.",
		"%s into %s":                                        "%s → %s",
		"  players joined here: %s.":                        "  itt összevont játékosok: %s.",
		"  players joined here: %s and %d more.":            "  itt összevont játékosok: %s és még %d.",
		"Kept the file's version: %s session %d\n  (%s).\n": "A fájl változata maradt: %s, %d. játszma\n  (%s).\n",
		"Kept this history's version: %s session %d\n  (%s);\n  on the other side, import this history's export with --keep theirs %s.\n": "Az itteni változat maradt: %s, %d. játszma\n  (%s);\n  a másik oldalon az itteni exportot olvasd be így: --keep theirs %s.\n",
		"No conflict in %s session %d\n  (%s);\n  merged as usual.\n":                                                                     "Nincs ütközés: %s, %d. játszma\n  (%s);\n  a szokásos módon összeolvadt.\n",
		"No conflict: the %s session\n  (%s) was deleted here, so it was left out.\n":                                                     "Nincs ütközés: %s, itt törölt játszma\n  (%s): kimaradt.\n",
		"Conflict in %s session %d (%s):\n  %s; left as it is on both sides.\n":                                                           "Ütközés (%s, %d. játszma, %s):\n  %s; mindkét oldalon maradt, ami volt.\n",
		"  event %d here: %s\n  event %d in the file: %s\n":                                                                               "  %d. esemény itt: %s\n  %d. esemény a fájlban: %s\n",
		"none (the log ends before it)":                                                                                                   "nincs (a napló előbb véget ér)",
		"%s (taken back)":                                                                                                                 "%s (visszavonva)",
	})
	i18n.AddPlural(i18n.English, "%d sessions in conflict, left as they were; keep one side with: %s --keep theirs %s (the file's) or --keep ours %s (this history's)", 1,
		"one", "%d session in conflict, left as it was; keep one side with: %s --keep theirs %s (the file's) or --keep ours %s (this history's)",
		"other", "%d sessions in conflict, left as they were; keep one side with: %s --keep theirs %s (the file's) or --keep ours %s (this history's)")
}

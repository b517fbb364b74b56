package genoa

import "github.com/talon-games/talon/companion/i18n"

// The board file's template and grid in Hungarian (board_file.go): its comments and
// the row and column words the Hungarian template writes (and the parser reads).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		gridHelp: `# Genoa tábla: piros számonként (1-8) egy sor, soronként nyolc mező a kék 1-8
# számokhoz, "|" jellel elválasztva, ahogy a tábla szélén a színes számok a mezőket
# nevezik. Egy mezőbe írd: az épület nevét (magyarul, angolul vagy németül), Piac,
# utca (egymezős utca), st_K_P (a kék K, piros P mezőn kezdődő utcaterület egy
# mezője) vagy ? (még nincs kitöltve). A több mezős épület nevét minden mezőjébe írd.
# Ha a rácsot összevetettétek a nyomtatott táblával, írd át: verified: true.
`,
		"blue %s":         "kék %s",
		"blue %d, red %d": "kék %d, piros %d",
		"and %d more (talon genoa board import FILE lists every one)": "és még %d (a talon genoa board import FÁJL mindet felsorolja)",
	})
}

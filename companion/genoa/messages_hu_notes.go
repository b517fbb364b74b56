package genoa

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for the notes a result keeps (stored_notes.go).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		contractValueNote:         "a(z) %d épületes szerződéscsoport értéke %d (alapból %d, a szabálykönyv szerint); más lett az összpontszáma: %s",
		contractValueInferredNote: "a(z) %d épületes szerződéscsoport értéke %d (alapból %d, KÖVETKEZTETÉS); más lett az összpontszáma: %s",
		contractsLeftOutNote:      "a szerződések kimaradtak a döntetlennél számolt tárgyakból (alapból beszámítanak, KÖVETKEZTETÉS); ez megváltoztatta a helyezéseket",
	})
}

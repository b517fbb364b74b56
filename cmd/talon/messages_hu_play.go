package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for the play screen's prompts (pick lists, the action menu).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"%q is not one of them in full: type all of it, or pick with ↑ ↓":                                 "%q nem egy teljes listaelem: írd be egészen, vagy válassz a ↑ ↓ nyilakkal",
		"%q is not an action: pick one from the list":                                                     "%q nem lépés: válassz a listából",
		"%q is not an action offered now: pick one from the list":                                         "%q most nem választható lépés: válassz a listából",
		"The log changed on another terminal (last: %s); nothing recorded here, the menu is asked again.": "Közben egy másik terminálon változott a játszma (utolsó: %s); a választásod nincs rögzítve, itt a friss menü.",
		"(kept secret)": "(titokban)",
		// the play screen's view fitted above the menu (renderViewIn)
		"Left out to fit the screen: %s (`talon status %s` shows everything).": "Hogy kiférjen a képernyőre, kimaradt: %s (a `talon status %s` mindent mutat).",
		"the board":                "a tábla",
		"a table":                  "egy táblázat",
		"what the last action did": "az utolsó lépés hatása",
	})
}

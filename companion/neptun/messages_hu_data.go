package neptun

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for the data file's checks (data_decode.go, data_syntax.go) and the gold
// supply's warnings. The file's keys (regions, city_cards, wind: …) stay as the parser
// reads them: they are quoted, not translated.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"line %s: %s":            "%s. sor: %s",
		", did you mean %s?":     "; erre gondoltál: %s?",
		"%s or %s":               "%s vagy %s",
		"%q is given twice":      "%q kétszer szerepel",
		"%d values, got %d":      "%d érték kell, ez: %d",
		"%d cards, got %d":       "%d kártya kell, ez: %d",
		"expected a number":      "szám kell",
		"expected a name":        "név kell",
		"coastal or long":        "coastal vagy long",
		"nested too deeply":      "túl mélyen egymásba ágyazva",
		"%q is missing":          "hiányzik: %q",
		"%s (or gold)":           "%s (vagy gold)",
		"min %d is above max %d": "a min (%d) nagyobb a max értéknél (%d)",

		// the file's entries
		"not a Neptun data file entry%s":                                    "nem a Neptun-adatfájl bejegyzése%s",
		"this is a data file for %q, not %s":                                "ez az adatfájl ehhez való: %q, nem ehhez: %s",
		"expected a whole number, got %q":                                   "egész szám kell, ez: %q",
		"must be %d to %d, got %d":                                          "%d és %d között kell lennie, ez: %d",
		"%q is not a name (letters, digits and _ only, at most %d)":         "%q nem név (csak betű, számjegy és _, legfeljebb %d)",
		"expected a list (or UNKNOWN)":                                      "lista kell (vagy UNKNOWN)",
		"expected {key: value, …}":                                          "{kulcs: érték, …} kell",
		"give both min and max, or leave both UNKNOWN":                      "add meg a min és a max értéket is, vagy hagyd mindkettőt UNKNOWN",
		"a forecast sum is a whole number from %d to %d":                    "az előrejelzés összege %d és %d közötti egész szám",
		"forecast %+d is given twice":                                       "a(z) %+d előrejelzés kétszer szerepel",
		"wind %d is off the wind track (%d to %d)":                          "a(z) %d szélerősség nincs a szélerősség sávon (%d–%d)",
		"the gold temple is not a region; list only the 5 regional temples": "az arany templom nem régió; csak az 5 régió templomát sorold fel",
		"region %s is listed twice":                                         "a(z) %s régió kétszer szerepel",
		"region %s is not in regions%s":                                     "a(z) %s régió nincs a regions között%s",
		"at most %d cities, got %d":                                         "legfeljebb %d város lehet, ez: %d",
		"a city with a region needs its name":                               "a régióval megadott városnak neve is kell",
		"city %s is listed twice":                                           "a(z) %s város kétszer szerepel",
		"ships start on Crete (SEED), not %s":                               "a hajók Krétáról indulnak (SEED), nem innen: %s",
		"%v (add it to cities first)":                                       "%v (előbb vedd fel a cities közé)",
		"the board has %d coastal and %d long-distance route slots, got %d": "a táblán %d parti és %d távolsági útvonal-hely van, ez: %d",
		"every route slot needs its name (K01…K15, L01…L04)":                "minden útvonal-helynek kell a neve (K01…K15, L01…L04)",
		"slot %s is listed twice":                                           "a(z) %s hely kétszer szerepel",
		"coastal or long, got %q":                                           "coastal vagy long kell, ez: %q",
		"a route joins two different cities, got %s twice":                  "az útvonal két különböző várost köt össze, itt kétszer: %s",
		"%d coastal and %d long slots, the board has %d and %d":             "%d parti és %d távolsági hely; a táblán %d és %d van",
		"the box has %d city cards, got %d":                                 "a dobozban %d város kártya van, ez: %d",
		"card %s is listed twice":                                           "a(z) %s kártya kétszer szerepel",
		"a card with rewards needs its city":                                "a jutalmakat mutató kártyának kell a városa",
		"one reward: {gold: N} or {temple: N}":                              "egy jutalom: {gold: N} vagy {temple: N}",
		"the box has %d goods cards, these add up to %d":                    "a dobozban %d áru kártya van, ezek összesen: %d",
		"give both wind and oar, e.g. {wind: +1, oar: 4}":                   "add meg a szélerősséget és az evező erejét is, pl. {wind: +1, oar: 4}",
		"%d temples (5 regional and the gold temple), got %d":               "%d templom kell (az 5 régió temploma és az arany templom), ez: %d",
		"tiles need the temple they lie on":                                 "a lapkákhoz kell a templom, amelyen fekszenek",
		"temple %s is listed twice":                                         "a(z) %s templom kétszer szerepel",

		// lines the reader cannot read
		"the file is %d bytes, more than a data file needs (%d)": "a fájl %d bájt, több, mint amennyi egy adatfájlhoz kell (%d)",
		"the first entry must not be indented":                   "az első bejegyzés nem lehet behúzva",
		"the file must be a list of `key: value` entries":        "a fájl `kulcs: érték` bejegyzések listája legyen",
		"unexpected indentation":                                 "váratlan behúzás",
		"control character in the file":                          "vezérlőkarakter a fájlban",
		"indent with spaces, not tabs":                           "szóközzel húzz be, ne tabulátorral",
		"a list item among `key: value` entries":                 "listaelem a `kulcs: érték` bejegyzések között",
		"expected `key: value`, got %q":                          "`kulcs: érték` kell, ez: %q",
		"a `key: value` entry among list items":                  "`kulcs: érték` bejegyzés a listaelemek között",
		"unexpected %q after the value":                          "váratlan %q az érték után",
		"a quote is not closed":                                  "egy idézőjel nincs lezárva",
		"expected `key: value` inside { }":                       "a { } között `kulcs: érték` kell",
		"expected , or %s, got %q":                               ", vagy %s kell, ez: %q",

		// the score input's problems (talon score neptun, --round N)
		"%d point tiles in all, but the game has %d":                            "összesen %d pont lapka, de a játékban %d van",
		"%d bonus tiles in all, but the game has %d":                            "összesen %d bónusz lapka, de a játékban %d van",
		"%q is not one of the players":                                          "%q nem a játékosok egyike",
		"no tiles are given for temple %s in \"tiles\"":                         "a \"tiles\" nem ad lapkát a(z) %s templomhoz",
		"space %d holds %s, so stack heights must be 1 to %d once each, got %s": "a(z) %d. mezőn %s áll, ezért a magasságok 1-től %d-ig egyszer-egyszer szerepelnek, ez: %s",
		"%d markers": "%d jelző",
		"Neptun has %d game rounds, got round %d":         "a Neptunban %d kör van, ez: %d. kör",
		"the board has %d regional temples, got %d names": "a táblán %d régió templom van, ez: %d név",
		"%q is listed twice":                              "%q kétszer szerepel",
		"round %d has %s on each temple, got %d":          "a(z) %d. körben templomonként %s van, ez: %d",
		"%d tiles":                                        "%d lapka",

		// the gold supply (UNKNOWN in the rulebook: what happens when it runs out)
		"%d gold coins": "%d aranypénz",
		"the supply holds %s (of %d in the box): %d paid instead of %d (gold_supply=cap)":                          "a közös készletben %s van (a doboz %d aranyából): %d kifizetve %d helyett (gold_supply=cap)",
		"the supply holds %s (of %d in the box), %d paid: the rulebook does not say what happens when it runs out": "a közös készletben %s van (a doboz %d aranyából), %d kifizetve: a szabálykönyv nem mondja meg, mi történik, ha elfogy",
	})
	i18n.AddPlural(i18n.English, "%d gold coins", 1, "one", "%d gold coin", "other", "%d gold coins")
	i18n.AddPlural(i18n.English, "%d markers", 1, "one", "%d marker", "other", "%d markers")
	i18n.AddPlural(i18n.English, "%d tiles", 1, "one", "%d tile", "other", "%d tiles")
}

package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for roll and shuffle. Dice notation (2d6, blue:d8) is typed as it is in
// every language; a die is a "kocka", as in the rulebooks.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"Roll dice: 2d6, 5d6, 3d6+2, d8+d8, blue:d8 red:d8": "Kockadobás: 2k6, 5k6, 3k6+2, k8+k8, kék:k8 piros:k8 (k vagy d)",
		"  talon roll 2d6\n  talon roll blue:d8 red:d8\n  talon roll 3d6+2 --json\n  talon roll 2d6 --dice 3,5     # real dice: talon checks and adds them": "  talon roll 2k6\n  talon roll kék:k8 piros:k8\n  talon roll 3k6+2 --json\n  talon roll 2k6 --dice 3,5     # valódi kockák: a talon ellenőrzi, összeadja",
		"values the table rolled with real dice, e.g. 3,5": "a valódi kockákkal dobott értékek, például 3,5",
		"seed code (or any text) to reproduce a roll":      "kód (vagy bármilyen szöveg), amellyel a dobás megismételhető",
		"--dice: %v": "--dice: %v",
		"Die":        "Kocka",
		"Value":      "Érték",
		"modifier":   "módosító",
		"Sum":        "Összeg",

		"Shuffle the items given (or the numbers 1..N with --count) and print the order":                                                               "Keverés: a megadott elemek vagy --count N esetén 1..N sorrendje",
		"  talon shuffle Ann Ben Cid Dora      # a random seat or start order\n  talon shuffle --count 20            # the order of 20 numbered cards": "  talon shuffle Ann Ben Cid Dora      # véletlen ülés- vagy kezdősorrend\n  talon shuffle --count 20            # 20 számozott lap sorrendje",
		"shuffle the numbers 1..N":                                          "az 1..N számok keverése",
		"seed code (or any text) to reproduce an order":                     "kód (vagy bármilyen szöveg), amellyel a sorrend megismételhető",
		"give either items or --count, not both":                            "elemeket vagy --count értéket adj meg, a kettőt együtt nem",
		"--count must be between 1 and %d, got %s":                          "a --count 1 és %d között lehet, nem %s",
		"nothing to shuffle: give items (talon shuffle a b c) or --count N": "nincs mit megkeverni: adj meg elemeket (talon shuffle a b c) vagy --count N értéket",
		"at most %d items can be shuffled, got %d":                          "legfeljebb %d elem keverhető, nem %d",
		"Item": "Elem",
		"%s (talon shuffle --seed %s … repeats this order)": "%s (a talon shuffle --seed %s … megismétli ezt a sorrendet)",
	})
}

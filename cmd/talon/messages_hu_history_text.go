package main

import "github.com/talon-games/talon/companion/i18n"

// Texts of the history and stats screens added with hist-trial F16 and hu-trial F29:
// the page past the end, lists of winners, ties for the most played game.
const (
	pageEmpty         = "Page %s is empty: the last is page %s (%d plays, %d a page).\n"
	offsetPastEnd     = "--offset %s skips every play: %d plays in all.\n"
	mostPlayedTie     = "%d plays; most played: %s (%d each); H-index of plays: %d\n"
	barOneScore       = "%s: %d scores"
	barScoreRange     = "%s–%s: %d scores"
	lookAlikeSpelled  = "--player %s is %s; %s is another player whose name reads alike (--player takes the exact spelling)."
	lookAlikeTogether = "--player %s counts %s together: players whose names read alike; give the exact spelling for one of them."
	moreByPage        = "Plays %s of more: --page %s shows the next.\n"
	moreByOffset      = "Plays %s of more: --offset %s shows the next.\n"
	tooManyPlays      = "more than %d plays: a table shows at most %d; give --limit and --page, or use --json or `talon history export --format csv`"
)

func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		pageEmpty:         "Nincs %s. oldal: az utolsó a(z) %s. (%d parti, oldalanként %d).\n",
		moreByPage:        "%s. parti, és van még: a következő oldal a --page %s\n",
		moreByOffset:      "%s. parti, és van még: a következőket az --offset %s mutatja\n",
		offsetPastEnd:     "Az --offset %s minden partit átugrik: összesen %d parti van.\n",
		mostPlayedTie:     "%d parti; legtöbbet játszott: %s (%[3]d-%[3]d parti); a partik H-indexe: %[4]d\n",
		tooManyPlays:      "több mint %d parti: egy táblázat legfeljebb %d partit mutat; adj meg --limit és --page kapcsolót, vagy használd a --json-t vagy a `talon history export --format csv`-t",
		"%s and %s":       "%s és %s",
		lookAlikeSpelled:  "--player %s: %s; %s egy másik játékos hasonló névvel (a --player a pontos írásmódot veszi).",
		lookAlikeTogether: "--player %s: %s együtt számítva: hasonló nevű játékosok; egyikükhöz írd be a nevet pontosan.",
		barOneScore:       "%s: %d pontszám",
		barScoreRange:     "%s–%s: %d pontszám",
	})
	i18n.AddPlural(i18n.English, pageEmpty, 3,
		"one", "Page %s is empty: the last is page %s (%d play, %d a page).\n", "other", pageEmpty)
	i18n.AddPlural(i18n.English, offsetPastEnd, 2,
		"one", "--offset %s skips every play: %d play in all.\n", "other", offsetPastEnd)
	i18n.AddPlural(i18n.English, barOneScore, 2, "one", "%s: %d score", "other", barOneScore)
	i18n.AddPlural(i18n.English, barScoreRange, 3, "one", "%s–%s: %d score", "other", barScoreRange)
	i18n.AddPlural(i18n.English, mostPlayedTie, 1,
		"one", "%d play; most played: %s (%d each); H-index of plays: %d\n", "other", mostPlayedTie)
}

// Hungarian for history edit's and the play details' checks.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		clockGap: "--at %s: ilyen időpont itt nincs: azon az éjjel előreállították az órákat; adj meg egy ugrás előtti vagy utáni időt",
		"--at %s is before %s: give the play's own date":       "--at %s: %s előtti; a parti valódi dátumát add meg",
		"--duration %q: give whole minutes, like 95m or 1h35m": "--duration %q: egész perceket adj meg, például 95m vagy 1h35m",
		"--score %q: a total in %s is between %d and %d":       "--score %q: %s: a végösszeg %d és %d között van",
		"the corrected score is the score as stored":           "a javított pontszám ugyanaz, mint a tárolt",
		"the details given are the details as stored":          "a megadott adatok ugyanazok, mint a tároltak",
	})
}

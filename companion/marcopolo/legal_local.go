package marcopolo

import (
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// LocalLegal words the legal actions in p's language: each choice's help, and each
// question's name and help, also of the questions whose options follow earlier answers.
// Verbs, keys and option values stay canonical (the log and `talon do` read them in
// every language).
func (s *session) LocalLegal(p *i18n.Printer) []companion.Choice {
	choices := s.Legal()
	for i := range choices {
		choices[i].Help = s.localHelp(p, choices[i])
		for j := range choices[i].Args {
			choices[i].Args[j] = localArg(p, choices[i].Args[j])
		}
	}
	return choices
}

// localHelp is a choice's help in p's language; the helps with numbers in them are
// worded again from their format.
func (s *session) localHelp(p *i18n.Printer, c companion.Choice) string {
	st := s.st
	bonus := strings.HasPrefix(c.Help, "bonus: ")
	switch {
	case c.Verb == verbReroll && bonus:
		return p.Sprintf("bonus: %d camels, roll a die again", RerollCamels)
	case c.Verb == verbAdjust && bonus:
		return p.Sprintf("bonus: %d camels, a die up or down 1", AdjustCamels)
	case c.Verb == verbBlack && bonus:
		return p.Sprintf("bonus: %d camels, a black die (%d left)", BlackDieCamels, st.BlackSupply)
	case c.Verb == verbRoll:
		return p.Sprintf("round %s: talon rolls everyone's dice", strconv.Itoa(st.Round))
	case len(st.Pending) > 0 && c.Verb != companion.VerbFix:
		return st.describePending(st.Pending[0]).Local(p)
	}
	return localText(p, c.Help)
}

func localArg(p *i18n.Printer, a companion.Arg) companion.Arg {
	a.Name, a.Help = localText(p, a.Name), localText(p, a.Help)
	if depends := a.Depends; depends != nil {
		a.Depends = func(earlier []string) companion.Arg { return localArg(p, depends(earlier)) }
	}
	return a
}

// localText is a help or a question's name in p's language: a text of legalTexts, or
// two joined by " — ". Any other text (one with numbers filled in) stays as it is.
func localText(p *i18n.Printer, text string) string {
	parts := strings.Split(text, " — ")
	for i, part := range parts {
		if legalText[part] {
			parts[i] = p.Sprintf(part)
		}
	}
	return strings.Join(parts, " — ")
}

// legalText are the texts of the choices that have a Hungarian text.
var legalText = func() map[string]bool {
	m := map[string]bool{}
	for _, k := range []string{
		// helps
		i18n.Key("blank takes the cheapest"), i18n.Key("blank takes the highest row the lowest die allows"),
		i18n.Key("bonus: 3 coins for any die, never costs"), i18n.Key("bonus: complete a contract"),
		i18n.Key("correct what talon dealt or counts"), i18n.Key("end the turn"),
		i18n.Key("keep 2 of 4 goal cards (others look away)"), i18n.Key("labels give the cheapest route"),
		i18n.Key("split the steps: the other figure moves too; blank: it stays"), i18n.Key("take a revealed character"),
		i18n.Key("the player's count at the end"), i18n.Key("bazaar: the lowest die sets the row"),
		i18n.Key("a city card where you have a post"), i18n.Key("1 good + 2 camels; die ≥ last slot"),
		i18n.Key("steps ≤ lowest die"), i18n.Key("1–2 contracts, slots up to the die"), i18n.Key("take 5 coins"),
		i18n.Key("occupied: costs your lowest die in coins"), i18n.Key("occupied, Berke Khan joins free"),
		i18n.Key("how often"), i18n.Key("blank: as often as the die allows"),
		// questions
		i18n.Key("player"), i18n.Key("die"), i18n.Key("dice"), i18n.Key("space"), i18n.Key("row"),
		i18n.Key("destination"), i18n.Key("route"), i18n.Key("figure"), i18n.Key("other figure to"),
		i18n.Key("other figure's route"), i18n.Key("card"), i18n.Key("trade"), i18n.Key("times"),
		i18n.Key("goods paid"), i18n.Key("goods"), i18n.Key("small cities"), i18n.Key("cities"),
		i18n.Key("slots"), i18n.Key("contract"), i18n.Key("contracts"), i18n.Key("character"),
		i18n.Key("goal cards"), i18n.Key("new value"), i18n.Key("value"), i18n.Key("to"), i18n.Key("from"),
		i18n.Key("tile"), i18n.Key("coins"), i18n.Key("camels"), i18n.Key("what"), i18n.Key("which"),
		i18n.Key("city card"), i18n.Key("outpost bonus"), i18n.Key("city"), i18n.Key("slot"),
		i18n.Key("city-card space"), i18n.Key("active contracts"), i18n.Key("VP on the score track"),
	} {
		m[k] = true
	}
	return m
}()

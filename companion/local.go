package companion

import "github.com/talon-games/talon/companion/i18n"

// LocalViewer is a State that describes its position in the table's language. A game
// implements it with the text it had in View, written through the printer
// (p.Sprintf, p.Text for a Term), and keeps View as LocalView in English, which is
// what --json prints.
type LocalViewer interface {
	LocalView(p *i18n.Printer) View
}

// LocalLegalizer is a State that words its legal actions (help, argument help, option
// labels) in the table's language. Verbs, option values and keys stay canonical: they
// are what the event log stores and `talon do` reads in every language.
type LocalLegalizer interface {
	LocalLegal(p *i18n.Printer) []Choice
}

// ViewIn is the state's view in p's language (its English View for a game not yet
// translated).
func ViewIn(s State, p *i18n.Printer) View {
	if lv, ok := s.(LocalViewer); ok && p != nil {
		return lv.LocalView(p)
	}
	return s.View()
}

// LegalIn is the state's legal actions worded in p's language; the choices the kit
// words itself (FixChoices) read in p's language whichever way the game words its own.
func LegalIn(s State, p *i18n.Printer) []Choice {
	var choices []Choice
	if ll, ok := s.(LocalLegalizer); ok && p != nil {
		choices = ll.LocalLegal(p)
	} else {
		choices = s.Legal()
	}
	for i, c := range choices {
		// Worded only when the game has the help in p's language: never half translated.
		if c.fixHelp != "" && p != nil && (p.Lang() == i18n.Pseudo || i18n.Has(p.Lang(), c.fixHelp)) {
			choices[i].Help = p.Sprintf("correct %s", i18n.M(c.fixHelp))
		}
		if c.fixHelp != "" && p != nil {
			choices[i].Args = localFixArgs(c.Args, p)
		}
	}
	return choices
}

// localFixArgs names a correction's questions in p's language (the player, the value
// corrected) where the catalog has the name; the questions themselves are unchanged.
func localFixArgs(args []Arg, p *i18n.Printer) []Arg {
	out := make([]Arg, len(args))
	for i, a := range args {
		out[i] = a
		if p.Lang() == i18n.Pseudo || i18n.Has(p.Lang(), a.Name) {
			out[i].Name = p.Sprintf(a.Name)
			if a.Depends != nil { // as it stands after the earlier answers, named alike
				name := out[i].Name
				out[i].Depends = func(earlier []string) Arg {
					next := a.Depends(earlier)
					next.Name = name
					return next
				}
			}
		}
	}
	return out
}

package companion

import "github.com/talon-games/talon/companion/i18n"

// Local is the status word in p's language: a Status given to a Printer as an argument
// ("session 4 is %s") prints as the table reads it, while JSON, --status and the store
// keep the English word.
func (s Status) Local(p *i18n.Printer) string {
	switch s {
	case Active:
		return p.Sprintf("active")
	case Finished:
		return p.Sprintf("finished")
	case Abandoned:
		return p.Sprintf("abandoned")
	}
	return string(s)
}

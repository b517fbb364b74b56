package companion

import (
	"fmt"

	"github.com/talon-games/talon/companion/i18n"
)

// Refusal is a move the rules do not allow. The CLI maps it to exit status 3.
type Refusal struct {
	Rule   string // the rule's name, e.g. "distance rule" (a catalog key)
	Reason string // one line in English, e.g. "N(1,-1) is next to Ben's settlement at N(1,0)"
	// Text is Reason as a message, so the table reads it in its own language.
	Text i18n.Message
}

func (r *Refusal) Error() string {
	if r.Rule == "" {
		return r.Reason
	}
	return fmt.Sprintf("%s: %s", r.Rule, r.Reason)
}

// Local is the refusal in p's language: the rule's name and the reason.
func (r *Refusal) Local(p *i18n.Printer) string {
	reason := r.Reason
	if !r.Text.IsZero() {
		reason = r.Text.Local(p)
	}
	if r.Rule == "" {
		return reason
	}
	return p.Sprintf("%s: %s", p.Sprintf(r.Rule), reason)
}

// Refuse builds a *Refusal naming the rule. Both the rule and the format are catalog
// keys (English, translated where printed).
func Refuse(rule, format string, args ...any) error {
	m := i18n.M(format, args...)
	return &Refusal{Rule: rule, Reason: m.String(), Text: m}
}

// BadInput is text that is not a well-formed action or option. The CLI maps it to exit status 2.
type BadInput struct {
	Reason string // English
	Text   i18n.Message
}

func (b *BadInput) Error() string { return b.Reason }

// Local is the reason in p's language.
func (b *BadInput) Local(p *i18n.Printer) string {
	if b.Text.IsZero() {
		return b.Reason
	}
	return b.Text.Local(p)
}

// Bad builds a *BadInput with a formatted reason; the format is a catalog key.
func Bad(format string, args ...any) error {
	m := i18n.M(format, args...)
	return &BadInput{Reason: m.String(), Text: m}
}

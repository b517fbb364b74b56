package companion

import "fmt"

// Refusal is a move the rules do not allow. The CLI maps it to exit status 3.
type Refusal struct {
	Rule   string // the rule's name, e.g. "distance rule"
	Reason string // one line, e.g. "N(1,-1) is next to Ben's settlement at N(1,0)"
}

func (r *Refusal) Error() string {
	if r.Rule == "" {
		return r.Reason
	}
	return fmt.Sprintf("%s: %s", r.Rule, r.Reason)
}

// Refuse builds a *Refusal with a formatted reason.
func Refuse(rule, format string, args ...any) error {
	return &Refusal{Rule: rule, Reason: fmt.Sprintf(format, args...)}
}

// BadInput is text that is not a well-formed action or option. The CLI maps it to exit status 2.
type BadInput struct {
	Reason string
}

func (b *BadInput) Error() string { return b.Reason }

// Bad builds a *BadInput with a formatted reason.
func Bad(format string, args ...any) error {
	return &BadInput{Reason: fmt.Sprintf(format, args...)}
}

package history

import "github.com/talon-games/talon/companion/i18n"

// forkError is the conflict of two logs that went different ways, with the first event
// they differ at on each side: the person who must choose between --keep theirs and
// --keep ours sees what each side did there (hist-trial2 F2).
type forkError struct {
	reason     i18n.Message
	at         int
	here, file *ForkEvent // nil: that side has no event there
}

func (e *forkError) Error() string { return e.reason.String() }

// Local is the reason in the table's language.
func (e *forkError) Local(p *i18n.Printer) string { return e.reason.Local(p) }

// ForkEvent is one side's event where two logs part.
type ForkEvent struct {
	Action string `json:"action"`
	Undone bool   `json:"undone"` // taken back on that side
}

// forkEvent is the event numbered seq in events, or nil.
func forkEvent(events []recEvent, seq int) *ForkEvent {
	for _, e := range events {
		if e.Seq == seq {
			return &ForkEvent{Action: e.Action, Undone: e.UndoneAt != nil}
		}
	}
	return nil
}

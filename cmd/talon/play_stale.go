package main

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/history"
)

// logMark is how a session's log stood when play drew its menu: an action recorded or
// undone from another terminal (`talon do`, a second play) changes it.
type logMark struct {
	events int
	seq    int
	action string
	at     time.Time
}

func markOf(l *history.Loaded) logMark {
	m := logMark{events: len(l.Events)}
	if n := len(l.Events); n > 0 {
		last := l.Events[n-1]
		m.seq, m.action, m.at = last.Seq, last.Action, last.At
	}
	return m
}

// movedOn says whether the log changed since the menu was drawn, and then says so with
// what the table expects now: an entry chosen from that menu may no longer fit (Anna
// had built from another terminal, and Enter took her "pass"), so nothing chosen from
// it is recorded and the menu is asked again as it stands.
func (f *Factory) movedOn(ctx context.Context, id int64, drawn logMark) bool {
	l, err := f.load(ctx, id)
	if err != nil || markOf(l) == drawn {
		return false // an error is said when the loop loads the session again
	}
	last := f.P.Sprintf("nothing")
	if n := len(l.Events); n > 0 {
		last = "#" + strconv.Itoa(l.Events[n-1].Seq) + " " + l.Events[n-1].Action
	}
	fmt.Fprint(f.Out, hangText("", "  ", f.P.Sprintf("The log changed on another terminal (last: %s); nothing recorded here, the menu is asked again.", last), f.width()))
	if l.State != nil && l.Result == nil {
		f.renderOutcome(companion.View{Next: companion.ViewIn(l.State, f.P).Next})
	}
	return true
}

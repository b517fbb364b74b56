package main

import (
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Prompter asks the person at the keyboard. promptui does it on a terminal (see
// prompt_terminal.go); tests script it.
type Prompter interface {
	// Select offers a list that filters as the person types and returns the index of
	// the item chosen: the one whose name was typed in full, else the highlighted one
	// of those the typing left (see matchItems). Nothing is chosen while the typing
	// matches no item. Esc returns errBack, Ctrl-C errInterrupted.
	Select(q Question) (int, error)
	// Input asks for a line, re-asking until validate accepts it (validate may be nil).
	Input(label string, validate func(string) error) (string, error)
	// Confirm asks a yes/no question; the default is no.
	Confirm(label string) (bool, error)
}

// Question is one pick list.
type Question struct {
	Label string
	Items []Item
	// Why, when set, says why a typed text that matches no item is not possible (the
	// game's rule), so the person learns it as they type.
	Why func(typed string) string
	// Size is how many items are shown at once (0: up to listSize).
	Size int
	// Actions says the items are actions (play's menu): a typed text that names none
	// of them in full is said to be no action, not an incomplete name.
	Actions bool
	// Secret says the answer is for one player's eyes: the answer line does not show it.
	Secret bool
	// Typed, when set, receives what was typed when Enter took an item (play's menu
	// hands a number an entry takes on to its first question).
	Typed *string
}

// english is the printer of a prompter not told the table's language.
var english = i18n.NewPrinter(i18n.English)

// Item is one entry of a pick list: the text shown and the other names that pick it
// when typed in full (its canonical value, aliases in other languages).
type Item struct {
	Text  string
	Names []string
	// More, when set, is what Text leaves out (a help cut to fit the line): shown whole,
	// wrapped, under the list while the item is highlighted.
	More string
	// Echo, when set, is what the answer line says of the item instead of Text.
	Echo string
	// Terms are further names the item is found by when its own names match nothing
	// (the roles and buildings an action menu's entry takes).
	Terms []string
	// NamedOnly items are found by their names and the start of their text, never by a
	// later word of it (a word of their help): quit is never taken by a typed word.
	NamedOnly bool
	// Takes, when set, says whether a number typed at the list is an answer the item
	// takes (an action menu's entry: "9" a hand size, "3,5" the dice): such items are
	// left by it before any word of a help.
	Takes func(typed string) bool
}

// listSize is the most items a pick list shows at once: with the search line and the
// label, a list fits below a few lines of the screen before it.
const listSize = 10

var (
	// errInterrupted is returned when the person presses Ctrl-C or Ctrl-D at a prompt.
	errInterrupted = i18n.Errorf("interrupted")
	// errBack is returned when the person presses Esc: back out of the question.
	errBack = i18n.Errorf("back")
)

// matchItems lists the items a typed text leaves in a pick list: every item when
// nothing is typed; the items named exactly by it (their text or one of their names,
// compared as companion.Fold compares names) when there are any; else the items with a
// name or text that begins with it, or a name a word of which does ("mill" leaves Sugar
// Mill; "8" leaves 8-9 but not 18, a different place on the board); else the items with
// a later word of their text that begins with it (a word of a menu entry's help), but
// never an entry known by its names only (quit: "play" is a word of its help, and
// taking it ended play); when none, the items whose Terms it names or begins ("ép"
// leaves the entry that takes Építész). A number that names no item leaves the items
// that take it as an answer (Takes) before any word of a help: "9" at a 7 leaves the
// hand sizes (trial F8: a number typed at the menu matched nothing and was lost). An
// action menu's verbs thus come before the words of its helps.
func matchItems(items []Item, typed string) []int {
	names := func(it Item) []string { return it.Names }
	if left := matchNames(items, typed, names, func(it Item) string { return it.Text }); len(left) > 0 {
		return left
	}
	if left := takenBy(items, typed); len(left) > 0 {
		return left
	}
	helpWords := func(it Item) []string {
		if it.NamedOnly {
			return nil
		}
		return []string{it.Text}
	}
	if left := matchNames(items, typed, helpWords, nil); len(left) > 0 {
		return left
	}
	return matchNames(items, typed, func(it Item) []string { return it.Terms }, nil)
}

// matchNames is matchItems over the names of each item that names gives, and the texts
// that text gives (matched in full or by their start only; nil: none).
func matchNames(items []Item, typed string, names func(Item) []string, text func(Item) string) []int {
	want := companion.Fold(typed)
	var exact, partial []int
	for i, it := range items {
		isExact, begins := false, false
		if text != nil {
			f := companion.Fold(text(it))
			isExact = f == want && want != ""
			begins = strings.HasPrefix(f, want)
		}
		for _, n := range names(it) {
			f := companion.Fold(n)
			isExact = isExact || f == want && want != "" // nothing typed names no entry: (none)'s value is empty
			begins = begins || strings.HasPrefix(f, want) || strings.Contains(f, " "+want)
		}
		switch {
		case isExact:
			exact = append(exact, i)
		case begins:
			partial = append(partial, i)
		}
	}
	if len(exact) > 0 {
		return exact
	}
	return partial
}

// exactItem says whether typed names item i in full.
func exactItem(items []Item, typed string, i int) bool {
	want := companion.Fold(typed)
	for _, n := range append([]string{items[i].Text}, items[i].Names...) {
		if companion.Fold(n) == want {
			return true
		}
	}
	return false
}

// takes says whether Enter on item chosen is the person's choice: nothing typed, the
// item named in full, the only item the typing left, or one they moved to with the
// arrows. Typing "4" and pressing Enter never takes 40 just because it comes first.
func takes(items []Item, typed string, navigated bool, chosen int) bool {
	typed = strings.TrimSpace(typed)
	return typed == "" || navigated || exactItem(items, typed, chosen) || len(matchItems(items, typed)) == 1
}

// hint is what a list says beside its label about the typed text: nothing while it
// names an item in full or is empty, else why it is not possible (the game's rule) or
// that nothing matches it.
func hint(p *i18n.Printer, q Question, typed string) string {
	typed = strings.TrimSpace(typed)
	left := matchItems(q.Items, typed)
	if typed == "" || (len(left) > 0 && exactItem(q.Items, typed, left[0])) {
		return ""
	}
	if q.Why != nil {
		if why := q.Why(typed); why != "" {
			return why
		}
	}
	if len(left) == 0 {
		return noMatch(p, q, typed)
	}
	return ""
}

// texts are the items' texts, as a list shows them.
func texts(items []Item) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = it.Text
	}
	return out
}

// plainItems are items known only by their text (menus of talon's own).
func plainItems(xs ...string) []Item {
	out := make([]Item, len(xs))
	for i, x := range xs {
		out[i] = Item{Text: x}
	}
	return out
}

// noMatch explains a typed text that matches no item.
func noMatch(p *i18n.Printer, q Question, typed string) string {
	if q.Why != nil {
		if why := q.Why(typed); why != "" {
			return why
		}
	}
	if near := nearItems(q.Items, typed); len(near) > 0 {
		// The suggestion first: a long question leaves the hint little room.
		return p.Sprintf("did you mean %s? %q is not in the list; Ctrl-U clears, Esc goes back", orText(p, near), typed)
	}
	return p.Sprintf("%q is not in the list; Ctrl-U clears, Esc goes back", typed)
}

// takenBy lists the items that take a typed number as an answer (Item.Takes).
func takenBy(items []Item, typed string) []int {
	typed = strings.TrimSpace(typed)
	if !numberish(typed) {
		return nil
	}
	var out []int
	for i, it := range items {
		if it.Takes != nil && it.Takes(typed) {
			out = append(out, i)
		}
	}
	return out
}

// numberish says whether s is typed as a number or numbers: digits, with commas,
// dashes or spaces between them ("9", "3,5", "12-17").
func numberish(s string) bool {
	digit := false
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digit = true
		case r != ',' && r != '-' && r != ' ':
			return false
		}
	}
	return digit
}

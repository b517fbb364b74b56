package main

import (
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// A name in a wide script takes two columns a character: an entry measured in
// characters was wider than the terminal, wrapped, and every redraw of the list left a
// copy of its second row (review-2 F7). Lines are measured in columns: the entry is
// cut to the line, the whole of it shown under the list, and a redraw leaves the
// screen as it was.
func TestPickListMeasuresWideNamesInColumns(t *testing.T) {
	ft := newFakeTerminal()
	ft.cols = 80
	p := ft.prompterIn(i18n.Hungarian)
	build := companion.Choice{Verb: "build", Help: "李小龍, 王小明 vagy 張大千 épít: egy lapot tesz ki a kezéből, és a költségét lapokkal fizeti meg",
		Args: []companion.Arg{{Name: "játékos"}, {Name: "épület"}}}
	items := []Item{menuItem(build, 76), {Text: "status — az asztal állása (amennyi elfér)"}, {Text: "quit — a játszma mentve"}}
	if n := displayWidth(items[0].Text); n > 76 {
		t.Errorf("the entry is %d columns: %q", n, items[0].Text)
	}
	done := make(chan int)
	go func() {
		i, _ := p.Select(Question{Label: "Mi történik most?", Items: items})
		done <- i
	}()
	first := ft.waitFor(t, "quit — a játszma mentve")
	for _, k := range []string{"<down>", "<up>", "<down>", "<up>"} {
		ft.press(k)
		time.Sleep(30 * time.Millisecond)
	}
	again := ft.waitFor(t, "quit — a játszma mentve")
	if again != first {
		t.Errorf("a redraw changed the screen:\n%s\nwas:\n%s", again, first)
	}
	if n := strings.Count(again, "Mi történik most?"); n != 1 {
		t.Errorf("the label is on the screen %d times:\n%s", n, again)
	}
	mustContain(t, again, "költségét lapokkal")
	mustFit(t, "list", again, 80)
	ft.press("<enter>")
	if i := <-done; i != 0 {
		t.Fatalf("took %d", i)
	}
}

// Wrapping and cutting count columns: a wide character two, an accent typed as a
// combining mark none.
func TestTextMeasuredInColumns(t *testing.T) {
	decomposed := "Be\u0301la" // Béla with the accent typed as its own mark
	for _, tt := range []struct{ name, got, want string }{
		{"fitLine cuts at the columns", fitLine("李小龍李小龍", 7), "李小龍…"},
		{"a combining accent takes no column", fitLine(decomposed+" épít", 10), decomposed + " épít"},
		{"cutWords cuts between words", cutWords("build 李小龍 épít egy lapot", 16), "build 李小龍 …"},
		{"hangText wraps at the columns", hangText("", "  ", "李小龍 李小龍 李小龍", 14), "李小龍 李小龍\n  李小龍\n"},
		{"breakWords cuts a wide word", breakWords("李小龍李小龍", 6), "李小龍 李小龍"},
	} {
		if tt.got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, tt.got, tt.want)
		}
	}
}

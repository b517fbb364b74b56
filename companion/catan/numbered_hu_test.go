package catan_test

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/catan"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/kittest"
)

// An intersection or path named by its number is said in Hungarian in the numbered
// form, "a 99-es kereszteződés", "az 1-es kereszteződésben", "a 12–17-es útszakasz":
// a bare number before a noun is a count ("a 99 kereszteződés" is "the 99
// intersections"). The ending follows the number's last spoken word (3 három: -as,
// 5 öt: -ös, 6 hat: -os, 20 húsz: -as; endings_hu.go).
func TestIntersectionsAndPathsAreNumberedInHungarian(t *testing.T) {
	setup := start(t, beginner, "Ann", "Ben", "Cid")
	kittest.RefusedIn(t, setup, "place settlement 99", map[i18n.Lang]string{
		i18n.Hungarian: "a 99-es kereszteződés nincs a térképen (1–54)",
		i18n.English:   "intersection 99 is not on the map (1–54)"})
	kittest.RefusedIn(t, setup, "place settlement 55", map[i18n.Lang]string{i18n.Hungarian: "az 55-ös kereszteződés nincs a térképen"})
	kittest.RefusedIn(t, setup, "place settlement 60", map[i18n.Lang]string{i18n.Hungarian: "a 60-as kereszteződés nincs a térképen"})
	kittest.RefusedIn(t, setup, "place settlement N(9,9)", map[i18n.Lang]string{i18n.Hungarian: "nincs ilyen kereszteződés a szigeten: N(9,9)"})
	kittest.RefusedIn(t, setup, "place road 11-10", map[i18n.Lang]string{
		i18n.Hungarian: "a 11-es és a 10-es kereszteződés között nincs útszakasz",
		i18n.English:   "intersections 11 and 10 are not joined by a path"})
	kittest.RefusedIn(t, setup, "place road 1-3", map[i18n.Lang]string{i18n.Hungarian: "az 1-es és a 3-as kereszteződés között"})

	placed := do(t, setup, "place settlement 12")
	kittest.RefusedIn(t, placed, "place road 1-5", map[i18n.Lang]string{
		i18n.Hungarian: "az 1–5-ös útszakasz nem csatlakozik a 12-es kereszteződésben imént lerakott településhez",
		i18n.English:   "1-5 does not touch the settlement just placed at 12"})
	// the en dash the refusal prints is read back as the hyphen
	do(t, placed, "place road 12–17")

	st := setupABC(t)
	st = do(t, st, "roll 3,5")
	kittest.RefusedIn(t, st, "build settlement 8", map[i18n.Lang]string{i18n.Hungarian: "a 8-as kereszteződés szomszédja a 12-es, ahol épület áll"})
	kittest.RefusedIn(t, st, "build city 1", map[i18n.Lang]string{
		i18n.Hungarian: "az 1-es kereszteződésben nincs település (Ann)",
		i18n.English:   "1 holds no settlement of Ann"})
	kittest.RefusedIn(t, st, "build city 50", map[i18n.Lang]string{i18n.Hungarian: "az 50-es kereszteződésben nincs település (Ann)"})
	kittest.RefusedIn(t, st, "build settlement 26", map[i18n.Lang]string{i18n.Hungarian: "a 26-os kereszteződésben már áll épület"})
	kittest.RefusedIn(t, st, "build road 12-17", map[i18n.Lang]string{
		i18n.Hungarian: "a 12–17-es útszakaszon már áll út (Ann)",
		i18n.English:   "12-17 already has Ann's road"})
	kittest.RefusedIn(t, st, "build road 1-5", map[i18n.Lang]string{i18n.Hungarian: "az 1–5-ös útszakasz nem csatlakozik Ann egyik épületéhez"})
}

// The compact map's robber label is no wider than the English "ROB": the Hungarian
// "RABLÓ" filled the hex's whole line, so the road mark on the edge after it read as
// part of the word ("RABLÓC"). The legend says what the short label means and fits 80
// columns.
func TestCompactRobberLabelLeavesTheEdgesFree(t *testing.T) {
	st := setupABC(t)
	// Ben's road beside the robber's hex (the desert C3)
	st = do(t, st, "roll 3,5", "end", "roll 3,5", "end", "roll 3,5", "end", "roll 3,5")
	hu := i18n.NewPrinter(i18n.Hungarian)
	drawn := st.(interface {
		LocalBoard(*i18n.Printer, int, int, bool) string
	}).LocalBoard(hu, 80, 24, false)
	if strings.Contains(drawn, "RABLÓ") {
		t.Errorf("compact map writes RABLÓ, wider than ROB:\n%s", drawn)
	}
	if !strings.Contains(drawn, " RBL ") {
		t.Errorf("compact map lacks the robber as \" RBL \":\n%s", drawn)
	}
	if !strings.Contains(drawn, "RBL rabló, a12 település, A12 város —") {
		t.Errorf("legend does not explain RBL:\n%s", drawn)
	}
	for _, l := range strings.Split(drawn, "\n") {
		if n := len([]rune(l)); n > 80 {
			t.Errorf("line of %d columns: %q", n, l)
		}
	}
}

var _ companion.State // the tests' states

// Words Hungarian tables say are taken as typed, the names shown stay the booklet's:
// "tégla" and "agyag" are brick (the cards say építőkő), "bónuszkártya" (the screen's
// name) and "fejlesztés" buy a development card, and a near miss of them is answered
// with "did you mean". None makes another name ambiguous.
func TestHungarianTableWordsAreTaken(t *testing.T) {
	st := do(t, setupABC(t), "roll 3,5")
	for _, typed := range []string{"trade bank 4 ore for 1 tégla", "trade bank 4 ore for 1 tegla", "trade bank 4 ore for 1 agyag", "trade bank 4 ore for 1 AGYAG"} {
		text, err := kittest.Resolve(st, typed, testRNG{2})
		if err != nil {
			t.Errorf("%q: %v", typed, err)
			continue
		}
		if !strings.HasSuffix(text, "for 1 brick") {
			t.Errorf("%q recorded as %q, want brick", typed, text)
		}
	}
	for _, typed := range []string{"buy bónuszkártya", "buy bonuszkartya", "buy fejlesztés", "buy development", "buy dev", "buy BÓNUSZ"} {
		text, err := kittest.Resolve(st, typed, testRNG{2})
		if err != nil {
			t.Errorf("%q: %v", typed, err)
			continue
		}
		if text != "buy dev" {
			t.Errorf("%q recorded as %q, want buy dev", typed, text)
		}
	}
	kittest.RefusedIn(t, st, "buy bónuszkárta", map[i18n.Lang]string{
		i18n.Hungarian: "erre gondoltál: bónuszkártya?",
		i18n.English:   "did you mean dev?"})
	kittest.RefusedIn(t, st, "buy xyzzy", map[i18n.Lang]string{i18n.Hungarian: "írd így: buy dev", i18n.English: "write: buy dev"})
	// the resources' first letters still each name one resource
	for typed, want := range map[string]string{"t": "brick", "a": "brick", "ép": "brick", "f": "lumber", "gy": "wool", "ga": "grain"} {
		r, err := catan.ParseResource(typed)
		if err != nil || string(r) != want {
			t.Errorf("%q: %v %v, want %s", typed, r, err, want)
		}
	}
}

package i18n

import (
	"fmt"
	"strings"
	"testing"
)

func init() {
	Add(Hungarian, map[string]string{
		"test: round %d of %d":     "teszt: %d. forduló (%d-ból)",
		"test: moved %d times":     "teszt: %d-szor lépett",
		"test: knows %d":           "teszt: %d-t ismer",
		"test: %[2]d of %[1]s":     "teszt: %[1]s: %[2]d-ból",
		"test: typed %q, %d given": "teszt: beírva %q, %d-at adtál",
		"test: spot %s":            "teszt: a(z) %s-es hely",
	})
}

// Each row is written by hand as a Hungarian speaker says the number with the
// endings -ból/-ből, -s (adjective), -szor/-szer/-ször, -t (accusative), -ra/-re,
// -hoz/-hez/-höz and -val/-vel.
var handWrittenEndings = map[int64]string{
	0:             "0-ból 0-s 0-szor 0-t 0-ra 0-hoz 0-val",
	1:             "1-ből 1-es 1-szer 1-et 1-re 1-hez 1-gyel",
	2:             "2-ből 2-es 2-szer 2-t 2-re 2-höz 2-vel",
	3:             "3-ból 3-as 3-szor 3-at 3-ra 3-hoz 3-mal",
	4:             "4-ből 4-es 4-szer 4-et 4-re 4-hez 4-gyel",
	5:             "5-ből 5-ös 5-ször 5-öt 5-re 5-höz 5-tel",
	6:             "6-ból 6-os 6-szor 6-ot 6-ra 6-hoz 6-tal",
	7:             "7-ből 7-es 7-szer 7-et 7-re 7-hez 7-tel",
	8:             "8-ból 8-as 8-szor 8-at 8-ra 8-hoz 8-cal",
	9:             "9-ből 9-es 9-szer 9-et 9-re 9-hez 9-cel",
	10:            "10-ből 10-es 10-szer 10-et 10-re 10-hez 10-zel",
	11:            "11-ből 11-es 11-szer 11-et 11-re 11-hez 11-gyel",
	12:            "12-ből 12-es 12-szer 12-t 12-re 12-höz 12-vel",
	13:            "13-ból 13-as 13-szor 13-at 13-ra 13-hoz 13-mal",
	14:            "14-ből 14-es 14-szer 14-et 14-re 14-hez 14-gyel",
	15:            "15-ből 15-ös 15-ször 15-öt 15-re 15-höz 15-tel",
	16:            "16-ból 16-os 16-szor 16-ot 16-ra 16-hoz 16-tal",
	17:            "17-ből 17-es 17-szer 17-et 17-re 17-hez 17-tel",
	18:            "18-ból 18-as 18-szor 18-at 18-ra 18-hoz 18-cal",
	19:            "19-ből 19-es 19-szer 19-et 19-re 19-hez 19-cel",
	20:            "20-ból 20-as 20-szor 20-at 20-ra 20-hoz 20-szal",
	21:            "21-ből 21-es 21-szer 21-et 21-re 21-hez 21-gyel",
	25:            "25-ből 25-ös 25-ször 25-öt 25-re 25-höz 25-tel",
	30:            "30-ból 30-as 30-szor 30-at 30-ra 30-hoz 30-cal",
	40:            "40-ből 40-es 40-szer 40-et 40-re 40-hez 40-nel",
	50:            "50-ből 50-es 50-szer 50-et 50-re 50-hez 50-nel",
	60:            "60-ból 60-as 60-szor 60-at 60-ra 60-hoz 60-nal",
	70:            "70-ből 70-es 70-szer 70-et 70-re 70-hez 70-nel",
	80:            "80-ból 80-as 80-szor 80-at 80-ra 80-hoz 80-nal",
	90:            "90-ből 90-es 90-szer 90-et 90-re 90-hez 90-nel",
	95:            "95-ből 95-ös 95-ször 95-öt 95-re 95-höz 95-tel",
	100:           "100-ból 100-as 100-szor 100-at 100-ra 100-hoz 100-zal",
	110:           "110-ből 110-es 110-szer 110-et 110-re 110-hez 110-zel",
	200:           "200-ból 200-as 200-szor 200-at 200-ra 200-hoz 200-zal",
	1000:          "1000-ből 1000-es 1000-szer 1000-et 1000-re 1000-hez 1000-rel",
	1310:          "1310-ből 1310-es 1310-szer 1310-et 1310-re 1310-hez 1310-zel",
	2000:          "2000-ből 2000-es 2000-szer 2000-et 2000-re 2000-hez 2000-rel",
	1_000_000:     "1000000-ból 1000000-s 1000000-szor 1000000-t 1000000-ra 1000000-hoz 1000000-val",
	3_000_000_000: "3000000000-ból 3000000000-os 3000000000-szor 3000000000-ot 3000000000-ra 3000000000-hoz 3000000000-dal",
	-5:            "-5-ből -5-ös -5-ször -5-öt -5-re -5-höz -5-tel",
}

func TestNumberEndingMatchesHandWrittenHungarian(t *testing.T) {
	for n, want := range handWrittenEndings {
		var got []string
		for _, form := range []string{"ból", "s", "szor", "t", "ra", "hoz", "val"} {
			got = append(got, fmt.Sprintf("%d-%s", n, NumberEnding(n, form)))
		}
		if g := strings.Join(got, " "); g != want {
			t.Errorf("%d:\n got %s\nwant %s", n, g, want)
		}
	}
	// Any written form names the ending.
	if NumberEnding(5, "ből") != "ből" || NumberEnding(6, "ös") != "os" || NumberEnding(5, "est") != "öst" {
		t.Error("an ending given in another form")
	}
	if NumberEnding(5, "ik") != "ik" {
		t.Error("an unknown ending must stay as given")
	}
}

func TestHungarianPrinterInflectsNumbers(t *testing.T) {
	hu, en := NewPrinter(Hungarian), NewPrinter(English)
	for _, tc := range []struct {
		key  string
		args []any
		want string
	}{
		{"test: round %d of %d", []any{1, 5}, "teszt: 1. forduló (5-ből)"},
		{"test: round %d of %d", []any{1, 6}, "teszt: 1. forduló (6-ból)"},
		{"test: moved %d times", []any{5}, "teszt: 5-ször lépett"},
		{"test: moved %d times", []any{3}, "teszt: 3-szor lépett"},
		{"test: moved %d times", []any{10}, "teszt: 10-szer lépett"},
		{"test: knows %d", []any{2}, "teszt: 2-t ismer"},
		{"test: knows %d", []any{8}, "teszt: 8-at ismer"},
		{"test: knows %d", []any{12000}, "teszt: 12\u00a0000-et ismer"},
		{"test: knows %d", []any{1500}, "teszt: 1\u00a0500-at ismer"},
		{"test: %[2]d of %[1]s", []any{"Ann", 7}, "teszt: Ann: 7-ből"},
		// What the player typed is quoted back as typed.
		{"test: typed %q, %d given", []any{"5-ból", 5}, "teszt: beírva \"5-ból\", 5-öt adtál"},
	} {
		if got := hu.Sprintf(tc.key, tc.args...); got != tc.want {
			t.Errorf("Sprintf(%q, %v) = %q, want %q", tc.key, tc.args, got, tc.want)
		}
	}
	if got := en.Sprintf("test: round %d of %d", 1, 5); got != "test: round 1 of 5" {
		t.Errorf("English changed: %q", got)
	}
	// A key whose text has no ending after a number is never touched.
	if got := fixNumberEndings("st_3-\ue000as B2-\ue000es 1,5-\ue000ből"); got != "st_3-as B2-es 1,5-ből" {
		t.Errorf("ids and decimals must stay: %q", got)
	}
}

// A number that names a thing (an intersection, a path between two) takes the -s
// adjective after the number's last spoken word, and the article before it follows
// how the number is read: "az 1-es", "a 3-as", "az 5-ös", "a 6-os", "a 14–19-es".
// Written by hand as a Hungarian says them.
func TestNumberNamingAThingTakesTheAdjective(t *testing.T) {
	hu := NewPrinter(Hungarian)
	for arg, want := range map[string]string{
		"1": "az 1-es", "2": "a 2-es", "3": "a 3-as", "4": "a 4-es", "5": "az 5-ös",
		"6": "a 6-os", "7": "a 7-es", "8": "a 8-as", "9": "a 9-es", "10": "a 10-es",
		"11": "a 11-es", "20": "a 20-as", "30": "a 30-as", "40": "a 40-es", "50": "az 50-es",
		"55": "az 55-ös", "60": "a 60-as", "99": "a 99-es", "100": "a 100-as", "1000": "az 1000-es",
		"14–19": "a 14–19-es", "1–5": "az 1–5-ös", "30–36": "a 30–36-os", "12–13": "a 12–13-as",
	} {
		if got := hu.Sprintf("test: spot %s", Term{EN: arg}); got != "teszt: "+want+" hely" {
			t.Errorf("%s: %q, want %q", arg, got, "teszt: "+want+" hely")
		}
	}
}

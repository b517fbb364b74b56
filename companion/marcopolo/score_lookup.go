package marcopolo

import (
	"strings"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// cityIndex maps every normalized name and alias to its city.
var cityIndex = func() map[string]City {
	idx := make(map[string]City)
	for _, c := range Cities {
		idx[normalize(c.Name)] = c
		n := cityNames[c.Name] // the names a Hungarian or German table says (Moszkva, Moskau)
		for _, a := range append(append([]string{n.HU, n.DE}, n.Aliases...), c.Aliases...) {
			if a != "" {
				idx[normalize(a)] = c
			}
		}
	}
	return idx
}()

// normalize folds case and drops spaces, hyphens and apostrophes, so
// "lan zhou", "LanZhou" and "Lan-Zhou" are the same name.
func normalize(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(name)) {
		switch r {
		case ' ', '-', '_', '\'', '.':
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// LookupCity finds a city by its printed name or an alias, ignoring case,
// spaces and hyphens.
func LookupCity(name string) (City, bool) {
	c, ok := cityIndex[normalize(name)]
	return c, ok
}

// LookupGoalCard finds the goal card naming both cities, in either order.
func LookupGoalCard(a, b string) (GoalCard, bool) {
	ca, okA := LookupCity(a)
	cb, okB := LookupCity(b)
	if !okA || !okB {
		return GoalCard{}, false
	}
	for _, g := range GoalCards {
		if g.Large == ca.Name && g.Small == cb.Name || g.Large == cb.Name && g.Small == ca.Name {
			return g, true
		}
	}
	return GoalCard{}, false
}

// unknownCityMessage explains an unrecognised city name, naming the closest known names.
func unknownCityMessage(name string) i18n.Message {
	return scoring.UnknownMessage(i18n.Key("city"), name, closestCities(name))
}

// closestCities returns the printed names a mistyped city name probably means.
func closestCities(name string) []string {
	var spellings []string
	for _, c := range Cities {
		n := cityNames[c.Name]
		spellings = append(spellings, c.Name)
		spellings = append(spellings, c.Aliases...)
		spellings = append(spellings, n.Aliases...) // the exonyms a table may type
		for _, local := range []string{n.HU, n.DE} {
			if local != "" && local != c.Name {
				spellings = append(spellings, local)
			}
		}
	}
	return scoring.SuggestShown(name, spellings, func(s string) string { c, _ := LookupCity(s); return c.Name })
}

package neptun

import (
	"slices"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/names"
)

// AddName: the table names a harbour or a regional temple talon does not know yet. The
// board's full lists are UNKNOWN (digest §11.1): talon knows the digest's names and the
// data file's. This explicit act is the only way a new name comes in: a card, a voyage
// or a tile that names something unknown is refused with suggestions, so a mistyped
// answer never becomes a city. `talon play` asks to confirm it (confirm=no adds nothing).
//
//	add city Massilia [region=gallia]
//	add region Gallia
type AddName struct {
	Kind   string // nameCity or nameRegion
	Name   string // as typed
	Region string // a new city's region, when the table knows it ("" = from its card)
}

// Kinds of names the table can add, and the rule their refusals name.
const (
	nameCity   = "city"   // also a catalog key: the word in the table's language
	nameRegion = "region" // likewise
	ruleNames  = "names"
	verbAdd    = "add"
)

// Hints appended to a refusal of an unknown name: how to add it, on purpose.
var (
	hintAddCity   = i18n.Key("; a harbour talon does not know yet is named once with: add city NAME [region=REGION]")
	hintAddRegion = i18n.Key("; a regional temple talon does not know yet is named once with: add region NAME")
)

// readAdd reads "add city NAME [region=R] [confirm=yes|no]" or "add region NAME [confirm=…]".
func readAdd(a companion.Action, w *companion.Words) (Action, error) {
	kind, err := w.Next("city or region")
	if err != nil {
		return nil, err
	}
	kind = strings.ToLower(kind)
	if kind != nameCity && kind != nameRegion {
		return nil, companion.Bad("add: city or region, got %q", kind)
	}
	add := AddName{Kind: kind, Name: strings.TrimSpace(w.Rest())}
	if foldName(add.Name) == "" { // "_" folds to nothing: no name to write back
		return nil, companion.Bad("add %s: the %s's name is missing", kind, i18n.M(kind))
	}
	for _, n := range a.Named {
		switch {
		case n.Key == "region" && kind == nameCity:
			if add.Region = strings.TrimSpace(n.Value); add.Region != "" && foldName(add.Region) == "" {
				return nil, companion.Bad("add city: region=%q names no region", n.Value)
			}
		case n.Key == "confirm":
			switch strings.ToLower(strings.TrimSpace(n.Value)) {
			case "yes", "y", "ja", "igen":
			case "no", "n", "nein", "nem":
				return nil, companion.Bad("add %s %s: not confirmed, nothing added", kind, add.Name)
			default:
				return nil, companion.Bad("add: confirm=yes or confirm=no, got %q", n.Value)
			}
		case kind == nameCity:
			return nil, companion.Bad("add city: unknown %s= (region, confirm)", n.Key)
		default:
			return nil, companion.Bad("add region: unknown %s= (confirm)", n.Key)
		}
	}
	return add, nil
}

// writeAdd is the canonical text: the name as an id, the region as its id (a region
// talon does not know stays as typed, for its refusal to quote); confirm is left out,
// as a stored act is confirmed.
func (s *State) writeAdd(a AddName) companion.Action {
	out := companion.Do(verbAdd, a.Kind, foldName(a.Name))
	if a.Region != "" {
		region, err := s.RegionNames().Lookup(a.Region)
		if err != nil {
			region = a.Region
		}
		out = out.With("region", region)
	}
	return out
}

func (s *State) applyAdd(a AddName) error {
	if s.Phase == PhaseOver {
		return companion.Refuse(rulePhase, "the game is over")
	}
	clean, err := names.Clean(a.Kind, a.Name)
	if err != nil {
		return companion.Bad("%v", err)
	}
	id := foldName(clean)
	if !cleanID(id) {
		return companion.Bad("%q is not a %s name (letters, digits and spaces, at most %d)", clean, i18n.M(a.Kind), maxIDLength)
	}
	list := s.CityNames()
	if a.Kind == nameRegion {
		list = s.RegionNames()
	}
	if list.Has(clean) {
		known, _ := list.Lookup(clean)
		return companion.Refuse(ruleNames, "talon already knows the %s %s", i18n.M(a.Kind), list.Term(known))
	}
	if list.Near(clean) {
		_, err := list.Lookup(clean)
		return companion.Refuse(ruleNames, "%s is too close to a %s talon knows to be told apart (%v)", clean, i18n.M(a.Kind), err)
	}
	if a.Kind == nameRegion {
		if inPlay := s.RegionsInPlay(); len(inPlay) >= RegionalTemples {
			return companion.Refuse(ruleNames, "the board has %d regional temples and all are named (%s)", RegionalTemples, strings.Join(inPlay, ", "))
		}
		s.NewRegions = append(s.NewRegions, id)
		s.regionIndex = nil
		return nil
	}
	if n := len(list.IDs()); n >= maxCities {
		return companion.Refuse(ruleNames, "talon keeps at most %d harbours, and knows %d", maxCities, n)
	}
	region := ""
	if a.Region != "" {
		if region, err = s.lookupRegion(a.Region); err != nil {
			return err
		}
	}
	s.NewCities = append(s.NewCities, id)
	s.cityIndex = nil
	if region != "" {
		s.learnRegion(id, region)
	}
	return nil
}

// addChoices offer naming a harbour (while cards are turned up or ships sail) and a
// regional temple (until all five are named), each confirmed in the prompt.
func (s *State) addChoices() []companion.Choice {
	var out []companion.Choice
	name := companion.Arg{Name: s.printer().Sprintf("name"), Help: s.printer().Sprintf("as printed on the board")}
	confirm := func(kind string) companion.Arg {
		// Optional as typed (`talon do add city X` is explicit); the prompt asks it.
		c := companion.Arg{Name: s.printer().Sprintf("confirm"), Key: "confirm", Optional: true, Options: s.yesNo()}
		c.Depends = func(earlier []string) companion.Arg {
			next := c
			next.Optional = false
			label := strings.TrimSpace(first(earlier))
			next.Help = s.printer().Sprintf("add %q as a new %s?", label, i18n.M(kind))
			next.Options = []companion.Option{{Value: "yes", Label: s.printer().Sprintf("yes, add %s", label)}, {Value: "no", Label: s.printer().Sprintf("no, add nothing")}}
			return next
		}
		return c
	}
	switch s.Phase {
	case PhaseContracts, PhaseVoyages, PhaseExtra:
		if len(s.CityNames().IDs()) < maxCities {
			region := companion.Arg{Name: s.printer().Sprintf("region"), Key: "region", Optional: true, Options: s.local(s.RegionNames(), s.RegionNames().Options(s.RegionsInPlay()...)),
				Help: s.printer().Sprintf("skip if the city card will show it")}
			out = append(out, companion.Choice{Verb: verbAdd + " " + nameCity, Help: s.printer().Sprintf("a harbour of your board that talon does not list yet"),
				Args: []companion.Arg{name, region, confirm(nameCity)}})
		}
	}
	switch s.Phase {
	case PhaseContracts, PhaseScoring:
		if len(s.RegionsInPlay()) < RegionalTemples {
			out = append(out, companion.Choice{Verb: verbAdd + " " + nameRegion,
				Help: s.printer().Sprintf("a regional temple talon does not know yet (%d of %d named)", len(s.RegionsInPlay()), RegionalTemples),
				Args: []companion.Arg{name, confirm(nameRegion)}})
		}
	}
	return out
}

func first(vs []string) string {
	if len(vs) == 0 {
		return ""
	}
	return vs[0]
}

// CityNames are the harbours talon accepts: the digest's, the data file's and the ones
// the table added.
func (s *State) CityNames() Names {
	var fromData []string
	if s.Data != nil {
		for _, c := range s.Data.Cities {
			fromData = append(fromData, c.ID)
		}
	}
	return cachedNames(&s.cityIndex, cityNames, fromData, s.NewCities)
}

// RegionNames are the regions talon accepts: the digest's, the data file's and the ones
// the table added.
func (s *State) RegionNames() Names {
	return cachedNames(&s.regionIndex, regionNames, s.dataRegions(), s.NewRegions)
}

func (s *State) dataRegions() []string {
	var out []string
	if s.Data != nil {
		for _, r := range s.Data.Regions {
			if r.ID != "" {
				out = append(out, r.ID)
			}
		}
	}
	return out
}

// cachedNames is base plus the ids of the lists, built once and kept in *cache until the
// table's names change (an added name or a learned region clears it).
func cachedNames(cache **Names, base Names, lists ...[]string) Names {
	if *cache != nil {
		return **cache
	}
	var extra []Name
	for _, ids := range lists {
		for _, id := range ids {
			extra = append(extra, Name{ID: id, Label: base.Label(id)})
		}
	}
	names := base.With(extra...)
	*cache = &names
	return names
}

// learnRegion remembers a city's region as the table entered it.
func (s *State) learnRegion(city, region string) {
	if s.Regions[city] != region {
		s.Regions[city] = region
	}
}

// RegionsInPlay are the regional temples named so far: the data file's when it names all
// five, else the data file's, the digest's (Hispania, Graecia, the yellow temple) and the
// ones the table added, in that order.
func (s *State) RegionsInPlay() []string {
	out := s.dataRegions()
	if len(out) >= RegionalTemples {
		return out
	}
	for _, r := range append(regionNames.IDs(), s.NewRegions...) {
		if !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	return out
}

// readCity is a known harbour; anything else is refused with suggestions.
func (s *State) readCity(typed string) (string, error) {
	id, err := s.CityNames().Lookup(typed)
	if err != nil {
		return "", companion.Bad("%v%s", err, i18n.M(hintAddCity))
	}
	return id, nil
}

// lookupRegion is a regional temple of this board; anything else is refused with
// suggestions.
func (s *State) lookupRegion(typed string) (string, error) {
	id, err := s.RegionNames().Lookup(typed)
	if err != nil {
		return "", companion.Bad("%v%s", err, i18n.M(hintAddRegion))
	}
	if inPlay := s.RegionsInPlay(); !slices.Contains(inPlay, id) {
		return "", companion.Refuse(ruleNames, "the board's %d regional temples are %s, not %s", RegionalTemples, s.regionList(inPlay), s.RegionNames().Term(id))
	}
	return id, nil
}

// cleanID: letters, digits and "_" only, and not too long.
func cleanID(id string) bool {
	return id != "" && len(id) <= maxIDLength && !strings.ContainsFunc(id, func(r rune) bool {
		return !(r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 0x7f && r != 0xfffd)
	})
}

// knownRegion is a city's region: from the data file, from an earlier card (or its
// adding), or from the seed; "" while unknown.
func (s *State) knownRegion(city string) string {
	if r := s.Data.RegionOf(city); r != "" {
		return r
	}
	if r := s.Regions[city]; r != "" {
		return r
	}
	return seedRegions[city]
}

// readRegion is the city's region: from the data file, from an earlier card, or typed.
func (s *State) readRegion(city, typed string) (string, error) {
	known := s.knownRegion(city)
	if known == "none" {
		return "", companion.Refuse(ruleCards, "%s lies in no region (the data file): no city card names it", cityNames.Term(city))
	}
	if strings.TrimSpace(typed) == "" {
		if known == "" {
			return "", companion.Bad("talon does not know %s's region yet: give region=… (the colour or name on the city card: %s)",
				cityNames.Term(city), s.regionList(s.RegionsInPlay()))
		}
		return known, nil
	}
	id, err := s.lookupRegion(typed)
	if err != nil {
		return "", err
	}
	if known != "" && known != id {
		return "", companion.Refuse(ruleCards, "%s lies in %s, not %s", cityNames.Term(city), s.RegionNames().Term(known), s.RegionNames().Term(id))
	}
	return id, nil
}

// seedRegions are the cities whose region the seed names (digest §11.1); the data file's
// cities take precedence.
var seedRegions = map[string]string{"saguntum": "hispania", "alexandria": "yellow"}

package marcopolo

// The map (digest §7.2–7.3): 25 locations joined by 30 routes of one step each. Cities
// are the ones score_data.go lists (names as printed on the board); the board does not
// name oases, so they carry the digest's labels Oasis A–J and are told apart by their
// neighbours.

// Loc is a location of the map, an index into Locations.
type Loc int

// Location is one place a figure may stand.
type Location struct {
	Name  Name
	Kind  CityKind // ignored for oases
	Oasis bool
}

// Oasis labels (the digest's, not printed on the board).
const (
	OasisA = "Oasis A"
	OasisB = "Oasis B"
	OasisC = "Oasis C"
	OasisD = "Oasis D"
	OasisE = "Oasis E"
	OasisF = "Oasis F"
	OasisG = "Oasis G"
	OasisH = "Oasis H"
	OasisI = "Oasis I"
	OasisJ = "Oasis J"
)

// cityNames gives the names a table sees in Hungarian and German for the printed city
// names, and the exonyms a player may type. The board prints one set of names in every
// edition, so a name is shown translated only where a rulebook writes it so.
// SEED: the Hungarian rulebook writes Velence, Peking, Samarkand ("Samarkandból") and
// Kashgar ("Kashgaron"), so Kashgar keeps its English name in Hungarian and the
// spellings Szamarkand and Kasgar are only accepted when typed.
// INFERRED: the other Hungarian exonyms (Moszkva, Karacsi, Hormuz) and every German one
// are the usual spellings, not names a rulebook gives: they are accepted when typed and
// never shown (issue 16: no invented translation on the screen).
var cityNames = map[string]Name{
	Venezia:    {HU: "Velence", Aliases: []string{"Venedig"}},
	Moscow:     {Aliases: []string{"Moskau", "Moszkva"}},
	Samarcanda: {HU: "Samarkand", Aliases: []string{"Szamarkand"}},
	Alexandria: {Aliases: []string{"Alexandrien"}},
	Karachi:    {Aliases: []string{"Karatschi", "Karacsi"}},
	Kashgar:    {Aliases: []string{"Kaschgar", "Kasgar"}},
	Ormuz:      {Aliases: []string{"Hormus", "Hormuz"}},
	Beijing:    {HU: "Peking"},
	Xian:       {Aliases: []string{"Xi'an"}},
	LanZhou:    {Aliases: []string{"Lanzhou"}},
	Kochi:      {Aliases: []string{"Cochin"}},
}

// Locations lists the map: the cities of score_data.go in its order, then the oases.
var Locations = func() []Location {
	var out []Location
	for _, c := range Cities {
		n := cityNames[c.Name]
		n.EN = c.Name
		n.Aliases = append(append([]string(nil), n.Aliases...), c.Aliases...)
		out = append(out, Location{Name: n, Kind: c.Kind})
	}
	for _, o := range []string{OasisA, OasisB, OasisC, OasisD, OasisE, OasisF, OasisG, OasisH, OasisI, OasisJ} {
		out = append(out, Location{Name: Name{EN: o, DE: "Oase " + o[len(o)-1:], HU: "Oázis " + o[len(o)-1:]}, Oasis: true})
	}
	return out
}()

// Route joins two locations; travelling it costs one step plus its extra cost.
type Route struct {
	A, B   string
	Camels int // extra camels to pay on each traversal
	Coins  int // extra coins to pay on each traversal
}

// Routes are the 30 routes of the map with their printed extra costs (digest §7.3,
// SOURCE: both implementations agree; the seed's Samarcanda → Lan-Zhou example confirms
// 2 + 4 + 2 camels on the way through Oasis F and Kashgar).
var Routes = []Route{
	{A: Venezia, B: OasisA},
	{A: Venezia, B: OasisE, Camels: 3},
	{A: Venezia, B: Alexandria},
	{A: OasisA, B: Moscow},
	{A: Moscow, B: Anxi, Camels: 3},
	{A: Anxi, B: Karakorum, Camels: 2},
	{A: Karakorum, B: OasisB},
	{A: OasisB, B: OasisC, Coins: 5},
	{A: OasisB, B: OasisD},
	{A: OasisC, B: Beijing},
	{A: OasisD, B: Beijing, Camels: 3},
	{A: OasisD, B: LanZhou},
	{A: Beijing, B: Xian},
	{A: Beijing, B: OasisJ},
	{A: OasisE, B: Samarcanda},
	{A: OasisE, B: OasisG},
	{A: Samarcanda, B: OasisF, Camels: 2},
	{A: OasisF, B: Kashgar, Camels: 4},
	{A: Kashgar, B: LanZhou, Camels: 2},
	{A: Xian, B: OasisH},
	{A: OasisJ, B: Sumatra, Camels: 4},
	{A: Alexandria, B: OasisG, Coins: 7},
	{A: Alexandria, B: OasisI},
	{A: OasisG, B: Ormuz, Camels: 3},
	{A: Ormuz, B: Karachi, Camels: 3},
	{A: Karachi, B: OasisH},
	{A: OasisH, B: Kochi, Camels: 4},
	{A: Sumatra, B: Kochi, Coins: 10},
	{A: OasisI, B: Adana, Camels: 2},
	{A: Adana, B: Kochi, Coins: 15},
}

// edge is a route seen from one end.
type edge struct {
	to     Loc
	camels int
	coins  int
}

var (
	locIndex  = newNameIndex[Loc]("location")
	neighbors [][]edge
)

func init() {
	for i, l := range Locations {
		locIndex.add(l.Name, Loc(i))
	}
	neighbors = make([][]edge, len(Locations))
	for _, r := range Routes {
		a, b := MustLoc(r.A), MustLoc(r.B)
		neighbors[a] = append(neighbors[a], edge{b, r.Camels, r.Coins})
		neighbors[b] = append(neighbors[b], edge{a, r.Camels, r.Coins})
	}
}

// LookupLoc finds a location by any of its names; the error suggests near names.
func LookupLoc(name string) (Loc, error) { return locIndex.find(name) }

// MustLoc is LookupLoc for names written in talon's own data.
func MustLoc(name string) Loc {
	l, err := LookupLoc(name)
	if err != nil {
		panic("marcopolo: " + err.Error())
	}
	return l
}

func (l Loc) valid() bool { return l >= 0 && int(l) < len(Locations) }

// String is the location's printed English name.
func (l Loc) String() string {
	if !l.valid() {
		return "nowhere"
	}
	return Locations[l].Name.EN
}

// Location returns the location's data.
func (l Loc) Location() Location { return Locations[l] }

// IsOasis tells an oasis.
func (l Loc) IsOasis() bool { return l.valid() && Locations[l].Oasis }

// IsLarge tells a large city (it has a city card space and an outpost bonus).
func (l Loc) IsLarge() bool {
	return l.valid() && !Locations[l].Oasis && Locations[l].Kind == LargeCity
}

// IsSmall tells a small city (it has a small-city bonus tile).
func (l Loc) IsSmall() bool {
	return l.valid() && !Locations[l].Oasis && Locations[l].Kind == SmallCity
}

// TakesPost tells whether a trading post may stand here: every city but Venezia.
func (l Loc) TakesPost() bool {
	return l.valid() && !Locations[l].Oasis && Locations[l].Kind != StartCity
}

// Neighbors lists the locations one step away.
func (l Loc) Neighbors() []Loc {
	out := make([]Loc, len(neighbors[l]))
	for i, e := range neighbors[l] {
		out[i] = e.to
	}
	return out
}

// routeBetween finds the route joining two locations.
func routeBetween(a, b Loc) (edge, bool) {
	for _, e := range neighbors[a] {
		if e.to == b {
			return e, true
		}
	}
	return edge{}, false
}

// LargeCities and SmallCities list the cities by kind, in map order.
func LargeCities() []Loc { return locsWhere(Loc.IsLarge) }

// SmallCities lists the six small cities in map order.
func SmallCities() []Loc { return locsWhere(Loc.IsSmall) }

func locsWhere(keep func(Loc) bool) []Loc {
	var out []Loc
	for i := range Locations {
		if keep(Loc(i)) {
			out = append(out, Loc(i))
		}
	}
	return out
}

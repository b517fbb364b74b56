package neptun

// Data is what the table's data file says about its own box (digest §13). Almost none of
// Neptun's printed data is public, so every part may be missing: a nil slice or map, or a
// zero Span, means "UNKNOWN, not filled in yet". Each filled part unlocks what depends on it:
//
//   - Distance tokens → talon deals the tokens onto the route slots at setup; with the
//     routes' end cities too, talon looks up sailing distances itself.
//   - Oar cards → every oar card the table enters is checked against the box.
//   - City cards → a revealed contract's reward is looked up and checked.
//   - The wind table → the next wind is computed instead of confirmed by the table.
//   - Point and bonus tiles → scoring needs no tile values typed in.
type Data struct {
	WindTrack      Span                   `json:"wind_track,omitempty"`
	WindByForecast map[int]int            `json:"wind_by_forecast,omitempty"` // forecast sum -> wind
	Regions        []Region               `json:"regions,omitempty"`
	Cities         []City                 `json:"cities,omitempty"`
	Routes         []Route                `json:"routes,omitempty"`
	CoastalTokens  []int                  `json:"coastal_tokens,omitempty"`
	LongTokens     []int                  `json:"long_tokens,omitempty"`
	CityCards      []CityCard             `json:"city_cards,omitempty"`
	GoodsCards     map[string]int         `json:"goods_cards,omitempty"` // good id -> copies
	OarCards       []OarCard              `json:"oar_cards,omitempty"`
	StartOarCards  []OarCard              `json:"starting_oar_cards,omitempty"` // each player's two starting cards
	OarTrack       Span                   `json:"oar_track,omitempty"`
	PointTiles     map[string]TempleTiles `json:"point_tiles,omitempty"` // temple id ("gold" for the gold temple) -> tiles
	BonusTiles     []int                  `json:"bonus_tiles,omitempty"`
}

// Span is a printed track's first and last space; Known is false while UNKNOWN.
type Span struct {
	Min   int  `json:"min"`
	Max   int  `json:"max"`
	Known bool `json:"known"`
}

// Contains reports whether v lies on a known track (always true on an unknown one).
func (s Span) Contains(v int) bool { return !s.Known || v >= s.Min && v <= s.Max }

// Region is one regional temple's region.
type Region struct {
	ID     string `json:"id,omitempty"`
	Colour string `json:"colour,omitempty"` // "" while UNKNOWN
}

// City is one harbour; Region is "" while UNKNOWN and "none" for Crete.
type City struct {
	ID     string `json:"id"`
	Region string `json:"region,omitempty"`
	Start  bool   `json:"start,omitempty"`
}

// Route kinds (SEED: 15 coastal slots, 4 long-distance slots).
const (
	Coastal = "coastal"
	Long    = "long"
)

// Route is one route slot on the board; A and B are "" while UNKNOWN.
type Route struct {
	Slot string `json:"slot"`
	Kind string `json:"kind"`
	A    string `json:"a,omitempty"`
	B    string `json:"b,omitempty"`
}

// Reward is one entry of a city card: gold coins or temple points.
type Reward struct {
	Kind   string `json:"kind"` // "gold" or "temple"
	Amount int    `json:"amount"`
}

// CityCard is one city card; a good missing from Rewards is UNKNOWN.
type CityCard struct {
	ID      string            `json:"id"`
	City    string            `json:"city,omitempty"`
	Rewards map[string]Reward `json:"rewards,omitempty"`
}

// OarCard is one oar card: the wind modifier on top, the crew's oar strength below (SEED).
type OarCard struct {
	Wind int `json:"wind"`
	Oar  int `json:"oar"`
}

// TempleTiles are one temple's point tiles by game round (A, B, C), best first; a nil
// round is UNKNOWN.
type TempleTiles [Rounds][]int

// Counts and value ranges the seed gives for the box (§1, §11).
const (
	CoastalSlots    = 15
	LongSlots       = 4
	CoastalMinValue = 3
	CoastalMaxValue = 8
	LongMinValue    = 11
	LongMaxValue    = 13
	CityCardCount   = 30
	GoodsCardCount  = 30
	OarCardCount    = 50
	StartOarPerSeat = 2
	GoldCoins       = 55
	StartGold       = 5
	StartWind       = 5
	ContractSlots   = 5
	ContractTurns   = 5
	BaseVoyageTurns = 5
	ExtraTurns      = 2
)

// HasTokens reports whether the 19 distance tokens' values are known, so talon can deal
// them onto the route slots at setup.
func (d *Data) HasTokens() bool {
	return d != nil && len(d.CoastalTokens) == CoastalSlots && len(d.LongTokens) == LongSlots
}

// HasRoutes reports whether the end cities of all 19 route slots are known.
func (d *Data) HasRoutes() bool {
	if d == nil || len(d.Routes) != CoastalSlots+LongSlots {
		return false
	}
	for _, r := range d.Routes {
		if r.A == "" || r.B == "" {
			return false
		}
	}
	return true
}

// HasOarCards reports whether the 50 oar cards are known, so entered cards can be checked.
func (d *Data) HasOarCards() bool { return d != nil && len(d.OarCards) == OarCardCount }

// HasWindTable reports whether the board's forecast-to-wind alignment is known.
func (d *Data) HasWindTable() bool { return d != nil && len(d.WindByForecast) > 0 }

// HasBonusTiles reports whether the 15 bonus tiles are known, so talon can draw them.
func (d *Data) HasBonusTiles() bool { return d != nil && len(d.BonusTiles) == BonusTiles }

// RegionOf is the region of a city when the data file says it, else "".
func (d *Data) RegionOf(city string) string {
	if d == nil {
		return ""
	}
	for _, c := range d.Cities {
		if c.ID == city {
			return c.Region
		}
	}
	return ""
}

// RoundTiles are the tile values of every temple for one round, when all are known.
func (d *Data) RoundTiles(round int) (map[string][]int, bool) {
	if d == nil || len(d.PointTiles) != RegionalTemples+1 || round < 1 || round > Rounds {
		return nil, false
	}
	out := map[string][]int{}
	for id, tt := range d.PointTiles {
		if len(tt[round-1]) != round {
			return nil, false
		}
		out[id] = tt[round-1]
	}
	return out, true
}

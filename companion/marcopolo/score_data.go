package marcopolo

import "github.com/talon-games/talon/scoring"

// Board and card data used by final scoring, as printed in the base game
// (digest /work/shared/reference/marco-polo.md §7.2, §7.4, §12). The Marco Polo
// companion reuses these tables.

// CityKind tells what a city is on the map.
type CityKind int

const (
	LargeCity CityKind = iota // has a city card space and an outpost bonus
	SmallCity                 // has a small-city bonus tile
	GoalCity                  // Beijing: four VP spaces, no card, no bonus
	StartCity                 // Venezia: everyone starts here, never a trading post
)

func (k CityKind) String() string {
	switch k {
	case LargeCity:
		return "large city"
	case SmallCity:
		return "small city"
	case GoalCity:
		return "goal city"
	case StartCity:
		return "start city"
	}
	return "unknown"
}

// City is a named location of the map. Oases are not listed: they are
// unnamed on the board and nothing can be built there.
type City struct {
	Name    string   // English, as printed on the board
	Kind    CityKind //
	Aliases []string // other spellings the table may type (seed/Hungarian, German)
}

// City names as printed.
const (
	Moscow     = "Moscow"
	Karakorum  = "Karakorum"
	Samarcanda = "Samarcanda"
	LanZhou    = "Lan-Zhou"
	Alexandria = "Alexandria"
	Karachi    = "Karachi"
	Sumatra    = "Sumatra"
	Anxi       = "Anxi"
	Kashgar    = "Kashgar"
	Xian       = "Xian"
	Ormuz      = "Ormuz"
	Adana      = "Adana"
	Kochi      = "Kochi"
	Beijing    = "Beijing"
	Venezia    = "Venezia"
)

// Cities lists every named location: 7 large cities, 6 small cities, Beijing
// and Venezia. Only the aliases the digest gives are listed.
var Cities = []City{
	{Name: Moscow, Kind: LargeCity},
	{Name: Karakorum, Kind: LargeCity},
	{Name: Samarcanda, Kind: LargeCity, Aliases: []string{"Samarkand"}}, // seed spelling
	{Name: LanZhou, Kind: LargeCity},
	{Name: Alexandria, Kind: LargeCity},
	{Name: Karachi, Kind: LargeCity},
	{Name: Sumatra, Kind: LargeCity},
	{Name: Anxi, Kind: SmallCity},
	{Name: Kashgar, Kind: SmallCity},
	{Name: Xian, Kind: SmallCity},
	{Name: Ormuz, Kind: SmallCity},
	{Name: Adana, Kind: SmallCity},
	{Name: Kochi, Kind: SmallCity},
	{Name: Beijing, Kind: GoalCity, Aliases: []string{"Peking"}},             // seed: "Beijingben (Pekingben)"
	{Name: Venezia, Kind: StartCity, Aliases: []string{"Venice", "Velence"}}, // seed: "Velencében (Venice)"
}

// GoalCard is one of the 18 goal cards: a large city, a small city and the VP
// scored when the player has a trading post in both.
type GoalCard struct {
	Number int // 1–18, the digest's numbering
	Large  string
	Small  string
	VP     int
}

// GoalCards are the 18 goal cards (digest §12, SOURCE: both implementations agree).
var GoalCards = []GoalCard{
	{1, Moscow, Xian, 4},
	{2, Moscow, Ormuz, 5},
	{3, Moscow, Kashgar, 7},
	{4, Karakorum, Xian, 4},
	{5, Karakorum, Kochi, 5},
	{6, Karakorum, Adana, 7},
	{7, LanZhou, Kochi, 4},
	{8, LanZhou, Adana, 5},
	{9, LanZhou, Ormuz, 6},
	{10, Samarcanda, Xian, 4},
	{11, Samarcanda, Adana, 5},
	{12, Samarcanda, Kochi, 7},
	{13, Alexandria, Anxi, 4},
	{14, Alexandria, Kashgar, 5},
	{15, Sumatra, Ormuz, 6},
	{16, Sumatra, Anxi, 8},
	{17, Karachi, Kashgar, 5},
	{18, Karachi, Anxi, 7},
}

// GoalCityVP is the VP for the number of distinct goal-card cities (index) in
// which the player has a trading post: 1/3/6/10 for 1/2/3/4 cities (digest §12, SOURCE).
var GoalCityVP = []int{0, 1, 3, 6, 10}

// BeijingSpaceVP is the VP of the Beijing spaces by arrival order: the first
// arrival takes the 10, then 7, 4, 1 (digest §7.4, values SOURCE).
var BeijingSpaceVP = []int{10, 7, 4, 1}

// Player counts (digest §1, SEED).
const (
	MinPlayers = 2
	MaxPlayers = 4
)

// Bounds of the counts the table enters.
var (
	// The rules set no highest score: the track counts 0–49 and wraps, a player's 50/100
	// card (4 cards, SEED) marks the first two laps and the table counts any further one
	// (INFERRED). The bound only catches a mistyped number: no game comes near 500.
	trackBound = scoring.Bound{Max: MaxTrackVP, Why: "INFERRED: no game comes near 500"}
	// INFERRED: coins, camels and goods are unlimited (digest §2), so no component caps them;
	// no game comes near 1,000.
	coinsBound     = scoring.Bound{Max: 1000, Why: "INFERRED: no game comes near 1,000"}
	supplyBound    = coinsBound
	contractsBound = scoring.Bound{Max: ContractsInGame, Why: "the game has 44 contracts"}
	arrivalBound   = scoring.Bound{Min: 1, Max: len(BeijingSpaceVP), Why: "Beijing has 4 spaces"}
	postsBound     = scoring.Bound{Max: MaxTradingPosts, Why: "9 trading posts per colour, 11 with Wilhelm von Rubruk"}
)

// Final-scoring constants (digest §14, SEED).
const (
	CoinsPerVP         = 10 // 1 VP per full 10 coins
	GoodsPerVP         = 2  // 1 VP per 2 goods, only with a post in Beijing
	MostContractsVP    = 7  // to every player tied for most completed contracts
	ContractsInGame    = 44 // 6 starting + 38
	MaxTradingPosts    = 11 // 9 per colour; Wilhelm von Rubruk has 2 more
	GoalCardsPerPlayer = 2
	TrackLap           = 50  // the score track's spaces 0–49, then it wraps (SEED: the 50/100 cards)
	MaxTrackVP         = 500 // INFERRED: a sanity bound, not a rule (see trackBound)
)

package genoa

// Component data of the 2009 re-edition, from the rules digest (genoa.md §1–§3, §5–§8).
// English names are the seed's (in its brackets); every other name the table may type,
// German and Hungarian included, is in names.txt (UNKNOWN where the digest gives none).

// BuildingID is a building's snake_case id (digest §3.3); it is also its space id.
type BuildingID string

// The 18 buildings.
const (
	GuildHall       BuildingID = "guild_hall"
	CityHall        BuildingID = "city_hall"
	PostOffice      BuildingID = "post_office"
	Cathedral       BuildingID = "cathedral"
	Palace          BuildingID = "palace"
	Park            BuildingID = "park"
	CoachHouse      BuildingID = "coach_house"
	Harbor          BuildingID = "harbor"
	Tavern          BuildingID = "tavern"
	Inn             BuildingID = "inn"
	DrinksWarehouse BuildingID = "drinks_warehouse"
	MetalsWarehouse BuildingID = "metals_warehouse"
	FabricWarehouse BuildingID = "fabric_warehouse"
	SpicesWarehouse BuildingID = "spices_warehouse"
	VillaColini     BuildingID = "villa_colini"
	VillaMonetti    BuildingID = "villa_monetti"
	VillaRicci      BuildingID = "villa_ricci"
	VillaZasteri    BuildingID = "villa_zasteri"
)

// Commodity is one of the 8 kinds of commodity tiles (5 of each).
type Commodity string

// The 8 commodities, in warehouse pairs.
const (
	Pepper  Commodity = "pepper"
	Saffron Commodity = "saffron"
	Silver  Commodity = "silver"
	Copper  Commodity = "copper"
	Linen   Commodity = "linen"
	Silk    Commodity = "silk"
	Ale     Commodity = "ale"
	Wine    Commodity = "wine"
)

// Tile is one of the 5 kinds of special tiles.
type Tile string

// The special tiles (digest §6).
const (
	StartingSpace     Tile = "starting_space"
	Trade             Tile = "trade"
	CommodityOfChoice Tile = "commodity_of_choice"
	BuildingAction    Tile = "building_action"
	ExtraAction       Tile = "extra_action"
)

// Deck is one of the four card decks, sorted by their backs.
type Deck string

// The four decks (digest §5).
const (
	Contracts   Deck = "contract"
	Messages    Deck = "message"
	LargeOrders Deck = "large_order"
	SmallOrders Deck = "small_order"
)

// Kinds of each closed list, and each id's place in its list (Commodity.i() and so on):
// counts are kept in arrays indexed by it.
const (
	commodityKinds = 8
	tileKinds      = 5
	deckKinds      = 4
)

var (
	kindIndex     = map[string]int{}
	buildingIndex = map[BuildingID]int{}
)

func init() {
	for i, c := range Commodities {
		kindIndex[string(c.ID)] = i
	}
	for i, t := range Tiles {
		kindIndex[string(t.ID)] = i
	}
	for i, d := range DeckInfos {
		kindIndex[string(d.ID)] = i
	}
	for i, b := range Buildings {
		buildingIndex[b.ID] = i
	}
}

func (c Commodity) i() int { return kindIndex[string(c)] }
func (t Tile) i() int      { return kindIndex[string(t)] }
func (d Deck) i() int      { return kindIndex[string(d)] }

// Decks lists the decks in the order the setup deals them.
var Decks = []Deck{Contracts, Messages, LargeOrders, SmallOrders}

// Kind of building: where it stands and what its action is like.
type BuildingKind int

const (
	Inner     BuildingKind = iota // around the market, draws cards or markers
	Edge                          // along the board edge, gives a tile or commodities
	Villa                         // in a corner: a contract, or deliver a large order
	Warehouse                     // along the edge, gives one of each of its two commodities
)

// Building is one of the 18 bannered spaces with an action.
type Building struct {
	ID      BuildingID
	English string
	Short   string // at most 8 letters, for the board drawing
	Kind    BuildingKind
	// The action: cards drawn, markers taken, tile given or commodities given.
	Draw    Deck
	Cards   int
	Markers int
	Gives   Tile
	Goods   []Commodity
}

// Buildings in the digest's order (§3.3).
var Buildings = []Building{
	{ID: GuildHall, English: "Guild Hall", Short: "GuildHl", Kind: Inner, Draw: LargeOrders, Cards: 1},
	{ID: CityHall, English: "City Hall", Short: "CityHall", Kind: Inner, Draw: SmallOrders, Cards: 2},
	{ID: PostOffice, English: "Post Office", Short: "PostOff", Kind: Inner, Draw: Messages, Cards: 2},
	{ID: Cathedral, English: "Cathedral", Short: "Cathedrl", Kind: Inner, Markers: 2},
	// INFERRED: the Palace gives the Building action tile, the only kind left over (§3.3).
	{ID: Palace, English: "Palace", Short: "Palace", Kind: Edge, Gives: BuildingAction},
	{ID: Park, English: "Park", Short: "Park", Kind: Edge, Gives: ExtraAction},
	{ID: CoachHouse, English: "Coach House", Short: "CoachHs", Kind: Edge, Gives: StartingSpace},
	{ID: Harbor, English: "Harbor", Short: "Harbor", Kind: Edge, Gives: CommodityOfChoice},
	{ID: Tavern, English: "Tavern", Short: "Tavern", Kind: Edge, Gives: Trade},
	// INFERRED: the Inn gives Trade 1:1 like the Tavern (7 such tiles).
	{ID: Inn, English: "Inn", Short: "Inn", Kind: Edge, Gives: Trade},
	// INFERRED: commodity pairs from the warehouse names.
	{ID: DrinksWarehouse, English: "Drinks warehouse", Short: "Drinks", Kind: Warehouse, Goods: []Commodity{Ale, Wine}},
	{ID: MetalsWarehouse, English: "Metals warehouse", Short: "Metals", Kind: Warehouse, Goods: []Commodity{Silver, Copper}},
	{ID: FabricWarehouse, English: "Fabric warehouse", Short: "Fabric", Kind: Warehouse, Goods: []Commodity{Linen, Silk}},
	{ID: SpicesWarehouse, English: "Spices warehouse", Short: "Spices", Kind: Warehouse, Goods: []Commodity{Pepper, Saffron}},
	{ID: VillaColini, English: "Villa Colini", Short: "Colini", Kind: Villa, Draw: Contracts, Cards: 1},
	{ID: VillaMonetti, English: "Villa Monetti", Short: "Monetti", Kind: Villa, Draw: Contracts, Cards: 1},
	{ID: VillaRicci, English: "Villa Ricci", Short: "Ricci", Kind: Villa, Draw: Contracts, Cards: 1},
	{ID: VillaZasteri, English: "Villa Zasteri", Short: "Zasteri", Kind: Villa, Draw: Contracts, Cards: 1},
}

// CommodityInfo is one kind of commodity.
type CommodityInfo struct {
	ID      Commodity
	English string
}

// Commodities in the seed's order (§1): 8 kinds × 5 tiles.
var Commodities = []CommodityInfo{
	{Pepper, "pepper"},
	{Saffron, "saffron"},
	{Silver, "silver"},
	{Copper, "copper"},
	{Linen, "linen"},
	{Silk, "silk"},
	{Ale, "ale"},
	{Wine, "wine"},
}

// TileInfo names a special tile kind and says how many the box holds.
type TileInfo struct {
	ID      Tile
	English string
	Count   int
}

// Tiles: 27 special tiles, 5 of each kind and 7 Trade 1:1 (SEED).
var Tiles = []TileInfo{
	{StartingSpace, "Starting space", 5},
	{Trade, "Trade 1:1", 7},
	{CommodityOfChoice, "Commodity of your choice", 5},
	{BuildingAction, "Building action", 5},
	{ExtraAction, "Extra action", 5},
}

// DeckInfo names a deck and its size.
type DeckInfo struct {
	ID      Deck
	English string
	Size    int
}

// DeckInfos: 60 cards (SEED).
var DeckInfos = []DeckInfo{
	{Contracts, "Contract", 14},
	{Messages, "Message", 14},
	{LargeOrders, "Large order", 16},
	{SmallOrders, "Small order", 16},
}

// Game constants from the rulebook.
const (
	StartingDucats   = 130 // 2×5 + 2×10 + 2×50 each (SEED)
	commoditiesEach  = 5   // tiles of each commodity kind
	ownerIncome      = 10  // paid by the bank to a building's owner when another uses it (A9)
	messageReward    = 30  // ducats for a delivered message (C5)
	smallOrderReward = 40  // ducats for a small order (C2)
	largeOrderReward = 100 // ducats and a special tile of choice for a large order (C1)
	largeOrderGoods  = 3   // commodities a large order asks for (SEED)
	maxMoves         = 4   // tower moves per turn (M2)
	towerDiscs       = 5   // discs in the merchant tower
	maxPlacements    = 2   // markers placed in one acquisition (B3)
)

// roundsFor is the round marker's starting space: rounds to play per player count (SEED).
var roundsFor = map[int]int{2: 12, 3: 10, 4: 8, 5: 6}

// Rounds is how many rounds a game of n players lasts without market starts.
func Rounds(players int) (int, bool) {
	r, ok := roundsFor[players]
	return r, ok
}

// deckSize is the number of cards in a deck.
func deckSize(d Deck) int {
	for _, info := range DeckInfos {
		if info.ID == d {
			return info.Size
		}
	}
	return 0
}

// tileCount is how many tiles of a kind the box holds.
func tileCount(t Tile) int {
	for _, info := range Tiles {
		if info.ID == t {
			return info.Count
		}
	}
	return 0
}

// building returns the data of a building id.
func building(id BuildingID) (Building, bool) {
	for _, b := range Buildings {
		if b.ID == id {
			return b, true
		}
	}
	return Building{}, false
}

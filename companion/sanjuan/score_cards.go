package sanjuan

// The 1st-edition (2004) San Juan deck: 110 building cards, as listed at the end of the
// Hungarian rulebook (German / English / Hungarian), with the digest's spelling fixes.

// DeckSize is the number of building cards in the 1st-edition deck.
const DeckSize = 110

// MaxBuildings is the building count that ends the game; nobody can have more.
const MaxBuildings = 12

// Kind tells production buildings (which hold a good) from violet buildings.
type Kind int

const (
	Production Kind = iota // any number of identical ones may be built
	Violet                 // at most one of each per player
)

func (k Kind) String() string {
	if k == Production {
		return "production"
	}
	return "violet"
}

// Good is what a production building produces.
type Good string

const (
	Indigo  Good = "indigo"
	Sugar   Good = "sugar"
	Tobacco Good = "tobacco"
	Coffee  Good = "coffee"
	Silver  Good = "silver"
)

// Building is one kind of building card.
type Building struct {
	ID        string   // snake_case English, e.g. "guild_hall"
	English   string   // as in the rulebook's card list
	German    string   // as in the rulebook's card list
	Hungarian string   // as in the rulebook's card list
	Aliases   []string // other spellings the rulebook itself uses
	Cost      int      // cards to pay
	VP        int      // printed victory points; 0 for the four 6-cost buildings (see SixCost)
	Kind      Kind
	Good      Good // production buildings only
	Copies    int  // copies in the 110-card deck
	Monument  bool // Statue, Victory Column, Hero: points only, counted by the Triumphal Arch
	// SixCost marks Guild Hall, City Hall, Triumphal Arch and Palace: no points of their own,
	// only an end-of-game bonus.
	SixCost bool
	Effect  string // one-line summary of what the card does
}

// IsViolet reports whether at most one of this building may stand in a player's city.
func (b Building) IsViolet() bool { return b.Kind == Violet }

// Names lists every name Lookup accepts for the building. A production building also
// answers to its good ("indigo", "silver"): each good has exactly one building, and
// that is what players call it at the table.
func (b Building) Names() []string {
	names := []string{b.ID, b.English, b.German, b.Hungarian}
	if b.Good != "" {
		names = append(names, string(b.Good))
		if hu := b.Good.Term().HU; hu != "" {
			names = append(names, hu)
		}
	}
	return append(names, b.Aliases...)
}

// Buildings is the whole deck in the rulebook's card-list order, production buildings first.
var Buildings = []Building{
	{ID: "indigo_plant", English: "Indigo Plant", German: "Indigoküpperei", Hungarian: "Indigófeldolgozó",
		Cost: 1, VP: 1, Kind: Production, Good: Indigo, Copies: 10, Effect: "produces indigo"},
	{ID: "sugar_mill", English: "Sugar Mill", German: "Zuckermühle", Hungarian: "Cukormalom",
		Cost: 2, VP: 1, Kind: Production, Good: Sugar, Copies: 8, Effect: "produces sugar"},
	{ID: "tobacco_storage", English: "Tobacco Storage", German: "Tabakspeicher", Hungarian: "Dohányszárító",
		Cost: 3, VP: 2, Kind: Production, Good: Tobacco, Copies: 8, Effect: "produces tobacco"},
	{ID: "coffee_roaster", English: "Coffee Roaster", German: "Kaffeerösterei", Hungarian: "Kávépörkölő",
		Cost: 4, VP: 2, Kind: Production, Good: Coffee, Copies: 8, Effect: "produces coffee"},
	{ID: "silver_smelter", English: "Silver Smelter", German: "Silberschmelzer", Hungarian: "Ezüstolvasztó",
		Cost: 5, VP: 3, Kind: Production, Good: Silver, Copies: 8, Effect: "produces silver"},

	{ID: "smithy", English: "Smithy", German: "Schmiede", Hungarian: "Kovácsműhely",
		Cost: 1, VP: 1, Kind: Violet, Copies: 3, Effect: "production buildings cost 1 card less"},
	{ID: "gold_mine", English: "Gold Mine", German: "Goldgrube", Hungarian: "Aranybánya",
		Cost: 1, VP: 1, Kind: Violet, Copies: 3, Effect: "prospector phase: turn up 4, keep 1 if all costs differ"},
	{ID: "archive", English: "Archive", German: "Archive", Hungarian: "Levéltár",
		Cost: 1, VP: 1, Kind: Violet, Copies: 3, Effect: "councillor phase: discard from the whole hand"},
	{ID: "poor_house", English: "Poor House", German: "Armenhaus", Hungarian: "Szegényház",
		Cost: 2, VP: 1, Kind: Violet, Copies: 3, Effect: "after building, draw 1 if 0 or 1 cards are left"},
	{ID: "black_market", English: "Black Market", German: "Schwarzmarkt", Hungarian: "Feketepiac",
		Cost: 2, VP: 1, Kind: Violet, Copies: 3, Effect: "pay up to 2 cards of a build with goods"},
	{ID: "trading_post", English: "Trading Post", German: "Handelsstation", Hungarian: "Kereskedőállomás",
		Aliases: []string{"Kereskedelmi állomás"}, // the rulebook's body text
		Cost:    2, VP: 1, Kind: Violet, Copies: 3, Effect: "sell 1 more good"},
	{ID: "well", English: "Well", German: "Brunnen", Hungarian: "Kút",
		Cost: 2, VP: 1, Kind: Violet, Copies: 3, Effect: "draw 1 if you produce at least 2 goods"},
	{ID: "market_stand", English: "Market Stand", German: "Markstand", Hungarian: "Elárusítóhely",
		Aliases: []string{"Marktstand"}, // INFERRED: usual German spelling; the card list has "Markstand"
		Cost:    2, VP: 1, Kind: Violet, Copies: 3, Effect: "draw 1 if you sell at least 2 goods"},
	{ID: "crane", English: "Crane", German: "Kran", Hungarian: "Daru",
		Cost: 2, VP: 1, Kind: Violet, Copies: 3, Effect: "build over one of your buildings, paying the difference"},
	{ID: "tower", English: "Tower", German: "Turm", Hungarian: "Torony",
		Cost: 3, VP: 2, Kind: Violet, Copies: 3, Effect: "hand limit 12 instead of 7"},
	{ID: "chapel", English: "Chapel", German: "Kapelle", Hungarian: "Kápolna",
		Cost: 3, VP: 2, Kind: Violet, Copies: 3, Effect: "each round start tuck 1 card under it, 1 VP each"},
	{ID: "aqueduct", English: "Aqueduct", German: "Aquadukt", Hungarian: "Vízvezeték",
		Aliases: []string{"Aquaduct"}, // the rulebook's English spelling
		Cost:    3, VP: 2, Kind: Violet, Copies: 3, Effect: "produce 1 more good"},
	{ID: "carpenter", English: "Carpenter", German: "Schreinerei", Hungarian: "Ácsműhely",
		Cost: 3, VP: 2, Kind: Violet, Copies: 3, Effect: "draw 1 after building a violet building"},
	{ID: "prefecture", English: "Prefecture", German: "Praefektur", Hungarian: "Prefektúra",
		Aliases: []string{"Präfektur"}, // INFERRED: umlaut spelling of "Praefektur"
		Cost:    3, VP: 2, Kind: Violet, Copies: 3, Effect: "councillor phase: keep 2 instead of 1"},
	{ID: "market_hall", English: "Market Hall", German: "Markthalle", Hungarian: "Vásárcsarnok",
		Cost: 4, VP: 2, Kind: Violet, Copies: 3, Effect: "draw 1 more when you sell at least 1 good"},
	{ID: "quarry", English: "Quarry", German: "Steinbruch", Hungarian: "Kőbánya",
		Cost: 4, VP: 2, Kind: Violet, Copies: 3, Effect: "violet buildings cost 1 card less"},
	{ID: "library", English: "Library", German: "Bibliothek", Hungarian: "Könyvtár",
		Cost: 5, VP: 3, Kind: Violet, Copies: 3, Effect: "doubles the privilege of your chosen role"},

	{ID: "statue", English: "Statue", German: "Statue", Hungarian: "Szobor",
		Cost: 3, VP: 3, Kind: Violet, Copies: 3, Monument: true, Effect: "monument, no function"},
	{ID: "victory_column", English: "Victory Column", German: "Siegessäule", Hungarian: "Győzelmi oszlop",
		Cost: 4, VP: 4, Kind: Violet, Copies: 3, Monument: true, Effect: "monument, no function"},
	{ID: "hero", English: "Hero", German: "Reiter", Hungarian: "Hősi emlékmű",
		Cost: 5, VP: 5, Kind: Violet, Copies: 3, Monument: true, Effect: "monument, no function"},

	// INFERRED: the card list prints "6/1" for the four 6-cost buildings; the digest
	// (§1.1) establishes a scoring value of 0, the bonus being their only points.
	{ID: "guild_hall", English: "Guild Hall", German: "Zunfthalle", Hungarian: "Céhház",
		Aliases: []string{"Guildhall"}, // the rulebook's English spelling
		Cost:    6, VP: 0, Kind: Violet, Copies: 2, SixCost: true, Effect: "game end: +2 per production building"},
	{ID: "city_hall", English: "City Hall", German: "Rathaus", Hungarian: "Városháza",
		Cost: 6, VP: 0, Kind: Violet, Copies: 2, SixCost: true, Effect: "game end: +1 per violet building, itself included"},
	{ID: "triumphal_arch", English: "Triumphal Arch", German: "Triumphbogen", Hungarian: "Diadalív",
		Cost: 6, VP: 0, Kind: Violet, Copies: 2, SixCost: true, Effect: "game end: +4/+6/+8 for 1/2/3 monuments"},
	{ID: "palace", English: "Palace", German: "Palast", Hungarian: "Palota",
		Cost: 6, VP: 0, Kind: Violet, Copies: 2, SixCost: true, Effect: "game end: +1 per full 4 VP, counted last"},
}

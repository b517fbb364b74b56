package marcopolo

// Settings are the disputed or optional rules a table may switch (digest §15). The
// defaults follow the digest's proposal; each field says where its default comes from.
type Settings struct {
	// Ledger: talon keeps each player's coins, camels, goods and VP from the actions
	// recorded, checks costs and needs no final facts. Off: resources stay on the table,
	// costs are "not checked" and the table enters the final facts.
	Ledger bool
	// ExpertCityBonuses deals the small-city bonus tiles at random (expert variant 1).
	ExpertCityBonuses bool
	// CharacterDraft reveals players+1 characters and drafts them in reverse turn order
	// (expert variant 2); otherwise the first-game seats are used.
	CharacterDraft bool
	// GoalChoice deals 4 goal cards each, each keeps 2 (expert variant 3).
	GoalChoice bool
	// GoldRow3Gold is the gold in the gold bazaar's row 3: 2 (BGA, default, keeps the
	// rows ascending) or 3 (C#). DISPUTED, §15 #2.
	GoldRow3Gold int
	// Contract2Silk is the silk contract 2 asks for: 1 (BGA, default) or 2 (C#). §15 #1.
	Contract2Silk int
	// KhanCharged makes Khan's favor cost coins when occupied. Default false (both
	// implementations; the seed is silent). §15 #7.
	KhanCharged bool
	// MostContractsNeedsOne withholds the 7 VP when nobody completed a contract.
	// Default false (both implementations). §15 #8.
	MostContractsNeedsOne bool
	// WhiteDieCompensated counts Matteo Polo's white die in his compensation sum.
	// Default true (BGA). §15 #10.
	WhiteDieCompensated bool
	// Card30AnyGoods lets city card 30 take any 2 goods; default false: 2 different
	// goods (BGA). UNKNOWN, §15 #11.
	Card30AnyGoods bool
	// RaschidSetsBlack lets Raschid ad-Din Sinan set his black dice too; default false:
	// they are rolled. UNKNOWN, §15 #12.
	RaschidSetsBlack bool
	// SumatraCards is the number of the 9 city-card spaces at Sumatra: 3 (both
	// implementations, default) or 1 (the seed's "each large city has one card", which
	// leaves 7 cards in play). The table confirms it at setup.
	SumatraCards int
}

// DefaultSettings are the digest's proposals.
func DefaultSettings() Settings {
	return Settings{GoldRow3Gold: 2, Contract2Silk: 1, WhiteDieCompensated: true, SumatraCards: 3}
}

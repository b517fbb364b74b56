package marcopolo

import "github.com/talon-games/talon/scoring"

// Plays scored before the goods row had its own key were stored with the category
// "Goods", which is Genoa's key (Hungarian "Árucikk"); they are read back as the goods
// left they are.
func init() { scoring.StoredCategory(Game, "Goods", CatGoods) }

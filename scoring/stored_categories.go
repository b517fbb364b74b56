package scoring

import "sync"

// A result is stored with its categories' English names, which are also their catalog
// keys. When a game renames a category (Marco Polo's "Goods" became "Goods left", as
// Genoa's "Goods" is another thing), plays stored under the old name would be read
// back with whatever the old key now means in the catalog, which is one for all games.
// A game registers its old names, and a stored result is printed with the new one.
var storedCategories struct {
	sync.RWMutex
	byGame map[string]map[string]string // game -> stored name -> current name
}

// StoredCategory registers that game's results stored before a rename call category
// now by the name now (a catalog key).
func StoredCategory(game, stored, now string) {
	storedCategories.Lock()
	defer storedCategories.Unlock()
	if storedCategories.byGame == nil {
		storedCategories.byGame = map[string]map[string]string{}
	}
	if storedCategories.byGame[game] == nil {
		storedCategories.byGame[game] = map[string]string{}
	}
	storedCategories.byGame[game][stored] = now
}

// CategoryNow is the name, a catalog key, that game's category stored as category has
// now: the registered new name, else category itself.
func CategoryNow(game, category string) string {
	storedCategories.RLock()
	defer storedCategories.RUnlock()
	if now, ok := storedCategories.byGame[game][category]; ok {
		return now
	}
	return category
}

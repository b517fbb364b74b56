package sanjuan

import "github.com/talon-games/talon/companion/i18n"

// The names printed on the table's cards and tiles, in each edition's language: the
// buildings and roles from the rulebook's card list (German / English / Hungarian,
// digest §1.1, §1.2), the goods from the Hungarian rulebook's text. The card list names
// no German goods, so German shows the English ones (never an invented name).

// Term is the building's name on the cards of each edition.
func (b Building) Term() i18n.Term {
	return i18n.Term{EN: b.English, HU: b.Hungarian, DE: b.German}
}

// roleNamesPrinted are the role tiles' names (digest §1.2).
var roleNamesPrinted = map[Role]i18n.Term{
	Builder:    {EN: "Builder", HU: "Építész", DE: "Baumeister"},
	Producer:   {EN: "Producer", HU: "Iparos", DE: "Aufseher"},
	Trader:     {EN: "Trader", HU: "Kereskedő", DE: "Händler"},
	Councillor: {EN: "Councillor", HU: "Tanácsos", DE: "Ratsherr"},
	Prospector: {EN: "Prospector", HU: "Aranyásó", DE: "Goldsucher"},
}

// governorTerm is the start player's tile: not a role, but named on the card list.
var governorTerm = i18n.Term{EN: "Governor", HU: "Kormányzó", DE: "Gouverneur"}

// Term is the role tile's name in each edition.
func (r Role) Term() i18n.Term { return roleNamesPrinted[r] }

// goodNames are the goods as the Hungarian rulebook writes them ("az indigó ára",
// "1 cukrot", "a dohányért", "kávét", "az ezüstért").
var goodNames = map[Good]i18n.Term{
	Indigo:  {EN: "indigo", HU: "indigó"},
	Sugar:   {EN: "sugar", HU: "cukor"},
	Tobacco: {EN: "tobacco", HU: "dohány"},
	Coffee:  {EN: "coffee", HU: "kávé"},
	Silver:  {EN: "silver", HU: "ezüst"},
}

// Term is the good's name in each edition.
func (g Good) Term() i18n.Term { return goodNames[g] }

// buildingTerm is the building with that id, as a term.
func buildingTerm(id string) i18n.Term { return buildings[id].Term() }

// buildingList is the buildings with those ids, for the table to read.
func buildingList(ids []string) i18n.List {
	l := i18n.Join(", ")
	for _, id := range ids {
		l = l.Add(buildingTerm(id))
	}
	return l
}

// roleList is the roles for the table to read.
func roleList(rs []Role) i18n.List {
	l := i18n.Join(", ")
	for _, r := range rs {
		l = l.Add(r.Term())
	}
	return l
}

package catan

import "github.com/talon-games/talon/companion/i18n"

// The names printed on the table's components, from the Hungarian rules booklet (seed
// 002: "fa, érc és építőkő", "település", "város", "út", "bónuszkártya", "Lovag",
// "Pontértékű kártya", "Leghosszabb kereskedelmi út", "Legnagyobb lovagi hatalom",
// "rabló", "kikötő"). UNKNOWN: the booklet names no terrain (forest, pasture, …) and no
// single progress card (it calls Road Building, Year of Plenty and Monopoly together
// "Fejlesztés kártyák"), and the digest gives no German names for Catan; those show
// in English, never an invented name.

var resourceNames = map[Resource]i18n.Term{
	Lumber: {EN: "lumber", HU: "fa"},
	Brick:  {EN: "brick", HU: "építőkő"},
	Wool:   {EN: "wool", HU: "gyapjú"},
	Grain:  {EN: "grain", HU: "gabona"},
	Ore:    {EN: "ore", HU: "érc"},
}

// Term is the resource's name on the cards.
func (r Resource) Term() i18n.Term { return resourceNames[r] }

// Term is the terrain's name: English only (UNKNOWN in the booklet).
func (t Terrain) Term() i18n.Term { return i18n.Term{EN: string(t)} }

// hexName is what a map cell and the robber's line call a hex: its terrain in English
// ("hills"); in Hungarian, whose booklet names no terrain, the resource the hex gives,
// which it does name ("építőkő"), and for the desert what the options already say of
// it, that it gives none ("nem termel"; INFERRED wording, not a printed name).
func hexName(t Terrain) i18n.Term {
	name := i18n.Term{EN: string(t), HU: "nem termel"}
	if r, ok := produces[t]; ok {
		name.HU = r.Term().HU
	}
	return name
}

// pieceNames are the pieces, as the booklet names them.
var pieceNames = map[string]i18n.Term{
	"road":       {EN: "road", HU: "út"},
	"settlement": {EN: "settlement", HU: "település"},
	"city":       {EN: "city", HU: "város"},
}

// pieceTerm is a piece's name ("road", "settlement", "city").
func pieceTerm(kind string) i18n.Term { return pieceNames[kind] }

// cardNames are the development cards played with `play`.
var cardNames = map[string]i18n.Term{
	"knight":         {EN: "Knight", HU: "Lovag"},
	"road-building":  {EN: "Road Building"},
	"year-of-plenty": {EN: "Year of Plenty"},
	"monopoly":       {EN: "Monopoly"},
}

func cardTerm(id string) i18n.Term { return cardNames[id] }

// The special cards and pieces the views name.
var (
	termLongestRoad = i18n.Term{EN: "Longest Road", HU: "Leghosszabb kereskedelmi út"}
	termLargestArmy = i18n.Term{EN: "Largest Army", HU: "Legnagyobb lovagi hatalom"}
	termRobber      = i18n.Term{EN: "robber", HU: "rabló"}
	termDevCard     = i18n.Term{EN: "development card", HU: "bónuszkártya"}
	termVPCard      = i18n.Term{EN: "victory point card", HU: "pontértékű kártya"}
)

// colourNames are the four colours as the booklet writes them ("a piros alkatrészeket",
// "A kék játékos", "a fehér", "A narancs játékos"); a colour the table typed itself is
// shown as typed.
var colourNames = map[string]i18n.Term{
	"red":    {EN: "red", HU: "piros"},
	"blue":   {EN: "blue", HU: "kék"},
	"white":  {EN: "white", HU: "fehér"},
	"orange": {EN: "orange", HU: "narancs"},
}

func colourTerm(c string) any {
	if t, ok := colourNames[c]; ok {
		return t
	}
	return c
}

// stackList writes cards for the table to read: "2 ore, 1 wool" ("2 érc, 1 gyapjú").
func stackList(st []stack) i18n.List {
	l := i18n.Join(", ")
	for _, x := range st {
		l = l.Add(i18n.Join(" ", x.n, x.res.Term()))
	}
	return l
}

// cardsText writes a yield in the resource order, or "nothing".
func cardsText(m map[Resource]int) any {
	l := i18n.Join(", ")
	for _, r := range Resources {
		if m[r] > 0 {
			l = l.Add(i18n.Join(" ", m[r], r.Term()))
		}
	}
	if l.Len() == 0 {
		return i18n.M("nothing")
	}
	return l
}

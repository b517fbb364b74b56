package marcopolo

// Characters (digest §13; abilities SOURCE: BGA texts and the C# engine; first-game seats
// SEED). Only the base game's eight.

// Character is one of the eight base characters.
type Character int

const (
	Raschid     Character = iota // Raschid ad-Din Sinan: sets his dice instead of rolling
	Matteo                       // Matteo Polo: white die and the top special contract every round
	Berke                        // Berke Khan: never pays for occupied spaces
	Mercator                     // Mercator ex Tabriz: takes 1 of every bazaar good others take
	Kubilai                      // Kubilai Khan: starts in Beijing with a post on the 10
	Carpini                      // Johannes Carpini: oasis to oasis is one step; +3 coins a round
	Wilhelm                      // Wilhelm von Rubruk: 11 posts, a post in every city passed
	Niccolo                      // Niccolò & Marco Polo: a second figure; +1 camel a round
	NoCharacter Character = -1
)

// CharacterInfo is a character's tile.
type CharacterInfo struct {
	Name    Name
	Ability string
}

// Characters describes the eight base characters.
var Characters = []CharacterInfo{
	Raschid: {Name{EN: "Raschid ad-Din Sinan", DE: "Raschid ad-Din Sinan", HU: "Rashid ad-Din Sinan", Aliases: []string{"Raschid", "Rashid"}},
		"does not roll: sets each die's value when using it; no compensation"},
	Matteo: {Name{EN: "Matteo Polo", Aliases: []string{"Matteo"}},
		"each round: the white die and the top contract of the special pile"},
	Berke: {Name{EN: "Berke Khan", HU: "Berke Khan", Aliases: []string{"Berke", "Berke Kán"}},
		"never pays coins for occupied action spaces"},
	Mercator: {Name{EN: "Mercator ex Tabriz", Aliases: []string{"Mercator"}},
		"takes 1 of the good whenever another player uses a bazaar space (3p: +1 camel on others' Khan's favor; 2p: also +2 coins when the other takes 5 coins)"},
	Kubilai: {Name{EN: "Kubilai Khan", DE: "Kublai Khan", Aliases: []string{"Kublai Khan", "Kubilai", "Kublai"}},
		"starts in Beijing with a trading post on its 10 VP space"},
	Carpini: {Name{EN: "Johannes Carpini", Aliases: []string{"Carpini", "Giovanni da Pian del Carpine"}},
		"travels from any oasis to any oasis as one step; +3 coins each round"},
	Wilhelm: {Name{EN: "Wilhelm von Rubruk", DE: "Wilhelm von Rubruk", Aliases: []string{"William of Rubruck", "Wilhelm", "William"}},
		"11 trading posts; places a post in every city passed through; all 11 placed: +10 VP"},
	Niccolo: {Name{EN: "Niccolò & Marco Polo", DE: "Niccolò und Marco Polo", HU: "Niccolò és Marco Polo", Aliases: []string{"Niccolo", "Marco Polo", "Niccolo and Marco Polo"}},
		"a second figure; travel steps may be split between them; +1 camel each round"},
}

// FirstGameSeats are the characters of the first game by seat from the start player
// (SEED); with 2–3 players the first 2–3 are used (INFERRED; BGA does so).
var FirstGameSeats = []Character{Raschid, Matteo, Berke, Mercator}

// INFERRED: the German and Hungarian names above are the ones the seed spells
// (Rashid, Berke, Mercator ex Tabriz) or the usual forms; the table may type any.

var characterIndex = func() *nameIndex[Character] {
	x := newNameIndex[Character]("character")
	for c, info := range Characters {
		x.add(info.Name, Character(c))
	}
	return x
}()

func (c Character) String() string {
	if c < 0 || int(c) >= len(Characters) {
		return "no character"
	}
	return Characters[c].Name.EN
}

// LookupCharacter finds a character by any of its names.
func LookupCharacter(name string) (Character, error) { return characterIndex.find(name) }

// Posts is how many trading posts the character's player has.
func (c Character) Posts() int {
	if c == Wilhelm {
		return PostsPerColour + 2
	}
	return PostsPerColour
}

// Figures is how many figures travel the map for the character's player.
func (c Character) Figures() int {
	if c == Niccolo {
		return 2
	}
	return 1
}

// RoundGain is what the character gives at the start of every round (Matteo's white die
// and contract are handled by the round start).
func (c Character) RoundGain() Gain {
	switch c {
	case Carpini:
		return Gain{Stock: Stock{Coins: 3}}
	case Niccolo:
		return Gain{Stock: Stock{Camels: 1}}
	case Matteo:
		return Gain{Contracts: 1}
	}
	return Gain{}
}

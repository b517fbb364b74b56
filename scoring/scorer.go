package scoring

// Scorer is one game's final scoring as `talon score` and the companions use it.
// Input is JSON: {"players":[{"name":..., per-player fields}], game-wide fields...}.
type Scorer interface {
	Game() string // game id: "san-juan", "catan", "genoa", "marco-polo", "neptun"
	// Template is a complete example input (indented JSON) that Score accepts.
	Template() string
	// Form lists the questions the interactive prompt asks, in order.
	Form() Form
	// Score validates the input (every problem at once, as *InputError) and scores it.
	Score(input []byte) (Result, error)
}

// Form describes the facts a scorer needs, so a prompt can ask for them one by one.
type Form struct {
	GameWide  []Field // asked once, after the players' fields
	PerPlayer []Field // asked for each player in seat order
}

// Kind is how a typed answer turns into JSON.
type Kind int

const (
	Int      Kind = iota // 12
	Bool                 // y/n, yes/no, true/false
	Text                 // a single word or name; empty allowed when Optional
	List                 // comma-separated words: "guild hall, palace" -> ["guild hall","palace"]
	IntList              // comma-separated numbers: "3,1" -> [3,1]
	PairList             // comma-separated pairs joined by '-': "Moscow-Kashgar" -> [["Moscow","Kashgar"]]
)

// Field is one question. Key may be a dotted path ("goods.pepper") for nested input.
type Field struct {
	Key      string
	Prompt   string
	Kind     Kind
	Optional bool
	// Check validates one typed answer (already converted) as it is typed; nil accepts all.
	// For per-player fields it gets only that player's value.
	Check func(value any) error
}

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

// Package companion is the game kit: the session engine and everything a game plugs
// into. This comment is the guide for adding a game; companion/companiontest (Tally) is
// the smallest complete game built on it.
//
// # One game, one place
//
// A game lives in companion/<id>/ (package name without the dash: marco-polo is
// package marcopolo): its rules data, its pure rules, its companion and its scorer
// (score_*.go), sharing one set of constants (player counts, component counts). It
// exports one function,
//
//	func Entry() companion.Entry {
//		return companion.Entry{ID: "tally", Name: "Tally", Aliases: []string{"Zählen"},
//			MinPlayers: 1, MaxPlayers: 6, BGG: 0, Scorer: NewScorer(), Companion: game{}}
//	}
//
// and cmd/talon/games.go lists it on one line, with the game's own commands, if any
// (`talon catan board`), as its tools hook. `talon games`, `new`, `score`, `play` and
// help are driven from that list. Tools read a session's state through typed accessors
// the game exports (catan.SessionBoard), never through cmd knowing private types.
//
// A game package is pure: (state, action) → new state or a refusal naming the rule. No
// I/O, printing, time.Now or randomness outside the RNG it is handed.
//
// # The contract
//
// Game (Info, Setup, Start) sets a session up; State (Resolve, Apply, Legal, View,
// Result) is one position. The engine (Replay, Act) folds events into state: state is
// the fold of the event log, undo is replay without the last event, and randomness is
// drawn in Resolve and written into the action ("roll" → "roll 3,5"), so replay never
// re-rolls. The engine alone refuses actions once Result is not nil ("game over").
//
// A minimal game, complete (57 lines; minimal_test.go holds it word for word and runs it
// through the conformance suite; Tally adds a deck, a bonus, a fix and outcomes):
//
//	type game struct{}
//
//	func (game) Info() companion.Info { return companion.Info{} }
//
//	func (game) Setup(cfg companion.Config, rng companion.RNG) (json.RawMessage, error) {
//		return json.Marshal(rng.Stream("first-player").IntN(len(cfg.Players)))
//	}
//
//	func (game) Start(cfg companion.Config, rec json.RawMessage) (companion.State, error) {
//		var first int
//		if err := json.Unmarshal(rec, &first); err != nil {
//			return nil, err
//		}
//		return &state{names: cfg.Names(), points: make([]int, len(cfg.Players)), turn: first}, nil
//	}
//
//	type state struct {
//		names  []string
//		points []int
//		turn   int
//	}
//
//	func (s *state) Resolve(a companion.Action, rng companion.RNG) (companion.Action, error) {
//		if a.Verb == "roll" && len(a.Args) == 0 { // talon rolls: the die goes into the event
//			return companion.Do("roll", strconv.Itoa(1+rng.Stream("dice").IntN(6))), nil
//		}
//		return a, nil // Apply checks the rest
//	}
//
//	func (s *state) Apply(a companion.Action) (companion.State, companion.Outcome, error) {
//		if a.Verb != "roll" {
//			return nil, companion.Outcome{}, companion.Bad("unknown action %q (roll)", a.Verb)
//		}
//		w := a.Words()
//		n, err := w.Int("die", 1, 6)
//		if err == nil {
//			err = w.Done()
//		}
//		if err != nil {
//			return nil, companion.Outcome{}, err
//		}
//		next := &state{names: s.names, points: slices.Clone(s.points), turn: (s.turn + 1) % len(s.names)}
//		next.points[s.turn] += n
//		return next, companion.Accepted(), nil
//	}
//
//	func (s *state) Legal() []companion.Choice {
//		return []companion.Choice{{Verb: "roll", Help: "roll a die",
//			Args: []companion.Arg{{Name: "die", Optional: true, Options: companion.Range(1, 6)}}}}
//	}
//
//	func (s *state) View() companion.View {
//		return companion.View{Title: "Race", Next: s.names[s.turn] + " rolls"}
//	}
//
//	func (s *state) Result() *scoring.Result {
//		if !slices.ContainsFunc(s.points, func(p int) bool { return p >= 20 }) {
//			return nil
//		}
//		entries := make([]scoring.Entry, len(s.names))
//		for i, n := range s.names {
//			entries[i] = scoring.Entry{Name: n, Breakdown: []scoring.Points{{Category: "Points", Points: s.points[i]}}}
//		}
//		r := scoring.Rank(entries, scoring.Rules{Game: "race"})
//		return &r
//	}
//
// # The action grammar
//
// Every action — typed after `talon do`, built by `talon play` from a Choice, stored in
// the event log — is one Action, read by Parse and written by String (see Action for
// the grammar: words, "quoted values", key=value running on to the next key=, counts
// before what they count, comma lists, ids with underscores). A game reads an Action
// with typed readers instead of splitting strings:
//
//	w := a.Words()
//	p, err := w.Term(s.players)          // a seat: exact, case/accent-blind, unique prefix
//	b, err := w.Term(buildings)          // an id from a closed list, with aliases, "did you mean"
//	n, err := w.Int("cards", 0, 110)     // a bounded whole number
//	give, err := w.Counts(resources, 19) // "2 ore 1 wool"
//	goods, err := w.List(production, 3)  // "indigo_plant,sugar_mill"
//	err = w.Done()                       // nothing left over
//	taken, ok := a.NamedWords("for")     // the words of for=…
//
// Terms is the one matcher for every name (players via PlayerTerms): exactly, then
// ignoring case, then ignoring accents, '_' and '-', then a unique prefix; an ambiguous
// prefix is refused naming the candidates, an unknown name with "did you mean" by
// talon's one suggestion rule (scoring.Suggest, shared with the scorers; Terms.Near tells
// a misspelling from a new name). Entry.CheckOptions checks `--option` names and closed
// lists and fills defaults; Options reads the values typed (OneOf, OnOff, Int, Player).
//
// An empty value ("") is a value of its own: a reader never takes it as part of a name.
//
// Errors: *BadInput (Bad) for text that is not an action (exit 2), *Refusal (Refuse)
// for a rule, named (exit 3). A stored event that a later talon cannot apply is a
// *ReplayError: the session service shows the session as it stood before it. Resolve writes the canonical action: ids, seat names as
// seated, randomness filled in. Apply must accept that action unchanged.
//
// # Choices, options that depend on earlier answers
//
// Legal returns Choices: a verb and its Args. An Arg's Options are exact — every option
// offered applies or is refused by a rule, never as bad input — and carry a canonical
// Value (written in the action: sugar_mill) and a Label (shown: Sugar Mill); Terms.Options
// builds them from a closed list. An Arg whose options follow the answers before it sets
// Depends: Catan's robber asks the hex, then Depends lists only the players with a
// building on that hex. Multi/AtLeast allow several picks, Number/Min/Max a bounded
// typed number. `status --json` shows each Arg as declared (depends_on_earlier: true).
//
// # Outcomes, corrections, table data, rounds
//
// Apply returns an Outcome beside the state: Accepted(), or NotChecked("the board is
// not captured") when talon lacks the data to check, plus Warn(code, text) warnings;
// play, do and status show them and --json carries them.
//
// A value talon derives but the table sees better is corrected with the one verb
// `fix NAME [PLAYER] VALUE` (Fixable, ReadFix, FixChoices); it is an event like any other.
//
// Data the table supplies from a file (a captured board, a tile table) is declared in
// Info.Data; `talon new GAME --data NAME=FILE` reads it into Config.Data, Setup
// validates it and copies it into the setup record, so replay never reads the file.
//
// A game scored round by round sets Entry.Rounds (a RoundScorer).
//
// # Proving it: the conformance suite
//
// companion/kittest runs any game through a script (txtar-like: a setup section with
// players, options, table data files (data: NAME=FILE) and seed, then one action per
// line with its expected result) and
// checks at every step that replay equals the fold, a refusal leaves the view
// unchanged, Resolve's action applies unchanged, the setup record round-trips, and
// every option Legal offers applies or is refused by a rule. Every game runs it in its
// own tests, and cmd/talon runs the same scripts through `talon do`.
package companion

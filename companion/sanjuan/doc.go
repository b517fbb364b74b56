// Package sanjuan is the table companion for San Juan (1st edition, 2004): whose turn it is
// to choose a role, what each role gives each player from the buildings talon has seen built,
// what a building really costs, when the game ends, and the final score (score_*.go).
//
// talon tracks each player's buildings (covered ones too), the goods on production buildings,
// the cards under chapels and the number of cards in each hand (hand counts are public; their
// contents are not). A count that went wrong is corrected with `fix hand NAME N` (also `hand NAME N`).
//
// # Action grammar
//
// One action per line in the kit's grammar (companion.Action), as typed at `talon do` and stored
// in the event log; a name with spaces is quoted ("Anna Maria"). Player names and
// building names are matched ignoring case; buildings by id (guild_hall) or any English,
// German or Hungarian name, roles by English, German or Hungarian name. Step verbs may leave
// out the player whose turn it is (`build smithy`), and `pass` declines the current step.
// The canonical (stored) form always names the player:
//
//	role Ann builder                  Ann, on turn, chooses a role (library=no: 2 players, keep the
//	                                  governor's Library for their second role)
//	build Ann smithy                  builder phase, one step per player from the builder on
//	build Ben guild_hall over=crane   ... building over with the Crane (covered: over=BUILDING)
//	build Ann quarry goods=indigo_plant,sugar_mill
//	                                  ... paying up to 2 cards with goods (Black Market)
//	build Cid pass                    ... declining
//	produce Ann indigo_plant,sugar_mill
//	                                  producer phase: the empty production buildings that get a good
//	                                  (good names work too: produce Ann indigo,sugar)
//	house 3                           trader phase, option houses=table: the tile the table turned up
//	                                  (with houses=talon, the default, talon reveals its own stack)
//	sell Ann indigo_plant,coffee_roaster
//	                                  trader phase: the buildings whose goods are sold
//	council Ann                       councillor phase: draws and keeps as talon says
//	prospect Ann                      prospector phase: the prospector draws
//	goldmine Ben 1,3,4,5              prospector phase: a Gold Mine owner's four turned-up costs
//	chapel Ann                        round start: Ann tucks a hand card under their chapel
//	fix hand Ann 5                    any time: the table's count of Ann's hand cards (also: hand Ann 5)
//	final Ann=3 Ben=5                 game end: cards in hand (tie-break); `final` alone takes talon's count
//
// Every step but role, house, fix and final also takes pass: `build Cid pass`, `chapel Ann pass`.
//
// # Flow
//
// Each round every player chooses one role (2 players: governor, opponent, governor); each
// role's phase has one step per player clockwise from the chooser (the prospector phase: the
// prospector, then each Gold Mine owner). Players who cannot produce or sell are skipped and
// told so. From round 2, the round starts with a chapel step per chapel owner, then talon
// applies the hand limit (7, 12 with a Tower). After the builder phase in which anyone
// reaches 12 buildings, talon asks for `final` and scores the game.
package sanjuan

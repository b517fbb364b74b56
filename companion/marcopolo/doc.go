// Package marcopolo is also the table companion for The Voyages of Marco Polo (base game,
// 2–4 players): talon deals the setup, rolls the dice, referees the action board (R1–R11
// of the rules digest, each refusal naming its rule), keeps the map (trading posts,
// figures, Beijing, the cheapest route) and the contracts, and scores the end through
// the scorer (score_*.go). Rules are data (mapdata.go, board.go, contracts.go,
// citycards.go, tiles.go, characters.go) plus pure functions over a typed State and typed
// actions (actions.go, apply.go, place.go, …); session.go reads and writes the kit's
// action grammar over that model.
//
// Resources stay on the table unless `--option ledger=on`: then talon keeps every
// player's coins, camels, goods and VP from the actions recorded and checks each cost;
// without it costs are "not checked" and the table enters the final count (`final`).
//
// # Action grammar
//
// The player may be left out when it is the one expected to act; the stored form names
// them. Dice are written by value, b4 for a black die, w4 for Matteo Polo's white die;
// Raschid ad-Din Sinan writes the value he sets. Places are written by any English,
// German or Hungarian name (Velence, Peking, oasis_f).
//
//	roll                              round start: talon rolls every player's dice
//	roll - 6,6,5,2,6,6 2,1,1,1,4      … or the table's dice, a list per seat (- for Raschid)
//	coins Ann 3                       take 5 coins
//	bazaar Ann pepper 4 row=3         camels, pepper, silk (2 dice) or gold (3 dice); row ≤ lowest die
//	khan Ann 4                        Khan's favor: the next slot, at least the last die
//	contracts Ann 5 take=2,5          1 or 2 contracts from the slots up to the die
//	travel Ann 3,5 to=lan_zhou        the cheapest route is filled in …
//	travel Ann 3,5 to=lan_zhou via=oasis_f,kashgar
//	travel Ben 4,4 to=moscow figure=2 Niccolò & Marco Polo's second figure
//	travel Ben 4,4 to=alexandria to2=moscow via2=oasis_a   … or both, the steps split
//	card Ann 7 3 times=2 trade=1      city-card space 7 with a 3, twice, its first trade
//	card Ann 7 3 goods=pepper,silk cities=anxi   (ledger: goods paid, small cities collected)
//	bag Ann 2                         bonus: money bag, 3 coins
//	complete Ann C12                  bonus: complete an active contract
//	reroll Ann 2                      bonus: 1 camel (talon rolls; to=5 takes the table's)
//	adjust Ann 2 to=3                 bonus: 2 camels, one up or down
//	black Ann                         bonus: 3 camels for a black die (talon rolls) — or the
//	                                  black die a reward gave, when one is waiting
//	done Ann                          end the turn (after the action, or the money bag)
//
// Choices the rules leave to a player wait before anything else:
//
//	goods Ann pepper,silk             goods of choice (ledger)
//	take Ann coins=2 camels=1         compensation, slot 5/6 extras (ledger)
//	tile Ann B                        small-city tile D: another tile's bonus (ledger)
//	discard Ann C12                   more than 2 active contracts: older ones go under the special pile
//	move Ann alexandria | move Ann skip   a free move
//	repost Ann moscow                 every post placed: which one moves to the new city
//
// Setup variants and the end:
//
//	character Cid berke_khan          expert draft, the last seat first
//	goals Ann 3,12                    expert goal cards: keep 2 of 4
//	final Ann vp=47 coins=23 camels=1 pepper=3 silk=2 gold=0   the count at the end (ledger off)
//
// # Data the table confirms
//
// The city-card spaces (3 at Sumatra per both implementations; the rulebook's text
// suggests one per large city: --option sumatra_cards=1; any other board: `talon new
// marco-polo --data card_spaces=FILE`, a large city a line), the letter of each small-city
// tile (INFERRED, settable at random with city_bonuses=random) and the disputed values of
// the digest's §15 are settings with the digest's defaults. The tools `talon marco-polo
// map|route|goals` show the map (text or --svg), routes with their prices, and a
// player's secret goal cards.
package marcopolo

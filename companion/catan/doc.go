// Package catan is talon's companion for base Catan (3–4 players): board generation with
// balance rules and a fairness report, set-up placement, dice and production, the robber,
// building legality, Longest Road and Largest Army, and the win, scored by the scorer in score_*.go.
//
// # Naming the board
//
// Intersections are numbered 1–54 in reading order (top to bottom, west to east), as the
// text map prints them; the canonical corner names of the rules digest also work
// ("N(0,-1)", "S(1,1)"). A path is named by its two intersections, "12-17". Hexes are
// labelled by row A (top) to E (bottom) and place in the row from the west: "D4"; axial
// "(1,1)" also works.
//
// # Actions
//
// The event log holds the canonical form of each action, which reads like the table:
//
//	place settlement 12        set-up, snake order 1-2-3-4-4-3-2-1 (build also accepted)
//	place road 12-17           set-up: must touch the settlement just placed
//	roll 3,5                   the dice; a bare "roll" is rolled by talon (stream "dice")
//	hands Ann=9 Cid=8          after a 7: hand sizes; talon says who discards how many
//	discard Ann 4              after a 7: a player returned half their cards
//	robber D4 steal=Ben        after a 7 or a knight; steal= may be left out or "none"
//	build road 12-17           also: build settlement 12, build city 12
//	buy dev                    a development card (the deck holds 25)
//	play knight                then: robber HEX [steal=PLAYER]
//	play road-building         then two free "build road" actions
//	play year-of-plenty        recorded only: talon does not track hands
//	play monopoly [ore]
//	trade bank 4 ore for 1 grain           checked against the player's harbor rates
//	trade Ben 2 ore 1 wool for 1 grain     a domestic trade (no gifts, no like-for-like)
//	vp Ann 2                   Ann shows 2 victory point cards (her number in all)
//	end                        the turn passes to the left
//
// Player names are typed case-insensitively or by a unique prefix; they are one word.
//
// # What talon does not see
//
// Cards in hand. Production, starting resources and discards are printed for the table
// to hand out; costs are named but not checked. A bank shortage is explained, not
// computed (the bank_shortage option says which rule applies).
package catan
